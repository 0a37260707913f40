// RUN: polyts-opt %s --unroll-jam 2>/dev/null | FileCheck %s
// RUN: polyts-opt %s --unroll-jam 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// RUN: polyts-opt %s --unroll-jam='factor=2' 2>/dev/null | FileCheck %s --check-prefix=TWO

// gemm's point loops after tiling: C[i][j] does not move with k, so four iterations of k run in one j loop; C is
// loaded once, updated four times in the original order and stored once. A partial block of k runs the original
// body over what is left.
// REMARK: unroll-jam.mlir:[[@LINE+34]]:5: remark: unroll-jam: loop unrolled by 4 into its inner loop: elements of 'C' stay in a register across 4 iterations
// CHECK-LABEL: func.func @gemm_point(
// CHECK:         affine.for %[[K:.*]] = #{{.*}} to min #{{.*}} step 4 {
// CHECK-NEXT:      affine.if #[[FULL:.*]](%[[K]], %{{.*}})[%{{.*}}] {
// CHECK-NEXT:        %[[K1:.*]] = affine.apply #{{.*}}(%[[K]])
// CHECK-NEXT:        %[[K2:.*]] = affine.apply #{{.*}}(%[[K]])
// CHECK-NEXT:        %[[K3:.*]] = affine.apply #{{.*}}(%[[K]])
// CHECK-NEXT:        affine.load %{{.*}}[%{{.*}}, %[[K]]]
// CHECK-NEXT:        affine.load %{{.*}}[%{{.*}}, %[[K1]]]
// CHECK-NEXT:        affine.load %{{.*}}[%{{.*}}, %[[K2]]]
// CHECK-NEXT:        affine.load %{{.*}}[%{{.*}}, %[[K3]]]
// CHECK-COUNT-4:     arith.mulf
// CHECK-NEXT:        affine.for %[[J:.*]] =
// CHECK-NEXT:          %[[C:.*]] = affine.load %[[CM:.*]][%{{.*}}, %[[J]]]
// CHECK-NEXT:          affine.load %{{.*}}[%[[K]], %[[J]]]
// CHECK-NEXT:          arith.mulf
// CHECK-NEXT:          %[[S0:.*]] = arith.addf %[[C]],
// CHECK-NEXT:          affine.load %{{.*}}[%[[K1]], %[[J]]]
// CHECK-NEXT:          arith.mulf
// CHECK-NEXT:          %[[S1:.*]] = arith.addf %[[S0]],
// CHECK-NEXT:          affine.load %{{.*}}[%[[K2]], %[[J]]]
// CHECK-NEXT:          arith.mulf
// CHECK-NEXT:          %[[S2:.*]] = arith.addf %[[S1]],
// CHECK-NEXT:          affine.load %{{.*}}[%[[K3]], %[[J]]]
// CHECK-NEXT:          arith.mulf
// CHECK-NEXT:          %[[S3:.*]] = arith.addf %[[S2]],
// CHECK-NEXT:          affine.store %[[S3]], %[[CM]][%{{.*}}, %[[J]]]
// CHECK-NEXT:        }
// CHECK-NEXT:      } else {
// CHECK-NEXT:        affine.for %{{.*}} = #{{.*}}(%[[K]]) to min #{{.*}}(%[[K]], %{{.*}})[%{{.*}}] {
// TWO-LABEL: func.func @gemm_point(
// TWO:         step 2
func.func @gemm_point(%kt: index, %jt: index, %n: index, %alpha: f64, %C: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {polyts.arg_names = ["kt", "jt", "n", "alpha", "C", "A", "B"]} {
  affine.for %i = 0 to %n {
    affine.for %k = affine_map<(d0) -> (d0 * 32)>(%kt) to min affine_map<(d0)[s0] -> (s0, d0 * 32 + 32)>(%kt)[%n] {
      %a = affine.load %A[%i, %k] : memref<?x?xf64>
      %p = arith.mulf %alpha, %a : f64
      affine.for %j = affine_map<(d0) -> (d0 * 32)>(%jt) to min affine_map<(d0)[s0] -> (s0, d0 * 32 + 32)>(%jt)[%n] {
        %c = affine.load %C[%i, %j] : memref<?x?xf64>
        %b = affine.load %B[%k, %j] : memref<?x?xf64>
        %q = arith.mulf %p, %b : f64
        %s = arith.addf %c, %q : f64
        affine.store %s, %C[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

// A dot product per row (atax, mvt, syrk): the inner loop's reduction of row i does not depend on row i + 1's, so
// four rows reduce side by side, four independent chains in one loop, y[j] read once for all of them.
// REMARK: unroll-jam.mlir:[[@LINE+13]]:3: remark: unroll-jam: loop unrolled by 4 into its inner loop: the inner loop's carried values run as 4 independent chains
// CHECK-LABEL: func.func @dot_rows(
// CHECK:         affine.for %[[I:.*]] = 0 to %{{.*}} step 4 {
// CHECK-NEXT:      affine.if
// CHECK:             %[[R:.*]]:4 = affine.for %{{.*}} = 0 to %{{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (f64, f64, f64, f64) {
// CHECK:               affine.yield
// CHECK-NEXT:        }
// CHECK-NEXT:        affine.store %[[R]]#0, %{{.*}}[%[[I]]]
// CHECK-NEXT:        affine.store %[[R]]#1,
// CHECK-NEXT:        affine.store %[[R]]#2,
// CHECK-NEXT:        affine.store %[[R]]#3,
// CHECK-NEXT:      } else {
func.func @dot_rows(%n: index, %m: index, %x: memref<?xf64>, %A: memref<?x?xf64>, %y: memref<?xf64>) attributes {polyts.arg_names = ["n", "m", "x", "A", "y"]} {
  affine.for %i = 0 to %n {
    %init = affine.load %x[%i] : memref<?xf64>
    %r = affine.for %j = 0 to %m iter_args(%acc = %init) -> (f64) {
      %a = affine.load %A[%i, %j] : memref<?x?xf64>
      %b = affine.load %y[%j] : memref<?xf64>
      %p = arith.mulf %a, %b : f64
      %s = arith.addf %acc, %p : f64
      affine.yield %s : f64
    }
    affine.store %r, %x[%i] : memref<?xf64>
  }
  return
}

// x[j] reads x[j + 1], which the previous row wrote: side by side, row i + 1 would read x[j + 1] before row i
// wrote it. The dependence goes backwards along j, and the loop is kept.
// REMARK: unroll-jam.mlir:[[@LINE+5]]:3: remark: unroll-jam: loop kept: a dependence on x carried by the loop goes backwards along the inner loop
// CHECK-LABEL: func.func @backwards(
// CHECK-NEXT:    affine.for %{{.*}} = 0 to %{{.*}} {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to %{{.*}} {
func.func @backwards(%n: index, %m: index, %x: memref<?xf64>, %B: memref<?x?xf64>) attributes {polyts.arg_names = ["n", "m", "x", "B"]} {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      %c = affine.load %x[%j] : memref<?xf64>
      %d = affine.load %x[%j + 1] : memref<?xf64>
      %b = affine.load %B[%i, %j] : memref<?x?xf64>
      %s = arith.addf %c, %d : f64
      %t = arith.addf %s, %b : f64
      affine.store %t, %x[%j] : memref<?xf64>
    }
  }
  return
}

// The inner loop's extent changes with the row: the copies could not share one loop.
// REMARK: unroll-jam.mlir:[[@LINE+5]]:3: remark: unroll-jam: loop kept: the inner loop's bounds depend on the loop
// CHECK-LABEL: func.func @triangle(
// CHECK-NEXT:    affine.for %{{.*}} = 0 to %{{.*}} {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to #{{.*}}(%{{.*}}) {
func.func @triangle(%n: index, %x: memref<?xf64>, %B: memref<?x?xf64>) attributes {polyts.arg_names = ["n", "x", "B"]} {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %c = affine.load %x[%j] : memref<?xf64>
      %b = affine.load %B[%i, %j] : memref<?x?xf64>
      %s = arith.addf %c, %b : f64
      affine.store %s, %x[%j] : memref<?xf64>
    }
  }
  return
}

// 2mm's point loops: k outside i, and T[i][j] moves with i. k moves inside i (no dependence goes backwards along
// i or j), then four iterations of k run in one j loop.
// REMARK: unroll-jam.mlir:[[@LINE+14]]:3: remark: unroll-jam: loop moved inside the loop it held, then unrolled by 4 into its inner loop: elements of 'T' stay in a register across 4 iterations
// CHECK-LABEL: func.func @k_outside_i(
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to %[[M:.*]] {
// CHECK-NEXT:      affine.for %[[K:.*]] = 0 to %[[N:.*]] step 4 {
// CHECK-NEXT:        affine.if #{{.*}}(%[[K]])[%[[N]]] {
// CHECK-COUNT-3:       affine.apply
// CHECK-NEXT:          affine.load %{{.*}}[%[[I]], %[[K]]]
// CHECK:               affine.for %[[J:.*]] = 0 to %[[M]] {
// CHECK-NEXT:            %[[T:.*]] = affine.load %[[TM:.*]][%[[I]], %[[J]]]
// CHECK-NEXT:            affine.load %{{.*}}[%[[K]], %[[J]]]
// CHECK-NOT:             affine.load %[[TM]]
// CHECK:                 affine.store %{{.*}}, %[[TM]][%[[I]], %[[J]]]
// CHECK-NEXT:          }
func.func @k_outside_i(%n: index, %m: index, %T: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {polyts.arg_names = ["n", "m", "T", "A", "B"]} {
  affine.for %k = 0 to %n {
    affine.for %i = 0 to %m {
      %a = affine.load %A[%i, %k] : memref<?x?xf64>
      affine.for %j = 0 to %m {
        %t = affine.load %T[%i, %j] : memref<?x?xf64>
        %b = affine.load %B[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %s = arith.addf %t, %p : f64
        affine.store %s, %T[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

// mvt: two inner loops, each updating a vector in place. Each runs for four rows in turn, x1's loop before
// x2's, as in the original body; no dependence goes from x2's loop back to x1's.
// REMARK: unroll-jam.mlir:[[@LINE+12]]:3: remark: unroll-jam: loop unrolled by 4 into its inner loop: elements of 'x1', 'x2' stay in a register across 4 iterations
// CHECK-LABEL: func.func @two_inner(
// CHECK:           affine.if
// CHECK-COUNT-4:     affine.load %[[Y1:.*]][
// CHECK-NEXT:        affine.for
// CHECK-COUNT-1:       affine.store
// CHECK-NEXT:        }
// CHECK-NEXT:        affine.for
// CHECK-COUNT-1:       affine.store
// CHECK-NEXT:        }
// CHECK-NEXT:      } else {
func.func @two_inner(%n: index, %x1: memref<?xf64>, %x2: memref<?xf64>, %A: memref<?x?xf64>, %y1: memref<?xf64>, %y2: memref<?xf64>) attributes {polyts.arg_names = ["n", "x1", "x2", "A", "y1", "y2"]} {
  affine.for %i = 0 to %n {
    %v = affine.load %y1[%i] : memref<?xf64>
    affine.for %j = 0 to %n {
      %x = affine.load %x1[%j] : memref<?xf64>
      %a = affine.load %A[%i, %j] : memref<?x?xf64>
      %p = arith.mulf %a, %v : f64
      %s = arith.addf %x, %p : f64
      affine.store %s, %x1[%j] : memref<?xf64>
    }
    affine.for %j = 0 to %n {
      %x = affine.load %x2[%j] : memref<?xf64>
      %a = affine.load %A[%j, %i] : memref<?x?xf64>
      %w = affine.load %y2[%i] : memref<?xf64>
      %p = arith.mulf %a, %w : f64
      %s = arith.addf %x, %p : f64
      affine.store %s, %x2[%j] : memref<?xf64>
    }
  }
  return
}

// The store after the inner loop writes w[i + 1], which the inner loop reads in the next iteration: run side by
// side, iteration i + 1's inner loop would read w[i + 1] before iteration i wrote it.
// REMARK: unroll-jam.mlir:[[@LINE+4]]:3: remark: unroll-jam: loop kept: a dependence on w carried by the loop goes from a later part of its body to an earlier one
// CHECK-LABEL: func.func @later_to_earlier(
// CHECK-NEXT:    affine.for %{{.*}} = 0 to %{{.*}} {
func.func @later_to_earlier(%n: index, %x: memref<?xf64>, %w: memref<?xf64>) attributes {polyts.arg_names = ["n", "x", "w"]} {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      %c = affine.load %x[%j] : memref<?xf64>
      %d = affine.load %w[%i] : memref<?xf64>
      %s = arith.addf %c, %d : f64
      affine.store %s, %x[%j] : memref<?xf64>
    }
    %e = affine.load %x[0] : memref<?xf64>
    affine.store %e, %w[%i + 1] : memref<?xf64>
  }
  return
}

// adi's sweeps: each row's p[i][j] is computed from p[i][j - 1] (a recurrence along j through memory, a chain of
// divisions the processor cannot overlap), and rows do not depend on each other: four rows run side by side in one
// j loop, four independent chains.
// REMARK: unroll-jam.mlir:[[@LINE+9]]:3: remark: unroll-jam: loop unrolled by 4 into its inner loop: the inner loop's carried values run as 4 independent chains
// CHECK-LABEL: func.func @row_recurrence(
// CHECK:         affine.for %[[I:.*]] = 1 to %{{.*}} step 4 {
// CHECK-NEXT:      affine.if
// CHECK:             affine.for %[[J:.*]] = 1 to %{{.*}} {
// CHECK-COUNT-4:       arith.divf
// CHECK:               affine.store %{{.*}}, %{{.*}}[%{{.*}}, %[[J]]]
// CHECK:             }
func.func @row_recurrence(%n: index, %a: f64, %b: f64, %p: memref<?x?xf64>) attributes {polyts.arg_names = ["n", "a", "b", "p"]} {
  affine.for %i = 1 to %n {
    affine.for %j = 1 to %n {
      %prev = affine.load %p[%i, %j - 1] : memref<?x?xf64>
      %d = arith.mulf %a, %prev : f64
      %e = arith.addf %d, %b : f64
      %q = arith.divf %a, %e : f64
      affine.store %q, %p[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
