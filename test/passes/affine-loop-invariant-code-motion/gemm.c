// RUN: polyts-cc %s -O3 -S --emit=c -o - 2>/dev/null | FileCheck %s
// RUN: polyts-cc %s -O3 -S --emit=c -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// alpha * A[i][k] does not depend on j: -O3 computes it once per (i, k), before the j loop, where a C compiler
// that cannot tell the arrays apart (in an OpenMP outlined body, say) would reload it in every iteration.
#define N 200

static double C[N][N], A[N][N], B[N][N];

// REMARK: remark: affine-loop-invariant-code-motion: loads of 'A' moved out of the loop
// CHECK-LABEL: {{^}}void gemm(
// CHECK:       {{^ +}}double [[P:v[0-9]+]] = alpha * A[{{.*}}][{{.*}}];
// CHECK:       {{^ +}}for (
// CHECK-NEXT:  {{^ +}}C[{{.*}}] = {{.*}}([[P]] * B[{{.*}}])
void gemm(double alpha) {
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
}
