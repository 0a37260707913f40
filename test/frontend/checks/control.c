// RUN: polyts-cc %s -S --emit=mlir -o - | FileCheck %s
// RUN: polyts-cc %s -S --emit=mlir -o - | mlir-opt > /dev/null
// if/else, break, continue and early return: flags in i1 slots checked before the statements that follow
// (Polygeist's signal variables).

// if/else: scf.if on the comparison, both branches.
// CHECK-LABEL: func.func @if_else(
// CHECK:         %[[C:.*]] = arith.cmpi slt
// CHECK-NEXT:    scf.if %[[C]] {
// CHECK:         } else {
// CHECK:         }
int if_else(int x) {
  int y;
  if (x < 0)
    y = -x;
  else
    y = x;
  return y;
}

// break: a flag cleared before the loop, set by the break; the condition region tests it before the C condition,
// and the rest of the body runs only when it is clear.
// CHECK-LABEL: func.func @with_break(
// CHECK:         %[[BRK:.*]] = memref.alloca() : memref<1xi1>
// CHECK:         memref.store %false, %[[BRK]]
// CHECK:         scf.while : () -> () {
// CHECK:           %[[F:.*]] = memref.load %[[BRK]]
// CHECK:           %[[GO:.*]] = arith.xori %[[F]], %true : i1
// CHECK:           arith.andi %[[GO]]
// CHECK:           scf.condition
// CHECK:         } do {
// CHECK:           scf.if
// CHECK:             memref.store %true, %[[BRK]]
// CHECK:           %[[F2:.*]] = memref.load %[[BRK]]
// CHECK:           %[[NOT:.*]] = arith.xori %[[F2]], %true : i1
// CHECK:           scf.if %[[NOT]] {
int with_break(int n, int *A) {
  int i = 0;
  while (i < n) {
    if (A[i] == 0)
      break;
    i = i + 1;
  }
  return i;
}

// continue in a counted loop: the loop stays an scf.for; a flag cleared at the top of each iteration guards the
// rest of the body.
// CHECK-LABEL: func.func @with_continue(
// CHECK:         %[[CONT:.*]] = memref.alloca() : memref<1xi1>
// CHECK:         scf.for
// CHECK-NEXT:      arith.index_cast
// CHECK-NEXT:      memref.store %false, %[[CONT]]
// CHECK:           memref.store %true, %[[CONT]]
// CHECK:           memref.load %[[CONT]]
// CHECK:           scf.if
// CHECK-NOT:     scf.while
void with_continue(int n, double *A) {
  for (int i = 0; i < n; i++) {
    if (A[i] < 0.0)
      continue;
    A[i] = A[i] * 2.0;
  }
}

// return inside a loop: a return flag and slot; the loop condition and the code after the loop test the flag;
// the single func.return at the end returns the slot.
// CHECK-LABEL: func.func @early_return(
// CHECK:         %[[RET:.*]] = memref.alloca() : memref<1xi1>
// CHECK:         %[[SLOT:.*]] = memref.alloca() : memref<1xi32>
// CHECK:         scf.while
// CHECK:         memref.store %{{.*}}, %[[SLOT]]
// CHECK:         memref.store %true, %[[RET]]
// CHECK:         %[[R:.*]] = memref.load %[[SLOT]]
// CHECK-NEXT:    return %[[R]] : i32
int early_return(int n, int *A) {
  for (int i = 0; i < n; i++)
    if (A[i] < 0)
      return i;
  return -1;
}
