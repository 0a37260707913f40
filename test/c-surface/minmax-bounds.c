// RUN: polyts-cc %s -S --emit=affine -o - | FileCheck %s
// RUN: polyts-cc %s -O3 --remarks -o %t 2> %t.remarks
// RUN: FileCheck %s --check-prefix=O3 --implicit-check-not=warning: < %t.remarks
// RUN: %t > %t.out && gcc -O2 %s -o %t.ref && %t.ref > %t.ref.out && diff %t.ref.out %t.out
// Loop bounds written as C min and max: ternaries comparing with <, <=, > and >=, the same through MIN/MAX
// macros (one copy of an argument compared, another returned), nested, in lower and upper bounds, with `<=` in
// the loop condition (the bound plus one), and a loop counting down to a max. Each becomes an affine.for with
// affine.max lower and affine.min upper bounds. A max in an upper bound and a min in a lower bound are not of
// that form and stay scf.for. Built at -O3 (scheduled and tiled), the program prints what gcc's build prints.
#include <stdio.h>

// At -O3 every min/max-bounded nest reaches the tiler as a permutable band of two loops. Those that walk a column
// of the other array are tiled; the others touch a few elements of a row per iteration, which the cache keeps untiled.
// O3-DAG: minmax-bounds.c:43:{{[0-9]+}}: remark: tile: band at domain/band (S0): not tiled: no access reuses more than a row or a vector
// O3-DAG: minmax-bounds.c:56:{{[0-9]+}}: remark: tile: band at domain/band (S1): not tiled: no access reuses more than a row or a vector
// O3-DAG: minmax-bounds.c:69:{{[0-9]+}}: remark: tile: band at domain/band (S2): tiled 32x32: B in S2 reused along member 0 over a column
// O3-DAG: minmax-bounds.c:82:{{[0-9]+}}: remark: tile: band at domain/band (S3): tiled 32x32: A in S3 reused along member 0 over a column
// O3-DAG: minmax-bounds.c:95:{{[0-9]+}}: remark: tile: band at domain/band (S4): not tiled: no access reuses more than a row or a vector

#define N 40
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

static double A[N][N], B[N][N];

// CHECK-DAG: #[[BAND_LB:map[0-9]*]] = affine_map<(d0) -> (d0 - 1, 0)>
// CHECK-DAG: #[[BAND_UB:map[0-9]*]] = affine_map<(d0)[s0] -> (d0 + 3, s0)>
// CHECK-DAG: #[[LE_UB:map[0-9]*]] = affine_map<(d0)[s0] -> (d0 + 4, s0)>
// CHECK-DAG: #[[GE_LB:map[0-9]*]] = affine_map<(d0) -> (0, d0 - 2)>
// CHECK-DAG: #[[GE_UB:map[0-9]*]] = affine_map<(d0)[s0] -> (s0, d0 + 3)>
// CHECK-DAG: #[[DOWN:map[0-9]*]] = affine_map<(d0) -> (4, d0 + 1)>

// `j = (i - 1 > 0 ? i - 1 : 0); j < (i + 3 < n ? i + 3 : n)`: a max below and a min above.
// CHECK-LABEL: func.func private @band(
// CHECK:         affine.for %[[I:.*]] = 0 to %[[N:.*]] {
// CHECK:           affine.for %{{.*}} = max #[[BAND_LB]](%[[I]]) to min #[[BAND_UB]](%[[I]])[%[[N]]] {
// CHECK-NOT:     scf.for
// CHECK:         return
static void band(int n)
{
  for (int i = 0; i < n; i++)
    for (int j = (i - 1 > 0 ? i - 1 : 0); j < (i + 3 < n ? i + 3 : n); j++)
      A[i][j] += 1.0 + i - j;
}

