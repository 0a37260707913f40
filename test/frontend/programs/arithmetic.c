/* Exactness of C arithmetic through polyts: promotions, signedness, wrapping, conversions, floating point. */
#include <stdio.h>

static int calls;

static int bump(int v) {
  calls++;
  return v;
}

static unsigned hash(unsigned seed, int n) {
  unsigned h = seed;
  int i;
  for (i = 0; i < n; i++)
    h = h * 2654435761u + (unsigned)i;
  return h;
}

int main(void) {
  int a = -17, b = 5;
  unsigned u = 4000000000u, v = 7u;
  char c = 120;
  unsigned char uc = 250;
  short s = -32000;
  long long big = 900000000000000000LL;
  double d = 0.1, e = 3.0;
  float f = 0.1f;
  double nan = 0.0 / 0.0;
  double negzero = -0.0;
  int x, y, z;

  printf("div %d %d %d %d\n", a / b, a % b, -a / b, (-a) % -b);
  printf("udiv %u %u %u\n", u / v, u % v, u + u);
  printf("mixed %d %d\n", a < (int)u, (unsigned)a > u);
  printf("shift %d %d %u %lld\n", a >> 2, b << 28, u >> 3, big >> 40);
  printf("char %d %d %d\n", c + c, (char)(c + c), uc + uc);
  printf("short %d %d\n", s - 1000, (short)(s - 1000));
  c++;
  c++;
  uc += 10;
  s -= 1000;
  printf("narrow %d %d %d\n", c, uc, s);
  printf("bits %d %d %d %d\n", a & b, a | b, a ^ b, ~a);
  printf("hash %u\n", hash(17u, 100));
  printf("ll %lld %lld\n", big + big / 3, big * 2 / 7);
  printf("conv %d %d %u %d\n", (int)3.99, (int)-3.99, (unsigned)3e9, (int)(float)16777217);
  printf("float %.9g %.17g %.17g %.9g\n", f * 3, (double)f, d * 3, (float)(d * 3));
  printf("mix %.17g %.17g\n", f * d, f + 1e-8);
  printf("nan %d %d %d %d\n", nan != nan, nan < 1.0, nan == nan, !(nan >= 1.0));
  printf("zero %.17g %d %.17g\n", negzero, negzero == 0.0, 1.0 / (negzero - 0.0));
  printf("compare %d %d %d\n", d + d + d == 0.3, e / 3.0 == 1.0, f == 0.1);

  x = 10;
  x += 3.7;
  printf("compound %d\n", x);
  x -= b * 2;
  x *= -3;
  x /= 2;
  x %= 7;
  x <<= 3;
  x >>= 1;
  x &= 0xfe;
  x |= 0x100;
  x ^= 0x55;
  printf("compound %d\n", x);
  y = x++;
  y += ++x;
  z = y--;
  z -= --y;
  printf("incdec %d %d %d\n", x, y, z);
  x = y = z = 4;
  printf("chain %d %d %d\n", x, y, z);
  x = (y = 3, y + 4);
  printf("comma %d %d\n", x, y);

  calls = 0;
  x = (a < 0 && bump(1)) || bump(2);
  y = (a > 0 && bump(3)) || (b > 0 || bump(4));
  z = a > 0 ? bump(5) : b > 2 ? bump(6) : bump(7);
  printf("logic %d %d %d calls %d\n", x, y, z, calls);
  printf("not %d %d %d\n", !a, !0.0, !!nan);
  return 0;
}
