// RUN: polyts-opt %s --form-statements 2>/dev/null | FileCheck %s
// RUN: polyts-opt %s --form-statements 2>/dev/null | mlir-opt > /dev/null
// A reduction over a whole nest (a checksum): the inner loop's init is the outer loop's carried value. Both get a
// scratchpad and lose their iter_args, the inner loop first (its init is the last use of the outer's argument).
// CHECK-LABEL: func.func @checksum(
// CHECK-NOT:     iter_args
// CHECK:         affine.for
// CHECK:           affine.for
// CHECK-NEXT:        func.call @S{{[0-9]+}}(
// CHECK-NOT:     iter_args
// CHECK:         return %{{.*}} : f64
func.func @checksum(%n: index, %A: memref<?x?xf64>) -> f64 {
  %z = arith.constant 0.0 : f64
  %r = affine.for %i = 0 to %n iter_args(%s = %z) -> f64 {
    %t = affine.for %j = 0 to %n iter_args(%acc = %s) -> f64 {
      %v = affine.load %A[%i, %j] : memref<?x?xf64>
      %u = arith.addf %acc, %v : f64
      affine.yield %u : f64
    }
    affine.yield %t : f64
  }
  return %r : f64
}
