// RUN: polyts-cc %s -O3 -fopenmp -S --emit=c -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: polyts-cc %s -O3 -fopenmp -lm -o %t 2>/dev/null && %t > %t.out && gcc -O2 %s -lm -o %t.ref && %t.ref > %t.ref.out && diff %t.ref.out %t.out
// With -fopenmp, a tiled band whose tile loops are all sequential is skewed into a wavefront, unless code generation
// of the wavefront separates fewer loops (or leaves more statements guarded) than the tiles in order: cholesky's
// four statements on the diagonals of its 3-d band stay guarded in every innermost loop of the wavefront (0.3x gcc,
// LARGE), while in order only the diagonal tiles keep guards and the loops inside the tiles run in parallel (5x).
// lu's band, whose wavefront separates as well as its tiles, keeps the wavefront.
// REMARK: remark: tile: scop @cholesky: no wavefront: its code would keep 4 statement guards with 0 loops separated, the tiles in order 4 with 2
// REMARK: remark: tile: band at {{.*}}: no tile loop is parallel: wavefront
// REMARK-NOT: no wavefront
#include <math.h>
#include <stdio.h>

#define N 80

static void cholesky(int n, double A[N][N]) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[j][k];
      A[i][j] /= A[j][j];
    }
    for (int k = 0; k < i; k++)
      A[i][i] -= A[i][k] * A[i][k];
    A[i][i] = sqrt(A[i][i]);
  }
}

static void lu(int n, double A[N][N]) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] /= A[j][j];
    }
    for (int j = i; j < n; j++)
      for (int k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j];
  }
}

int main(void) {
  static double A[N][N], B[N][N];
  // A symmetric positive definite matrix: cholesky's square roots stay real.
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) A[i][j] = B[i][j] = (i == j ? N + 1.0 : 1.0 / (1 + i + j));
  cholesky(N, A);
  lu(N, B);
  for (int i = 0; i < N; i += 3)
    for (int j = 0; j < N; j += 5) printf("%.17g %.17g\n", A[i][j], B[i][j]);
  return 0;
}
