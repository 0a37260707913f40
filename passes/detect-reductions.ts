// detect-reductions: loop-invariant cells loaded and stored by every iteration become loop-carried values, and each
// loop-carried value of an affine.for is classified as a reduction (its kind stored in `polyts.reductions`) or not.

import { detectReductions } from '../src/affine/detectReductions.js';
import { formatLoc } from '../src/ir/diagnostics.js';
import { definePass } from '../src/pipeline/pass.js';

export const detectReductionsPass = definePass({
  name: 'detect-reductions',
  summary: 'Turn loop-invariant load/store pairs into loop-carried values and mark the reductions among them',
  anchor: 'func.func',
  options: [],
  run(op, _options, ctx) {
    for (const r of detectReductions(op)) {
      const what = r.cell ? `of '${r.cell}'` : 'of a loop-carried value';
      const guarded = r.guarded ? ', under a guard: the loop may run no iteration' : '';
      ctx.remark(r.at.loc, `detect-reductions: ${r.kind} reduction ${what} in the loop at ${formatLoc(r.loop.loc)}${guarded}`);
    }
  },
});
