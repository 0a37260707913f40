// parallelize: late parallelization; affine.for loops whose iterations carry no dependence become affine.parallel,
// with `reduce` when the only carried values are reductions (run after mem2reg and detect-reductions).

import { parallelizeLoops } from '../src/affine/parallelize.js';
import { definePass } from '../src/pipeline/pass.js';

export const parallelizePass = definePass({
  name: 'parallelize',
  summary: 'Turn affine.for loops without loop-carried dependences into affine.parallel (with reduce for reductions)',
  anchor: 'func.func',
  options: [
    {
      name: 'nested-reductions',
      type: 'bool',
      default: false,
      description: 'Also make reduction loops nested in a parallel loop parallel (by default they stay sequential)',
    },
    {
      name: 'profitable-only',
      type: 'bool',
      default: false,
      description: 'Keep sequential a loop nested in a sequential loop whose body holds no loop (a fork and join per outer iteration for one loop of work), and a loop whose trip counts, bounded by constants, make it at most 10000 operations in all; a loop bounded by a parameter runs threads only from the trip count that reaches 10000 (an OpenMP if clause)',
    },
  ],
  run(op, options, ctx) {
    parallelizeLoops(op, (loop, message) => ctx.remark(loop.loc, `parallelize: ${message}`), {
      nestedReductions: options['nested-reductions'] as boolean,
      profitableOnly: options['profitable-only'] as boolean,
    });
  },
});
