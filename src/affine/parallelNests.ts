// Which affine.parallel loops one OpenMP `parallel for` covers: the C emitter prints the pragma from this, and
// outline-parallel-bodies outlines the body the construct runs, so both agree on the nest.

import { affineParallel } from '../ir/dialects/affineControl.js';
import type { Operation, Value } from '../ir/operation.js';

/** The OpenMP reduction operator of each affine.parallel reduction kind that has one. */
export const ompOperators: Readonly<Record<string, string>> = { addf: '+', addi: '+', mulf: '*', muli: '*', andi: '&', ori: '|' };

/** An affine or scf loop (for, parallel, while). */
export function isLoop(op: Operation): boolean {
  return /^(affine|scf)\.(for|parallel|while)$/.test(op.name);
}

/** True if the op holds a loop below it, or a call (an outlined parallel body holds the loops it replaced). */
export function hasLoops(op: Operation): boolean {
  let found = false;
  op.walk((o) => {
    if (o !== op && (isLoop(o) || o.name === 'func.call')) found = true;
  });
  return found;
}

/** The ops of an affine.parallel's body other than its terminator. */
export function parallelBodyOps(op: Operation): Operation[] {
  const body = affineParallel.body(op);
  return body.opsArray().filter((o) => o !== body.terminator);
}

/** True if every reduction of the affine.parallel has an OpenMP operator, so it can be an OpenMP loop. */
export function hasOmpReductions(op: Operation): boolean {
  return affineParallel.reductions(op).every((k) => k in ompOperators);
}

/**
 * How many loops, starting at the first induction variable of `op`, one `collapse` clause can take: the ivs of
 * `op` and of affine.parallel ops perfectly nested in it without reductions, whose bounds use none of the ivs
 * taken (so the nest is rectangular, as OpenMP requires). The innermost loop of a nest is left out when it
 * has no loop inside, so that it stays a plain loop the C compiler can vectorize.
 */
export function collapseChain(op: Operation): Operation[] {
  const chain = [op];
  const taken = new Set<Value>(affineParallel.inductionVars(op));
  for (let cur = op; ; ) {
    const inner = parallelBodyOps(cur);
    const next = inner.length === 1 && inner[0]!.name === 'affine.parallel' ? inner[0]! : undefined;
    if (!next || next.numResults || !hasLoops(next)) break;
    if (next.operandValues().some((v) => taken.has(v))) break;
    chain.push(next);
    affineParallel.inductionVars(next).forEach((v) => taken.add(v));
    cur = next;
  }
  return chain;
}
