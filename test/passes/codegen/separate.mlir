// RUN: polyts-opt %s --codegen | FileCheck %s
// RUN: polyts-opt %s --pass-pipeline='builtin.module(codegen{context="[n] -> { : n >= 1 }"})' | FileCheck %s --check-prefix=CONTEXT
// RUN: polyts-opt %s --codegen=separate=false | FileCheck %s --check-prefix=GUARDED
// RUN: polyts-opt %s --codegen | mlir-opt -o /dev/null
// RUN: polyts-opt %s --codegen=separate=false | mlir-opt -o /dev/null
// Two loops fused by the tree, the second starting one iteration later (a sequence of filters under one band).
// By default the first iteration is peeled (separation): the fused loop has no guard, the peeled store runs only
// when n >= 1. A context that says n >= 1 drops that guard too. Without separation the second statement is guarded.

// CHECK-LABEL: func.func @shift(
// CHECK-SAME:      %[[A:[^:]*]]: memref<?xf64>, %[[B:[^:]*]]: memref<?xf64>, %[[N:[^:]*]]: index)
// CHECK:         affine.if #{{.*}}()[%[[N]]] {
// CHECK-NEXT:      %[[ZERO:.*]] = arith.constant 0 : index
// CHECK-NEXT:      affine.store %{{.*}}, %[[A]][%[[ZERO]]]
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %[[I:.*]] = 1 to %[[N]] {
// CHECK-NEXT:      affine.store %{{.*}}, %[[A]][%[[I]]]
// CHECK-NEXT:      %[[V:.*]] = affine.load %[[A]][%[[I]] - 1]
// CHECK-NEXT:      affine.store %[[V]], %[[B]][%[[I]]]
// CHECK-NEXT:    }
// CHECK-NEXT:    return

// CONTEXT-LABEL: func.func @shift(
// CONTEXT-NOT:     affine.if
// CONTEXT:         affine.for

// GUARDED:       #[[FROM1:.*]] = affine_set<(d0) : (d0 - 1 >= 0)>
// GUARDED-LABEL: func.func @shift(
// GUARDED:         affine.for %[[I:.*]] = 0 to %{{.*}} {
// GUARDED-NEXT:      affine.store
// GUARDED-NEXT:      affine.if #[[FROM1]](%[[I]]) {
// GUARDED-NEXT:        affine.load
// GUARDED-NEXT:        affine.store
func.func @shift(%a: memref<?xf64>, %b: memref<?xf64>, %n: index) attributes {polyts.arg_names = ["a", "b", "n"]} {
  %c = arith.constant 1.0 : f64
  affine.for %i = 0 to %n {
    affine.store %c, %a[%i] : memref<?xf64>
  } {scop.schedule = "{ domain: \"[n] -> { S0[i0] : 0 <= i0 < n; S1[i0] : 1 <= i0 < n }\", child: { schedule: \"[n] -> [{ S0[i0] -> [(i0)]; S1[i0] -> [(i0)] }]\", child: { sequence: [ { filter: \"[n] -> { S0[i0] }\" }, { filter: \"[n] -> { S1[i0] }\" } ] } } }"}
  affine.for %i = 1 to %n {
    %v = affine.load %a[%i - 1] : memref<?xf64>
    affine.store %v, %b[%i] : memref<?xf64>
  }
  return
}
