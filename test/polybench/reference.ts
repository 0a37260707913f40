// The reference a PolyBench end-to-end test compares with: gcc -O3 on the original kernel, built and run once per
// test process for each compiler, kernel and set of -D options (several suites compare with the same one), and the
// suite's polybench.c compiled once per compiler and options for the builds of polyts's C.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { run, type Outcome } from '../../src/cli/polybench/processes.js';

let work: string | undefined;
/** A directory for the cached files, removed when the process ends. */
function workDir(): string {
  if (work === undefined) {
    const dir = mkdtempSync(join(tmpdir(), 'polyts-reference-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    work = dir;
  }
  return work;
}

const runs = new Map<string, Promise<Outcome>>();
const supports = new Map<string, Promise<{ object: string; error?: string }>>();
let count = 0;

/**
 * What the original kernel `source` prints, built with `cc -O3` against `utilities` with `defines` (without -D): its
 * stdout and stderr (the dumps), or why it could not be built or run.
 */
export function referenceRun(cc: string, utilities: string, source: string, defines: readonly string[]): Promise<Outcome> {
  const key = [cc, utilities, source, ...defines].join('\0');
  let r = runs.get(key);
  if (!r) {
    const exe = join(workDir(), `${count++}-${basename(source, '.c')}`);
    r = run(cc, ['-O3', '-I', utilities, join(utilities, 'polybench.c'), ...defines.map((d) => `-D${d}`), source, '-lm', '-o', exe]).then(async (built) => {
      if (built.error) return { ...built, error: `building the reference: ${built.error}` };
      const ran = await run(exe, [], undefined, 60000);
      rmSync(exe, { force: true });
      return ran.error ? { ...ran, error: `running the reference: ${ran.error}` } : ran;
    });
    runs.set(key, r);
  }
  return r;
}

/** `utilities`/polybench.c compiled with `cc -O3` and `flags` (its -D options among them): the object, or why not. */
export function supportObject(cc: string, utilities: string, flags: readonly string[]): Promise<{ object: string; error?: string }> {
  const key = [cc, utilities, ...flags].join('\0');
  let r = supports.get(key);
  if (!r) {
    const object = join(workDir(), `${count++}-polybench.o`);
    r = run(cc, ['-O3', ...flags, '-I', utilities, '-c', join(utilities, 'polybench.c'), '-o', object]).then((built) => ({ object, error: built.error }));
    supports.set(key, r);
  }
  return r;
}
