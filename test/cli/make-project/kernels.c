/* Loop kernels in the style of vectorization benchmarks and PolyBench. */
#include "kernels.h"

void s151s(float a[], float b[], int m) {
  for (int i = 0; i < LEN - 1; i++)
    a[i] = a[i + m] + b[i];
}

void matvec(int n, int m, const double A[ROWS][COLS], const double x[COLS], double y[ROWS]) {
  for (int i = 0; i < n; i++) {
    y[i] = 0.0;
    for (int j = 0; j < m; j++)
      y[i] += A[i][j] * x[j];
  }
}

void scale_rows(int n, int m, double A[n][m], double f) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = A[i][j] * f + (double)(i - j) / (m + 1);
}
