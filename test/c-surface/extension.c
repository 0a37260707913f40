// RUN: polyts-cc %s -S --emit=affine -o - | FileCheck %s
// __extension__ before declarations and inside expressions (as macro libraries and glibc write it): it only
// silences pedantic warnings, so the kernel is the same affine loop as without it.
#include <stdio.h>

__extension__ typedef long long i64;
__extension__ static i64 total;

#define ADD(a, b) (__extension__((a) + (b)))

// CHECK-LABEL: func.func private @accumulate(
// CHECK:         affine.for
static void accumulate(int n, const int v[])
{
  for (int i = 0; i < n; i++)
    total = ADD(total, __extension__ (i64)v[i] * 3);
}

int main(void)
{
  int v[20];
  for (int i = 0; i < 20; i++)
    v[i] = i * i - 50;
  accumulate(20, v);
  printf("%lld\n", total);
  return 0;
}
