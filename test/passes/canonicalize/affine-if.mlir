// RUN: polyts-opt %s --canonicalize | FileCheck %s
// affine.if: constant conditions select a branch, sets are simplified, dead else regions are removed.

// Aliases print before the module: the simplified set of @simplify_set keeps one constraint.
// CHECK: #[[SET:.*]] = affine_set<(d0) : (d0 - 3 >= 0)>

// A condition that holds for all operand values is replaced by the then branch.
// CHECK-LABEL: func.func @always_true
// CHECK-NOT:     affine.if
// CHECK:         affine.store
func.func @always_true(%A: memref<?xf64>, %N: index, %x: f64) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to %N {
    affine.if affine_set<(d0) : (d0 + 10 >= 0, d0 >= 0)>(%c0) {
      affine.store %x, %A[%i] : memref<?xf64>
    }
  }
  return
}

// An empty condition takes the else branch, including its yielded results.
// CHECK-LABEL: func.func @always_false
// CHECK-SAME:    (%[[X:.*]]: f64, %[[Y:.*]]: f64)
// CHECK-NOT:     affine.if
// CHECK:         return %[[Y]] : f64
func.func @always_false(%x: f64, %y: f64) -> f64 {
  %c5 = arith.constant 5 : index
  %r = affine.if affine_set<(d0) : (d0 - 10 >= 0)>(%c5) -> f64 {
    affine.yield %x : f64
  } else {
    affine.yield %y : f64
  }
  return %r : f64
}

// Redundant constraints go; the condition on the induction variable stays; an empty else region goes.
// CHECK-LABEL: func.func @simplify_set
// CHECK:         affine.if #[[SET]](%{{.*}}) {
// CHECK-NOT:     else
func.func @simplify_set(%A: memref<?xf64>, %x: f64) {
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - 3 >= 0, d0 - 3 >= 0, 4 >= 0)>(%i) {
      affine.store %x, %A[%i] : memref<?xf64>
    } else {
    }
  }
  return
}
