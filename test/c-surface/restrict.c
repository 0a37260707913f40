// RUN: polyts-cc %s -S --emit=affine -o - | FileCheck %s
// restrict in its three spellings on kernel parameters (an optimization promise that changes no result): the
// kernels are raised to affine loops as if the qualifier were absent.
#include <stdio.h>

#define N 40

// CHECK-LABEL: func.func private @axpy(
// CHECK:         affine.for
// CHECK:           affine.load
// CHECK:           affine.store
static void axpy(int n, double alpha, const double *restrict x, double *restrict y)
{
  for (int i = 0; i < n; i++)
    y[i] += alpha * x[i];
}

// CHECK-LABEL: func.func private @matvec(
// CHECK:         affine.for
// CHECK:           affine.for
static void matvec(int n, double A[__restrict N][N], const double *__restrict__ x, double *__restrict y)
{
  for (int i = 0; i < n; i++) {
    y[i] = 0.0;
    for (int j = 0; j < n; j++)
      y[i] += A[i][j] * x[j];
  }
}

int main(void)
{
  static double A[N][N];
  double x[N], y[N];
  for (int i = 0; i < N; i++) {
    x[i] = 1.0 / (i + 1);
    for (int j = 0; j < N; j++)
      A[i][j] = (double)((i * j) % 7) - 3.0;
  }
  matvec(N, A, x, y);
  axpy(N, 0.5, x, y);
  double s = 0.0;
  for (int i = 0; i < N; i++)
    s += y[i] * (i % 3 + 1);
  printf("%.10f\n", s);
  return 0;
}
