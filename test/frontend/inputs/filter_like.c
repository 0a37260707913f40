/* A recursive image filter in single precision (Deriche shape): float data, expf/powf, `x##f`
   constants, chained assignments, a scalar returned through a pointer, a parameter named y1. */
#include <stdio.h>
#include <unistd.h>
#include <string.h>
#include <math.h>
#include "minibench.h"

#define W 32
#define H 24
#define DATA_TYPE float
#define SCALAR_VAL(x) x##f
#define EXP_FUN(x) expf(x)
#define POW_FUN(x, y) powf(x, y)

static void init_array(int w, int h, DATA_TYPE *alpha, DATA_TYPE MB_2D(imgIn, W, H))
{
  int i, j;

  *alpha = 0.25;
  for (i = 0; i < w; i++)
    for (j = 0; j < h; j++)
      imgIn[i][j] = (DATA_TYPE)((313 * i + 991 * j) % 65536) / 65535.0f;
}

static void print_array(int w, int h, DATA_TYPE MB_2D(imgOut, W, H))
{
  int i, j;

  MB_DUMP_START;
  MB_DUMP_BEGIN("imgOut");
  for (i = 0; i < w; i++)
    for (j = 0; j < h; j++) {
      if ((i * h + j) % 20 == 0) fprintf(MB_OUT, "\n");
      fprintf(MB_OUT, "%0.2f ", imgOut[i][j]);
    }
  MB_DUMP_END("imgOut");
  MB_DUMP_FINISH;
}

static void kernel_filter(int w, int h, DATA_TYPE alpha, DATA_TYPE MB_2D(imgIn, W, H), DATA_TYPE MB_2D(imgOut, W, H),
                          DATA_TYPE MB_2D(y1, W, H), DATA_TYPE MB_2D(y2, W, H))
{
  int i, j;
  DATA_TYPE xm1, ym1, ym2, xp1, xp2, yp1, yp2;
  DATA_TYPE k, a1, a2, a3, a4, b1, b2, c1;

#pragma scop
  k = (SCALAR_VAL(1.0) - EXP_FUN(-alpha)) * (SCALAR_VAL(1.0) - EXP_FUN(-alpha))
      / (SCALAR_VAL(1.0) + SCALAR_VAL(2.0) * alpha * EXP_FUN(-alpha) - EXP_FUN(SCALAR_VAL(2.0) * alpha));
  a1 = a3 = k;
  a2 = a4 = k * EXP_FUN(-alpha) * (alpha - SCALAR_VAL(1.0));
  b1 = POW_FUN(SCALAR_VAL(2.0), -alpha);
  b2 = -EXP_FUN(SCALAR_VAL(-2.0) * alpha);
  c1 = 1;

  for (i = 0; i < MB_BOUND(W, w); i++) {
    ym1 = SCALAR_VAL(0.0);
    ym2 = SCALAR_VAL(0.0);
    xm1 = SCALAR_VAL(0.0);
    for (j = 0; j < MB_BOUND(H, h); j++) {
      y1[i][j] = a1 * imgIn[i][j] + a2 * xm1 + b1 * ym1 + b2 * ym2;
      xm1 = imgIn[i][j];
      ym2 = ym1;
      ym1 = y1[i][j];
    }
  }
  for (i = 0; i < MB_BOUND(W, w); i++) {
    yp1 = SCALAR_VAL(0.0);
    yp2 = SCALAR_VAL(0.0);
    xp1 = SCALAR_VAL(0.0);
    xp2 = SCALAR_VAL(0.0);
    for (j = MB_BOUND(H, h) - 1; j >= 0; j--) {
      y2[i][j] = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2;
      xp2 = xp1;
      xp1 = imgIn[i][j];
      yp2 = yp1;
      yp1 = y2[i][j];
    }
  }
  for (i = 0; i < MB_BOUND(W, w); i++)
    for (j = 0; j < MB_BOUND(H, h); j++)
      imgOut[i][j] = c1 * (y1[i][j] + y2[i][j]);
#pragma endscop
}

int main(int argc, char **argv)
{
  int w = W;
  int h = H;

  DATA_TYPE alpha;
  MB_DECL_2D(imgIn, DATA_TYPE, W, H);
  MB_DECL_2D(imgOut, DATA_TYPE, W, H);
  MB_DECL_2D(y1, DATA_TYPE, W, H);
  MB_DECL_2D(y2, DATA_TYPE, W, H);

  init_array(w, h, &alpha, MB_ARRAY(imgIn));
  mb_start;
  kernel_filter(w, h, alpha, MB_ARRAY(imgIn), MB_ARRAY(imgOut), MB_ARRAY(y1), MB_ARRAY(y2));
  mb_stop;
  MB_KEEP_ALIVE(print_array(w, h, MB_ARRAY(imgOut)));
  MB_FREE(imgIn);
  MB_FREE(imgOut);
  MB_FREE(y1);
  MB_FREE(y2);
  return 0;
}
