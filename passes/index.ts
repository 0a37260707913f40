// Registers every pass users can name in a pipeline (and, with POLYTS_TEST_PASSES=1, the test-only passes).

import { registerPass } from '../src/pipeline/registry.js';
import { affineLoopInvariantCodeMotionPass } from './affine-loop-invariant-code-motion.js';
import { canonicalizePass } from './canonicalize.js';
import { codegenPass } from './codegen.js';
import { csePass } from './cse.js';
import { detectReductionsPass } from './detect-reductions.js';
import { formStatementsPass } from './form-statements.js';
import { indexSetSplitPass } from './index-set-split.js';
import { inlineStatementsPass } from './inline-statements.js';
import { mem2regPass } from './mem2reg.js';
import { outlineParallelBodiesPass } from './outline-parallel-bodies.js';
import { parallelizePass } from './parallelize.js';
import { printDependencesPass } from './print-dependences.js';
import { printScheduleTreePass } from './print-schedule-tree.js';
import { printScopPass } from './print-scop.js';
import { raiseAffinePass } from './raise-affine.js';
import { schedulePass } from './schedule.js';
import { splitStatementsPass } from './split-statements.js';
import { tilePass } from './tile.js';
import { unrollJamPass } from './unroll-jam.js';
import { testReverseInnerLoopsPass } from './test-reverse-inner-loops.js';

export const allPasses = [
  canonicalizePass,
  csePass,
  mem2regPass,
  raiseAffinePass,
  formStatementsPass,
  splitStatementsPass,
  inlineStatementsPass,
  printScopPass,
  printDependencesPass,
  printScheduleTreePass,
  schedulePass,
  tilePass,
  codegenPass,
  indexSetSplitPass,
  detectReductionsPass,
  affineLoopInvariantCodeMotionPass,
  unrollJamPass,
  parallelizePass,
  outlineParallelBodiesPass,
];

/** Passes that exist to test the tools (deliberately wrong ones among them): invisible unless asked for. */
export const testPasses = [testReverseInnerLoopsPass];

export function testPassesEnabled(): boolean {
  return process.env.POLYTS_TEST_PASSES === '1';
}

let registered = false;
let testRegistered = false;

export function registerAllPasses(): void {
  if (!registered) {
    registered = true;
    for (const p of allPasses) registerPass(p);
  }
  // Asked anew at each call: the start-up snapshot (src/cli/bundleMain.ts) registers the passes before the
  // environment of the process it starts is known, and calls this again when it starts.
  if (!testRegistered && testPassesEnabled()) {
    testRegistered = true;
    for (const p of testPasses) registerPass(p);
  }
}
