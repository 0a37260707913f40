// How much work a loop does: at most so many operations when its trip counts are bounded by constants, else a
// polynomial in the trip count of the loop asked about. A loop of a few iterations of a few operations costs less
// than starting and joining threads for it.

import { affineFor } from '../ir/dialects/affineControl.js';
import type { Operation } from '../ir/operation.js';
import { valueRange } from '../ir/transforms/valueRanges.js';

/**
 * Beyond this many, a count is as good as unknown: far above any threshold asked about, and what a loop bounded by
 * a parameter gets from its type alone (an int's 2^31 values).
 */
const large = 1n << 20n;

/**
 * At most how many iterations an affine.for runs, from the range of its induction variable (its bounds, and the
 * ranges of the loop counters they use: a triangular loop inside a loop of constant bounds is bounded too); undefined
 * when its bounds depend on values of unknown range (parameters).
 */
export function maxTripCount(loop: Operation): number | undefined {
  const { lo, hi } = valueRange(affineFor.inductionVar(loop));
  if (lo === undefined || hi === undefined) return undefined;
  if (hi < lo) return 0;
  const trips = (hi - lo) / BigInt(affineFor.step(loop)) + 1n;
  return trips > large ? undefined : Number(trips);
}

/**
 * At most how many ops a work polynomial (workPolynomial) stands for when it does not grow with T: every loop in it
 * has a known most iterations (maxTripCount); undefined when it grows.
 */
export function constantWork(poly: readonly number[]): number | undefined {
  return poly.every((c, k) => k === 0 || c === 0) ? (poly[0] ?? 0) : undefined;
}

/**
 * The ops `op` runs as a polynomial in T, coefficients from T^0 up, counting each loop whose iterations are not
 * bounded by constants as running T times (T: the trip count of the loop the question is about, which is such a
 * loop); undefined when `op` calls something or holds a loop of another kind.
 */
export function workPolynomial(op: Operation): number[] | undefined {
  if (op.name === 'affine.for') {
    const body = sumPolynomials(affineFor.body(op).opsArray());
    if (body === undefined) return undefined;
    const trips = maxTripCount(op);
    return trips === undefined ? [0, ...body] : body.map((c) => c * trips);
  }
  if (op.name === 'affine.if') {
    let most: number[] = [];
    for (const r of op.regions) for (const b of r.blocks) {
      const w = sumPolynomials(b.opsArray());
      if (w === undefined) return undefined;
      most = Array.from({ length: Math.max(most.length, w.length) }, (_, k) => Math.max(most[k] ?? 0, w[k] ?? 0));
    }
    return addPolynomials([1], most);
  }
  if (op.regions.length > 0 || op.name === 'func.call' || op.name === 'llvm.call') return undefined;
  return [1];
}

function addPolynomials(a: readonly number[], b: readonly number[]): number[] {
  return Array.from({ length: Math.max(a.length, b.length) }, (_, k) => (a[k] ?? 0) + (b[k] ?? 0));
}

function sumPolynomials(ops: readonly Operation[]): number[] | undefined {
  let total: number[] = [];
  for (const o of ops) {
    const w = workPolynomial(o);
    if (w === undefined) return undefined;
    total = addPolynomials(total, w);
  }
  return total;
}

/** The least T >= 1 at which `poly` reaches `work` (up to 2^31), or undefined when it never does. */
export function leastReaching(poly: readonly number[], work: number): number | undefined {
  const at = (t: number): number => poly.reduce((s, c, k) => s + c * t ** k, 0);
  let hi = 1;
  while (at(hi) < work) {
    if (hi >= 2 ** 31) return undefined;
    hi *= 2;
  }
  // at(lo) < work here (lo = 0 aside, which is not an answer): the doubling checked it.
  let lo = Math.floor(hi / 2);
  while (lo + 1 < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (at(mid) >= work) hi = mid;
    else lo = mid;
  }
  return hi;
}
