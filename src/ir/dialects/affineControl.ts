// Affine dialect ops with regions: affine.for, affine.parallel, affine.if (syntax and verification).

import { AffineExpr, dimExpr, replaceDimsAndSymbols, symbolExpr } from '../affineExpr.js';
import { AffineMap, IntegerSet } from '../affineMap.js';
import { dimAndSymbolOperandError } from '../affineValidity.js';
import { AffineMapAttr, ArrayAttr, Attribute, DenseElementsAttr, IntegerAttr, IntegerSetAttr } from '../attributes.js';
import type { Builder } from '../builder.js';
import { OpAsmParser, OpAsmPrinter, OpDefinition, RegionArgument, UnresolvedOperand, defineOp } from '../opDefinition.js';
import { Block, BlockArgument, Operation, Region, Value } from '../operation.js';
import { IntegerType, RankedTensorType, Type, indexType, isFloat } from '../types.js';
import { type AtomicRMWKind, atomicRMWKinds } from './arithAttrs.js';
import { ensureTerminator, parseDimAndSymbolList, printDimAndSymbolList, printOptionalArrowTypeList } from './common.js';
import { mapAttr } from './affineOps.js';

const i32 = IntegerType.get(32);

// ------------------------------------------------------------------------ affine.for

/** A loop bound or an if condition's operands: a map (or set) and the values of its dims then symbols. */
export interface MapOperands {
  readonly map: AffineMap;
  readonly operands: readonly Value[];
}

/** Extra (discardable) attributes for a builder, after the op's own properties. */
type ExtraAttributes = Iterable<readonly [string, Attribute]>;

/** Appends a yield without operands to `block`, located at `op`. */
function appendYield(block: Block, op: Operation): void {
  block.append(Operation.create('affine.yield', { loc: op.loc }));
}

/** Accessors for affine.for's operand layout: [lb operands, ub operands, iter inits]. */
export const affineFor = {
  lowerBoundMap: (op: Operation): AffineMap => mapAttr(op, 'lowerBoundMap'),
  upperBoundMap: (op: Operation): AffineMap => mapAttr(op, 'upperBoundMap'),
  step: (op: Operation): number => Number((op.attr('step') as IntegerAttr).value),
  lowerBoundOperands: (op: Operation): Value[] => op.operandValues(0, affineFor.lowerBoundMap(op).numInputs),
  upperBoundOperands: (op: Operation): Value[] => {
    const lb = affineFor.lowerBoundMap(op).numInputs;
    return op.operandValues(lb, lb + affineFor.upperBoundMap(op).numInputs);
  },
  numControlOperands: (op: Operation): number => affineFor.lowerBoundMap(op).numInputs + affineFor.upperBoundMap(op).numInputs,
  inits: (op: Operation): Value[] => op.operandValues(affineFor.numControlOperands(op)),
  body: (op: Operation): Block => op.region(0).entry,
  inductionVar: (op: Operation): BlockArgument => op.region(0).entry.arguments[0],
  /** The body's loop-carried arguments, one per init and result. */
  iterArgs: (op: Operation): BlockArgument[] => op.region(0).entry.arguments.slice(1),
  /**
   * `affine.for %iv = max lb to min ub step s iter_args(...)` with an empty body block (the induction variable,
   * then one argument per init). The body ends in `affine.yield` when nothing is carried; with inits the caller
   * appends the yield of the next values.
   */
  create(
    b: Builder,
    init: { lowerBound: MapOperands; upperBound: MapOperands; step?: number; inits?: readonly Value[]; attributes?: ExtraAttributes },
  ): Operation {
    const inits = init.inits ?? [];
    const types = inits.map((v) => v.type);
    const region = new Region();
    const body = region.addBlock(new Block([indexType, ...types]));
    const op = b.create('affine.for', {
      operands: [...init.lowerBound.operands, ...init.upperBound.operands, ...inits],
      resultTypes: types,
      attributes: [
        ['lowerBoundMap', AffineMapAttr.get(init.lowerBound.map)],
        ['upperBoundMap', AffineMapAttr.get(init.upperBound.map)],
        ['step', IntegerAttr.index(init.step ?? 1)],
        ...(init.attributes ?? []),
      ],
      regions: [region],
    });
    if (!inits.length) appendYield(body, op);
    return op;
  },
};

