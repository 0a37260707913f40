// RUN: polyts-opt %s --cse | FileCheck %s
// Common sub-expression elimination of pure ops (across nested regions) and of loads with no write between.

// CHECK-LABEL: func.func @pure
// CHECK:         %[[A:.*]] = arith.addf %{{.*}}, %{{.*}} : f64
// CHECK-NOT:     arith.addf
// CHECK:         arith.mulf %[[A]], %[[A]]
func.func @pure(%x: f64, %y: f64) -> f64 {
  %a = arith.addf %x, %y : f64
  %b = arith.addf %x, %y : f64
  %c = arith.mulf %a, %b : f64
  return %c : f64
}

// An op in a nested region is replaced by the equivalent op that dominates it; siblings are not merged.
// CHECK-LABEL: func.func @regions
// CHECK-COUNT-1: arith.muli %{{.*}}, %{{.*}} : index
// CHECK:         scf.if
// CHECK:           arith.addi
// CHECK:         } else {
// CHECK:           arith.addi
func.func @regions(%i: index, %c: i1) -> index {
  %a = arith.muli %i, %i : index
  %r = scf.if %c -> (index) {
    %b = arith.muli %i, %i : index
    %s = arith.addi %b, %i : index
    scf.yield %s : index
  } else {
    %s = arith.addi %a, %i : index
    scf.yield %s : index
  }
  return %r : index
}

// Two loads of the same place merge unless something may write in between.
// CHECK-LABEL: func.func @loads
// CHECK:         %[[L:.*]] = memref.load
// CHECK-NEXT:    %[[S:.*]] = arith.addf %[[L]], %[[L]]
// CHECK-NEXT:    memref.store %[[S]]
// CHECK-NEXT:    %[[L2:.*]] = memref.load
func.func @loads(%A: memref<?xf64>, %i: index) -> f64 {
  %a = memref.load %A[%i] : memref<?xf64>
  %b = memref.load %A[%i] : memref<?xf64>
  %s = arith.addf %a, %b : f64
  memref.store %s, %A[%i] : memref<?xf64>
  %c = memref.load %A[%i] : memref<?xf64>
  return %c : f64
}

// Must not merge: different attributes, allocations, and calls with unknown effects.
// CHECK-LABEL: func.func @keep
// CHECK:         arith.addf %{{.*}}, %{{.*}} : f64
// CHECK:         arith.addf %{{.*}}, %{{.*}} fastmath<fast> : f64
// CHECK:         memref.alloca
// CHECK:         memref.alloca
// CHECK:         call @get
// CHECK:         call @get
func.func private @get() -> f64
func.func @keep(%x: f64) -> (f64, f64, memref<4xf64>, memref<4xf64>, f64, f64) {
  %a = arith.addf %x, %x : f64
  %b = arith.addf %x, %x fastmath<fast> : f64
  %m1 = memref.alloca() : memref<4xf64>
  %m2 = memref.alloca() : memref<4xf64>
  %g1 = func.call @get() : () -> f64
  %g2 = func.call @get() : () -> f64
  return %a, %b, %m1, %m2, %g1, %g2 : f64, f64, memref<4xf64>, memref<4xf64>, f64, f64
}

// Unused side-effect-free ops are removed on the way, as upstream's cse does; effects stay.
// CHECK-LABEL: func.func @dead
// CHECK-NOT:     arith.addi
// CHECK:         memref.store
func.func @dead(%a: i32, %A: memref<?xf64>, %x: f64, %i: index) {
  %c1 = arith.constant 1 : i32
  %d = arith.addi %a, %c1 : i32
  memref.store %x, %A[%i] : memref<?xf64>
  return
}
