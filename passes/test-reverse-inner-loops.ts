// test-reverse-inner-loops (test only, registered with POLYTS_TEST_PASSES=1): reverses every innermost affine.for
// that stores to memory, whatever its dependences say: a deliberate miscompilation for testing that the fuzzer
// catches wrong passes. Loops that only print are left alone, so a program's output keeps its order.

import { innermostAffineLoops, reverseAffineLoop } from '../src/affine/loopReversal.js';
import type { Operation } from '../src/ir/operation.js';
import { definePass } from '../src/pipeline/pass.js';

function stores(loop: Operation): boolean {
  let found = false;
  loop.walk((op) => {
    if (op.name === 'affine.store') found = true;
    return undefined;
  });
  return found;
}

export const testReverseInnerLoopsPass = definePass({
  name: 'test-reverse-inner-loops',
  summary: 'Test only: reverse every innermost affine.for that stores (single-result bounds), without checking legality',
  anchor: 'func.func',
  options: [],
  run(op) {
    for (const loop of innermostAffineLoops(op).filter(stores)) reverseAffineLoop(loop);
  },
});
