// Small facts about integer SSA values that raising and mem2reg need: constant values, and a sound lower bound
// (used to prove a dividend non-negative, where C's truncating division equals floordiv).

import { AffineExpr } from '../affineExpr.js';
import { IntegerAttr } from '../attributes.js';
import { floorDiv } from '../checkedMath.js';
import { affineFor } from '../dialects/affineControl.js';
import { scfFor } from '../dialects/scf.js';
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

/** A sound lower bound of an integer value, or undefined when none is known. */
export function lowerBound(v: Value, depth = 0): number | undefined {
  if (depth > MAX_DEPTH) return undefined;
  const c = smallConstant(v);
  if (c !== undefined) return c;
  if (v instanceof BlockArgument) {
    const loop = v.owner.parentOp;
    if (!loop || v.index !== 0 || v.owner !== loop.region(0).entryOrNull) return undefined;
    if (loop.name === 'scf.for') return lowerBound(scfFor.lowerBound(loop), depth + 1);
    if (loop.name === 'affine.for') {
      // The induction variable is at least every result of the lower bound map.
      const map = affineFor.lowerBoundMap(loop);
      const ops = affineFor.lowerBoundOperands(loop);
      let best: number | undefined;
      for (const r of map.results) {
        const lb = exprLowerBound(r, (pos, isSym) => lowerBound(ops[isSym ? map.numDims + pos : pos], depth + 1));
        if (lb !== undefined && (best === undefined || lb > best)) best = lb;
      }
      return best;
    }
    return undefined;
  }
  const d = v.definingOp!;
  const lb = (i: number): number | undefined => lowerBound(d.operand(i), depth + 1);
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

export function isKnownNonNegative(v: Value): boolean {
  const lb = lowerBound(v);
  return lb !== undefined && lb >= 0;
}
