// RUN: polyts-opt %s --mem2reg | FileCheck %s
// Load forwarding: a load takes the value of an earlier load or store of the same element when nothing in
// between may write it. Any possibly aliasing write, call or unknown effect stops it.

// A reload and a load after a store, in one block.
// CHECK-LABEL: func.func @same_block
// CHECK-SAME:    (%[[A:.*]]: memref<?xf64>, %[[I:.*]]: index, %[[X:.*]]: f64)
// CHECK:         %[[V:.*]] = memref.load %[[A]][%[[I]]]
// CHECK-NEXT:    %[[S:.*]] = arith.addf %[[V]], %[[V]]
// CHECK-NEXT:    memref.store %[[X]], %[[A]][%[[I]]]
// CHECK-NEXT:    %[[T:.*]] = arith.addf %[[S]], %[[X]]
// CHECK-NEXT:    return %[[T]]
func.func @same_block(%A: memref<?xf64>, %i: index, %x: f64) -> f64 {
  %a = memref.load %A[%i] : memref<?xf64>
  %b = memref.load %A[%i] : memref<?xf64>
  %s = arith.addf %a, %b : f64
  memref.store %x, %A[%i] : memref<?xf64>
  %c = memref.load %A[%i] : memref<?xf64>
  %t = arith.addf %s, %c : f64
  return %t : f64
}

// Into the branches of a ternary, past a store to another element of the same array (A[i + 1]) and a store to
// a local allocation (which cannot alias an argument).
// CHECK-LABEL: func.func @into_ternary
// CHECK:         %[[V:.*]] = memref.load %{{.*}}[%{{.*}}] : memref<?xf64>
// CHECK:         scf.if %{{.*}} -> (f64) {
// CHECK-NEXT:      scf.yield %[[V]] : f64
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %{{.*}} : f64
// CHECK-NOT:     memref.load %{{.*}} : memref<?xf64>
func.func @into_ternary(%A: memref<?xf64>, %i: index, %x: f64) -> f64 {
  %c1 = arith.constant 1 : index
  %loc = memref.alloc() : memref<4xf64>
  %v = memref.load %A[%i] : memref<?xf64>
  %ip1 = arith.addi %i, %c1 : index
  memref.store %x, %A[%ip1] : memref<?xf64>
  memref.store %x, %loc[%i] : memref<4xf64>
  %c = arith.cmpf olt, %v, %x : f64
  %r = scf.if %c -> (f64) {
    %w = memref.load %A[%i] : memref<?xf64>
    scf.yield %w : f64
  } else {
    scf.yield %x : f64
  }
  memref.dealloc %loc : memref<4xf64>
  return %r : f64
}

// Into a loop body that never writes the array (it writes a local buffer, which cannot alias an argument); the
// stored value of an affine.store reaches the affine.load of the same element.
// CHECK-LABEL: func.func @into_loop
// CHECK:         %[[V:.*]] = memref.load %[[A:.*]][%[[K:.*]]] : memref<?xf64>
// CHECK:         affine.for %{{.*}} = 0 to 8 {
// CHECK-NEXT:      affine.store %[[V]], %[[B:.*]][%{{.*}}]
// CHECK-NEXT:      %[[S:.*]] = arith.addf %[[V]], %[[V]]
// CHECK-NEXT:      affine.store %[[S]], %[[B]][%{{.*}}]
func.func @into_loop(%A: memref<?xf64>, %k: index) {
  %B = memref.alloca() : memref<8xf64>
  %v = memref.load %A[%k] : memref<?xf64>
  affine.for %j = 0 to 8 {
    affine.store %v, %B[%j] : memref<8xf64>
    %w = memref.load %A[%k] : memref<?xf64>
    %u = affine.load %B[%j] : memref<8xf64>
    %s = arith.addf %w, %u : f64
    affine.store %s, %B[%j] : memref<8xf64>
  }
  return
}

// Must not forward: a store to another argument (it may alias), a call, a write of the element in an earlier
// iteration of the enclosing loop, and a store with an unrelated subscript.
// CHECK-LABEL: func.func @blocked
// CHECK-COUNT-2: memref.load %{{.*}}[%{{.*}}] : memref<?xf64>
// CHECK:         call @touch
// CHECK:         memref.load
// CHECK:         scf.for
// CHECK:           memref.load
// CHECK:           memref.store
// CHECK:         memref.store
// CHECK-NEXT:    memref.load
func.func private @touch(memref<?xf64>)
func.func @blocked(%A: memref<?xf64>, %B: memref<?xf64>, %i: index, %j: index, %n: index, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %A[%i] : memref<?xf64>
  memref.store %x, %B[%i] : memref<?xf64>
  %b = memref.load %A[%i] : memref<?xf64>
  func.call @touch(%A) : (memref<?xf64>) -> ()
  %c = memref.load %A[%i] : memref<?xf64>
  scf.for %k = %c0 to %n step %c1 {
    %d = memref.load %A[%i] : memref<?xf64>
    %e = arith.addf %d, %x : f64
    memref.store %e, %A[%i] : memref<?xf64>
  }
  memref.store %x, %A[%j] : memref<?xf64>
  %f = memref.load %A[%i] : memref<?xf64>
  %s1 = arith.addf %a, %b : f64
  %s2 = arith.addf %c, %f : f64
  %s = arith.addf %s1, %s2 : f64
  return %s : f64
}
