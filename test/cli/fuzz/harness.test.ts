// The differential fuzzer end to end: a fixed-seed batch through every pipeline polyts has (no failures allowed),
// a deliberately wrong pass caught as a mismatch with a shrunk reproducer that really reproduces, and the CLI.

import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runFuzz, type FuzzOptions } from '../../../src/cli/fuzz/harness.js';
import { availablePipelines, fuzzPipelines } from '../../../src/cli/fuzz/pipelines.js';
import { CompileService } from '../../../src/cli/fuzz/compileService.js';
import { compileModule, cToMLIR } from '../../../src/cli/ccDriver.js';
import { forgetKeptAnswers } from '../../../src/poly/answerCaches.js';
import { budgetExceeded, budgetKernel, lastBudgetTooSmall } from '../../tools/budgetEdge.js';
import { statements } from '../../../src/cli/fuzz/program.js';

const here = dirname(fileURLToPath(import.meta.url));
const fuzzCli = resolve(here, '../../../src/cli/fuzz.js');
const polytsCc = resolve(here, '../../../../bin/polyts-cc');

const base: Omit<FuzzOptions, 'count' | 'seed' | 'pipelines'> = {
  jobs: Math.min(2, availableParallelism()),
  batch: 40,
  timeout: 120,
  cc: 'gcc',
  cflags: ['-O0', '-w'],
  shrinkLimit: 1,
  shrinkSeconds: 300,
  keep: false,
};

