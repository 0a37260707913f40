// RUN: polyts-cc %s -S --emit=affine -o - | FileCheck %s
// Initializer lists as numerical code writes them: constant tables (stencil weights, a small matrix) as
// initialized globals, designated and GNU range designators, partly initialized arrays (the rest is zero),
// arrays sized by their initializer, strings in char arrays, struct and array-of-struct initializers, braces
// elided, compound literals. main reads a struct global, its members as the program's (`taps[k].w`).
#include <stdio.h>

#define N 12

// CHECK: memref.global "private" @weights : memref<5xf64> = dense<[6.250000e-02, 2.500000e-01, 3.750000e-01, 2.500000e-01, 6.250000e-02]>
static const double weights[] = {0.0625, 0.25, 0.375, 0.25, 0.0625};
static int table[3][4] = {{1, 2, 3, 4}, {5, 6}, [2] = {[3] = 9, [0] = 7}};
static int ranges[16] = {[0 ... 3] = 1, [8 ... 11] = 2, [15] = 3};
static char name[] = "stencil";

struct coef {
  int offset;
  double w;
};
static struct coef taps[] = {{-1, 0.5}, {.w = -1.0, .offset = 0}, {1, 0.5}};

typedef struct {
  double lo, hi;
  int bins[4];
} histogram;

// CHECK-LABEL: func.func private @smooth(
// CHECK:         affine.for
// CHECK:           affine.for
static void smooth(int n, const double *in, double *out)
{
  for (int i = 2; i < n - 2; i++) {
    double s = 0;
    for (int k = -2; k <= 2; k++)
      s += weights[k + 2] * in[i + k];
    out[i] = s;
  }
}

int main(void)
{
  double in[N] = {1, 2, 3, [N - 1] = 12};
  double out[N] = {0};
  int counts[8] = {1, 1, 2, 3, 5, 8};
  histogram h = {0.0, 1.0, {1, 2}};
  histogram many[2] = {{-1, 1, {0}}, {.hi = 4, .bins = {[3] = 4}}};
  smooth(N, in, out);
  for (int i = 0; i < N; i++)
    printf("%.4f ", out[i] + in[i]);
  printf("\n");
  int tsum = 0, rsum = 0, csum = 0;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      tsum += table[i][j] * (i + 1) * (j + 1);
  for (int i = 0; i < 16; i++)
    rsum += ranges[i] * i;
  for (int i = 0; i < 8; i++)
    csum += counts[i];
  printf("%d %d %d %s %d\n", tsum, rsum, csum, name, (int)sizeof(name));
  double t = 0;
  for (int k = 0; k < 3; k++)
    t += taps[k].w * in[5 + taps[k].offset];
  printf("%.3f %.1f %.1f %d %d %d %d\n", t, h.lo, h.hi, h.bins[0], h.bins[1], h.bins[2], many[1].bins[3]);
  int *fib = (int[]){1, 1, 2, 3, 5, 8, 13};
  struct coef c = (struct coef){.offset = 4, .w = 0.25};
  printf("%d %d %.2f %.1f\n", fib[6], c.offset, c.w, many[0].lo + many[1].hi);
  return 0;
}
