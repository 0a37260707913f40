// The C emitter on hand-written MLIR: structured ops with results and iter_args, affine bounds and sets, parallel
// loops with reductions, memrefs with dynamic extents and integer semantics. Each module is emitted, built with
// gcc -Wall (no warnings) together with a C driver calling its functions, and run.

import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emitC } from '../../src/codegen/emitC/index.js';
import { DiagnosticError } from '../../src/ir/diagnostics.js';
import { registerAllDialects } from '../../src/ir/dialects/index.js';
import { parseSource } from '../../src/ir/parser.js';
import { verify } from '../../src/ir/verifier.js';
import { run } from '../../src/cli/polybench/processes.js';

registerAllDialects();
const cc = process.env.CC ?? 'gcc';

interface Case {
  readonly name: string;
  readonly mlir: string;
  /** C declarations of the emitted functions and a main printing their results. */
  readonly driver: string;
  readonly expected: string;
  /** What the emitted C must contain, besides computing `expected`. */
  readonly shows?: readonly RegExp[];
}

const cases: Case[] = [
  {
    name: 'scf.for with iter_args, including values that swap',
    mlir: `
func.func @sum(%n: index, %A: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %v = memref.load %A[%i] : memref<?xf64>
    %s = arith.addf %acc, %v : f64
    scf.yield %s : f64
  }
  return %r : f64
}
func.func @fib(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0, %b = %c1) -> (i32, i32) : i32 {
    %s = arith.addi %a, %b : i32
    scf.yield %b, %s : i32, i32
  }
  return %r#0 : i32
}`,
    driver: `double sum(long, long, double *);
int32_t fib(int32_t);
int main(void) {
  double a[4] = {1.5, 2.25, -1.0, 0.125};
  printf("%.17g %d %d\\n", sum(4, 4, a), fib(10), fib(0));
  return 0;
}`,
    expected: '2.875 55 0\n',
  },
  {
    name: 'scf.while with carried values and results, scf.if with results',
    mlir: `
func.func @gcd(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %ne = arith.cmpi ne, %y, %c0 : i32
    scf.condition(%ne) %x, %y : i32, i32
  } do {
  ^bb0(%x2: i32, %y2: i32):
    %m = arith.remsi %x2, %y2 : i32
    scf.yield %y2, %m : i32, i32
  }
  return %r#0 : i32
}
func.func @clamp(%x: f64) -> f64 {
  %lo = arith.constant 0.0 : f64
  %hi = arith.constant 1.0 : f64
  %lt = arith.cmpf olt, %x, %lo : f64
  %r = scf.if %lt -> (f64) {
    scf.yield %lo : f64
  } else {
    %gt = arith.cmpf ogt, %x, %hi : f64
    %s = scf.if %gt -> (f64) {
      scf.yield %hi : f64
    } else {
      scf.yield %x : f64
    }
    scf.yield %s : f64
  }
  return %r : f64
}`,
    driver: `int32_t gcd(int32_t, int32_t);
double clamp(double);
int main(void) {
  printf("%d %d %g %g %g\\n", gcd(84, 36), gcd(7, 0), clamp(-3.0), clamp(0.25), clamp(9.0));
  return 0;
}`,
    expected: '12 7 0 0.25 1\n',
  },
  {
    name: 'affine.for with max/min bounds and iter_args, affine.if/else, affine.apply with floordiv and mod',
    mlir: `
#lb = affine_map<(d0) -> (d0, 1)>
#ub = affine_map<(d0)[s0] -> (d0 + 3, s0)>
func.func @tiles(%N: index, %A: memref<?xi64>) -> i64 {
  %z = arith.constant 0 : i64
  %r = affine.for %t = 0 to %N step 3 iter_args(%acc = %z) -> (i64) {
    %s = affine.for %i = max #lb(%t) to min #ub(%t)[%N] iter_args(%a = %acc) -> (i64) {
      %v = affine.if affine_set<(d0) : (d0 mod 2 == 0)>(%i) -> i64 {
        %x = affine.load %A[%i] : memref<?xi64>
        affine.yield %x : i64
      } else {
        %q = affine.apply affine_map<(d0) -> (d0 floordiv 2 - 3)>(%i)
        %w = arith.index_cast %q : index to i64
        affine.yield %w : i64
      }
      %n = arith.addi %a, %v : i64
      affine.yield %n : i64
    }
    affine.yield %s : i64
  }
  return %r : i64
}`,
    driver: `int64_t tiles(long, long, int64_t *);
int main(void) {
  int64_t a[8] = {100, 1, 2, 3, 4, 5, 6, 7};
  printf("%ld\\n", (long)tiles(8, 8, a));
  return 0;
}`,
    // i = 1..7: even i (2, 4, 6) add A[i] = 12; odd i (1, 3, 5, 7) add i floordiv 2 - 3 = -3, -2, -1, 0.
    expected: '6\n',
  },
  {
    name: 'affine.parallel as loops, with reductions and 2-D bounds',
    mlir: `
func.func @dot(%N: index, %x: memref<?xf64>, %y: memref<?xf64>) -> (f64) {
  %r = affine.parallel (%i) = (0) to (%N) reduce ("addf") -> f64 {
    %a = affine.load %x[%i] : memref<?xf64>
    %b = affine.load %y[%i] : memref<?xf64>
    %p = arith.mulf %a, %b : f64
    affine.yield %p : f64
  }
  return %r : f64
}
func.func @lower(%N: index, %A: memref<?x4xf64>) {
  %one = arith.constant 1.0 : f64
  affine.parallel (%i, %j) = (0, 0) to (%N, 4) {
    affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%i, %j) {
      affine.store %one, %A[%i, %j] : memref<?x4xf64>
    }
  }
  return
}`,
    driver: `double dot(long, long, double *, long, double *);
void lower(long, long, double (*)[4]);
int main(void) {
  double x[3] = {1, 2, 3}, y[3] = {4, -5, 6.5};
  double A[4][4] = {{0}};
  lower(4, 4, A);
  printf("%.17g %g %g %g\\n", dot(3, 3, x, 3, y), A[0][0] + A[0][1], A[3][0] + A[3][3], A[1][2]);
  return 0;
}`,
    expected: '13.5 1 2 0\n',
  },
  {
    name: 'memrefs with dynamic extents: dim, alloc, cast, flat indexing, a slot holding a memref',
    mlir: `
func.func @transpose_sum(%A: memref<?x?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %A, %c0 : memref<?x?xf64>
  %m = memref.dim %A, %c1 : memref<?x?xf64>
  %T = memref.alloc(%m, %n) : memref<?x?xf64>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %v = memref.load %A[%i, %j] : memref<?x?xf64>
      memref.store %v, %T[%j, %i] : memref<?x?xf64>
    }
  }
  %slot = memref.alloca() : memref<1xmemref<?x?xf64>>
  memref.store %T, %slot[%c0] : memref<1xmemref<?x?xf64>>
  %T2 = memref.load %slot[%c0] : memref<1xmemref<?x?xf64>>
  %S = memref.cast %T2 : memref<?x?xf64> to memref<3x2xf64>
  %a = memref.load %S[%c1, %c0] : memref<3x2xf64>
  %b = memref.load %T2[%c0, %c1] : memref<?x?xf64>
  %w = arith.constant 10.0 : f64
  %bw = arith.mulf %b, %w : f64
  %r = arith.addf %a, %bw : f64
  memref.dealloc %T : memref<?x?xf64>
  return %r : f64
}`,
    driver: `double transpose_sum(long, long, double *);
int main(void) {
  double A[2][3] = {{1, 2, 3}, {4, 5, 6}};
  printf("%g\\n", transpose_sum(2, 3, &A[0][0]));
  return 0;
}`,
    // T = A^T (3x2): T[1][0] = A[0][1] = 2, T[0][1] = A[1][0] = 4.
    expected: '42\n',
  },
  {
    name: 'integer semantics: wrapping without nsw, unsigned ops, floor/ceil division, NaN-propagating maximum',
    mlir: `
func.func @ints(%a: i32, %b: i32) -> (i32) {
  %s = arith.addi %a, %b : i32
  %q = arith.divui %s, %b : i32
  %f = arith.floordivsi %a, %b : i32
  %c = arith.ceildivsi %a, %b : i32
  %lt = arith.cmpi ult, %a, %b : i32
  %e = arith.extui %lt : i1 to i32
  %t1 = arith.addi %q, %f : i32
  %t2 = arith.addi %t1, %c : i32
  %t3 = arith.addi %t2, %e : i32
  return %t3 : i32
}
func.func @wrap(%a: i32) -> i32 {
  %one = arith.constant 1 : i32
  %s = arith.addi %a, %one : i32
  return %s : i32
}
func.func @fmax(%a: f64, %b: f64) -> f64 {
  %m = arith.maximumf %a, %b : f64
  return %m : f64
}
func.func @narrow(%a: i8, %b: i8) -> i8 {
  %s = arith.muli %a, %b : i8
  %t = arith.shli %s, %a : i8
  return %t : i8
}`,
    driver: `#include <math.h>
int32_t ints(int32_t, int32_t);
int32_t wrap(int32_t);
double fmax_(double, double);
char narrow(char, char);
int main(void) {
  printf("%d %d %d %g %g %g %d\\n", ints(-7, 2), ints(7, 2), wrap(2147483647), fmax_(-0.0, 0.0), fmax_(1.0, NAN), fmax_(2.0, 1.0), narrow(3, 100));
  return 0;
}`,
    // ints(-7, 2): (-5 as unsigned) / 2 = 2147483645, floor -4, ceil -3, -7 <u 2 false: 2147483638.
    // ints(7, 2): 9/2 = 4, floor 3, ceil 4, 7 <u 2 false: 11. 3 * 100 = 300 = 44 (mod 256); 44 << 3 = 352 = 96.
    expected: '2147483638 11 -2147483648 0 nan 2 96\n',
  },
  {
    name: 'scf.parallel with an scf.reduce region (integer max)',
    mlir: `
func.func @imax(%N: index, %x: memref<?xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant -2147483648 : i32
  %r = scf.parallel (%i) = (%c0) to (%N) step (%c1) init (%init) -> i32 {
    %a = memref.load %x[%i] : memref<?xi32>
    scf.reduce(%a : i32) {
    ^bb0(%lhs: i32, %rhs: i32):
      %gt = arith.cmpi sgt, %lhs, %rhs : i32
      %m = arith.select %gt, %lhs, %rhs : i32
      scf.reduce.return %m : i32
    }
  }
  return %r : i32
}`,
    driver: `int32_t imax(long, long, int32_t *);
int main(void) {
  int32_t x[5] = {3, -9, 14, 2, 14};
  printf("%d\\n", imax(5, 5, x));
  return 0;
}`,
    expected: '14\n',
  },
  {
    name: 'affine.if conditions as comparisons of their positive and negative terms',
    mlir: `
func.func @conds(%N: index, %n: index, %C: memref<8xi64>) {
  %one = arith.constant 1 : i64
  affine.for %i = 0 to %N {
    affine.for %j = 0 to %N {
      affine.if affine_set<(d0)[s0] : (-d0 + s0 - 1 >= 0)>(%i)[%n] {
        %c = affine.load %C[0] : memref<8xi64>
        %d = arith.addi %c, %one : i64
        affine.store %d, %C[0] : memref<8xi64>
      }
      affine.if affine_set<()[s0] : (s0 - 1 >= 0)>()[%n] {
        %c = affine.load %C[1] : memref<8xi64>
        %d = arith.addi %c, %one : i64
        affine.store %d, %C[1] : memref<8xi64>
      }
      affine.if affine_set<(d0, d1) : (d0 - d1 * 2 == 0)>(%i, %j) {
        %c = affine.load %C[2] : memref<8xi64>
        %d = arith.addi %c, %one : i64
        affine.store %d, %C[2] : memref<8xi64>
      }
      affine.if affine_set<(d0, d1) : (-d0 + d1 + 3 >= 0)>(%i, %j) {
        %c = affine.load %C[3] : memref<8xi64>
        %d = arith.addi %c, %one : i64
        affine.store %d, %C[3] : memref<8xi64>
      }
      affine.if affine_set<(d0, d1) : (d0 - d1 - 4 >= 0)>(%i, %j) {
        %c = affine.load %C[4] : memref<8xi64>
        %d = arith.addi %c, %one : i64
        affine.store %d, %C[4] : memref<8xi64>
      }
      affine.if affine_set<(d0) : (-d0 + 5 >= 0)>(%i) {
        %c = affine.load %C[5] : memref<8xi64>
        %d = arith.addi %c, %one : i64
        affine.store %d, %C[5] : memref<8xi64>
      }
      affine.if affine_set<(d0, d1) : (d0 - d1 + 2 == 0)>(%i, %j) {
        %c = affine.load %C[6] : memref<8xi64>
        %d = arith.addi %c, %one : i64
        affine.store %d, %C[6] : memref<8xi64>
      }
      affine.if affine_set<(d0)[s0] : (d0 mod 3 == 0, -d0 + s0 - 1 >= 0)>(%i)[%n] {
        %c = affine.load %C[7] : memref<8xi64>
        %d = arith.addi %c, %one : i64
        affine.store %d, %C[7] : memref<8xi64>
      }
    }
  }
  return
}`,
    driver: `void conds(long, long, int64_t *);
int main(void) {
  int64_t c[8] = {0};
  conds(8, 5, c);
  for (int k = 0; k < 8; k++) printf("%ld ", (long)c[k]);
  printf("\\n");
  return 0;
}`,
    expected: '40 64 4 54 10 48 6 16 \n',
    shows: [
      /if \((i\d+) < a1\)/,
      /if \(a1 >= 1\)/,
      /if \((i\d+) == (i\d+) \* 2\)/,
      /if \((i\d+) <= (i\d+) \+ 3\)/,
      /if \((i\d+) \+ 4 <= (i\d+)\)/,
      /if \((i\d+) <= 5\)/,
      /if \((i\d+) \+ 2 == (i\d+)\)/,
      /if \((i\d+) % 3 == 0 && (i\d+) < a1\)/,
    ],
  },
];

