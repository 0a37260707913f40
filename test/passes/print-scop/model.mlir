// RUN: polyts-opt %s --print-scop | FileCheck %s
// RUN: polyts-opt %s --print-scop -o %t | FileCheck %s
// RUN: FileCheck --check-prefix=MODULE %s < %t
// The --print-scop contract: `scop @name`, then domain, schedule, reads and writes in isl syntax, parameters and
// arrays named after the C variables (polyts.arg_names) where known. With -o the module is written to the file.

// CHECK-LABEL: scop @kernel_gemm
// CHECK-NEXT:  domain: [ni, nj, nk] -> { S0[i0, i1] : 0 <= i0 < ni and 0 <= i1 < nj; S1[i0, i1, i2] : 0 <= i0 < ni and 0 <= i1 < nk and 0 <= i2 < nj }
// CHECK-NEXT:  schedule: [ni, nj, nk] -> { S0[i0, i1] -> [0, i0, 0, i1, 0]; S1[i0, i1, i2] -> [0, i0, 1, i1, 0, i2, 0] }
// CHECK-NEXT:  reads: [ni, nj, nk] -> { S0[i0, i1] -> C[i0, i1]; S1[i0, i1, i2] -> A[i0, i1]; S1[i0, i1, i2] -> B[i1, i2]; S1[i0, i1, i2] -> C[i0, i2] }
// CHECK-NEXT:  writes: [ni, nj, nk] -> { S0[i0, i1] -> C[i0, i1]; S1[i0, i1, i2] -> C[i0, i2] }
// MODULE: func.func @kernel_gemm(
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

// Without C names: parameters p0, p1, ..., arrays A0, A1, ...; steps and max/min bounds, floordiv and mod
// subscripts, affine.if with an else branch.
// CHECK-LABEL: scop @shapes
// CHECK-NEXT:  domain: [p0, p1] -> { S0[i0, i1] : 0 <= i0 < p0 and 0 <= i1 <= i0 and i0 - 3 <= i1 < p1 and exists (e0: 2e0 = i0); S1[i0, i1] : 0 <= i0 < p0 and 0 <= i1 <= i0 + 3 and i0 < i1 < p1 and exists (e0: 2e0 = i0) }
// CHECK-NEXT:  schedule: [p0, p1] -> { S0[i0, i1] -> [0, i0, 0, i1, 0]; S1[i0, i1] -> [0, i0, 0, i1, 1] }
// CHECK-NEXT:  reads: [p0, p1] -> { S0[i0, i1] -> A0[a0] : i0 - 1 <= 2a0 <= i0 }
// CHECK-NEXT:  writes: [p0, p1] -> { S0[i0, i1] -> A1[i0, a1] : 0 <= a1 <= 2 and exists (e0: 3e0 = i1 - a1); S1[i0, i1] -> A1[i1, i0] }
func.func @shapes(%n: index, %m: index, %x: memref<?xf64>, %y: memref<?x?xf64>) {
  affine.for %i = 0 to %n step 2 {
    affine.for %j = max affine_map<(d0) -> (0, d0 - 3)>(%i) to min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%i)[%m] {
      affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%i, %j) {
        %v = affine.load %x[%i floordiv 2] : memref<?xf64>
        affine.store %v, %y[%i, %j mod 3] : memref<?x?xf64>
      } else {
        %c = arith.constant 1.0 : f64
        affine.store %c, %y[%j, %i] : memref<?x?xf64>
      }
    }
  }
  return
}


// A call splits the function into two regions, numbered in textual order.
// CHECK-LABEL: scop @split_r0
// CHECK:       writes: [p0] -> { S0[i0] -> A0[i0] }
// CHECK-LABEL: scop @split_r1
// CHECK:       reads: [p0] -> { S0[i0] -> A0[i0 - 1] }
func.func private @opaque()
func.func @split(%n: index, %a: memref<?xf64>) {
  %c = arith.constant 0.0 : f64
  affine.for %i = 0 to %n {
    affine.store %c, %a[%i] : memref<?xf64>
  }
  func.call @opaque() : () -> ()
  affine.for %i = 1 to %n {
    %v = affine.load %a[%i - 1] : memref<?xf64>
    affine.store %v, %a[%i] : memref<?xf64>
  }
  return
}
