// RUN: polyts-opt %s --form-statements --split-statements --inline-statements 2>/dev/null | FileCheck %s
// RUN: polyts-opt %s --form-statements --split-statements --inline-statements 2>/dev/null | mlir-opt > /dev/null
// After splitting and inlining, the split's scratchpad is only written (its re-read is forwarded in the same
// iteration), so the stores and the alloca are erased: they would be wasted work, and a data race once the loops
// around them run in parallel.
// CHECK-LABEL: func.func @contraction(
// CHECK-NOT:     memref.alloca
// CHECK:         affine.for
// CHECK-NEXT:      affine.for
// CHECK-NEXT:        affine.for
// CHECK-NEXT:          affine.load
// CHECK-NEXT:          affine.load
// CHECK-NEXT:          arith.mulf
// CHECK-NEXT:          affine.load
// CHECK-NEXT:          arith.addf
// CHECK-NEXT:          affine.store
// CHECK-NEXT:        }
// A scratchpad a user reads is kept.
// CHECK-LABEL: func.func @read_back(
// CHECK:         memref.alloca
func.func @contraction(%n: index, %A: memref<?x30xf64>, %B: memref<?x30xf64>) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      affine.for %k = 0 to %n {
        %x = affine.load %B[%k, %i] : memref<?x30xf64>
        %y = affine.load %B[%k, %j] : memref<?x30xf64>
        %p = arith.mulf %x, %y : f64
        %a = affine.load %A[%i, %j] : memref<?x30xf64>
        %s = arith.addf %a, %p : f64
        affine.store %s, %A[%i, %j] : memref<?x30xf64>
      }
    }
  }
  return
}

func.func @read_back(%A: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<4xf64>
  %x = affine.load %A[0] : memref<?xf64>
  affine.store %x, %m[1] : memref<4xf64>
  %y = memref.load %m[%c0] : memref<4xf64>
  return %y : f64
}
