// OpenMP from the C emitter: affine.parallel nests get `#pragma omp parallel for` on their outermost loop (collapse
// for perfectly nested parallel loops, reduction clauses), never a parallel region inside another, and `omp simd`
// on contiguous innermost loops. The C must build warning-free with gcc and clang -Wall, with and without
// -fopenmp, and compute the same results at 1, 2 and 3 threads.

import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emitC } from '../../src/codegen/emitC/index.js';
import { registerAllDialects } from '../../src/ir/dialects/index.js';
import { parseSource } from '../../src/ir/parser.js';
import { verify } from '../../src/ir/verifier.js';
import { run } from '../../src/cli/polybench/processes.js';

registerAllDialects();

const mlir = `
func.func @scale2d(%n: index, %m: index, %A: memref<?x?xf64>, %B: memref<?x?xf64>) {
  affine.parallel (%i, %j) = (0, 0) to (%n, %m) {
    %v = affine.load %B[%i, %j] : memref<?x?xf64>
    %w = arith.addf %v, %v : f64
    affine.store %w, %A[%i, %j] : memref<?x?xf64>
  }
  return
}
func.func @nest3(%n: index, %A: memref<?x?x?xf64>) {
  affine.parallel (%i) = (0) to (%n) {
    affine.parallel (%j) = (0) to (%n) {
      affine.parallel (%k) = (0) to (%n) {
        %s = arith.addi %i, %j : index
        %t = arith.addi %s, %k : index
        %c = arith.index_cast %t : index to i64
        %f = arith.sitofp %c : i64 to f64
        affine.store %f, %A[%i, %j, %k] : memref<?x?x?xf64>
      }
    }
  }
  return
}
func.func @triangle(%n: index, %A: memref<?x?xf64>) {
  affine.parallel (%i) = (0) to (%n) {
    affine.parallel (%j) = (0) to (%i + 1) {
      %v = affine.load %A[%j, %i] : memref<?x?xf64>
      %w = arith.mulf %v, %v : f64
      affine.store %w, %A[%j, %i] : memref<?x?xf64>
    }
  }
  return
}
func.func @dot(%n: index, %x: memref<?xf64>, %y: memref<?xf64>) -> f64 {
  %init = arith.constant 1.0 : f64
  %r = affine.parallel (%i) = (0) to (%n) reduce ("addf") -> f64 {
    %a = affine.load %x[%i] : memref<?xf64>
    %b = affine.load %y[%i] : memref<?xf64>
    %p = arith.mulf %a, %b : f64
    affine.yield %p : f64
  }
  %s = arith.addf %init, %r : f64
  return %s : f64
}
func.func @bits(%n: index, %x: memref<?xi32>) -> i32 {
  %r:2 = affine.parallel (%i) = (0) to (%n) reduce ("ori", "muli") -> (i32, i32) {
    %a = affine.load %x[%i] : memref<?xi32>
    affine.yield %a, %a : i32, i32
  }
  %s = arith.addi %r#0, %r#1 : i32
  return %s : i32
}
`;

const driver = `
#include <stdio.h>
#include <stdint.h>
void scale2d(long, long, long, long, double *, long, long, double *);
void nest3(long, long, long, long, double *);
void triangle(long, long, long, double *);
double dot(long, long, double *, long, double *);
int32_t bits(long, long, int32_t *);
static double A[40][40], B[40][40], C[20][20][20], x[1000], y[1000];
static int32_t v[31];
int main(void) {
  for (int i = 0; i < 40; i++) for (int j = 0; j < 40; j++) B[i][j] = i * 0.5 + j, A[i][j] = i - j * 0.25;
  for (int i = 0; i < 1000; i++) x[i] = i % 7 * 0.125, y[i] = i % 5 - 2;
  for (int i = 0; i < 31; i++) v[i] = 1 << (i % 8);
  scale2d(40, 30, 40, 40, &A[0][0], 40, 40, &B[0][0]);
  nest3(20, 20, 20, 20, &C[0][0][0]);
  triangle(40, 40, 40, &A[0][0]);
  double s = 0;
  for (int i = 0; i < 40; i++) for (int j = 0; j < 40; j++) s += A[i][j] * (i + 1) + B[i][j];
  for (int i = 0; i < 20; i++) for (int j = 0; j < 20; j++) for (int k = 0; k < 20; k++) s += C[i][j][k] * k;
  printf("%.6f %.6f %d\\n", s, dot(1000, 1000, x, 1000, y), (int)bits(31, 31, v));
  return 0;
}
`;

