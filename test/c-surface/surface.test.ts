// C as people write it (issue 14): every program in test/c-surface/ is built by gcc from the original and by gcc
// from what `polyts-cc -S --emit=c` makes of it; both must print the same and exit the same way, and the emitted C
// must build without a warning under -Wall. A program's `// CFLAGS:` line adds gcc flags to both builds; a file
// `extern/<name>.c` holds functions it calls that are defined elsewhere (built by gcc, linked into both). polyts
// must translate every function but those a `// KEPT: 'f' kept as written: why` line names (the remark it prints
// for each), so a construct polyts silently keeps as written cannot pass for one it handles.
// The `// RUN:` lines of the same files check the affine form (test/checks.test.ts runs them).

import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '../../src/cli/ccDriver.js';

const cc = process.env.CC ?? 'gcc';
// The sources: programs are not copied to dist/.
const programs = join(dirname(fileURLToPath(import.meta.url)), '../../../test/c-surface');

interface Ran {
  readonly stdout: string;
  readonly stderr: string;
  /** The exit code, or the signal that ended the process. */
  readonly end: string;
}

function exec(file: string, args: readonly string[]): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(file, args, { encoding: 'latin1', timeout: 60_000, maxBuffer: 1 << 26 }, (err, stdout, stderr) => {
      const e = err as (NodeJS.ErrnoException & { code?: number | string; signal?: string }) | null;
      const end = !e ? 'exit 0' : e.signal ? `signal ${e.signal}` : typeof e.code === 'number' ? `exit ${e.code}` : `error ${e.message}`;
      resolve({ stdout, stderr, end });
    });
  });
}

async function build(args: readonly string[]): Promise<Ran> {
  const r = await exec(cc, args);
  expect(r.end, `${cc} ${args.join(' ')}\n${r.stderr}`).to.equal('exit 0');
  return r;
}

describe('C surface: gcc on the original vs gcc on polyts output', function () {
  this.timeout(120000);
  let work: string;
  before(() => {
    work = mkdtempSync(join(tmpdir(), 'polyts-surface-'));
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  for (const name of readdirSync(programs).filter((f) => f.endsWith('.c')).sort()) {
    it(name, async () => {
      const source = join(programs, name);
      const text = readFileSync(source, 'latin1');
      const flags = ['-O2', ...(/^\/\/ CFLAGS: (.*)$/m.exec(text)?.[1]?.split(/\s+/) ?? [])];
      const helper = join(programs, 'extern', name);
      const extra = existsSync(helper) ? [helper] : [];
      const emitted = join(work, `polyts-${name}`);
      const { text: c, remarks } = compile(source, { emit: 'c' });
      writeFileSync(emitted, c, 'latin1');
      const kept = remarks.map((r) => r.diagnostic).filter((m) => / kept as written: /.test(m));
      const expected = [...text.matchAll(/^\/\/ KEPT: (.*)$/gm)].map((m) => `polyts-cc: ${m[1]}`);
      expect(kept.sort(), 'functions kept as written').to.deep.equal(expected.sort());
      const [, ours] = await Promise.all([
        build([...flags, source, ...extra, '-lm', '-o', join(work, `ref-${name}`)]),
        build([...flags, '-Wall', emitted, ...extra, '-lm', '-o', join(work, `ours-${name}`)]),
      ]);
      expect(ours.stderr, 'warnings on the emitted C').to.equal('');
      const [a, b] = await Promise.all([exec(join(work, `ref-${name}`), []), exec(join(work, `ours-${name}`), [])]);
      expect(a.stdout.length, 'the program prints its results').to.be.greaterThan(0);
      expect(b.stdout, 'output').to.equal(a.stdout);
      expect(b.end, 'exit').to.equal(a.end);
    });
  }
});
