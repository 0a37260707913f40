// RUN: polyts-opt %s --detect-reductions --parallelize=nested-reductions=true 2>/dev/null | FileCheck %s
// RUN: polyts-opt %s --detect-reductions --parallelize=nested-reductions=true 2>/dev/null | mlir-opt --lower-affine --convert-scf-to-openmp --canonicalize -o /dev/null

// With nested-reductions, a reduction loop inside a parallel loop becomes a parallel reduction too.
// CHECK-LABEL: func.func @matvec(
// CHECK:         affine.parallel (%[[I:.*]]) = (0) to (symbol(%{{.*}})) {
// CHECK:           %[[INIT:.*]] = affine.load %{{.*}}[%[[I]]]
// CHECK:           %[[R:.*]] = affine.parallel (%{{.*}}) = (0) to (symbol(%{{.*}})) reduce ("addf") -> (f64) {
// CHECK:           %[[S:.*]] = arith.addf %[[INIT]], %[[R]] : f64
// CHECK:           affine.store %[[S]], %{{.*}}[%[[I]]]
func.func @matvec(%n: index, %y: memref<?xf64>, %A: memref<?x?xf64>, %x: memref<?xf64>) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      %c = affine.load %y[%i] : memref<?xf64>
      %a = affine.load %A[%i, %j] : memref<?x?xf64>
      %b = affine.load %x[%j] : memref<?xf64>
      %p = arith.mulf %a, %b : f64
      %s = arith.addf %c, %p : f64
      affine.store %s, %y[%i] : memref<?xf64>
    }
  }
  return
}
