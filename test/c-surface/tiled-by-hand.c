// RUN: polyts-cc %s -S --emit=affine -o - | FileCheck %s
// RUN: polyts-cc %s -O3 --remarks -o %t 2> %t.remarks
// RUN: FileCheck %s --check-prefix=O3 --implicit-check-not=warning: < %t.remarks
// RUN: %t > %t.out && gcc -O2 %s -o %t.ref && %t.ref > %t.ref.out && diff %t.ref.out %t.out
// Loops tiled by hand, as performance code writes them: tile loops stepping by the tile size, point loops from
// the tile's start to the smaller of its end and the extent (`i < min(ii + 32, n)`, and `j <= MIN(jj + 15, n - 1)`
// with its + 1). All become affine.for: the tile loops with a step, the point loops with an affine.min bound.
#include <stdio.h>

#define N 70
#define T 32
#define MIN(a, b) ((a) < (b) ? (a) : (b))

static double A[N][N], B[N][N], C[N][N];

static int min(int a, int b)
{
  return a < b ? a : b;
}

// CHECK-DAG: #[[ID:map[0-9]*]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: #[[UB32:map[0-9]*]] = affine_map<(d0)[s0] -> (d0 + 32, s0)>
// CHECK-DAG: #[[UB16:map[0-9]*]] = affine_map<(d0)[s0] -> (d0 + 16, s0)>

// A tiled update with rectangular tiles; the tile loops step by 32 and 16, the point loops end at a min.
// CHECK-LABEL: func.func private @update_tiled(
// CHECK:         affine.for %[[II:.*]] = 0 to %[[N:.*]] step 32 {
// CHECK-NEXT:      affine.for %[[JJ:.*]] = 0 to %[[N]] step 16 {
// CHECK-NEXT:        affine.for %[[I:.*]] = #[[ID]](%[[II]]) to min #[[UB32]](%[[II]])[%[[N]]] {
// CHECK-NEXT:          affine.for %{{.*}} = #[[ID]](%[[JJ]]) to min #[[UB16]](%[[JJ]])[%[[N]]] {
// CHECK-NOT:     scf.for
// CHECK:         return
static void update_tiled(int n)
{
  for (int ii = 0; ii < n; ii += T)
    for (int jj = 0; jj < n; jj += 16)
      for (int i = ii; i < MIN(ii + T, n); i++)
        for (int j = jj; j <= MIN(jj + 15, n - 1); j++)
          C[i][j] = 0.5 * C[i][j] + A[i][j] * B[j][i];
}

// A tiled transpose whose min is a function (inlined by the frontend or not: either way the bound must be a min).
// CHECK-LABEL: func.func private @transpose_tiled(
// CHECK:         affine.for %[[II:.*]] = 0 to %[[N:.*]] step 32 {
// CHECK-NEXT:      affine.for %[[JJ:.*]] = 0 to %[[N]] step 32 {
// CHECK:             affine.for %{{.*}} = #[[ID]](%[[II]]) to min #[[UB32]](%[[II]])[%[[N]]] {
// CHECK:               affine.for %{{.*}} = #[[ID]](%[[JJ]]) to min #[[UB32]](%[[JJ]])[%[[N]]] {
// CHECK-NOT:     scf.for
// CHECK:         return
static void transpose_tiled(int n)
{
  for (int ii = 0; ii < n; ii += T)
    for (int jj = 0; jj < n; jj += T)
      for (int i = ii; i < (ii + T < n ? ii + T : n); i++)
        for (int j = jj; j < (jj + T < n ? jj + T : n); j++)
          B[j][i] = A[i][j] + 0.5 * B[j][i];
}

// O3-DAG: remark: tile: scop @update_tiled:
// O3-DAG: remark: schedule: scop @transpose_tiled:

int main(void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (double)((i * 3 + j) % 7) - 3.0;
      B[i][j] = (double)((i + 5 * j) % 9) / 9.0;
      C[i][j] = 0.0;
    }
  update_tiled(N);
  update_tiled(N - 9);
  transpose_tiled(N - 1);
  double s = 0.0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += C[i][j] * (i + 1) - B[i][j] * (j + 2);
  printf("%.6f %d\n", s, min(N, 3));
  return 0;
}
