// RUN: polyts-cc %s -S --emit=affine -o - | FileCheck %s
// Every C99 <math.h> function, in double and float, and every macro: the functions the math dialect has become
// its ops (so loops over them stay affine), the others are library calls; the classification and comparison
// macros expand to gcc builtins. (long double versions exist in the header; long double values are not translated.)
#include <math.h>
#include <stdio.h>

#define N 8

// CHECK-LABEL: func.func private @wave(
// CHECK:         affine.for
// CHECK:           math.sin
// CHECK:           math.exp
static void wave(int n, const double x[N], double y[N])
{
  for (int i = 0; i < n; i++)
    y[i] = sin(x[i]) * exp(-x[i]) + sqrt(fabs(x[i]));
}

static double all_double(double x, double y)
{
  int e = 0, q = 0;
  double ip = 0;
  double r = 0;
  r += acos(x / 4) + asin(x / 4) + atan(x) + atan2(y, x) + cos(x) + sin(x) + tan(x / 3);
  r += acosh(x + 1) + asinh(x) + atanh(x / 4) + cosh(x / 2) + sinh(x / 2) + tanh(x);
  r += exp(x) + exp2(x) + expm1(x / 2) + frexp(x, &e) + e + ilogb(x) + ldexp(x, 3) + log(x) + log10(x) + log1p(x) + log2(x) + logb(x);
  r += modf(x * 3.7, &ip) + ip + scalbn(x, 2) + scalbln(x, -1);
  r += cbrt(x) + fabs(-x) + hypot(x, y) + pow(x, y) + sqrt(x);
  r += erf(x) + erfc(x) + lgamma(x) + tgamma(x);
  r += ceil(x) + floor(x) + nearbyint(x) + rint(x) + lrint(x) + llrint(x) + round(x) + lround(x) + llround(x) + trunc(x);
  r += fmod(x, y) + remainder(x, y) + remquo(x, y, &q) + q;
  r += copysign(x, -y) + nan("") * 0 + nextafter(x, y) - x;
  r += fdim(x, y) + fmax(x, y) + fmin(x, y) + fma(x, y, 1.0);
  return r;
}

static float all_float(float x, float y)
{
  int e = 0, q = 0;
  float ip = 0;
  float r = 0;
  r += acosf(x / 4) + asinf(x / 4) + atanf(x) + atan2f(y, x) + cosf(x) + sinf(x) + tanf(x / 3);
  r += acoshf(x + 1) + asinhf(x) + atanhf(x / 4) + coshf(x / 2) + sinhf(x / 2) + tanhf(x);
  r += expf(x) + exp2f(x) + expm1f(x / 2) + frexpf(x, &e) + e + ilogbf(x) + ldexpf(x, 3) + logf(x) + log10f(x) + log1pf(x) + log2f(x) + logbf(x);
  r += modff(x * 3.7f, &ip) + ip + scalbnf(x, 2) + scalblnf(x, -1);
  r += cbrtf(x) + fabsf(-x) + hypotf(x, y) + powf(x, y) + sqrtf(x);
  r += erff(x) + erfcf(x) + lgammaf(x) + tgammaf(x);
  r += ceilf(x) + floorf(x) + nearbyintf(x) + rintf(x) + lrintf(x) + llrintf(x) + roundf(x) + lroundf(x) + llroundf(x) + truncf(x);
  r += fmodf(x, y) + remainderf(x, y) + remquof(x, y, &q) + q;
  r += copysignf(x, -y) + nanf("") * 0 + nextafterf(x, y) - x;
  r += fdimf(x, y) + fmaxf(x, y) + fminf(x, y) + fmaf(x, y, 1.0f);
  return r;
}

static void classify(double v)
{
  const char *names[] = {"nan", "inf", "zero", "subnormal", "normal"};
  int c = fpclassify(v);
  int k = c == FP_NAN ? 0 : c == FP_INFINITE ? 1 : c == FP_ZERO ? 2 : c == FP_SUBNORMAL ? 3 : 4;
  printf("%-9s finite %d inf %d nan %d normal %d sign %d\n", names[k], isfinite(v) != 0, isinf(v), isnan(v) != 0, isnormal(v) != 0, signbit(v) != 0);
}

int main(void)
{
  double x[N], y[N];
  for (int i = 0; i < N; i++)
    x[i] = 0.25 * (i + 1);
  wave(N, x, y);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += y[i];
  printf("wave %.12g\n", s);
  printf("double %.12g %.12g\n", all_double(1.75, 0.5), all_double(2.5, -1.25));
  printf("float %.6g %.6g\n", (double)all_float(1.75f, 0.5f), (double)all_float(2.5f, -1.25f));
  classify(NAN);
  classify(-INFINITY);
  classify(HUGE_VAL);
  classify(-0.0);
  classify(1e-310);
  classify(M_PI);
  float fs = 1e-40f;
  printf("float class %d %d %d\n", fpclassify(fs) == FP_SUBNORMAL, isnormal(1e-40f), isnormal(1.0f));
  printf("compare %d %d %d %d %d %d\n", isgreater(2.0, 1.0), isgreaterequal(1.0, NAN), isless(1.0, 2.0), islessequal(2.0, 2.0),
         islessgreater(1.0, 1.0), isunordered(NAN, 1.0));
  printf("macros %g %g %d %d %d %d\n", (double)HUGE_VALF, (double)INFINITY, FP_ILOGB0 != FP_ILOGBNAN, MATH_ERRNO, MATH_ERREXCEPT,
         math_errhandling);
  float_t ft = 1.5f;
  double_t dt = 2.5;
  printf("types %d %d %.2f\n", (int)sizeof(float_t), (int)sizeof(double_t), (double)(ft + dt));
  return 0;
}
