// RUN: polyts-opt %s --print-schedule-tree | FileCheck %s
// RUN: mlir-opt %s -o /dev/null
// The --print-schedule-tree contract: for each scop a line `scop @NAME`, then its schedule tree in isl's YAML block
// layout. Without a scop.schedule attribute the tree is the original order: one band per loop, a sequence wherever
// loops and statements follow each other.

// CHECK-LABEL: scop @kernel_gemm
// CHECK-NEXT:  domain: "[ni, nj, nk] -> { S0[i0, i1] : 0 <= i0 < ni and 0 <= i1 < nj; S1[i0, i1, i2] : 0 <= i0 < ni and 0 <= i1 < nk and 0 <= i2 < nj }"
// CHECK-NEXT:  child:
// CHECK-NEXT:    schedule: "[ni, nj, nk] -> [{ S0[i0, i1] -> [(i0)]; S1[i0, i1, i2] -> [(i0)] }]"
// CHECK-NEXT:    child:
// CHECK-NEXT:      sequence:
// CHECK-NEXT:      - filter: "[ni, nj, nk] -> { S0[i0, i1] }"
// CHECK-NEXT:        child:
// CHECK-NEXT:          schedule: "[ni, nj, nk] -> [{ S0[i0, i1] -> [(i1)] }]"
// CHECK-NEXT:      - filter: "[ni, nj, nk] -> { S1[i0, i1, i2] }"
// CHECK-NEXT:        child:
// CHECK-NEXT:          schedule: "[ni, nj, nk] -> [{ S1[i0, i1, i2] -> [(i1)] }]"
// CHECK-NEXT:          child:
// CHECK-NEXT:            schedule: "[ni, nj, nk] -> [{ S1[i0, i1, i2] -> [(i2)] }]"
// CHECK-NOT:   coincident
func.func @kernel_gemm(%ni: i32, %nj: i32, %nk: i32, %alpha: f64, %beta: f64, %C: memref<?x25xf64>, %A: memref<?x30xf64>, %B: memref<?x25xf64>) attributes {polyts.arg_names = ["ni", "nj", "nk", "alpha", "beta", "C", "A", "B"]} {
  %0 = arith.index_cast %ni : i32 to index
  %1 = arith.index_cast %nj : i32 to index
  %2 = arith.index_cast %nk : i32 to index
  affine.for %i = 0 to %0 {
    affine.for %j = 0 to %1 {
      %3 = affine.load %C[%i, %j] : memref<?x25xf64>
      %4 = arith.mulf %3, %beta : f64
      affine.store %4, %C[%i, %j] : memref<?x25xf64>
    }
    affine.for %k = 0 to %2 {
      affine.for %j = 0 to %1 {
        %3 = affine.load %A[%i, %k] : memref<?x30xf64>
        %4 = arith.mulf %alpha, %3 : f64
        %5 = affine.load %B[%k, %j] : memref<?x25xf64>
        %6 = arith.mulf %4, %5 : f64
        %7 = affine.load %C[%i, %j] : memref<?x25xf64>
        %8 = arith.addf %7, %6 : f64
        affine.store %8, %C[%i, %j] : memref<?x25xf64>
      }
    }
  }
  return
}

// An attached tree is printed instead, in block layout whatever layout the attribute uses: here the loops of a
// transpose interchanged into one permutable band, both members parallel.
// CHECK-LABEL: scop @transpose
// CHECK-NEXT:  domain: "[n] -> { S0[i0, i1] : 0 <= i0 < n and 0 <= i1 < n }"
// CHECK-NEXT:  child:
// CHECK-NEXT:    schedule: "[n] -> [{ S0[i0, i1] -> [(i1)] }, { S0[i0, i1] -> [(i0)] }]"
// CHECK-NEXT:    permutable: 1
// CHECK-NEXT:    coincident: [ 1, 1 ]
func.func @transpose(%a: memref<?x?xf64>, %b: memref<?x?xf64>, %n: index) attributes {polyts.arg_names = ["a", "b", "n"]} {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      %v = affine.load %a[%j, %i] : memref<?x?xf64>
      affine.store %v, %b[%i, %j] : memref<?x?xf64>
    }
  } {scop.schedule = "{ domain: \"[n] -> { S0[i0, i1] : 0 <= i0 < n and 0 <= i1 < n }\", child: { schedule: \"[n] -> [{ S0[i, j] -> [(j)] }, { S0[i, j] -> [(i)] }]\", permutable: 1, coincident: [ 1, 1 ] } }"}
  return
}
