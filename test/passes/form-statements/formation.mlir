// RUN: polyts-opt %s --form-statements 2>/dev/null | FileCheck %s
// RUN: polyts-opt %s --form-statements 2>&1 >/dev/null | FileCheck --check-prefix=REMARK %s
// RUN: polyts-opt %s --form-statements 2>/dev/null | mlir-opt > /dev/null
// RUN: polyts-opt %s --form-statements --print-scop 2>&1 | FileCheck --check-prefix=SCOP %s
// form-statements: every store of a SCoP becomes a statement (the backward slice of its value, stopping at loop
// counters and symbols), outlined to `func.func private @S<n>(...) attributes {scop.stmt}` and called where the
// store was; the SCoP's top-level ops are marked polyts.scop. Each function below is one SCoP.
// REMARK: remark: form-statements: 1 statement(s) formed in @gemm_like
// SCOP-NOT: not modelled

// A gemm-like statement: loads and arithmetic go into @S0; the operands are the memrefs, then the loop counters,
// then the scalar from outside.
// CHECK-LABEL: func.func private @S0(
// CHECK-SAME:    %[[C:.*]]: memref<?x?xf64>, %[[A:.*]]: memref<?x?xf64>, %[[B:.*]]: memref<?x?xf64>, %[[I:.*]]: index, %[[J:.*]]: index, %[[K:.*]]: index, %[[ALPHA:.*]]: f64) attributes {scop.stmt} {
// CHECK:         affine.load %[[C]][%[[I]], %[[J]]]
// CHECK:         arith.mulf %[[ALPHA]]
// CHECK:         affine.store {{.*}}, %[[C]][%[[I]], %[[J]]]
// CHECK-NEXT:    return
// CHECK-LABEL: func.func @gemm_like(
// CHECK:         affine.for %[[I:.*]] = 0 to
// CHECK-NEXT:      affine.for %[[K:.*]] = 0 to
// CHECK-NEXT:        affine.for %[[J:.*]] = 0 to
// CHECK-NEXT:          func.call @S0({{.*}}, %[[I]], %[[J]], %[[K]], {{.*}}) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index, index, index, f64) -> ()
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    } {polyts.scop}
// SCOP-LABEL: scop @gemm_like
// SCOP-NEXT:  domain: [p0] -> { S0[i0, i1, i2] : 0 <= i0 < p0 and 0 <= i1 < p0 and 0 <= i2 < p0 }
func.func @gemm_like(%n: index, %alpha: f64, %A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>) {
  affine.for %i = 0 to %n {
    affine.for %k = 0 to %n {
      affine.for %j = 0 to %n {
        %a = affine.load %A[%i, %k] : memref<?x?xf64>
        %x = arith.mulf %alpha, %a : f64
        %b = affine.load %B[%k, %j] : memref<?x?xf64>
        %y = arith.mulf %x, %b : f64
        %c = affine.load %C[%i, %j] : memref<?x?xf64>
        %s = arith.addf %c, %y : f64
        affine.store %s, %C[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

// A pure op used by two stores (%w) is duplicated into both statements, each re-reading b[i]: no scratchpad.
// CHECK-LABEL: func.func private @S1(
// CHECK:         %[[V:.*]] = affine.load
// CHECK-NEXT:    %[[W:.*]] = arith.mulf %[[V]], %[[V]]
// CHECK-NEXT:    arith.addf %[[W]], %[[W]]
// CHECK-LABEL: func.func private @S2(
// CHECK:         %[[V:.*]] = affine.load
// CHECK-NEXT:    %[[W:.*]] = arith.mulf %[[V]], %[[V]]
// CHECK-NEXT:    arith.subf %[[W]], %[[V]]
// CHECK-LABEL: func.func @duplicated(
// CHECK-NOT:     memref.alloca
// CHECK:         func.call @S1(
// CHECK-NEXT:    func.call @S2(
func.func @duplicated(%n: index, %a: memref<?xf64>, %b: memref<?xf64>, %c: memref<?xf64>) {
  affine.for %i = 0 to %n {
    %v = affine.load %b[%i] : memref<?xf64>
    %w = arith.mulf %v, %v : f64
    %x = arith.addf %w, %w : f64
    affine.store %x, %a[%i] : memref<?xf64>
    %y = arith.subf %w, %v : f64
    affine.store %y, %c[%i] : memref<?xf64>
  }
  return
}

// Polygeist's Fig. 6: A[i] is loaded, then overwritten, then the loaded value is used in the inner loop. It cannot
// be re-read from A[i] there, so it goes through a scratchpad, stored right after the load (a statement of its own).
// CHECK-LABEL: func.func private @S3(
// CHECK-SAME:    %[[A:.*]]: memref<?xf64>, %[[P:.*]]: memref<1xf64>, %[[I:.*]]: index)
// CHECK-NEXT:    %[[V:.*]] = affine.load %[[A]][%[[I]]]
// CHECK-NEXT:    affine.store %[[V]], %[[P]][0] : memref<1xf64>
// CHECK-LABEL: func.func private @S5(
// CHECK-SAME:    %[[P:.*]]: memref<1xf64>,
// CHECK-NEXT:    affine.load %[[P]][0] : memref<1xf64>
// CHECK-LABEL: func.func @barrier(
// CHECK-NEXT:    %[[P:.*]] = memref.alloca() {polyts.name = "copy0", polyts.scratchpad = "copy"} : memref<1xf64>
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to
// CHECK-NEXT:      func.call @S3(%{{.*}}, %[[P]], %[[I]])
// CHECK-NEXT:      func.call @S4(
// CHECK-NEXT:      affine.for
// CHECK-NEXT:        func.call @S5(%[[P]],
func.func @barrier(%n: index, %other: f64, %A: memref<?xf64>, %B: memref<?xf64>, %res: memref<?x?xf64>) {
  affine.for %i = 0 to %n {
    // REMARK: formation.mlir:[[@LINE+1]]:10: remark: form-statements: scratchpad 'copy0' for the value of 'affine.load': it is overwritten before its use at {{.*}}formation.mlir:[[@LINE+6]]:7
    %0 = affine.load %A[%i] : memref<?xf64>
    affine.store %other, %A[%i] : memref<?xf64>
    affine.for %j = 0 to %n {
      %1 = affine.load %B[%j] : memref<?xf64>
      %2 = arith.mulf %0, %1 : f64
      affine.store %2, %res[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// Without the store in between, the load is re-executed in the inner loop's statement: no scratchpad.
// CHECK-LABEL: func.func private @S6(
// CHECK-SAME:    %[[A:.*]]: memref<?xf64>, %[[B:.*]]: memref<?xf64>, %[[R:.*]]: memref<?x?xf64>, %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK-NEXT:    affine.load %[[A]][%[[I]]]
// CHECK-NEXT:    affine.load %[[B]][%[[J]]]
// CHECK-LABEL: func.func @no_barrier(
// CHECK-NOT:     memref.alloca
// CHECK:         func.call @S6(
func.func @no_barrier(%n: index, %A: memref<?xf64>, %B: memref<?xf64>, %res: memref<?x?xf64>) {
  affine.for %i = 0 to %n {
    %0 = affine.load %A[%i] : memref<?xf64>
    affine.for %j = 0 to %n {
      %1 = affine.load %B[%j] : memref<?xf64>
      %2 = arith.mulf %0, %1 : f64
      affine.store %2, %res[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// A loop-carried value (what mem2reg makes of a C scalar accumulator) lives in a scratchpad: initialized before
// the loop, updated by a statement in the body, read after the loop. (It could not live in s[i], where its result
// goes, since the loop reads s[j] and j reaches i: see carried-home.mlir.)
// CHECK-LABEL: func.func private @S7(
// CHECK:         affine.store %{{.*}}, %{{.*}}[0] : memref<1xf64>
// CHECK-LABEL: func.func private @S8(
// CHECK-SAME:    %[[P:.*]]: memref<1xf64>,
// CHECK-NEXT:    %[[ACC:.*]] = affine.load %[[P]][0]
// CHECK:         %[[T:.*]] = arith.addf %[[ACC]],
// CHECK-NEXT:    affine.store %[[T]], %[[P]][0]
// CHECK-LABEL: func.func private @S9(
// CHECK-SAME:    %[[P:.*]]: memref<1xf64>,
// CHECK-NEXT:    %[[R:.*]] = affine.load %[[P]][0]
// CHECK-NEXT:    math.sqrt %[[R]]
// CHECK-LABEL: func.func @reduction(
// CHECK-NOT:     iter_args
// CHECK:         return
func.func @reduction(%n: index, %a: memref<?xf64>, %s: memref<?xf64>) {
  %z = arith.constant 0.0 : f64
  affine.for %i = 0 to %n {
    // REMARK: formation.mlir:[[@LINE+1]]:10: remark: form-statements: scratchpad 'carried0' for the value this loop carries between iterations (iter_args #0)
    %r = affine.for %j = 0 to %n iter_args(%acc = %z) -> f64 {
      %v = affine.load %s[%j] : memref<?xf64>
      %t = arith.addf %acc, %v : f64
      affine.yield %t : f64
    }
    %q = math.sqrt %r : f64
    affine.store %q, %s[%i] : memref<?xf64>
  }
  return
}

// A value stored to x[i] and used by the next statement is re-read from x[i] (as the C source wrote it).
// CHECK-LABEL: func.func private @S11(
// CHECK-SAME:    %[[X:.*]]: memref<?xf64>, %[[I:.*]]: index)
// CHECK-NEXT:    %[[V:.*]] = affine.load %[[X]][%[[I]]]
// CHECK-NEXT:    math.sqrt %[[V]]
// CHECK-LABEL: func.func @reread(
// CHECK-NOT:     memref.alloca
func.func @reread(%n: index, %f: f64, %x: memref<?xf64>) {
  affine.for %i = 0 to %n {
    %0 = affine.load %x[%i] : memref<?xf64>
    %1 = arith.divf %0, %f : f64
    affine.store %1, %x[%i] : memref<?xf64>
    %2 = math.sqrt %1 : f64
    affine.store %2, %x[%i] : memref<?xf64>
  }
  return
}

// A value of the SCoP used after it is stored to a scratchpad, read back after the SCoP; ops after the SCoP are not
// marked.
// CHECK-LABEL: func.func @escapes(
// CHECK-NEXT:    %[[P:.*]] = memref.alloca() {polyts.name = "copy0", polyts.scratchpad = "copy"} : memref<1xf64>
// CHECK:         call @S14({{.*}}) {polyts.scop}
// CHECK-NEXT:    %[[V:.*]] = affine.load %[[P]][0] : memref<1xf64>
// CHECK-NEXT:    call @use(%[[V]])
func.func private @use(f64)
func.func @escapes(%n: index, %x: memref<?xf64>) {
  %c = arith.constant 2.0 : f64
  affine.for %i = 0 to %n {
    affine.store %c, %x[%i] : memref<?xf64>
  }
  %v = affine.load %x[0] : memref<?xf64>
  // REMARK: formation.mlir:[[@LINE+1]]:8: remark: form-statements: scratchpad 'copy0' for the value of 'arith.mulf': it is used after the SCoP
  %w = arith.mulf %v, %c : f64
  affine.store %w, %x[1] : memref<?xf64>
  func.call @use(%w) : (f64) -> ()
  return
}

// The result of an affine.if goes through a scratchpad stored in each branch.
// CHECK-LABEL: func.func @if_result(
// CHECK-NEXT:    %[[P:.*]] = memref.alloca() {polyts.name = "carried0", polyts.scratchpad = "carried"} : memref<1xf64>
// CHECK:           affine.if
// CHECK-NEXT:        func.call @S{{[0-9]+}}(%{{.*}}, %[[P]], %{{.*}})
// CHECK-NEXT:      } else {
// CHECK-NEXT:        func.call @S{{[0-9]+}}(%[[P]])
// CHECK-NEXT:      }
// CHECK-NEXT:      func.call @S{{[0-9]+}}(%[[P]],
func.func @if_result(%n: index, %a: memref<?xf64>, %b: memref<?xf64>) {
  affine.for %i = 0 to %n {
    // REMARK: formation.mlir:[[@LINE+1]]:10: remark: form-statements: scratchpad 'carried0' for result #0 of this condition
    %v = affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%i) -> f64 {
      %x = affine.load %a[%i - 1] : memref<?xf64>
      affine.yield %x : f64
    } else {
      %z = arith.constant 0.0 : f64
      affine.yield %z : f64
    }
    affine.store %v, %b[%i] : memref<?xf64>
  }
  return
}

// An op that cannot be part of a SCoP (a call) is reported; what comes before it is formed, its loop is left alone.
// CHECK-LABEL: func.func @partly(
// CHECK:         affine.for
// CHECK-NEXT:      func.call @S{{[0-9]+}}(
// CHECK:         affine.for
// CHECK-NEXT:      affine.load
// CHECK-NEXT:      func.call @ext(
func.func private @ext(f64)
func.func @partly(%n: index, %a: memref<?xf64>) {
  %z = arith.constant 0.0 : f64
  affine.for %i = 0 to %n {
    affine.store %z, %a[%i] : memref<?xf64>
  }
  affine.for %i = 0 to %n {
    %v = affine.load %a[%i] : memref<?xf64>
    // REMARK: formation.mlir:[[@LINE+1]]:5: remark: form-statements: affine region in @partly not formed into statements: 'func.call' cannot be part of a SCoP
    func.call @ext(%v) : (f64) -> ()
  }
  return
}
