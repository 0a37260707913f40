// RUN: polyts-opt %s --detect-reductions 2>/dev/null | FileCheck %s
// RUN: polyts-opt %s --detect-reductions 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// RUN: polyts-opt %s --detect-reductions 2>/dev/null | mlir-opt > /dev/null

// A cell is hoisted before a loop and stored after it unconditionally only where its address is known valid
// wherever the loop is reached: the loop provably runs, or the cell is accessed beside it. Elsewhere the load,
// loop and store run under `affine.if` (the loop runs at least once); see empty-loop.c for the fault this avoids.

// Proved to run (constant bounds): no guard.
// REMARK: empty-loop.mlir:[[@LINE+10]]:12: remark: detect-reductions: addf reduction of a loop-carried value in the loop at {{.*}}empty-loop.mlir:[[@LINE+7]]:5{{$}}
// CHECK-LABEL: func.func @runs(
// CHECK-NOT:     affine.if
// CHECK:         affine.for %{{.*}} = 0 to 4 iter_args(
// CHECK-LABEL: func.func @beside(
func.func @runs(%a: memref<?xf64>, %b: memref<?xf64>) {
  affine.for %i = 0 to 10 {
    affine.for %k = 0 to 4 {
      %x = affine.load %a[%i] : memref<?xf64>
      %y = affine.load %b[%k] : memref<?xf64>
      %s = arith.addf %x, %y : f64
      affine.store %s, %a[%i] : memref<?xf64>
    }
  }
  return
}
// The cell is stored beside the loop: its address is valid wherever the loop is reached.
// REMARK: empty-loop.mlir:[[@LINE+13]]:12: remark: detect-reductions: addf reduction of a loop-carried value in the loop at {{.*}}empty-loop.mlir:[[@LINE+10]]:5{{$}}
// CHECK-NOT:     affine.if
// CHECK:         affine.store %{{.*}}, %[[A:.*]][%[[I:.*]]] :
// CHECK-NEXT:    affine.load %[[A]][%[[I]]] :
// CHECK-NEXT:    affine.for %{{.*}} = 0 to %{{.*}} iter_args(
// CHECK-LABEL: func.func @hoisted(
func.func @beside(%n: index, %a: memref<?xf64>, %b: memref<?xf64>) {
  %z = arith.constant 0.0 : f64
  affine.for %i = 0 to 10 {
    affine.store %z, %a[%i] : memref<?xf64>
    affine.for %k = 0 to %n {
      %x = affine.load %a[%i] : memref<?xf64>
      %y = affine.load %b[%k] : memref<?xf64>
      %s = arith.addf %x, %y : f64
      affine.store %s, %a[%i] : memref<?xf64>
    }
  }
  return
}
// Guarded; the guard (n >= 1) moves out of the i loop, taking the loop beside it that runs only when n >= 1.
// REMARK: empty-loop.mlir:[[@LINE+19]]:12: remark: detect-reductions: addf reduction of a loop-carried value in the loop at {{.*}}empty-loop.mlir:[[@LINE+16]]:5, under a guard: the loop may run no iteration
// CHECK-SAME:    %[[M:[a-z0-9]+]]: index, %[[N:[a-z0-9]+]]: index
// CHECK-NEXT:    affine.if #set()[%[[N]]] {
// CHECK-NEXT:      affine.for %[[I:.*]] = 0 to %[[M]] {
// CHECK-NEXT:        %[[INIT:.*]] = affine.load %{{.*}}[%[[I]]] :
// CHECK-NEXT:        %[[R:.*]] = affine.for %{{.*}} = 0 to %[[N]] iter_args(%{{.*}} = %[[INIT]])
// CHECK:             affine.store %[[R]], %{{.*}}[%[[I]]] :
// CHECK-NEXT:        affine.for %{{.*}} = 0 to %[[N]] {
// CHECK:               arith.mulf
// CHECK-NEXT:          affine.store
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @hoisted(%m: index, %n: index, %a: memref<?x?xf64>, %t: memref<?xf64>, %y: memref<?xf64>) {
  affine.for %i = 0 to %m {
    affine.for %k = 0 to %n {
      %x = affine.load %t[%i] : memref<?xf64>
      %v = affine.load %a[%i, %k] : memref<?x?xf64>
      %s = arith.addf %x, %v : f64
      affine.store %s, %t[%i] : memref<?xf64>
    }
    affine.for %j = 0 to %n {
      %x = affine.load %y[%j] : memref<?xf64>
      %v = affine.load %t[%i] : memref<?xf64>
      %s = arith.mulf %x, %v : f64
      affine.store %s, %y[%j] : memref<?xf64>
    }
  }
  return
}
// A loop carrying a value already: the guard yields its result, or the initial value when it does not run.
// REMARK: empty-loop.mlir:[[@LINE+17]]:10: remark: detect-reductions: addf reduction of a loop-carried value in the loop at {{.*}}empty-loop.mlir:[[@LINE+14]]:8, under a guard
// CHECK-LABEL: func.func @results(
// CHECK-SAME:    %[[N:[a-z0-9]+]]: index
// CHECK:         %[[CST:.*]] = arith.constant
// CHECK-NEXT:    %[[G:.*]] = affine.if #set()[%[[N]]] -> f64 {
// CHECK:           %[[R:.*]]:2 = affine.for
// CHECK:           affine.store %[[R]]#1
// CHECK-NEXT:      affine.yield %[[R]]#0 : f64
// CHECK-NEXT:    } else {
// CHECK-NEXT:      affine.yield %[[CST]] : f64
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[G]] : f64
func.func @results(%n: index, %c: index, %a: memref<?xf64>, %b: memref<?xf64>) -> f64 {
  %z = arith.constant 0.0 : f64
  %r = affine.for %k = 0 to %n iter_args(%acc = %z) -> (f64) {
    %x = affine.load %a[symbol(%c)] : memref<?xf64>
    %y = affine.load %b[%k] : memref<?xf64>
    %s = arith.addf %x, %y : f64
    affine.store %s, %a[symbol(%c)] : memref<?xf64>
    %t = arith.addf %acc, %y : f64
    affine.yield %t : f64
  }
  return %r : f64
}
