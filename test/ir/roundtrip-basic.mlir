// RUN: polyts-opt %s | FileCheck %s
// What polyts-opt prints parses again and prints the same.
// RUN: polyts-opt %s | polyts-opt | FileCheck %s
// The generic form reads back into the same IR.
// RUN: polyts-opt %s --mlir-print-op-generic | polyts-opt | FileCheck %s
// Upstream mlir-opt accepts what we print and prints it the same way.
// RUN: polyts-opt %s | mlir-opt | FileCheck %s

// Affine maps used in bounds are hoisted to module-level aliases.
// CHECK: #[[MAP:.*]] = affine_map<(d0)[s0] -> (20, d0 + s0)>
// CHECK-LABEL: module {

// Arguments and results get the printer's names; uses refer to the captured names.
// CHECK-LABEL: func.func @arith(
// CHECK-SAME:      %[[A:.*]]: i32, %[[B:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[SUM:.*]] = arith.addi %[[A]], %[[B]] : i32
// CHECK-NEXT:    %[[PROD:.*]] = arith.muli %[[SUM]], %[[A]] : i32
// CHECK-NEXT:    return %[[PROD]] : i32
// CHECK-NEXT:  }
func.func @arith(%a: i32, %b: i32) -> i32 {
  %c = arith.addi %a, %b : i32
  %d = arith.muli %c, %a : i32
  return %d : i32
}

// Constants print with their value-derived names and floats in upstream's exponent form.
// CHECK-LABEL: func.func @loops(
// CHECK-SAME:      %[[MEM:.*]]: memref<?xf64>, %[[N:.*]]: index) {
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[ONE:.*]] = arith.constant 1.000000e+00 : f64
// CHECK:         scf.for %[[I:.*]] = %[[C0]] to %[[N]] step %[[C1]] {
// CHECK-NEXT:      %[[V:.*]] = memref.load %[[MEM]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:      %[[W:.*]] = arith.addf %[[V]], %[[ONE]] : f64
// CHECK-NEXT:      memref.store %[[W]], %[[MEM]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @loops(%A: memref<?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant 1.0 : f64
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %A[%i] : memref<?xf64>
    %w = arith.addf %v, %cst : f64
    memref.store %w, %A[%i] : memref<?xf64>
  }
  return
}

// Affine bounds, subscripts with floordiv, and the map alias in a min bound.
// CHECK-LABEL: func.func @affine(
// CHECK-SAME:      %[[M:.*]]: memref<10x20xf32>, %[[P:.*]]: index) {
// CHECK:         affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to min #[[MAP]](%[[I]])[%[[P]]] {
// CHECK-NEXT:        %[[X:.*]] = affine.load %[[M]][%[[I]], %[[J]]] : memref<10x20xf32>
// CHECK-NEXT:        affine.store %[[X]], %[[M]][%[[J]] floordiv 2, %[[I]]] : memref<10x20xf32>
// CHECK-NOT:     affine.yield
// CHECK:         return
func.func @affine(%A: memref<10x20xf32>, %N: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to min affine_map<(d0)[s0] -> (20, d0 + s0)>(%i)[%N] {
      %x = affine.load %A[%i, %j] : memref<10x20xf32>
      affine.store %x, %A[%j floordiv 2, %i] : memref<10x20xf32>
    }
  }
  return
}
