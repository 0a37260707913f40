// How much work a loop does at most, when its trip counts are bounded by constants: a loop of a few iterations of a
// few operations costs less than starting and joining threads for it.

import { affineFor } from '../ir/dialects/affineControl.js';
import type { Operation } from '../ir/operation.js';
import { valueRange } from '../ir/transforms/valueRanges.js';

/** Beyond this many, a count is as good as unknown (and bigints stay exact numbers). */
const large = 1n << 40n;

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
 * At most how many ops `op` runs, counting each op of a body once per iteration, when every loop in it has a known
 * most iterations (maxTripCount) and it calls nothing; undefined when that is not known (a loop with bounds of
 * unknown range, a call, a while loop).
 */
export function knownWork(op: Operation): number | undefined {
  if (op.name === 'affine.for') {
    const trips = maxTripCount(op);
    const body = blockWork(op);
    return trips === undefined || body === undefined || trips * body > Number(large) ? undefined : trips * body;
  }
  if (op.name === 'affine.if') {
    // Either branch may run: the larger.
    let most = 0;
    for (const r of op.regions) for (const b of r.blocks) {
      const w = sumWork(b.opsArray());
      if (w === undefined) return undefined;
      most = Math.max(most, w);
    }
    return 1 + most;
  }
  if (op.regions.length > 0 || op.name === 'func.call' || op.name === 'llvm.call') return undefined;
  return 1;
}

function blockWork(loop: Operation): number | undefined {
  return sumWork(affineFor.body(loop).opsArray());
}

function sumWork(ops: readonly Operation[]): number | undefined {
  let total = 0;
  for (const o of ops) {
    const w = knownWork(o);
    if (w === undefined) return undefined;
    total += w;
  }
  return total;
}
