// RUN: polyts-opt %s --print-dependences | FileCheck %s
// --print-dependences: per scop, one raw, war, waw and rar line, each an isl union map over the --print-scop
// parameters (source instance -> sink instance).

// A 1-d stencil in time: a[i] = a[i-1] + a[i] + a[i+1] carries flow, anti and output dependences.
// CHECK-LABEL: scop @seidel1d
// The same time step reads what the previous i wrote; a later time step reads a[i-1], a[i] and a[i+1].
// CHECK-NEXT:  raw: [tsteps, n] -> {
// CHECK-SAME:    S0[i0, i1] -> S0[o0, o1] : o1 = i1 + 1 and 0 <= i0 and 1 <= i1 and i0 < o0 < tsteps and o1 < n - 1;
// CHECK-SAME:    S0[i0, i1] -> S0[o0, o1] : o1 = i1 and 0 <= i0 and i0 < o0 < tsteps and 1 <= o1 < n - 1;
// CHECK-SAME:    S0[i0, i1] -> S0[o0, o1] : o1 = i1 - 1 and 0 <= i0 and i1 < n - 1 and i0 < o0 < tsteps and 1 <= o1;
// CHECK-SAME:    S0[i0, i1] -> S0[o0, o1] : o1 = i1 + 1 and o0 = i0 and 1 <= i1 and 0 <= o0 < tsteps and o1 < n - 1 }
// CHECK-NEXT:  war: [tsteps, n] -> {
// CHECK-SAME:    S0[i0, i1] -> S0[o0, o1] : o1 = i1 + 1 and o0 = i0 and 1 <= i1 and 0 <= o0 < tsteps and o1 < n - 1 }
// CHECK-NEXT:  waw: [tsteps, n] -> { S0[i0, i1] -> S0[o0, o1] : o1 = i1 and 0 <= i0 and i0 < o0 < tsteps and 1 <= o1 < n - 1 }
// CHECK-NEXT:  rar: [tsteps, n] -> {
func.func @seidel1d(%tsteps: i32, %n: i32, %a: memref<?xf64>) attributes {polyts.arg_names = ["tsteps", "n", "A"]} {
  %t = arith.index_cast %tsteps : i32 to index
  %m = arith.index_cast %n : i32 to index
  affine.for %k = 0 to %t {
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%m] {
      %0 = affine.load %a[%i - 1] : memref<?xf64>
      %1 = affine.load %a[%i] : memref<?xf64>
      %2 = affine.load %a[%i + 1] : memref<?xf64>
      %3 = arith.addf %0, %1 : f64
      %4 = arith.addf %3, %2 : f64
      affine.store %4, %a[%i] : memref<?xf64>
    }
  }
  return
}

// Independent statements: no dependences at all.
// CHECK-LABEL: scop @copy
// CHECK-NEXT:  raw: [p0] -> {  }
// CHECK-NEXT:  war: [p0] -> {  }
// CHECK-NEXT:  waw: [p0] -> {  }
// CHECK-NEXT:  rar: [p0] -> {  }
func.func @copy(%n: index, %a: memref<?xf64>, %b: memref<?xf64>) {
  affine.for %i = 0 to %n {
    %0 = affine.load %a[%i] : memref<?xf64>
    affine.store %0, %b[%i] : memref<?xf64>
  }
  return
}
