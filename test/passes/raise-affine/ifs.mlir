// RUN: polyts-opt %s --mem2reg --raise-affine | FileCheck %s
// scf.if -> affine.if when the condition is a conjunction of affine comparisons; data-dependent, unsigned or
// non-affine conditions stay scf.if.

// Map aliases and sets are printed at the top of the output.
// CHECK-DAG:   #[[GT_LT:.*]] = affine_set<(d0, d1)[s0] : (d0 - d1 - 1 >= 0, -d1 + s0 - 1 >= 0)>
// CHECK-DAG:   #[[EQ:.*]] = affine_set<(d0, d1) : (d0 - d1 == 0)>
// CHECK-DAG:   #[[LT:.*]] = affine_set<(d0, d1) : (-d0 + d1 - 1 >= 0)>
// CHECK-DAG:   #[[GT:.*]] = affine_set<(d0, d1) : (d0 - d1 - 1 >= 0)>
// CHECK-DAG:   #[[GE1:.*]] = affine_set<(d0) : (d0 - 1 >= 0)>
// CHECK-DAG:   #[[NOT_OR:.*]] = affine_set<(d0, d1)[s0] : (-d0 + s0 - 1 >= 0, -d1 + s0 - 1 >= 0)>

// `if (i > j && j < n)` with the conjunction as arith.andi of i32 comparisons.
// CHECK-LABEL: func.func @and_condition
// CHECK:         affine.for %[[I:.*]] = 0 to %[[N:.*]] {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to %[[N]] {
// CHECK-NEXT:        affine.if #[[GT_LT]](%[[I]], %[[J]])[%[[N]]] {
// CHECK-NEXT:          affine.store %{{.*}}, %{{.*}}[%[[I]], %[[J]]]
// CHECK-NOT:     scf.if
func.func @and_condition(%n: i32, %m: i32, %A: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %N = arith.index_cast %n : i32 to index
  scf.for %ii = %c0 to %N step %c1 {
    scf.for %jj = %c0 to %N step %c1 {
      %i = arith.index_cast %ii : index to i32
      %j = arith.index_cast %jj : index to i32
      %a = arith.cmpi sgt, %i, %j : i32
      %b = arith.cmpi slt, %j, %n : i32
      %c = arith.andi %a, %b : i1
      scf.if %c {
        memref.store %z, %A[%ii, %jj] : memref<?x?xf64>
      }
    }
  }
  return
}

// The same `&&` short-circuited by the frontend as an scf.if yielding i1: it becomes andi, then a set.
// CHECK-LABEL: func.func @short_circuit
// CHECK:         affine.if #[[GT_LT]](%{{.*}}, %{{.*}})[%{{.*}}] {
// CHECK-NOT:     scf.if
func.func @short_circuit(%n: i32, %A: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %false = arith.constant false
  %z = arith.constant 0.0 : f64
  %N = arith.index_cast %n : i32 to index
  scf.for %ii = %c0 to %N step %c1 {
    scf.for %jj = %c0 to %N step %c1 {
      %i = arith.index_cast %ii : index to i32
      %j = arith.index_cast %jj : index to i32
      %a = arith.cmpi sgt, %i, %j : i32
      %c = scf.if %a -> (i1) {
        %b = arith.cmpi slt, %j, %n : i32
        scf.yield %b : i1
      } else {
        scf.yield %false : i1
      }
      scf.if %c {
        memref.store %z, %A[%ii, %jj] : memref<?x?xf64>
      }
    }
  }
  return
}

