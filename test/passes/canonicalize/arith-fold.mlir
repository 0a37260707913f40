// RUN: polyts-opt %s --canonicalize | FileCheck %s
// Constant folding and algebraic identities of arith ops, and cases that must not fold.

// CHECK-LABEL: func.func @int_fold
// CHECK-DAG:     %[[C12:.*]] = arith.constant 12 : i32
// CHECK-DAG:     %[[CM1:.*]] = arith.constant -1 : i32
// CHECK-DAG:     %[[T:.*]] = arith.constant true
// CHECK-NOT:     arith.addi
// CHECK-NOT:     arith.cmpi
// CHECK:         return %[[C12]], %[[CM1]], %[[T]] : i32, i32, i1
func.func @int_fold() -> (i32, i32, i1) {
  %a = arith.constant 5 : i32
  %b = arith.constant 7 : i32
  %s = arith.addi %a, %b : i32
  %d = arith.subi %a, %b : i32
  %q = arith.divsi %d, %d : i32
  %n = arith.subi %q, %q : i32
  %m = arith.subi %n, %q : i32
  %c = arith.cmpi slt, %a, %b : i32
  return %s, %m, %c : i32, i32, i1
}

// Integer overflow wraps in two's complement, as in upstream's APInt folding.
// CHECK-LABEL: func.func @wrap
// CHECK:         %[[C:.*]] = arith.constant -128 : i8
// CHECK:         return %[[C]]
func.func @wrap() -> i8 {
  %a = arith.constant 127 : i8
  %b = arith.constant 1 : i8
  %s = arith.addi %a, %b : i8
  return %s : i8
}

// Division by zero and INT_MIN / -1 are undefined: they must stay.
// CHECK-LABEL: func.func @no_fold_undefined
// CHECK:         arith.divsi
// CHECK:         arith.divsi
// CHECK:         arith.remui
func.func @no_fold_undefined() -> (i32, i32, i32) {
  %z = arith.constant 0 : i32
  %x = arith.constant 3 : i32
  %min = arith.constant -2147483648 : i32
  %m1 = arith.constant -1 : i32
  %a = arith.divsi %x, %z : i32
  %b = arith.divsi %min, %m1 : i32
  %c = arith.remui %x, %z : i32
  return %a, %b, %c : i32, i32, i32
}

// x + 0, x * 1, x * 0, x - x, select with equal arms; constants move to the right of commutative ops.
// CHECK-LABEL: func.func @identities
// CHECK-SAME:    (%[[X:.*]]: i32, %[[Y:.*]]: i32, %[[C:.*]]: i1)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : i32
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : i32
// CHECK:         %[[ADD:.*]] = arith.addi %[[Y]], %[[C3]] : i32
// CHECK:         return %[[X]], %[[X]], %[[C0]], %[[C0]], %[[Y]], %[[ADD]]
func.func @identities(%x: i32, %y: i32, %c: i1) -> (i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.muli %c1, %x : i32
  %z = arith.muli %x, %c0 : i32
  %d = arith.subi %x, %x : i32
  %s = arith.select %c, %y, %y : i32
  %e = arith.addi %c3, %y : i32
  return %a, %b, %z, %d, %s, %e : i32, i32, i32, i32, i32, i32
}

// Float folding rounds to the result type; x + 0.0 is not x (x = -0.0), but x + -0.0 and x * 1.0 are.
// CHECK-LABEL: func.func @float_fold
// CHECK-SAME:    (%[[X:.*]]: f32)
// CHECK-DAG:     %[[THIRD:.*]] = arith.constant 0.333333343 : f32
// CHECK-DAG:     %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[KEEP:.*]] = arith.addf %[[X]], %[[ZERO]] : f32
// CHECK:         return %[[THIRD]], %[[KEEP]], %[[X]], %[[X]]
func.func @float_fold(%x: f32) -> (f32, f32, f32, f32) {
  %one = arith.constant 1.0 : f32
  %three = arith.constant 3.0 : f32
  %zero = arith.constant 0.0 : f32
  %nzero = arith.constant -0.0 : f32
  %t = arith.divf %one, %three : f32
  %k = arith.addf %x, %zero : f32
  %a = arith.addf %x, %nzero : f32
  %m = arith.mulf %x, %one : f32
  return %t, %k, %a, %m : f32, f32, f32, f32
}

// Casts of constants fold; index_cast round trips collapse.
// CHECK-LABEL: func.func @casts
// CHECK-SAME:    (%[[I:.*]]: i32)
// CHECK-DAG:     arith.constant 4.000000e+00 : f64
// CHECK-DAG:     arith.constant -1 : index
// CHECK-NOT:     arith.index_cast
// CHECK:         return %{{.*}}, %{{.*}}, %[[I]] : f64, index, i32
func.func @casts(%i: i32) -> (f64, index, i32) {
  %c = arith.constant 4 : i32
  %f = arith.sitofp %c : i32 to f64
  %m = arith.constant -1 : i32
  %x = arith.index_cast %m : i32 to index
  %y = arith.index_cast %i : i32 to index
  %z = arith.index_cast %y : index to i32
  return %f, %x, %z : f64, index, i32
}
