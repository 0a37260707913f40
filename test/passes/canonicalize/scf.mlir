// RUN: polyts-opt %s --canonicalize | FileCheck %s
// scf.for with constant bounds: zero trips disappear, one trip is inlined; scf.if on a constant is inlined.

// CHECK-LABEL: func.func @scf_trivial
// CHECK-SAME:    (%[[A:.*]]: memref<?xf64>, %[[X:.*]]: f64)
// CHECK-NOT:     scf.for
// CHECK-NOT:     scf.if
// CHECK:         memref.store %[[X]], %[[A]][%{{.*}}]
// CHECK:         %[[S:.*]] = arith.addf %[[X]], %[[X]]
// CHECK:         return %[[S]]
func.func @scf_trivial(%A: memref<?xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c4 to %c0 step %c1 {
    memref.store %x, %A[%i] : memref<?xf64>
  }
  %t = arith.constant true
  scf.if %t {
    memref.store %x, %A[%c0] : memref<?xf64>
  }
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %x) -> (f64) {
    %s = arith.addf %acc, %acc : f64
    scf.yield %s : f64
  }
  return %r : f64
}

// Must not fire: a data-dependent condition and a loop with a symbolic bound.
// CHECK-LABEL: func.func @scf_keep
// CHECK:         scf.for
// CHECK:         scf.if
func.func @scf_keep(%A: memref<?xf64>, %n: index, %c: i1, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.if %c {
      memref.store %x, %A[%i] : memref<?xf64>
    }
  }
  return
}

// An else region left with only its terminator is dropped (the then region is kept).
// CHECK-LABEL: func.func @empty_else
// CHECK:         scf.if %{{.*}} {
// CHECK-NEXT:      memref.store
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @empty_else(%A: memref<?xf64>, %c: i1, %x: f64, %i: index) {
  scf.if %c {
    memref.store %x, %A[%i] : memref<?xf64>
  } else {
    %s = math.sqrt %x : f64
  }
  return
}
