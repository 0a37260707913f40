/* A 3-D time-iterated stencil (heat-equation shape) with two buffers, in PolyBench style. */
#include <stdio.h>
#include <unistd.h>
#include <string.h>
#include <math.h>
#include "minibench.h"

#define N 12
#define TSTEPS 8
#define DATA_TYPE double
#define SCALAR_VAL(x) x

static void init_array(int n, DATA_TYPE MB_3D(A, N, N, N), DATA_TYPE MB_3D(B, N, N, N))
{
  int i, j, k;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      for (k = 0; k < n; k++)
        A[i][j][k] = B[i][j][k] = (DATA_TYPE)(i + j + (n - k)) * 10 / (n);
}

static void print_array(int n, DATA_TYPE MB_3D(A, N, N, N))
{
  int i, j, k;

  MB_DUMP_START;
  MB_DUMP_BEGIN("A");
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      for (k = 0; k < n; k++) {
        if ((i * n * n + j * n + k) % 20 == 0) fprintf(MB_OUT, "\n");
        fprintf(MB_OUT, "%0.2lf ", A[i][j][k]);
      }
  MB_DUMP_END("A");
  MB_DUMP_FINISH;
}

static void kernel_stencil(int tsteps, int n, DATA_TYPE MB_3D(A, N, N, N), DATA_TYPE MB_3D(B, N, N, N))
{
  int t, i, j, k;

#pragma scop
  for (t = 1; t <= MB_BOUND(TSTEPS, tsteps); t++) {
    for (i = 1; i < MB_BOUND(N, n) - 1; i++)
      for (j = 1; j < MB_BOUND(N, n) - 1; j++)
        for (k = 1; k < MB_BOUND(N, n) - 1; k++)
          B[i][j][k] = SCALAR_VAL(0.125) * (A[i + 1][j][k] - SCALAR_VAL(2.0) * A[i][j][k] + A[i - 1][j][k])
                     + SCALAR_VAL(0.125) * (A[i][j + 1][k] - SCALAR_VAL(2.0) * A[i][j][k] + A[i][j - 1][k])
                     + SCALAR_VAL(0.125) * (A[i][j][k + 1] - SCALAR_VAL(2.0) * A[i][j][k] + A[i][j][k - 1])
                     + A[i][j][k];
    for (i = 1; i < MB_BOUND(N, n) - 1; i++)
      for (j = 1; j < MB_BOUND(N, n) - 1; j++)
        for (k = 1; k < MB_BOUND(N, n) - 1; k++)
          A[i][j][k] = SCALAR_VAL(0.125) * (B[i + 1][j][k] - SCALAR_VAL(2.0) * B[i][j][k] + B[i - 1][j][k])
                     + SCALAR_VAL(0.125) * (B[i][j + 1][k] - SCALAR_VAL(2.0) * B[i][j][k] + B[i][j - 1][k])
                     + SCALAR_VAL(0.125) * (B[i][j][k + 1] - SCALAR_VAL(2.0) * B[i][j][k] + B[i][j][k - 1])
                     + B[i][j][k];
  }
#pragma endscop
}

int main(int argc, char **argv)
{
  int n = N;
  int tsteps = TSTEPS;

  MB_DECL_3D(A, DATA_TYPE, N, N, N);
  MB_DECL_3D(B, DATA_TYPE, N, N, N);

  init_array(n, MB_ARRAY(A), MB_ARRAY(B));
  mb_start;
  kernel_stencil(tsteps, n, MB_ARRAY(A), MB_ARRAY(B));
  mb_stop;
  MB_KEEP_ALIVE(print_array(n, MB_ARRAY(A)));
  MB_FREE(A);
  MB_FREE(B);
  return 0;
}
