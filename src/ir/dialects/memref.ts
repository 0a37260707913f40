// The memref dialect: allocation, loads and stores, dim, casts, collapse_shape, the data address, and globals.

import {
  ArrayAttr,
  Attribute,
  DenseElementsAttr,
  IntegerAttr,
  StringAttr,
  SymbolRefAttr,
  TypeAttr,
  UnitAttr,
} from '../attributes.js';
import type { Builder } from '../builder.js';
import { OpAsmParser, OpDefinition, defineOp, withCanonicalizations } from '../opDefinition.js';
import { foldMemRefCastOperand } from './memrefCanonicalize.js';
import { DialectDefinition } from '../opRegistry.js';
import { Operation, Value } from '../operation.js';
import { lookupSymbol, verifySymbolAttrs } from '../symbols.js';
import { parseCastSyntax, parseColonMemRefType, parseOperandSyntax, printCastSyntax, printOperandSyntax } from './common.js';
import { IndexType, MemRefType, RankedTensorType, Type, UnrankedMemRefType, indexType, kDynamic } from '../types.js';

function memrefType(op: Operation, t: Type, what = 'memref'): MemRefType {
  if (!(t instanceof MemRefType)) throw op.emitError(`${what} must be a memref, but got '${t.key}'`);
  return t;
}

function checkIndices(op: Operation, start: number, rank: number, what: string): void {
  const n = op.numOperands - start;
  if (n !== rank) throw op.emitError(`incorrect number of indices for ${what}, expected ${rank} but got ${n}`);
  for (let i = start; i < op.numOperands; i++) {
    if (!(op.operand(i).type instanceof IndexType)) throw op.emitError(`index operand #${i - start} must be of index type`);
  }
}

/** `(%d0, ...)[%s0, ...] attr-dict : memref<...>` */
function allocOp(name: 'memref.alloc' | 'memref.alloca', summary: string): OpDefinition {
  const short = name.slice('memref.'.length);
  return defineOp({
    name,
    summary,
    properties: ['alignment'],
    effects: ['alloc'],
    parse(p) {
      const dyn = p.parseOperandList('paren');
      const syms = p.parseOperandList('optionalSquare');
      const attrs = new Map<string, Attribute>();
      p.parseOptionalAttrDict(attrs);
      const t = parseColonMemRefType(p);
      return p.create({ operands: [...p.resolveOperands(dyn, indexType), ...p.resolveOperands(syms, indexType)], resultTypes: [t], attributes: attrs });
    },
    print(p, op) {
      const t = op.result().type as MemRefType;
      const nDyn = t.numDynamicDims();
      p.print('(');
      p.printOperands(op.operandValues(0, nDyn));
      p.print(')');
      if (op.numOperands > nDyn) {
        p.print('[');
        p.printOperands(op.operandValues(nDyn));
        p.print(']');
      }
      p.printOptionalAttrDict(op.attributes);
      p.print(' : ');
      p.printType(t);
    },
    verify(op) {
      const t = memrefType(op, op.result().type, 'result');
      const nDyn = t.numDynamicDims();
      if (op.numOperands < nDyn) throw op.emitError('dimension operand count does not equal memref dynamic dimension count');
      const nSyms = op.numOperands - nDyn;
      const layoutSyms = t.layout && 'map' in t.layout ? (t.layout as { map: { numSymbols: number } }).map.numSymbols : 0;
      if (nSyms !== layoutSyms) throw op.emitError('symbol operand count does not equal memref symbol count');
      for (const v of op.operandValues()) if (!(v.type instanceof IndexType)) throw op.emitError('operands must be of index type');
      const a = op.attr('alignment');
      if (a !== undefined && !(a instanceof IntegerAttr && a.value > 0n && (a.value & (a.value - 1n)) === 0n)) {
        throw op.emitError("'alignment' must be a positive power of two");
      }
    },
    resultNames: () => [short],
    operandSegments: (op) => {
      const nDyn = (op.result().type as MemRefType).numDynamicDims();
      return [nDyn, op.numOperands - nDyn];
    },
    checkSegments: (op, sizes) =>
      sizes.length === 2 && sizes[0] === (op.result().type as MemRefType).numDynamicDims?.() && sizes[0] + sizes[1] === op.numOperands
        ? undefined
        : 'operandSegmentSizes does not match the dynamic dimensions of the result type',
  });
}

