// polyts-cc's optimization flags: -O levels choose the passes, -fopenmp parallelizes, --schedule and --tile-sizes
// reach the scheduler and the tiler, and the optimized program built like cc computes what gcc's build does.

import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { optimizationOf, optimizationPipeline } from '../../src/cli/optimization.js';

const here = dirname(fileURLToPath(import.meta.url));
const cli = resolve(here, '../../../bin/polyts-cc');

function run(args: string[], env?: NodeJS.ProcessEnv): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(cli, args, { encoding: 'utf8', env: env ?? process.env });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

// A matrix product, row sums (a reduction inside a parallel loop: it stays sequential) and their total (a
// floating-point reduction the outermost loop carries), with a main that prints the sums.
const program = `#include <stdio.h>
#define N 70
static double A[N][N], B[N][N], C[N][N], s[N], t[1];

void kernel(int n, double C[N][N], double A[N][N], double B[N][N], double s[N], double t[1]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      C[i][j] = 0.0;
      for (int k = 0; k < n; k++)
        C[i][j] += A[i][k] * B[k][j];
    }
  for (int i = 0; i < n; i++) {
    s[i] = 0.0;
    for (int j = 0; j < n; j++)
      s[i] += C[i][j];
  }
  for (int i = 0; i < n; i++)
    t[0] += s[i];
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (double)((i * j + 1) % 7) / 7.0;
      B[i][j] = (double)((i + 2 * j) % 5) / 5.0;
    }
  kernel(N, C, A, B, s, t);
  for (int i = 0; i < N; i++) printf("%.17g\\n", s[i]);
  printf("%.17g\\n", t[0]);
  return 0;
}
`;

