// The functions and types of headers a numerical program calls, not only their constants: a variadic logging
// helper (<stdarg.h>), an error exit by longjmp (<setjmp.h>), a signal handler raised on purpose (<signal.h>), an
// atomic counter (<stdatomic.h>), complex arithmetic (<complex.h>), and long double libm calls (<math.h>). polyts
// translates the stencil and keeps each function using what it does not model as written, with a remark:
// KEPT: 'sum_all' kept as written: '__builtin_va_start'
// KEPT: 'checked_scale' kept as written: array of 'struct __jmp_buf_tag'
// KEPT: 'rotate' kept as written: imaginary constant '1.0iF' (complex numbers)
// KEPT: 'precise_sum' kept as written: value of type 'long double'
// KEPT: 'count_call' kept as written: atomic operation '__atomic_fetch_add'
// KEPT: 'main' kept as written: function 'handler' used as a value (function pointers)
#include <complex.h>
#include <math.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>

#define N 32

static double a[N], b[N];
static jmp_buf on_error;
static volatile sig_atomic_t got_signal;
static atomic_int calls;

static double sum_all(int count, ...)
{
  va_list ap;
  double s = 0;
  va_start(ap, count);
  for (int i = 0; i < count; i++)
    s += va_arg(ap, double);
  va_end(ap);
  return s;
}

static void handler(int sig)
{
  got_signal = sig;
}

static void checked_scale(double f)
{
  if (f == 0)
    longjmp(on_error, 7);
  for (int i = 0; i < N; i++)
    b[i] = a[i] * f;
}

static double complex rotate(double complex z, int k)
{
  for (int i = 0; i < k; i++)
    z *= I;
  return z;
}

static long double precise_sum(int n)
{
  long double s = 0;
  for (int i = 1; i <= n; i++)
    s += 1.0L / ((long double)i * i);
  return sqrtl(s * 6);
}

static void count_call(void)
{
  atomic_fetch_add(&calls, 1);
}

static void smooth(int n)
{
  for (int i = 1; i < n - 1; i++)
    b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0;
}

int main(void)
{
  for (int i = 0; i < N; i++)
    a[i] = i * 0.5;
  count_call();
  smooth(N);
  printf("sum %.3f\n", sum_all(3, a[1], b[2], 4.0));
  int code = setjmp(on_error);
  if (code == 0)
    checked_scale(0);
  printf("longjmp %d\n", code);
  signal(SIGUSR1, handler);
  raise(SIGUSR1);
  printf("signal %d\n", got_signal == SIGUSR1);
  double complex z = rotate(1.0 + 2.0 * I, 3);
  printf("complex %.1f %.1f %.3f\n", creal(z), cimag(z), cabs(z));
  printf("long double %.6f %.6f\n", (double)precise_sum(1000), nexttoward(1.0, 2.0L) - 1.0);
  printf("atomic %d b %.3f\n", atomic_load(&calls), b[5]);
  return 0;
}
