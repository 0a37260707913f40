/* Max by compare and select (double and int) and xor: reductions, kept sequential (no affine.parallel kind). */
#include <stdio.h>
#define N 2000
double a[N];
int v[N];

void kernel(int n, double *m, int *im, int *x) {
  double mx = -1.0e300;
  int imx = -2147483647, acc = 0;
  for (int i = 0; i < n; i++)
    mx = a[i] > mx ? a[i] : mx;
  for (int i = 0; i < n; i++) {
    imx = v[i] > imx ? v[i] : imx;
    acc ^= v[i];
  }
  *m = mx;
  *im = imx;
  *x = acc;
}

int main(void) {
  double m;
  int im, x;
  for (int i = 0; i < N; i++) {
    a[i] = (double)((i * 7919) % 1013) - 500.5;
    v[i] = (i * 40503) % 65521 - 30000;
  }
  kernel(N, &m, &im, &x);
  printf("%.17g %d %d\n", m, im, x);
  return 0;
}
