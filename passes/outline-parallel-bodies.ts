// outline-parallel-bodies: the body of each OpenMP loop nest (outermost affine.parallel, after the loops a collapse
// clause takes) becomes a private function with non-aliasing array parameters, called from the loop; see
// src/affine/outlineParallelBodies.ts for why.

import { outlineParallelBodies } from '../src/affine/outlineParallelBodies.js';
import { funcFunc } from '../src/ir/dialects/func.js';
import { definePass } from '../src/pipeline/pass.js';

export const outlineParallelBodiesPass = definePass({
  name: 'outline-parallel-bodies',
  summary: 'Outline the body of each parallel loop nest into a function whose array parameters do not alias',
  anchor: 'builtin.module',
  options: [],
  run(op, _options, ctx) {
    for (const o of outlineParallelBodies(op)) {
      const arrays = `${o.noalias} of ${o.arrays} array${o.arrays === 1 ? '' : 's'} passed as non-aliasing`;
      ctx.remark(o.fn.loc, `outline-parallel-bodies: the parallel loop's body is @${funcFunc.name(o.fn)}, ${arrays}`);
    }
  },
});
