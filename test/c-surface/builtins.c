// RUN: polyts-cc %s -S --emit=affine -o - | FileCheck %s
// gcc's builtins in loop code: __builtin_expect on loop exits (a branch hint: the same value), the libm builtins
// (__builtin_fabs, __builtin_sqrt, ...) as the math ops the library calls become, __builtin_unreachable after
// an exhaustive switch, __builtin_constant_p and __builtin_huge_val, and __builtin_abort on a failed check
// (the exit status both builds must share).
#include <stdio.h>

#define N 64
#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)

static double a[N], b[N];

// CHECK-LABEL: func.func private @norms(
// CHECK:         affine.for
// CHECK:           math.absf
// CHECK:           math.sqrt
static double norms(int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += __builtin_fabs(a[i]) + __builtin_sqrt(b[i] * b[i] + 1.0);
  return s;
}

static int sign_class(int v)
{
  switch (v > 0 ? 1 : v < 0 ? 2 : 0) {
  case 0:
    return 10;
  case 1:
    return 11;
  case 2:
    return 12;
  }
  __builtin_unreachable();
}

static int first_negative(int n)
{
  for (int i = 0; i < n; i++)
    if (unlikely(a[i] < 0.0))
      return i;
  return -1;
}

int main(void)
{
  for (int i = 0; i < N; i++) {
    a[i] = (i % 9) - 4.5;
    b[i] = i * 0.125;
  }
  printf("%.6f %d %d %d %d\n", norms(N), sign_class(-3), sign_class(0), sign_class(8), first_negative(N));
  printf("%.4f %.4f %.4f %d %d\n", __builtin_floor(2.7), __builtin_pow(2.0, 0.5), (double)__builtin_fabsf(-1.5f),
         __builtin_constant_p(N * 2), __builtin_huge_val() > 1e308);
  long hint = __builtin_expect(N, 64);
  if (likely(hint == N))
    printf("checks passed\n");
  if (a[0] > 0)
    __builtin_abort();
  a[0] = 1.0;
  fflush(stdout);
  if (a[0] > 0)
    __builtin_abort();
  return 0;
}
