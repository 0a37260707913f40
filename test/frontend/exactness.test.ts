// Differential tests of exactness: C programs exercising arithmetic, control flow and memory, built directly with
// gcc and through polyts (C -> MLIR -> C), must print byte-identical output; the emitted C must build warning-free.

import { expect } from 'chai';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileC } from '../../src/cli/ccDriver.js';
import { run } from '../../src/cli/polybench/processes.js';

const cc = process.env.CC ?? 'gcc';
// The sources: the programs are not copied to dist/.
const programs = join(dirname(fileURLToPath(import.meta.url)), '../../../test/frontend/programs');

describe('exactness: gcc on the original vs gcc on polyts output', function () {
  this.timeout(120000);
  let work: string;
  before(() => {
    work = mkdtempSync(join(tmpdir(), 'polyts-exact-'));
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  for (const name of readdirSync(programs).filter((f) => f.endsWith('.c')).sort()) {
    it(name, async () => {
      const source = join(programs, name);
      const emitted = join(work, `polyts-${name}`);
      writeFileSync(emitted, compileC(source, { emit: 'c' }), 'latin1');
      for (const flags of [['-O0'], ['-O3']]) {
        const [ref, ours] = await Promise.all([
          run(cc, [...flags, source, '-lm', '-o', join(work, `ref-${name}`)]),
          run(cc, [...flags, '-Wall', emitted, '-lm', '-o', join(work, `ours-${name}`)]),
        ]);
        expect(ref.error, ref.error).to.equal(undefined);
        expect(ours.error, ours.error).to.equal(undefined);
        expect(ours.stderr, 'warnings on the emitted C').to.equal('');
        const [a, b] = await Promise.all([run(join(work, `ref-${name}`), []), run(join(work, `ours-${name}`), [])]);
        expect(a.error, a.error).to.equal(undefined);
        expect(b.error, b.error).to.equal(undefined);
        expect(b.stdout, `output at ${flags.join(' ')}`).to.equal(a.stdout);
        expect(a.stdout.split('\n').length).to.be.greaterThan(5);
      }
    });
  }
});
