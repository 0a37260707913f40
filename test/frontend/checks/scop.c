// RUN: polyts-cc %s -S --emit=mlir -o - | FileCheck %s
// RUN: polyts-cc %s -S --emit=mlir -o - | mlir-opt > /dev/null
// The top-level ops emitted for the statements between `#pragma scop` and `#pragma endscop` carry polyts.scop;
// code before and after does not. A counted loop records the C name of its induction variable.

// CHECK-LABEL: func.func @kernel(
// CHECK:         memref.store %{{.*}}, %{{.*}}[%c0] : memref<?xf64>{{$}}
// CHECK:         scf.for
// CHECK:         } {polyts.iv_name = "i", polyts.iv_type = i32, polyts.scop}
// CHECK:         memref.store %{{.*}}, %{{.*}}[%{{.*}}] {polyts.scop} : memref<?xf64>
// CHECK-NEXT:    memref.store %{{.*}}, %{{.*}}[%c0] : memref<?xf64>{{$}}
void kernel(int n, double *A) {
  A[0] = 1.0;
#pragma scop
  for (int i = 1; i < n; i++)
    A[i] = A[i - 1] * 0.5;
  A[n] = 2.0;
#pragma endscop
  A[0] = 3.0;
}
