// RUN: polyts-opt %s --mem2reg=forward-loads=false | FileCheck %s
// Scalar allocas become SSA values: loop-carried values where a later iteration or the code after the loop
// reads them, if results where the code after the if reads them. Escaping or indirectly indexed allocas stay.

// Straight-line code: the load sees the last store; the alloca disappears.
// CHECK-LABEL: func.func @straight_line
// CHECK-SAME:    (%[[X:.*]]: f64)
// CHECK-NOT:     memref.alloca
// CHECK:         %[[S:.*]] = arith.addf %[[X]], %[[X]]
// CHECK-NEXT:    return %[[S]]
func.func @straight_line(%x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<1xf64>
  memref.store %x, %a[%c0] : memref<1xf64>
  %v = memref.load %a[%c0] : memref<1xf64>
  %s = arith.addf %v, %v : f64
  memref.store %s, %a[%c0] : memref<1xf64>
  %r = memref.load %a[%c0] : memref<1xf64>
  return %r : f64
}

// An accumulator updated in a loop and read after it is carried in iter_args.
// CHECK-LABEL: func.func @accumulate
// CHECK:         %[[R:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (f64) {
// CHECK:           %[[S:.*]] = arith.addf %[[ACC]], %{{.*}}
// CHECK-NEXT:      scf.yield %[[S]] : f64
// CHECK:         return %[[R]]
// CHECK-NOT:     memref.alloca
func.func @accumulate(%A: memref<?xf64>, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %s = memref.alloca() : memref<1xf64>
  memref.store %z, %s[%c0] : memref<1xf64>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %A[%i] : memref<?xf64>
    %acc = memref.load %s[%c0] : memref<1xf64>
    %t = arith.addf %acc, %v : f64
    memref.store %t, %s[%c0] : memref<1xf64>
  }
  %r = memref.load %s[%c0] : memref<1xf64>
  return %r : f64
}

// A temporary written before it is read in every iteration and dead after the loop needs no iter_args.
// CHECK-LABEL: func.func @loop_temporary
// CHECK:         scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NOT:     iter_args
// CHECK:           %[[T:.*]] = arith.mulf
// CHECK-NEXT:      memref.store %[[T]]
func.func @loop_temporary(%A: memref<?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = memref.alloca() : memref<f64>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %A[%i] : memref<?xf64>
    %sq = arith.mulf %v, %v : f64
    memref.store %sq, %t[] : memref<f64>
    %u = memref.load %t[] : memref<f64>
    memref.store %u, %A[%i] : memref<?xf64>
  }
  return
}

// A value set in one branch of an if without else: the if gets a result and an else yielding the old value.
// CHECK-LABEL: func.func @if_result
// CHECK-SAME:    (%[[C:.*]]: i1, %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK:         %[[R:.*]] = scf.if %[[C]] -> (i32) {
// CHECK-NEXT:      scf.yield %[[Y]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %[[X]] : i32
// CHECK:         return %[[R]]
func.func @if_result(%c: i1, %x: i32, %y: i32) -> i32 {
  %a = memref.alloca() : memref<1xi32>
  %c0 = arith.constant 0 : index
  memref.store %x, %a[%c0] : memref<1xi32>
  scf.if %c {
    memref.store %y, %a[%c0] : memref<1xi32>
  }
  %r = memref.load %a[%c0] : memref<1xi32>
  return %r : i32
}

// A while loop whose counter lives in an alloca: the counter becomes a loop-carried value of scf.while.
// CHECK-LABEL: func.func @while_counter
// CHECK:         %[[R:.*]] = scf.while (%[[I:.*]] = %{{.*}}) : (i32) -> i32 {
// CHECK:           scf.condition(%{{.*}}) %[[I]] : i32
// CHECK:         } do {
// CHECK-NEXT:    ^bb0(%[[J:.*]]: i32):
// CHECK-NEXT:      %[[N:.*]] = arith.addi %[[J]], %{{.*}} : i32
// CHECK-NEXT:      scf.yield %[[N]] : i32
// CHECK:         return %[[R]]
func.func @while_counter(%n: i32) -> i32 {
  %i = memref.alloca() : memref<i32>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  memref.store %c0, %i[] : memref<i32>
  scf.while : () -> () {
    %iv = memref.load %i[] : memref<i32>
    %c = arith.cmpi slt, %iv, %n : i32
    scf.condition(%c)
  } do {
    %iv = memref.load %i[] : memref<i32>
    %n2 = arith.addi %iv, %c1 : i32
    memref.store %n2, %i[] : memref<i32>
    scf.yield
  }
  %r = memref.load %i[] : memref<i32>
  return %r : i32
}

// affine.for and affine.if carry values like their scf counterparts; a two-element alloca at constant
// subscripts is two independent scalars.
// CHECK-LABEL: func.func @affine_carriers
// CHECK:         %[[R:.*]]:2 = affine.for %{{.*}} = 0 to 10 iter_args(%[[A:.*]] = %{{.*}}, %[[B:.*]] = %{{.*}}) -> (f64, f64) {
// CHECK:           %[[IF:.*]] = affine.if
// CHECK:             affine.yield %{{.*}} : f64
// CHECK:           } else {
// CHECK-NEXT:        affine.yield %[[B]] : f64
// CHECK:           affine.yield %{{.*}}, %[[IF]] : f64, f64
// CHECK:         arith.subf %[[R]]#0, %[[R]]#1
func.func @affine_carriers(%x: f64) -> f64 {
  %p = memref.alloca() : memref<2xf64>
  affine.store %x, %p[0] : memref<2xf64>
  affine.store %x, %p[1] : memref<2xf64>
  affine.for %i = 0 to 10 {
    %a = affine.load %p[0] : memref<2xf64>
    %a2 = arith.addf %a, %x : f64
    affine.store %a2, %p[0] : memref<2xf64>
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
      %b = affine.load %p[1] : memref<2xf64>
      %b2 = arith.mulf %b, %x : f64
      affine.store %b2, %p[1] : memref<2xf64>
    }
  }
  %ra = affine.load %p[0] : memref<2xf64>
  %rb = affine.load %p[1] : memref<2xf64>
  %d = arith.subf %ra, %rb : f64
  return %d : f64
}

// Reading a local before any store yields zero (C leaves it indeterminate).
// CHECK-LABEL: func.func @uninitialized
// CHECK:         %[[Z:.*]] = arith.constant 0 : i32
// CHECK:         return %[[Z]]
func.func @uninitialized() -> i32 {
  %a = memref.alloca() : memref<1xi32>
  %c0 = arith.constant 0 : index
  %r = memref.load %a[%c0] : memref<1xi32>
  return %r : i32
}

// Must stay in memory: an alloca passed to a call, one indexed by a loop variable, one whose memref is itself
// stored (it escapes), and one stored inside scf.parallel (no loop-carried value to put it in).
// CHECK-LABEL: func.func @not_promotable
// CHECK-COUNT-4: memref.alloca
func.func private @use(memref<1xf64>)
func.func @not_promotable(%x: f64, %n: index, %pp: memref<1xmemref<1xf64>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloca() : memref<1xf64>
  memref.store %x, %a[%c0] : memref<1xf64>
  func.call @use(%a) : (memref<1xf64>) -> ()
  %b = memref.alloca() : memref<4xf64>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %x, %b[%i] : memref<4xf64>
  }
  %c = memref.alloca() : memref<1xf64>
  memref.store %c, %pp[%c0] : memref<1xmemref<1xf64>>
  %d = memref.alloca() : memref<1xf64>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %x, %d[%c0] : memref<1xf64>
    scf.reduce
  }
  return
}
