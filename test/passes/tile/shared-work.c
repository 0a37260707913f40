// RUN: polyts-cc %s -O3 -S --emit=c -o - 2>&1 | FileCheck %s
// One costly value (a square root and a division) feeds three stores: statement formation rebuilds it in each of
// the three statements. The innermost loop, fused, is parallel, so distributing it would only give each statement
// its own loop, each computing the root again: it stays fused, and the value is computed once per iteration. The
// same loops with a value that is cheap to compute again are distributed.

// CHECK: remark: tile: band at domain/band (S0, S1, S2): innermost point loop distributed over 3 statement groups: each statement gets its own bounds instead of guards; apart, each is parallel
// CHECK: remark: tile: band at domain/band (S3, S4, S5): innermost point loop not distributed: S3 and S4 compute the same 'math.sqrt', apart each would compute it in its own loop; fused, it is parallel too
// CHECK-LABEL: {{^}}void costly(
// CHECK:       for (long [[J:i[0-9]+]] = {{i[0-9]+}} + 1;
// CHECK-NEXT:    double
// CHECK-NEXT:    double [[M:v[0-9]+]] = dt / sqrt(
// CHECK-NEXT:    vx[[[J]]] = vx[[[J]]] + ({{.*}} * [[M]]);
// CHECK-NEXT:    vy[[[J]]] = vy[[[J]]] + ({{.*}} * [[M]]);
// CHECK-NEXT:    vz[[[J]]] = vz[[[J]]] + ({{.*}} * [[M]]);
// CHECK-NEXT:  }
// CHECK-NOT:   sqrt(
// CHECK:       {{^}}}
#include <math.h>

#define N 64
double px[N], vx[N], vy[N], vz[N];

void cheap(int n, double dt) {
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++) {
      double d = px[i] - px[j];
      double m = dt * (d * d + 1.0);
      vx[j] += d * m;
      vy[j] += 2.0 * d * m;
      vz[j] += 3.0 * d * m;
    }
}

void costly(int n, double dt) {
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++) {
      double d = px[i] - px[j];
      double m = dt / sqrt(d * d + 1.0);
      vx[j] += d * m;
      vy[j] += 2.0 * d * m;
      vz[j] += 3.0 * d * m;
    }
}
