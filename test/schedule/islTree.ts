// Real isl's view of our schedule trees (test/tools/isl-schedule-check.c): its printout, node-by-node comparison,
// and its legality verdict, for tests that skip with a clear message when libisl is missing.

import { spawnSync } from 'node:child_process';
import { computeDependences, printDependences } from '../../src/poly/dependences.js';
import { printUnionMap } from '../../src/poly/islPrinter.js';
import type { Scop } from '../../src/poly/scop.js';
import { scheduleMap } from '../../src/schedule/flatten.js';
import type { ScheduleTree } from '../../src/schedule/tree.js';
import { printScheduleTree } from '../../src/schedule/treeText.js';
import { type IslTool, islTool } from '../poly/islCheck.js';

export function islScheduleTool(): IslTool {
  return islTool('isl-schedule-check');
}

/** The tool's path, or the test skipped with a message saying why it is missing. */
export function skipWithoutIsl(ctx: Mocha.Context): string {
  const t = islScheduleTool();
  if ('missing' in t) {
    console.log(`      skipped: ${t.missing}`);
    ctx.skip();
  }
  return (t as { tool: string }).tool;
}

/** isl's legality verdict on `tree` for the scop's dependences, and whether its schedule map equals ours. */
export function islVerdict(tool: string, scop: Scop, tree: ScheduleTree): string {
  return islSchedule(tool, 'check', [printScheduleTree(tree), printDependences(computeDependences(scop, { distances: false })), printUnionMap(scheduleMap(tree))]);
}

/** Runs the tool in `mode` on sections joined by `%%` lines; its stdout, or an exception with its stderr. */
export function islSchedule(tool: string, mode: 'print' | 'same' | 'check', sections: readonly string[]): string {
  const input = sections.map((s) => s.replace(/\n$/, '')).join('\n%%\n');
  const r = spawnSync(tool, [mode], { input, encoding: 'utf8', maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error(`isl-schedule-check ${mode} failed (${r.status}): ${r.stderr}`);
  return r.stdout;
}

/** isl's block and flow printouts of a tree it read from `text`. */
export function islPrint(tool: string, text: string): { block: string; flow: string } {
  const out = islSchedule(tool, 'print', [text]);
  const at = out.indexOf('%%\n');
  return { block: out.slice(0, at), flow: out.slice(at + 3).replace(/\n$/, '') };
}

/** The YAML layout with every quoted isl string replaced by "…": what must match isl byte for byte. */
export function yamlSkeleton(text: string): string {
  return text.replace(/"[^"]*"/g, '"…"');
}
