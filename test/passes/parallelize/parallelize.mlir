// RUN: polyts-opt %s --detect-reductions --parallelize 2>/dev/null | FileCheck %s
// RUN: polyts-opt %s --detect-reductions --parallelize 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// Upstream MLIR 19 accepts the result and lowers it to OpenMP.
// RUN: polyts-opt %s --detect-reductions --parallelize 2>/dev/null | mlir-opt --lower-affine --convert-scf-to-openmp --canonicalize -o /dev/null

// Independent iterations: the loop becomes an affine.parallel over the same bounds.
// REMARK: parallelize.mlir:[[@LINE+5]]:3: remark: parallelize: parallel loop
// CHECK-LABEL: func.func @independent(
// CHECK:         affine.parallel (%[[I:.*]]) = (1) to (symbol(%{{.*}})) {
// CHECK:           affine.store %{{.*}}, %{{.*}}[%[[I]]]
func.func @independent(%n: index, %a: memref<?xf64>, %b: memref<?xf64>) attributes {polyts.arg_names = ["n", "a", "b"]} {
  affine.for %i = 1 to %n {
    %x = affine.load %a[%i - 1] : memref<?xf64>
    %y = arith.mulf %x, %x : f64
    affine.store %y, %b[%i] : memref<?xf64>
  }
  return
}

// A recurrence stays sequential; the remark names the dependence, its source and sink, the array, the distance.
// REMARK: parallelize.mlir:[[@LINE+5]]:3: remark: parallelize: loop stays sequential: read-after-write dependence on 'a' from the store at {{.*}}parallelize.mlir:[[@LINE+8]]:5 to the load at {{.*}}parallelize.mlir:[[@LINE+6]]:10, distance 2
// CHECK-LABEL: func.func @recurrence(
// CHECK-NOT:     affine.parallel
// CHECK:         affine.for
func.func @recurrence(%n: index, %a: memref<?xf64>) attributes {polyts.arg_names = ["n", "a"]} {
  affine.for %i = 2 to %n {
    %x = affine.load %a[%i - 2] : memref<?xf64>
    %y = arith.mulf %x, %x : f64
    affine.store %y, %a[%i] : memref<?xf64>
  }
  return
}

