// Shared by the mem2reg / raise-affine tests: reading check-test inputs, counting ops per function, and finding
// upstream tools (tests that need them skip with a message when they are missing).

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { StringAttr } from '../../src/ir/attributes.js';
import { registerAllDialects } from '../../src/ir/dialects/index.js';
import { Operation } from '../../src/ir/operation.js';
import { parseSource } from '../../src/ir/parser.js';

registerAllDialects();

const here = dirname(fileURLToPath(import.meta.url));
/** The repository root (tests run from dist/test/passes). */
export const repoRoot = resolve(here, '../../..');

export function readRepoFile(rel: string): string {
  return readFileSync(resolve(repoRoot, rel), 'latin1');
}

export function parseRepoFile(rel: string): Operation {
  return parseSource(readRepoFile(rel), rel);
}

export function funcName(f: Operation): string {
  return (f.attr('sym_name') as StringAttr).value;
}

/** The func.func ops of a module (with bodies), in order. */
export function functions(module: Operation): Operation[] {
  const out: Operation[] = [];
  module.walk((op) => {
    if (op.name !== 'func.func') return undefined;
    if (op.region(0).blocks.length) out.push(op);
    return 'skip';
  });
  return out;
}

export function findFunc(module: Operation, name: string): Operation {
  const f = functions(module).find((x) => funcName(x) === name);
  if (!f) throw new Error(`no function @${name}`);
  return f;
}

/** How many ops of each name are nested in `root`. */
export function opCounts(root: Operation): Map<string, number> {
  const m = new Map<string, number>();
  root.walk((op) => {
    if (op !== root) m.set(op.name, (m.get(op.name) ?? 0) + 1);
  });
  return m;
}

export function count(root: Operation, name: string): number {
  return opCounts(root).get(name) ?? 0;
}

const toolCache = new Map<string, boolean>();
/** True if `tool --version` runs. */
export function hasTool(tool: string): boolean {
  let ok = toolCache.get(tool);
  if (ok === undefined) {
    ok = spawnSync(tool, ['--version'], { stdio: 'ignore' }).status === 0;
    toolCache.set(tool, ok);
  }
  return ok;
}

/** Runs an upstream tool on `input`; returns its stdout, or throws with its stderr. */
export function runTool(tool: string, args: readonly string[], input: string): string {
  const r = spawnSync(tool, args, { input, encoding: 'latin1', maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed:\n${r.stderr}`);
  return r.stdout;
}
