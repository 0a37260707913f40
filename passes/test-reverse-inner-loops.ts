// test-reverse-inner-loops (test only, registered with POLYTS_TEST_PASSES=1): reverses every innermost affine.for
// whatever its dependences say, a deliberate miscompilation for testing that the fuzzer catches wrong passes.

import { innermostAffineLoops, reverseAffineLoop } from '../src/affine/loopReversal.js';
import { definePass } from '../src/pipeline/pass.js';

export const testReverseInnerLoopsPass = definePass({
  name: 'test-reverse-inner-loops',
  summary: 'Test only: reverse every innermost affine.for with single-result bounds, without checking legality',
  anchor: 'func.func',
  options: [],
  run(op) {
    for (const loop of innermostAffineLoops(op)) reverseAffineLoop(loop);
  },
});
