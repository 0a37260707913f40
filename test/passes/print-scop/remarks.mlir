// RUN: polyts-opt %s --print-scop 2>&1 | FileCheck %s
// A region whose statements also communicate through SSA values is not modelled as if those flows did not exist:
// a remark names the value that stopped it, and what lies before, after and inside that value's op is modelled on
// its own (an SSA value from before a part is a loop-invariant input of the part).

// CHECK: remarks.mlir:[[@LINE+3]]:8: remark: affine region in @reduction not modelled: 'affine.for' carries 1 value(s) between iterations (iter_args)
func.func @reduction(%n: index, %a: memref<?xf64>, %s: memref<1xf64>) {
  %z = arith.constant 0.0 : f64
  %r = affine.for %i = 0 to %n iter_args(%acc = %z) -> f64 {
    %v = affine.load %a[%i] : memref<?xf64>
    %t = arith.addf %acc, %v : f64
    affine.yield %t : f64
  }
  affine.store %r, %s[0] : memref<1xf64>
  return
}

// CHECK: remarks.mlir:[[@LINE+3]]:10: remark: affine region in @outer not modelled: the value of 'affine.load' is computed outside the loop body of the statement that uses it
func.func @outer(%n: index, %a: memref<?x?xf64>, %b: memref<?xf64>) {
  affine.for %i = 0 to %n {
    %v = affine.load %b[%i] : memref<?xf64>
    affine.for %j = 0 to %n {
      affine.store %v, %a[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// CHECK: remarks.mlir:[[@LINE+4]]:10: remark: affine region in @shared not modelled: the value of 'arith.mulf' flows into more than one statement
func.func @shared(%n: index, %a: memref<?xf64>, %b: memref<?xf64>, %c: memref<?xf64>) {
  affine.for %i = 0 to %n {
    %v = affine.load %b[%i] : memref<?xf64>
    %w = arith.mulf %v, %v : f64
    affine.store %w, %a[%i] : memref<?xf64>
    affine.store %w, %c[%i] : memref<?xf64>
  }
  return
}

// CHECK-LABEL: scop @reduction_r0
// CHECK-NEXT:  domain: { S0[] }
// CHECK:       writes: { S0[] -> A0[0] }
// The inner loop of @outer, with the outer counter as a parameter.
// CHECK-LABEL: scop @outer_r0
// CHECK-NEXT:  domain: [p0, p1] -> { S0[i0] : 0 <= i0 < p0 }
// CHECK:       writes: [p0, p1] -> { S0[i0] -> A0[p1, i0] }
// The two stores after the shared value, which is an input there.
// CHECK-LABEL: scop @shared_r0
// CHECK:       writes: [p0] -> { S0[] -> A0[p0]; S1[] -> A1[p0] }
// CHECK-NOT:   scop