describe('fuzz harness', function () {
  // Wall time follows the machine's load (every program is built by gcc); the work is fixed.
  this.timeout(600_000);
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'polyts-fuzz-test-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('finds no failure in a fixed-seed batch through every default pipeline', async () => {
    const pipelines = availablePipelines().filter((p) => !p.testOnly && !p.optIn);
    const count = 120;
    const r = await runFuzz({ ...base, count, seed: 20240601, pipelines, failuresDir: join(dir, 'fixed') });
    const failures = r.failures.map((f) => `${f.pipeline} seed ${f.seed}: ${f.outcome.kind}: ${f.outcome.detail}${f.file ? ` (${f.file})` : ''}`);
    expect(failures).to.deep.equal([]);
    expect(r.generatorFailures).to.deep.equal([]);
    for (const p of pipelines) expect(r.counts.get(p.name)!.ok, p.name).to.equal(count);
  });

  it('finds no failure in a smaller fixed-seed batch through the other scheduler styles', async () => {
    const pipelines = availablePipelines().filter((p) => p.optIn);
    expect(pipelines.map((p) => p.name)).to.deep.equal(['O3-isl', 'O3-feautrier', 'O3-tensor']);
    const count = 40;
    const r = await runFuzz({ ...base, count, seed: 20240801, pipelines, failuresDir: join(dir, 'styles') });
    const failures = r.failures.map((f) => `${f.pipeline} seed ${f.seed}: ${f.outcome.kind}: ${f.outcome.detail}`);
    expect(failures).to.deep.equal([]);
    for (const p of pipelines) expect(r.counts.get(p.name)!.ok, p.name).to.equal(count);
  });

  it('seeds 108033 and 108051 (the 10000-program run): gcc -O2 flips a NaN\'s sign, which is not a mismatch', async () => {
    // gcc -O2 builds of these programs print -nan where -O0 builds print nan, polyts or not: which operand's NaN a
    // multiplication propagates follows the operand order gcc picks, and IEEE 754 leaves the sign unspecified.
    const pipelines = availablePipelines().filter((p) => p.name === 'affine-O2');
    for (const seed of [108033, 108051]) {
      const r = await runFuzz({ ...base, count: 1, seed, pipelines, failuresDir: join(dir, `nan-${seed}`) });
      expect(r.failures.map((f) => f.outcome.detail)).to.deep.equal([]);
      expect(r.counts.get('affine-O2')!.ok).to.equal(1);
    }
  });

  it('compiles each program and pipeline as a command of its own would, also at the edge of the work budget', async () => {
    // A kernel at the least work budget it cannot be scheduled within alone: answers kept from an earlier program or
    // pipeline in the same worker would let it be scheduled, so a finding would not reproduce as one polyts-cc command.
    const source = budgetKernel;
    const options = (budget: number) => ({ passPipeline: `builtin.module(func.func(mem2reg,raise-affine),canonicalize,cse,form-statements,schedule{work-budget=${budget}},codegen)` });
    const alone = (budget: number): { c: string; scheduled: boolean } => {
      let remarks = '';
      forgetKeptAnswers();
      const c = compileModule(cToMLIR('k.c', { source }), 'k.c', { ...options(budget), emit: 'c', remarks: (t) => (remarks += t) });
      return { c, scheduled: !budgetExceeded.test(remarks) };
    };
    const lo = lastBudgetTooSmall((budget) => alone(budget).scheduled);
    const hi = lo + 1;
    const expected = alone(lo).c;
    expect(expected).to.not.equal(alone(hi).c);
    const service = new CompileService(1);
    try {
      // After the same program in the same worker, and after another pipeline in the same request: the C of alone.
      expect((await service.compile('k.c', source, [options(hi)], 60_000))[0]!.ok).to.equal(true);
      expect((await service.compile('k.c', source, [options(lo)], 60_000))[0]).to.deep.equal({ ok: true, c: expected });
      const both = await service.compile('k.c', source, [options(hi), options(lo)], 60_000);
      expect(both[1]).to.deep.equal({ ok: true, c: expected });
    } finally {
      await service.close();
    }
  });

  it('counts a compile worker that runs out of memory as a crash, and the run goes on', async () => {
    // A few megabytes cannot hold the compiler and a file of 300 functions: the worker is stopped, not the process.
    const service = new CompileService(1, { maxOldGenerationSizeMb: 2, maxYoungGenerationSizeMb: 1 });
    const source = Array.from({ length: 300 }, (_, i) => `void f${i}(int n, double A[n]) { for (int i = 1; i < n; i++) A[i] += A[i - 1] * ${i}; }`).join('\n');
    try {
      const [r] = await service.compile('t.c', source, [{}], 60_000);
      expect(r!.ok).to.equal(false);
      if (!r!.ok) {
        expect(r!.kind).to.equal('crash');
        expect(r!.message).to.match(/polyts worker died: .*memory/);
      }
    } finally {
      await service.close();
    }
  });

  it('reports a loop reversal without legality check as a mismatch, with a shrunk reproducer', async () => {
    const reverse = fuzzPipelines.find((p) => p.name === 'test-reverse-inner-loops')!;
    // The compile workers read POLYTS_TEST_PASSES when they start.
    const saved = process.env.POLYTS_TEST_PASSES;
    process.env.POLYTS_TEST_PASSES = '1';
    let r;
    try {
      r = await runFuzz({ ...base, count: 6, seed: 1, pipelines: [reverse], failuresDir: join(dir, 'reverse') });
    } finally {
      if (saved === undefined) delete process.env.POLYTS_TEST_PASSES;
      else process.env.POLYTS_TEST_PASSES = saved;
    }
    expect(r.counts.get(reverse.name)!.mismatch).to.be.greaterThan(0);
    const f = r.failures[0]!;
    expect(f.outcome.kind).to.equal('mismatch');
    expect(f.shrunk?.outcome.kind).to.equal('mismatch');
    const left = [...statements(f.shrunk!.program.body)].filter(({ stmt }) => stmt.kind === 'assign');
    expect(left.length, 'statements left after shrinking').to.be.at.most(2);
    // The reproducer file, built the way its header says, shows the difference.
    const text = readFileSync(f.file!, 'latin1');
    expect(text).to.contain(`seed ${f.seed}`);
    const ours = join(dir, 'ours.c');
    const cc = spawnSync(polytsCc, [f.file!, '-S', '--emit=c', `--pass-pipeline=${reverse.options.passPipeline}`, '-o', ours], {
      encoding: 'utf8',
      env: { ...process.env, POLYTS_TEST_PASSES: '1' },
    });
    expect(cc.status, cc.stderr).to.equal(0);
    const outputs = [
      ['ref', f.file!],
      ['ours', ours],
    ].map(([name, src]) => {
      const exe = join(dir, name!);
      const b = spawnSync('gcc', ['-O0', '-w', src!, '-o', exe, '-lm'], { encoding: 'utf8' });
      expect(b.status, b.stderr).to.equal(0);
      return spawnSync(exe, { encoding: 'utf8' }).stdout;
    });
    expect(outputs[0]).to.contain('begin dump');
    expect(outputs[0]).to.not.equal(outputs[1]);
  });

  it('runs from the command line and exits 0 without failures', () => {
    const r = spawnSync(process.execPath, [fuzzCli, '--count=3', '--seed=7', '--pipelines=affine', `--failures-dir=${join(dir, 'cli')}`], { encoding: 'utf8' });
    expect(r.status, r.stderr).to.equal(0);
    expect(r.stdout).to.match(/^3 programs \(seeds 7\.\.9\)/);
    expect(r.stdout).to.match(/^affine\s+3\s+0\s+0\s+0\s+0\s+exact$/m);
    expect(r.stdout).to.match(/^triangular bounds\s+\d+/m);
    expect(existsSync(join(dir, 'cli'))).to.equal(false);
  });

  it('rejects an unknown pipeline with one error line', () => {
    const r = spawnSync(process.execPath, [fuzzCli, '--pipelines=nope'], { encoding: 'utf8' });
    expect(r.status).to.equal(1);
    expect(r.stderr).to.match(/^fuzz: error: unknown pipeline 'nope'; known: all, frontend, scf, affine, affine-O2, reordered, model, O3, O3-openmp, O3-isl, O3-feautrier, O3-tensor\n$/);
    // Test-only pipelines exist only with POLYTS_TEST_PASSES=1.
    const t = spawnSync(process.execPath, [fuzzCli, '--pipelines=test-reverse-inner-loops'], { encoding: 'utf8' });
    expect(t.status).to.equal(1);
  });
});

