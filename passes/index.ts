// Registers every pass users can name in a pipeline (and, with POLYTS_TEST_PASSES=1, the test-only passes).

import { registerPass } from '../src/pipeline/registry.js';
import { canonicalizePass } from './canonicalize.js';
import { csePass } from './cse.js';
import { mem2regPass } from './mem2reg.js';
import { printDependencesPass } from './print-dependences.js';
import { printScheduleTreePass } from './print-schedule-tree.js';
import { printScopPass } from './print-scop.js';
import { raiseAffinePass } from './raise-affine.js';
import { testReverseInnerLoopsPass } from './test-reverse-inner-loops.js';

export const allPasses = [canonicalizePass, csePass, mem2regPass, raiseAffinePass, printScopPass, printDependencesPass, printScheduleTreePass];

/** Passes that exist to test the tools (deliberately wrong ones among them): invisible unless asked for. */
export const testPasses = [testReverseInnerLoopsPass];

export function testPassesEnabled(): boolean {
  return process.env.POLYTS_TEST_PASSES === '1';
}

let registered = false;

export function registerAllPasses(): void {
  if (registered) return;
  registered = true;
  for (const p of allPasses) registerPass(p);
  if (testPassesEnabled()) for (const p of testPasses) registerPass(p);
}
