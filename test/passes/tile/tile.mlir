// RUN: polyts-opt %s --tile --print-schedule-tree 2>&1 | FileCheck %s
// RUN: polyts-opt %s --tile | mlir-opt -o /dev/null
// RUN: polyts-opt %s --pass-pipeline='builtin.module(tile{sizes=32,32},print-schedule-tree)' 2>/dev/null | FileCheck %s --check-prefix=TREE
// The tile pass on the original order of gemm: the outer i loop alone is not tiled (the statements part below it),
// the product's k and j loops form a permutable band, tiled 32x32 with j (stride one on C and B, parallel) kept
// innermost; the tile loops stay in order because i outside them is parallel. The tree is attached as scop.schedule.

// CHECK: tile.mlir:[[@LINE+29]]:7: remark: tile: band at domain/band (S0, S1): not tiled: a single loop (tiling it would only strip-mine it)
// CHECK: tile.mlir:[[@LINE+28]]:7: remark: tile: band at domain/band/sequence[0]/filter/band (S0): not tiled: a single loop
// CHECK: tile.mlir:[[@LINE+37]]:9: remark: tile: band at domain/band/sequence[1]/filter/band (S1): tiled 32x32 (its first 2 of 2 nested loops regrouped into a permutable band)
// CHECK: tile.mlir:[[@LINE+36]]:9: remark: tile: band at domain/band/sequence[1]/filter/band/band (S1): innermost point loop kept: member 1 (3 stride-one, 1 invariant, 0 other accesses, parallel)
// CHECK: tile.mlir:[[@LINE+35]]:9: remark: tile: band at domain/band/sequence[1]/filter/band (S1): tile loops left in order: an outer loop is parallel
// CHECK: tile.mlir:[[@LINE+20]]:3: remark: tile: scop @kernel_gemm: 1 band tiled
// CHECK-LABEL: {{^}}scop @kernel_gemm{{$}}
// CHECK:         schedule: "[ni, nj, nk] -> [{ S0[i0, i1] -> [(i0)]; S1[i0, i1, i2] -> [(i0)] }]"
// CHECK-NEXT:    coincident: [ 1 ]
// CHECK:         - filter: "[ni, nj, nk] -> { S1[i0, i1, i2] }"
// CHECK-NEXT:      child:
// CHECK-NEXT:        schedule: "[ni, nj, nk] -> [{ S1[i0, i1, i2] -> [(floor((i1)/32))] }, { S1[i0, i1, i2] -> [(floor((i2)/32))] }]"
// CHECK-NEXT:        permutable: 1
// CHECK-NEXT:        coincident: [ 0, 1 ]
// CHECK-NEXT:        child:
// CHECK-NEXT:          schedule: "[ni, nj, nk] -> [{ S1[i0, i1, i2] -> [(i1)] }, { S1[i0, i1, i2] -> [(i2)] }]"
// CHECK-NEXT:          permutable: 1
// CHECK-NEXT:          coincident: [ 0, 1 ]

// TREE-LABEL: {{^}}scop @kernel_gemm{{$}}
// TREE: schedule: "[ni, nj, nk] -> [{ S1[i0, i1, i2] -> [(floor((i1)/32))] }, { S1[i0, i1, i2] -> [(floor((i2)/32))] }]"
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
