// Fuzz programs that made -O3 run out of time or memory (scheduler Farkas systems, code generation's Omega test):
// each compiles at -O3 within the mocha timeout (before the fixes: minutes, gigabytes) and prints what gcc's build of
// the original prints.

import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileC } from '../../src/cli/ccDriver.js';

const cc = process.env.CC ?? 'gcc';
// The sources: programs are not copied to dist/.
const programs = join(dirname(fileURLToPath(import.meta.url)), '../../../test/schedule/fuzz-regressions');

function run(args: readonly string[], exe: string): string {
  execFileSync(cc, ['-O0', '-w', ...args, '-lm', '-o', exe]);
  return execFileSync(exe, { encoding: 'latin1', timeout: 30_000 });
}

describe('fuzz regressions: -O3 in bounded time, output as gcc', function () {
  // Each took minutes (or exhausted memory) before; a few seconds now, more on a loaded machine.
  this.timeout(60_000);
  let work: string;
  before(() => {
    work = mkdtempSync(join(tmpdir(), 'polyts-fuzzreg-'));
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  for (const name of readdirSync(programs).filter((f) => f.endsWith('.c')).sort()) {
    it(name, () => {
      const source = join(programs, name);
      const emitted = join(work, `O3-${name}`);
      writeFileSync(emitted, compileC(source, { emit: 'c', optimization: { level: 3 } }), 'latin1');
      const ref = run([source], join(work, `ref-${name}.exe`));
      expect(ref).to.match(/==END {3}DUMP_ARRAYS==/);
      expect(run([emitted], join(work, `ours-${name}.exe`))).to.equal(ref);
    });
  }
});
