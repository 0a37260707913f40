// RUN: polyts-opt %s --tile --print-schedule-tree 2>/dev/null | FileCheck %s
// RUN: polyts-opt %s --tile=sizes=4 --print-schedule-tree 2>/dev/null | FileCheck %s --check-prefix=OPTION
// RUN: polyts-opt %s --tile | mlir-opt -o /dev/null
// Without a sizes option the tile pass takes the sizes a scheduler configuration attached as scop.tile_sizes; the
// option wins over the attribute.

// CHECK: schedule: "[n] -> [{ S0[i0, i1] -> [(floor((i0)/64))] }, { S0[i0, i1] -> [(floor((i1)/16))] }]"
// OPTION: schedule: "[n] -> [{ S0[i0, i1] -> [(floor((i0)/4))] }, { S0[i0, i1] -> [(floor((i1)/4))] }]"
func.func @scale(%a: memref<?x?xf64>, %n: index) attributes {polyts.arg_names = ["a", "n"]} {
  %c = arith.constant 2.0 : f64
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      %v = affine.load %a[%i, %j] : memref<?x?xf64>
      %w = arith.mulf %v, %c : f64
      affine.store %w, %a[%i, %j] : memref<?x?xf64>
    }
  } {scop.tile_sizes = array<i64: 64, 16>}
  return
}
