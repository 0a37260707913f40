// print-scop: prints the polyhedral model of every affine region (issue 5 contract layout, isl syntax).

import { extractScops } from '../src/poly/affineModel.js';
import { printScop } from '../src/poly/scop.js';
import { definePass, PassContext } from '../src/pipeline/pass.js';
import { Operation } from '../src/ir/operation.js';
import { type ExtractedScop } from '../src/poly/affineModel.js';

/** Extracts the scops of `module`, reporting the regions left out as remarks. */
export function modelWithRemarks(module: Operation, ctx: PassContext): readonly ExtractedScop[] {
  const { scops, remarks } = extractScops(module);
  for (const r of remarks) ctx.remark(r.loc, r.message);
  return scops;
}

export const printScopPass = definePass({
  name: 'print-scop',
  summary: 'Print the polyhedral model (domain, schedule, reads, writes) of each affine region in isl syntax',
  anchor: 'builtin.module',
  options: [],
  printsAnalysis: true,
  run(op, _options, ctx) {
    for (const s of modelWithRemarks(op, ctx)) ctx.report(printScop(s.scop));
  },
});
