// RUN: polyts-opt %s --mem2reg --raise-affine | FileCheck %s
// memref.load/store -> affine.load/store when every subscript is affine in valid dims and symbols; indirect and
// non-linear subscripts stay memref accesses.

// `A[i + 1][2 * j]` evaluated in C int arithmetic, then cast to index.
// CHECK-LABEL: func.func @int_subscripts
// CHECK:         affine.for %[[I:.*]] = 0 to
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to
// CHECK-NEXT:        %[[V:.*]] = affine.load %[[A:.*]][%[[I]] + 1, %[[J]] * 2] : memref<?x?xf64>
// CHECK-NEXT:        affine.store %[[V]], %[[A]][%[[I]], %[[J]]] : memref<?x?xf64>
// CHECK-NOT:     memref.load
// CHECK-NOT:     memref.store
func.func @int_subscripts(%n: i32, %A: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1_i32 = arith.constant 1 : i32
  %c2_i32 = arith.constant 2 : i32
  %N = arith.index_cast %n : i32 to index
  scf.for %ii = %c0 to %N step %c1 {
    scf.for %jj = %c0 to %N step %c1 {
      %i = arith.index_cast %ii : index to i32
      %j = arith.index_cast %jj : index to i32
      %ip1 = arith.addi %i, %c1_i32 : i32
      %j2 = arith.muli %c2_i32, %j : i32
      %x = arith.index_cast %ip1 : i32 to index
      %y = arith.index_cast %j2 : i32 to index
      %v = memref.load %A[%x, %y] : memref<?x?xf64>
      memref.store %v, %A[%ii, %jj] : memref<?x?xf64>
    }
  }
  return
}

// Symbols in subscripts: a parameter, a memref.dim of an argument, an affine.apply of both; a rank-0 memref and
// a constant subscript at the top level; `i % 4` of a non-negative i.
// CHECK-LABEL: func.func @symbols_and_constants
// CHECK:         %[[S:.*]] = affine.load %{{.*}}[] : memref<f64>
// CHECK:         affine.store %[[S]], %{{.*}}[0] : memref<?xf64>
// CHECK:         affine.for %[[I:.*]] = 0 to %[[D:.*]] {
// CHECK-NEXT:      affine.load %{{.*}}[%[[I]] + symbol(%{{.*}}) * 2 - 1]
// CHECK-NEXT:      affine.load %{{.*}}[symbol(%[[D]]) - 1]
// CHECK-NEXT:      affine.load %{{.*}}[%[[I]] mod 4]
func.func @symbols_and_constants(%k: index, %A: memref<?xf64>, %s: memref<f64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %sv = memref.load %s[] : memref<f64>
  memref.store %sv, %A[%c0] : memref<?xf64>
  %d = memref.dim %A, %c0 : memref<?xf64>
  scf.for %i = %c0 to %d step %c1 {
    %off = affine.apply affine_map<(d0)[s0] -> (d0 + s0 * 2 - 1)>(%i)[%k]
    %a = memref.load %A[%off] : memref<?xf64>
    %last = arith.subi %d, %c1 : index
    %b = memref.load %A[%last] : memref<?xf64>
    %m = arith.remsi %i, %c4 : index
    %c = memref.load %A[%m] : memref<?xf64>
    %ab = arith.addf %a, %b : f64
    %abc = arith.addf %ab, %c : f64
    memref.store %abc, %A[%i] : memref<?xf64>
  }
  return
}

// Must stay memref accesses: an indirect subscript A[B[i]], a product A[i * j], a remainder of a possibly
// negative value, and a subscript computed in a while loop.
// CHECK-LABEL: func.func @not_affine_subscripts
// CHECK:         %[[B:.*]] = affine.load %{{.*}}[%{{.*}}] : memref<?xi32>
// CHECK-NEXT:    %[[BI:.*]] = arith.index_cast %[[B]]
// CHECK-NEXT:    memref.load %{{.*}}[%[[BI]]] : memref<?xf64>
// CHECK:         %[[IJ:.*]] = arith.muli
// CHECK-NEXT:    memref.load %{{.*}}[%[[IJ]]] : memref<?xf64>
// CHECK:         %[[R:.*]] = arith.remsi
// CHECK-NEXT:    memref.store %{{.*}}, %{{.*}}[%[[R]]] : memref<?xf64>
// CHECK:         scf.while
// CHECK:           memref.store
func.func @not_affine_subscripts(%N: index, %A: memref<?xf64>, %B: memref<?xi32>, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %N step %c1 {
    scf.for %j = %c0 to %N step %c1 {
      %b = memref.load %B[%i] : memref<?xi32>
      %bi = arith.index_cast %b : i32 to index
      %v = memref.load %A[%bi] : memref<?xf64>
      %ij = arith.muli %i, %j : index
      %w = memref.load %A[%ij] : memref<?xf64>
      %vw = arith.addf %v, %w : f64
      %im8 = arith.subi %i, %c8 : index
      %r = arith.remsi %im8, %c4 : index
      memref.store %vw, %A[%r] : memref<?xf64>
    }
  }
  %e = scf.while (%k = %c0) : (index) -> index {
    %lt = arith.cmpi slt, %k, %N : index
    scf.condition(%lt) %k : index
  } do {
  ^bb0(%k: index):
    memref.store %x, %A[%k] : memref<?xf64>
    %k2 = arith.muli %k, %c4 : index
    %k3 = arith.addi %k2, %c1 : index
    scf.yield %k3 : index
  }
  return
}