describe('polyts-cc optimization flags', function () {
  this.timeout(120000);
  let dir: string;
  let src: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'polyts-cc-opt-'));
    src = join(dir, 'mm.c');
    writeFileSync(src, program);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('maps the -O levels and -fopenmp to passes as documented', () => {
    expect(optimizationPipeline(optimizationOf({}))).to.not.contain('schedule');
    expect(optimizationPipeline(optimizationOf({ optLevel: 'g' }))).to.not.contain('schedule');
    const o1 = optimizationPipeline(optimizationOf({ optLevel: '1' }));
    expect(o1).to.contain('form-statements,split-statements,schedule{fuse-shared-streams align-shared-streams},codegen,inline-statements,index-set-split,canonicalize');
    expect(o1).to.not.contain('tile');
    const o3 = optimizationPipeline(optimizationOf({ optLevel: '3', openmp: true, tileSizes: '64,8', schedule: 'isl' }));
    expect(o3).to.contain('schedule{style=isl},tile{sizes=64,8 require-reuse},codegen,inline-statements,index-set-split{outer},canonicalize');
    expect(optimizationPipeline(optimizationOf({ optLevel: '3', schedule: 'isl' }))).to.contain('schedule{style=isl fuse-shared-streams align-shared-streams},tile');
    expect(o3).to.match(/detect-reductions,affine-loop-invariant-code-motion,unroll-jam,parallelize{profitable-only},outline-parallel-bodies$/);
    expect(optimizationPipeline(optimizationOf({ optLevel: '2' }))).to.match(/detect-reductions,affine-loop-invariant-code-motion,unroll-jam$/);
    expect(o1).to.not.contain('unroll-jam');
    expect(optimizationPipeline(optimizationOf({ optLevel: 'fast' }))).to.contain('tile{wavefront=false require-reuse},codegen');
    expect(optimizationPipeline(optimizationOf({ optLevel: '3', tileSizes: '16' }))).to.contain('tile{sizes=16 wavefront=false require-reuse},codegen');
  });

  it('-O3 -S --emit=c tiles the loops (remarks on stderr); -O0 keeps them as written', () => {
    const o3 = run(['-O3', '-S', '--emit=c', src]);
    expect(o3.code, o3.stderr).to.equal(0);
    expect(o3.stdout).to.match(/polyts_floordivsi_long\(.* \+ 31, 32\)/);
    expect(o3.stderr).to.match(/mm\.c:\d+:\d+: remark: tile: /);
    const o0 = run(['-O0', '-S', '--emit=c', src]);
    expect(o0.code, o0.stderr).to.equal(0);
    expect(o0.stdout).to.not.contain('polyts_floordivsi_long');
    expect(o0.stderr).to.not.contain('remark: tile');
    const sized = run(['-O3', '--tile-sizes=16', '-S', '--emit=c', src]);
    expect(sized.stdout).to.match(/\+ 15, 16\)/);
  });

  it('-O3 -fopenmp --emit=affine prints affine.parallel, with a reduce for the total', () => {
    const r = run(['-O3', '-fopenmp', '-S', '--emit=affine', src]);
    expect(r.code, r.stderr).to.equal(0);
    expect(r.stdout).to.contain('affine.parallel');
    expect(r.stdout).to.match(/reduce \("addf"\)/);
    if (spawnSync('bash', ['-c', 'command -v mlir-opt-19'], { stdio: 'ignore' }).status === 0) {
      const up = spawnSync('mlir-opt-19', ['--lower-affine', '--convert-scf-to-openmp', '-o', '/dev/null'], { input: r.stdout, encoding: 'utf8' });
      expect(up.status, up.stderr).to.equal(0);
    }
  });

  it('builds like cc at -O3 and -O3 -fopenmp, printing what gcc\'s build prints', () => {
    const ref = spawnSync('gcc', ['-O2', src, '-o', join(dir, 'ref')], { encoding: 'utf8' });
    expect(ref.status, ref.stderr).to.equal(0);
    const expected = spawnSync(join(dir, 'ref'), { encoding: 'utf8' }).stdout;
    const seq = run(['-O3', src, '-o', join(dir, 'seq')]);
    expect(seq.code, seq.stderr).to.equal(0);
    expect(spawnSync(join(dir, 'seq'), { encoding: 'utf8' }).stdout).to.equal(expected);
    const omp = run(['-O3', '-fopenmp', src, '-o', join(dir, 'omp')]);
    expect(omp.code, omp.stderr).to.equal(0);
    for (const threads of ['1', '2']) {
      const out = spawnSync(join(dir, 'omp'), { encoding: 'utf8', env: { ...process.env, OMP_NUM_THREADS: threads } }).stdout;
      // The total is reassociated by the parallel reduction: equal within a relative 1e-12.
      const got = out.trim().split('\n').map(Number);
      const want = expected.trim().split('\n').map(Number);
      expect(got).to.have.length(want.length);
      got.forEach((g, i) => expect(Math.abs(g - want[i]!)).to.be.at.most(1e-12 * Math.abs(want[i]!), `s[${i}] at ${threads} threads`));
    }
  });

  it('rejects a bad --schedule or --tile-sizes with one error line and exit 1, writing nothing', () => {
    const out = join(dir, 'never.c');
    for (const args of [['--schedule=nope'], ['--tile-sizes=0'], ['--tile-sizes=32,x']]) {
      const r = run(['-O3', ...args, '-S', '--emit=c', src, '-o', out]);
      expect(r.code, args.join(' ')).to.equal(1);
      expect(r.stderr.trimEnd().split('\n'), r.stderr).to.have.length(1);
      expect(r.stderr).to.match(/^polyts-cc: error: --(schedule|tile-sizes)=/);
    }
    const config = join(dir, 'bad.json');
    writeFileSync(config, '{\n  "cost_functions": 3\n}\n');
    const r = run(['-O3', `--schedule=${config}`, '-S', '--emit=c', src, '-o', out]);
    expect(r.code).to.equal(1);
    expect(r.stderr).to.match(/bad\.json:\d+:\d+: error: /);
    expect(spawnSync('test', ['-e', out]).status).to.equal(1);
  });
});
