// RUN: polyts-cc %s -S --emit=affine -o - | FileCheck %s
// RUN: polyts-cc %s -S --emit=c -o - | FileCheck %s --check-prefix=C
// RUN: polyts-cc %s -O3 --remarks -o %t 2> %t.remarks
// RUN: FileCheck %s --check-prefix=O3 --implicit-check-not=warning: < %t.remarks
// RUN: %t > %t.out && gcc -O2 %s -o %t.ref && %t.ref > %t.ref.out && diff %t.ref.out %t.out
// Division and remainder of a parameter by a constant in bounds and subscripts (`i < n / 2`, `A[n / 2 + i]`,
// `n % 3`). C's division truncates toward zero, which is floordiv only for a non-negative dividend: they are
// raised where n is provably non-negative there (a loop up to n runs around the use, a guard holds, n sizes an
// array) and stay as they are where it is not (n unknown, or i - 5 negative for small i).
#include <stdio.h>

#define N 64

static double A[N], B[N][N];

// `i < n / 2` from 0: truncated and floored run the loop alike (for n < 0 neither runs), and inside it n >= 2.
// CHECK-LABEL: func.func private @halves(
// CHECK:         affine.for %[[I:.*]] = 0 to #{{map[0-9]*}}()[%[[N:.*]]] {
// CHECK:           affine.load %{{.*}}[%[[I]] + symbol(%[[N]]) floordiv 2]
// CHECK-NOT:     arith.divsi
// CHECK:         return
// In the C, a floordiv whose dividend is known non-negative is C's `/` (gcc vectorizes it, not the helper); the
// bound, where n may be negative, keeps the helper. Patterns start at a line's first non-blank so that they do
// not match these comments, which the C keeps.
// C-LABEL: {{^}}static void halves(
// C:       {{^ +}}for (int i = 0; i < polyts_floordivsi_long(n, 2); i++) {
// C-NEXT:  {{^ +}}A[i + (n / 2)] = A[i + (n / 2)] + A[i];
static void halves(int n)
{
  for (int i = 0; i < n / 2; i++)
    A[n / 2 + i] += A[i];
}

// Inside `for (k = 0; k < n; k++)`, n >= 1: n / 2 and n % 3 are floordiv and mod.
// CHECK-LABEL: func.func private @inside_loop(
// CHECK:         affine.for %{{.*}} = 0 to %[[N:.*]] {
// CHECK:           affine.for %[[I:.*]] = 0 to #{{map[0-9]*}}()[%[[N]]] {
// CHECK:             affine.store %{{.*}}[%[[I]] + symbol(%[[N]]) floordiv 2, symbol(%[[N]]) mod 3]
// CHECK-NOT:     arith.divsi
// CHECK-NOT:     arith.remsi
// CHECK:         return
// C-LABEL: {{^}}static void inside_loop(
// C:       {{^ +}}for (int i = 0; i < n / 2; i++) {
// C-NEXT:  {{^ +}}B[i + (n / 2)][n % 3] =
static void inside_loop(int n)
{
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n / 2; i++)
      B[n / 2 + i][n % 3] += 0.5 * B[k][i];
}

// A guard `if (n > 0)` proves n non-negative in its branch.
// CHECK-LABEL: func.func private @guarded(
// CHECK:         affine.if
// CHECK:           affine.for %[[I:.*]] = 0 to 8 {
// CHECK:             affine.store %{{.*}}[%[[I]] + symbol(%{{.*}}) floordiv 4]
// CHECK-NOT:     arith.divsi
// CHECK:         return
static void guarded(int n)
{
  if (n > 0)
    for (int i = 0; i < 8; i++)
      A[n / 4 + i] = 2.0 * A[i];
}

// n sizes a variable-length array allocated before the loop: it is not negative.
// CHECK-LABEL: func.func private @vla(
// CHECK:         memref.alloca
// CHECK:         affine.for %[[I:.*]] = 0 to 10 {
// CHECK:           affine.store %{{.*}}[-%[[I]] + symbol(%{{.*}}) floordiv 2 + 9]
// CHECK-NOT:     arith.divsi
// CHECK:         return
static double vla(int n)
{
  double t[n];
  for (int i = 0; i < 10; i++)
    t[n / 2 - i + 9] = A[i];
  return t[n / 2];
}

// Not raised: n may be negative where n / 2 is used (the loop runs up to m, not n), and (i - 5) / 2 truncates
// toward zero for i < 5.
// CHECK-LABEL: func.func private @possibly_negative(
// CHECK:         affine.for
// CHECK:           arith.divsi
// CHECK:           memref.load
// CHECK:         affine.for
// CHECK:           arith.divsi
// CHECK:           memref.store
// CHECK:         return
static void possibly_negative(int n, int m)
{
  for (int i = 0; i < m; i++)
    A[n / 2 + i + 20] += 1.0;
  for (int i = 0; i < m; i++)
    A[(i - 5) / 2 + 10] += 1.0;
}

// `i <= n / 2` runs once for n = -1 (i = 0) where n floordiv 2 + 1 is 0: the bound stays truncating.
// CHECK-LABEL: func.func private @inclusive(
// CHECK:         %[[Q:.*]] = arith.divsi
// CHECK:         %[[QI:.*]] = arith.index_cast %[[Q]]
// CHECK:         affine.for %{{.*}} = 0 to #{{map[0-9]*}}()[%[[QI]]] iter_args
static int inclusive(int n)
{
  int c = 0;
  for (int i = 0; i <= n / 2; i++)
    c += i;
  return c;
}

// O3-DAG: remark: schedule: scop @halves:
// O3-DAG: remark: schedule: scop @inside_loop:

int main(void)
{
  for (int i = 0; i < N; i++) {
    A[i] = (double)(i % 5);
    for (int j = 0; j < N; j++)
      B[i][j] = (double)((i + j) % 4);
  }
  halves(N);
  halves(-7);
  inside_loop(N / 2 + 1);
  inside_loop(-3);
  guarded(40);
  guarded(-9);
  double v = vla(N / 2 + 3);
  possibly_negative(-9, 7);
  possibly_negative(9, 7);
  int c = inclusive(-1) * 100 + inclusive(9);
  double s = v;
  for (int i = 0; i < N; i++)
    s += A[i] * (i + 1);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += B[i][j] * (i - j);
  printf("%.6f %d\n", s, c);
  return 0;
}
