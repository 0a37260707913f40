// How much work a loop does, when its trip counts are constants: a loop of a few iterations of a few operations
// costs less than starting and joining threads for it.

import { affineFor } from '../ir/dialects/affineControl.js';
import type { Operation } from '../ir/operation.js';

/** The iterations of an affine.for whose bounds are constants (max of lower, min of upper), else undefined. */
export function constantTripCount(loop: Operation): number | undefined {
  const lbs = affineFor.lowerBoundMap(loop).constantResults();
  const ubs = affineFor.upperBoundMap(loop).constantResults();
  if (!lbs?.length || !ubs?.length) return undefined;
  const lb = Math.max(...lbs);
  const ub = Math.min(...ubs);
  return ub <= lb ? 0 : Math.ceil((ub - lb) / affineFor.step(loop));
}

/**
 * The ops `op` runs, counting each op of a body once per iteration, when every loop in it has constant bounds and
 * it calls nothing; undefined when that is not known (a loop with other bounds, a call, a while loop).
 */
export function knownWork(op: Operation): number | undefined {
  if (op.name === 'affine.for') {
    const trips = constantTripCount(op);
    const body = blockWork(op);
    return trips === undefined || body === undefined ? undefined : trips * body;
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