// `j <= MIN(i + 3, n - 1)` runs to min(i + 4, n) exclusive: the + 1 of `<=` goes into every term.
// CHECK-LABEL: func.func private @macros_le(
// CHECK:         affine.for %[[I:.*]] = 0 to %[[N:.*]] {
// CHECK:           affine.for %{{.*}} = max #[[BAND_LB]](%[[I]]) to min #[[LE_UB]](%[[I]])[%[[N]]] {
// CHECK-NOT:     scf.for
// CHECK:         return
static void macros_le(int n)
{
  for (int i = 0; i < n; i++)
    for (int j = MAX(i - 1, 0); j <= MIN(i + 3, n - 1); j++)
      B[i][j] = 0.5 * A[i][j] + B[i][j];
}

// Ternaries comparing with >= and <= (ties pick either side: still a max and a min).
// CHECK-LABEL: func.func private @ge_le(
// CHECK:         affine.for %[[I:.*]] = 0 to %[[N:.*]] {
// CHECK:           affine.for %{{.*}} = max #[[GE_LB]](%[[I]]) to min #[[GE_UB]](%[[I]])[%[[N]]] {
// CHECK-NOT:     scf.for
// CHECK:         return
static void ge_le(int n)
{
  for (int i = 0; i < n; i++)
    for (int j = (0 >= i - 2 ? 0 : i - 2); j < (n <= i + 3 ? n : i + 3); j++)
      A[i][j] = A[i][j] * 0.75 + B[j][i];
}

// Nested macros with a second parameter: every term of the nest is a term of the bound.
// CHECK-LABEL: func.func private @nested(
// CHECK:         affine.for %[[I:.*]] = 0 to
// CHECK:           affine.for %{{.*}} = max #{{map[0-9]*}}(%[[I]])[%{{.*}}] to min #{{map[0-9]*}}(%[[I]])[%{{.*}}, %{{.*}}] {
// CHECK-NOT:     scf.for
// CHECK:         return
static void nested(int n, int m)
{
  for (int i = 0; i < n; i++)
    for (int j = MAX(MAX(i - 1, 0), m); j < MIN(MIN(i + 3, n), 2 * m + 1); j++)
      B[i][j] += A[j][i];
}

// Counting down from i to MAX(i - 3, 0): i - j + 1 iterations, min(4, i + 1).
// CHECK-LABEL: func.func private @down(
// CHECK:         affine.for %[[I:.*]] = 0 to
// CHECK:           affine.for %{{.*}} = 0 to min #[[DOWN]](%[[I]]) {
// CHECK-NOT:     scf.for
// CHECK:         return
static void down(int n)
{
  for (int i = 0; i < n; i++)
    for (int j = i; j >= MAX(i - 3, 0); j--)
      A[i][j] -= 0.25 * B[i][j];
}

// A max in an upper bound is not a min: the loop stays scf.for.
// CHECK-LABEL: func.func private @max_above(
// CHECK:         affine.for
// CHECK:           scf.for
static void max_above(int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < MAX(i, n - 5); j++)
      B[i][j] += 1.0;
}

// A min in a lower bound is not a max: the loop stays scf.for.
// CHECK-LABEL: func.func private @min_below(
// CHECK:         affine.for
// CHECK:           scf.for
static void min_below(int n)
{
  for (int i = 0; i < n; i++)
    for (int j = MIN(i, 3); j < n; j++)
      A[i][j] += 2.0;
}

static double checksum(void)
{
  double s = 0.0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += (A[i][j] - B[i][j]) * (i + 2 * j + 1);
  return s;
}

int main(void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 11.0;
      B[i][j] = (double)((i * 5 + j) % 13) / 13.0;
    }
  band(N);
  printf("band %.6f\n", checksum());
  macros_le(N - 3);
  printf("macros_le %.6f\n", checksum());
  ge_le(N);
  printf("ge_le %.6f\n", checksum());
  nested(N, 5);
  nested(N - 1, 30);
  printf("nested %.6f\n", checksum());
  down(N);
  printf("down %.6f\n", checksum());
  max_above(N);
  min_below(N);
  printf("negative cases %.6f\n", checksum());
  return 0;
}
