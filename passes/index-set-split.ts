// index-set-split: a loop that carries a dependence only through the one iteration where it writes an element its
// other iterations read (floyd-warshall's path[i][k] under j) runs as the iterations before it, that iteration
// alone, and the iterations after it, each loop piece free of carried dependences (src/affine/indexSetSplit.ts).

import { splitIndexSets } from '../src/affine/indexSetSplit.js';
import { definePass } from '../src/pipeline/pass.js';

export const indexSetSplitPass = definePass({
  name: 'index-set-split',
  summary: 'Split a loop around the one iteration through which it carries a dependence (exact test of the pieces)',
  anchor: 'func.func',
  options: [
    {
      name: 'outer',
      type: 'bool',
      default: false,
      description: 'also split loops that hold loops (where the pieces then run in parallel), not only innermost loops',
    },
  ],
  run(op, options, ctx) {
    for (const s of splitIndexSets(op, options['outer'] as boolean)) {
      ctx.remark(s.loop.loc, `index-set-split: loop split around the iteration where it writes an element of '${s.array}' that its other iterations read: the loops before and after it carry no dependence`);
    }
  },
});