/** One loop bound: `%sym`, an integer, or `[max|min] #map(dims)[syms]`. */
function parseBound(p: OpAsmParser, isLower: boolean): { map: AffineMap; operands: Value[] } {
  const hasMinMax = p.parseOptionalKeyword([isLower ? 'max' : 'min']) !== undefined;
  const operand = p.parseOptionalOperand();
  if (operand) return { map: AffineMap.symbolIdentity(), operands: [p.resolveOperand(operand, indexType)] };
  const loc = p.loc();
  const attr = p.parseAttribute(indexType);
  if (attr instanceof AffineMapAttr) {
    const { dims, syms } = parseDimAndSymbolList(p);
    const map = attr.map;
    if (map.numDims !== dims.length) p.error('dim operand count and affine map dim count must match', loc);
    if (map.numSymbols !== syms.length) p.error('symbol operand count and affine map symbol count must match', loc);
    if (map.numResults > 1 && !hasMinMax) {
      p.error(`${isLower ? 'lower' : 'upper'} loop bound affine map with multiple results requires '${isLower ? 'max' : 'min'}' prefix`, loc);
    }
    return { map, operands: p.resolveOperands([...dims, ...syms], indexType) };
  }
  if (attr instanceof IntegerAttr) {
    // Upstream sign-extends the literal's value, so `true` (an i1 1) is the bound -1.
    const width = attr.type.kind === 'integer' ? attr.type.width : 64;
    return { map: AffineMap.constant(Number(BigInt.asIntN(width, attr.value))), operands: [] };
  }
  return p.error('expected valid affine map representation for loop bounds', loc);
}

function printBound(p: OpAsmPrinter, op: Operation, name: string, operands: readonly Value[], prefix: string): void {
  const map = mapAttr(op, name);
  if (map.numResults === 1) {
    const e = map.results[0];
    if (map.numInputs === 0 && e.kind === 'constant') {
      p.print(String(e.value));
      return;
    }
    if (map.numDims === 0 && map.numSymbols === 1 && e.kind === 'symbol') {
      p.printOperand(operands[0]);
      return;
    }
  } else p.print(prefix + ' ');
  p.printAttribute(op.attr(name)!);
  printDimAndSymbolList(p, operands, map.numDims);
}

