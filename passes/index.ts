// Registers every pass users can name in a pipeline.

import { registerPass } from '../src/pipeline/registry.js';
import { canonicalizePass } from './canonicalize.js';
import { codegenPass } from './codegen.js';
import { csePass } from './cse.js';
import { mem2regPass } from './mem2reg.js';
import { printDependencesPass } from './print-dependences.js';
import { printScheduleTreePass } from './print-schedule-tree.js';
import { printScopPass } from './print-scop.js';
import { raiseAffinePass } from './raise-affine.js';
import { schedulePass } from './schedule.js';

export const allPasses = [
  canonicalizePass,
  csePass,
  mem2regPass,
  raiseAffinePass,
  printScopPass,
  printDependencesPass,
  printScheduleTreePass,
  schedulePass,
  codegenPass,
];

let registered = false;

export function registerAllPasses(): void {
  if (registered) return;
  registered = true;
  for (const p of allPasses) registerPass(p);
}
