// Real isl's view of our schedule trees (test/tools/isl-schedule-check.c): its printout, node-by-node comparison,
// and its legality verdict, for tests that skip with a clear message when libisl is missing.

import { spawnSync } from 'node:child_process';
import { type IslTool, islTool } from '../poly/islCheck.js';

export function islScheduleTool(): IslTool {
  return islTool('isl-schedule-check');
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
