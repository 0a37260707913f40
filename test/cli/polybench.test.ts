// The polybench driver: dump comparison, the result table, and a small real run with its exit codes.

import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareDumps } from '../../src/cli/polybench/compare.js';
import { formatTable } from '../../src/cli/polybench/table.js';

const here = dirname(fileURLToPath(import.meta.url));
const cli = resolve(here, '../../src/cli/polybench.js');
const bundled = resolve(here, '../../../polybench');

const dump = (values: string): string => `==BEGIN DUMP_ARRAYS==\nbegin dump: A\n${values}\nend   dump: A\n==END   DUMP_ARRAYS==\n`;

describe('polybench driver', () => {
  describe('dump comparison', () => {
    it('accepts identical dumps and only those without a tolerance', () => {
      expect(compareDumps(dump('1.00 2.00 '), dump('1.00 2.00 '), 0)).to.deep.equal({ ok: true, summary: 'identical' });
      const moved = compareDumps(dump('1.00 \n2.00 '), dump('1.00 2.00 '), 0);
      expect(moved.ok).to.equal(false);
      expect(moved.summary).to.equal('same values, different layout');
    });

    it('names the first differing value', () => {
      const r = compareDumps(dump('1.00 2.01 3.00 '), dump('1.00 2.00 3.00 '), 0);
      expect(r).to.deep.equal({ ok: false, summary: '1 values differ (first: A[1] = 2.01, expected 2.00)' });
    });

    it('accepts values within a relative tolerance', () => {
      expect(compareDumps(dump('100.01 '), dump('100.00 '), 1e-3).ok).to.equal(true);
      expect(compareDumps(dump('100.50 '), dump('100.00 '), 1e-3).ok).to.equal(false);
    });

    it('takes a NaN of either sign for a NaN (IEEE 754 leaves the sign of a NaN result unspecified), and nothing else', () => {
      expect(compareDumps(dump('1.00 -nan '), dump('1.00 nan '), 0)).to.deep.equal({ ok: true, summary: 'identical but for the sign of NaNs' });
      expect(compareDumps(dump('1.00 -nan 2.0001 '), dump('1.00 nan 2.00 '), 1e-3).ok).to.equal(true);
      expect(compareDumps(dump('1.00 nan '), dump('1.00 2.00 '), 0).summary).to.equal('1 values differ (first: A[1] = nan, expected 2.00)');
      expect(compareDumps(dump('-inf '), dump('inf '), 0).ok).to.equal(false);
      expect(compareDumps(dump('-nan '), dump('-inf '), 1e-3).ok).to.equal(false);
    });

    it('reports an unreadable dump', () => {
      expect(compareDumps('garbage', dump('1.00 '), 0).summary).to.match(/^dump unreadable/);
    });
  });

  it('formats the table with a column pair per build, failures and a geomean over the kernels every build ran', () => {
    const text = formatTable(
      [
        { kernel: 'gemm', reference: 1, ours: [0.5, 0.25], check: 'match (identical)', ok: true },
        { kernel: 'atax', reference: 1, ours: [2, 1], check: 'match (identical)', ok: true },
        { kernel: 'lu', ours: [], check: 'FAILED: polyts: error', ok: false },
      ],
      'gcc -O3',
      ['-O3', '-O3 -fopenmp'],
    );
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).to.match(/^kernel\s+gcc -O3 \(s\)\s+polyts -O3 \(s\)\s+speedup\s+polyts -O3 -fopenmp \(s\)\s+speedup\s+output$/);
    expect(lines[2]).to.match(/^gemm\s+1\.000000\s+0\.500000\s+2\.00x\s+0\.250000\s+4\.00x\s+match \(identical\)$/);
    expect(lines[4]).to.match(/^lu\s+-\s+-\s+-\s+-\s+-\s+FAILED: polyts: error$/);
    // sqrt(2 * 0.5) = 1, sqrt(4 * 1) = 2; the failed kernel is left out.
    expect(lines[5]).to.match(/^geomean\s+1\.00x\s+2\.00x\s+over 2 kernels$/);
  });

  it('runs kernels end to end and reports them matching', function () {
    this.timeout(120000);
    const r = spawnSync(process.execPath, [cli, '--kernels=jacobi-1d,trisolv', '--dataset=MINI', '--runs=1'], { encoding: 'utf8' });
    expect(r.status, r.stderr).to.equal(0);
    expect(r.stdout).to.match(/^jacobi-1d .* match \(identical\)$/m);
    expect(r.stdout).to.match(/^trisolv .* match \(identical\)$/m);
    expect(r.stdout).to.match(/^2\/2 outputs match \(MINI dataset, median of 1 run/m);
    expect(r.stderr).to.match(/jacobi-1d: run 1\/1/);
    // Both polyts builds are in the table: -O3, and -O3 -fopenmp with the threads named.
    expect(r.stdout).to.match(/^kernel\s+gcc -O3 \(s\)\s+polyts -O3 \(s\)\s+speedup\s+polyts -O3 -fopenmp \(s\)\s+speedup\s+output$/m);
    expect(r.stdout).to.match(/^geomean\s+\d+\.\d\dx\s+\d+\.\d\dx\s+over 2 kernels$/m);
    expect(r.stdout).to.match(/threads? for -fopenmp/);
  });

  it('writes a self-contained HTML report with the table and a chart', function () {
    this.timeout(120000);
    const dir = mkdtempSync(join(tmpdir(), 'polyts-report-'));
    try {
      const report = join(dir, 'r.html');
      const r = spawnSync(process.execPath, [cli, '--kernels=jacobi-1d', '--dataset=MINI', '--runs=1', '--no-openmp', '--level=1', `--report=${report}`], { encoding: 'utf8' });
      expect(r.status, r.stderr).to.equal(0);
      const html = readFileSync(report, 'utf8');
      expect(html).to.match(/^<!DOCTYPE html>/);
      expect(html).to.contain('<svg');
      expect(html).to.match(/<td>jacobi-1d<\/td><td>[\d.]+<\/td><td>[\d.]+<\/td><td>[\d.]+x<\/td><td class="l">match \(identical\)<\/td>/);
      expect(html).to.contain('polyts -O1');
      expect(html).to.not.contain('-fopenmp (s)');
      // Self-contained: no scripts, no external resources.
      expect(html).to.not.match(/<script|src=|href=/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('builds the suite\'s polybench.c with the kernel\'s -D options for the polyts binary too', function () {
    this.timeout(120000);
    // A suite whose support file only builds when it sees the options (the public polybench.c, for one, reads the
    // clock only under POLYBENCH_TIME): without them the polyts binary would print a time of zero or fail to build.
    const suite = mkdtempSync(join(tmpdir(), 'polyts-suite-'));
    try {
      mkdirSync(join(suite, 'utilities'));
      mkdirSync(join(suite, 'stencils', 'jacobi-1d'), { recursive: true });
      copyFileSync(join(bundled, 'utilities', 'polybench.h'), join(suite, 'utilities', 'polybench.h'));
      writeFileSync(
        join(suite, 'utilities', 'polybench.c'),
        `#if !defined(POLYBENCH_TIME) || !defined(MINI_DATASET)\n#error support file built without the program's options\n#endif\n` +
          `#include "${join(bundled, 'utilities', 'polybench.c')}"\n`,
      );
      for (const f of ['jacobi-1d.c', 'jacobi-1d.h']) copyFileSync(join(bundled, 'stencils', 'jacobi-1d', f), join(suite, 'stencils', 'jacobi-1d', f));
      const r = spawnSync(process.execPath, [cli, `--suite=${suite}`, '--kernels=jacobi-1d', '--dataset=MINI', '--runs=1'], { encoding: 'utf8' });
      expect(r.status, r.stdout + r.stderr).to.equal(0);
      expect(r.stdout).to.match(/^jacobi-1d .* match \(identical\)$/m);
    } finally {
      rmSync(suite, { recursive: true, force: true });
    }
  });

  it('rejects bad options with one error line and exit 1', () => {
    for (const args of [['--dataset=HUGE'], ['--kernels=nope'], ['--runs=0'], ['--suite=/nonexistent'], ['--level=5'], ['--threads=0'], ['--schedule=nope'], ['--tile-sizes=0']]) {
      const r = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
      expect(r.status, args.join(' ')).to.equal(1);
      expect(r.stderr.trimEnd().split('\n')).to.have.length(1);
      expect(r.stderr).to.match(/^polybench: error: /);
    }
  });
});
