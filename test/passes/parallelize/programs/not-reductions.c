/* Carried values that are not reductions (a[i] - acc, acc / d, a non-associative update) and a prefix sum. */
#include <stdio.h>
#define N 1000
double a[N], s[N];

void kernel(int n, double d, double *out) {
  double x = 0.0, q = 1.0e6, f = 0.5;
  for (int i = 0; i < n; i++)
    x = a[i] - x;
  for (int i = 0; i < n; i++)
    q = q / d;
  for (int i = 0; i < n; i++)
    f = f * f + a[i];
  for (int i = 1; i < n; i++)
    s[i] = s[i - 1] + a[i];
  out[0] = x;
  out[1] = q;
  out[2] = f;
}

int main(void) {
  double out[3];
  for (int i = 0; i < N; i++) a[i] = (double)((i * 37) % 11) / 100.0;
  s[0] = 1.0;
  kernel(N, 1.0001, out);
  printf("%.17g %.17g %.17g %.17g\n", out[0], out[1], out[2], s[N - 1]);
  return 0;
}
