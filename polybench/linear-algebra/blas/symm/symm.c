/* symm.c: symmetric matrix multiply C := alpha*A*B + beta*C with A symmetric, PolyBench/C 4.2.1's symm for polyts. */

#include <stdio.h>
#include <unistd.h>
#include <string.h>
#include <math.h>

#include <polybench.h>
#include "symm.h"

/* Inputs depend only on the indices, so every build computes on the same data as the
   public suite. Only the lower triangle of A is meaningful; the upper one holds -999 so
   that a kernel reading it by mistake produces visibly wrong results. */
static void init_array(int m, int n,
                       DATA_TYPE *alpha,
                       DATA_TYPE *beta,
                       DATA_TYPE POLYBENCH_2D(C, M, N, m, n),
                       DATA_TYPE POLYBENCH_2D(A, M, M, m, m),
                       DATA_TYPE POLYBENCH_2D(B, M, N, m, n))
{
  int i, j;

  *alpha = 1.5;
  *beta = 1.2;
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++)
      {
        C[i][j] = (DATA_TYPE) ((i + j) % 100) / m;
        B[i][j] = (DATA_TYPE) ((n + i - j) % 100) / m;
      }
  for (i = 0; i < m; i++)
    {
      for (j = 0; j <= i; j++)
        A[i][j] = (DATA_TYPE) ((i + j) % 100) / m;
      for (j = i + 1; j < m; j++)
        A[i][j] = -999;
    }
}

/* Dumps the live-out matrix. The line-break test uses m as the row stride, as the public
   suite does, so that dumps compare byte for byte. */
static void print_array(int m, int n, DATA_TYPE POLYBENCH_2D(C, M, N, m, n))
{
  int i, j;

  POLYBENCH_DUMP_START;
  POLYBENCH_DUMP_BEGIN("C");
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++)
      {
        if ((i * m + j) % 20 == 0)
          fprintf(POLYBENCH_DUMP_TARGET, "\n");
        fprintf(POLYBENCH_DUMP_TARGET, DATA_PRINTF_MODIFIER, C[i][j]);
      }
  POLYBENCH_DUMP_END("C");
  POLYBENCH_DUMP_FINISH;
}

/* The timed kernel (BLAS dsymm, side = left, uplo = lower): A is M x M, B and C are M x N.
   Because C arrays are row-major where BLAS is column-major, the loop nest reads like the
   upper-triangular BLAS case. temp2 accumulates row i of A times column j of B. */
static void kernel_symm(int m, int n,
                        DATA_TYPE alpha,
                        DATA_TYPE beta,
                        DATA_TYPE POLYBENCH_2D(C, M, N, m, n),
                        DATA_TYPE POLYBENCH_2D(A, M, M, m, m),
                        DATA_TYPE POLYBENCH_2D(B, M, N, m, n))
{
  int i, j, k;
  DATA_TYPE temp2;

#pragma scop
  for (i = 0; i < _PB_M; i++)
    for (j = 0; j < _PB_N; j++)
      {
        temp2 = 0;
        for (k = 0; k < i; k++)
          {
            C[k][j] += alpha * B[i][j] * A[i][k];
            temp2 += B[k][j] * A[i][k];
          }
        C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
      }
#pragma endscop
}

int main(int argc, char** argv)
{
  int m = M;
  int n = N;

  DATA_TYPE alpha;
  DATA_TYPE beta;
  POLYBENCH_2D_ARRAY_DECL(C, DATA_TYPE, M, N, m, n);
  POLYBENCH_2D_ARRAY_DECL(A, DATA_TYPE, M, M, m, m);
  POLYBENCH_2D_ARRAY_DECL(B, DATA_TYPE, M, N, m, n);

  init_array(m, n, &alpha, &beta,
             POLYBENCH_ARRAY(C),
             POLYBENCH_ARRAY(A),
             POLYBENCH_ARRAY(B));

  polybench_start_instruments;
  kernel_symm(m, n, alpha, beta,
              POLYBENCH_ARRAY(C),
              POLYBENCH_ARRAY(A),
              POLYBENCH_ARRAY(B));
  polybench_stop_instruments;
  polybench_print_instruments;

  /* Only C is live-out; printing it keeps the kernel from being optimised away. */
  polybench_prevent_dce(print_array(m, n, POLYBENCH_ARRAY(C)));

  POLYBENCH_FREE_ARRAY(C);
  POLYBENCH_FREE_ARRAY(A);
  POLYBENCH_FREE_ARRAY(B);

  return 0;
}
