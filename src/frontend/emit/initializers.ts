// Braced initializers (sema's flattened InitList): a local is zero-filled where the list leaves elements out
// and then stored element by element in C's order; a global gets a dense constant.

import type { SourceLoc } from '../../ir/diagnostics.js';
import { DenseElementsAttr } from '../../ir/attributes.js';
import type { Value } from '../../ir/operation.js';
import { FloatType, MemRefType, RankedTensorType } from '../../ir/types.js';
import type { Expr, InitList, InitStep } from '../ast.js';
import type { CType } from '../ctypes.js';
import { emitRValue } from './expressions.js';
import type { FunctionEmitter } from './function.js';
import { storeValue } from './lvalues.js';
import { memrefStore } from '../../ir/dialects/memref.js';
import { emitLoopNest } from './loops.js';
import { leafPosition, memberOf, structElement } from './structs.js';
import { unsupported } from './types.js';
import type { LValue } from './values.js';

/** Up to this many elements, the ones a list leaves out are zeroed one by one; above, a loop nest zeroes all. */
const unrolledZeroing = 64;

/** The subscripts a path through arrays leads to (structs are handled by the struct lowering). */
function indicesOf(path: readonly InitStep[], loc: SourceLoc): number[] {
  return path.map((s) => {
    if (!('index' in s)) throw unsupported(loc, 'an initializer for a struct member here');
    return s.index;
  });
}

/** Row-major position of `idx` in an array of `shape`. */
function flatIndex(idx: readonly number[], shape: readonly number[]): number {
  let at = 0;
  for (let k = 0; k < shape.length; k++) at = at * shape[k]! + (idx[k] ?? 0);
  return at;
}

/** Stores `list` into the local array object `lv`, after zeroing what it does not cover. */
export function emitArrayInit(fx: FunctionEmitter, lv: Extract<LValue, { kind: 'array' }>, list: InitList): void {
  const type = lv.base.type as MemRefType;
  const shape = type.shape.slice(lv.lead.length);
  const total = shape.reduce((a, b) => a * b, 1);
  const covered = new Set(list.elements.map((e) => flatIndex(indicesOf(e.path, e.value.loc), shape)));
  if (covered.size < total) {
    if (total <= unrolledZeroing) {
      for (let i = 0; i < total; i++) {
        if (covered.has(i)) continue;
        memrefStore.create(fx.b, fx.zeroOf(type.elementType), lv.base, [...lv.lead, ...unflatten(i, shape).map((n) => fx.constIndex(n))]);
      }
    } else {
      zeroFill(fx, lv.base, lv.lead, shape);
    }
  }
  for (const e of list.elements) {
    const idx = indicesOf(e.path, e.value.loc).map((n) => fx.constIndex(n));
    const target: LValue = { kind: 'element', type: e.value.type, base: lv.base, indices: [...lv.lead, ...idx] };
    storeValue(fx, target, emitRValue(fx, e.value), e.value.loc);
  }
}

function unflatten(i: number, shape: readonly number[]): number[] {
  const out = new Array<number>(shape.length);
  for (let k = shape.length - 1; k >= 0; k--) {
    out[k] = i % shape[k]!;
    i = Math.floor(i / shape[k]!);
  }
  return out;
}

/** A loop nest storing 0 into every element of `base[lead...]` of the given shape. */
export function zeroFill(fx: FunctionEmitter, base: Value, lead: readonly Value[], shape: readonly (number | Value)[]): void {
  const elem = (base.type as MemRefType).elementType;
  emitLoopNest(fx, shape, (ivs) => memrefStore.create(fx.b, fx.zeroOf(elem), base, [...lead, ...ivs]));
}

/** The dense constant of a global array (or scalar, shape []) initialized by `init`. */
export function globalInitializer(type: MemRefType, init: Expr, name: string): DenseElementsAttr {
  const shape = type.shape;
  const total = shape.reduce((a, b) => a * b, 1);
  const isFloat = type.elementType instanceof FloatType;
  const values: (bigint | number)[] = new Array(total).fill(isFloat ? 0 : 0n);
  const put = (at: number, e: Expr): void => {
    const c = e.constValue;
    if (c === undefined) throw unsupported(e.loc, `initializer of global '${name}' that is not a constant`);
    values[at] = isFloat ? Number(c) : typeof c === 'bigint' ? c : BigInt(Math.trunc(c));
  };
  if (init.kind === 'initList') {
    for (const e of init.elements) put(flatIndex(indicesOf(e.path, e.value.loc), shape), e.value);
  } else {
    put(0, init);
  }
  return new DenseElementsAttr(RankedTensorType.get(shape, type.elementType), values, false);
}

/** Stores `list` into a local struct (or array of structs), after zeroing the leaf elements it does not cover. */
export function emitStructInit(fx: FunctionEmitter, lv: Extract<LValue, { kind: 'struct' | 'structArray' }>, list: InitList): void {
  const leaves = lv.object.leaves;
  const shapes = leaves.map((l) => (l.base.type as MemRefType).shape);
  const covered = leaves.map(() => new Set<number>());
  for (const e of list.elements) {
    const pos = leafPosition(lv.type, e.path, e.value.loc);
    if (pos.leaf >= 0) covered[pos.leaf]!.add(flatIndex(pos.indices, shapes[pos.leaf]!));
  }
  leaves.forEach((leaf, i) => {
    const shape = shapes[i]!;
    const total = shape.reduce((a, b) => a * b, 1);
    if (covered[i]!.size === total) return;
    const elem = (leaf.base.type as MemRefType).elementType;
    if (total > unrolledZeroing) return zeroFill(fx, leaf.base, [], shape);
    for (let k = 0; k < total; k++) {
      if (!covered[i]!.has(k)) memrefStore.create(fx.b, fx.zeroOf(elem), leaf.base, unflatten(k, shape).map((n) => fx.constIndex(n)));
    }
  });
  for (const e of list.elements) storeValue(fx, subobject(fx, lv, e.path, e.value.loc), emitRValue(fx, e.value), e.value.loc);
}

/** The subobject an initializer path leads to, from a struct object. */
function subobject(fx: FunctionEmitter, root: LValue, path: readonly InitStep[], loc: SourceLoc): LValue {
  let lv = root;
  for (const step of path) {
    if ('field' in step) {
      if (lv.kind !== 'struct') throw unsupported(loc, 'an initializer for this member');
      lv = memberOf(lv.object, step.field, loc);
    } else if (lv.kind === 'structArray') {
      lv = structElement(lv.object, lv.type, [fx.constIndex(step.index)]);
    } else if (lv.kind === 'array') {
      const inner = (lv.type as { element: CType }).element;
      const lead = [...lv.lead, fx.constIndex(step.index)];
      lv = inner.kind === 'array' ? { kind: 'array', type: inner, base: lv.base, lead } : { kind: 'element', type: inner, base: lv.base, indices: lead };
    } else {
      throw unsupported(loc, 'an initializer for this element');
    }
  }
  return lv;
}
