// unroll-jam: register reuse. A loop whose body is region-free ops and innermost loops runs `factor` of its
// iterations inside one iteration, each inner loop holding the copies of its body (src/affine/unrollJam.ts): an
// element updated in place at an address the outer loop does not move (gemm's C[i][j] under its k loop) is loaded
// once, updated `factor` times in a register and stored once; an inner reduction runs as independent chains.
// Legality is the exact dependence test of the loop's model; each element's updates keep their order, so results
// are bit-identical.

import { unrollAndJam } from '../src/affine/unrollJam.js';
import { definePass } from '../src/pipeline/pass.js';

export const unrollJamPass = definePass({
  name: 'unroll-jam',
  summary: 'Unroll a loop into its inner loop where an element updated in place can stay in a register (legality checked)',
  anchor: 'func.func',
  options: [{ name: 'factor', type: 'int', default: 4, minimum: 2, description: 'iterations of the outer loop run in one inner loop' }],
  run(op, options, ctx) {
    const factor = options['factor'] as number;
    const names = (arrays: readonly string[]): string => arrays.map((a) => `'${a}'`).join(', ');
    for (const d of unrollAndJam(op, factor)) {
      const gains = [
        ...(d.arrays.length ? [`elements of ${names(d.arrays)} stay in a register across ${factor} iterations`] : []),
        ...(d.chains ? [`the inner loop's carried values run as ${factor} independent chains`] : []),
      ];
      if (d.reason === undefined) ctx.remark(d.loop.loc, `unroll-jam: loop ${d.interchanged ? 'moved inside the loop it held, then ' : ''}unrolled by ${factor} into its inner loop: ${gains.join('; ')}`);
      else ctx.remark(d.loop.loc, `unroll-jam: loop kept: ${d.reason}`);
    }
  },
});
