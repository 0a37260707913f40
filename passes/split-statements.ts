// split-statements: the reduction-splitting heuristic of Polygeist III-D on outlined statements; each split is
// reported at the statement's C location.

import { splitModuleStatements } from '../src/affine/splitStatements.js';
import { definePass } from '../src/pipeline/pass.js';

export const splitStatementsPass = definePass({
  name: 'split-statements',
  summary: 'Split reduction statements A[i][j] op= f(B[k][i], C[k][j]) in three or more loops into M[k] = f(...) and A[i][j] op= M[k]',
  anchor: 'builtin.module',
  options: [],
  run(op, _options, ctx) {
    for (const r of splitModuleStatements(op)) ctx.remark(r.loc, `split-statements: ${r.message}`);
  },
});
