// print-dependences: prints the memory-based dependences (raw, war, waw, rar) of each affine region.

import { computeDependences, printDependences } from '../src/poly/dependences.js';
import { definePass } from '../src/pipeline/pass.js';
import { modelWithRemarks } from './print-scop.js';

export const printDependencesPass = definePass({
  name: 'print-dependences',
  summary: 'Print the RAW, WAR, WAW and RAR dependences of each affine region as isl union maps',
  anchor: 'builtin.module',
  options: [],
  printsAnalysis: true,
  run(op, _options, ctx) {
    for (const s of modelWithRemarks(op, ctx)) ctx.report(`scop @${s.scop.name}\n${printDependences(computeDependences(s.scop, { distances: false }))}`);
  },
});
