// RUN: polyts-opt %s --canonicalize | FileCheck %s
// Zero-trip loops disappear, one-trip loops are inlined, constant min/max bounds fold; other loops stay.

// CHECK-LABEL: func.func @zero_trip
// CHECK-SAME:    (%[[A:.*]]: memref<?xf64>, %[[X:.*]]: f64)
// CHECK-NOT:     affine.for
// CHECK:         return %[[X]] : f64
func.func @zero_trip(%A: memref<?xf64>, %x: f64) -> f64 {
  affine.for %i = 10 to 5 {
    affine.store %x, %A[%i] : memref<?xf64>
  }
  %r = affine.for %i = 0 to 0 iter_args(%acc = %x) -> (f64) {
    %s = arith.addf %acc, %acc : f64
    affine.yield %s : f64
  }
  return %r : f64
}

// CHECK-LABEL: func.func @one_trip
// CHECK-SAME:    (%[[A:.*]]: memref<?xf64>, %[[X:.*]]: f64)
// CHECK-NOT:     affine.for
// CHECK:         %[[V:.*]] = affine.load %[[A]][3] : memref<?xf64>
// CHECK:         affine.store %[[V]], %[[A]][0] : memref<?xf64>
// CHECK:         %[[S:.*]] = arith.addf %[[X]], %[[X]] : f64
// CHECK:         return %[[S]] : f64
func.func @one_trip(%A: memref<?xf64>, %x: f64) -> f64 {
  affine.for %i = 0 to 1 {
    %v = affine.load %A[%i + 3] : memref<?xf64>
    affine.store %v, %A[%i] : memref<?xf64>
  }
  %r = affine.for %i = 7 to 8 iter_args(%acc = %x) -> (f64) {
    %s = arith.addf %acc, %acc : f64
    affine.yield %s : f64
  }
  return %r : f64
}

// A one-trip loop with a symbolic lower bound is inlined; its induction variable (an affine.apply of the bound)
// is then composed into the store.
// CHECK-LABEL: func.func @one_trip_symbolic
// CHECK-SAME:    (%[[A:.*]]: memref<?xf64>, %[[N:.*]]: index, %[[X:.*]]: f64)
// CHECK-NOT:     affine.for
// CHECK:         affine.store %[[X]], %[[A]][symbol(%[[N]]) + 2]
func.func @one_trip_symbolic(%A: memref<?xf64>, %N: index, %x: f64) {
  affine.for %i = affine_map<()[s0] -> (s0 + 2)>()[%N] to affine_map<()[s0] -> (s0 + 3)>()[%N] {
    affine.store %x, %A[%i] : memref<?xf64>
  }
  return
}

// Constant max/min bounds fold to one constant; a loop with two iterations stays.
// CHECK-LABEL: func.func @constant_bounds
// CHECK:         affine.for %{{.*}} = 5 to 8 {
func.func @constant_bounds(%A: memref<?xf64>, %x: f64) {
  affine.for %i = max affine_map<() -> (2, 5)>() to min affine_map<() -> (9, 8)>() {
    affine.store %x, %A[%i] : memref<?xf64>
  }
  return
}

// Must not fire: symbolic trip counts and two-trip loops.
// CHECK-LABEL: func.func @keep
// CHECK:         affine.for %{{.*}} = 0 to %{{.*}} {
// CHECK:         affine.for %{{.*}} = 0 to 2 {
func.func @keep(%A: memref<?xf64>, %N: index, %x: f64) {
  affine.for %i = 0 to %N {
    affine.store %x, %A[%i] : memref<?xf64>
  }
  affine.for %i = 0 to 2 {
    affine.store %x, %A[%i] : memref<?xf64>
  }
  return
}
