// RUN: polyts-cc %s -O3 --remarks -o %t 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: %t > %t.out && gcc -O2 %s -o %t.ref && %t.ref > %t.ref.out && diff %t.ref.out %t.out
//
// Two values carried by loops and stored after them into one element, computed from both (fuzz seed 300017,
// shrunk): only the first lives in that element, the second gets a scratchpad. Both in B[0] made the loop's
// `s = C[0]` and `t = 1.0` overwrite each other, and B[0] = s * t read the same value twice.
// REMARK: carried-home-shared.c:[[@LINE+10]]:27: remark: form-statements: the value this loop carries between iterations (iter_args #0) stays in 'B', where it is stored after the loop
// REMARK: carried-home-shared.c:[[@LINE+9]]:27: remark: form-statements: scratchpad '{{.*}}' for the value this loop carries between iterations (iter_args #1)
// REMARK: carried-home-shared.c:[[@LINE+21]]:23: remark: form-statements: the value this loop carries between iterations (iter_args #0) stays in 'B', where it is stored after the loop
// REMARK: carried-home-shared.c:[[@LINE+22]]:23: remark: form-statements: scratchpad '{{.*}}' for the value this loop carries between iterations (iter_args #0)

#include <stdio.h>

void one_loop(int n, double B[1], double C[1], double *out_s, double *out_t) {
  double s = 0.0;
  double t = 0.0;
  for (int j = 0; j < n + 1; j++) {
    t = 1.0;
    s = C[0];
  }
  B[0] = s * t;
  *out_s = s;
  *out_t = t;
}

/* The same with two loops one after the other. */
void two_loops(int n, double B[1], const double C[4]) {
  double s = 0.0;
  double t = 0.0;
  for (int j = 0; j < n; j++)
    s = s + C[j];
  for (int j = 0; j < n; j++)
    t = t * 0.5 + C[j];
  B[0] = s - t;
}

int main(void) {
  double C[4] = {0.5, -1.25, 2.0, 3.5};
  for (int n = 0; n < 4; n++) {
    double B[1] = {-7.0}, s = -1, t = -1, D[1] = {9.0};
    one_loop(n, B, C, &s, &t);
    two_loops(n, D, C);
    printf("%d %.17g %.17g %.17g %.17g\n", n, B[0], s, t, D[0]);
  }
  return 0;
}
