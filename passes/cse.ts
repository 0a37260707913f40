// cse: eliminates operations equivalent to a dominating one (same name, operands, attributes and result
// types). Pure ops are merged across nested regions; read-only ops only within a block with no write between.

import { eliminateCommonSubexpressions } from '../src/ir/transforms/cse.js';
import { definePass } from '../src/pipeline/pass.js';

export const csePass = definePass({
  name: 'cse',
  summary: 'Eliminate common sub-expressions',
  anchor: 'any',
  options: [],
  run(op) {
    eliminateCommonSubexpressions(op);
  },
});
