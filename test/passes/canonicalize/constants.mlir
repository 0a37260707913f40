// RUN: polyts-opt %s --canonicalize | FileCheck %s
// Constants are deduplicated and hoisted to the function entry, in order of first use.

// CHECK-LABEL: func.func @hoist
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 2.000000e+00 : f64
// CHECK-NEXT:    affine.for
// CHECK-NOT:     arith.constant
// CHECK:         arith.addf %{{.*}}, %[[C1]]
// CHECK:         arith.mulf %{{.*}}, %[[C1]]
func.func @hoist(%A: memref<?xf64>, %N: index) {
  affine.for %i = 0 to %N {
    %c = arith.constant 2.0 : f64
    %v = affine.load %A[%i] : memref<?xf64>
    %w = arith.addf %v, %c : f64
    %c2 = arith.constant 2.0 : f64
    %u = arith.mulf %w, %c2 : f64
    affine.store %u, %A[%i] : memref<?xf64>
  }
  return
}