const deallocOp = defineOp({
  name: 'memref.dealloc',
  summary: 'memory deallocation operation',
  traits: ['ZeroResults'],
  effects: ['free'],
  parse: parseOperandSyntax,
  print: printOperandSyntax,
  verify(op) {
    const t = op.operand(0).type;
    if (!(t instanceof MemRefType || t instanceof UnrankedMemRefType)) throw op.emitError(`operand #0 must be a memref, but got '${t.key}'`);
  },
});

/** `nontemporal = false` is the default and is not printed. */
function elidedNontemporal(op: Operation): string[] {
  const a = op.attr('nontemporal');
  return a instanceof IntegerAttr && a.value === 0n ? ['nontemporal'] : [];
}

/** `nontemporal` is a bool property; the generic form could give any attribute. */
function verifyNontemporal(op: Operation): void {
  const a = op.attr('nontemporal');
  if (a && !(a instanceof IntegerAttr && a.isBool())) throw op.emitError(`attribute 'nontemporal' must be a bool, but got '${a.key}'`);
}

function parseSubscripts(p: OpAsmParser): ReturnType<OpAsmParser['parseOperandList']> {
  return p.parseOperandList('square');
}

const loadOp = defineOp({
  name: 'memref.load',
  summary: 'load operation',
  properties: ['nontemporal'],
  effects: ['read'],
  parse(p) {
    const m = p.parseOperand();
    const idx = parseSubscripts(p);
    const attrs = new Map<string, Attribute>();
    p.parseOptionalAttrDict(attrs);
    const t = parseColonMemRefType(p);
    return p.create({ operands: [p.resolveOperand(m, t), ...p.resolveOperands(idx, indexType)], resultTypes: [t.elementType], attributes: attrs });
  },
  print(p, op) {
    p.print(' ');
    p.printOperand(op.operand(0));
    p.print('[');
    p.printOperands(op.operandValues(1));
    p.print(']');
    p.printOptionalAttrDict(op.attributes, elidedNontemporal(op));
    p.print(' : ');
    p.printType(op.operand(0).type);
  },
  verify(op) {
    const t = memrefType(op, op.operand(0).type);
    checkIndices(op, 1, t.rank, 'load');
    verifyNontemporal(op);
    if (op.result().type !== t.elementType) throw op.emitError('result type must match the memref element type');
  },
});

