// RUN: polyts-opt %s --index-set-split 2>/dev/null | FileCheck %s
// RUN: polyts-opt %s --index-set-split 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// RUN: polyts-opt %s --pass-pipeline='builtin.module(func.func(index-set-split{outer}))' 2>/dev/null | FileCheck %s --check-prefix=OUTER
// RUN: polyts-opt %s --pass-pipeline='builtin.module(func.func(index-set-split{outer}))' 2>/dev/null | mlir-opt > /dev/null
// index-set-split: a loop that carries a dependence only through the iteration where it writes an element its other
// iterations read runs as three pieces in the same order (the iterations before it, it alone, the iterations after
// it), kept only when neither loop piece carries a dependence.

// floyd-warshall: under j, path[i][k] is read by every iteration and written at j = k. Split around k, the loops
// before and after carry nothing (the C compiler vectorizes them). The loop over i also carries a dependence only
// through one iteration (i = k writes row k, which the others read): with `outer` it is split too, and its pieces
// (which parallelize can run in parallel) hold the split j loop.
// REMARK: split.mlir:[[@LINE+24]]:7: remark: index-set-split: loop split around the iteration where it writes an element of 'path' that its other iterations read: the loops before and after it carry no dependence
// CHECK-LABEL: func.func @floyd_warshall(
// CHECK:         affine.for %[[K:.*]] = 0 to %[[N:.*]] {
// CHECK-NEXT:      affine.for %[[I:.*]] = 0 to %[[N]] {
// CHECK-NEXT:        affine.for %[[J:.*]] = 0 to min #{{.*}}(%[[K]])[%[[N]]] {
// CHECK:               affine.load %{{.*}}[%[[I]], %[[K]]]
// CHECK:             affine.if #{{.*}}(%[[K]])[%[[N]]] {
// CHECK-NEXT:          %[[P:.*]] = affine.apply #{{.*}}(%[[K]])
// CHECK:               affine.store %{{.*}}, %{{.*}}[%[[I]], %[[P]]]
// CHECK:             affine.for %{{.*}} = max #{{.*}}(%[[K]]) to %[[N]] {
// CHECK:               affine.load %{{.*}}[%[[I]], %[[K]]]
// CHECK-NOT:     affine.for
// CHECK:         return
// OUTER-LABEL: func.func @floyd_warshall(
// OUTER:         affine.for %[[K:.*]] = 0 to %[[N:.*]] {
// OUTER-NEXT:      affine.for %{{.*}} = 0 to min #{{.*}}(%[[K]])[%[[N]]] {
// OUTER-COUNT-2:     affine.for
// OUTER:           affine.if #{{.*}}(%[[K]])[%[[N]]] {
// OUTER-COUNT-2:     affine.for
// OUTER:           affine.for %{{.*}} = max #{{.*}}(%[[K]]) to %[[N]] {
// OUTER-COUNT-2:     affine.for
func.func @floyd_warshall(%n: index, %path: memref<?x2800xi32>) attributes {polyts.arg_names = ["n", "path"]} {
  affine.for %k = 0 to %n {
    affine.for %i = 0 to %n {
      affine.for %j = 0 to %n {
        %a = affine.load %path[%i, %j] : memref<?x2800xi32>
        %b = affine.load %path[%i, %k] : memref<?x2800xi32>
        %c = affine.load %path[%k, %j] : memref<?x2800xi32>
        %s = arith.addi %b, %c : i32
        %m = arith.minsi %a, %s : i32
        affine.store %m, %path[%i, %j] : memref<?x2800xi32>
      }
    }
  }
  return
}

// A recurrence carries a dependence from every iteration to the next: no single iteration to split around.
// REMARK-NOT: index-set-split
// CHECK-LABEL: func.func @recurrence(
// CHECK:         affine.for
// CHECK-NOT:     affine.if
// CHECK-NOT:     affine.for
func.func @recurrence(%n: index, %a: memref<?xf64>) attributes {polyts.arg_names = ["n", "a"]} {
  affine.for %i = 1 to %n {
    %x = affine.load %a[%i - 1] : memref<?xf64>
    %y = arith.addf %x, %x : f64
    affine.store %y, %a[%i] : memref<?xf64>
  }
  return
}

// The element a[k] is written at i = k and read everywhere, but the loop also carries the recurrence on b: split,
// the pieces would still carry it, so the loop stays whole.
// CHECK-LABEL: func.func @still_carried(
// CHECK:         affine.for
// CHECK-NOT:     affine.if
// CHECK-NOT:     affine.for
func.func @still_carried(%n: index, %k: index, %a: memref<?xf64>, %b: memref<?xf64>) attributes {polyts.arg_names = ["n", "k", "a", "b"]} {
  affine.for %i = 1 to %n {
    %x = affine.load %a[symbol(%k)] : memref<?xf64>
    %y = affine.load %b[%i - 1] : memref<?xf64>
    %z = arith.addf %x, %y : f64
    affine.store %z, %a[%i] : memref<?xf64>
    affine.store %z, %b[%i] : memref<?xf64>
  }
  return
}

// What the loops around say counts: j runs from i on and k < i, so the loop never writes A[i][k] (lu's update
// after scheduling); it carries nothing and is left alone.
// CHECK-LABEL: func.func @lu_row(
// CHECK:         affine.for
// CHECK-NEXT:      affine.for
// CHECK-NEXT:        affine.for
// CHECK-NOT:     affine.if
func.func @lu_row(%n: index, %A: memref<?x?xf64>) attributes {polyts.arg_names = ["n", "A"]} {
  affine.for %i = 0 to %n {
    affine.for %k = 0 to affine_map<(d0) -> (d0)>(%i) {
      affine.for %j = affine_map<(d0) -> (d0)>(%i) to %n {
        %aij = affine.load %A[%i, %j] : memref<?x?xf64>
        %aik = affine.load %A[%i, %k] : memref<?x?xf64>
        %akj = affine.load %A[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %aik, %akj : f64
        %d = arith.subf %aij, %p : f64
        affine.store %d, %A[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
