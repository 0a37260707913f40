// RUN: polyts-opt %s --print-schedule-tree | FileCheck %s
// RUN: mlir-opt %s -o /dev/null
// Found by the fuzzer (npm run fuzz, pipeline model, seed 4270; shrunk by hand to this): a statement under a
// condition no iteration meets has an empty domain, so it is not in the scop's domain and must not be in its tree
// either (the printer crashed on a band naming it).

// The initial tree leaves the dead statement out.
// CHECK-LABEL: scop @dead
// CHECK-NEXT:  domain: "{ S0[i0] : 0 <= i0 <= 9 }"
// CHECK-NEXT:  child:
// CHECK-NEXT:    schedule: "[{ S0[i0] -> [(i0)] }]"
// CHECK-NOT:   S1
func.func @dead(%A: memref<10xf64>) {
  %c = arith.constant 1.0 : f64
  affine.for %i = 0 to 10 {
    affine.store %c, %A[%i] : memref<10xf64>
    affine.if affine_set<(d0) : (-d0 - 1 >= 0)>(%i) {
      affine.store %c, %A[%i] : memref<10xf64>
    }
  }
  return
}

// A tree a user attaches need not name the dead statement either.
// CHECK-LABEL: scop @dead_attached
// CHECK-NEXT:  domain: "{ S0[i0] : 0 <= i0 <= 9 }"
// CHECK-NEXT:  child:
// CHECK-NEXT:    schedule: "[{ S0[i0] -> [(9 - i0)] }]"
func.func @dead_attached(%A: memref<10xf64>) {
  %c = arith.constant 1.0 : f64
  affine.for %i = 0 to 10 {
    affine.store %c, %A[%i] : memref<10xf64>
    affine.if affine_set<(d0) : (-d0 - 1 >= 0)>(%i) {
      affine.store %c, %A[%i] : memref<10xf64>
    }
  } {scop.schedule = "{ domain: \"{ S0[i0] : 0 <= i0 <= 9 }\", child: { schedule: \"[{ S0[i0] -> [(9 - i0)] }]\" } }"}
  return
}
