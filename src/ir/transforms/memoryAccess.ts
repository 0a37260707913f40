// Loads and stores seen uniformly (memref and affine forms), and the exact alias questions mem2reg's load
// forwarding asks: do two accesses surely touch the same element, and may a write touch the element a load reads?

import { AffineExpr, replaceDimsAndSymbols, sub } from '../affineExpr.js';
import { simplifyAffineExpr } from '../affineFlatten.js';
import { AffineMap } from '../affineMap.js';
import { affineLoad, affineStore } from '../dialects/affineOps.js';
import { memrefLoad, memrefStore } from '../dialects/memref.js';
import { StringAttr, SymbolRefAttr } from '../attributes.js';
import { BlockArgument, Operation, Value } from '../operation.js';
import { ownEffects } from '../sideEffects.js';
import { AffineExprBuilder, opaqueLeaves } from './affineOfValue.js';

export interface MemAccess {
  readonly op: Operation;
  readonly kind: 'read' | 'write';
  readonly memref: Value;
  /** The stored value, for writes. */
  readonly stored?: Value;
  /** The subscripts (memref ops), or the operands of `map` (affine ops). */
  readonly indices: readonly Value[];
  /** The access map of an affine op. */
  readonly map?: AffineMap;
}

/** memref.load/store and affine.load/store as accesses; undefined for any other op. */
export function memAccessOf(op: Operation): MemAccess | undefined {
  switch (op.name) {
    case 'memref.load':
      return { op, kind: 'read', memref: memrefLoad.memref(op), indices: memrefLoad.indices(op) };
    case 'affine.load':
      return { op, kind: 'read', memref: affineLoad.memref(op), indices: affineLoad.indices(op), map: affineLoad.map(op) };
    case 'memref.store':
      return { op, kind: 'write', memref: memrefStore.memref(op), stored: memrefStore.value(op), indices: memrefStore.indices(op) };
    case 'affine.store':
      return { op, kind: 'write', memref: affineStore.memref(op), stored: affineStore.value(op), indices: affineStore.indices(op), map: affineStore.map(op) };
  }
  return undefined;
}

/** Syntactically the same element: one memref, one map (maps are uniqued), the same operands. */
export function sameAddress(a: MemAccess, b: MemAccess): boolean {
  return a.memref === b.memref && a.map === b.map && a.indices.length === b.indices.length && a.indices.every((v, i) => v === b.indices[i]);
}

/** The subscripts of an access as affine expressions over `b`'s leaves (undefined where not affine). */
export function subscriptExprs(a: MemAccess, b: AffineExprBuilder): (AffineExpr | undefined)[] {
  const map = a.map;
  const es = a.indices.map((v) => b.expr(v));
  if (!map) return es;
  if (es.some((e) => e === undefined)) return map.results.map(() => undefined);
  const all = es as AffineExpr[];
  return map.results.map((r) => replaceDimsAndSymbols(r, all.slice(0, map.numDims), all.slice(map.numDims)));
}

type Root = { kind: 'alloc'; op: Operation } | { kind: 'arg'; value: Value } | { kind: 'global'; name: string };

/** The allocation a memref value comes from, looking through casts; undefined when unknown. */
function rootOf(m: Value): Root | undefined {
  for (let depth = 0; depth < 16; depth++) {
    const d = m.definingOp;
    if (!d) {
      const owner = (m as BlockArgument).owner.parentOp;
      return owner && owner.hasTrait('IsolatedFromAbove') ? { kind: 'arg', value: m } : undefined;
    }
    if (d.name === 'memref.alloca' || d.name === 'memref.alloc') return { kind: 'alloc', op: d };
    if (d.name === 'memref.get_global') {
      const n = d.attr('name');
      return n instanceof SymbolRefAttr ? { kind: 'global', name: n.root } : n instanceof StringAttr ? { kind: 'global', name: n.value } : undefined;
    }
    if (d.name !== 'memref.cast') return undefined;
    m = d.operand(0);
  }
  return undefined;
}

/**
 * False only when the two memrefs are provably different storage (distinct allocations or globals), or, with
 * `distinctArguments` (the polyhedral model's assumption, as C `restrict`), different function arguments.
 */
export function mayAliasMemrefs(a: Value, b: Value, distinctArguments = false): boolean {
  if (a === b) return true;
  const ra = rootOf(a);
  const rb = rootOf(b);
  if (!ra || !rb) return true;
  // A fresh allocation is distinct from every other allocation, argument and global.
  if (ra.kind === 'alloc' || rb.kind === 'alloc') return ra.kind === 'alloc' && rb.kind === 'alloc' ? ra.op === rb.op : false;
  if (ra.kind === 'global' && rb.kind === 'global') return ra.name === rb.name;
  if (distinctArguments && ra.kind === 'arg' && rb.kind === 'arg') return ra.value === rb.value;
  // Arguments may alias each other and any global.
  return true;
}

/** Per subscript: the difference of the two accesses' subscripts if it is a constant, else undefined. */
function subscriptDistances(a: MemAccess, b: MemAccess, builder: AffineExprBuilder): (number | undefined)[] | undefined {
  if (a.memref !== b.memref) return undefined;
  const ea = subscriptExprs(a, builder);
  const eb = subscriptExprs(b, builder);
  if (ea.length !== eb.length) return undefined;
  return ea.map((x, i) => {
    const y = eb[i];
    if (!x || !y) return undefined;
    const d = simplifyAffineExpr(sub(x, y), builder.numDims, builder.numSymbols);
    return d.kind === 'constant' ? d.value : undefined;
  });
}

/** Answers alias questions about one access against many others, sharing the leaves of their subscripts. */
export class AccessComparator {
  private readonly builder = new AffineExprBuilder(opaqueLeaves);

  /** `distinctArguments`: memref arguments of a function never alias each other (see mayAliasMemrefs). */
  constructor(private readonly distinctArguments = false) {}

  /** True if both accesses surely touch the same element (same memref value, equal subscripts). */
  sameElement(a: MemAccess, b: MemAccess): boolean {
    const d = subscriptDistances(a, b, this.builder);
    return !!d && d.every((x) => x === 0);
  }

  /** False only when the accesses provably touch different elements. */
  mayAlias(a: MemAccess, b: MemAccess): boolean {
    if (!mayAliasMemrefs(a.memref, b.memref, this.distinctArguments)) return false;
    const d = subscriptDistances(a, b, this.builder);
    // Same memref value: distinct when some subscript differs by a non-zero constant.
    return !(d && d.some((x) => x !== undefined && x !== 0));
  }

  /** True if `op` or an op nested in it may write the element `read` accesses (unknown effects count). */
  mayClobber(op: Operation, read: MemAccess): boolean {
    let clobbers = false;
    op.walk((o) => {
      if (clobbers) return 'skip';
      const acc = memAccessOf(o);
      if (acc) {
        if (acc.kind === 'write' && this.mayAlias(acc, read)) clobbers = true;
        return undefined;
      }
      const e = ownEffects(o);
      if (e === 'unknown' || e.includes('write') || e.includes('free')) clobbers = true;
      return undefined;
    });
    return clobbers;
  }
}
