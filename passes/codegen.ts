// codegen: each scop's region becomes the affine loop nest that scans its schedule tree (polyhedral scanning).

import { DiagnosticError } from '../src/ir/diagnostics.js';
import { CodegenError } from '../src/codegen/scan/build.js';
import { regenerateScop } from '../src/codegen/regenerate.js';
import { parseBasicSet } from '../src/poly/islParser.js';
import type { BasicSet } from '../src/poly/basicSet.js';
import { definePass } from '../src/pipeline/pass.js';
import { initialTree } from '../src/schedule/initialTree.js';
import { hasScheduleAttr, legalScheduleTree, scheduleAnchor } from '../src/schedule/scopTree.js';
import { modelWithRemarks } from './print-scop.js';

function parseContext(text: string): BasicSet | undefined {
  if (text.trim() === '') return undefined;
  try {
    return parseBasicSet(text, 'codegen context');
  } catch (e) {
    if (e instanceof DiagnosticError) throw new DiagnosticError(e.loc, `codegen: option 'context': ${e.diagnostic}`);
    throw e;
  }
}

export const codegenPass = definePass({
  name: 'codegen',
  summary: "Replace each scop by the affine loop nest that scans its schedule tree (loops with max/min bounds, guards, separation)",
  anchor: 'builtin.module',
  options: [
    { name: 'separate', type: 'bool', default: true, description: 'Split a loop into consecutive loops where different statements run, instead of guarding them' },
    { name: 'max-copies', type: 'int', default: 4, description: 'Separation emits a statement at most this many times' },
    { name: 'context', type: 'string', default: '', description: "Known facts about the parameters in isl syntax, e.g. '[n] -> { : n >= 1 }'" },
    { name: 'original', type: 'bool', default: false, description: 'Also regenerate scops without an attached schedule tree, from their original order' },
  ],
  run(module, options, ctx) {
    const context = parseContext(options['context'] as string);
    for (const ext of modelWithRemarks(module, ctx)) {
      const attached = hasScheduleAttr(ext);
      if (!attached && !options['original']) continue;
      // An attached tree is checked against every dependence first: an illegal one is an error, never code.
      const tree = attached ? legalScheduleTree(ext) : initialTree(ext.scop);
      const loc = scheduleAnchor(ext).loc;
      const facts = context && context.params.every((p) => ext.scop.params.includes(p)) ? context : undefined;
      try {
        const r = regenerateScop(ext, tree, { separate: options['separate'] as boolean, maxCopies: options['max-copies'] as number, context: facts });
        const factor = (r.opsAfter / Math.max(1, r.opsBefore)).toFixed(2);
        ctx.remark(
          loc,
          `codegen: @${ext.scop.name}: ${r.opsAfter} ops from ${r.opsBefore} (x${factor}); ${r.loops} loops, ${r.statements} statement instances, ` +
            `${r.stats.separated} loops separated, ${r.stats.statementGuards} statements guarded`,
        );
      } catch (e) {
        if (e instanceof CodegenError) throw new DiagnosticError(loc, `codegen: scop @${ext.scop.name}: ${e.message}`);
        throw e;
      }
    }
  },
});
