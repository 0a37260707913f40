// RUN: not polyts-cc %s -S -DUNION 2>&1 | FileCheck %s --check-prefix=UNION
// RUN: not polyts-cc %s -S -DBACKWARD 2>&1 | FileCheck %s --check-prefix=BACKWARD
// RUN: not polyts-cc %s -S -DLONGDOUBLE 2>&1 | FileCheck %s --check-prefix=LONGDOUBLE
// RUN: not polyts-cc %s -S -DWHOLE 2>&1 | FileCheck %s --check-prefix=WHOLE
// RUN: not polyts-cc %s -S -DASM 2>&1 | FileCheck %s --check-prefix=ASM
// C that emission does not support is one `file:line:col: error: unsupported C construct: ...` line, exit 1.

#include <stdlib.h>

void take(double *p) {
  p[0] = 1.0;
}

int main(void) {
  double a[10];
#ifdef UNION
  union bits { double d; long l; } u;
  // UNION: unsupported.c:[[@LINE+1]]:{{[0-9]+}}: error: unsupported C construct: union member access
  u.d = 1.0;
#endif
#ifdef BACKWARD
  int n = 100;
again:
  n /= 2;
  // BACKWARD: unsupported.c:[[@LINE+1]]:{{[0-9]+}}: error: unsupported C construct: goto 'again' backwards or into a block
  if (n > 3) goto again;
#endif
#ifdef LONGDOUBLE
  // LONGDOUBLE: unsupported.c:[[@LINE+1]]:{{[0-9]+}}: error: unsupported C construct: value of type 'long double'
  long double x = 2;
  a[1] = x;
#endif
#ifdef WHOLE
  double (*m)[4] = (double (*)[4]) malloc(sizeof(double[4]));
  // WHOLE: unsupported.c:[[@LINE+1]]:{{[0-9]+}}: error: unsupported C construct: indexing a pointer to a whole array ('double (*)[4]') other than at 0
  m[1][0] = 0.0;
#endif
#ifdef ASM
  // ASM: unsupported.c:[[@LINE+1]]:3: error: unsupported C construct: inline assembly
  __asm__ volatile("" ::: "memory");
#endif
  take(a);
  return 0;
}
