// RUN: polyts-opt %s --detect-reductions 2>/dev/null | FileCheck %s
// RUN: polyts-opt %s --detect-reductions 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK

// Updates that are not associative and commutative, or whose partial values are read, stay plain loop-carried
// values: a[i] - acc, acc / d, acc = f(acc) for a non-associative f, two different ops, and a prefix sum.
// REMARK-NOT: remark
// CHECK-LABEL: func.func @not_reductions(
// CHECK:         } {polyts.reductions = ["none", "none", "none", "none", "none"]}
func.func @not_reductions(%n: index, %a: memref<?xf64>, %b: memref<?xf64>, %d: f64) -> (f64, f64, f64, f64, f64) {
  %z = arith.constant 0.0 : f64
  %r:5 = affine.for %i = 0 to %n iter_args(%sub = %z, %div = %z, %f = %z, %mix = %z, %pre = %z) -> (f64, f64, f64, f64, f64) {
    %x = affine.load %a[%i] : memref<?xf64>
    %1 = arith.subf %x, %sub : f64
    %2 = arith.divf %div, %d : f64
    %s = math.sqrt %f : f64
    %3 = arith.addf %s, %x : f64
    %m = arith.addf %mix, %x : f64
    %4 = arith.mulf %m, %x : f64
    %5 = arith.addf %pre, %x : f64
    affine.store %5, %b[%i] : memref<?xf64>
    affine.yield %1, %2, %3, %4, %5 : f64, f64, f64, f64, f64
  }
  return %r#0, %r#1, %r#2, %r#3, %r#4 : f64, f64, f64, f64, f64
}

// A cell loaded and stored by every iteration at a loop-invariant address becomes an iter_arg: the load is
// hoisted before the loop, the store sunk after it. Another access to the same array is fine when it provably
// touches other cells (row 1 here, the cell is in row 0).
// REMARK: rejected.mlir:[[@LINE+16]]:10: remark: detect-reductions: addf reduction of 'C' in the loop at {{.*}}rejected.mlir:[[@LINE+13]]:3
// CHECK-LABEL: func.func @promoted(
// CHECK:         %[[INIT:.*]] = affine.load %[[C:.*]][%{{.*}}, %{{.*}}] : memref<?x?xf64>
// CHECK:         %[[R:.*]] = affine.for %{{.*}} = 0 to %{{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (f64) {
// CHECK-NOT:       affine.store
// CHECK:           %[[NEXT:.*]] = arith.addf %[[ACC]], %{{.*}} : f64
// CHECK:           affine.store %{{.*}}, %[[C]][1, %{{.*}}]
// CHECK:           affine.yield %[[NEXT]] : f64
// CHECK:         } {polyts.reductions = ["addf"]}
// CHECK:         affine.store %[[R]], %[[C]][%{{.*}}, %{{.*}}] : memref<?x?xf64>
func.func @promoted(%n: index, %C: memref<?x?xf64>, %A: memref<?xf64>) attributes {polyts.arg_names = ["n", "C", "A"]} {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f64
  affine.for %k = 0 to %n {
    %c = affine.load %C[%c0, %c0] : memref<?x?xf64>
    %x = affine.load %A[%k] : memref<?xf64>
    %s = arith.addf %c, %x : f64
    affine.store %z, %C[1, %k] : memref<?x?xf64>
    affine.store %s, %C[%c0, %c0] : memref<?x?xf64>
  }
  return
}

// Not promoted: another access that may touch the cell (row %k meets row %i when %k == %i), a call (it may
// access any memory), an address that moves with the loop.
// REMARK-NOT: remark
// CHECK-LABEL: func.func @kept(
// CHECK-COUNT-3: affine.for %{{.*}} = 0 to %{{.*}} {
// CHECK-NOT:     iter_args
func.func @kept(%n: index, %i: index, %C: memref<?x?xf64>, %A: memref<?xf64>) {
  affine.for %k = 0 to %n {
    %c = affine.load %C[%i, 0] : memref<?x?xf64>
    %x = affine.load %C[%k, 0] : memref<?x?xf64>
    %s = arith.addf %c, %x : f64
    affine.store %s, %C[%i, 0] : memref<?x?xf64>
  }
  affine.for %k = 0 to %n {
    %c = affine.load %C[%i, 0] : memref<?x?xf64>
    %s = arith.addf %c, %c : f64
    func.call @g() : () -> ()
    affine.store %s, %C[%i, 0] : memref<?x?xf64>
  }
  affine.for %k = 0 to %n {
    %c = affine.load %A[%k] : memref<?xf64>
    %s = arith.addf %c, %c : f64
    affine.store %s, %A[%k] : memref<?xf64>
  }
  return
}
func.func private @g()
