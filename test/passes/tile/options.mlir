// RUN: polyts-opt %s --tile=sizes=16,8 --print-schedule-tree 2>&1 | FileCheck %s --check-prefix=SIZES
// RUN: polyts-opt %s --tile=sizes=1,8 --print-schedule-tree 2>/dev/null | FileCheck %s --check-prefix=ONE
// RUN: polyts-opt %s --tile=sizes=1 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: polyts-opt %s --tile=intra-tile=false --print-schedule-tree 2>/dev/null | FileCheck %s --check-prefix=KEEP
// RUN: polyts-opt %s --tile --print-schedule-tree 2>/dev/null | FileCheck %s --check-prefix=REORDER
// The tile pass's options on a copy whose loops run down the columns (b[j][i] = a[j][i] with j inner).

// Sizes go to the members outermost first.
// SIZES: remark: tile: band at domain/band (S0): tiled 16x8
// SIZES: schedule: "[n] -> [{ S0[i0, i1] -> [(floor((i0)/16))] }, { S0[i0, i1] -> [(floor((i1)/8))] }]"

// A size of 1 leaves a member untiled: it stays in the tile band and is not in the point band.
// ONE:      schedule: "[n] -> [{ S0[i0, i1] -> [(i0)] }, { S0[i0, i1] -> [(floor((i1)/8))] }]"
// ONE-NEXT: permutable: 1
// ONE-NEXT: coincident: [ 1, 1 ]
// ONE-NEXT: child:
// ONE-NEXT:   schedule: "[n] -> [{ S0[i0, i1] -> [(i1)] }]"

// Every size 1: nothing tiled, no tree attached.
// NONE: remark: tile: band at domain/band (S0): not tiled: every tile size is 1
// NONE: remark: tile: scop @copy: no band tiled
// NONE-NOT: scop.schedule

// By default the point loops are reordered so that i, stride one on both arrays, is innermost; the tile loops keep
// their order.
// REORDER:      schedule: "[n] -> [{ S0[i0, i1] -> [(floor((i0)/32))] }, { S0[i0, i1] -> [(floor((i1)/32))] }]"
// REORDER:      schedule: "[n] -> [{ S0[i0, i1] -> [(i1)] }, { S0[i0, i1] -> [(i0)] }]"
// KEEP:         schedule: "[n] -> [{ S0[i0, i1] -> [(i0)] }, { S0[i0, i1] -> [(i1)] }]"
func.func @copy(%a: memref<?x?xf64>, %b: memref<?x?xf64>, %n: index) attributes {polyts.arg_names = ["a", "b", "n"]} {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      %v = affine.load %a[%j, %i] : memref<?x?xf64>
      affine.store %v, %b[%j, %i] : memref<?x?xf64>
    }
  }
  return
}
