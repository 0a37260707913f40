// RUN: polyts-cc %s -S --emit=mlir -o - | FileCheck %s
// RUN: polyts-cc %s -S --emit=mlir -o - | mlir-opt > /dev/null
// Loop forms: canonical counted loops become scf.for over index (bounds index_cast from the C values), every
// other loop scf.while.

// `i < n`, `i++`: the C bounds cast to index, the body reads i as an i32 cast of the induction variable.
// CHECK-LABEL: func.func @up(
// CHECK-SAME:    %[[N:.*]]: i32, %[[A:.*]]: memref<?xi32>)
// CHECK:         %[[UB:.*]] = arith.index_cast %[[N]] : i32 to index
// CHECK:         scf.for %[[IV:.*]] = %{{.*}} to %[[UB]] step %{{.*}} {
// CHECK-NEXT:      %[[I:.*]] = arith.index_cast %[[IV]] : index to i32
// CHECK:           memref.store %[[I]], %[[A]]
// CHECK-NOT:     scf.while
void up(int n, int *A) {
  for (int i = 0; i < n; i++)
    A[i] = i;
}

// `i <= n` adds 1 to the bound; `i += 2` is the step.
// CHECK-LABEL: func.func @inclusive_step(
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK:         %[[C2:.*]] = arith.constant 2 : index
// CHECK:         %[[B:.*]] = arith.index_cast
// CHECK:         %[[UB:.*]] = arith.addi %[[B]], %[[C1]] : index
// CHECK:         scf.for %{{.*}} = %{{.*}} to %[[UB]] step %[[C2]] {
void inclusive_step(int n, double *A) {
  int i;
  for (i = 1; i <= n; i += 2)
    A[i] = 0.0;
}

// A downward loop counts t from 0 to the trip count (start - bound + 1) and computes i = start - t.
// CHECK-LABEL: func.func @down(
// CHECK:         %[[START:.*]] = arith.subi %{{.*}}, %{{.*}} overflow<nsw> : i32
// CHECK:         %[[TRIPS:.*]] = arith.addi %{{.*}}, %{{.*}} : index
// CHECK:         scf.for %[[T:.*]] = %{{.*}} to %[[TRIPS]] step %{{.*}} {
// CHECK-NEXT:      %[[T32:.*]] = arith.index_cast %[[T]] : index to i32
// CHECK-NEXT:      %[[I:.*]] = arith.subi %[[START]], %[[T32]] overflow<nsw> : i32
void down(int n, double *A) {
  for (int i = n - 1; i >= 0; i--)
    A[i] = 1.0;
}

// Reading i after its loop: the first failing value is stored back into i's slot after the scf.for.
// CHECK-LABEL: func.func @iv_after_loop(
// CHECK:         %[[SLOT:.*]] = memref.alloca() : memref<1xi32>
// CHECK:         scf.for
// CHECK:         arith.maxsi
// CHECK:         memref.store %{{.*}}, %[[SLOT]]
// CHECK:         %[[R:.*]] = memref.load %[[SLOT]]
// CHECK:         return %[[R]] : i32
int iv_after_loop(int n) {
  int i;
  for (i = 0; i < n; i += 3)
    ;
  return i;
}

// The induction variable is written in the body: not counted, so scf.while with the C condition.
// CHECK-LABEL: func.func @not_counted(
// CHECK:         scf.while : () -> () {
// CHECK:           %[[C:.*]] = arith.cmpi slt
// CHECK-NEXT:      scf.condition(%[[C]])
// CHECK-NEXT:    } do {
// CHECK:           scf.yield
// CHECK-NOT:     scf.for
void not_counted(int n, int *A) {
  for (int i = 0; i < n; i++) {
    A[i] = 0;
    i += A[i];
  }
}

// while: the condition region evaluates the C condition each iteration.
// CHECK-LABEL: func.func @while_loop(
// CHECK:         scf.while : () -> () {
// CHECK:           arith.cmpi sgt
// CHECK:           scf.condition
// CHECK:         } do {
// CHECK:           arith.divsi
int while_loop(int x) {
  while (x > 1)
    x = x / 2;
  return x;
}

// do-while: the body runs in the condition region, before the test; the after region is empty.
// CHECK-LABEL: func.func @do_while(
// CHECK:         scf.while : () -> () {
// CHECK:           arith.muli
// CHECK:           %[[C:.*]] = arith.cmpi slt
// CHECK-NEXT:      scf.condition(%[[C]])
// CHECK-NEXT:    } do {
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
int do_while(int x) {
  do
    x = x * 3;
  while (x < 100);
  return x;
}
