// print-schedule-tree: prints each scop's schedule tree in isl's YAML syntax (the attached scop.schedule, else the
// original order); an attached tree that breaks a dependence is printed with a remark per violation.

import { computeDependences } from '../src/poly/dependences.js';
import { definePass } from '../src/pipeline/pass.js';
import { initialTree } from '../src/schedule/initialTree.js';
import { readScheduleAttr, scheduleAnchor } from '../src/schedule/scopTree.js';
import { printScheduleTree } from '../src/schedule/treeText.js';
import { formatViolations, verifyTree } from '../src/schedule/verify.js';
import { modelWithRemarks } from './print-scop.js';

export const printScheduleTreePass = definePass({
  name: 'print-schedule-tree',
  summary: "Print each scop's schedule tree (the attached scop.schedule, else the original order) in isl's YAML syntax",
  anchor: 'builtin.module',
  options: [],
  printsAnalysis: true,
  run(op, _options, ctx) {
    for (const s of modelWithRemarks(op, ctx)) {
      const attached = readScheduleAttr(s);
      const tree = attached ?? initialTree(s.scop);
      const violations = attached ? verifyTree(s.scop, computeDependences(s.scop, { distances: false }), attached) : [];
      for (const v of violations) ctx.remark(scheduleAnchor(s).loc, `print-schedule-tree: illegal tree: ${formatViolations([v])}`);
      ctx.report(`scop @${s.scop.name}\n${printScheduleTree(tree)}`);
    }
  },
});
