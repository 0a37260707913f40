// RUN: polyts-cc %s -S --emit=mlir -o - | FileCheck %s
// RUN: polyts-cc %s -S --emit=mlir -o - | mlir-opt > /dev/null
// Short-circuit operators and the conditional operator.

// A right side that reads memory may only run when C runs it: scf.if producing i1.
// CHECK-LABEL: func.func @and_guarded(
// CHECK:         %[[L:.*]] = arith.cmpi slt
// CHECK-NEXT:    %[[R:.*]] = scf.if %[[L]] -> (i1) {
// CHECK:           memref.load
// CHECK:           scf.yield %{{.*}} : i1
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %false : i1
// CHECK:         arith.extui %[[R]] : i1 to i32
int and_guarded(int i, int n, int *A) {
  return i < n && A[i] > 0;
}

// A right side that is plain arithmetic on scalars can always be evaluated: arith.ori.
// CHECK-LABEL: func.func @or_speculated(
// CHECK:         %[[L:.*]] = arith.cmpi eq
// CHECK:         %[[R:.*]] = arith.cmpi sgt
// CHECK:         arith.ori %[[L]], %[[R]] : i1
// CHECK-NOT:     scf.if
int or_speculated(int x, int y) {
  return x == 0 || y > 2;
}

// `c ? a : b` is an scf.if with a result.
// CHECK-LABEL: func.func @ternary(
// CHECK:         %[[C:.*]] = arith.cmpf ogt
// CHECK-NEXT:    %[[R:.*]] = scf.if %[[C]] -> (f64) {
// CHECK:           scf.yield %{{.*}} : f64
// CHECK-NEXT:    } else {
// CHECK:           scf.yield %{{.*}} : f64
// CHECK:         return %[[R]] : f64
double ternary(double a, double b) {
  return a > b ? a : b;
}

// `!x` on an int: compare with 0, then negate the i1; `x != y` on doubles is unordered (true for NaN).
// CHECK-LABEL: func.func @not_and_une(
// CHECK:         %[[NZ:.*]] = arith.cmpi ne
// CHECK:         arith.xori %[[NZ]], %true : i1
// CHECK:         arith.cmpf une
int not_and_une(int x, double a, double b) {
  return !x + (a != b);
}
