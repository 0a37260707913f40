/* Sum, product and dot product of doubles, and two reductions in one loop: parallel reductions (reassociated). */
#include <stdio.h>
#define N 4000
double a[N], b[N];

void kernel(int n, double *out) {
  double s = 0.0, p = 1.0, d = 0.0, s1 = 0.0, s2 = 0.0;
  for (int i = 0; i < n; i++)
    s += a[i];
  for (int i = 0; i < n; i++)
    p *= b[i];
  for (int i = 0; i < n; i++)
    d += a[i] * b[i];
  for (int i = 0; i < n; i++) {
    s1 += a[i];
    s2 += a[i] * a[i];
  }
  out[0] = s;
  out[1] = p;
  out[2] = d;
  out[3] = s1;
  out[4] = s2;
}

int main(void) {
  double out[5];
  for (int i = 0; i < N; i++) {
    a[i] = (double)((i * 7919) % 1000) / 997.0 - 0.3;
    b[i] = 1.0 + (double)((i * 31) % 17 - 8) / 40000.0;
  }
  kernel(N, out);
  for (int k = 0; k < 5; k++) printf("%.17g\n", out[k]);
  return 0;
}
