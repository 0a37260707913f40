// Affine dialect ops without regions: load, store, apply, min, max, yield.

import { AffineMap } from '../affineMap.js';
import { affineScope, isValidAffineIndexOperand, isValidDim, isValidSymbol } from '../affineValidity.js';
import { evaluateAffineExpr } from '../affineExpr.js';
import { AffineMapAttr, Attribute, IntegerAttr } from '../attributes.js';
import type { Builder } from '../builder.js';
import { OpAsmParser, OpDefinition, defineOp } from '../opDefinition.js';
import { Operation, Value } from '../operation.js';
import { MemRefType, indexType } from '../types.js';
import { parseColonMemRefType, parseDimAndSymbolList, parseTerminatorOperands, printDimAndSymbolList, printTerminatorOperands, verifyYieldMatchesParent } from './common.js';

export function mapAttr(op: Operation, name = 'map'): AffineMap {
  const a = op.attr(name);
  if (!(a instanceof AffineMapAttr)) throw op.emitError(`requires attribute '${name}' (an affine map)`);
  return a.map;
}

/** Checks map operands: index typed, dims and symbols valid in the enclosing affine scope. */
function verifyIndexOperands(op: Operation, start: number, map: AffineMap, what: string): void {
  const n = op.numOperands - start;
  if (n !== map.numInputs) throw op.emitError(`expects as many subscripts as affine map inputs`);
  const scope = affineScope(op);
  for (let i = start; i < op.numOperands; i++) {
    const v = op.operand(i);
    if (v.type !== indexType) throw op.emitError(`index to ${what} must have 'index' type`);
    if (!isValidAffineIndexOperand(v, scope)) throw op.emitError('index must be a valid dimension or symbol identifier');
  }
}

// ------------------------------------------------------------------------ load / store

/** affine.load: operands are [memref, map operands]; the result is one element. */
export const affineLoad = {
  memref: (op: Operation): Value => op.operand(0),
  map: (op: Operation): AffineMap => mapAttr(op),
  /** The map's operands (dims then symbols), not the subscripts themselves. */
  indices: (op: Operation): Value[] => op.operandValues(1),
  /** `affine.load %memref[map(indices)]`; `attributes` are extra (discardable) ones. */
  create(b: Builder, memref: Value, map: AffineMap, indices: readonly Value[], attributes: Iterable<readonly [string, Attribute]> = []): Operation {
    const t = memref.type as MemRefType;
    return b.create('affine.load', {
      operands: [memref, ...indices],
      resultTypes: [t.elementType],
      attributes: [['map', AffineMapAttr.get(map)], ...attributes],
    });
  },
};

/** affine.store: operands are [value, memref, map operands]. */
export const affineStore = {
  value: (op: Operation): Value => op.operand(0),
  memref: (op: Operation): Value => op.operand(1),
  map: (op: Operation): AffineMap => mapAttr(op),
  /** The map's operands (dims then symbols), not the subscripts themselves. */
  indices: (op: Operation): Value[] => op.operandValues(2),
  /** `affine.store %value, %memref[map(indices)]`; `attributes` are extra (discardable) ones. */
  create(b: Builder, value: Value, memref: Value, map: AffineMap, indices: readonly Value[], attributes: Iterable<readonly [string, Attribute]> = []): Operation {
    return b.create('affine.store', { operands: [value, memref, ...indices], attributes: [['map', AffineMapAttr.get(map)], ...attributes] });
  },
};

const loadOp = defineOp({
  name: 'affine.load',
  summary: 'affine load operation',
  properties: ['map'],
  effects: ['read'],
  parse(p) {
    const m = p.parseOperand();
    const { map, operands } = p.parseAffineMapOfSSAIds('square');
    const attrs = new Map<string, Attribute>([['map', AffineMapAttr.get(map)]]);
    p.parseOptionalAttrDict(attrs);
    const t = parseColonMemRefType(p);
    return p.create({ operands: [p.resolveOperand(m, t), ...p.resolveOperands(operands, indexType)], resultTypes: [t.elementType], attributes: attrs });
  },
  print(p, op) {
    p.print(' ');
    p.printOperand(op.operand(0));
    p.print('[');
    p.printAffineMapOfSSAIds(mapAttr(op), op.operandValues(1));
    p.print(']');
    p.printOptionalAttrDict(op.attributes, ['map']);
    p.print(' : ');
    p.printType(op.operand(0).type);
  },
  verify(op) {
    const t = op.operand(0).type;
    if (!(t instanceof MemRefType)) throw op.emitError(`operand #0 must be a memref, but got '${t.key}'`);
    const map = mapAttr(op);
    if (map.numResults !== t.rank) throw op.emitError('affine map num results must equal memref rank');
    verifyIndexOperands(op, 1, map, 'load');
    if (op.result().type !== t.elementType) throw op.emitError('result type must match element type of memref');
  },
});

