// The fuzz program generator: deterministic, always valid, covering every documented construct, and free of
// undefined behaviour (checked by gcc's sanitizers where they are installed).

import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { featureDescriptions, featuresOf, type Feature } from '../../../src/cli/fuzz/features.js';
import { generateProgram } from '../../../src/cli/fuzz/generate.js';
import { checkProgram, limits } from '../../../src/cli/fuzz/layout.js';
import { batchC, splitBatchOutput } from '../../../src/cli/fuzz/printC.js';
import { affine, affineVar, type Expr, type Program } from '../../../src/cli/fuzz/program.js';

const seeds = (from: number, n: number): number[] => Array.from({ length: n }, (_, k) => from + k);

/** A one-statement program: `A[i] = value` in `for (i = 0; i <= n - 1; i++)`. */
function oneStatement(value: Expr, elem: 'double' | 'int' = 'int'): Program {
  return {
    seed: 0,
    scop: false,
    vla: false,
    heap: false,
    params: [{ name: 'n', value: 4 }],
    arrays: [{ name: 'A', elem, rank: 1 }],
    scalars: [],
    body: [
      {
        kind: 'loop',
        iv: 'i',
        lower: [affine(0)],
        upper: [affineVar('n', 1, -1)],
        step: 1,
        down: false,
        strict: true,
        body: [{ kind: 'assign', target: { kind: 'elem', array: 'A', index: [affineVar('i')] }, op: '=', value }],
      },
    ],
  };
}

describe('fuzz program generator', () => {
  it('gives the same program for the same seed and different ones for neighbouring seeds', () => {
    expect(batchC([generateProgram(42)], [42])).to.equal(batchC([generateProgram(42)], [42]));
    const texts = new Set(seeds(1, 20).map((s) => batchC([generateProgram(s)], [0])));
    expect(texts.size).to.equal(20);
  });

  it('produces valid programs that cover every documented construct', () => {
    const counts = new Map<Feature, number>();
    for (const s of seeds(1000, 400)) {
      const p = generateProgram(s);
      expect(checkProgram(p), `seed ${s}`).to.not.be.a('string');
      for (const f of featuresOf(p)) counts.set(f, (counts.get(f) ?? 0) + 1);
    }
    const missing = Object.keys(featureDescriptions).filter((f) => !counts.get(f as Feature));
    expect(missing, 'constructs no program had').to.deep.equal([]);
  });

  it('rejects programs that could overflow, read out of scope or index out of range', () => {
    const load: Expr = { kind: 'load', t: 'int', ref: { kind: 'elem', array: 'A', index: [affineVar('i')] } };
    const times = (a: Expr, b: Expr): Expr => ({ kind: 'bin', t: 'int', op: '*', a, b });
    expect(checkProgram(oneStatement(times(load, { kind: 'const', t: 'int', value: 2 })))).to.equal('an int value too large to store');
    expect(checkProgram(oneStatement(times(load, times(load, times(load, load)))))).to.equal('an int expression may overflow');
    const wrapped: Expr = { kind: 'bin', t: 'int', op: '%', a: times(load, load), b: { kind: 'const', t: 'int', value: 97 } };
    expect(checkProgram(oneStatement(wrapped))).to.not.be.a('string');
    const stray: Expr = { kind: 'index', t: 'int', e: affineVar('j') };
    expect(checkProgram(oneStatement(stray))).to.equal("'j' is not in scope");
    const big = oneStatement({ kind: 'const', t: 'int', value: 1 });
    expect(checkProgram({ ...big, params: [{ name: 'n', value: limits.index + 1 }] })).to.equal('a parameter out of range');
  });

  it('sizes arrays so every subscript is in bounds, shifting negative ones', () => {
    const p = oneStatement({ kind: 'load', t: 'double', ref: { kind: 'elem', array: 'A', index: [affineVar('i', 1, -2)] } }, 'double');
    const layout = checkProgram(p);
    if (typeof layout === 'string') throw new Error(layout);
    // i runs over 0..3 and A[i - 2] over -2..1: the array covers -2..3, printed shifted by 2.
    expect(layout.arrays.get('A')).to.deep.equal({ shift: [2], extent: [6] });
    expect(batchC([p], [0])).to.contain('A[i + 2] = A[i];');
  });

  it('splits a batch run by program marker', () => {
    const out = splitBatchOutput('== fuzz program 3\nx\n== fuzz program 5\ny\n', [3, 5, 7]);
    expect([...out]).to.deep.equal([
      [3, 'x\n'],
      [5, 'y\n'],
      [7, undefined],
    ]);
  });

  it('gives each else to the if it belongs to (braces where a nested if would take it, or gcc would warn)', function () {
    // Seed 3200306 has `if (c) for (...) if (d) {...} else ...`: printed without braces, C gave the else to `if (d)`
    // and the else branch's loop reused the outer loop's iterator, so the program never ended.
    const dir = mkdtempSync(join(tmpdir(), 'polyts-fuzzgen-'));
    try {
      const ss = [3200306, ...seeds(1, 3000)];
      const src = join(dir, 'batch.c');
      writeFileSync(src, batchC(ss.map(generateProgram), ss));
      const r = spawnSync('gcc', ['-fsyntax-only', '-Werror=dangling-else', src], { encoding: 'utf8' });
      if (r.error) this.skip();
      expect(r.status, r.stderr.slice(0, 2000)).to.equal(0);
      expect(batchC([generateProgram(3200306)], [3200306])).to.match(/if \(i \+ m >= m \+ 1\) \{\n/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has no undefined behaviour gcc sanitizers can see', function () {
    const dir = mkdtempSync(join(tmpdir(), 'polyts-fuzzgen-'));
    try {
      const probe = join(dir, 'probe.c');
      writeFileSync(probe, 'int main(void) { return 0; }\n');
      const san = ['-fsanitize=address,undefined', '-fno-sanitize-recover=all'];
      if (spawnSync('gcc', [...san, probe, '-o', join(dir, 'probe')]).status !== 0) this.skip();
      const ss = seeds(500, 40);
      const src = join(dir, 'batch.c');
      writeFileSync(src, batchC(ss.map(generateProgram), ss));
      const plain = spawnSync('gcc', ['-O0', '-w', src, '-o', join(dir, 'plain')], { encoding: 'utf8' });
      const checked = spawnSync('gcc', ['-O0', '-w', ...san, src, '-o', join(dir, 'checked')], { encoding: 'utf8' });
      expect(plain.status, plain.stderr).to.equal(0);
      expect(checked.status, checked.stderr).to.equal(0);
      const a = spawnSync(join(dir, 'plain'), { encoding: 'utf8', maxBuffer: 1 << 28 });
      const b = spawnSync(join(dir, 'checked'), { encoding: 'utf8', maxBuffer: 1 << 28 });
      expect(b.status, b.stderr.slice(0, 2000)).to.equal(0);
      expect(a.stdout === b.stdout, 'the plain and the sanitized builds print the same').to.equal(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
