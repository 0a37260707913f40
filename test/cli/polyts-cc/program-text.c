// RUN: polyts-cc %s -Wall -O1 -o %t 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: < %t.err
// RUN: %t > %t.out && gcc -O1 %s -o %t.ref && %t.ref > %t.ref.out && diff %t.ref.out %t.out
// RUN: polyts-cc %s -S --emit=c 2> /dev/null | FileCheck %s
//
// The C polyts-cc hands to the compiler is the program's own text: what the translated functions rely on (macros
// defined in a body, static locals, globals and parameters whose C types are not the IR's, variadic calls with
// `long long`) keeps its meaning, and the compiler's diagnostics on kept code point into this file.

#include <stdio.h>

#define SCALE 3

unsigned big = 4000000000u;
long long counts[4];

/* A macro defined in a translated body stays defined for the code after it. */
// CHECK-LABEL: static int twice(int x) {
// CHECK:       {{^}}}{{$}}
// CHECK-NEXT:  #define HALF(v) ((v) / 2)
// CHECK-NEXT:  #line
static int twice(int x) {
#define HALF(v) ((v) / 2)
  return SCALE * x - x;
}

/* A static local lives on between calls. */
static int next_id(void) {
  static int id = 10;
  id = id + 1;
  return id;
}

/* Unsigned values keep unsigned comparisons and wrap-around. */
// CHECK-LABEL: static unsigned wrap(unsigned n, unsigned step) {
static unsigned wrap(unsigned n, unsigned step) {
  unsigned s = 0;
  for (int i = 0; i < 5; i++) {
    s = s + step;
    if (s > big || n < s) s = s - n;
  }
  return s + big;
}

/* Variadic arguments keep their C types (long long for %lld, unsigned long for %lu), literals their 64 bits. */
// CHECK-LABEL: static void report(int k) {
// CHECK:         printf("%lld %lu %ld %d\n", (long long){{.*}}, (unsigned long){{.*}}, (long)1, {{.*}});
static void report(int k) {
  long long total = 0;
  for (int i = 0; i < 4; i++) {
    counts[i] += (long long)k * i;
    total += counts[i];
  }
  printf("%lld %lu %ld %d\n", total, (unsigned long)total * 2, 1L, HALF(k));
}

/* Kept (a union); the compiler's warning about it points at this line of this file. */
// DIAG: program-text.c:[[@LINE+3]]:7: warning: unused variable {{.*}}unused
static int kept(int x) {
  union { int i; float f; } u;
  int unused;
  u.i = x;
  return u.i + 1;
}

int main(void) {
  report(twice(7));
  report(next_id() + next_id());
  printf("%u %d\n", wrap(3000000000u, 1500000000u), kept(2));
  return 0;
}
