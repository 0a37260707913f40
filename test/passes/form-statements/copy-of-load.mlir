// RUN: polyts-opt %s --form-statements 2>/dev/null | FileCheck %s
// RUN: polyts-opt %s --form-statements --inline-statements 2>/dev/null | FileCheck --check-prefix=INLINED %s
// RUN: polyts-opt %s --form-statements 2>/dev/null | mlir-opt > /dev/null
// The scratchpad copy of a loaded value computes the value: it reads the loaded element again, even when the
// load's subscript is itself a value read from memory (not recomputable in the statement, so re-read there). It
// never reads the scratchpad it writes.

// %x = A[N[0]] is used after the SCoP, which overwrites A: its copy statement loads N[0], then A at it.
// CHECK-LABEL: func.func private @S0(
// CHECK-SAME:    %[[N:.*]]: memref<1xindex>, %[[A:.*]]: memref<10xf64>, %[[PAD:.*]]: memref<1xf64>)
// CHECK-NEXT:    %[[K:.*]] = affine.load %[[N]][0]
// CHECK-NEXT:    %[[X:.*]] = affine.load %[[A]][%[[K]]]
// CHECK-NEXT:    affine.store %[[X]], %[[PAD]][0]
// CHECK-NEXT:    return
// CHECK-LABEL: func.func @copy_of_indirect_load(
// CHECK:         %[[COPY:.*]] = memref.alloca() {polyts.name = "copy0", polyts.scratchpad = "copy"}
// CHECK:         call @S0(%{{.*}}, %{{.*}}, %[[COPY]])
// CHECK:         %[[R:.*]] = affine.load %[[COPY]][0]
// CHECK-NEXT:    return %[[R]]
// Inlined again, the function returns the element it loaded before the loop overwrote A.
// INLINED-LABEL: func.func @copy_of_indirect_load(
// INLINED-SAME:    %[[A:.*]]: memref<10xf64>, %[[N:.*]]: memref<1xindex>,
// INLINED:         %[[K:.*]] = affine.load %[[N]][0]
// INLINED-NEXT:    %[[X:.*]] = affine.load %[[A]][%[[K]]]
// INLINED:         affine.for
// INLINED:         return %[[X]] : f64
func.func @copy_of_indirect_load(%A: memref<10xf64>, %N: memref<1xindex>, %B: memref<10xf64>) -> f64 {
  %zero = arith.constant 0.0 : f64
  %n = affine.load %N[0] : memref<1xindex>
  %x = affine.load %A[%n] : memref<10xf64>
  affine.store %x, %B[0] : memref<10xf64>
  affine.for %i = 0 to 10 {
    affine.store %zero, %A[%i] : memref<10xf64>
  }
  return %x : f64
}
