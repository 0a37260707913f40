// RUN: not polyts-cc %s -S -DMEMBER 2>&1 | FileCheck %s --check-prefix=MEMBER
// RUN: not polyts-cc %s -S -DEXTERNAL 2>&1 | FileCheck %s --check-prefix=EXTERNAL
// RUN: not polyts-cc %s -S -DMIDDLE 2>&1 | FileCheck %s --check-prefix=MIDDLE
// RUN: not polyts-cc %s -S -DWHOLE 2>&1 | FileCheck %s --check-prefix=WHOLE
// RUN: not polyts-cc %s -S -DCSTRING 2>&1 | FileCheck %s --check-prefix=CSTRING
// C that emission does not support is one `file:line:col: error: unsupported C construct: ...` line, exit 1.

#include <stdlib.h>

void consume(double *p);
void take(double *p) {
  p[0] = 1.0;
}

int main(void) {
  double a[10];
#ifdef MEMBER
  struct point { int x; } pt;
  // MEMBER: unsupported.c:[[@LINE+1]]:{{[0-9]+}}: error: unsupported C construct: struct member access
  pt.x = 1;
#endif
#ifdef EXTERNAL
  // EXTERNAL: unsupported.c:[[@LINE+1]]:11: error: unsupported C construct: passing an array as argument 1 of external function 'consume'
  consume(a);
#endif
#ifdef MIDDLE
  // MIDDLE: unsupported.c:[[@LINE+1]]:{{[0-9]+}}: error: unsupported C construct: a pointer into the middle of an array used as a value
  take(a + 1);
#endif
#ifdef WHOLE
  double (*m)[4] = (double (*)[4]) malloc(sizeof(double[4]));
  // WHOLE: unsupported.c:[[@LINE+1]]:{{[0-9]+}}: error: unsupported C construct: indexing a pointer to a whole array ('double (*)[4]') other than at 0
  m[1][0] = 0.0;
#endif
#ifdef CSTRING
  // CSTRING: unsupported.c:[[@LINE+1]]:13: error: unsupported C construct: storing a C-ABI pointer (a string literal or a pointer from an external function) into an object of type 'char *', which holds arrays
  char *s = "a";
#endif
  take(a);
  return 0;
}
