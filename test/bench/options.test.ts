// The command lines of bench:ir, bench:frontend, bench:c-roundtrip, bench:poly and bench:schedule (bench/options.ts;
// bench:compile has its own test): --help, a bad option, argument or variable as one line and exit status 1 before
// any work, and tiny runs showing that the options reach the bench.

import { expect } from 'chai';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const benches = resolve(dirname(fileURLToPath(import.meta.url)), '../../bench');

/** Runs a compiled bench; stopped after `seconds`, so one that started its work fails the test instead of running on. */
function run(bench: string, args: readonly string[], env: Record<string, string> = {}, seconds = 20): SpawnSyncReturns<string> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(POLY|SCHEDULE)_BENCH_/.test(k)));
  return spawnSync(process.execPath, [join(benches, `${bench}.js`), ...args], { encoding: 'utf8', env: { ...base, ...env }, timeout: seconds * 1000 });
}

function expectHelp(r: SpawnSyncReturns<string>, usage: RegExp): void {
  expect(r.status, r.stderr).to.equal(0);
  expect(r.stderr).to.equal('');
  expect(r.stdout).to.match(usage);
}

/** Exit status 1, nothing on stdout and exactly one line on stderr, containing `message`. */
function expectRejected(r: SpawnSyncReturns<string>, message: string, what: string): void {
  expect(r.status, `${what}: ${r.stderr}`).to.equal(1);
  expect(r.stdout, what).to.equal('');
  expect(r.stderr.split('\n').filter(Boolean), what).to.have.length(1);
  expect(r.stderr, what).to.contain(message);
}

