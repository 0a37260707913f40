// Sound intervals of integer and index values, from how they are computed (constants, the widths of the types
// they were converted from, loop bounds, affine and arith arithmetic), exact in bigint. The C emitter uses them to
// prove that a loop counter and the arithmetic on it fit in a C `int`.

import type { AffineExpr } from '../affineExpr.js';
import { affineFor } from '../dialects/affineControl.js';
import { mapAttr } from '../dialects/affineOps.js';
import { scfFor } from '../dialects/scf.js';
import { BlockArgument, type Value } from '../operation.js';
import { IntegerType } from '../types.js';
import { constantIntValue } from './valueFacts.js';

/** [lo, hi], both included; an undefined end is unbounded. */
export interface Range {
  readonly lo?: bigint;
  readonly hi?: bigint;
}

const unbounded: Range = {};
const MAX_DEPTH = 24;

const add = (a?: bigint, b?: bigint): bigint | undefined => (a === undefined || b === undefined ? undefined : a + b);
const minOf = (a?: bigint, b?: bigint): bigint | undefined => (a === undefined || b === undefined ? undefined : a < b ? a : b);
const maxOf = (a?: bigint, b?: bigint): bigint | undefined => (a === undefined || b === undefined ? undefined : a > b ? a : b);
/** The tighter of two bounds on the same side: `pick` chooses between two known ones. */
const tighter = (a: bigint | undefined, b: bigint | undefined, pick: (x: bigint, y: bigint) => bigint): bigint | undefined =>
  a === undefined ? b : b === undefined ? a : pick(a, b);

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return (a % b !== 0n) && (a < 0n) !== (b < 0n) ? q - 1n : q;
}

function ceilDiv(a: bigint, b: bigint): bigint {
  return -floorDiv(-a, b);
}

/** The values of a signed integer type of `width` bits. */
export function signedRange(width: number): Range {
  const half = 1n << BigInt(width - 1);
  return { lo: -half, hi: half - 1n };
}

/** Whether every value of `r` lies in `within`. */
export function rangeWithin(r: Range, within: Range): boolean {
  const loOk = within.lo === undefined || (r.lo !== undefined && r.lo >= within.lo);
  const hiOk = within.hi === undefined || (r.hi !== undefined && r.hi <= within.hi);
  return loOk && hiOk;
}

function scale(r: Range, k: bigint): Range {
  if (k === 0n) return { lo: 0n, hi: 0n };
  const lo = r.lo === undefined ? undefined : r.lo * k;
  const hi = r.hi === undefined ? undefined : r.hi * k;
  return k > 0n ? { lo, hi } : { lo: hi, hi: lo };
}

function sum(a: Range, b: Range): Range {
  return { lo: add(a.lo, b.lo), hi: add(a.hi, b.hi) };
}

/** floor (or ceil) of r / k for a positive constant k. */
function divide(r: Range, k: bigint, ceil: boolean): Range {
  const f = ceil ? ceilDiv : floorDiv;
  return { lo: r.lo === undefined ? undefined : f(r.lo, k), hi: r.hi === undefined ? undefined : f(r.hi, k) };
}

/** The range of affine expression `e` given the ranges of its dims and symbols. */
export function affineExprRange(e: AffineExpr, operand: (pos: number, isSym: boolean) => Range): Range {
  switch (e.kind) {
    case 'constant':
      return { lo: BigInt(e.value), hi: BigInt(e.value) };
    case 'dim':
      return operand(e.position, false);
    case 'symbol':
      return operand(e.position, true);
    case 'add':
      return sum(affineExprRange(e.lhs, operand), affineExprRange(e.rhs, operand));
    case 'mul': {
      // Affine products have a constant side (MLIR keeps it on the right).
      const k = e.rhs.kind === 'constant' ? e.rhs.value : e.lhs.kind === 'constant' ? e.lhs.value : undefined;
      if (k === undefined) return unbounded;
      return scale(affineExprRange(e.rhs.kind === 'constant' ? e.lhs : e.rhs, operand), BigInt(k));
    }
    case 'floordiv':
    case 'ceildiv':
      if (e.rhs.kind !== 'constant' || e.rhs.value <= 0) return unbounded;
      return divide(affineExprRange(e.lhs, operand), BigInt(e.rhs.value), e.kind === 'ceildiv');
    case 'mod':
      return e.rhs.kind === 'constant' && e.rhs.value > 0 ? { lo: 0n, hi: BigInt(e.rhs.value) - 1n } : unbounded;
  }
}

/** The range of each result of a map over `operands` (dims first), at nesting `depth`. */
function mapResultRanges(results: readonly AffineExpr[], numDims: number, operands: readonly Value[], depth: number): Range[] {
  return results.map((r) => affineExprRange(r, (pos, isSym) => valueRange(operands[isSym ? numDims + pos : pos]!, depth + 1)));
}

