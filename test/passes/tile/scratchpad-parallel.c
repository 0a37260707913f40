// RUN: polyts-cc %s -O3 -fopenmp -S --emit=c -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: polyts-cc %s -O3 -fopenmp -S --emit=c -o - 2>/dev/null | FileCheck %s
// RUN: polyts-cc %s -O3 -fopenmp --remarks -o %t 2>/dev/null && %t > %t.out && gcc -O2 %s -o %t.ref && %t.ref > %t.ref.out && diff %t.ref.out %t.out
// A matrix product whose update split-statements splits (M[k] = A[i][k] * B[k][j], then C[i][j] += M[k]): the
// scratchpad M, reused for every (i, j), gives every pair of tiles a dependence, so no tile loop looks parallel and
// a wavefront would be next. But M passes a value within one iteration and is a value again after inline-statements:
// with its dependences left out, the outer tile loop is parallel and stays outermost (in 2mm, where the split puts the
// tile loop over k first, the one over i moves outermost instead; LARGE, 2 threads: 7.0x gcc with the wavefront,
// 12.6x without).
// REMARK: remark: split-statements: split into 'split0'
// REMARK: remark: tile: band at {{.*}}: tile loops left in order: tile loop 0 is parallel once the scratchpads are values again
// REMARK-NOT: wavefront
// CHECK-LABEL: {{^}}static void product(
// CHECK:         #pragma omp parallel for
// CHECK-NEXT:    #endif
// CHECK-NEXT:    for (long [[T:i[0-9]+]] = 0; [[T]] < {{.*}}(((long)n) + 31, 32); [[T]]++) {
#include <stdio.h>

#define N 70

static void product(int n, double C[N][N], double A[N][N], double B[N][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        C[i][j] += A[i][k] * B[k][j];
}

int main(void) {
  static double A[N][N], B[N][N], C[N][N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (i * j % 7) / 7.0;
      B[i][j] = (i + 2 * j) % 5 / 5.0;
      C[i][j] = 0;
    }
  product(N, C, A, B);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j += 7) printf("%.17g\n", C[i][j]);
  return 0;
}
