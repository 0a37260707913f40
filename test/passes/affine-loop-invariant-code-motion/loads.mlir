// RUN: polyts-opt %s --affine-loop-invariant-code-motion 2>/dev/null | FileCheck %s
// RUN: polyts-opt %s --affine-loop-invariant-code-motion 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK

// gemm's update after tiling: alpha * A[i][k] does not depend on j, the loop over j runs in every tile (its
// bounds come from the tile loop), and nothing in it writes A, so the load and the product move before it.
// REMARK: loads.mlir:[[@LINE+14]]:9: remark: affine-loop-invariant-code-motion: loads of 'A' moved out of the loop
// CHECK-LABEL: func.func @gemm_tile(
// CHECK:         affine.for %[[JT:.*]] = 0 to
// CHECK:           affine.for %[[I:.*]] = 0 to
// CHECK:             affine.for %[[K:.*]] = 0 to
// CHECK-NEXT:          %[[A:.*]] = affine.load %{{.*}}[%[[I]], %[[K]]]
// CHECK-NEXT:          %[[P:.*]] = arith.mulf %{{.*}}, %[[A]]
// CHECK-NEXT:          affine.for %{{.*}} = #{{.*}}(%[[JT]]) to min
// CHECK-NOT:             affine.load %{{.*}}[%[[I]], %[[K]]]
// CHECK:                 arith.mulf %[[P]],
func.func @gemm_tile(%n: index, %alpha: f64, %C: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {polyts.arg_names = ["n", "alpha", "C", "A", "B"]} {
  affine.for %jt = 0 to affine_map<()[s0] -> (s0 ceildiv 32)>()[%n] {
    affine.for %i = 0 to %n {
      affine.for %k = 0 to %n {
        affine.for %j = affine_map<(d0) -> (d0 * 32)>(%jt) to min affine_map<(d0)[s0] -> (s0, d0 * 32 + 32)>(%jt)[%n] {
          %c = affine.load %C[%i, %j] : memref<?x?xf64>
          %a = affine.load %A[%i, %k] : memref<?x?xf64>
          %p = arith.mulf %alpha, %a : f64
          %b = affine.load %B[%k, %j] : memref<?x?xf64>
          %q = arith.mulf %p, %b : f64
          %s = arith.addf %c, %q : f64
          affine.store %s, %C[%i, %j] : memref<?x?xf64>
        }
      }
    }
  }
  return
}

// A loop over a free extent may run no iteration: the load stays (it could read out of bounds where the loop
// never ran), the product of two arguments, which cannot fault, moves; so does nothing from inside the affine.if.
// REMARK: loads.mlir:[[@LINE+10]]:3: remark: affine-loop-invariant-code-motion: invariant loads of 'x' stay in the loop: it may run no iteration
// CHECK-LABEL: func.func @maybe_empty(
// CHECK-NEXT:    arith.mulf
// CHECK-NEXT:    affine.for
// CHECK-NEXT:      affine.load %{{.*}}[0]
// CHECK:           affine.if
// CHECK-NEXT:        arith.divsi
// CHECK-NEXT:        affine.load %{{.*}}[1]
// CHECK:        return
func.func @maybe_empty(%m: index, %d: i32, %s: f64, %t: f64, %x: memref<?xf64>, %y: memref<?xf64>, %z: memref<?xi32>) attributes {polyts.arg_names = ["m", "d", "s", "t", "x", "y", "z"]} {
  affine.for %j = 0 to %m {
    %x0 = affine.load %x[0] : memref<?xf64>
    %st = arith.mulf %s, %t : f64
    %v = arith.addf %x0, %st : f64
    affine.store %v, %y[%j] : memref<?xf64>
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%j) {
      %q = arith.divsi %d, %d : i32
      %x1 = affine.load %x[1] : memref<?xf64>
      affine.store %q, %z[%j] : memref<?xi32>
    }
  }
  return
}

// The guard around the loop proves it runs: loads of the global move, a division by an unknown divisor too
// (it runs whenever the loop did). The loads of the array the loop writes stay (another iteration may have
// stored there), and nothing moves out of a loop that calls a function (it may write any array).
// REMARK: loads.mlir:[[@LINE+15]]:5: remark: affine-loop-invariant-code-motion: loads of 'g' moved out of the loop
// CHECK-LABEL: func.func @guarded(
// CHECK:         affine.if
// CHECK-NEXT:      memref.get_global @g
// CHECK-NEXT:      affine.load %{{.*}}[3]
// CHECK-NEXT:      arith.divsi
// CHECK-NEXT:      affine.for
// CHECK-NEXT:        affine.load %{{.*}}[0]
// CHECK:         affine.for
// CHECK-NEXT:      affine.load %{{.*}}[0]
// CHECK-NEXT:      func.call @opaque
memref.global "private" @g : memref<4xi32> = dense<[1, 2, 3, 4]>
func.func private @opaque() -> ()
func.func @guarded(%n: index, %d: i32, %y: memref<?xi32>) attributes {polyts.arg_names = ["n", "d", "y"]} {
  affine.if affine_set<()[s0] : (s0 - 1 >= 0)>()[%n] {
    affine.for %j = 0 to %n {
      %g = memref.get_global @g : memref<4xi32>
      %g3 = affine.load %g[3] : memref<4xi32>
      %q = arith.divsi %g3, %d : i32
      %y0 = affine.load %y[0] : memref<?xi32>
      %v = arith.addi %y0, %q : i32
      affine.store %v, %y[%j] : memref<?xi32>
    }
  }
  affine.for %j = 0 to 10 {
    %y0 = affine.load %y[0] : memref<?xi32>
    func.call @opaque() : () -> ()
    affine.store %y0, %y[%j] : memref<?xi32>
  }
  return
}
