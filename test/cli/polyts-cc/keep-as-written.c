// RUN: polyts-cc %s -O3 --remarks -o %t 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: FileCheck %s --check-prefix=SCHED < %t.remarks
// RUN: %t > %t.out && gcc -O2 %s -o %t.ref && %t.ref > %t.ref.out && diff %t.ref.out %t.out
// RUN: polyts-cc %s -S --emit=c 2> /dev/null | FileCheck %s --check-prefix=C
// RUN: not polyts-cc %s -S --emit=affine 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not polyts-cc %s -S --emit=mlir 2>&1 | FileCheck %s --check-prefix=ERR
//
// A file with functions polyts cannot translate (a union, a call through a function pointer, a computed goto, a
// backward goto) next to a PolyBench-style kernel: polyts-cc -O3 builds it, translates and schedules the kernel,
// keeps the others as written with a remark each, and the program prints what gcc's build prints. With
// --emit=affine or --emit=mlir the file is refused, with one error per construct.

#include <stdio.h>

#define N 40

/* File-scope arrays that the kept main and the translated kernel both use. */
static double A[N][N], B[N][N];

/* Type punning through a union. */
// REMARK: keep-as-written.c:[[@LINE+9]]:4: remark: polyts-cc: 'low_bits' kept as written: union member access
// ERR-DAG: keep-as-written.c:[[@LINE+8]]:4: error: unsupported C construct: union member access
// C:      {{^}}static unsigned low_bits(double x) {
// C-NEXT:  {{^}}  union {
static unsigned low_bits(double x) {
  union {
    double d;
    unsigned long long u;
  } b;
  b.d = x;
  return (unsigned)(b.u & 0xffffu);
}

/* A call through a function pointer. */
// REMARK: keep-as-written.c:[[@LINE+3]]:10: remark: polyts-cc: 'apply' kept as written: call through a function pointer
// ERR-DAG: keep-as-written.c:[[@LINE+2]]:10: error: unsupported C construct: call through a function pointer
static double apply(double (*f)(double), double x) {
  return f(x);
}

static double half(double x) {
  return x / 2;
}

/* A computed goto (GNU C). */
// REMARK: keep-as-written.c:[[@LINE+4]]:29: remark: polyts-cc: 'classify' kept as written: syntax polyts does not read (expected expression before '&&')
// ERR-DAG: keep-as-written.c:[[@LINE+3]]:29: error: expected expression before '&&'
// C:      {{^}}static int classify(int k) {
static int classify(int k) {
  static void *targets[] = {&&even, &&odd};
  goto *targets[k & 1];
even:
  return 0;
odd:
  return 1;
}

/* A retry loop written with a backward goto. */
// REMARK: keep-as-written.c:[[@LINE+8]]:5: remark: polyts-cc: 'collatz_steps' kept as written: goto 'again' backwards or into a block
// ERR-DAG: keep-as-written.c:[[@LINE+7]]:5: error: unsupported C construct: goto 'again' backwards or into a block
static int collatz_steps(int x) {
  int steps = 0;
again:
  if (x != 1) {
    x = x % 2 ? 3 * x + 1 : x / 2;
    steps++;
    goto again;
  }
  return steps;
}

/* The kernel: a Jacobi-style stencil; it calls a translated function and a kept one. */
// C-LABEL: {{^}}static void kernel(int n, double a[N][N], double b[N][N]) {
// C:         {{^ +}}for (int t = 0; t < 4; t++) {
// C:         {{^ +}}for (int i = 1; i < {{.*}}; i++) {
// C:         {{^ +}}for (int j = 1; j < {{.*}}; j++) {
// C:         {{^ +}}b[i][j] = {{.*}}a[i][j]
// C:         {{^ +}}int v{{[0-9]+}} = classify(i);
// C:       {{^}}}{{$}}
// C-NEXT:  #line [[@LINE+14]] "{{.*}}keep-as-written.c"
// SCHED: keep-as-written.c:[[@LINE+4]]:{{[0-9]+}}: remark: schedule: scop @kernel_r0: 1 band (2 members)
// SCHED: keep-as-written.c:[[@LINE+5]]:{{[0-9]+}}: remark: tile: band at domain/band (S0): not tiled: no access reuses more than a row
static void kernel(int n, double a[N][N], double b[N][N]) {
  for (int t = 0; t < 4; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        b[i][j] = 0.2 * (a[i][j] + a[i][j - 1] + a[i][1 + j] + a[1 + i][j] + a[i - 1][j]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        a[i][j] = half(b[i][j]) * 2;
  }
  for (int i = 0; i < n; i++)
    a[i][0] += classify(i);
}

// main passes the function half as a value (a function pointer), so it is kept as well; it calls the translated
// kernel with the file's arrays.
// REMARK: keep-as-written.c:[[@LINE+14]]:57: remark: polyts-cc: 'main' kept as written: function 'half' used as a value (function pointers)
// ERR-DAG: keep-as-written.c:[[@LINE+13]]:57: error: unsupported C construct: function 'half' used as a value (function pointers)
// C:      {{^}}int main(void) {
// C-NEXT: {{^}}  for (int i = 0; i < N; i++)
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = ((double)i * (j + 2) + 2) / N;
      B[i][j] = ((double)i * (j + 3) + 3) / N;
    }
  kernel(N, A, B);
  double sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) sum += A[i][j];
  printf("%.6f %u %.3f %d\n", sum, low_bits(sum), apply(half, sum), collatz_steps(27));
  return 0;
}
