// RUN: polyts-cc %s -O3 -fopenmp -S --emit=c -o - 2>/dev/null | FileCheck %s
// The outlined body's name is one the program does not use: here an enumeration constant holds it.
enum { gemm_omp0 = 3 };
static double C[64][64], A[64][64], B[64][64];

// CHECK:       {{^}}static void gemm_omp0_(long
// CHECK-LABEL: {{^}}void gemm(
// CHECK:       {{^ +}}gemm_omp0_(
void gemm(double alpha) {
  for (int i = 0; i < 64; i++)
    for (int k = 0; k < 64; k++)
      for (int j = 0; j < 64; j++)
        C[i][j] += alpha * A[i][k] * B[k][j] + gemm_omp0;
}
