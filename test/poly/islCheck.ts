// The isl cross-check tool (test/tools/isl-check.c, built against libisl): isl parses a scop and its dependences as
// polyts prints them and recomputes the dependences itself.

import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { computeDependences, printDependences } from '../../src/poly/dependences.js';
import { packageRoot } from '../../src/packageRoot.js';
import { type Scop, printScop } from '../../src/poly/scop.js';

export type IslTool = { tool: string } | { missing: string };

const built = new Map<string, IslTool>();

/** Builds test/tools/NAME.c against libisl once; says why when gcc or the isl headers are missing. */
export function islTool(name: 'isl-check' | 'isl-schedule-check'): IslTool {
  let t = built.get(name);
  if (!t) {
    const tool = join(mkdtempSync(join(tmpdir(), 'polyts-isl-')), name);
    const r = spawnSync(process.env.CC ?? 'gcc', ['-O1', '-o', tool, join(packageRoot(), `test/tools/${name}.c`), '-lisl'], { encoding: 'utf8' });
    if (r.error) t = { missing: `no C compiler (${r.error.message})` };
    else if (r.status !== 0) t = { missing: /isl\/\w+\.h|-lisl/.test(r.stderr) ? 'isl not installed (install libisl-dev)' : `${name} does not build: ${r.stderr}` };
    else t = { tool };
    built.set(name, t);
  }
  return t;
}

export function islCheckTool(): IslTool {
  return islTool('isl-check');
}

/** isl's verdict per dependence kind ("raw: equal", ...), or the tool's error. */
export function islCrossCheck(tool: string, scop: Scop): string {
  const input = printScop(scop) + printDependences(computeDependences(scop, { distances: false }));
  const r = spawnSync(tool, [], { input, encoding: 'utf8', maxBuffer: 1 << 26 });
  return r.status === 0 ? r.stdout : `isl-check failed (${r.status}): ${r.stderr}`;
}

export const allEqual = 'raw: equal\nwar: equal\nwaw: equal\nrar: equal\n';
