// RUN: polyts-cc %s -S --emit=affine -o - | FileCheck %s
// `static inline` helpers called from loop nests (min/max/square, as numerical code writes them), and an inline
// helper nobody calls, which produces no code.
#include <stdio.h>

#define N 32

static inline double sq(double x) { return x * x; }
static inline int imin(int a, int b) { return a < b ? a : b; }
static inline int imax(int a, int b) { return a > b ? a : b; }
static inline double unused_helper(double x) { return x / 3.0; }

// CHECK-NOT: func.func private @unused_helper
// CHECK-LABEL: func.func private @smooth(
// CHECK:         affine.for
// CHECK:           func.call @imax
// CHECK:           func.call @imin
static void smooth(int n, double in[N], double out[N])
{
  for (int i = 0; i < n; i++) {
    double s = 0.0;
    int lo = imax(i - 2, 0), hi = imin(i + 2, n - 1);
    for (int j = lo; j <= hi; j++)
      s += sq(in[j]);
    out[i] = s / (hi - lo + 1);
  }
}

int main(void)
{
  double in[N], out[N];
  for (int i = 0; i < N; i++)
    in[i] = (i % 5) - 2.5;
  smooth(N, in, out);
  for (int i = 0; i < N; i += 4)
    printf("%d %.6f\n", i, out[i]);
  return 0;
}
