// form-statements: SCoPs found, statements formed from the backward slices of stores (scratchpads where values
// cannot be recomputed or re-read) and outlined to private @S<n> functions (Polygeist III-C).

import { formModuleStatements } from '../src/affine/formStatements.js';
import { definePass } from '../src/pipeline/pass.js';

export const formStatementsPass = definePass({
  name: 'form-statements',
  summary: 'Form polyhedral statements from the stores of each SCoP and outline them to private @S<n> functions marked scop.stmt',
  anchor: 'builtin.module',
  options: [],
  run(op, _options, ctx) {
    for (const r of formModuleStatements(op).remarks) ctx.remark(r.op.loc, `form-statements: ${r.message}`);
  },
});
