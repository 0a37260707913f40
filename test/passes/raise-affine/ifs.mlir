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

// Every signed predicate, also negated, on i32 values derived from the induction variables: each becomes one
// constraint (a `ne` two nested ifs). Each true condition updates A[i][j] differently, so the differential
// execution test catches any off-by-one in a constraint.
// CHECK-LABEL: func.func @all_predicates
// CHECK-COUNT-14: affine.if
// CHECK-NOT:     scf.if
func.func @all_predicates(%n: i32, %A: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %c1_i32 = arith.constant 1 : i32
  %two = arith.constant 2.0 : f64
  %k0 = arith.constant 0.0 : f64
  %k1 = arith.constant 1.0 : f64
  %k2 = arith.constant 2.0 : f64
  %k3 = arith.constant 3.0 : f64
  %k4 = arith.constant 4.0 : f64
  %k5 = arith.constant 5.0 : f64
  %k6 = arith.constant 6.0 : f64
  %k7 = arith.constant 7.0 : f64
  %k8 = arith.constant 8.0 : f64
  %k9 = arith.constant 9.0 : f64
  %k10 = arith.constant 10.0 : f64
  %k11 = arith.constant 11.0 : f64
  %N = arith.index_cast %n : i32 to index
  scf.for %ii = %c0 to %N step %c1 {
    scf.for %jj = %c0 to %N step %c1 {
      %i = arith.index_cast %ii : index to i32
      %j0 = arith.index_cast %jj : index to i32
      %j = arith.addi %j0, %c1_i32 : i32
      %p0 = arith.cmpi slt, %i, %j : i32
      %p1 = arith.cmpi sle, %i, %j : i32
      %p2 = arith.cmpi sgt, %i, %j : i32
      %p3 = arith.cmpi sge, %i, %j : i32
      %p4 = arith.cmpi eq, %i, %j : i32
      %p5 = arith.cmpi ne, %i, %j : i32
      %q0 = arith.xori %p0, %true : i1
      %q1 = arith.xori %p1, %true : i1
      %q2 = arith.xori %p2, %true : i1
      %q3 = arith.xori %p3, %true : i1
      %q4 = arith.xori %p4, %true : i1
      %q5 = arith.xori %p5, %true : i1
      scf.if %p0 {
        %v0 = memref.load %A[%ii, %jj] : memref<?x?xf64>
        %w0 = arith.mulf %v0, %two : f64
        %u0 = arith.addf %w0, %k0 : f64
        memref.store %u0, %A[%ii, %jj] : memref<?x?xf64>
      }
      scf.if %p1 {
        %v1 = memref.load %A[%ii, %jj] : memref<?x?xf64>
        %w1 = arith.mulf %v1, %two : f64
        %u1 = arith.addf %w1, %k1 : f64
        memref.store %u1, %A[%ii, %jj] : memref<?x?xf64>
      }
      scf.if %p2 {
        %v2 = memref.load %A[%ii, %jj] : memref<?x?xf64>
        %w2 = arith.mulf %v2, %two : f64
        %u2 = arith.addf %w2, %k2 : f64
        memref.store %u2, %A[%ii, %jj] : memref<?x?xf64>
      }
      scf.if %p3 {
        %v3 = memref.load %A[%ii, %jj] : memref<?x?xf64>
        %w3 = arith.mulf %v3, %two : f64
        %u3 = arith.addf %w3, %k3 : f64
        memref.store %u3, %A[%ii, %jj] : memref<?x?xf64>
      }
      scf.if %p4 {
        %v4 = memref.load %A[%ii, %jj] : memref<?x?xf64>
        %w4 = arith.mulf %v4, %two : f64
        %u4 = arith.addf %w4, %k4 : f64
        memref.store %u4, %A[%ii, %jj] : memref<?x?xf64>
      }
      scf.if %p5 {
        %v5 = memref.load %A[%ii, %jj] : memref<?x?xf64>
        %w5 = arith.mulf %v5, %two : f64
        %u5 = arith.addf %w5, %k5 : f64
        memref.store %u5, %A[%ii, %jj] : memref<?x?xf64>
      }
      scf.if %q0 {
        %v6 = memref.load %A[%ii, %jj] : memref<?x?xf64>
        %w6 = arith.mulf %v6, %two : f64
        %u6 = arith.addf %w6, %k6 : f64
        memref.store %u6, %A[%ii, %jj] : memref<?x?xf64>
      }
      scf.if %q1 {
        %v7 = memref.load %A[%ii, %jj] : memref<?x?xf64>
        %w7 = arith.mulf %v7, %two : f64
        %u7 = arith.addf %w7, %k7 : f64
        memref.store %u7, %A[%ii, %jj] : memref<?x?xf64>
      }
      scf.if %q2 {
        %v8 = memref.load %A[%ii, %jj] : memref<?x?xf64>
        %w8 = arith.mulf %v8, %two : f64
        %u8 = arith.addf %w8, %k8 : f64
        memref.store %u8, %A[%ii, %jj] : memref<?x?xf64>
      }
      scf.if %q3 {
        %v9 = memref.load %A[%ii, %jj] : memref<?x?xf64>
        %w9 = arith.mulf %v9, %two : f64
        %u9 = arith.addf %w9, %k9 : f64
        memref.store %u9, %A[%ii, %jj] : memref<?x?xf64>
      }
      scf.if %q4 {
        %v10 = memref.load %A[%ii, %jj] : memref<?x?xf64>
        %w10 = arith.mulf %v10, %two : f64
        %u10 = arith.addf %w10, %k10 : f64
        memref.store %u10, %A[%ii, %jj] : memref<?x?xf64>
      }
      scf.if %q5 {
        %v11 = memref.load %A[%ii, %jj] : memref<?x?xf64>
        %w11 = arith.mulf %v11, %two : f64
        %u11 = arith.addf %w11, %k11 : f64
        memref.store %u11, %A[%ii, %jj] : memref<?x?xf64>
      }
    }
  }
  return
}

// `if (i == j || i > 5) S` with no else: negated it is `i != j && i <= 5`, whose `!=` is split; S lands in the
// innermost else branch and the then branches are empty.
// CHECK-LABEL: func.func @negated_split
// CHECK:         affine.if #{{.*}}(%[[I:.*]], %[[J:.*]]) {
// CHECK-NEXT:    } else {
// CHECK-NEXT:      affine.if #{{.*}}(%[[I]], %[[J]]) {
// CHECK-NEXT:      } else {
// CHECK-NEXT:        affine.store %{{.*}}, %{{.*}}[%[[I]], %[[J]]]
func.func @negated_split(%N: index, %A: memref<?x?xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %N step %c1 {
    scf.for %j = %c0 to %N step %c1 {
      %eq = arith.cmpi eq, %i, %j : index
      %gt = arith.cmpi sgt, %i, %c5 : index
      %or = arith.ori %eq, %gt : i1
      scf.if %or {
        memref.store %x, %A[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
