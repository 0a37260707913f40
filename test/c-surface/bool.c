// RUN: polyts-cc %s -S --emit=affine -o - | FileCheck %s
// _Bool and <stdbool.h>: flags arrays filled by a loop, conversions to _Bool (any nonzero value is true),
// bool arithmetic and bool-returning predicates.
#include <stdbool.h>
#include <stdio.h>

#define N 50

static bool is_prime(int v)
{
  if (v < 2)
    return false;
  for (int d = 2; d * d <= v; d++)
    if (v % d == 0)
      return false;
  return true;
}

// CHECK-LABEL: func.func private @mark(
// CHECK:         affine.for
// CHECK:           affine.store %{{.*}} : memref<?xi1>
static void mark(int n, _Bool flags[], const double x[])
{
  for (int i = 0; i < n; i++)
    flags[i] = x[i];
}

int main(void)
{
  bool flags[N];
  double x[N];
  for (int i = 0; i < N; i++)
    x[i] = (i % 4 == 0) ? 0.0 : (i % 4 == 1 ? -0.5 : 1e-300 * i);
  mark(N, flags, x);
  int count = 0, primes = 0;
  for (int i = 0; i < N; i++) {
    count += flags[i];
    primes += is_prime(i) + (flags[i] && is_prime(i));
  }
  _Bool t = 7, f = 0.0, n = -0.0, h = 0.25;
  bool inc = false;
  inc++;
  printf("%d %d %d %d %d %d %d %d\n", count, primes, t, f, n, h, inc, (bool)2 + (bool)3);
  return 0;
}
