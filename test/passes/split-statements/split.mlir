// RUN: polyts-opt %s --form-statements --split-statements 2>/dev/null | FileCheck %s
// RUN: polyts-opt %s --form-statements --split-statements 2>&1 >/dev/null | FileCheck --check-prefix=REMARK %s
// RUN: polyts-opt %s --form-statements --split-statements 2>/dev/null | mlir-opt > /dev/null
// split-statements (Polygeist III-D): a statement `A[i][j] = A[i][j] op f(...)` in at least three loops, storing to
// an element indexed by every loop but the innermost that f does not read, with at least two access patterns in f,
// becomes `M[k] = f(...)` and `A[i][j] = A[i][j] op M[k]`, M a scratchpad along the innermost loop as long as the
// array dimension k subscripts. Statements are renumbered in textual order afterwards.
// REMARK-NOT: split-statements: {{.*}}in @not

// The contraction of Fig. 8 (correlation's A[i][j] += B[k][i] * B[k][j]): it splits.
// CHECK-LABEL: func.func private @S0(
// CHECK-SAME:    %[[B:.*]]: memref<?x30xf64>, %[[M:.*]]: memref<?xf64>, %[[K:.*]]: index, %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK-NEXT:    %[[X:.*]] = affine.load %[[B]][%[[K]], %[[I]]]
// CHECK-NEXT:    %[[Y:.*]] = affine.load %[[B]][%[[K]], %[[J]]]
// CHECK-NEXT:    %[[P:.*]] = arith.mulf %[[X]], %[[Y]]
// CHECK-NEXT:    affine.store %[[P]], %[[M]][%[[K]]]
// CHECK-LABEL: func.func private @S1(
// CHECK-SAME:    %[[M:.*]]: memref<?xf64>, %[[A:.*]]: memref<?x30xf64>, %[[K:.*]]: index, %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK-NEXT:    %[[V:.*]] = affine.load %[[M]][%[[K]]]
// CHECK-NEXT:    %[[OLD:.*]] = affine.load %[[A]][%[[I]], %[[J]]]
// CHECK-NEXT:    %[[S:.*]] = arith.addf %[[OLD]], %[[V]]
// CHECK-NEXT:    affine.store %[[S]], %[[A]][%[[I]], %[[J]]]
// CHECK-LABEL: func.func @contraction(
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[N:.*]] = memref.dim %{{.*}}, %[[C0]] : memref<?x30xf64>
// CHECK-NEXT:    %[[M:.*]] = memref.alloca(%[[N]]) {polyts.name = "split0", polyts.scratchpad = "split"} : memref<?xf64>
// CHECK-NEXT:    affine.for
// CHECK-NEXT:      affine.for
// CHECK-NEXT:        affine.for %[[K:[^ ]*]] = 0 to
// CHECK-NEXT:        func.call @S0(%{{.*}}, %[[M]], %[[K]], %{{.*}}, %{{.*}})
// CHECK-NEXT:        func.call @S1(%[[M]],
func.func @contraction(%n: index, %A: memref<?x30xf64>, %B: memref<?x30xf64>) attributes {polyts.arg_names = ["n", "A", "B"]} {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      affine.for %k = 0 to %n {
        %x = affine.load %B[%k, %i] : memref<?x30xf64>
        %y = affine.load %B[%k, %j] : memref<?x30xf64>
        %p = arith.mulf %x, %y : f64
        %a = affine.load %A[%i, %j] : memref<?x30xf64>
        // REMARK: split.mlir:[[@LINE+3]]:9: remark: split-statements: split into 'split0'[innermost counter] = right-hand side, then the reduction of it:
        // REMARK-SAME: the statement is in 3 loops, the element it stores (A) is indexed by every loop but the innermost and is none of those its right-hand side reads, and the right-hand side has 2 access patterns (B, B)
        %s = arith.addf %a, %p : f64
        affine.store %s, %A[%i, %j] : memref<?x30xf64>
      }
    }
  }
  return
}

// Not split: two loops only; the innermost loop indexes the stored element (gemm's i, k, j order); the right-hand
// side reads the stored element; one access pattern only; no reduction of the stored element.
// CHECK-LABEL: func.func @not_split(
// CHECK-NOT:     memref.alloca
// CHECK:         return
func.func @not_split(%n: index, %A: memref<?x30xf64>, %B: memref<?x30xf64>, %v: memref<?xf64>) {
  affine.for %i = 0 to %n {
    affine.for %k = 0 to %n {
      %x = affine.load %B[%k, %i] : memref<?x30xf64>
      %y = affine.load %B[%i, %k] : memref<?x30xf64>
      %p = arith.mulf %x, %y : f64
      %a = affine.load %v[%i] : memref<?xf64>
      %s = arith.addf %a, %p : f64
      affine.store %s, %v[%i] : memref<?xf64>
    }
  }
  affine.for %i = 0 to %n {
    affine.for %k = 0 to %n {
      affine.for %j = 0 to %n {
        %x = affine.load %B[%i, %k] : memref<?x30xf64>
        %y = affine.load %B[%k, %j] : memref<?x30xf64>
        %p = arith.mulf %x, %y : f64
        %a = affine.load %A[%i, %j] : memref<?x30xf64>
        %s = arith.addf %a, %p : f64
        affine.store %s, %A[%i, %j] : memref<?x30xf64>
      }
    }
  }
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      affine.for %k = 0 to %n {
        %x = affine.load %B[%k, %i] : memref<?x30xf64>
        %y = affine.load %A[%i, %j] : memref<?x30xf64>
        %p = arith.mulf %x, %y : f64
        %a = affine.load %A[%i, %j] : memref<?x30xf64>
        %s = arith.addf %a, %p : f64
        affine.store %s, %A[%i, %j] : memref<?x30xf64>
      }
    }
  }
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      affine.for %k = 0 to %n {
        %x = affine.load %B[%k, %i] : memref<?x30xf64>
        %p = arith.mulf %x, %x : f64
        %a = affine.load %A[%i, %j] : memref<?x30xf64>
        %s = arith.addf %a, %p : f64
        affine.store %s, %A[%i, %j] : memref<?x30xf64>
      }
    }
  }
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      affine.for %k = 0 to %n {
        %x = affine.load %B[%k, %i] : memref<?x30xf64>
        %y = affine.load %B[%k, %j] : memref<?x30xf64>
        %p = arith.mulf %x, %y : f64
        affine.store %p, %A[%i, %j] : memref<?x30xf64>
      }
    }
  }
  return
}