const forOp = defineOp({
  name: 'affine.for',
  summary: 'for operation',
  traits: ['RecursiveMemoryEffects', 'SingleBlock'],
  properties: ['lowerBoundMap', 'upperBoundMap', 'step'],
  parse(p) {
    const iv = p.parseRegionArgument(false);
    iv.type = indexType;
    p.parseEqual();
    const lb = parseBound(p, true);
    p.parseKeyword('to');
    const ub = parseBound(p, false);
    let step = 1;
    if (p.parseOptionalKeyword(['step'])) {
      const loc = p.loc();
      const s = p.parseInteger();
      if (s <= 0n || s > BigInt(Number.MAX_SAFE_INTEGER)) p.error('expected step to be representable as a positive signed integer', loc);
      step = Number(s);
    }
    let iterArgs: RegionArgument[] = [];
    let inits: Value[] = [];
    let resultTypes: Type[] = [];
    if (p.parseOptionalKeyword(['iter_args'])) {
      const unresolved: UnresolvedOperand[] = [];
      p.parseLParen();
      if (!p.parseOptionalRParen()) {
        do {
          iterArgs.push(p.parseRegionArgument(false));
          p.parseEqual();
          unresolved.push(p.parseOperand());
        } while (p.parseOptionalComma());
        p.parseRParen();
      }
      p.parseArrow();
      resultTypes = p.parseFunctionResultTypes();
      if (resultTypes.length !== unresolved.length) p.error('mismatch between the number of loop-carried values and results');
      iterArgs = iterArgs.map((a, i) => ({ ...a, type: resultTypes[i] }));
      inits = p.resolveOperands(unresolved, resultTypes);
    }
    const body = p.parseRegion([iv, ...iterArgs]);
    if (!inits.length) ensureTerminator(body, 'affine.yield', p.opLoc, [indexType]);
    const attrs = new Map<string, Attribute>([
      ['lowerBoundMap', AffineMapAttr.get(lb.map)],
      ['upperBoundMap', AffineMapAttr.get(ub.map)],
      ['step', IntegerAttr.index(step)],
    ]);
    p.parseOptionalAttrDict(attrs);
    return p.create({ operands: [...lb.operands, ...ub.operands, ...inits], resultTypes, attributes: attrs, regions: [body] });
  },
  print(p, op) {
    const body = op.region(0).entry;
    p.print(' ');
    p.printOperand(body.arguments[0]);
    p.print(' = ');
    printBound(p, op, 'lowerBoundMap', affineFor.lowerBoundOperands(op), 'max');
    p.print(' to ');
    printBound(p, op, 'upperBoundMap', affineFor.upperBoundOperands(op), 'min');
    const step = affineFor.step(op);
    if (step !== 1) p.print(` step ${step}`);
    const inits = affineFor.inits(op);
    if (inits.length) {
      p.print(' iter_args(');
      inits.forEach((v, i) => {
        if (i) p.print(', ');
        p.printOperand(body.arguments[i + 1]);
        p.print(' = ');
        p.printOperand(v);
      });
      p.print(') -> (');
      p.printTypes(op.resultTypes());
      p.print(')');
    }
    p.print(' ');
    p.printRegion(op.region(0), { printEntryBlockArgs: false, printBlockTerminators: inits.length > 0 });
    p.printOptionalAttrDict(op.attributes, ['lowerBoundMap', 'upperBoundMap', 'step']);
  },
  verify(op) {
    const lbMap = affineFor.lowerBoundMap(op);
    const ubMap = affineFor.upperBoundMap(op);
    const step = op.attr('step');
    if (!(step instanceof IntegerAttr) || step.value <= 0n) throw op.emitError('expected step to be representable as a positive signed integer');
    if (op.numOperands < lbMap.numInputs + ubMap.numInputs) throw op.emitError('operand count must match the bound maps and loop-carried values');
    const body = op.region(0).entryOrNull;
    if (!body || body.arguments.length === 0 || body.arguments[0].type !== indexType) {
      throw op.emitError('expected body to have a single index argument for the induction variable');
    }
    const lbErr = lbMap.numInputs ? dimAndSymbolOperandError(op, affineFor.lowerBoundOperands(op), lbMap.numDims) : undefined;
    if (lbErr) throw op.emitError(lbErr);
    const ubErr = ubMap.numInputs ? dimAndSymbolOperandError(op, affineFor.upperBoundOperands(op), ubMap.numDims) : undefined;
    if (ubErr) throw op.emitError(ubErr);
    if (lbMap.numResults < 1) throw op.emitError('expected lower bound map to have at least one result');
    if (ubMap.numResults < 1) throw op.emitError('expected upper bound map to have at least one result');
    const inits = affineFor.inits(op);
    if (inits.length !== op.numResults) throw op.emitError('mismatch between the number of loop-carried values and results');
    if (body.arguments.length - 1 !== op.numResults) throw op.emitError('mismatch between the number of basic block args and results');
    op.resultTypes().forEach((t, i) => {
      if (inits[i].type !== t || body.arguments[i + 1].type !== t) throw op.emitError(`types mismatch between loop-carried value #${i} and its result`);
    });
  },
  checkSegments(op, sizes) {
    const lb = affineFor.lowerBoundMap(op).numInputs;
    const ub = affineFor.upperBoundMap(op).numInputs;
    return sizes.length === 3 && sizes[0] === lb && sizes[1] === ub && sizes[2] === op.numOperands - lb - ub
      ? undefined
      : 'operandSegmentSizes does not match the bound maps';
  },
  operandSegments(op) {
    const lb = affineFor.lowerBoundMap(op).numInputs;
    const ub = affineFor.upperBoundMap(op).numInputs;
    return [lb, ub, op.numOperands - lb - ub];
  },
});

// ------------------------------------------------------------------------ affine.if

export function integerSetOf(op: Operation): IntegerSet {
  const a = op.attr('condition');
  if (!(a instanceof IntegerSetAttr)) throw op.emitError("requires attribute 'condition' (an integer set)");
  return a.set;
}

/** Takes over the blocks of `from` (a region of another op), or an empty region. */
function movedRegion(from: Region | undefined): Region {
  const r = new Region();
  if (from) r.takeBody(from);
  return r;
}