const storeOp = defineOp({
  name: 'memref.store',
  summary: 'store operation',
  traits: ['ZeroResults'],
  properties: ['nontemporal'],
  effects: ['write'],
  parse(p) {
    const v = p.parseOperand();
    p.parseComma();
    const m = p.parseOperand();
    const idx = parseSubscripts(p);
    const attrs = new Map<string, Attribute>();
    p.parseOptionalAttrDict(attrs);
    const t = parseColonMemRefType(p);
    return p.create({
      operands: [p.resolveOperand(v, t.elementType), p.resolveOperand(m, t), ...p.resolveOperands(idx, indexType)],
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
    p.printOperands(op.operandValues(2));
    p.print(']');
    p.printOptionalAttrDict(op.attributes, elidedNontemporal(op));
    p.print(' : ');
    p.printType(op.operand(1).type);
  },
  verify(op) {
    const t = memrefType(op, op.operand(1).type);
    checkIndices(op, 2, t.rank, 'store');
    verifyNontemporal(op);
    if (op.operand(0).type !== t.elementType) throw op.emitError('value to store must have the memref element type');
  },
});

const dimOp = defineOp({
  name: 'memref.dim',
  summary: 'dimension index operation',
  traits: ['Pure'],
  parse(p) {
    const attrs = new Map<string, Attribute>();
    p.parseOptionalAttrDict(attrs);
    const m = p.parseOperand();
    p.parseComma();
    const i = p.parseOperand();
    const t = p.parseColonType();
    return p.create({ operands: [p.resolveOperand(m, t), p.resolveOperand(i, indexType)], resultTypes: [indexType], attributes: attrs });
  },
  print(p, op) {
    p.printOptionalAttrDict(op.attributes);
    p.print(' ');
    p.printOperands(op.operandValues());
    p.print(' : ');
    p.printType(op.operand(0).type);
  },
  verify(op) {
    const t = op.operand(0).type;
    if (!(t instanceof MemRefType || t instanceof UnrankedMemRefType)) throw op.emitError(`operand #0 must be a memref, but got '${t.key}'`);
  },
  fold(op, c) {
    const t = op.operand(0).type;
    const idx = c[1];
    if (t instanceof MemRefType && idx instanceof IntegerAttr) {
      const i = Number(idx.value);
      if (i >= 0 && i < t.rank && t.shape[i] !== kDynamic) return [IntegerAttr.index(t.shape[i])];
    }
    return undefined;
  },
  resultNames: () => ['dim'],
});

function castCompatible(a: Type, b: Type): boolean {
  if (a instanceof MemRefType && b instanceof MemRefType) {
    if (a.elementType !== b.elementType || a.rank !== b.rank) return false;
    return a.shape.every((d, i) => d === kDynamic || b.shape[i] === kDynamic || d === b.shape[i]);
  }
  const elt = (t: Type): Type | undefined => (t instanceof MemRefType || t instanceof UnrankedMemRefType ? t.elementType : undefined);
  return elt(a) !== undefined && elt(a) === elt(b) && a !== b;
}

const castOp = defineOp({
  name: 'memref.cast',
  summary: 'memref cast operation',
  traits: ['Pure'],
  parse: parseCastSyntax,
  print: printCastSyntax,
  verify(op) {
    if (!castCompatible(op.operand(0).type, op.result().type)) {
      throw op.emitError(`operand type '${op.operand(0).type.key}' and result type '${op.result().type.key}' are cast incompatible`);
    }
  },
  fold(op) {
    return op.operand(0).type === op.result().type ? [op.operand(0)] : undefined;
  },
  resultNames: () => ['cast'],
});

const globalOp = defineOp({
  name: 'memref.global',
  summary: 'declare or define a global memref variable',
  traits: ['Symbol', 'ZeroResults'],
  properties: ['sym_name', 'sym_visibility', 'type', 'initial_value', 'constant', 'alignment'],
  parse(p) {
    const attrs = new Map<string, Attribute>();
    const vis = p.parseOptionalString();
    if (vis !== undefined) attrs.set('sym_visibility', new StringAttr(vis));
    if (p.parseOptionalKeyword(['constant'])) attrs.set('constant', UnitAttr.instance);
    attrs.set('sym_name', new StringAttr(p.parseSymbolName()));
    const loc = p.loc();
    const t = p.parseColonType();
    if (!(t instanceof MemRefType)) return p.error(`type should be static shaped memref, but got '${t.key}'`, loc);
    attrs.set('type', new TypeAttr(t));
    if (p.parseOptionalEqual()) {
      if (p.parseOptionalKeyword(['uninitialized'])) attrs.set('initial_value', UnitAttr.instance);
      else attrs.set('initial_value', p.parseAttribute(RankedTensorType.get(t.shape, t.elementType)));
    }
    p.parseOptionalAttrDict(attrs);
    return p.create({ operands: [], resultTypes: [], attributes: attrs });
  },
  print(p, op) {
    p.print(' ');
    const vis = op.attr('sym_visibility');
    if (vis) {
      p.printAttribute(vis);
      p.print(' ');
    }
    if (op.attr('constant')) p.print('constant ');
    p.printSymbolName((op.attr('sym_name') as StringAttr).value);
    p.print(' : ');
    p.printType((op.attr('type') as TypeAttr).type);
    const init = op.attr('initial_value');
    if (init) {
      p.print(' = ');
      if (init instanceof UnitAttr) p.print('uninitialized');
      else p.printAttributeWithoutType(init);
    }
    p.printOptionalAttrDict(op.attributes, ['sym_name', 'sym_visibility', 'type', 'initial_value', 'constant']);
  },
  verify(op) {
    verifySymbolAttrs(op, true);
    const ta = op.attr('type');
    if (!(ta instanceof TypeAttr) || !(ta.type instanceof MemRefType) || !ta.type.hasStaticShape()) {
      throw op.emitError('type should be static shaped memref');
    }
    const init = op.attr('initial_value');
    if (init && !(init instanceof UnitAttr)) {
      if (!(init instanceof DenseElementsAttr)) throw op.emitError('initial value should be a unit or elements attribute');
      const t = ta.type;
      if (init.type.elementType !== t.elementType || init.type.shape.join('x') !== t.shape.join('x')) {
        throw op.emitError(`initial value expected to be of type '${RankedTensorType.get(t.shape, t.elementType).key}', but was of type '${init.type.key}'`);
      }
    }
  },
});

const getGlobalOp = defineOp({
  name: 'memref.get_global',
  summary: 'get the memref pointing to a global variable',
  traits: ['Pure'],
  properties: ['name'],
  parse(p) {
    const name = p.parseSymbolName();
    const t = p.parseColonType();
    const attrs = new Map<string, Attribute>([['name', new SymbolRefAttr(name)]]);
    p.parseOptionalAttrDict(attrs);
    return p.create({ operands: [], resultTypes: [t], attributes: attrs });
  },
  print(p, op) {
    p.print(' ');
    p.printAttribute(op.attr('name')!);
    p.print(' : ');
    p.printType(op.result().type);
    p.printOptionalAttrDict(op.attributes, ['name']);
  },
  verify(op) {
    const ref = op.attr('name');
    if (!(ref instanceof SymbolRefAttr)) throw op.emitError("requires attribute 'name'");
    const g = lookupSymbol(op, ref.root);
    if (!g || g.name !== 'memref.global') throw op.emitError(`'${ref.root}' does not reference a valid global memref`);
    const gt = (g.attr('type') as TypeAttr).type;
    if (gt !== op.result().type) throw op.emitError(`result type ${op.result().type.key} does not match type ${gt.key} of the global memref @${ref.root}`);
  },
});

/** `memref.extract_aligned_pointer_as_index %m : memref<...> -> index`: the address of the data, as an integer. */
const extractAlignedPointerOp = defineOp({
  name: 'memref.extract_aligned_pointer_as_index',
  summary: 'extracts the aligned pointer of a memref as an index',
  traits: ['Pure'],
  parse(p) {
    const m = p.parseOperand();
    const attrs = new Map<string, Attribute>();
    p.parseOptionalAttrDict(attrs);
    const t = p.parseColonType();
    p.parseArrow();
    const rt = p.parseType();
    return p.create({ operands: [p.resolveOperand(m, t)], resultTypes: [rt], attributes: attrs });
  },
  print(p, op) {
    printOperandSyntax(p, op);
    p.print(' -> ');
    p.printType(op.result().type);
  },
  verify(op) {
    const t = op.operand(0).type;
    if (!(t instanceof MemRefType || t instanceof UnrankedMemRefType)) throw op.emitError(`operand #0 must be a memref, but got '${t.key}'`);
    if (!(op.result().type instanceof IndexType)) throw op.emitError('result #0 must be index');
  },
  resultNames: () => ['intptr'],
});

/** `memref.collapse_shape %m [[0, 1], [2]] : memref<4x5x6xf32> into memref<20x6xf32>`: groups of dims merged. */
const collapseShapeOp = defineOp({
  name: 'memref.collapse_shape',
  summary: 'operation to produce a memref with a smaller rank',
  traits: ['Pure'],
  properties: ['reassociation'],
  parse(p) {
    const m = p.parseOperand();
    const reassociation = p.parseAttribute();
    const attrs = new Map<string, Attribute>([['reassociation', reassociation]]);
    p.parseOptionalAttrDict(attrs);
    const from = p.parseColonType();
    p.parseKeyword('into');
    const to = p.parseType();
    return p.create({ operands: [p.resolveOperand(m, from)], resultTypes: [to], attributes: attrs });
  },
  print(p, op) {
    p.print(' ');
    p.printOperand(op.operand(0));
    p.print(' ');
    p.printAttribute(op.attr('reassociation')!);
    p.printOptionalAttrDict(op.attributes, ['reassociation']);
    p.print(' : ');
    p.printType(op.operand(0).type);
    p.print(' into ');
    p.printType(op.result().type);
  },
  verify(op) {
    const from = op.operand(0).type;
    const to = op.result().type;
    const groups = collapseGroups(op);
    if (!(from instanceof MemRefType) || !(to instanceof MemRefType) || from.elementType !== to.elementType) throw op.emitError('expects memrefs of the same element type');
    if (groups.length !== to.rank || groups.flat().length !== from.rank) throw op.emitError('reassociation does not match the ranks');
    groups.forEach((g, i) => {
      const dynamic = g.some((d) => from.shape[d] === kDynamic);
      const size = g.reduce((a, d) => a * from.shape[d]!, 1);
      if (dynamic ? to.shape[i] !== kDynamic : to.shape[i] !== size) throw op.emitError(`collapsed dimension ${i} must be ${dynamic ? 'dynamic' : size}`);
    });
  },
  resultNames: () => ['collapse_shape'],
});

/** The dimension groups of a memref.collapse_shape. */
export function collapseGroups(op: Operation): number[][] {
  const r = op.attr('reassociation');
  if (!(r instanceof ArrayAttr)) return [];
  return r.elements.map((g) => (g instanceof ArrayAttr ? g.elements.map((d) => Number((d as IntegerAttr).value)) : []));
}

// ------------------------------------------------------------------------ accessors and builders

/** memref.alloc / memref.alloca: operands are the dynamic sizes (then layout symbols, which we never create). */
function allocation(name: 'memref.alloc' | 'memref.alloca') {
  return {
    type: (op: Operation): MemRefType => op.result().type as MemRefType,
    /** One index per dynamic dimension of the type, in order. */
    dynamicSizes: (op: Operation): Value[] => op.operandValues(0, (op.result().type as MemRefType).numDynamicDims()),
    create: (b: Builder, type: MemRefType, dynamicSizes: readonly Value[] = []): Operation => b.create(name, { operands: dynamicSizes, resultTypes: [type] }),
  };
}

export const memrefAlloc = allocation('memref.alloc');
export const memrefAlloca = allocation('memref.alloca');

export const memrefDealloc = {
  memref: (op: Operation): Value => op.operand(0),
  create: (b: Builder, memref: Value): Operation => b.create('memref.dealloc', { operands: [memref] }),
};

/** memref.load: operands are [memref, indices]. */
export const memrefLoad = {
  memref: (op: Operation): Value => op.operand(0),
  indices: (op: Operation): Value[] => op.operandValues(1),
  create(b: Builder, memref: Value, indices: readonly Value[]): Operation {
    return b.create('memref.load', { operands: [memref, ...indices], resultTypes: [(memref.type as MemRefType).elementType] });
  },
};

/** memref.store: operands are [value, memref, indices]. */
export const memrefStore = {
  value: (op: Operation): Value => op.operand(0),
  memref: (op: Operation): Value => op.operand(1),
  indices: (op: Operation): Value[] => op.operandValues(2),
  create: (b: Builder, value: Value, memref: Value, indices: readonly Value[]): Operation => b.create('memref.store', { operands: [value, memref, ...indices] }),
};

/** memref.dim: operands are [memref, index]; the extent of that dimension. */
export const memrefDim = {
  source: (op: Operation): Value => op.operand(0),
  index: (op: Operation): Value => op.operand(1),
  create: (b: Builder, memref: Value, index: Value): Operation => b.create('memref.dim', { operands: [memref, index], resultTypes: [indexType] }),
};

export const memrefCast = {
  source: (op: Operation): Value => op.operand(0),
  create: (b: Builder, v: Value, to: MemRefType): Operation => b.create('memref.cast', { operands: [v], resultTypes: [to] }),
};

export const memrefGlobal = {
  name: (op: Operation): string => (op.attr('sym_name') as StringAttr).value,
  type: (op: Operation): MemRefType => (op.attr('type') as TypeAttr).type as MemRefType,
  /** The initializer (an elements attribute, or unit for `uninitialized`); undefined for an external declaration. */
  initialValue: (op: Operation): Attribute | undefined => op.attr('initial_value'),
  isPrivate: (op: Operation): boolean => (op.attr('sym_visibility') as StringAttr | undefined)?.value === 'private',
  isConstant: (op: Operation): boolean => op.attr('constant') !== undefined,
  create(b: Builder, init: { name: string; type: MemRefType; initialValue?: Attribute; isPrivate?: boolean; isConstant?: boolean }): Operation {
    const attributes: Record<string, Attribute | undefined> = {
      sym_name: new StringAttr(init.name),
      type: new TypeAttr(init.type),
      sym_visibility: init.isPrivate ? new StringAttr('private') : undefined,
      initial_value: init.initialValue,
      constant: init.isConstant ? UnitAttr.instance : undefined,
    };
    return b.create('memref.global', { attributes });
  },
  /** A splat initializer (`dense<0.0>`) for a global of type `type`. */
  splat: (type: MemRefType, value: bigint | number): DenseElementsAttr => new DenseElementsAttr(RankedTensorType.get(type.shape, type.elementType), [value], true),
};

export const memrefExtractAlignedPointer = {
  /** The address of a memref's data, as an index. */
  create: (b: Builder, memref: Value): Operation => b.create('memref.extract_aligned_pointer_as_index', { operands: [memref], resultTypes: [indexType] }),
};

export const memrefCollapseShape = {
  groups: collapseGroups,
  create(b: Builder, memref: Value, groups: readonly (readonly number[])[], to: MemRefType): Operation {
    const reassociation = new ArrayAttr(groups.map((g) => new ArrayAttr(g.map((d) => IntegerAttr.i64(d)))));
    return b.create('memref.collapse_shape', { operands: [memref], resultTypes: [to], attributes: { reassociation } });
  },
};

export const memrefGetGlobal = {
  name: (op: Operation): string => (op.attr('name') as SymbolRefAttr).root,
  create: (b: Builder, name: string, type: MemRefType): Operation => b.create('memref.get_global', { resultTypes: [type], attributes: { name: new SymbolRefAttr(name) } }),
};

export const memrefDialect: DialectDefinition = {
  name: 'memref',
  ops: withCanonicalizations([
    allocOp('memref.alloc', 'memory allocation operation'),
    allocOp('memref.alloca', 'stack memory allocation operation'),
    deallocOp,
    loadOp,
    storeOp,
    dimOp,
    extractAlignedPointerOp,
    collapseShapeOp,
    castOp,
    globalOp,
    getGlobalOp,
  ], {
    'memref.load': [foldMemRefCastOperand('memref.load', 0)],
    'memref.store': [foldMemRefCastOperand('memref.store', 1)],
  }),
};
