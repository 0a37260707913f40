// RUN: polyts-cc %s -O3 -fopenmp -S --emit=c -o - 2>/dev/null | FileCheck %s
// RUN: polyts-cc %s -O3 -fopenmp -S --emit=c -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// In the function a C compiler outlines for `#pragma omp parallel for`, restrict on gemm's parameters no longer
// holds: the parallel loop calls the nest as a function of its own, whose arrays are restrict (the model's
// assumption, written down), and which opens no parallel region of its own. Built with -fopenmp and run against
// the original by the PolyBench end-to-end tests (test/polybench).

// REMARK: gemm.c:{{[0-9]+}}:{{[0-9]+}}: remark: outline-parallel-bodies: the parallel loop's body is @gemm_omp0, 3 of 3 arrays passed as non-aliasing
// CHECK:       {{^}}__attribute__((always_inline)) static inline void gemm_omp0(long {{.*}}, double (*restrict A)[300], double alpha, double (*restrict C)[200], double (*restrict B)[200]);
// CHECK-LABEL: {{^}}void gemm(
// CHECK:       {{^ +}}#pragma omp parallel for
// CHECK-NEXT:  {{^ +}}#endif
// CHECK-NEXT:  {{^ +}}for (long [[T:i[0-9]+]] = 0;
// CHECK-NEXT:  {{^ +}}gemm_omp0([[T]], {{.*}}A, alpha, C, B);
// CHECK-LABEL: {{^}}__attribute__((always_inline)) static inline void gemm_omp0(
// CHECK-NOT:   omp parallel
// CHECK:       {{^ +}}double [[P:v[0-9]+]] = alpha * A[{{.*}}][{{.*}}];
// CHECK:       {{^ +}}#pragma omp simd
// CHECK:       {{^ +}}C[{{.*}}] = {{.*}}([[P]] * B[{{.*}}])
void gemm(int n, double alpha, double C[restrict 100][200], double A[restrict 100][300], double B[restrict 300][200]) {
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 300; k++)
      for (int j = 0; j < 200; j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
}
