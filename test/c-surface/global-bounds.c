// RUN: polyts-cc %s -S --emit=affine -o - | FileCheck %s
// RUN: polyts-cc %s %S/extern/global-bounds.c -O3 --remarks -lm -o %t 2> %t.remarks
// RUN: FileCheck %s --check-prefix=O3 --implicit-check-not=warning: < %t.remarks
// RUN: %t > %t.out && gcc -O2 %s %S/extern/global-bounds.c -lm -o %t.ref && %t.ref > %t.ref.out && diff %t.ref.out %t.out
// Loop bounds and subscripts read from global integer scalars (`for (i = 0; i < n; i++)` with a global `int n`).
// Where nothing can write the global while the function runs (no assignment in it, its address never taken, no
// call that may write it) it is read once at the function's entry and is an affine symbol. A call to a function
// defined elsewhere may write any global with external linkage, and what this file's exported functions write
// (it may call back into them); libm calls and functions of this file that do not write it cannot.
#include <math.h>
#include <stdio.h>

#define N 64

int n = 48;                  // external linkage, written by main
static int m = 40;           // internal linkage, written only by a static function no exported one calls
static int rows = 20;        // internal, never written
volatile int vn = 30;        // volatile: read where the C reads it

double A[N][N], x[N], y[N];

extern void opaque(void);    // extern/global-bounds.c

static void set_m(int v) { m = v; }

// Both bounds and a subscript read n, loaded once before the nest.
// CHECK-LABEL: func.func @transpose_sum(
// CHECK:         %[[G:.*]] = memref.get_global @n
// CHECK:         %[[NV:.*]] = affine.load %[[G]][]
// CHECK:         %[[NI:.*]] = arith.index_cast %[[NV]]
// CHECK:         affine.for %[[I:.*]] = 0 to %[[NI]] {
// CHECK:           affine.for %{{.*}} = 0 to %[[NI]] {
// CHECK:             affine.load %{{.*}}[-%[[I]] + symbol(%[[NI]]) - 1]
// CHECK-NOT:     scf.while
// CHECK:         return
void transpose_sum(void)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] += A[j][i] * x[n - 1 - i];
}

// A static global with a libm call and a call to a function of this file that does not write it.
// CHECK-LABEL: func.func @static_bound(
// CHECK:         affine.for %{{.*}} = 0 to %{{.*}} {
// CHECK:           affine.for %{{.*}} = 0 to %{{.*}} {
// CHECK-NOT:     scf.while
// CHECK:         return
static double scale(double v) { return 0.5 * v; }
void static_bound(void)
{
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = sqrt(fabs(A[i][j])) + scale(y[j]);
}

// An opaque call inside the function: `rows` (static, written by no function) stays a symbol, `n` (external) may be
// written by the call and is read where the C reads it.
// CHECK-LABEL: func.func @opaque_call(
// CHECK:         affine.for %{{.*}} = 0 to %{{.*}} {
// CHECK:         call @opaque()
// CHECK:         scf.while
// CHECK:         return
void opaque_call(void)
{
  for (int i = 0; i < rows; i++)
    y[i] = 2.0 * x[i];
  opaque();
  for (int i = 0; i < n; i++)
    x[i] = y[i] + 1.0;
}

// Written in the loop, or volatile: no symbol.
// CHECK-LABEL: func.func @not_symbols(
// CHECK-NOT:     affine.for
// CHECK:         return
void not_symbols(void)
{
  for (int i = 0; i < n; i++) {
    x[i] += 1.0;
    if (i == 3)
      n = n - 1;
  }
  for (int i = 0; i < vn; i++)
    y[i] -= 1.0;
}

// The outer loop carries s into the inner loop's initial value (a case that once crashed -O3).
// O3-DAG: remark: schedule: scop @carried_into_inner:
double carried_into_inner(void)
{
  double s = 0.0;
  for (int i = 0; i < rows; i++) {
    s += x[i];
    for (int j = 0; j < rows; j++)
      s += A[i][j];
  }
  return s;
}

// At -O3 the nests over global bounds are scheduled like any other.
// O3-DAG: remark: schedule: scop @transpose_sum:
// O3-DAG: remark: schedule: scop @opaque_call:

static double checksum(void)
{
  double s = 0.0;
  for (int i = 0; i < N; i++) {
    s += (x[i] - 0.5 * y[i]) * (i + 1);
    for (int j = 0; j < N; j++)
      s += A[i][j] * ((i + 2 * j) % 7);
  }
  return s;
}

int main(void)
{
  for (int i = 0; i < N; i++) {
    x[i] = (double)(i % 9) / 8.0;
    y[i] = (double)((i * 5) % 11) / 10.0;
    for (int j = 0; j < N; j++)
      A[i][j] = (double)((i * 3 + j) % 13) - 6.0;
  }
  transpose_sum();
  printf("transpose_sum %.6f\n", checksum());
  set_m(36);
  static_bound();
  printf("static_bound %.6f\n", checksum());
  opaque_call();
  printf("opaque_call %.6f n=%d\n", checksum(), n);
  not_symbols();
  printf("not_symbols %.6f n=%d\n", checksum(), n);
  printf("carried_into_inner %.6f\n", carried_into_inner());
  return 0;
}
