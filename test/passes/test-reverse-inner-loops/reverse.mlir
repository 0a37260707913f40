// RUN: POLYTS_TEST_PASSES=1 polyts-opt %s --test-reverse-inner-loops | FileCheck %s
// RUN: polyts-opt --help | FileCheck %s --check-prefix=HIDDEN
// RUN: POLYTS_TEST_PASSES=1 polyts-opt --help | FileCheck %s --check-prefix=SHOWN

// Without POLYTS_TEST_PASSES=1 the pass is not there at all; with it, --help lists it.
// HIDDEN: Passes
// HIDDEN-NOT: test-reverse-inner-loops
// SHOWN: --test-reverse-inner-loops

// The body of a step-1 loop from %lb to %ub sees lb + (ub - 1) - iv.
// CHECK-DAG:   #[[REV1:.*]] = affine_map<(d0)[s0, s1] -> (-d0 + s0 + s1 - 1)>
// CHECK-DAG:   #[[REV3:.*]] = affine_map<(d0) -> (-d0 + 8)>
// CHECK-LABEL: func.func @step1(
// CHECK:         affine.for %[[IV:.*]] = %{{.*}} to %{{.*}} {
// CHECK-NEXT:      %[[R:.*]] = affine.apply #[[REV1]](%[[IV]])
// CHECK-NEXT:      affine.store %{{.*}}, %{{.*}}[%[[R]]]
func.func @step1(%A: memref<?xf64>, %lb: index, %ub: index, %v: f64) {
  affine.for %i = %lb to %ub {
    affine.store %v, %A[%i] : memref<?xf64>
  }
  return
}

// With step 3 the last iteration is lb + 3 * ((ub - lb - 1) floordiv 3); only the innermost loop turns around.
// CHECK-LABEL: func.func @nest(
// CHECK:         affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 1 to 8 step 3 {
// CHECK-NEXT:        %[[R:.*]] = affine.apply #[[REV3]](%[[J]])
// CHECK-NEXT:        affine.store %{{.*}}, %{{.*}}[%[[I]], %[[R]]]
func.func @nest(%A: memref<10x10xf64>, %v: f64) {
  affine.for %i = 0 to 10 {
    affine.for %j = 1 to 8 step 3 {
      affine.store %v, %A[%i, %j] : memref<10x10xf64>
    }
  }
  return
}

// Loops with min/max bounds, and loops that store nothing, are left as they are.
// CHECK-LABEL: func.func @untouched(
// CHECK-NOT:     affine.apply
// CHECK:         return
func.func @untouched(%A: memref<?xf64>, %n: index, %v: f64) -> f64 {
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 10)>()[%n] {
    affine.store %v, %A[%i] : memref<?xf64>
  }
  %s = affine.for %i = 0 to %n iter_args(%acc = %v) -> f64 {
    %x = affine.load %A[%i] : memref<?xf64>
    %y = arith.addf %acc, %x : f64
    affine.yield %y : f64
  }
  return %s : f64
}
