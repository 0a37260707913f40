// RUN: polyts-opt %s --inline-statements | FileCheck %s
// RUN: polyts-opt %s --form-statements --inline-statements 2>/dev/null | FileCheck --check-prefix=ROUND %s
// RUN: polyts-opt %s --form-statements --inline-statements 2>/dev/null | mlir-opt > /dev/null
// inline-statements: calls of outlined statements (scop.stmt) are inlined, the statement functions deleted, and the
// one-element scratchpads they were passed become SSA values again (mem2reg, load forwarding). After
// form-statements it gives back the loop nests form-statements started from.
// CHECK-NOT: scop.stmt
// ROUND-NOT: scop.stmt

// Hand-written outlined statements: the scratchpad %tmp carries sqrt(x[i + 1]) from @S0 to @S1; after inlining it
// is an SSA value and the alloca is gone. The call's SCoP marker carries over to the inlined ops.
// CHECK-LABEL: func.func @outlined(
// CHECK-NOT:     memref.alloca
// CHECK:         affine.for %[[I:.*]] = 0 to
// CHECK-NEXT:      %[[V:.*]] = affine.load %{{.*}}[%[[I]] + 1]
// CHECK-NEXT:      %[[S:.*]] = math.sqrt %[[V]]
// CHECK-NEXT:      %[[D:.*]] = arith.divf %[[S]], %{{.*}}
// CHECK-NEXT:      affine.store %[[D]], %{{.*}}[%[[I]]]
// CHECK-NEXT:    } {polyts.scop}
// CHECK:         %[[Z:.*]] = arith.constant {polyts.scop} 0.0
// CHECK-NEXT:    affine.store %[[Z]], %{{.*}}[0] {polyts.scop}
func.func private @S0(%tmp: memref<1xf64>, %x: memref<?xf64>, %i: index) attributes {scop.stmt} {
  %v = affine.load %x[%i + 1] : memref<?xf64>
  %s = math.sqrt %v : f64
  affine.store %s, %tmp[0] : memref<1xf64>
  return
}
func.func private @S1(%tmp: memref<1xf64>, %x: memref<?xf64>, %i: index, %f: f64) attributes {scop.stmt} {
  %t = affine.load %tmp[0] : memref<1xf64>
  %d = arith.divf %t, %f : f64
  affine.store %d, %x[%i] : memref<?xf64>
  return
}
func.func private @S2(%x: memref<?xf64>) attributes {scop.stmt} {
  %z = arith.constant 0.0 : f64
  affine.store %z, %x[0] : memref<?xf64>
  return
}
func.func @outlined(%n: index, %f: f64, %x: memref<?xf64>) {
  %tmp = memref.alloca() : memref<1xf64>
  affine.for %i = 0 to %n {
    func.call @S0(%tmp, %x, %i) : (memref<1xf64>, memref<?xf64>, index) -> ()
    func.call @S1(%tmp, %x, %i, %f) : (memref<1xf64>, memref<?xf64>, index, f64) -> ()
  } {polyts.scop}
  func.call @S2(%x) {polyts.scop} : (memref<?xf64>) -> ()
  return
}

// Round trips through form-statements: the scratchpad of Fig. 6 is a value again, the accumulator an iter_arg, and
// the value re-read from x[i] is forwarded from its store.
// ROUND-LABEL: func.func @barrier(
// ROUND-NOT:     memref.alloca
// ROUND:         affine.for %[[I:.*]] = 0 to
// ROUND-NEXT:      %[[V:.*]] = affine.load %{{.*}}[%[[I]]]
// ROUND-NEXT:      affine.store %{{.*}}, %{{.*}}[%[[I]]]
// ROUND-NEXT:      affine.for
// ROUND-NEXT:        affine.load
// ROUND-NEXT:        arith.mulf %[[V]],
func.func @barrier(%n: index, %other: f64, %A: memref<?xf64>, %B: memref<?xf64>, %res: memref<?x?xf64>) {
  affine.for %i = 0 to %n {
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

// A value carried in a scratchpad is carried in SSA again.
// ROUND-LABEL: func.func @reduction(
// ROUND-NOT:     memref.alloca
// ROUND:         %[[R:.*]] = affine.for %{{.*}} = 0 to %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (f64) {
// ROUND:           arith.addf %[[ACC]],
// ROUND:         math.sqrt %[[R]]
func.func @reduction(%n: index, %a: memref<?xf64>, %s: memref<?xf64>) {
  %z = arith.constant 0.0 : f64
  affine.for %i = 0 to %n {
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

// A value carried in the element its result is stored to stays there: the accumulation is in s[i] (detect-reductions
// carries it in SSA again, as a C compiler would).
// ROUND-LABEL: func.func @reduction_in_place(
// ROUND-NOT:     iter_args
// ROUND:         affine.for %[[I:.*]] = 0 to
// ROUND:           affine.store %{{.*}}, %[[S:.*]][%[[I]]]
// ROUND:           affine.for
// ROUND:             %[[ACC:.*]] = affine.load %[[S]][%[[I]]]
// ROUND:             %[[T:.*]] = arith.addf %[[ACC]],
// ROUND-NEXT:        affine.store %[[T]], %[[S]][%[[I]]]
// ROUND:           %[[R:.*]] = affine.load %[[S]][%[[I]]]
// ROUND-NEXT:      %[[Q:.*]] = math.sqrt %[[R]]
// ROUND-NEXT:      affine.store %[[Q]], %[[S]][%[[I]]]
func.func @reduction_in_place(%n: index, %a: memref<?xf64>, %s: memref<?xf64>) {
  %z = arith.constant 0.0 : f64
  affine.for %i = 0 to %n {
    %r = affine.for %j = 0 to %n iter_args(%acc = %z) -> f64 {
      %v = affine.load %a[%j] : memref<?xf64>
      %t = arith.addf %acc, %v : f64
      affine.yield %t : f64
    }
    %q = math.sqrt %r : f64
    affine.store %q, %s[%i] : memref<?xf64>
  }
  return
}

// ROUND-LABEL: func.func @reread(
// ROUND:         %[[D:.*]] = arith.divf
// ROUND-NEXT:    affine.store %[[D]],
// ROUND-NEXT:    math.sqrt %[[D]]
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