// An equality is an `== 0` constraint; an if with results becomes an affine.if with results.
// CHECK-LABEL: func.func @eq_with_results
// CHECK:         %[[R:.*]] = affine.if #[[EQ]](%{{.*}}, %{{.*}}) -> f64 {
// CHECK:           affine.yield %{{.*}} : f64
// CHECK-NEXT:    } else {
// CHECK:           affine.yield %{{.*}} : f64
// CHECK:         affine.store %[[R]]
func.func @eq_with_results(%N: index, %A: memref<?x?xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %N step %c1 {
    scf.for %j = %c0 to %N step %c1 {
      %d = arith.cmpi eq, %i, %j : index
      %r = scf.if %d -> (f64) {
        %v = memref.load %A[%i, %j] : memref<?x?xf64>
        %w = arith.mulf %v, %x : f64
        scf.yield %w : f64
      } else {
        %v = memref.load %A[%j, %i] : memref<?x?xf64>
        scf.yield %v : f64
      }
      memref.store %r, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// `i != j` is split into `i < j` and, in the else branch, `i > j` with a copy of the then branch.
// CHECK-LABEL: func.func @not_equal_split
// CHECK:         affine.if #[[LT]](%[[I:.*]], %[[J:.*]]) {
// CHECK-NEXT:      affine.store %{{.*}}, %{{.*}}[%[[I]], %[[J]]]
// CHECK-NEXT:    } else {
// CHECK-NEXT:      affine.if #[[GT]](%[[I]], %[[J]]) {
// CHECK-NEXT:        affine.store %{{.*}}, %{{.*}}[%[[I]], %[[J]]]
// CHECK-NEXT:      } else {
// CHECK-NEXT:        affine.store %{{.*}}, %{{.*}}[%[[I]], %[[I]]]
func.func @not_equal_split(%N: index, %A: memref<?x?xf64>, %x: f64, %y: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %N step %c1 {
    scf.for %j = %c0 to %N step %c1 {
      %d = arith.cmpi ne, %i, %j : index
      scf.if %d {
        memref.store %x, %A[%i, %j] : memref<?x?xf64>
      } else {
        memref.store %y, %A[%i, %i] : memref<?x?xf64>
      }
    }
  }
  return
}

// `if (!(i < 1)) S` negates a comparison; `if (!(i >= n || j >= n)) S` is a conjunction by De Morgan.
// CHECK-LABEL: func.func @negations
// CHECK:         affine.if #[[GE1]](%{{.*}}) {
// CHECK:         affine.if #[[NOT_OR]](%{{.*}}, %{{.*}})[%{{.*}}] {
// CHECK-NEXT:      } else {
// CHECK-NEXT:        affine.store
// CHECK-NOT:     scf.if
func.func @negations(%N: index, %A: memref<?x?xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  scf.for %i = %c0 to %N step %c1 {
    scf.for %j = %c0 to %N step %c1 {
      %lt = arith.cmpi slt, %i, %c1 : index
      %nlt = arith.xori %lt, %true : i1
      scf.if %nlt {
        memref.store %x, %A[%i, %j] : memref<?x?xf64>
      }
      %a = arith.cmpi sge, %i, %N : index
      %b = arith.cmpi sge, %j, %N : index
      %or = arith.ori %a, %b : i1
      scf.if %or {
        memref.store %x, %A[%j, %i] : memref<?x?xf64>
      }
    }
  }
  return
}

// Must stay scf.if: a condition on loaded data, an unsigned comparison, a product of induction variables, and
// a disjunction (not a conjunction, even negated).
// CHECK-LABEL: func.func @not_affine_conditions
// CHECK-COUNT-4: scf.if
// CHECK-NOT:     affine.if
func.func @not_affine_conditions(%N: index, %A: memref<?x?xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %N step %c1 {
    scf.for %j = %c0 to %N step %c1 {
      %v = memref.load %A[%i, %j] : memref<?x?xf64>
      %pos = arith.cmpf ogt, %v, %x : f64
      scf.if %pos {
        memref.store %x, %A[%i, %j] : memref<?x?xf64>
      }
      %u = arith.cmpi ult, %i, %j : index
      scf.if %u {
        memref.store %x, %A[%i, %j] : memref<?x?xf64>
      }
      %ij = arith.muli %i, %j : index
      %p = arith.cmpi slt, %ij, %c10 : index
      scf.if %p {
        memref.store %x, %A[%i, %j] : memref<?x?xf64>
      }
      %a = arith.cmpi slt, %i, %c10 : index
      %b = arith.cmpi slt, %j, %c10 : index
      %or = arith.ori %a, %b : i1
      %and = arith.andi %or, %a : i1
      scf.if %and {
        memref.store %x, %A[%j, %i] : memref<?x?xf64>
      }
    }
  }
  return
}
