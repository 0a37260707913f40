// Small facts about integer SSA values that raising and mem2reg need: constant values, and a sound lower bound
// (used to prove a dividend non-negative, where C's truncating division equals floordiv), from how the value is
// computed and from what holds where it is used: every enclosing loop runs, every enclosing guard is true.

import { AffineExpr } from '../affineExpr.js';
import { IntegerSet } from '../affineMap.js';
import { IntegerAttr } from '../attributes.js';
import { floorDiv } from '../checkedMath.js';
import { affineFor, affineIf } from '../dialects/affineControl.js';
import { cmpiPredicates } from '../dialects/arithAttrs.js';
import { scfFor, scfIf } from '../dialects/scf.js';
import { mapAttr } from '../dialects/affineOps.js';
import { BlockArgument, Operation, Value } from '../operation.js';
import { IntegerType, Type } from '../types.js';

/** Integer or index types that carry arithmetic (i1 is a boolean, not a number). */
export function isIntegerLike(t: Type): boolean {
  return t.kind === 'index' || (t instanceof IntegerType && t.isSignless && t.width > 1);
}

/** The value of an integer or index arith.constant (signed), else undefined. */
export function constantIntValue(v: Value): bigint | undefined {
  const d = v.definingOp;
  if (!d || !d.hasTrait('ConstantLike')) return undefined;
  const a = d.attr('value');
  if (!(a instanceof IntegerAttr)) return undefined;
  // i1 true is stored as 1; every other width is stored signed already.
  return a.value;
}

