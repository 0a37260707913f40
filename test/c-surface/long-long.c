// RUN: polyts-cc %s -S --emit=affine -o - | FileCheck %s
// long long and unsigned long long: 64-bit accumulations in loops, mixed conversions, LL/ULL constants, division
// and remainder of negative values, shifts.
#include <stdio.h>

#define N 100

// CHECK-LABEL: func.func private @prefix(
// CHECK:         affine.for {{.*}} iter_args
// CHECK:           arith.addi {{.*}} : i64
static long long prefix(int n, const int v[], long long out[])
{
  long long s = 0;
  for (int i = 0; i < n; i++) {
    s += (long long)v[i] * v[i] * 100003LL;
    out[i] = s;
  }
  return s;
}

int main(void)
{
  int v[N];
  long long out[N];
  for (int i = 0; i < N; i++)
    v[i] = (i * 7919) % 1000 - 500;
  long long total = prefix(N, v, out);
  unsigned long long h = 1469598103934665603ULL;
  for (int i = 0; i < N; i++)
    h = (h ^ (unsigned long long)out[i]) * 1099511628211ULL;
  long long q = -7LL / 2, r = -7LL % 2, big = 1LL << 62;
  printf("%lld %llu %lld %lld %lld %lld\n", total, h, q, r, big >> 60, out[N / 2] / -3);
  printf("%lld %lld\n", (long long)(-1.5e18), (long long)4000000000U * 3);
  return 0;
}
