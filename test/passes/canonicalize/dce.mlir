// RUN: polyts-opt %s --canonicalize | FileCheck %s
// Dead code removal: unused pure ops, loads, allocations and effect-free loops go; effects stay.

// CHECK-LABEL: func.func @dead
// CHECK-NOT:     arith.mulf
// CHECK-NOT:     memref.load
// CHECK-NOT:     memref.alloca
// CHECK:         memref.store
// CHECK:         call @ext
// CHECK:         return
func.func private @ext()
func.func @dead(%A: memref<?xf64>, %i: index, %x: f64) {
  %m = arith.mulf %x, %x : f64
  %v = memref.load %A[%i] : memref<?xf64>
  %buf = memref.alloca() : memref<16xf64>
  memref.store %x, %A[%i] : memref<?xf64>
  func.call @ext() : () -> ()
  return
}

// A loop whose body has no effect on memory is dead; one that stores is not.
// CHECK-LABEL: func.func @loops
// CHECK-COUNT-1: affine.for
// CHECK:         affine.store
func.func @loops(%A: memref<?xf64>, %N: index) {
  affine.for %i = 0 to %N {
    %v = affine.load %A[%i] : memref<?xf64>
    %w = arith.addf %v, %v : f64
  }
  affine.for %i = 0 to %N {
    %v = affine.load %A[%i] : memref<?xf64>
    affine.store %v, %A[%i + 1] : memref<?xf64>
  }
  return
}
