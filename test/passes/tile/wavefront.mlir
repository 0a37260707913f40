// RUN: polyts-opt %s --tile --print-schedule-tree 2>&1 | FileCheck %s
// RUN: polyts-opt %s --tile=wavefront=false --print-schedule-tree 2>/dev/null | FileCheck %s --check-prefix=NOWAVE
// RUN: polyts-opt %s --tile=wavefront=false --tile=wavefront=false --print-schedule-tree 2>/dev/null | FileCheck %s --check-prefix=TWICE
// Gauss-Seidel in one dimension, skewed (t, t + i) into a permutable band as Pluto schedules it: no tile loop is
// parallel, so the tile band becomes a wavefront (tile loop 0 = the sum of the two tile loops) and tile loop 1 runs
// in parallel (pipelined parallelism).

// CHECK: wavefront.mlir:[[@LINE+29]]:7: remark: tile: band at domain/band (S0): tiled 32x32
// CHECK: wavefront.mlir:[[@LINE+28]]:7: remark: tile: band at domain/band (S0): no tile loop is parallel: wavefront, tile loop 0 becomes the sum of tile loops 0 and 1 (tile loop 1 parallel)
// CHECK-LABEL: {{^}}scop @seidel_1d{{$}}
// CHECK:       schedule: "[tsteps, n] -> [{ S0[i0, i1] -> [(floor((i0)/32) + floor((i0 + i1)/32))] }, { S0[i0, i1] -> [(floor((i0 + i1)/32))] }]"
// CHECK-NEXT:  permutable: 1
// CHECK-NEXT:  coincident: [ 0, 1 ]
// CHECK-NEXT:  child:
// CHECK-NEXT:    schedule: "[tsteps, n] -> [{ S0[i0, i1] -> [(i0)] }, { S0[i0, i1] -> [(i0 + i1)] }]"
// CHECK-NEXT:    permutable: 1

// Without the wavefront the tile loops stay as tiled, neither parallel.
// NOWAVE:      schedule: "[tsteps, n] -> [{ S0[i0, i1] -> [(floor((i0)/32))] }, { S0[i0, i1] -> [(floor((i0 + i1)/32))] }]"
// NOWAVE-NEXT: permutable: 1
// NOWAVE-NEXT: child:

// Tiling a tiled tree tiles its (permutable) tile band again: two-level tiling, 32 x 32 = 1024 iterations per outer tile.
// TWICE:       schedule: "[tsteps, n] -> [{ S0[i0, i1] -> [(floor((i0)/1024))] }, { S0[i0, i1] -> [(floor((i0 + i1)/1024))] }]"
// TWICE:       schedule: "[tsteps, n] -> [{ S0[i0, i1] -> [(floor((i0)/32))] }, { S0[i0, i1] -> [(floor((i0 + i1)/32))] }]"
// TWICE:       schedule: "[tsteps, n] -> [{ S0[i0, i1] -> [(i0)] }, { S0[i0, i1] -> [(i0 + i1)] }]"
func.func @seidel_1d(%A: memref<?xf64>, %tsteps: index, %n: index) attributes {polyts.arg_names = ["A", "tsteps", "n"]} {
  %c3 = arith.constant 3.0 : f64
  affine.for %t = 0 to %tsteps {
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      %a = affine.load %A[%i - 1] : memref<?xf64>
      %b = affine.load %A[%i] : memref<?xf64>
      %c = affine.load %A[%i + 1] : memref<?xf64>
      %s = arith.addf %a, %b : f64
      %s2 = arith.addf %s, %c : f64
      %r = arith.divf %s2, %c3 : f64
      affine.store %r, %A[%i] : memref<?xf64>
    }
  } {scop.schedule = "{ domain: \"[tsteps, n] -> { S0[i0, i1] : 0 <= i0 < tsteps and 1 <= i1 < n - 1 }\", child: { schedule: \"[tsteps, n] -> [{ S0[i0, i1] -> [(i0)] }, { S0[i0, i1] -> [(i0 + i1)] }]\", permutable: 1 } }"}
  return
}
