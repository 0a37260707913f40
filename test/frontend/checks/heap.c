// RUN: polyts-cc %s -S --emit=mlir -o - | FileCheck %s
// RUN: polyts-cc %s -S --emit=mlir -o - | mlir-opt > /dev/null
// malloc/calloc/free become memref.alloc/dealloc of the converted pointer's shape (Polygeist III-A b). A pointer to
// a whole array (`double (*A)[N][M]`, as PolyBench allocates) holds that one array: `*A` is the array itself.

#include <stdlib.h>

void *polybench_alloc_data(unsigned long long n, int elt_size);

void kernel(int n, double A[10][20]) {
  A[0][0] = n;
}

// `(double (*)[10][20]) malloc(...)`: memref<10x20xf64>, named after the pointer it is stored in; `*A` is passed to
// memref<?x20xf64> through memref.cast.
// CHECK-LABEL: func.func @pointer_to_array(
// CHECK:         %[[SLOT:.*]] = memref.alloca() : memref<1xmemref<10x20xf64>>
// CHECK:         %[[M:.*]] = memref.alloc() {polyts.name = "A"} : memref<10x20xf64>
// CHECK:         memref.store %[[M]], %[[SLOT]][%c0] : memref<1xmemref<10x20xf64>>
// CHECK:         %[[A:.*]] = memref.load %[[SLOT]][%c0] : memref<1xmemref<10x20xf64>>
// CHECK:         %[[C:.*]] = memref.cast %[[A]] : memref<10x20xf64> to memref<?x20xf64>
// CHECK:         call @kernel(%{{.*}}, %[[C]])
// CHECK:         memref.dealloc %{{.*}} : memref<10x20xf64>
void pointer_to_array(void) {
  double (*A)[10][20];
  A = (double (*)[10][20]) malloc(10 * 20 * sizeof(double));
  kernel(10, *A);
  (*A)[1][2] = 0.0;
  free((void *) A);
}

// polybench_alloc_data is an allocation too, aligned to a page as PolyBench/C aligns it.
// CHECK-LABEL: func.func @polybench_array(
// CHECK:         memref.alloc(%{{.*}}) {alignment = 4096 : i64, polyts.name = "x"} : memref<?xf64>
double polybench_array(int n) {
  double *x = (double *) polybench_alloc_data(n, sizeof(double));
  x[0] = 1.0;
  double r = x[0];
  free(x);
  return r;
}

// `malloc(n * sizeof(double))` as `double *`: the element count is the byte count over the element size.
// CHECK-LABEL: func.func @dynamic_count(
// CHECK:         %[[B:.*]] = arith.muli
// CHECK:         %[[N:.*]] = arith.divui %[[B]], %c8_i64 : i64
// CHECK:         %[[I:.*]] = arith.index_castui %[[N]] : i64 to index
// CHECK:         memref.alloc(%[[I]]) {polyts.name = "p"} : memref<?xf64>
double dynamic_count(int n) {
  double *p = malloc(n * sizeof(double));
  double r = p[0];
  free(p);
  return r;
}

// calloc zero-fills: a loop storing 0 into every element.
// CHECK-LABEL: func.func @zeroed(
// CHECK:         %[[M:.*]] = memref.alloc(%c5) {polyts.name = "p"} : memref<?xi32>
// CHECK:         scf.for %[[I:.*]] = %c0 to %{{.*}} step %c1 {
// CHECK-NEXT:      memref.store %c0_i32, %[[M]][%[[I]]] : memref<?xi32>
int zeroed(void) {
  int *p = calloc(5, sizeof(int));
  int r = p[4];
  free(p);
  return r;
}