/** Accessors for affine.if: operands are the condition set's dims then symbols; regions are then and else. */
export const affineIf = {
  condition: integerSetOf,
  operands: (op: Operation): Value[] => op.operandValues(),
  thenBlock: (op: Operation): Block => op.region(0).entry,
  /** The else block, or undefined when the op has no else region. */
  elseBlock: (op: Operation): Block | undefined => op.region(1).entryOrNull ?? undefined,
  /**
   * `affine.if condition(operands) -> (resultTypes)`. The then region (and the else region when `withElse`) is a
   * fresh block ending in `affine.yield` when there are no results; with results the caller appends the yields.
   * `then`/`else` instead move in the bodies of existing regions (which must end in affine.yield).
   */
  create(
    b: Builder,
    init: {
      condition: IntegerSet;
      operands: readonly Value[];
      resultTypes?: readonly Type[];
      withElse?: boolean;
      then?: Region;
      else?: Region;
      attributes?: ExtraAttributes;
    },
  ): Operation {
    const resultTypes = init.resultTypes ?? [];
    const op = b.create('affine.if', {
      operands: init.operands,
      resultTypes,
      attributes: [['condition', IntegerSetAttr.get(init.condition)], ...(init.attributes ?? [])],
      regions: [movedRegion(init.then), movedRegion(init.else)],
    });
    const fresh = (r: Region): void => {
      const block = r.addBlock(new Block());
      if (!resultTypes.length) appendYield(block, op);
    };
    if (!init.then) fresh(op.region(0));
    if (!init.else && init.withElse) fresh(op.region(1));
    return op;
  },
};

const ifOp = defineOp({
  name: 'affine.if',
  summary: 'if-then-else operation',
  traits: ['RecursiveMemoryEffects', 'SingleBlock'],
  parse(p) {
    const loc = p.loc();
    const a = p.parseAttribute();
    if (!(a instanceof IntegerSetAttr)) return p.error('expected an integer set attribute', loc);
    const { dims, syms } = parseDimAndSymbolList(p);
    if (dims.length !== a.set.numDims) p.error('dim operand count and integer set dim count must match', loc);
    if (syms.length !== a.set.numSymbols) p.error('symbol operand count and integer set symbol count must match', loc);
    const operands = p.resolveOperands([...dims, ...syms], indexType);
    const resultTypes = p.parseOptionalArrowTypeList();
    const thenR = p.parseRegion();
    let elseR = new Region();
    if (p.parseOptionalKeyword(['else'])) elseR = p.parseRegion();
    if (!resultTypes.length) {
      ensureTerminator(thenR, 'affine.yield', p.opLoc);
      if (!elseR.empty) ensureTerminator(elseR, 'affine.yield', p.opLoc);
    }
    const attrs = new Map<string, Attribute>([['condition', a]]);
    p.parseOptionalAttrDict(attrs);
    return p.create({ operands, resultTypes, attributes: attrs, regions: [thenR, elseR] });
  },
  print(p, op) {
    const set = integerSetOf(op);
    p.print(' ');
    p.printAttribute(op.attr('condition')!);
    printDimAndSymbolList(p, op.operandValues(), set.numDims);
    printOptionalArrowTypeList(p, op.resultTypes());
    p.print(' ');
    const withResults = op.numResults > 0;
    p.printRegion(op.region(0), { printEntryBlockArgs: false, printBlockTerminators: withResults });
    if (!op.region(1).empty) {
      p.print(' else ');
      p.printRegion(op.region(1), { printEntryBlockArgs: false, printBlockTerminators: withResults });
    }
    p.printOptionalAttrDict(op.attributes, ['condition']);
  },
  verify(op) {
    const set = integerSetOf(op);
    if (op.numOperands !== set.numInputs) throw op.emitError('operand count and condition integer set dimension and symbol count must match');
    const err = dimAndSymbolOperandError(op, op.operandValues(), set.numDims);
    if (err) throw op.emitError(err);
    if (op.region(0).empty) throw op.emitError("expects a non-empty 'then' region");
    if (op.numResults && op.region(1).empty) throw op.emitError('must have an else block if defining values');
  },
});

// ------------------------------------------------------------------------ affine.parallel

/** A group of bound expressions: one expression, or `max(...)`/`min(...)` of several. */
interface ParsedGroup {
  exprs: AffineExpr[];
  dims: UnresolvedOperand[];
  syms: UnresolvedOperand[];
}

