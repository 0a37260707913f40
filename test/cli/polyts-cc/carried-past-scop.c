// RUN: polyts-cc %s -O3 --remarks -o %t 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: %t > %t.out && gcc -O2 %s -o %t.ref && %t.ref > %t.ref.out && diff %t.ref.out %t.out
//
// A scalar a loop carries, stored after the loop but outside its SCoP (fuzz seed 200012, shrunk): the store is not
// the SCoP's to drop, so the value gets a scratchpad (it crashed form-statements when it took that store as the
// element to carry the value in).
// REMARK: carried-past-scop.c:[[@LINE+8]]:19: remark: form-statements: scratchpad 'carried0' for the value this loop carries between iterations
// REMARK-NOT: internal error

#include <stdio.h>

static void kernel(int n, double A[1][1][1], double B[1], double *out_s) {
  int i, k;
  double s = 0.0;
  for (k = 0; k < 5; k++)
    s = 1.0;
  for (i = 0; i <= n - 1; i++)
    for (k = 0; k >= 0; k--)
      B[0] = A[0][0][k / 2];
  *out_s = s;
}

int main(void) {
  double A[1][1][1] = {{{0.5}}};
  double B[1] = {0.25};
  double s;
  kernel(3, A, B, &s);
  printf("%.17g %.17g\n", B[0], s);
  return 0;
}
