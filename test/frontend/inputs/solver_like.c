/* Triangular solvers (Cholesky, LU with forward/back substitution, a Levinson-style recurrence):
   sqrt, decreasing loops, a local array and a scratch heap matrix freed inside init_array. */
#include <stdio.h>
#include <unistd.h>
#include <string.h>
#include <math.h>
#include "minibench.h"

#define N 16
#define DATA_TYPE double
#define SCALAR_VAL(x) x
#define SQRT_FUN(x) sqrt(x)

static void init_array(int n, DATA_TYPE MB_2D(A, N, N), DATA_TYPE MB_1D(b, N), DATA_TYPE MB_1D(x, N), DATA_TYPE MB_1D(r, N))
{
  int i, j;
  DATA_TYPE fn = (DATA_TYPE)n;

  for (i = 0; i < n; i++) {
    x[i] = 0;
    b[i] = (i + 1) / fn / 2.0 + 4;
    r[i] = (n + 1 - i);
  }
  for (i = 0; i < n; i++) {
    for (j = 0; j <= i; j++)
      A[i][j] = (DATA_TYPE)(-j % n) / n + 1;
    for (j = i + 1; j < n; j++) {
      A[i][j] = 0;
    }
    A[i][i] = 1;
  }

  /* Make A positive semi-definite through a scratch matrix: A = A * A^T. */
  int p, q, s;
  MB_DECL_2D(T, DATA_TYPE, N, N);
  for (p = 0; p < n; ++p)
    for (q = 0; q < n; ++q)
      (MB_ARRAY(T))[p][q] = 0;
  for (s = 0; s < n; ++s)
    for (p = 0; p < n; ++p)
      for (q = 0; q < n; ++q)
        (MB_ARRAY(T))[p][q] += A[p][s] * A[q][s];
  for (p = 0; p < n; ++p)
    for (q = 0; q < n; ++q)
      A[p][q] = (MB_ARRAY(T))[p][q];
  MB_FREE(T);
}

static void print_array(int n, DATA_TYPE MB_1D(x, N))
{
  int i;

  MB_DUMP_START;
  MB_DUMP_BEGIN("x");
  for (i = 0; i < n; i++) {
    if (i % 20 == 0) fprintf(MB_OUT, "\n");
    fprintf(MB_OUT, "%0.2lf ", x[i]);
  }
  MB_DUMP_END("x");
  MB_DUMP_FINISH;
}

static void kernel_solvers(int n, DATA_TYPE MB_2D(A, N, N), DATA_TYPE MB_1D(b, N), DATA_TYPE MB_1D(x, N),
                           DATA_TYPE MB_1D(r, N), DATA_TYPE MB_1D(y, N))
{
  int i, j, k;
  DATA_TYPE w;
  DATA_TYPE z[N];
  DATA_TYPE alpha, beta, sum;

#pragma scop
  /* Cholesky, in place. */
  for (i = 0; i < MB_BOUND(N, n); i++) {
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[j][k];
      A[i][j] /= A[j][j];
    }
    for (k = 0; k < i; k++)
      A[i][i] -= A[i][k] * A[i][k];
    A[i][i] = SQRT_FUN(A[i][i]);
  }
  /* Forward then backward substitution. */
  for (i = 0; i < MB_BOUND(N, n); i++) {
    w = b[i];
    for (j = 0; j < i; j++)
      w -= A[i][j] * y[j];
    y[i] = w;
  }
  for (i = MB_BOUND(N, n) - 1; i >= 0; i--) {
    w = y[i];
    for (j = i + 1; j < MB_BOUND(N, n); j++)
      w -= A[i][j] * x[j];
    x[i] = w / A[i][i];
  }
  /* Levinson-Durbin-style recurrence. */
  y[0] = -r[0];
  beta = SCALAR_VAL(1.0);
  alpha = -r[0];
  for (k = 1; k < MB_BOUND(N, n); k++) {
    beta = (1 - alpha * alpha) * beta;
    sum = SCALAR_VAL(0.0);
    for (i = 0; i < k; i++)
      sum += r[k - i - 1] * y[i];
    alpha = -(r[k] + sum) / beta;
    for (i = 0; i < k; i++)
      z[i] = y[i] + alpha * y[k - i - 1];
    for (i = 0; i < k; i++)
      y[i] = z[i];
    y[k] = alpha;
  }
#pragma endscop
}

int main(int argc, char **argv)
{
  int n = N;

  MB_DECL_2D(A, DATA_TYPE, N, N);
  MB_DECL_1D(b, DATA_TYPE, N);
  MB_DECL_1D(x, DATA_TYPE, N);
  MB_DECL_1D(r, DATA_TYPE, N);
  MB_DECL_1D(y, DATA_TYPE, N);

  init_array(n, MB_ARRAY(A), MB_ARRAY(b), MB_ARRAY(x), MB_ARRAY(r));
  mb_start;
  kernel_solvers(n, MB_ARRAY(A), MB_ARRAY(b), MB_ARRAY(x), MB_ARRAY(r), MB_ARRAY(y));
  mb_stop;
  MB_KEEP_ALIVE(print_array(n, MB_ARRAY(x)));
  MB_FREE(A);
  MB_FREE(b);
  MB_FREE(x);
  MB_FREE(r);
  MB_FREE(y);
  return 0;
}
