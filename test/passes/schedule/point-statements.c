// RUN: polyts-cc %s -O3 -S --emit=c -o - 2>&1 | FileCheck %s
// RUN: polyts-cc %s -O3 -o %t 2>/dev/null && %t > %t.out && gcc -O2 %s -o %t.ref && %t.ref > %t.ref.out && diff %t.ref.out %t.out
// A row recurrence (deriche's first filter): the scheduler fuses the row's initialisations `ym1 = 0; xm1 = 0` into
// the band of the j loop at j = 0. Moved before the j loop (the tree stays legal), they are no longer guarded in
// every iteration, the values the j loop carries do not cross the i loop, and unroll-jam runs four rows as
// independent chains (deriche LARGE: 0.99x -> 1.65x gcc sequential, 1.04x -> 3.2x with -fopenmp).

// CHECK: remark: codegen: @rec: {{.*}} 0 statements guarded
// CHECK: remark: unroll-jam: loop unrolled by 4 into its inner loop: the inner loop's carried values run as 4 independent chains
// CHECK-LABEL: {{^}}void rec(
// CHECK:         for (long [[I:i[0-9]+]] = 0; [[I]] < w; [[I]] += 4) {
// CHECK:           float r{{[0-9]+}} = 0.0f;
// CHECK:           for (long [[J:i[0-9]+]] = 0; [[J]] < h; [[J]]++) {
// CHECK-NOT:         if
// CHECK:             Y[[[I]]][[[J]]] =
#include <stdio.h>

void rec(int w, int h, float a, float b, float X[100][100], float Y[100][100]) {
  float ym1, xm1;
  for (int i = 0; i < w; i++) {
    ym1 = 0.0f;
    xm1 = 0.0f;
    for (int j = 0; j < h; j++) {
      Y[i][j] = a * X[i][j] + b * xm1 + a * ym1;
      xm1 = X[i][j];
      ym1 = Y[i][j];
    }
  }
}

static float X[100][100], Y[100][100];

int main(void) {
  for (int i = 0; i < 100; i++)
    for (int j = 0; j < 100; j++) X[i][j] = (float)((i * 7 + j * 3) % 11) / 11.0f;
  rec(97, 90, 0.5f, 0.25f, X, Y);
  for (int i = 0; i < 100; i += 9)
    for (int j = 0; j < 100; j += 7) printf("%.9g\n", Y[i][j]);
  return 0;
}
