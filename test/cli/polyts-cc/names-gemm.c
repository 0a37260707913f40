// RUN: polyts-cc %S/../../../polybench/linear-algebra/blas/gemm/gemm.c -S --emit=c -I %S/../../../polybench/utilities -DMINI_DATASET 2>&1 | FileCheck %s
//
// The C polyts writes for a PolyBench kernel reads like the kernel: the declaration as written, the parameters,
// arrays and loop iterators under their C names, and no remark (every function is translated).

// CHECK-NOT:   remark:
// CHECK-LABEL: static void kernel_gemm(int ni, int nj, int nk,
// CHECK:         for (int i = 0; i < {{.*}}ni{{.*}}; i++) {
// CHECK:           for (int j = 0; j < {{.*}}; j++) {
// CHECK-NEXT:        C[i][j] = C[i][j] * beta;
// CHECK:           for (int k = 0; k < {{.*}}; k++) {
// CHECK-NEXT:        for (int j = 0; j < {{.*}}; j++) {
// CHECK-NEXT:          C[i][j] = C[i][j] + ((alpha * A[i][k]) * B[k][j]);

// main's heap arrays are named after the pointers they are assigned to, and keep the page alignment
// polybench_alloc_data gives them (the arrays' placement can change a kernel's speed).
// CHECK-LABEL: int main(int argc, char** argv)
// CHECK:         double (*C)[25] = polyts_alloc_aligned(sizeof(double) * (unsigned long)20 * (unsigned long)25, 4096);
// CHECK:         kernel_gemm(20, 25, 30, alpha[0], beta[0], C, A, B);