describe('bench options', () => {
  describe('bench:ir', () => {
    it('prints its usage with --help', () => {
      const r = run('ir', ['--help']);
      expectHelp(r, /^Usage: npm run bench:ir -- \[--ops=N\] \[--runs=N\]/);
      expect(r.stdout).to.contain('--ops').and.to.contain('[default: 200000]');
    });

    it('rejects a bad option with one line and exit status 1, before any work', () => {
      for (const [args, message] of [
        [['--runs=0'], 'bench:ir: error: --runs must be an integer >= 1'],
        [['--ops=x'], 'bench:ir: error: --ops must be an integer >= 1'],
        [['--ops=2.5'], 'bench:ir: error: --ops must be an integer >= 1'],
        [['--run=5'], 'bench:ir: error: Unknown argument: run'],
        [['--ops'], 'bench:ir: error: Not enough arguments following: ops'],
        [['module.mlir'], 'bench:ir: error: Unknown argument: module.mlir'],
      ] as const) {
        expectRejected(run('ir', args), message, args.join(' '));
      }
    });

    it('generates the module of --ops ops and times it --runs times', () => {
      const r = run('ir', ['--ops=2000', '--runs=1'], {}, 60);
      expect(r.status, r.stderr).to.equal(0);
      expect(r.stdout).to.match(/^bench:ir — 20\d\d ops, [\d.]+ MB of MLIR, 1 runs each \(medians\)$/m);
      expect(r.stdout).to.match(/^ {2}polyts-opt \(process, end to end\) +[\d.]+ s/m);
    });
  });

  describe('bench:frontend', () => {
    it('prints its usage with --help', () => {
      const r = run('frontend', ['--help']);
      expectHelp(r, /^Usage: npm run bench:frontend -- \[file\.c \.\.\.\]/);
      expect(r.stdout).to.match(/the 30 PolyBench\s+kernels/);
    });

    it('rejects a missing file or an unknown option with one line and exit status 1, before any work', () => {
      for (const [args, message] of [
        [['no-such-kernel.c'], "bench:frontend: error: cannot read 'no-such-kernel.c' (no such file)"],
        [['polybench/linear-algebra/blas/gemm/gemm.c', 'gem.c'], "bench:frontend: error: cannot read 'gem.c' (no such file)"],
        [['polybench'], "bench:frontend: error: cannot read 'polybench' (not a file)"],
        [['--repeats=3'], 'bench:frontend: error: Unknown argument: repeats'],
      ] as const) {
        expectRejected(run('frontend', args), message, args.join(' '));
      }
    });

    it('times the files it is given, an absolute path too', () => {
      const dir = mkdtempSync(join(tmpdir(), 'polyts-bench-frontend-test-'));
      try {
        const file = join(dir, 'tiny.c');
        writeFileSync(file, 'double a[64];\nvoid tiny(int n) {\n  for (int i = 0; i < n; i++)\n    a[i] = 2.0 * i;\n}\n');
        const r = run('frontend', [file], {}, 60);
        expect(r.status, r.stderr).to.equal(0);
        const rows = r.stdout.split('\n').filter((l) => /^\S+ +\d+\.\d +\d+\.\d \(/.test(l));
        expect(rows).to.have.length(1);
        expect(rows[0]).to.match(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('bench:c-roundtrip', () => {
    it('prints its usage with --help', () => {
      const r = run('cRoundtrip', ['--help']);
      expectHelp(r, /^Usage: npm run bench:c-roundtrip -- \[--runs=9\]/);
      for (const option of ['--cc', '--cflags', '--march-native', '--dataset', '--kernels', '--polybench', '--loops', '--keep']) expect(r.stdout).to.contain(option);
    });

    it('rejects a bad option with one line and exit status 1, before any work', () => {
      for (const [args, message] of [
        [['--runs=0'], 'bench:c-roundtrip: error: --runs must be an integer >= 1'],
        [['--dataset=HUGE'], 'bench:c-roundtrip: error: --dataset must be one of MINI, SMALL, MEDIUM, LARGE, EXTRALARGE'],
        [['--kernels=gemm,nope'], "bench:c-roundtrip: error: unknown kernel 'nope'; known: correlation, "],
        [['--cc=/no/such/cc'], "bench:c-roundtrip: error: cannot run the C compiler '/no/such/cc' (ENOENT)"],
        [['--run=5'], 'bench:c-roundtrip: error: Unknown argument: run'],
      ] as const) {
        expectRejected(run('cRoundtrip', args), message, args.join(' '));
      }
    });

    it('takes --no-polybench and --no-loops as turning a suite off', () => {
      // Parsed as polybench=false and loops=false (driverArgs's parser configuration keeps yargs's negation), then
      // refused since nothing is left to run.
      for (const [args, message] of [
        [['--kernels=gemm', '--no-polybench'], 'bench:c-roundtrip: error: --kernels names no kernel of the suites run (--no-polybench)'],
        [['--kernels=vadd', '--no-loops'], 'bench:c-roundtrip: error: --kernels names no kernel of the suites run (--no-loops)'],
        [['--no-polybench', '--no-loops'], 'bench:c-roundtrip: error: --no-polybench and --no-loops leave nothing to run'],
        [['--no-loop'], 'bench:c-roundtrip: error: Unknown argument: loop'],
      ] as const) {
        expectRejected(run('cRoundtrip', args), message, args.join(' '));
      }
    });

    it('times only the kernels given, of the suites not turned off', () => {
      const r = run('cRoundtrip', ['--kernels=jacobi-1d,vadd', '--no-loops', '--runs=1', '--dataset=mini'], {}, 60);
      expect(r.status, r.stderr).to.equal(0);
      const rows = r.stdout.split('\n').filter((l) => /^(polybench|loops) /.test(l));
      expect(rows).to.have.length(1);
      expect(rows[0]).to.match(/^polybench +jacobi-1d +\d+\.\d{4} +\d+\.\d{4} +\d+\.\d{3} /);
    });
  });

  describe('bench:poly', () => {
    it('prints its usage and environment variables with --help', () => {
      const r = run('poly', ['--help']);
      expectHelp(r, /^Usage: npm run bench:poly\n/);
      expect(r.stdout).to.contain('POLY_BENCH_KERNELS=a,b').and.to.contain('POLY_BENCH_MULT_LIMIT=N');
    });

    it('rejects an option, an argument or a bad variable with one line and exit status 1, before any work', () => {
      for (const [args, env, message] of [
        [['--kernels=gemm'], {}, 'bench:poly: error: Unknown argument: kernels'],
        [['gemm'], {}, 'bench:poly: error: Unknown argument: gemm'],
        [[], { POLY_BENCH_KERNELS: 'gemm,nope' }, "bench:poly: error: unknown kernel 'nope'; known: correlation, "],
        [[], { POLY_BENCH_KERNELS: '' }, 'bench:poly: error: POLY_BENCH_KERNELS names no kernel'],
        [[], { POLY_BENCH_MULT_LIMIT: 'many' }, 'bench:poly: error: POLY_BENCH_MULT_LIMIT must be an integer >= 0'],
      ] as const) {
        expectRejected(run('poly', args, env), message, `${JSON.stringify(env)} ${args.join(' ')}`);
      }
    });

    it('analyses the kernels of POLY_BENCH_KERNELS', () => {
      const r = run('poly', [], { POLY_BENCH_KERNELS: 'gemm' }, 60);
      expect(r.status, r.stderr).to.equal(0);
      expect(r.stdout).to.match(/^all 1 kernels: first pass /m);
    });
  });

  describe('bench:schedule', () => {
    it('prints its usage and environment variables with --help', () => {
      const r = run('schedule', ['--help']);
      expectHelp(r, /^Usage: npm run bench:schedule\n/);
      for (const name of ['SCHEDULE_BENCH_KERNELS', 'SCHEDULE_BENCH_RUNS', 'SCHEDULE_BENCH_SECTIONS', 'SCHEDULE_BENCH_TRICK_LIMIT']) expect(r.stdout).to.contain(name);
    });

    it('rejects an option, an argument or a bad variable with one line and exit status 1, before any work', () => {
      for (const [args, env, message] of [
        [['--runs=1'], {}, 'bench:schedule: error: Unknown argument: runs'],
        [['gemm'], {}, 'bench:schedule: error: Unknown argument: gemm'],
        [[], { SCHEDULE_BENCH_RUNS: '0' }, 'bench:schedule: error: SCHEDULE_BENCH_RUNS must be an integer >= 1'],
        [[], { SCHEDULE_BENCH_KERNELS: 'gemm,nope' }, "bench:schedule: error: unknown kernel 'nope'; known: correlation, "],
        [[], { SCHEDULE_BENCH_SECTIONS: '1,4' }, "bench:schedule: error: SCHEDULE_BENCH_SECTIONS: no section '4' (sections: 1, 2, 3)"],
        [[], { SCHEDULE_BENCH_TRICK_LIMIT: '0' }, 'bench:schedule: error: SCHEDULE_BENCH_TRICK_LIMIT must be a number of seconds > 0'],
      ] as const) {
        expectRejected(run('schedule', args, env), message, `${JSON.stringify(env)} ${args.join(' ')}`);
      }
    });

    it('schedules one kernel in a child process (--one), as section 3 does', () => {
      const r = run('schedule', ['--one', 'gemm', 'p-trick', '1']);
      expect(r.status, r.stderr).to.equal(0);
      const t = JSON.parse(r.stdout) as { cpuMs: number; failed: number; shape: string };
      expect(t.failed).to.equal(0);
      expect(t.shape).to.match(/^domain\[/);
    });

    it('runs section 3 on the kernels of SCHEDULE_BENCH_KERNELS', () => {
      const r = run('schedule', [], { SCHEDULE_BENCH_KERNELS: 'gemm', SCHEDULE_BENCH_RUNS: '1', SCHEDULE_BENCH_SECTIONS: '3' }, 60);
      expect(r.status, r.stderr).to.equal(0);
      expect(r.stdout).to.contain('== 3. ParameTrick').and.not.to.contain('== 2.');
      // Six children, each timed (an "error" or ">60s" column would be a child that failed or was stopped).
      expect(r.stdout).to.match(/^gemm(?: +\d+ ms(?: same| other)?(?: fallback)?){6}$/m);
    });
  });
});
