/* A gemm-shaped kernel (C = beta*C + alpha*A*B) with init, print and main, in PolyBench style. */
#include <stdio.h>
#include <unistd.h>
#include <string.h>
#include <math.h>
#include "minibench.h"

#ifndef NI
#define NI 20
#define NJ 25
#define NK 30
#endif
#define DATA_TYPE double
#define DATA_FMT "%0.2lf "

static void init_array(int ni, int nj, int nk, DATA_TYPE *alpha, DATA_TYPE *beta,
                       DATA_TYPE MB_2D(C, NI, NJ), DATA_TYPE MB_2D(A, NI, NK), DATA_TYPE MB_2D(B, NK, NJ))
{
  int i, j;

  *alpha = 1.5;
  *beta = 1.2;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      C[i][j] = (DATA_TYPE)((i * j + 1) % ni) / ni;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nk; j++)
      A[i][j] = (DATA_TYPE)(i * (j + 1) % nk) / nk;
  for (i = 0; i < nk; i++)
    for (j = 0; j < nj; j++)
      B[i][j] = (DATA_TYPE)(i * (j + 2) % nj) / nj;
}

static void print_array(int ni, int nj, DATA_TYPE MB_2D(C, NI, NJ))
{
  int i, j;

  MB_DUMP_START;
  MB_DUMP_BEGIN("C");
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++) {
      if ((i * ni + j) % 20 == 0) fprintf(MB_OUT, "\n");
      fprintf(MB_OUT, DATA_FMT, C[i][j]);
    }
  MB_DUMP_END("C");
  MB_DUMP_FINISH;
}

static void kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                        DATA_TYPE MB_2D(C, NI, NJ), DATA_TYPE MB_2D(A, NI, NK), DATA_TYPE MB_2D(B, NK, NJ))
{
  int i, j, k;

#pragma scop
  for (i = 0; i < MB_BOUND(NI, ni); i++) {
    for (j = 0; j < MB_BOUND(NJ, nj); j++)
      C[i][j] *= beta;
    for (k = 0; k < MB_BOUND(NK, nk); k++) {
      for (j = 0; j < MB_BOUND(NJ, nj); j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
    }
  }
#pragma endscop
}

int main(int argc, char **argv)
{
  int ni = NI;
  int nj = NJ;
  int nk = NK;

  DATA_TYPE alpha;
  DATA_TYPE beta;
  MB_DECL_2D(C, DATA_TYPE, NI, NJ);
  MB_DECL_2D(A, DATA_TYPE, NI, NK);
  MB_DECL_2D(B, DATA_TYPE, NK, NJ);

  init_array(ni, nj, nk, &alpha, &beta, MB_ARRAY(C), MB_ARRAY(A), MB_ARRAY(B));

  mb_start;
  kernel_gemm(ni, nj, nk, alpha, beta, MB_ARRAY(C), MB_ARRAY(A), MB_ARRAY(B));
  mb_stop;

  MB_KEEP_ALIVE(print_array(ni, nj, MB_ARRAY(C)));

  MB_FREE(C);
  MB_FREE(A);
  MB_FREE(B);
  return 0;
}