describe('C emitter (MLIR -> C -> gcc -> run)', function () {
  this.timeout(60000);
  let work: string;
  before(() => {
    work = mkdtempSync(join(tmpdir(), 'polyts-emitc-'));
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  cases.forEach((c, k) => {
    it(c.name, async () => {
      const module = parseSource(c.mlir, `case${k}.mlir`);
      verify(module);
      // A definition named like a libc function (@fmax) is renamed (fmax_) to keep clear of the header's.
      const emitted = emitC(module, `case${k}.mlir`);
      const file = join(work, `case${k}.c`);
      writeFileSync(file, `${emitted}\n/* driver */\n${c.driver}\n`);
      const exe = join(work, `case${k}`);
      const built = await run(cc, ['-std=c99', '-O2', '-Wall', file, '-lm', '-o', exe]);
      expect(built.error, `${built.error}\n${emitted}`).to.equal(undefined);
      expect(built.stderr, `warnings:\n${built.stderr}\n${emitted}`).to.equal('');
      const r = await run(exe, []);
      expect(r.error, r.error).to.equal(undefined);
      expect(r.stdout, emitted).to.equal(c.expected);
      for (const re of c.shows ?? []) expect(emitted).to.match(re);
    });
  });

  it('prints loops as for loops, iter_args as variables, and no gotos', () => {
    const text = emitC(parseSource(cases[0]!.mlir, 'c.mlir'));
    expect(text).to.match(/for \(long i\d+ = 0; i\d+ < a0; i\d+\+\+\) \{/);
    expect(text).to.match(/double r\d+ = 0\.0;/);
    expect(text).to.not.contain('goto');
  });

  it('keeps symbols named like its temporaries (s1, a0) and names its own variables around them', async () => {
    const m = parseSource(
      `memref.global @a0 : memref<f32> = dense<1.5>
func.func @s1(%x: f32) -> f32 {
  %g = memref.get_global @a0 : memref<f32>
  %v = memref.load %g[] : memref<f32>
  %r = arith.addf %x, %v : f32
  return %r : f32
}`,
      'symbols.mlir',
    );
    const emitted = emitC(m);
    expect(emitted).to.match(/^float a0 = 1\.5f;$/m);
    expect(emitted).to.match(/^float s1\(float a\d+\) \{$/m);
    expect(emitted).to.not.match(/\b(s1_|a0_)|float a0\)/);
    // A caller compiled on its own links against the names as they are.
    const file = join(work, 'symbols.c');
    writeFileSync(file, emitted);
    const caller = join(work, 'caller.c');
    writeFileSync(caller, '#include <stdio.h>\nfloat s1(float);\nextern float a0;\nint main(void) { printf("%g %g\\n", s1(1.0f), a0); return 0; }\n');
    const exe = join(work, 'symbols');
    const built = await run(cc, ['-O2', '-Wall', file, caller, '-o', exe]);
    expect(built.error, built.error).to.equal(undefined);
    expect((await run(exe, [])).stdout).to.equal('2.5 1.5\n');
  });

  it('reports IR it cannot print with the op location', () => {
    const m = parseSource('func.func @f(%a: tensor<4xf32>) {\n  return\n}\n', 'bad.mlir');
    expect(() => emitC(m)).to.throw(DiagnosticError, /cannot emit C: type tensor<4xf32> has no C equivalent/);
    const twoResults = parseSource('func.func @g(%a: i32) -> (i32, i32) {\n  return %a, %a : i32, i32\n}\n', 'two.mlir');
    expect(() => emitC(twoResults)).to.throw(DiagnosticError, /several results/);
  });
});
