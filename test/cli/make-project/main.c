/* The driver: data in local and global arrays, handed to the kernels of the other files. */
#include <stdio.h>
#include <math.h>
#include "kernels.h"

static double A[ROWS][COLS];

int main(void) {
  float a[LEN + 1], b[LEN];
  double x[COLS], y[ROWS];
  fill(LEN + 1, a, 1.0f);
  fill(LEN, b, 2.0f);
  for (int t = 0; t < NSTEPS; t++)
    s151s(a, b, 1);
  for (int i = 0; i < ROWS; i++)
    for (int j = 0; j < COLS; j++)
      A[i][j] = (double)((i * j) % 7) / 7.0;
  for (int j = 0; j < COLS; j++)
    x[j] = sqrt((double)j + 1.0);
  scale_rows(ROWS, COLS, A, 0.5);
  matvec(ROWS, COLS, A, x, y);
  double checksum = 0.0;
  for (int i = 0; i < LEN; i++)
    checksum += a[i];
  printf("a: %.4f s1: %.2f s291: %d y.y: %.6f\n", checksum, s1, s291, dot(ROWS, y, y));
  return 0;
}