// The dependence crosses the then and else branches of an affine.if: iteration i writes column i below the
// diagonal, and a later iteration reads it in its else branch. Upstream's --affine-parallelize makes the outer
// loop parallel here; the exact test keeps it sequential and finds the inner loop parallel.
// REMARK: parallelize.mlir:[[@LINE+6]]:3: remark: parallelize: loop stays sequential: read-after-write dependence on 'A0' from the store at {{.*}}:[[@LINE+10]]:9 to the load at {{.*}}:[[@LINE+12]]:14, distance not constant
// REMARK: parallelize.mlir:[[@LINE+6]]:5: remark: parallelize: parallel loop
// CHECK-LABEL: func.func @then_else(
// CHECK:         affine.for
// CHECK-NEXT:      affine.parallel
func.func @then_else(%n: index, %A: memref<?x?xf64>, %B: memref<?x?xf64>) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      affine.if affine_set<(d0, d1) : (d1 - d0 >= 0)>(%i, %j) {
        %v = affine.load %A[%i, %j] : memref<?x?xf64>
        affine.store %v, %A[%j, %i] : memref<?x?xf64>
      } else {
        %v = affine.load %A[%i, %j] : memref<?x?xf64>
        affine.store %v, %B[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

// The same nest where the else branch reads only what no iteration writes: both loops are parallel.
// CHECK-LABEL: func.func @then_else_parallel(
// CHECK:         affine.parallel
// CHECK-NEXT:      affine.parallel
func.func @then_else_parallel(%n: index, %A: memref<?x?xf64>, %B: memref<?x?xf64>) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      affine.if affine_set<(d0, d1) : (d1 - d0 >= 0)>(%i, %j) {
        %v = affine.load %B[%i, %j] : memref<?x?xf64>
        affine.store %v, %A[%i, %j] : memref<?x?xf64>
      } else {
        %v = affine.load %B[%j, %i] : memref<?x?xf64>
        affine.store %v, %A[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

// A loop with several lower and upper bounds keeps them as one max and one min group.
// CHECK-LABEL: func.func @bounds(
// CHECK:         affine.parallel (%{{.*}}) = (max(0, symbol(%{{.*}}) - 4)) to (min(symbol(%{{.*}}), 100)) {
func.func @bounds(%n: index, %a: memref<?xf64>) {
  affine.for %i = max affine_map<()[s0] -> (0, s0 - 4)>()[%n] to min affine_map<()[s0] -> (s0, 100)>()[%n] {
    %x = affine.load %a[%i] : memref<?xf64>
    %y = arith.mulf %x, %x : f64
    affine.store %y, %a[%i] : memref<?xf64>
  }
  return
}

// A loop whose only carried value is a reduction becomes a parallel reduction: the body yields its
// contribution (the accumulator replaced by the identity, -0.0 for addf) and the initial value is combined after.
// REMARK: parallelize.mlir:[[@LINE+9]]:8: remark: parallelize: parallel loop reducing addf
// CHECK-LABEL: func.func @dot(
// CHECK-SAME:      %{{.*}}: index, %{{.*}}: memref<?xf64>, %{{.*}}: memref<?xf64>, %[[INIT:.*]]: f64)
// CHECK:         %[[R:.*]] = affine.parallel (%{{.*}}) = (0) to (symbol(%{{.*}})) reduce ("addf") -> (f64) {
// CHECK:           %[[P:.*]] = arith.mulf
// CHECK:           %[[S:.*]] = arith.addf %{{.*}}, %[[P]] : f64
// CHECK:           affine.yield %[[S]] : f64
// CHECK:         arith.addf %[[INIT]], %[[R]] : f64
func.func @dot(%n: index, %x: memref<?xf64>, %y: memref<?xf64>, %init: f64) -> f64 {
  %r = affine.for %i = 0 to %n iter_args(%s = %init) -> (f64) {
    %a = affine.load %x[%i] : memref<?xf64>
    %b = affine.load %y[%i] : memref<?xf64>
    %p = arith.mulf %a, %b : f64
    %s2 = arith.addf %s, %p : f64
    affine.yield %s2 : f64
  }
  return %r : f64
}

// gemm: the two outer loops are parallel; the k reduction inside them stays a sequential iter_args loop (nested
// parallel reductions are slow under OpenMP), unless nested-reductions is set.
// REMARK: parallelize.mlir:[[@LINE+8]]:7: remark: parallelize: loop stays sequential: its addf reduction is kept sequential inside a parallel loop
// CHECK-LABEL: func.func @gemm(
// CHECK:         affine.parallel
// CHECK:           affine.parallel
// CHECK:             affine.for {{.*}} iter_args
func.func @gemm(%n: index, %C: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      affine.for %k = 0 to %n {
        %c = affine.load %C[%i, %j] : memref<?x?xf64>
        %a = affine.load %A[%i, %k] : memref<?x?xf64>
        %b = affine.load %B[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %s = arith.addf %c, %p : f64
        affine.store %s, %C[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

// Carried values that are not reductions upstream can lower keep the loop sequential: a xor reduction (no
// affine.parallel kind), and a value that is not a reduction at all.
// REMARK: parallelize.mlir:[[@LINE+6]]:8: remark: parallelize: loop stays sequential: the 'xori' reduction of a i32 has no affine.parallel form that upstream MLIR lowers (updated at {{.*}}parallelize.mlir:[[@LINE+8]]:10)
// REMARK: parallelize.mlir:[[@LINE+11]]:8: remark: parallelize: loop stays sequential: a value is carried from one iteration to the next and is not a reduction: 'arith.subf' is not an associative and commutative update (updated at {{.*}}parallelize.mlir:[[@LINE+13]]:10)
// CHECK-LABEL: func.func @carried(
// CHECK-NOT:     affine.parallel
func.func @carried(%n: index, %a: memref<?xi32>, %f: memref<?xf64>) -> (i32, f64) {
  %z = arith.constant 0 : i32
  %x = affine.for %i = 0 to %n iter_args(%acc = %z) -> (i32) {
    %v = affine.load %a[%i] : memref<?xi32>
    %1 = arith.xori %acc, %v : i32
    affine.yield %1 : i32
  }
  %zf = arith.constant 0.0 : f64
  %d = affine.for %i = 0 to %n iter_args(%acc = %zf) -> (f64) {
    %v = affine.load %f[%i] : memref<?xf64>
    %1 = arith.subf %v, %acc : f64
    affine.yield %1 : f64
  }
  return %x, %d : i32, f64
}

// A call may touch any memory; a polyts.parallel mark from code generation is checked, not trusted; memory
// allocated inside the body is private to each iteration.
// REMARK: parallelize.mlir:[[@LINE+8]]:3: remark: parallelize: loop stays sequential: 'func.call' may access any memory ({{.*}}parallelize.mlir:[[@LINE+9]]:5)
// REMARK: parallelize.mlir:[[@LINE+10]]:3: remark: parallelize: loop stays sequential: write-after-write dependence on 'A0' from the store at {{.*}} to the store at {{.*}}, distance 1 (its polyts.parallel mark is not borne out)
// REMARK: parallelize.mlir:[[@LINE+13]]:3: remark: parallelize: parallel loop
// CHECK-LABEL: func.func @others(
// CHECK:         affine.for
// CHECK:         affine.for
// CHECK:         affine.parallel
func.func @others(%n: index, %a: memref<?xf64>) {
  affine.for %i = 0 to %n {
    func.call @g() : () -> ()
  }
  affine.for %i = 1 to %n {
    %x = arith.constant 1.0 : f64
    affine.store %x, %a[%i floordiv 2] : memref<?xf64>
  } {polyts.parallel}
  affine.for %i = 0 to %n {
    %t = memref.alloca() : memref<1xf64>
    %v = affine.load %a[%i] : memref<?xf64>
    affine.store %v, %t[0] : memref<1xf64>
    %w = affine.load %t[0] : memref<1xf64>
    affine.store %w, %a[%i] : memref<?xf64>
  }
  return
}
func.func private @g()

// A loop with a step and several lower bounds (unroll-jam makes them): the model cannot express its stride and
// takes every value between the bounds instead, a superset of its iterations. The rows stay independent, so the
// outer loop is parallel; the inner loop reads C[i][k - 1], which no iteration of the stride writes, but the
// superset's iteration k - 1 would: it stays sequential, conservatively.
// REMARK: parallelize.mlir:[[@LINE+6]]:3: remark: parallelize: parallel loop
// REMARK: parallelize.mlir:[[@LINE+6]]:5: remark: parallelize: loop stays sequential: read-after-write dependence on 'C' from the store at {{.*}}parallelize.mlir:[[@LINE+9]]:7 to the load at {{.*}}parallelize.mlir:[[@LINE+7]]:12, distance 1
// CHECK-LABEL: func.func @stride_under_max(
// CHECK-NEXT:    affine.parallel (%[[I:.*]]) = (0) to (symbol(%{{.*}})) {
// CHECK-NEXT:      affine.for %{{.*}} = max #{{.*}}(%[[I]]) to %{{.*}} step 4 {
func.func @stride_under_max(%n: index, %m: index, %C: memref<?x?xf64>) attributes {polyts.arg_names = ["n", "m", "C"]} {
  affine.for %i = 0 to %n {
    affine.for %k = max affine_map<(d0) -> (d0, 2)>(%i) to %m step 4 {
      %v = affine.load %C[%i, %k - 1] : memref<?x?xf64>
      %w = arith.addf %v, %v : f64
      affine.store %w, %C[%i, %k] : memref<?x?xf64>
    }
  }
  return
}
