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

// The init of a nested loop is computed from the outer loop's carried value (`s += B[i]; for j: s *= C[j]`, the
// nested loop under a condition): once the nested loop and the if drop their carried values, the op computing the
// init is dead and goes before the outer loop's argument does (found by the fuzzer, seed 1042 of the O3 pipeline).
// CHECK-LABEL: func.func @init_from_outer_carried(
// CHECK-NOT:     iter_args
// CHECK:         return
func.func @init_from_outer_carried(%n: index, %b: memref<?xf64>, %c: memref<?xf64>, %out: memref<?xf64>) {
  %one = arith.constant 1.0 : f64
  %r = affine.for %i = 0 to %n iter_args(%a = %one) -> f64 {
    %v = affine.load %b[%i] : memref<?xf64>
    %s = arith.addf %a, %v : f64
    %r1 = affine.if affine_set<()[s0] : (s0 - 5 >= 0)>()[%n] -> f64 {
      %r2 = affine.for %j = 0 to %n iter_args(%x = %s) -> f64 {
        %w = affine.load %c[%j] : memref<?xf64>
        %m = arith.mulf %x, %w : f64
        affine.yield %m : f64
      }
      affine.yield %r2 : f64
    } else {
      affine.yield %s : f64
    }
    affine.yield %r1 : f64
  }
  affine.store %r, %out[0] : memref<?xf64>
  return
}