function parseParallelBounds(p: OpAsmParser, keyword: 'max' | 'min'): { map: AffineMap; groups: number[]; operands: Value[] } {
  const groups: ParsedGroup[] = [];
  p.parseLParen();
  if (!p.parseOptionalRParen()) {
    do {
      if (p.parseOptionalKeyword([keyword])) {
        const { map, operands } = p.parseAffineMapOfSSAIds('paren');
        groups.push({ exprs: [...map.results], dims: operands.slice(0, map.numDims), syms: operands.slice(map.numDims) });
      } else {
        const dims: UnresolvedOperand[] = [];
        const syms: UnresolvedOperand[] = [];
        const e = p.parseAffineExprOfSSAIds(dims, syms);
        groups.push({ exprs: [e], dims, syms });
      }
    } while (p.parseOptionalComma());
    p.parseRParen();
  }
  // Merge the groups into one map over deduplicated operands (by SSA name), dims first.
  const dimNames: UnresolvedOperand[] = [];
  const symNames: UnresolvedOperand[] = [];
  const indexOf = (list: UnresolvedOperand[], u: UnresolvedOperand): number => {
    let i = list.findIndex((x) => x.name === u.name && x.number === u.number);
    if (i < 0) {
      list.push(u);
      i = list.length - 1;
    }
    return i;
  };
  const exprs: AffineExpr[] = [];
  for (const g of groups) {
    const dimRepl = g.dims.map((u) => dimExpr(indexOf(dimNames, u)));
    const symRepl = g.syms.map((u) => symbolExpr(indexOf(symNames, u)));
    for (const e of g.exprs) exprs.push(replaceDimsAndSymbols(e, dimRepl, symRepl));
  }
  const map = AffineMap.get(dimNames.length, symNames.length, exprs);
  return { map, groups: groups.map((g) => g.exprs.length), operands: p.resolveOperands([...dimNames, ...symNames], indexType) };
}

function groupsOf(op: Operation, name: string): number[] {
  const a = op.attr(name);
  if (!(a instanceof DenseElementsAttr)) throw op.emitError(`requires attribute '${name}'`);
  const n = a.type.numElements() ?? 0;
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(Number(a.at(i)));
  return out;
}

/** An array-of-integers property; a missing or malformed one (possible in the generic form) is a user error. */
function integersOf(op: Operation, name: string): bigint[] {
  const a = op.attr(name);
  if (!(a instanceof ArrayAttr) || !a.elements.every((e) => e instanceof IntegerAttr)) throw op.emitError(`requires attribute '${name}'`);
  return a.elements.map((e) => (e as IntegerAttr).value);
}

function groupsAttr(groups: readonly number[]): DenseElementsAttr {
  const values = groups.map((g) => BigInt(g));
  return new DenseElementsAttr(RankedTensorType.get([groups.length], i32), values, values.length > 0 && values.every((v) => v === values[0]));
}

/** One bound list of affine.parallel: a map whose results are split into groups (max/min of a group per iv). */
export interface ParallelBounds extends MapOperands {
  /** Results per induction variable; one each when omitted. */
  readonly groups?: readonly number[];
}