const have = (tool: string): boolean => spawnSync('bash', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0;

describe('C emitter: OpenMP pragmas for affine.parallel', function () {
  this.timeout(120000);
  const module = parseSource(mlir, 'omp.mlir');
  verify(module);
  const c = emitC(module, 'omp.mlir');
  /** The definition of C function `name`. */
  const fn = (name: string): string => new RegExp(`\\n[\\w ]+ ${name}\\([^\\n]*\\) \\{\\n[\\s\\S]*?\\n\\}\\n`).exec(c)?.[0] ?? '';

  it('collapses a multi-dimensional parallel loop whose body holds no loop into its outer loop, the inner one vectorized', () => {
    expect(fn('scale2d')).to.match(/#pragma omp parallel for\n\s*#endif\n\s*for \(long \w+ = 0;[^\n]*\n\s*#ifdef _OPENMP\n\s*#pragma omp simd\n/);
  });

  it('collapses perfectly nested rectangular parallel loops, leaving the innermost to vectorize', () => {
    expect(fn('nest3')).to.contain('#pragma omp parallel for collapse(2)');
    expect(fn('nest3').match(/omp simd/g)).to.have.length(1);
  });

  it('opens one parallel region per nest: an inner loop with bounds on the outer one is not collapsed', () => {
    expect(fn('triangle').match(/omp parallel/g)).to.have.length(1);
    expect(fn('triangle')).not.to.contain('collapse');
    // A[j][i] moves a whole row per iteration of j: no forced vectorization.
    expect(fn('triangle')).not.to.contain('simd');
  });

  it('gives reductions their OpenMP operators', () => {
    expect(fn('dot')).to.match(/#pragma omp parallel for reduction\(\+:\w+\)/);
    expect(fn('bits')).to.match(/#pragma omp parallel for reduction\(\|:\w+\) reduction\(\*:\w+\)/);
  });

  it('puts every pragma under #ifdef _OPENMP', () => {
    const lines = c.split('\n');
    lines.forEach((l, i) => {
      if (l.includes('#pragma')) expect(lines[i - 1]!.trim(), l).to.equal('#ifdef _OPENMP');
    });
  });

  for (const compiler of ['gcc', 'clang-19']) {
    it(`builds warning-free with ${compiler} -Wall, with and without -fopenmp, same output at 1, 2 and 3 threads`, async function () {
      if (!have(compiler)) this.skip();
      const dir = mkdtempSync(join(tmpdir(), 'polyts-omp-'));
      try {
        writeFileSync(join(dir, 'k.c'), c);
        writeFileSync(join(dir, 'main.c'), driver);
        const outputs = new Set<string>();
        // Debian's clang has no libomp of its own: it links gcc's runtime.
        for (const omp of [[], [compiler === 'gcc' ? '-fopenmp' : '-fopenmp=libgomp']]) {
          const exe = join(dir, `k${omp.length}`);
          const obj = await run(compiler, ['-Wall', '-O2', ...omp, '-c', join(dir, 'k.c'), '-o', `${exe}.o`]);
          expect(obj.error, obj.error).to.equal(undefined);
          expect(obj.stderr, `${compiler} ${omp.join(' ')} warns`).to.equal('');
          const link = await run(compiler, [...omp, join(dir, 'main.c'), `${exe}.o`, '-o', exe]);
          expect(link.error, link.error).to.equal(undefined);
          for (const threads of omp.length ? ['1', '2', '3'] : ['1']) {
            const r = await run(exe, [], { ...process.env, OMP_NUM_THREADS: threads });
            expect(r.error, r.error).to.equal(undefined);
            outputs.add(r.stdout);
          }
        }
        // The data make every reduction exact in any order, so all runs print the same.
        expect([...outputs]).to.have.length(1);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});
