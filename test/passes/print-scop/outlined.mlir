// RUN: polyts-opt %s --print-scop 2>/dev/null | FileCheck %s
// RUN: polyts-opt %s --print-scop 2>&1 >/dev/null | FileCheck --check-prefix=REMARK %s
// RUN: mlir-opt %s > /dev/null
// Outlined statements (form-statements' output): one statement per func.call of a `scop.stmt` function, named
// after the callee; its domain from the loops and affine.if around the call, its accesses from the callee's
// affine.load/affine.store with the arguments bound to the call's operands. Statement bodies are not scops.
// CHECK-NOT: scop @S

// The scalar scratchpad %tmp (memref<1xf64>, named by polyts.name) carries the value from @S1 to @S2; an index
// passed as an argument (%i) and an affine.apply inside the callee both read the enclosing iterators.
// CHECK-LABEL: scop @kernel
// CHECK-NEXT:  domain: [n] -> { S0[i0, i1] : 0 <= i0 < n and 0 <= i1 <= i0; S1[i0] : 0 <= i0 < n; S2[i0] : 0 <= i0 < n }
// CHECK-NEXT:  schedule: [n] -> { S0[i0, i1] -> [0, i0, 0, i1, 0]; S1[i0] -> [0, i0, 1]; S2[i0] -> [0, i0, 2] }
// CHECK-NEXT:  reads: [n] -> { S0[i0, i1] -> A[i0, i1]; S1[i0] -> x[i0 + 1]; S2[i0] -> tmp[0] }
// CHECK-NEXT:  writes: [n] -> { S0[i0, i1] -> A[i0, i1]; S1[i0] -> tmp[0]; S2[i0] -> x[i0] }
func.func private @S0(%A: memref<?x?xf64>, %i: index, %j: index, %beta: f64) attributes {scop.stmt} {
  %v = affine.load %A[%i, %j] : memref<?x?xf64>
  %w = arith.mulf %v, %beta : f64
  affine.store %w, %A[%i, %j] : memref<?x?xf64>
  return
}
func.func private @S1(%tmp: memref<1xf64>, %x: memref<?xf64>, %i: index) attributes {scop.stmt} {
  %k = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
  %v = affine.load %x[%k] : memref<?xf64>
  %s = math.sqrt %v : f64
  affine.store %s, %tmp[0] : memref<1xf64>
  return
}
func.func private @S2(%tmp: memref<1xf64>, %x: memref<?xf64>, %i: index, %n: i32) attributes {scop.stmt} {
  %t = affine.load %tmp[0] : memref<1xf64>
  %fn = arith.sitofp %n : i32 to f64
  %d = arith.divf %t, %fn : f64
  affine.store %d, %x[%i] : memref<?xf64>
  return
}
func.func @kernel(%n: i32, %beta: f64, %A: memref<?x?xf64>, %x: memref<?xf64>) attributes {polyts.arg_names = ["n", "beta", "A", "x"]} {
  %N = arith.index_cast %n : i32 to index
  %tmp = memref.alloca() {polyts.name = "tmp"} : memref<1xf64>
  affine.for %i = 0 to %N {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      func.call @S0(%A, %i, %j, %beta) : (memref<?x?xf64>, index, index, f64) -> ()
    }
    func.call @S1(%tmp, %x, %i) : (memref<1xf64>, memref<?xf64>, index) -> ()
    func.call @S2(%tmp, %x, %i, %n) : (memref<1xf64>, memref<?xf64>, index, i32) -> ()
  }
  return
}

// An affine.if around a call restricts its domain; a statement writing two arrays has two writes; a store that
// is not outlined takes the next S<n> that no outlined statement of the module is named (S2, S3 and S4 are).
// CHECK-LABEL: scop @mixed
// CHECK-NEXT:  domain: [p0] -> { S3[i0] : 2 <= i0 < p0; S4[i0] : 0 <= i0 < p0; S5[i0] : 0 <= i0 < p0 }
// CHECK:       writes: [p0] -> { S3[i0] -> A0[i0]; S3[i0] -> A1[i0]; S4[i0] -> A1[i0 - 1]; S5[i0] -> A0[i0] }
func.func private @S3(%a: memref<?xf64>, %b: memref<?xf64>, %i: index) attributes {scop.stmt} {
  %z = arith.constant 0.0 : f64
  affine.store %z, %a[%i] : memref<?xf64>
  affine.store %z, %b[%i] : memref<?xf64>
  return
}
func.func private @S4(%b: memref<?xf64>, %i: index) attributes {scop.stmt} {
  %v = affine.load %b[%i] : memref<?xf64>
  affine.store %v, %b[%i - 1] : memref<?xf64>
  return
}
func.func @mixed(%n: index, %a: memref<?xf64>, %b: memref<?xf64>) {
  %one = arith.constant 1.0 : f64
  affine.for %i = 0 to %n {
    affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%i) {
      func.call @S3(%a, %b, %i) : (memref<?xf64>, memref<?xf64>, index) -> ()
    }
    func.call @S4(%b, %i) : (memref<?xf64>, index) -> ()
    affine.store %one, %a[%i] : memref<?xf64>
  }
  return
}

// A statement called twice would be two statements with one name: not modelled, with a remark.
func.func private @S6(%a: memref<?xf64>, %i: index) attributes {scop.stmt} {
  %z = arith.constant 0.0 : f64
  affine.store %z, %a[%i] : memref<?xf64>
  return
}
func.func @twice(%n: index, %a: memref<?xf64>) {
  affine.for %i = 0 to %n {
    func.call @S6(%a, %i) : (memref<?xf64>, index) -> ()
    // REMARK: outlined.mlir:[[@LINE+1]]:5: remark: affine region in @twice not modelled: statement @S6 is called more than once
    func.call @S6(%a, %i) : (memref<?xf64>, index) -> ()
  }
  return
}

// A scalar computed from memory and passed to a statement would be a flow the model cannot see: remark.
func.func private @S7(%a: memref<?xf64>, %i: index, %v: f64) attributes {scop.stmt} {
  affine.store %v, %a[%i] : memref<?xf64>
  return
}
func.func @hidden(%n: index, %a: memref<?xf64>, %b: memref<?xf64>) {
  affine.for %i = 0 to %n {
    // REMARK: outlined.mlir:[[@LINE+1]]:10: remark: affine region in @hidden not modelled: the result of 'affine.load' is passed to statement @S7 but computed from memory or carried between iterations
    %v = affine.load %b[%i] : memref<?xf64>
    func.call @S7(%a, %i, %v) : (memref<?xf64>, index, f64) -> ()
  }
  return
}
