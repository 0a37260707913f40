/* One program touching every construct of the supported C subset that the kernels do not:
   integer types, globals, storage classes, loops of every kind, every operator, libc calls. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <limits.h>
#include <float.h>
#include <stdint.h>
#include <assert.h>
#include <time.h>
#include <sys/time.h>
#include <unistd.h>

typedef unsigned long long u64;
typedef double real;
typedef real vec3[3];

int counter;
static const double scale = 2.5 * 4;
extern int shared_total;
int shared_total = 7;
static const char *message = "hi";
const char *greeting = "hello, " "world";
long table_size = sizeof(vec3) / sizeof(real);

static inline int clamp(int v, int lo, int hi)
{
  return v < lo ? lo : (v > hi ? hi : v);
}

extern double norm(int n, const real *x);

double norm(int n, const real *x)
{
  double s = 0.0;
  int i;
  for (i = 0; i < n; ++i)
    s += x[i] * x[i];
  return sqrt(s);
}

static double seconds(void)
{
  struct timeval tv;
  gettimeofday(&tv, NULL);
  return tv.tv_sec + tv.tv_usec * 1.0e-6;
}

static unsigned bits(unsigned x)
{
  unsigned count = 0;
  while (x) {
    count += x & 1u;
    x >>= 1;
  }
  return count;
}

int main(int argc, char **argv)
{
  short s = -3;
  unsigned short us = 65535;
  char c = 'a';
  signed char sc = -1;
  unsigned char uc = 200;
  long l = -5L;
  unsigned long ul = 5UL;
  long long ll = 1LL << 40;
  u64 big = 0xFFFFFFFFFFFFFFFFull;
  float f = 1.5f;
  double d = 2.0e-3;
  real v[3];
  int i, j, k;
  int *p = &i;
  double *buf = (double *)malloc(10 * sizeof(double));
  double *zeros = calloc(10, sizeof *zeros);
  int flags = 0x0F, mask = 017;
  static int calls;

  calls++;
  counter = argc > 1 ? atoi(argv[1]) : 3;
  *p = 0;
  i = j = k = 0;

  do {
    i++;
    if (i == 2)
      continue;
    if (i > 5)
      break;
  } while (i < 10);

  for (;;) {
    if (++j >= 4)
      break;
  }
  for (k = 10; k > 0; k -= 3)
    counter += k % 4;

  flags |= 1 << 4;
  flags &= ~mask;
  flags ^= 0x5;
  flags <<= 2;
  flags >>= 1;
  counter *= 2;
  counter /= 3;
  counter %= 7;
  counter -= (flags & 3) | (flags ^ 1);
  d += f * l - ul / 2 + s * us - c + sc * uc;
  ll = (ll >> 3) + (long long)big % 1000;
  buf[0] = clamp(counter, INT_MIN, INT_MAX) + DBL_EPSILON + FLT_MAX / 1e30;
  zeros[1] = fabs(-d) + pow(2.0, 10) + exp(1.0) + log(2.0) + floor(2.5) + ceil(2.5) + fmax(1.0, 2.0);
  zeros[2] = sqrtf(f) + expf(f) + powf(f, 2.0f) + fabsf(-f);
  k = (i, j);
  k = !k || (i && !j);
  k = i < j && j <= k || k >= i && i != j || i == j;
  k = (int)(d * 100) + (int)'0' - '\n' + sizeof(int) + sizeof buf;
  v[0] = norm(2, v) + seconds() * 0;
  assert(k >= 0 || k < 0);
  if (strcmp(greeting, message) != 0 && strlen(message) == 2)
    printf("%s %d %ld %f\n", greeting, counter, l, d);
  else
    fprintf(stderr, "unexpected\n");
  fputs("done\n", stdout);
  fflush(stdout);
  memset(buf, 0, 10 * sizeof(double));
  free(buf);
  free(zeros);
  return bits((unsigned)flags) > 100 ? EXIT_FAILURE : EXIT_SUCCESS;
}
