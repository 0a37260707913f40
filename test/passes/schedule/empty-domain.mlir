// RUN: polyts-opt %s --form-statements --schedule --print-schedule-tree 2>&1 | FileCheck %s
// RUN: polyts-opt %s --form-statements --schedule --tile --codegen --inline-statements 2>/dev/null | mlir-opt | FileCheck %s --check-prefix=CODE
// schedule: a statement that never runs (under a condition no iteration meets) is not in the scop's domain, so the
// scheduled tree names it in no band and no filter, as the original-order tree does.

// S0 (under i < 0) never runs; the band schedules only S1.
// CHECK: remark: schedule: scop @never
// CHECK-LABEL: {{^}}scop @never
// CHECK: domain: "[p0] -> { S1[i0] : 0 <= i0 < p0 }"
// CHECK-NOT: S0
// CHECK: schedule: "[p0] -> [{ S1[i0] -> [(i0)] }]"
// CHECK-NOT: S0
// CODE-LABEL: func.func @never(
// CODE:         affine.for
// CODE-NOT:      affine.store {{.*}}, %arg1
// CODE:           affine.store {{.*}}, %arg2[
// CODE-NOT:       affine.store
// CODE:         return
func.func @never(%n: index, %a: memref<?xf64>, %b: memref<?xf64>) {
  %one = arith.constant 1.0 : f64
  affine.for %i = 0 to %n {
    affine.if affine_set<(d0) : (-d0 - 1 >= 0)>(%i) {
      affine.store %one, %a[%i] : memref<?xf64>
    }
    %v = affine.load %a[%i] : memref<?xf64>
    %w = arith.addf %v, %one : f64
    affine.store %w, %b[%i] : memref<?xf64>
  }
  return
}