/** A constant that is a JS safe integer, else undefined. */
export function smallConstant(v: Value): number | undefined {
  const c = constantIntValue(v);
  if (c === undefined || !isIntegerLike(v.type)) return undefined;
  const n = Number(c);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** The op defining `v` if it has the given name. */
export function defOp(v: Value, name: string): Operation | undefined {
  const d = v.definingOp;
  return d && d.name === name ? d : undefined;
}

const MAX_DEPTH = 32;
/** Facts around a use are looked up this many values deep (each lookup walks every enclosing op). */
const MAX_CONTEXT_DEPTH = 4;

/** Lower bound of an affine expression given lower bounds of its operands (undefined = unbounded). */
function exprLowerBound(e: AffineExpr, operandLb: (pos: number, isSym: boolean) => number | undefined): number | undefined {
  switch (e.kind) {
    case 'constant':
      return e.value;
    case 'dim':
      return operandLb(e.position, false);
    case 'symbol':
      return operandLb(e.position, true);
    case 'add': {
      const a = exprLowerBound(e.lhs, operandLb);
      const b = exprLowerBound(e.rhs, operandLb);
      return a === undefined || b === undefined ? undefined : a + b;
    }
    case 'mul': {
      // Only a non-negative constant factor keeps a lower bound a lower bound.
      if (e.rhs.kind !== 'constant' || e.rhs.value < 0) return undefined;
      const a = exprLowerBound(e.lhs, operandLb);
      return a === undefined ? undefined : a * e.rhs.value;
    }
    case 'floordiv':
    case 'ceildiv': {
      if (e.rhs.kind !== 'constant' || e.rhs.value <= 0) return undefined;
      const a = exprLowerBound(e.lhs, operandLb);
      return a === undefined ? undefined : floorDiv(a, e.rhs.value);
    }
    case 'mod':
      return e.rhs.kind === 'constant' && e.rhs.value > 0 ? 0 : undefined;
  }
}

/**
 * A sound lower bound of affine expression `e` over `operands` (dims first, then symbols, as in MLIR), each bounded
 * where `at` runs when given.
 */
export function affineExprLowerBound(e: AffineExpr, numDims: number, operands: readonly Value[], at?: Operation): number | undefined {
  return exprLowerBound(e, (pos, isSym) => lowerBound(operands[isSym ? numDims + pos : pos]!, 0, at));
}

/**
 * A sound lower bound of an integer value, or undefined when none is known. With `at`, the bound holds where `at`
 * runs: facts of the loops and ifs around `at` count too (`n` is at least 1 inside `for (i = 0; i < n; i++)`).
 */
export function lowerBound(v: Value, depth = 0, at?: Operation): number | undefined {
  if (depth > MAX_DEPTH) return undefined;
  const own = computedLowerBound(v, depth, at);
  if (!at || depth > MAX_CONTEXT_DEPTH || (own !== undefined && own >= 0)) return own;
  return maxOf(own, contextLowerBound(v, at, depth));
}

function maxOf(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  return b === undefined ? a : Math.max(a, b);
}

/** The lower bound that follows from how `v` is computed (operands bounded at `at`). */
function computedLowerBound(v: Value, depth: number, at: Operation | undefined): number | undefined {
  const c = smallConstant(v);
  if (c !== undefined) return c;
  if (v instanceof BlockArgument) {
    const loop = v.owner.parentOp;
    if (!loop || v.index !== 0 || v.owner !== loop.region(0).entryOrNull) return undefined;
    if (loop.name === 'scf.for') return lowerBound(scfFor.lowerBound(loop), depth + 1, loop);
    if (loop.name === 'affine.for') {
      // The induction variable is at least every result of the lower bound map.
      const map = affineFor.lowerBoundMap(loop);
      const ops = affineFor.lowerBoundOperands(loop);
      let best: number | undefined;
      for (const r of map.results) {
        const lb = exprLowerBound(r, (pos, isSym) => lowerBound(ops[isSym ? map.numDims + pos : pos], depth + 1, loop));
        if (lb !== undefined && (best === undefined || lb > best)) best = lb;
      }
      return best;
    }
    return undefined;
  }
  const d = v.definingOp!;
  const lb = (i: number): number | undefined => lowerBound(d.operand(i), depth + 1, at);
  switch (d.name) {
    case 'arith.index_cast':
    case 'arith.extsi':
      return lb(0);
    case 'arith.addi': {
      const a = lb(0);
      const b = lb(1);
      return a === undefined || b === undefined ? undefined : a + b;
    }
    case 'arith.subi': {
      const a = lb(0);
      const b = smallConstant(d.operand(1));
      return a === undefined || b === undefined ? undefined : a - b;
    }
    case 'arith.muli': {
      const a = lb(0);
      const b = smallConstant(d.operand(1));
      return a === undefined || b === undefined || b < 0 ? undefined : a * b;
    }
    case 'arith.maxsi': {
      const a = lb(0);
      const b = lb(1);
      if (a === undefined) return b;
      return b === undefined ? a : Math.max(a, b);
    }
    case 'arith.divsi':
    case 'arith.floordivsi': {
      const a = lb(0);
      const b = smallConstant(d.operand(1));
      return a === undefined || b === undefined || b <= 0 ? undefined : floorDiv(a, b);
    }
    case 'affine.apply': {
      const map = mapAttr(d);
      return exprLowerBound(map.results[0], (pos, isSym) => lb(isSym ? map.numDims + pos : pos));
    }
  }
  return undefined;
}

/**
 * True if `u` and `w` are computed alike: the same value, or the same pure ops (name, attributes, result type)
 * applied to operands computed alike. C macros and ternaries duplicate expressions the frontend emits twice.
 */
export function sameComputation(u: Value, w: Value, depth = 0): boolean {
  if (u === w) return true;
  const a = u.definingOp;
  const b = w.definingOp;
  if (!a || !b || depth > MAX_DEPTH || u.type !== w.type || a.name !== b.name || a.numResults !== 1 || b.numResults !== 1) return false;
  if (!a.hasTrait('Pure') || a.regions.length || b.regions.length || a.numOperands !== b.numOperands) return false;
  if (a.attributes.size !== b.attributes.size) return false;
  for (const [k, attr] of a.attributes) if (b.attributes.get(k)?.key !== attr.key) return false;
  return a.operandValues().every((o, i) => sameComputation(o, b.operand(i), depth + 1));
}

/** True if `v` is provably non-negative (where `at` runs, when given). */
export function isKnownNonNegative(v: Value, at?: Operation): boolean {
  const lb = lowerBound(v, 0, at);
  return lb !== undefined && lb >= 0;
}

const NEGATED: Readonly<Record<string, string>> = { slt: 'sge', sge: 'slt', sle: 'sgt', sgt: 'sle', eq: 'ne', ne: 'eq' };

/**
 * A lower bound of `v` from the ops around `at`: the body of a loop runs only while its upper bound exceeds its
 * induction variable (each term of a min, at least the lower bound plus one), and a branch of an if only when its
 * condition holds (the then branch) or fails (the else branch of a comparison or a disjunction). The extent of
 * an array allocated before `at` (a C variable-length array) is not negative either.
 */
function contextLowerBound(v: Value, at: Operation, depth: number): number | undefined {
  let best = extentLowerBound(v, at);
  for (let cur = at, parent = at.parentOp; parent; cur = parent, parent = parent.parentOp) {
    const inBody = cur.parentRegion === parent.regions[0];
    if (parent.name === 'scf.for' && inBody) {
      const iv = lowerBound(scfFor.inductionVar(parent), depth + 1);
      if (iv !== undefined) best = maxOf(best, impliedLowerBound(scfFor.upperBound(parent), iv + 1, v));
    } else if (parent.name === 'affine.for' && inBody) {
      const iv = lowerBound(affineFor.inductionVar(parent), depth + 1);
      const map = affineFor.upperBoundMap(parent);
      const ops = affineFor.upperBoundOperands(parent);
      if (iv !== undefined) for (const r of map.results) best = maxOf(best, impliedByExpr(r, iv + 1, map.numDims, ops, v));
    } else if (parent.name === 'scf.if') {
      for (const [u, atLeast] of conditionFacts(scfIf.condition(parent), !inBody, depth)) best = maxOf(best, impliedLowerBound(u, atLeast, v));
    } else if (parent.name === 'affine.if' && inBody) {
      const set: IntegerSet = affineIf.condition(parent);
      // Each constraint `e >= 0` (or `e == 0`) bounds e's operand from below by minus e's constant.
      for (const c of set.constraints) best = maxOf(best, impliedByExpr(c, 0, set.numDims, affineIf.operands(parent), v));
    }
  }
  return best;
}

/** 0 when `v`, or its cast to index, sizes a memref.alloca or memref.alloc that runs before `at`. */
function extentLowerBound(v: Value, at: Operation): number | undefined {
  const sizes = [v, ...v.users().filter((u) => u.name === 'arith.index_cast').map((u) => u.result())];
  const runsBefore = (alloc: Operation): boolean => {
    for (let a: Operation | null = at; a; a = a.parentOp) if (a.parentBlock === alloc.parentBlock) return alloc.isBeforeInBlock(a);
    return false;
  };
  const sized = sizes.some((x) => x.users().some((u) => (u.name === 'memref.alloca' || u.name === 'memref.alloc') && runsBefore(u)));
  return sized ? 0 : undefined;
}

/** Pairs [u, k] meaning u >= k wherever `cond` holds (or fails, when `negated`). */
function conditionFacts(cond: Value, negated: boolean, depth: number): [Value, number][] {
  const d = cond.definingOp;
  if (!d) return [];
  const isTrue = (x: Value): boolean => constantIntValue(x) === 1n;
  const isFalse = (x: Value): boolean => constantIntValue(x) === 0n;
  const both = (a: Value, b: Value): [Value, number][] => [...conditionFacts(a, negated, depth), ...conditionFacts(b, negated, depth)];
  switch (d.name) {
    case 'arith.andi':
      return negated ? [] : both(d.operand(0), d.operand(1));
    case 'arith.ori':
      return negated ? both(d.operand(0), d.operand(1)) : [];
    case 'arith.xori':
      if (isTrue(d.operand(1))) return conditionFacts(d.operand(0), !negated, depth);
      return isTrue(d.operand(0)) ? conditionFacts(d.operand(1), !negated, depth) : [];
    case 'arith.select': {
      // select(c, x, false) is `c && x`; select(c, true, x) is `c || x`.
      const [c, x, y] = d.operandValues();
      if (isFalse(y) && !negated) return both(c, x);
      return isTrue(x) && negated ? both(c, y) : [];
    }
    case 'arith.cmpi': {
      const attr = d.attr('predicate');
      let pred: string | undefined = attr instanceof IntegerAttr ? cmpiPredicates[attr.number] : undefined;
      if (pred && negated) pred = NEGATED[pred];
      const [a, b] = d.operandValues();
      // `a > b` bounds a by b's lower bound plus one; `a < b` the same with the sides swapped.
      const over = (lower: Value, upper: Value, k: number): [Value, number][] => {
        const lb = lowerBound(lower, depth + 1, d);
        return lb === undefined ? [] : [[upper, lb + k]];
      };
      switch (pred) {
        case 'sgt':
          return over(b, a, 1);
        case 'sge':
          return over(b, a, 0);
        case 'slt':
          return over(a, b, 1);
        case 'sle':
          return over(a, b, 0);
        case 'eq':
          return [...over(a, b, 0), ...over(b, a, 0)];
      }
      return [];
    }
  }
  return [];
}

/**
 * Given `u >= atLeast`, a lower bound of `v` when u computes v through casts, constant offsets and positive
 * constant factors or divisors; undefined otherwise.
 */
function impliedLowerBound(u: Value, atLeast: number, v: Value, depth = 0): number | undefined {
  if (u === v) return atLeast;
  const d = u.definingOp;
  if (!d || depth > MAX_DEPTH || d.numOperands === 0) return undefined;
  const next = (x: Value, k: number): number | undefined => impliedLowerBound(x, k, v, depth + 1);
  const a = d.operand(0);
  const b = d.numOperands > 1 ? d.operand(1) : undefined;
  const cb = b && smallConstant(b);
  const ca = smallConstant(a);
  switch (d.name) {
    case 'arith.index_cast':
    case 'arith.extsi':
      return isIntegerLike(a.type) ? next(a, atLeast) : undefined;
    case 'arith.addi':
      if (cb !== undefined) return next(a, atLeast - cb);
      return ca !== undefined && b ? next(b, atLeast - ca) : undefined;
    case 'arith.subi':
      return cb !== undefined ? next(a, atLeast + cb) : undefined;
    case 'arith.muli':
      if (cb !== undefined && cb > 0) return next(a, Math.ceil(atLeast / cb));
      return ca !== undefined && ca > 0 && b ? next(b, Math.ceil(atLeast / ca)) : undefined;
    case 'arith.divsi':
      // trunc(x / c) >= k: x >= k * c for k >= 1; for k <= 0, x > (k - 1) * c.
      if (cb === undefined || cb <= 0) return undefined;
      return next(a, atLeast >= 1 ? atLeast * cb : (atLeast - 1) * cb + 1);
    case 'arith.floordivsi':
      return cb !== undefined && cb > 0 ? next(a, atLeast * cb) : undefined;
    case 'arith.minsi':
      return b ? maxOf(next(a, atLeast), next(b, atLeast)) : undefined;
  }
  return undefined;
}

/** impliedLowerBound for an affine expression over `operands` (dims first): `e >= atLeast`. */
function impliedByExpr(e: AffineExpr, atLeast: number, numDims: number, operands: readonly Value[], v: Value): number | undefined {
  switch (e.kind) {
    case 'dim':
      return impliedLowerBound(operands[e.position], atLeast, v);
    case 'symbol':
      return impliedLowerBound(operands[numDims + e.position], atLeast, v);
    case 'add':
      if (e.rhs.kind === 'constant') return impliedByExpr(e.lhs, atLeast - e.rhs.value, numDims, operands, v);
      return e.lhs.kind === 'constant' ? impliedByExpr(e.rhs, atLeast - e.lhs.value, numDims, operands, v) : undefined;
    case 'mul':
      return e.rhs.kind === 'constant' && e.rhs.value > 0 ? impliedByExpr(e.lhs, Math.ceil(atLeast / e.rhs.value), numDims, operands, v) : undefined;
    case 'floordiv':
      return e.rhs.kind === 'constant' && e.rhs.value > 0 ? impliedByExpr(e.lhs, atLeast * e.rhs.value, numDims, operands, v) : undefined;
  }
  return undefined;
}