/** Accessors for affine.parallel: operands are [lb map operands, ub map operands]. */
export const affineParallel = {
  lowerBoundsMap: (op: Operation): AffineMap => mapAttr(op, 'lowerBoundsMap'),
  upperBoundsMap: (op: Operation): AffineMap => mapAttr(op, 'upperBoundsMap'),
  lowerBoundsGroups: (op: Operation): number[] => groupsOf(op, 'lowerBoundsGroups'),
  upperBoundsGroups: (op: Operation): number[] => groupsOf(op, 'upperBoundsGroups'),
  steps: (op: Operation): number[] => integersOf(op, 'steps').map(Number),
  reductions: (op: Operation): string[] => integersOf(op, 'reductions').map((k) => atomicRMWKinds[Number(k)] ?? '?'),
  lowerBoundsOperands: (op: Operation): Value[] => op.operandValues(0, affineParallel.lowerBoundsMap(op).numInputs),
  upperBoundsOperands: (op: Operation): Value[] => op.operandValues(affineParallel.lowerBoundsMap(op).numInputs),
  body: (op: Operation): Block => op.region(0).entry,
  inductionVars: (op: Operation): BlockArgument[] => op.region(0).entry.arguments,
  /**
   * `affine.parallel (%ivs) = (lbs) to (ubs) step (steps) reduce (kinds) -> (types)` with an empty body block (one
   * index argument per group), built with the attributes upstream's parser gives it so it prints the same. The
   * body ends in `affine.yield` when nothing is reduced; with reductions the caller appends the yield.
   */
  create(
    b: Builder,
    init: {
      lowerBounds: ParallelBounds;
      upperBounds: ParallelBounds;
      steps?: readonly number[];
      reductions?: readonly { kind: AtomicRMWKind; type: Type }[];
      attributes?: ExtraAttributes;
    },
  ): Operation {
    const lbGroups = init.lowerBounds.groups ?? init.lowerBounds.map.results.map(() => 1);
    const ubGroups = init.upperBounds.groups ?? init.upperBounds.map.results.map(() => 1);
    const reductions = init.reductions ?? [];
    const region = new Region();
    const body = region.addBlock(new Block(lbGroups.map(() => indexType)));
    const op = b.create('affine.parallel', {
      operands: [...init.lowerBounds.operands, ...init.upperBounds.operands],
      resultTypes: reductions.map((r) => r.type),
      attributes: [
        ['reductions', new ArrayAttr(reductions.map((r) => IntegerAttr.i64(atomicRMWKinds.indexOf(r.kind))))],
        ['lowerBoundsMap', AffineMapAttr.get(init.lowerBounds.map)],
        ['lowerBoundsGroups', groupsAttr(lbGroups)],
        ['upperBoundsMap', AffineMapAttr.get(init.upperBounds.map)],
        ['upperBoundsGroups', groupsAttr(ubGroups)],
        ['steps', new ArrayAttr((init.steps ?? lbGroups.map(() => 1)).map((s) => IntegerAttr.i64(s)))],
        ...(init.attributes ?? []),
      ],
      regions: [region],
    });
    if (!reductions.length) appendYield(body, op);
    return op;
  },
};

function printParallelBounds(p: OpAsmPrinter, map: AffineMap, groups: readonly number[], operands: readonly Value[], keyword: string): void {
  const dims = operands.slice(0, map.numDims);
  const syms = operands.slice(map.numDims);
  let start = 0;
  groups.forEach((size, gi) => {
    if (gi) p.print(', ');
    if (size === 1) {
      p.printAffineExprOfSSAIds(map.results[start], dims, syms);
    } else {
      p.print(keyword + '(');
      p.printAffineMapOfSSAIds(map.subMap(Array.from({ length: size }, (_, k) => start + k)), operands);
      p.print(')');
    }
    start += size;
  });
}

function reductionMatchesType(kind: string, t: Type): boolean {
  const isInt = t instanceof IntegerType;
  switch (kind) {
    case 'addf':
    case 'mulf':
    case 'maximumf':
    case 'minimumf':
      return isFloat(t);
    case 'addi':
    case 'muli':
    case 'ori':
    case 'andi':
      return isInt;
    case 'assign':
      return true;
    case 'maxs':
    case 'mins':
      return isInt && (t as IntegerType).signedness === 'signed';
    case 'maxu':
    case 'minu':
      return isInt && (t as IntegerType).signedness === 'unsigned';
  }
  return false;
}

