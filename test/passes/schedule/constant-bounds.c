// RUN: polyts-cc %s -S --emit=mlir -o - --pass-pipeline='func.func(mem2reg,raise-affine),canonicalize,cse,form-statements' 2>/dev/null | polyts-opt --schedule --print-schedule-tree 2>/dev/null | FileCheck %s
// RUN: polyts-cc %s -S --emit=mlir -o - --pass-pipeline='func.func(mem2reg,raise-affine),canonicalize,cse,form-statements' 2>/dev/null | polyts-opt --schedule=parametrick=off --print-schedule-tree 2>/dev/null | FileCheck %s --check-prefix=OFF
// Loop bounds written as constants, as most C code has them. The pluto style schedules with ParameTrick: the
// constant 100 is a parameter while scheduling, so the solver gets the schedule it finds for `i < n`. Without it,
// the proximity cost (a bound on every dependence distance, here a finite constant) is shaved by one when the
// update and the division are shifted apart, and the loops come out skewed by constants with guards at their ends.
#define N 100
double L[N][N], x[N], b[N];

// CHECK-LABEL: {{^}}scop @trisolv
// CHECK: schedule: "[{ S1[i0, i1] -> [(i0)]; S2[i0] -> [(i0)] }, { S1[i0, i1] -> [(i1)]; S2[i0] -> [(i0)] }]"
// OFF-LABEL: {{^}}scop @trisolv
// OFF: schedule: "[{ S1[i0, i1] -> [(i0)]; S2[i0] -> [(1 + i0)] }, { S1[i0, i1] -> [(1 + i1)]; S2[i0] -> [(i0)] }]"
void trisolv(void) {
  for (int i = 0; i < N; i++) {
    x[i] = b[i];
    for (int j = 0; j < i; j++)
      x[i] -= L[i][j] * x[j];
    x[i] = x[i] / L[i][i];
  }
}
