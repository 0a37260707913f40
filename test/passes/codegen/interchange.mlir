// RUN: polyts-opt %s --codegen | FileCheck %s
// RUN: polyts-opt %s --codegen -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: polyts-opt %s --codegen | mlir-opt -o /dev/null
// An attached tree that interchanges a transpose's loops: the j loop is outside, the i loop inside, and the
// coincident band members keep the polyts.parallel mark on their loops. The statement's subscripts use the new
// iterators; no guard is needed.

// REMARK: interchange.mlir:[[# @LINE + 11]]:3: remark: codegen: @transpose: 6 ops from 6 (x1.00); 2 loops, 1 statement instances, 0 loops separated, 0 statements guarded
// CHECK-LABEL: func.func @transpose(
// CHECK-SAME:      %[[A:[^:]*]]: memref<?x?xf64>, %[[B:[^:]*]]: memref<?x?xf64>, %[[N:[^:]*]]: index, %[[M:[^:]*]]: index)
// CHECK:         affine.for %[[J:.*]] = 0 to %[[M]] {
// CHECK-NEXT:      affine.for %[[I:.*]] = 0 to %[[N]] {
// CHECK-NEXT:        %[[V:.*]] = affine.load %[[A]][%[[I]], %[[J]]]
// CHECK-NEXT:        affine.store %[[V]], %[[B]][%[[J]], %[[I]]]
// CHECK-NEXT:      } {polyts.parallel}
// CHECK-NEXT:    } {polyts.parallel}
// CHECK-NOT:     scop.schedule
func.func @transpose(%a: memref<?x?xf64>, %b: memref<?x?xf64>, %n: index, %m: index) attributes {polyts.arg_names = ["a", "b", "n", "m"]} {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      %v = affine.load %a[%i, %j] : memref<?x?xf64>
      affine.store %v, %b[%j, %i] : memref<?x?xf64>
    }
  } {scop.schedule = "{ domain: \"[n, m] -> { S0[i0, i1] : 0 <= i0 < n and 0 <= i1 < m }\", child: { schedule: \"[n, m] -> [{ S0[i0, i1] -> [(i1)] }, { S0[i0, i1] -> [(i0)] }]\", permutable: 1, coincident: [ 1, 1 ] } }"}
  return
}