const parallelOp = defineOp({
  name: 'affine.parallel',
  summary: 'multi-index parallel band operation',
  traits: ['RecursiveMemoryEffects', 'SingleBlock'],
  properties: ['reductions', 'lowerBoundsMap', 'lowerBoundsGroups', 'upperBoundsMap', 'upperBoundsGroups', 'steps'],
  parse(p) {
    const ivs = p.parseRegionArgumentList('paren', false);
    ivs.forEach((a) => (a.type = indexType));
    p.parseEqual();
    const lb = parseParallelBounds(p, 'max');
    p.parseKeyword('to');
    const ub = parseParallelBounds(p, 'min');
    let steps = ivs.map(() => 1);
    if (p.parseOptionalKeyword(['step'])) {
      steps = [];
      p.parseLParen();
      do steps.push(p.parseSmallInteger('step'));
      while (p.parseOptionalComma());
      p.parseRParen();
    }
    const reductions: IntegerAttr[] = [];
    let resultTypes: Type[] = [];
    if (p.parseOptionalKeyword(['reduce'])) {
      p.parseLParen();
      do {
        const loc = p.loc();
        const kind = p.parseString();
        const idx = atomicRMWKinds.indexOf(kind as (typeof atomicRMWKinds)[number]);
        if (idx < 0) p.error(`invalid reduction value: "${kind}"`, loc);
        reductions.push(IntegerAttr.i64(idx));
      } while (p.parseOptionalComma());
      p.parseRParen();
      p.parseArrow();
      resultTypes = p.parseFunctionResultTypes();
    }
    const body = p.parseRegion(ivs);
    if (!resultTypes.length) ensureTerminator(body, 'affine.yield', p.opLoc, ivs.map(() => indexType));
    const attrs = new Map<string, Attribute>([
      ['reductions', new ArrayAttr(reductions)],
      ['lowerBoundsMap', AffineMapAttr.get(lb.map)],
      ['lowerBoundsGroups', groupsAttr(lb.groups)],
      ['upperBoundsMap', AffineMapAttr.get(ub.map)],
      ['upperBoundsGroups', groupsAttr(ub.groups)],
      ['steps', new ArrayAttr(steps.map((s) => IntegerAttr.i64(s)))],
    ]);
    p.parseOptionalAttrDict(attrs);
    return p.create({ operands: [...lb.operands, ...ub.operands], resultTypes, attributes: attrs, regions: [body] });
  },
  print(p, op) {
    p.print(' (');
    p.printOperands(op.region(0).arguments);
    p.print(') = (');
    printParallelBounds(p, affineParallel.lowerBoundsMap(op), affineParallel.lowerBoundsGroups(op), affineParallel.lowerBoundsOperands(op), 'max');
    p.print(') to (');
    printParallelBounds(p, affineParallel.upperBoundsMap(op), affineParallel.upperBoundsGroups(op), affineParallel.upperBoundsOperands(op), 'min');
    p.print(')');
    const steps = affineParallel.steps(op);
    if (!steps.every((s) => s === 1)) p.print(` step (${steps.join(', ')})`);
    if (op.numResults) {
      p.print(` reduce (${affineParallel.reductions(op).map((k) => `"${k}"`).join(', ')}) -> (`);
      p.printTypes(op.resultTypes());
      p.print(')');
    }
    p.print(' ');
    p.printRegion(op.region(0), { printEntryBlockArgs: false, printBlockTerminators: op.numResults > 0 });
    p.printOptionalAttrDict(op.attributes, ['reductions', 'lowerBoundsMap', 'lowerBoundsGroups', 'upperBoundsMap', 'upperBoundsGroups', 'steps']);
  },
  verify(op) {
    const n = op.region(0).entryOrNull?.arguments.length ?? 0;
    const lbG = affineParallel.lowerBoundsGroups(op);
    const ubG = affineParallel.upperBoundsGroups(op);
    const steps = affineParallel.steps(op);
    if (lbG.length !== n || ubG.length !== n || steps.length !== n) {
      throw op.emitError(
        `the number of region arguments (${n}) and the number of map groups for lower (${lbG.length}) and upper bound (${ubG.length}), and the number of steps (${steps.length}) must all match`,
      );
    }
    const lbMap = affineParallel.lowerBoundsMap(op);
    const ubMap = affineParallel.upperBoundsMap(op);
    const sum = (g: number[]): number => g.reduce((a, b) => a + b, 0);
    if (sum(lbG) !== lbMap.numResults) throw op.emitError(`expected lower bounds map to have ${sum(lbG)} results`);
    if (sum(ubG) !== ubMap.numResults) throw op.emitError(`expected upper bounds map to have ${sum(ubG)} results`);
    if (op.numOperands !== lbMap.numInputs + ubMap.numInputs) throw op.emitError('operand count must match the bound maps');
    const reds = affineParallel.reductions(op);
    if (reds.length !== op.numResults) throw op.emitError('a reduction must be specified for each output');
    reds.forEach((k, i) => {
      if (k === '?') throw op.emitError('invalid reduction attribute');
      if (!reductionMatchesType(k, op.result(i).type)) throw op.emitError('result type cannot match reduction attribute');
    });
    for (const s of steps) if (s <= 0) throw op.emitError('steps must be positive');
    const lbErr = dimAndSymbolOperandError(op, affineParallel.lowerBoundsOperands(op), lbMap.numDims);
    if (lbErr) throw op.emitError(lbErr);
    const ubErr = dimAndSymbolOperandError(op, affineParallel.upperBoundsOperands(op), ubMap.numDims);
    if (ubErr) throw op.emitError(ubErr);
  },
});

export const affineControlOps: OpDefinition[] = [forOp, ifOp, parallelOp];
