// RUN: polyts-opt %s --form-statements 2>/dev/null | FileCheck %s
// RUN: polyts-opt %s --form-statements 2>&1 >/dev/null | FileCheck --check-prefix=REMARK %s
// RUN: polyts-opt %s --form-statements 2>/dev/null | mlir-opt > /dev/null
// A loop-carried value (a C scalar accumulator after mem2reg) lives in the element its final value is stored to
// after the loop, instead of a scratchpad, when nothing else reads or writes that element from the loop's start to
// that store. The statements then update the array in place, as `A[i][j] -= ...` would, and the scheduler sees no
// scalar that every iteration overwrites. Nothing else changes: the init is stored to the element before the loop
// (unless it was loaded from there), and a store of the plain result to it is dropped.

// ludcmp's `w = A[i][j]; for (k < j) w -= A[i][k] * A[k][j]; A[i][j] = w / A[j][j];` with j < i: A[k][j] and A[j][j]
// never reach A[i][j] (k < j < i), which the exact test sees from the loops around. The init was loaded from A[i][j],
// so no store before the loop.
// REMARK: carried-home.mlir:[[@LINE+17]]:12: remark: form-statements: the value this loop carries between iterations (iter_args #0) stays in '%arg1', where it is stored after the loop
// CHECK-LABEL: func.func private @S0(
// CHECK-SAME:    %[[A:.*]]: memref<?x?xf64>, %[[I:.*]]: index, %[[J:.*]]: index, %[[K:.*]]: index)
// CHECK-NEXT:    %[[W:.*]] = affine.load %[[A]][%[[I]], %[[J]]]
// CHECK:         arith.subf %[[W]],
// CHECK:         affine.store %{{.*}}, %[[A]][%[[I]], %[[J]]]
// CHECK-LABEL: func.func private @S1(
// CHECK-SAME:    %[[A:.*]]: memref<?x?xf64>, %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK-NEXT:    %[[W:.*]] = affine.load %[[A]][%[[I]], %[[J]]]
// CHECK-NEXT:    %[[D:.*]] = affine.load %[[A]][%[[J]], %[[J]]]
// CHECK-NEXT:    arith.divf %[[W]], %[[D]]
// CHECK-LABEL: func.func @lu_row(
// CHECK-NOT:     memref.alloca
func.func @lu_row(%n: index, %A: memref<?x?xf64>) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %w0 = affine.load %A[%i, %j] : memref<?x?xf64>
      %w = affine.for %k = 0 to affine_map<(d0) -> (d0)>(%j) iter_args(%acc = %w0) -> f64 {
        %a = affine.load %A[%i, %k] : memref<?x?xf64>
        %b = affine.load %A[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %t = arith.subf %acc, %p : f64
        affine.yield %t : f64
      }
      %d = affine.load %A[%j, %j] : memref<?x?xf64>
      %q = arith.divf %w, %d : f64
      affine.store %q, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// The same update over every j: A[k][j] reaches A[i][j] when i < j (k = i), so the value needs a scratchpad.
// REMARK: carried-home.mlir:[[@LINE+7]]:12: remark: form-statements: scratchpad 'carried0' for the value this loop carries between iterations (iter_args #0)
// CHECK-LABEL: func.func @square(
// CHECK:         memref.alloca() {polyts.name = "carried0", polyts.scratchpad = "carried"}
func.func @square(%n: index, %A: memref<?x?xf64>) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      %w0 = affine.load %A[%i, %j] : memref<?x?xf64>
      %w = affine.for %k = 0 to affine_map<(d0) -> (d0)>(%j) iter_args(%acc = %w0) -> f64 {
        %a = affine.load %A[%i, %k] : memref<?x?xf64>
        %b = affine.load %A[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %t = arith.subf %acc, %p : f64
        affine.yield %t : f64
      }
      affine.store %w, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// A forward substitution (`w = b[i]; for (j < i) w -= L[i][j] * y[j]; y[i] = w;`): the init b[i] is stored to y[i]
// before the loop, the loop updates y[i] in place, and the store of the plain result is gone.
// CHECK-LABEL: func.func private @S5(
// CHECK-SAME:    %[[B:.*]]: memref<?xf64>, %[[Y:.*]]: memref<?xf64>, %[[I:.*]]: index)
// CHECK-NEXT:    %[[V:.*]] = affine.load %[[B]][%[[I]]]
// CHECK-NEXT:    affine.store %[[V]], %[[Y]][%[[I]]]
// CHECK-LABEL: func.func private @S6(
// CHECK:         affine.load %[[Y:.*]][%[[I:.*]]] : memref<?xf64>
// CHECK:         affine.store %{{.*}}, %[[Y]][%[[I]]]
// CHECK-LABEL: func.func @forward(
// CHECK-NOT:     memref.alloca
// CHECK:         affine.for %[[I:.*]] = 0 to
// CHECK-NEXT:      func.call @S5(
// CHECK-NEXT:      affine.for
// CHECK-NEXT:        func.call @S6(
// CHECK-NEXT:      }
// CHECK-NEXT:    }
func.func @forward(%n: index, %L: memref<?x?xf64>, %b: memref<?xf64>, %y: memref<?xf64>) {
  affine.for %i = 0 to %n {
    %w0 = affine.load %b[%i] : memref<?xf64>
    %w = affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) iter_args(%acc = %w0) -> f64 {
      %l = affine.load %L[%i, %j] : memref<?x?xf64>
      %x = affine.load %y[%j] : memref<?xf64>
      %p = arith.mulf %l, %x : f64
      %t = arith.subf %acc, %p : f64
      affine.yield %t : f64
    }
    affine.store %w, %y[%i] : memref<?xf64>
  }
  return
}

// symm's `temp2`: the statement storing it to C[i] also reads the old C[i], which the accumulation would have
// overwritten: a scratchpad.
// REMARK: carried-home.mlir:[[@LINE+6]]:10: remark: form-statements: scratchpad 'carried0' for the value this loop carries between iterations (iter_args #0)
// CHECK-LABEL: func.func @reads_old_value(
// CHECK:         memref.alloca() {polyts.name = "carried0", polyts.scratchpad = "carried"}
func.func @reads_old_value(%n: index, %beta: f64, %A: memref<?x?xf64>, %C: memref<?xf64>) {
  %z = arith.constant 0.0 : f64
  affine.for %i = 0 to %n {
    %w = affine.for %k = 0 to %n iter_args(%acc = %z) -> f64 {
      %a = affine.load %A[%i, %k] : memref<?x?xf64>
      %t = arith.addf %acc, %a : f64
      affine.yield %t : f64
    }
    %c = affine.load %C[%i] : memref<?xf64>
    %bc = arith.mulf %beta, %c : f64
    %s = arith.addf %bc, %w : f64
    affine.store %s, %C[%i] : memref<?xf64>
  }
  return
}

// A result stored with a narrower type cannot be carried in that element: a scratchpad.
// REMARK: carried-home.mlir:[[@LINE+6]]:10: remark: form-statements: scratchpad 'carried0' for the value this loop carries between iterations (iter_args #0)
// CHECK-LABEL: func.func @narrower(
// CHECK:         memref.alloca() {polyts.name = "carried0", polyts.scratchpad = "carried"}
func.func @narrower(%n: index, %A: memref<?x?xf64>, %C: memref<?xf32>) {
  %z = arith.constant 0.0 : f64
  affine.for %i = 0 to %n {
    %w = affine.for %k = 0 to %n iter_args(%acc = %z) -> f64 {
      %a = affine.load %A[%i, %k] : memref<?x?xf64>
      %t = arith.addf %acc, %a : f64
      affine.yield %t : f64
    }
    %s = arith.truncf %w : f64 to f32
    affine.store %s, %C[%i] : memref<?xf32>
  }
  return
}

// A sum over a nest: the inner loop's value goes on in the outer loop, whose result is stored to x[i]; both stay in
// x[i], which the nest does not otherwise touch.
// REMARK: carried-home.mlir:[[@LINE+14]]:10: remark: form-statements: the value this loop carries between iterations (iter_args #0) stays in '%arg2', where it is stored after the loop
// REMARK: carried-home.mlir:[[@LINE+14]]:12: remark: form-statements: the value this loop carries between iterations (iter_args #0) stays in '%arg2', where it is stored after the loop
// CHECK-LABEL: func.func @nest_sum(
// CHECK-NOT:     memref.alloca
// CHECK:         affine.for %[[I:.*]] = 0 to
// CHECK-NEXT:      func.call @S{{[0-9]+}}(
// CHECK-NEXT:      affine.for
// CHECK-NEXT:        affine.for
// CHECK-NEXT:          func.call @S{{[0-9]+}}(
// CHECK-NOT:     func.call
// CHECK:         return
func.func @nest_sum(%n: index, %A: memref<?x?x?xf64>, %x: memref<?xf64>) {
  %z = arith.constant 0.0 : f64
  affine.for %i = 0 to %n {
    %s = affine.for %j = 0 to %n iter_args(%outer = %z) -> f64 {
      %t = affine.for %k = 0 to %n iter_args(%inner = %outer) -> f64 {
        %a = affine.load %A[%i, %j, %k] : memref<?x?x?xf64>
        %u = arith.addf %inner, %a : f64
        affine.yield %u : f64
      }
      affine.yield %t : f64
    }
    affine.store %s, %x[%i] : memref<?xf64>
  }
  return
}
