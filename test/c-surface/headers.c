// Every C11 standard header but <threads.h>, read from the system (glibc's and gcc's own headers), each used the
// way a numerical program uses it where the frontend can translate it: <assert.h>'s assert, <ctype.h>'s table-driven
// classification, <errno.h>'s errno after strtol, <inttypes.h>'s PRId64, <fenv.h>'s rounding mode, <signal.h>'s
// signal numbers, <locale.h>'s setlocale, <wchar.h>/<wctype.h>/<uchar.h> character types, <tgmath.h>'s generic sqrt
// (float for a float argument), <stdalign.h>, <stdnoreturn.h>, <iso646.h>, <limits.h>, <float.h> and friends.
#include <assert.h>
#include <complex.h>
#include <ctype.h>
#include <errno.h>
#include <fenv.h>
#include <float.h>
#include <inttypes.h>
#include <iso646.h>
#include <limits.h>
#include <locale.h>
#include <math.h>
#include <setjmp.h>
#include <signal.h>
#include <stdalign.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdnoreturn.h>
#include <string.h>
#include <tgmath.h>
#include <time.h>
#include <uchar.h>
#include <wchar.h>
#include <wctype.h>

#define N 16

static alignas(32) double data[N];

static int count_digits(const char *s)
{
  int n = 0;
  for (int i = 0; s[i] != '\0'; i++)
    if (isdigit((unsigned char)s[i]) and not isspace((unsigned char)s[i]))
      n++;
  return n;
}

static int64_t sum64(const int32_t *v, size_t n)
{
  int64_t s = 0;
  for (size_t i = 0; i < n; i++)
    s += v[i];
  return s;
}

noreturn static void fail(int code)
{
  exit(code);
}

int main(void)
{
  int32_t v[N];
  for (int i = 0; i < N; i++) {
    v[i] = INT32_MAX / (i + 1) - INT16_MAX * i;
    data[i] = sqrt(i * 2.0) + DBL_EPSILON;
  }
  assert(data[0] > 0.0);
  float f = 2.0f;
  printf("tgmath %d %.7f %.7f\n", (int)sizeof(sqrt(f)), (double)sqrt(f), (double)pow(f, 0.5));
  printf("sum %" PRId64 " max %" PRIu32 " digits %d\n", sum64(v, N), (uint32_t)UINT32_MAX, count_digits("a1b22 c333"));
  errno = 0;
  long big = strtol("99999999999999999999", NULL, 10);
  printf("errno %d %d %ld\n", errno == ERANGE, big == LONG_MAX, strtol("-42", NULL, 10));
  printf("fenv %d %d\n", fegetround() == FE_TONEAREST, FLT_RADIX);
  printf("signal %d %d %d\n", SIGINT, SIGSEGV, (int)sizeof(sig_atomic_t));
  printf("locale %d\n", setlocale(LC_ALL, "C") != NULL);
  printf("ctype %d %d %c %c\n", isalpha('q') != 0, isupper('q') != 0, toupper('q'), tolower('Q'));
  printf("wide %d %d %d\n", iswdigit(L'7') != 0, (int)sizeof(wchar_t), (int)sizeof(char16_t) + (int)sizeof(char32_t));
  printf("align %d %d\n", (int)alignof(double), (int)((uintptr_t)data % 32 == 0));
  printf("limits %d %lld %d %u\n", CHAR_BIT, LLONG_MIN + 1, SCHAR_MIN, UINT_MAX);
  printf("offsetof %d %d\n", (int)offsetof(struct tm, tm_mday), (int)offsetof(div_t, rem));
  printf("atomic %d jmp %d va %d\n", ATOMIC_INT_LOCK_FREE, (int)sizeof(jmp_buf) > 0, (int)sizeof(va_list));
  printf("complex %d\n", (int)sizeof(double complex));
  if (data[N - 1] < 0)
    fail(3);
  return data[1] > 1.0 ? 0 : 1;
}
