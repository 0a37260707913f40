// inline-statements: the inverse of form-statements: calls of outlined statements inlined, the @S functions
// deleted, and scratchpads forwarded back into SSA values where mem2reg can.

import { inlineModuleStatements } from '../src/affine/inlineStatements.js';
import { definePass } from '../src/pipeline/pass.js';

export const inlineStatementsPass = definePass({
  name: 'inline-statements',
  summary: 'Inline the calls of outlined statements (scop.stmt), delete those functions and promote the scratchpads back to SSA values',
  anchor: 'builtin.module',
  options: [],
  run(op) {
    inlineModuleStatements(op);
  },
});