/** The range of the induction variable of an affine.for or scf.for: from its lower bound to its upper bound - 1. */
function inductionRange(v: BlockArgument, depth: number): Range {
  const loop = v.owner.parentOp;
  if (!loop || v.index !== 0 || v.owner !== loop.region(0).entryOrNull) return unbounded;
  if (loop.name === 'scf.for') {
    const lb = valueRange(scfFor.lowerBound(loop), depth + 1);
    const ub = valueRange(scfFor.upperBound(loop), depth + 1);
    return { lo: lb.lo, hi: add(ub.hi, -1n) };
  }
  if (loop.name !== 'affine.for') return unbounded;
  const lbMap = affineFor.lowerBoundMap(loop);
  const ubMap = affineFor.upperBoundMap(loop);
  // The counter is at least every lower bound and below every upper bound.
  const lbs = mapResultRanges(lbMap.results, lbMap.numDims, affineFor.lowerBoundOperands(loop), depth);
  const ubs = mapResultRanges(ubMap.results, ubMap.numDims, affineFor.upperBoundOperands(loop), depth);
  const lo = lbs.reduce<bigint | undefined>((best, r) => tighter(best, r.lo, (x, y) => (x > y ? x : y)), undefined);
  const hi = ubs.reduce<bigint | undefined>((best, r) => tighter(best, r.hi, (x, y) => (x < y ? x : y)), undefined);
  return { lo, hi: add(hi, -1n) };
}

/** A sound range of integer or index value `v` (unbounded where nothing is known). */
export function valueRange(v: Value, depth = 0): Range {
  const c = constantIntValue(v);
  if (c !== undefined) return { lo: c, hi: c };
  if (depth > MAX_DEPTH) return typeRange(v);
  if (v instanceof BlockArgument) return intersect(inductionRange(v, depth), typeRange(v));
  const d = v.definingOp!;
  const r = (i: number): Range => valueRange(d.operand(i), depth + 1);
  let computed: Range = unbounded;
  switch (d.name) {
    case 'arith.index_cast':
    case 'arith.extsi':
      computed = intersect(r(0), typeRange(d.operand(0)));
      break;
    case 'arith.index_castui':
    case 'arith.extui': {
      const t = d.operand(0).type;
      if (t instanceof IntegerType) computed = { lo: 0n, hi: (1n << BigInt(t.width)) - 1n };
      break;
    }
    case 'arith.addi':
      computed = sum(r(0), r(1));
      break;
    case 'arith.subi':
      computed = sum(r(0), scale(r(1), -1n));
      break;
    case 'arith.muli': {
      const k = constantIntValue(d.operand(1)) ?? constantIntValue(d.operand(0));
      if (k !== undefined) computed = scale(r(constantIntValue(d.operand(1)) !== undefined ? 0 : 1), k);
      break;
    }
    case 'arith.minsi': {
      const [a, b] = [r(0), r(1)];
      computed = { lo: minOf(a.lo, b.lo), hi: tighter(a.hi, b.hi, (x, y) => (x < y ? x : y)) };
      break;
    }
    case 'arith.maxsi': {
      const [a, b] = [r(0), r(1)];
      computed = { lo: tighter(a.lo, b.lo, (x, y) => (x > y ? x : y)), hi: maxOf(a.hi, b.hi) };
      break;
    }
    case 'affine.apply':
    case 'affine.min':
    case 'affine.max': {
      const map = mapAttr(d);
      const rs = mapResultRanges(map.results, map.numDims, d.operandValues(), depth);
      if (d.name === 'affine.apply') computed = rs[0]!;
      else if (d.name === 'affine.min') computed = { lo: rs.reduce<bigint | undefined>((m, x) => minOf(m, x.lo), rs[0]!.lo), hi: rs.reduce<bigint | undefined>((m, x) => tighter(m, x.hi, (p, q) => (p < q ? p : q)), undefined) };
      else computed = { lo: rs.reduce<bigint | undefined>((m, x) => tighter(m, x.lo, (p, q) => (p > q ? p : q)), undefined), hi: rs.reduce<bigint | undefined>((m, x) => maxOf(m, x.hi), rs[0]!.hi) };
      break;
    }
  }
  // Arithmetic that leaves its type's values wraps around: then any value of the type is possible.
  const own = typeRange(v);
  return rangeWithin(computed, own) ? computed : own;
}

/** The values of a value's own type, read as signed (index as 64 bits); unbounded for other types. */
function typeRange(v: Value): Range {
  if (v.type instanceof IntegerType && v.type.width > 1) return signedRange(v.type.width);
  return v.type.kind === 'index' ? signedRange(64) : unbounded;
}

function intersect(a: Range, b: Range): Range {
  return { lo: tighter(a.lo, b.lo, (x, y) => (x > y ? x : y)), hi: tighter(a.hi, b.hi, (x, y) => (x < y ? x : y)) };
}
