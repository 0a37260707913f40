// RUN: polyts-opt %s --codegen | FileCheck %s
// RUN: polyts-opt %s --codegen | mlir-opt -o /dev/null
// A tiled band (tile loops over floor(i/32), floor(j/16), point loops inside): tile loops have floordiv upper
// bounds, point loops start at the tile's origin and end at the tile's end or the array's, whichever is first.

// CHECK-DAG: #[[TILES32:.*]] = affine_map<()[s0] -> ((s0 + 31) floordiv 32)>
// CHECK-DAG: #[[TILES16:.*]] = affine_map<()[s0] -> ((s0 + 15) floordiv 16)>
// CHECK-DAG: #[[ORIGIN32:.*]] = affine_map<(d0) -> (d0 * 32)>
// CHECK-DAG: #[[END32:.*]] = affine_map<(d0)[s0] -> (s0, d0 * 32 + 32)>
// CHECK-DAG: #[[ORIGIN16:.*]] = affine_map<(d0) -> (d0 * 16)>
// CHECK-DAG: #[[END16:.*]] = affine_map<(d0)[s0] -> (s0, d0 * 16 + 16)>
// CHECK-LABEL: func.func @scale(
// CHECK-SAME:      %[[A:[^:]*]]: memref<?x?xf64>, %[[N:[^:]*]]: index, %[[M:[^:]*]]: index)
// CHECK:         affine.for %[[T0:.*]] = 0 to #[[TILES32]]()[%[[N]]] {
// CHECK-NEXT:      affine.for %[[T1:.*]] = 0 to #[[TILES16]]()[%[[M]]] {
// CHECK-NEXT:        affine.for %[[I:.*]] = #[[ORIGIN32]](%[[T0]]) to min #[[END32]](%[[T0]])[%[[N]]] {
// CHECK-NEXT:          affine.for %[[J:.*]] = #[[ORIGIN16]](%[[T1]]) to min #[[END16]](%[[T1]])[%[[M]]] {
// CHECK-NEXT:            affine.load %[[A]][%[[I]], %[[J]]]
// CHECK-NOT:     affine.if
func.func @scale(%a: memref<?x?xf64>, %n: index, %m: index) attributes {polyts.arg_names = ["a", "n", "m"]} {
  %c = arith.constant 2.0 : f64
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      %v = affine.load %a[%i, %j] : memref<?x?xf64>
      %w = arith.mulf %v, %c : f64
      affine.store %w, %a[%i, %j] : memref<?x?xf64>
    }
  } {scop.schedule = "{ domain: \"[n, m] -> { S0[i0, i1] : 0 <= i0 < n and 0 <= i1 < m }\", child: { schedule: \"[n, m] -> [{ S0[i0, i1] -> [(floor((i0)/32))] }, { S0[i0, i1] -> [(floor((i1)/16))] }]\", permutable: 1, coincident: [ 1, 1 ], child: { schedule: \"[n, m] -> [{ S0[i0, i1] -> [(i0)] }, { S0[i0, i1] -> [(i1)] }]\", permutable: 1, coincident: [ 1, 1 ] } } }"}
  return
}
