// The attributes polyts puts on affine loops, and which of a loop's attributes mark its place in the function (such
// as the `polyts.scop` region marker) so that ops created beside the loop carry them too.

import type { Attribute } from '../ir/attributes.js';
import type { Operation } from '../ir/operation.js';

/** On affine.for: one string per iter_arg, its reduction kind or `none` (a plain loop-carried value). */
export const reductionsAttr = 'polyts.reductions';

/** Set on loops by code generation from coincident band members: a hint to check, never a proof. */
export const parallelHintAttr = 'polyts.parallel';

/** The loop's discardable attributes other than the ones that describe the loop itself. */
export function placeMarks(loop: Operation): [string, Attribute][] {
  return [...loop.attributes].filter(([k]) => !loop.def.properties.includes(k) && k !== 'operandSegmentSizes' && k !== reductionsAttr && k !== parallelHintAttr);
}

/** Gives `op` the place marks of `loop`; returns `op`. */
export function markLike(op: Operation, loop: Operation): Operation {
  for (const [k, v] of placeMarks(loop)) op.setAttr(k, v);
  return op;
}
