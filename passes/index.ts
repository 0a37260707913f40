// Registers every pass users can name in a pipeline.

import { registerPass } from '../src/pipeline/registry.js';
import { canonicalizePass } from './canonicalize.js';
import { codegenPass } from './codegen.js';
import { csePass } from './cse.js';
import { detectReductionsPass } from './detect-reductions.js';
import { formStatementsPass } from './form-statements.js';
import { inlineStatementsPass } from './inline-statements.js';
import { mem2regPass } from './mem2reg.js';
import { parallelizePass } from './parallelize.js';
import { printDependencesPass } from './print-dependences.js';
import { printScheduleTreePass } from './print-schedule-tree.js';
import { printScopPass } from './print-scop.js';
import { raiseAffinePass } from './raise-affine.js';
import { schedulePass } from './schedule.js';
import { splitStatementsPass } from './split-statements.js';
import { tilePass } from './tile.js';

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
  detectReductionsPass,
  parallelizePass,
];

let registered = false;

export function registerAllPasses(): void {
  if (registered) return;
  registered = true;
  for (const p of allPasses) registerPass(p);
}
