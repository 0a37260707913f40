// RUN: polyts-cc %s -S --emit=affine -o - | FileCheck %s
// goto as C code uses it outside its kernels: leaving a nested search as soon as it finds something, and jumping
// to a function's cleanup code on an error. Forward jumps to a label later in an enclosing block become flags
// (like break and return); the kernel loop nest next to them stays affine.
#include <stdio.h>
#include <stdlib.h>

#define N 20

static int grid[N][N];

// CHECK-LABEL: func.func private @fill(
// CHECK:         affine.for
// CHECK:           affine.for
static void fill(int seed)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      grid[i][j] = (i * 31 + j * 17 + seed) % 97;
}

static int find(int value, int *row, int *col)
{
  int i, j;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      if (grid[i][j] == value)
        goto found;
  return 0;
found:
  *row = i;
  *col = j;
  return 1;
}

static double process(int n)
{
  double result = -1.0;
  double *buf = malloc(n * sizeof(double));
  if (n <= 0)
    goto out;
  for (int i = 0; i < n; i++) {
    buf[i] = grid[i % N][(i * 3) % N];
    if (buf[i] > 90)
      goto cleanup;
  }
  result = 0;
  for (int i = 0; i < n; i++)
    result += buf[i];
cleanup:
  free(buf);
out:
  return result;
}

int main(void)
{
  int r = -1, c = -1;
  fill(5);
  int hit = find(42, &r, &c);
  printf("find 42: %d at %d,%d\n", hit, r, c);
  hit = find(1000, &r, &c);
  printf("find 1000: %d\n", hit);
  printf("process %.1f %.1f %.1f\n", process(10), process(0), process(N * N));
  return 0;
}