const storeOp = defineOp({
  name: 'affine.store',
  summary: 'affine store operation',
  traits: ['ZeroResults'],
  properties: ['map'],
  effects: ['write'],
  parse(p) {
    const v = p.parseOperand();
    p.parseComma();
    const m = p.parseOperand();
    const { map, operands } = p.parseAffineMapOfSSAIds('square');
    const attrs = new Map<string, Attribute>([['map', AffineMapAttr.get(map)]]);
    p.parseOptionalAttrDict(attrs);
    const t = parseColonMemRefType(p);
    return p.create({
      operands: [p.resolveOperand(v, t.elementType), p.resolveOperand(m, t), ...p.resolveOperands(operands, indexType)],
      resultTypes: [],
      attributes: attrs,
    });
  },
  print(p, op) {
    p.print(' ');
    p.printOperand(op.operand(0));
    p.print(', ');
    p.printOperand(op.operand(1));
    p.print('[');
    p.printAffineMapOfSSAIds(mapAttr(op), op.operandValues(2));
    p.print(']');
    p.printOptionalAttrDict(op.attributes, ['map']);
    p.print(' : ');
    p.printType(op.operand(1).type);
  },
  verify(op) {
    const t = op.operand(1).type;
    if (!(t instanceof MemRefType)) throw op.emitError(`operand #1 must be a memref, but got '${t.key}'`);
    if (op.operand(0).type !== t.elementType) throw op.emitError('value to store must have the same type as memref element type');
    const map = mapAttr(op);
    if (map.numResults !== t.rank) throw op.emitError('affine map num results must equal memref rank');
    verifyIndexOperands(op, 2, map, 'store');
  },
});

// ------------------------------------------------------------------------ apply / min / max

/** affine.apply: one map result over the operands (dims then symbols). */
export const affineApply = {
  map: (op: Operation): AffineMap => mapAttr(op),
  operands: (op: Operation): Value[] => op.operandValues(),
  create(b: Builder, map: AffineMap, operands: readonly Value[]): Operation {
    return b.create('affine.apply', { operands, resultTypes: [indexType], attributes: { map: AffineMapAttr.get(map) } });
  },
};

/** affine.min / affine.max: the least / greatest result of the map over the operands. */
export const affineMinMax = {
  create(b: Builder, kind: 'min' | 'max', map: AffineMap, operands: readonly Value[]): Operation {
    return b.create(`affine.${kind}`, { operands, resultTypes: [indexType], attributes: { map: AffineMapAttr.get(map) } });
  },
};

/** `#map(dims)[syms] attr-dict` for affine.apply, affine.min and affine.max. */
function parseMapApplication(p: OpAsmParser): Operation {
  const loc = p.loc();
  const a = p.parseAttribute();
  if (!(a instanceof AffineMapAttr)) return p.error('expected an affine map', loc);
  const { dims, syms } = parseDimAndSymbolList(p);
  if (dims.length !== a.map.numDims || syms.length !== a.map.numSymbols) {
    p.error('dimension or symbol operand count does not match the affine map', loc);
  }
  const attrs = new Map<string, Attribute>([['map', a]]);
  p.parseOptionalAttrDict(attrs);
  return p.create({ operands: p.resolveOperands([...dims, ...syms], indexType), resultTypes: [indexType], attributes: attrs });
}

function mapApplicationOp(name: string, summary: string, reduce?: (xs: number[]) => number): OpDefinition {
  return defineOp({
    name,
    summary,
    traits: ['Pure'],
    properties: ['map'],
    parse: parseMapApplication,
    print(p, op) {
      const map = mapAttr(op);
      p.print(' ');
      p.printAttribute(op.attr('map')!);
      printDimAndSymbolList(p, op.operandValues(), map.numDims);
      p.printOptionalAttrDict(op.attributes, ['map']);
    },
    verify(op) {
      const map = mapAttr(op);
      if (op.numOperands !== map.numInputs) throw op.emitError('operand count and affine map dimension and symbol count must match');
      if (name === 'affine.apply' && map.numResults !== 1) throw op.emitError('mapping must produce one value');
      if (name !== 'affine.apply' && map.numResults < 1) throw op.emitError('affine map expects at least one result');
      for (const v of op.operandValues()) if (v.type !== indexType) throw op.emitError("operands must be of type 'index'");
    },
    fold(op, c) {
      const map = mapAttr(op);
      if (!c.every((a) => a instanceof IntegerAttr)) {
        // A single-result identity over one operand folds to that operand.
        if (map.numResults === 1 && map.numInputs === 1) {
          const r = map.results[0];
          if ((r.kind === 'dim' && map.numDims === 1) || (r.kind === 'symbol' && map.numSymbols === 1)) return [op.operand(0)];
        }
        return undefined;
      }
      const vals = c.map((a) => Number((a as IntegerAttr).value));
      const results = map.results.map((r) => evaluateAffineExpr(r, vals.slice(0, map.numDims), vals.slice(map.numDims)));
      if (results.some((r) => r === undefined)) return undefined;
      const v = reduce ? reduce(results as number[]) : (results[0] as number);
      return [IntegerAttr.index(v)];
    },
  });
}

// ------------------------------------------------------------------------ yield

export const affineYield = {
  create: (b: Builder, values: readonly Value[] = []): Operation => b.create('affine.yield', { operands: values }),
};

const yieldOp = defineOp({
  name: 'affine.yield',
  summary: 'yield values to parent operation',
  traits: ['Pure', 'Terminator', 'ReturnLike', 'ZeroResults'],
  parse: parseTerminatorOperands,
  print: printTerminatorOperands,
  verify: (op) => verifyYieldMatchesParent(op, ['affine.for', 'affine.if', 'affine.parallel']),
});

export const affineSimpleOps: OpDefinition[] = [
  loadOp,
  storeOp,
  mapApplicationOp('affine.apply', 'affine apply operation'),
  mapApplicationOp('affine.min', 'min operation', (xs) => Math.min(...xs)),
  mapApplicationOp('affine.max', 'max operation', (xs) => Math.max(...xs)),
  yieldOp,
];

export { isValidDim, isValidSymbol };
