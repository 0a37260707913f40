/* Integer sum, product (unsigned: it wraps), and, or: parallel reductions, exact in any order. */
#include <stdio.h>
#define N 3000
int v[N];

void kernel(int n, int *out, unsigned *pout) {
  int s = 0, an = -1, o = 0;
  unsigned p = 1u;
  for (int i = 0; i < n; i++)
    s += v[i];
  for (int i = 0; i < n; i++)
    p *= (unsigned)(v[i] | 1);
  for (int i = 0; i < n; i++) {
    an &= v[i] | 4096;
    o |= v[i];
  }
  out[0] = s;
  *pout = p;
  out[1] = an;
  out[2] = o;
}

int main(void) {
  int out[3];
  unsigned p;
  for (int i = 0; i < N; i++) v[i] = (i * 2654435761u) % 100000;
  kernel(N, out, &p);
  printf("%d %u %d %d\n", out[0], p, out[1], out[2]);
  return 0;
}
