// RUN: polyts-opt %s --detect-reductions --parallelize 2>/dev/null | FileCheck %s

// Ops created beside a loop of a `#pragma scop` region (the hoisted load, the sunk store, the identity and the
// combination of a parallel reduction) carry its polyts.scop mark, so the region stays one.
// CHECK-LABEL: func.func @marked(
// CHECK:         affine.load {{.*}} {polyts.scop}
// CHECK:         arith.constant {polyts.scop} -0.000000e+00 : f64
// CHECK:         affine.parallel {{.*}} reduce ("addf")
// CHECK:         } {polyts.scop}
// CHECK:         arith.addf {{.*}} {polyts.scop}
// CHECK:         affine.store {{.*}} {polyts.scop}
func.func @marked(%n: index, %s: memref<1xf64>, %a: memref<?xf64>) {
  affine.for %i = 0 to %n {
    %v = affine.load %s[0] : memref<1xf64>
    %x = affine.load %a[%i] : memref<?xf64>
    %w = arith.addf %v, %x : f64
    affine.store %w, %s[0] : memref<1xf64>
  } {polyts.scop}
  return
}
