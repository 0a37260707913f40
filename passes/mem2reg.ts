// mem2reg: promotes scalar allocas to SSA values (iter_args through loops, results out of ifs) and forwards
// loads from earlier accesses of the same element, so ternaries that reload their operands can become selects.

import { forwardLoads } from '../src/ir/transforms/loadForwarding.js';
import { promoteAllocas } from '../src/ir/transforms/mem2reg.js';
import { definePass } from '../src/pipeline/pass.js';

export const mem2regPass = definePass({
  name: 'mem2reg',
  summary: 'Promote scalar allocas to SSA values and forward loads from earlier accesses of the same element',
  anchor: 'func.func',
  options: [{ name: 'forward-loads', type: 'bool', default: true, description: 'Also replace loads by the value of an earlier load or store of the same element' }],
  run(op, options) {
    promoteAllocas(op);
    if (options['forward-loads']) forwardLoads(op);
  },
});
