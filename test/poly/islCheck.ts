// The isl cross-check tool (test/tools/isl-check.c, built against libisl): isl parses a scop and its dependences as
// polyts prints them and recomputes the dependences itself.

import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { computeDependences, printDependences } from '../../src/poly/dependences.js';
import { packageRoot } from '../../src/packageRoot.js';
import { type Scop, printScop } from '../../src/poly/scop.js';

const source = join(packageRoot(), 'test/tools/isl-check.c');
let built: { tool: string } | { missing: string } | undefined;

/** Builds the tool once; says why when gcc or the isl headers are missing. */
export function islCheckTool(): { tool: string } | { missing: string } {
  if (!built) {
    const tool = join(mkdtempSync(join(tmpdir(), 'polyts-isl-')), 'isl-check');
    const r = spawnSync(process.env.CC ?? 'gcc', ['-O1', '-o', tool, source, '-lisl'], { encoding: 'utf8' });
    if (r.error) built = { missing: `no C compiler (${r.error.message})` };
    else if (r.status !== 0) built = { missing: /isl\/\w+\.h|-lisl/.test(r.stderr) ? 'isl not installed (install libisl-dev)' : `isl-check does not build: ${r.stderr}` };
    else built = { tool };
  }
  return built;
}

/** isl's verdict per dependence kind ("raw: equal", ...), or the tool's error. */
export function islCrossCheck(tool: string, scop: Scop): string {
  const input = printScop(scop) + printDependences(computeDependences(scop, { distances: false }));
  const r = spawnSync(tool, [], { input, encoding: 'utf8', maxBuffer: 1 << 26 });
  return r.status === 0 ? r.stdout : `isl-check failed (${r.status}): ${r.stderr}`;
}

export const allEqual = 'raw: equal\nwar: equal\nwaw: equal\nrar: equal\n';
