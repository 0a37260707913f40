// RUN: polyts-cc %s -S --emit=affine -o - | FileCheck %s
// unsigned types wrap around as C says: hashes and linear congruential generators overflow on purpose, unsigned
// loop counters count down through zero, comparisons and divisions are unsigned, narrow types wrap when stored.
#include <stdio.h>

#define N 64

// CHECK-LABEL: func.func private @lcg(
// CHECK:         affine.for
// CHECK:           arith.muli
// CHECK-NOT:       overflow<nsw>
static void lcg(unsigned n, unsigned seed, unsigned out[])
{
  unsigned x = seed;
  for (unsigned i = 0; i < n; i++) {
    x = x * 1664525u + 1013904223u;
    out[i] = x;
  }
}

static unsigned fnv(const unsigned char *s, int n)
{
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) {
    h ^= s[i];
    h *= 16777619u;
  }
  return h;
}

// CHECK-LABEL: func.func private @stats(
// CHECK:         arith.divui
// CHECK:         arith.remui
static unsigned stats(unsigned n, const unsigned v[])
{
  unsigned below = 0, q = 0;
  for (unsigned i = 0; i < n; i++) {
    if (v[i] < 0x80000000u)
      below++;
    q += v[i] / 3u + v[i] % 7u + (v[i] >> 28);
  }
  return below * 1000u + q % 1000u;
}

int main(void)
{
  unsigned out[N];
  unsigned char bytes[N];
  lcg(N, 12345u, out);
  for (int i = 0; i < N; i++)
    bytes[i] = (unsigned char)(out[i] >> 3) + 200;
  unsigned down = 0;
  for (unsigned i = 10; i-- > 0;)
    down += i * out[i];
  unsigned short us = 65535;
  us += 3;
  unsigned u = 0;
  u -= 1;
  int neg = -1;
  printf("%u %u %u %u\n", out[N - 1], fnv(bytes, N), stats(N, out), down);
  printf("%u %u %d %d %lu\n", (unsigned)us, u / 2, (unsigned)neg > 1u, -1 < (int)u, (unsigned long)u + 1);
  printf("%u %d\n", (unsigned)(-3.0 + 5), (int)(unsigned char)300);
  return 0;
}
