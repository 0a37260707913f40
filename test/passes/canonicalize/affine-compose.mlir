// RUN: polyts-opt %s --canonicalize | FileCheck %s
// affine.apply is composed into its users; operands that are valid symbols become symbols; constants fold in.

// CHECK-LABEL: func.func @compose_into_memory_ops
// CHECK-SAME:    (%[[A:.*]]: memref<?xf64>, %[[N:.*]]: index)
// CHECK-NOT:     affine.apply
// CHECK:         affine.for %[[I:.*]] = 0 to %[[N]] {
// CHECK:           affine.load %[[A]][%[[I]] * 2 + symbol(%[[N]]) + 2]
// CHECK:           affine.store %{{.*}}, %[[A]][%[[I]] + 1]
func.func @compose_into_memory_ops(%A: memref<?xf64>, %N: index) {
  affine.for %i = 0 to %N {
    %j = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %k = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%j)[%N]
    %v = affine.load %A[%k] : memref<?xf64>
    affine.store %v, %A[%j] : memref<?xf64>
  }
  return
}

// Applies compose into loop bounds; a constant operand becomes part of the map.
// CHECK-LABEL: func.func @compose_into_bounds
// CHECK-SAME:    (%[[N:.*]]: index
// CHECK:         affine.for %[[I:.*]] = 0 to %[[N]] {
// CHECK-NEXT:      affine.for %{{.*}} = #{{.*}}(%[[I]]) to min #{{.*}}(%[[I]])[%[[N]]] {
func.func @compose_into_bounds(%N: index, %A: memref<?xf64>, %x: f64) {
  %c4 = arith.constant 4 : index
  affine.for %i = 0 to %N {
    %lb = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%c4]
    affine.for %j = affine_map<(d0) -> (d0)>(%lb) to min affine_map<(d0)[s0] -> (d0 + 8, s0)>(%lb)[%N] {
      affine.store %x, %A[%j] : memref<?xf64>
    }
  }
  return
}

// A function argument used as a dim is a valid symbol: it becomes one.
// CHECK-LABEL: func.func @promote_symbol
// CHECK-SAME:    (%[[A:.*]]: memref<?x?xf64>, %[[N:.*]]: index)
// CHECK:         affine.load %[[A]][%{{.*}}, symbol(%[[N]])]
func.func @promote_symbol(%A: memref<?x?xf64>, %N: index) -> f64 {
  %c0 = arith.constant 0.0 : f64
  %r = affine.for %i = 0 to 10 iter_args(%acc = %c0) -> (f64) {
    %v = affine.load %A[%i, %N] : memref<?x?xf64>
    %s = arith.addf %acc, %v : f64
    affine.yield %s : f64
  }
  return %r : f64
}

// Loads whose subscripts are not produced by affine.apply are left alone.
// CHECK-LABEL: func.func @no_compose
// CHECK:         affine.load %{{.*}}[%{{.*}} + 3] : memref<?xf64>
func.func @no_compose(%A: memref<?xf64>, %N: index) {
  affine.for %i = 0 to %N {
    %v = affine.load %A[%i + 3] : memref<?xf64>
    affine.store %v, %A[%i] : memref<?xf64>
  }
  return
}

// An affine.apply of constants folds to a constant; affine.min/max of constants too.
// CHECK-LABEL: func.func @fold_apply_min
// CHECK-DAG:     %[[C7:.*]] = arith.constant 7 : index
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK-NOT:     affine.apply
// CHECK-NOT:     affine.min
// CHECK:         return %[[C7]], %[[C3]]
func.func @fold_apply_min() -> (index, index) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%c2)[%c3]
  %m = affine.min affine_map<(d0, d1) -> (d0 + 1, d1)>(%c2, %c3)
  return %a, %m : index, index
}

// affine.min with a repeated result and one distinct result becomes affine.apply.
// CHECK-LABEL: func.func @min_single_result
// CHECK:         affine.apply #{{.*}}()[%{{.*}}]
// CHECK-NOT:     affine.min
func.func @min_single_result(%i: index) -> index {
  %m = affine.min affine_map<(d0) -> (d0 + 4, d0 + 4)>(%i)
  return %m : index
}
