// RUN: polyts-opt %s --form-statements 2>/dev/null | FileCheck %s
// RUN: polyts-opt %s --form-statements 2>/dev/null | mlir-opt > /dev/null
// form-statements: a value carried by one loop into another (the init of a nested loop, or of a later loop) goes
// through scratchpads, and every loop ends up without iter_args, whatever order the loops come in.

// A value carried through a nest (the innermost loop assigns it a constant) and stored after it: the inner loop's
// init is the outer loop's carried value.
// CHECK-LABEL: func.func @through_nest(
// CHECK-NOT:     iter_args
// CHECK:         return
func.func @through_nest(%n: index, %c: memref<?xf64>, %out: memref<?xf64>) {
  %half = arith.constant 0.5 : f64
  %four = arith.constant 4.0 : f64
  %r = affine.for %i = 0 to %n iter_args(%a = %half) -> f64 {
    %r1 = affine.for %j = 0 to %n iter_args(%b = %a) -> f64 {
      %v = affine.load %c[%j] : memref<?xf64>
      %w = arith.mulf %v, %four : f64
      affine.store %w, %c[%j] : memref<?xf64>
      affine.yield %four : f64
    }
    affine.yield %r1 : f64
  }
  affine.store %r, %out[0] : memref<?xf64>
  return
}

// The result of one loop is the init of the next loop, whose result is stored.
// CHECK-LABEL: func.func @loop_to_loop(
// CHECK-NOT:     iter_args
// CHECK:         return
func.func @loop_to_loop(%n: index, %b: memref<?xf64>, %out: memref<?xf64>) {
  %one = arith.constant 1.0 : f64
  %t = affine.for %i = 0 to %n iter_args(%x = %one) -> f64 {
    %v = affine.load %b[%i] : memref<?xf64>
    affine.yield %v : f64
  }
  %t2 = affine.for %i = 1 to %n iter_args(%y = %t) -> f64 {
    %v = affine.load %b[%i - 1] : memref<?xf64>
    affine.yield %v : f64
  }
  affine.store %t2, %out[0] : memref<?xf64>
  return
}

// An outer carried value that also feeds the inner loop's init through an addition (`for i { s += A[i]; for j
// { s += B[i][j]; } }`): the addition computing the inner init uses the outer iter_arg, so it must be gone before
// the outer loop loses its iter_args.
// CHECK-LABEL: func.func @outer_feeds_inner_init(
// CHECK-NOT:     iter_args
// CHECK:         return
func.func @outer_feeds_inner_init(%n: index, %a: memref<?xf64>, %b: memref<?x?xf64>, %out: memref<1xf64>) {
  %zero = arith.constant 0.0 : f64
  %r = affine.for %i = 0 to %n iter_args(%s = %zero) -> f64 {
    %x = affine.load %a[%i] : memref<?xf64>
    %s1 = arith.addf %s, %x : f64
    %r1 = affine.for %j = 0 to %n iter_args(%t = %s1) -> f64 {
      %y = affine.load %b[%i, %j] : memref<?x?xf64>
      %t1 = arith.addf %t, %y : f64
      affine.yield %t1 : f64
    }
    affine.yield %r1 : f64
  }
  affine.store %r, %out[0] : memref<1xf64>
  return
}
