// RUN: polyts-opt %s --mem2reg --raise-affine | FileCheck %s
// scf.for -> affine.for: bounds folded from C int arithmetic into maps; loops that are not provably affine stay.

// Map aliases are printed at the top of the output.
// CHECK-DAG:   #[[PLUS1:.*]] = affine_map<(d0) -> (d0 + 1)>
// CHECK-DAG:   #[[NM1:.*]] = affine_map<()[s0] -> (s0 - 1)>
// CHECK-DAG:   #[[LB:.*]] = affine_map<(d0) -> (d0, 1)>
// CHECK-DAG:   #[[UB:.*]] = affine_map<(d0)[s0] -> (d0 + 32, s0)>
// CHECK-DAG:   #[[HALF:.*]] = affine_map<(d0) -> (d0 floordiv 2)>

// Bounds are index casts of i32 parameters (top-level values, so symbols); the step is a constant.
// CHECK-LABEL: func.func @params
// CHECK-SAME:    (%[[N:.*]]: i32, %[[M:.*]]: i32, %[[A:.*]]: memref<?x?xf64>)
// CHECK-DAG:     %[[NI:.*]] = arith.index_cast %[[N]] : i32 to index
// CHECK-DAG:     %[[MI:.*]] = arith.index_cast %[[M]] : i32 to index
// CHECK:         affine.for %[[I:.*]] = 0 to %[[NI]] {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to %[[MI]] step 2 {
// CHECK-NEXT:        affine.store %{{.*}}, %[[A]][%[[I]], %[[J]]]
// CHECK-NOT:     scf.for
func.func @params(%n: i32, %m: i32, %A: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f64
  %N = arith.index_cast %n : i32 to index
  %M = arith.index_cast %m : i32 to index
  scf.for %i = %c0 to %N step %c1 {
    scf.for %j = %c0 to %M step %c2 {
      memref.store %z, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// A bound cast inside the loop (not a symbol there) is folded back to the top-level parameter, for which a
// top-level index_cast is created.
// CHECK-LABEL: func.func @cast_inside
// CHECK-SAME:    (%[[N:.*]]: i32,
// CHECK:         %[[NI:.*]] = arith.index_cast %[[N]] : i32 to index
// CHECK:         affine.for %{{.*}} = 0 to 10 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to %[[NI]] {
func.func @cast_inside(%n: i32, %A: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %z = arith.constant 0.0 : f64
  scf.for %i = %c0 to %c10 step %c1 {
    %N = arith.index_cast %n : i32 to index
    scf.for %j = %c0 to %N step %c1 {
      memref.store %z, %A[%j] : memref<?xf64>
    }
  }
  return
}

// `for (j = 0; j <= i; j++)` and `for (j = i + 1; j < n - 1; j++)`: triangular bounds over the outer induction
// variable (a dim) and the parameter (a symbol), computed in i32.
// CHECK-LABEL: func.func @triangular
// CHECK:         affine.for %[[I:.*]] = 0 to %[[NI:.*]] {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to #[[PLUS1]](%[[I]]) {
// CHECK:           affine.for %{{.*}} = #[[PLUS1]](%[[I]]) to #[[NM1]]()[%[[NI]]] {
func.func @triangular(%n: i32, %A: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1_i32 = arith.constant 1 : i32
  %z = arith.constant 0.0 : f64
  %N = arith.index_cast %n : i32 to index
  scf.for %ii = %c0 to %N step %c1 {
    %i = arith.index_cast %ii : index to i32
    %ip1 = arith.addi %i, %c1_i32 : i32
    %ub = arith.index_cast %ip1 : i32 to index
    scf.for %jj = %c0 to %ub step %c1 {
      memref.store %z, %A[%ii, %jj] : memref<?x?xf64>
    }
    %lb2 = arith.index_cast %ip1 : i32 to index
    %nm1 = arith.subi %n, %c1_i32 : i32
    %ub2 = arith.index_cast %nm1 : i32 to index
    scf.for %jj = %lb2 to %ub2 step %c1 {
      memref.store %z, %A[%ii, %jj] : memref<?x?xf64>
    }
  }
  return
}

// A loop with i32 bounds and an i32 induction variable: the affine loop's index is cast back for other uses.
// CHECK-LABEL: func.func @i32_loop
// CHECK:         affine.for %[[I:.*]] = 1 to 100 {
// CHECK-NEXT:      %[[I32:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK-NEXT:      %[[F:.*]] = arith.sitofp %[[I32]] : i32 to f64
// CHECK-NEXT:      affine.store %[[F]], %{{.*}}[%[[I]] - 1]
func.func @i32_loop(%A: memref<?xf64>) {
  %c1 = arith.constant 1 : i32
  %c100 = arith.constant 100 : i32
  scf.for %i = %c1 to %c100 step %c1 : i32 {
    %f = arith.sitofp %i : i32 to f64
    %im1 = arith.subi %i, %c1 : i32
    %idx = arith.index_cast %im1 : i32 to index
    memref.store %f, %A[%idx] : memref<?xf64>
  }
  return
}

// Upper bounds that are minima and lower bounds that are maxima (minsi/maxsi, or cmpi + select as C's
// `a < b ? a : b` gives) become multi-result bound maps.
// CHECK-LABEL: func.func @min_max
// CHECK:         affine.for %[[T:.*]] = 0 to %[[N:.*]] step 32 {
// CHECK-NEXT:      affine.for %{{.*}} = max #[[LB]](%[[T]]) to min #[[UB]](%[[T]])[%[[N]]] {
// CHECK:           affine.for %{{.*}} = max #[[LB]](%[[T]]) to min #[[UB]](%[[T]])[%[[N]]] {
func.func @min_max(%N: index, %A: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %z = arith.constant 0.0 : f64
  scf.for %t = %c0 to %N step %c32 {
    %lb = arith.maxsi %t, %c1 : index
    %e = arith.addi %t, %c32 : index
    %ub = arith.minsi %e, %N : index
    scf.for %i = %lb to %ub step %c1 {
      memref.store %z, %A[%i] : memref<?xf64>
    }
    %lt = arith.cmpi slt, %e, %N : index
    %ub2 = arith.select %lt, %e, %N : index
    %gt = arith.cmpi sgt, %t, %c1 : index
    %lb2 = arith.select %gt, %t, %c1 : index
    scf.for %i = %lb2 to %ub2 step %c1 {
      memref.store %z, %A[%i] : memref<?xf64>
    }
  }
  return
}

// A normalized `for (i = n - 1; i >= 0; i--)` (i = n - 1 - t) and a reduction carried in iter_args.
// CHECK-LABEL: func.func @reverse_reduction
// CHECK:         %[[R:.*]] = affine.for %[[T:.*]] = 0 to %[[N:.*]] iter_args(%[[ACC:.*]] = %{{.*}}) -> (f64) {
// CHECK-NEXT:      %[[V:.*]] = affine.load %{{.*}}[-%[[T]] + symbol(%[[N]]) - 1]
// CHECK-NEXT:      %[[S:.*]] = arith.addf %[[ACC]], %[[V]]
// CHECK-NEXT:      affine.yield %[[S]] : f64
// CHECK:         return %[[R]]
func.func @reverse_reduction(%n: i32, %A: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1_i32 = arith.constant 1 : i32
  %z = arith.constant 0.0 : f64
  %N = arith.index_cast %n : i32 to index
  %r = scf.for %t = %c0 to %N step %c1 iter_args(%acc = %z) -> (f64) {
    %t32 = arith.index_cast %t : index to i32
    %nm1 = arith.subi %n, %c1_i32 : i32
    %i = arith.subi %nm1, %t32 : i32
    %idx = arith.index_cast %i : i32 to index
    %v = memref.load %A[%idx] : memref<?xf64>
    %s = arith.addf %acc, %v : f64
    scf.yield %s : f64
  }
  return %r : f64
}

// C division by a positive constant of a provably non-negative value is floordiv; the loop keeps its
// discardable attributes (the scop marker).
// CHECK-LABEL: func.func @division
// CHECK:         affine.for %[[I:.*]] = 0 to %{{.*}} {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to #[[HALF]](%[[I]]) {
// CHECK:         } {polyts.scop}
func.func @division(%N: index, %A: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f64
  scf.for %i = %c0 to %N step %c1 {
    %h = arith.divsi %i, %c2 : index
    scf.for %j = %c0 to %h step %c1 {
      memref.store %z, %A[%j] : memref<?xf64>
    }
  } {polyts.scop}
  return
}

// Must stay scf.for: the inner bound is loaded inside the outer loop (not a symbol there), the step is not a
// constant, and a truncating division of a possibly negative value is not floordiv (`j <= (i - 5) / 2` runs
// once for i = 4, where (i - 5) floordiv 2 + 1 is 0).
// CHECK-LABEL: func.func @not_affine_bounds
// CHECK:         affine.for %[[I:.*]] = 0 to
// CHECK:           %[[B:.*]] = affine.load
// CHECK:           %[[BI:.*]] = arith.index_cast %[[B]]
// CHECK:           scf.for %{{.*}} = %{{.*}} to %[[BI]] step
// CHECK:         scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[S:.*]] {
// CHECK:         affine.for
// CHECK-NEXT:      arith.subi
// CHECK-NEXT:      arith.divsi
// CHECK-NEXT:      arith.addi
// CHECK-NEXT:      scf.for
func.func @not_affine_bounds(%N: index, %s: index, %bounds: memref<?xi32>, %A: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %z = arith.constant 0.0 : f64
  scf.for %i = %c0 to %N step %c1 {
    %b = memref.load %bounds[%i] : memref<?xi32>
    %bi = arith.index_cast %b : i32 to index
    scf.for %j = %c0 to %bi step %c1 {
      memref.store %z, %A[%j] : memref<?xf64>
    }
  }
  scf.for %i = %c0 to %N step %s {
    memref.store %z, %A[%i] : memref<?xf64>
  }
  scf.for %i = %c0 to %N step %c1 {
    %d = arith.subi %i, %c5 : index
    %q = arith.divsi %d, %c2 : index
    %h = arith.addi %q, %c1 : index
    scf.for %j = %c0 to %h step %c1 {
      memref.store %z, %A[%j] : memref<?xf64>
    }
  }
  return
}

// A loop whose induction variable the body writes is a while loop in C; after mem2reg its counter is a
// loop-carried value of scf.while, which stays (the store inside it is raised).
// CHECK-LABEL: func.func @written_iv
// CHECK:         scf.while
// CHECK:         } do {
// CHECK:           affine.store
// CHECK:           arith.muli
// CHECK:           scf.yield
func.func @written_iv(%n: i32, %A: memref<?xf64>) {
  %i = memref.alloca() : memref<1xi32>
  %c0 = arith.constant 0 : index
  %c1_i32 = arith.constant 1 : i32
  %c2_i32 = arith.constant 2 : i32
  %z = arith.constant 0.0 : f64
  memref.store %c1_i32, %i[%c0] : memref<1xi32>
  scf.while : () -> () {
    %iv = memref.load %i[%c0] : memref<1xi32>
    %c = arith.cmpi slt, %iv, %n : i32
    scf.condition(%c)
  } do {
    memref.store %z, %A[%c0] : memref<?xf64>
    %iv = memref.load %i[%c0] : memref<1xi32>
    %nx = arith.muli %iv, %c2_i32 : i32
    memref.store %nx, %i[%c0] : memref<1xi32>
    scf.yield
  }
  return
}
