// RUN: polyts-opt %s --mem2reg --raise-affine | FileCheck %s
// Ternaries (scf.if with results) become arith.select when both branches are speculatable once load forwarding
// has replaced their reloads (Polygeist III-B b); a branch that must load or may trap keeps the if.

// floyd-warshall's `p[i][j] < p[i][k] + p[k][j] ? p[i][j] : p[i][k] + p[k][j]`: the branches reload what the
// condition loaded, forwarding removes the reloads, and the if becomes a select.
// CHECK-LABEL: func.func @min_plus
// CHECK:         %[[IJ:.*]] = affine.load %[[P:.*]][%[[I:.*]], %[[J:.*]]]
// CHECK-NEXT:    %[[IK:.*]] = affine.load %[[P]][%[[I]], %[[K:.*]]]
// CHECK-NEXT:    %[[KJ:.*]] = affine.load %[[P]][%[[K]], %[[J]]]
// CHECK-NEXT:    %[[S:.*]] = arith.addf %[[IK]], %[[KJ]]
// CHECK-NEXT:    %[[LT:.*]] = arith.cmpf olt, %[[IJ]], %[[S]]
// CHECK:         %[[R:.*]] = arith.select %[[LT]], %[[IJ]], %{{.*}} : f64
// CHECK-NEXT:    affine.store %[[R]], %[[P]][%[[I]], %[[J]]]
// CHECK-NOT:     scf.if
func.func @min_plus(%N: index, %p: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %N step %c1 {
    scf.for %i = %c0 to %N step %c1 {
      scf.for %j = %c0 to %N step %c1 {
        %ij = memref.load %p[%i, %j] : memref<?x?xf64>
        %ik = memref.load %p[%i, %k] : memref<?x?xf64>
        %kj = memref.load %p[%k, %j] : memref<?x?xf64>
        %s = arith.addf %ik, %kj : f64
        %lt = arith.cmpf olt, %ij, %s : f64
        %r = scf.if %lt -> (f64) {
          %a = memref.load %p[%i, %j] : memref<?x?xf64>
          scf.yield %a : f64
        } else {
          %b = memref.load %p[%i, %k] : memref<?x?xf64>
          %c = memref.load %p[%k, %j] : memref<?x?xf64>
          %d = arith.addf %b, %c : f64
          scf.yield %d : f64
        }
        memref.store %r, %p[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

// correlation's `s[j] <= eps ? 1.0 : s[j]`, with the value stored through a local first (mem2reg), and a nested
// ternary with constant arms (nussinov's match) inside one arm.
// CHECK-LABEL: func.func @nested_ternaries
// CHECK:         %[[V:.*]] = affine.load %[[S:.*]][%[[J:.*]]]
// CHECK:         %[[LE:.*]] = arith.cmpf ole, %[[V]], %{{.*}}
// CHECK:         %[[R:.*]] = arith.select %[[LE]], %{{.*}}, %[[V]] : f64
// CHECK-NEXT:    affine.store %[[R]], %[[S]][%[[J]]]
// CHECK:         %[[EQ:.*]] = arith.cmpi eq
// CHECK-NEXT:    %[[M:.*]] = arith.select %[[EQ]], %{{.*}}, %{{.*}} : i32
// CHECK-NOT:     scf.if
func.func @nested_ternaries(%N: index, %s: memref<?xf64>, %eps: f64, %b: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f64
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %c3_i32 = arith.constant 3 : i32
  %t = memref.alloca() : memref<1xf64>
  scf.for %j = %c0 to %N step %c1 {
    %v = memref.load %s[%j] : memref<?xf64>
    memref.store %v, %t[%c0] : memref<1xf64>
    %tv = memref.load %t[%c0] : memref<1xf64>
    %le = arith.cmpf ole, %tv, %eps : f64
    %r = scf.if %le -> (f64) {
      scf.yield %one : f64
    } else {
      %w = memref.load %s[%j] : memref<?xf64>
      scf.yield %w : f64
    }
    memref.store %r, %s[%j] : memref<?xf64>
    %x = memref.load %b[%j] : memref<?xi32>
    %pos = arith.cmpi sgt, %x, %c0_i32 : i32
    %q = scf.if %pos -> (i32) {
      %y = memref.load %b[%j] : memref<?xi32>
      %eq = arith.cmpi eq, %y, %c3_i32 : i32
      %m = scf.if %eq -> (i32) {
        scf.yield %c1_i32 : i32
      } else {
        scf.yield %c0_i32 : i32
      }
      scf.yield %m : i32
    } else {
      scf.yield %x : i32
    }
    memref.store %q, %b[%j] : memref<?xi32>
  }
  return
}

// A branch that loads an element no earlier access read may not be speculated (it could be out of bounds):
// the if stays, raised to an affine.if with a result since its condition is affine.
// CHECK-LABEL: func.func @guarded_load
// CHECK:         %[[R:.*]] = affine.if #{{.*}}(%{{.*}}) -> f64 {
// CHECK-NEXT:      %[[V:.*]] = affine.load %{{.*}}[%{{.*}} - 1]
// CHECK-NEXT:      affine.yield %[[V]] : f64
// CHECK-NOT:     arith.select
func.func @guarded_load(%N: index, %A: memref<?xf64>, %B: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  scf.for %i = %c0 to %N step %c1 {
    %p = arith.cmpi sgt, %i, %c0 : index
    %r = scf.if %p -> (f64) {
      %im1 = arith.subi %i, %c1 : index
      %v = memref.load %A[%im1] : memref<?xf64>
      scf.yield %v : f64
    } else {
      scf.yield %z : f64
    }
    memref.store %r, %B[%i] : memref<?xf64>
  }
  return
}

// Must keep the scf.if: an integer division by a non-constant divisor may trap, and a reload after a store to a
// possibly aliasing memref cannot be forwarded.
// CHECK-LABEL: func.func @not_speculatable
// CHECK:         scf.if %{{.*}} -> (i32) {
// CHECK:           arith.divsi
// CHECK:         scf.if %{{.*}} -> (f64) {
// CHECK:           affine.load
// CHECK-NOT:     arith.select
func.func @not_speculatable(%N: index, %x: memref<?xi32>, %d: i32, %A: memref<?xf64>, %B: memref<?xf64>, %y: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c0_i32 = arith.constant 0 : i32
  scf.for %i = %c0 to %N step %c1 {
    %v = memref.load %x[%i] : memref<?xi32>
    %nz = arith.cmpi ne, %v, %c0_i32 : i32
    %q = scf.if %nz -> (i32) {
      %w = arith.divsi %v, %d : i32
      scf.yield %w : i32
    } else {
      scf.yield %c0_i32 : i32
    }
    memref.store %q, %x[%i] : memref<?xi32>
    %a = memref.load %A[%i] : memref<?xf64>
    memref.store %y, %B[%i] : memref<?xf64>
    %lt = arith.cmpf olt, %a, %y : f64
    %r = scf.if %lt -> (f64) {
      %a2 = memref.load %A[%i] : memref<?xf64>
      scf.yield %a2 : f64
    } else {
      scf.yield %y : f64
    }
    memref.store %r, %A[%i] : memref<?xf64>
  }
  return
}

// Raised ops keep the `polyts.scop` marker, and ops hoisted out of a marked ternary take it over.
// CHECK-LABEL: func.func @scop_marker
// CHECK:         %[[V:.*]] = affine.load %{{.*}}[0] {polyts.scop} : memref<?xf64>
// CHECK:         %[[M:.*]] = arith.mulf %[[V]], %{{.*}} {polyts.scop} : f64
// CHECK-NEXT:    %[[R:.*]] = arith.select %{{.*}}, %[[M]], %{{.*}} {polyts.scop} : f64
// CHECK-NEXT:    affine.store %[[R]], %{{.*}}[0] {polyts.scop} : memref<?xf64>
func.func @scop_marker(%A: memref<?xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  %v = memref.load %A[%c0] {polyts.scop} : memref<?xf64>
  %c = arith.cmpf olt, %v, %x {polyts.scop} : f64
  %r = scf.if %c -> (f64) {
    %m = arith.mulf %v, %x : f64
    scf.yield %m : f64
  } else {
    scf.yield %x : f64
  } {polyts.scop}
  memref.store %r, %A[%c0] {polyts.scop} : memref<?xf64>
  return
}
