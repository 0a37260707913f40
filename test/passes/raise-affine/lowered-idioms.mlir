// RUN: polyts-opt %s --raise-affine | FileCheck %s
// What upstream `mlir-opt --lower-affine` emits for floordiv, ceildiv and mod (select sequences), for max/min
// bounds (arith.maxsi/minsi) and for affine.if (cmpi sge/eq joined by andi) is raised back to affine form.

// CHECK-DAG:   #[[LB:.*]] = affine_map<()[s0] -> (s0 floordiv 2, 3)>
// CHECK-DAG:   #[[UB:.*]] = affine_map<()[s0] -> (s0 ceildiv 4)>
// CHECK-DAG:   #[[SET:.*]] = affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, -d0 + s0 - 1 >= 0, d1 - 2 == 0)>

// CHECK-LABEL: func.func @division_idioms
// CHECK:         affine.for %[[I:.*]] = 0 to %[[N:.*]] {
// CHECK-NEXT:      affine.store %{{.*}}, %{{.*}}[%[[I]] mod 2 + %[[I]] floordiv 4 + %[[I]] ceildiv 3]
// CHECK:         affine.for %{{.*}} = max #[[LB]]()[%[[N]]] to #[[UB]]()[%[[N]]] {
// CHECK-NOT:     scf.for
func.func @division_idioms(%arg0: index, %arg1: memref<?xf64>, %arg2: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %arg3 = %c0 to %arg0 step %c1 {
    %c2_4 = arith.constant 2 : index
    %15 = arith.remsi %arg3, %c2_4 : index
    %c0_5 = arith.constant 0 : index
    %16 = arith.cmpi slt, %15, %c0_5 : index
    %17 = arith.addi %15, %c2_4 : index
    %18 = arith.select %16, %17, %15 : index
    %c4_6 = arith.constant 4 : index
    %c0_7 = arith.constant 0 : index
    %c-1_8 = arith.constant -1 : index
    %19 = arith.cmpi slt, %arg3, %c0_7 : index
    %20 = arith.subi %c-1_8, %arg3 : index
    %21 = arith.select %19, %20, %arg3 : index
    %22 = arith.divsi %21, %c4_6 : index
    %23 = arith.subi %c-1_8, %22 : index
    %24 = arith.select %19, %23, %22 : index
    %25 = arith.addi %18, %24 : index
    %c3_9 = arith.constant 3 : index
    %c0_10 = arith.constant 0 : index
    %c1_11 = arith.constant 1 : index
    %26 = arith.cmpi sle, %arg3, %c0_10 : index
    %27 = arith.subi %c0_10, %arg3 : index
    %28 = arith.subi %arg3, %c1_11 : index
    %29 = arith.select %26, %27, %28 : index
    %30 = arith.divsi %29, %c3_9 : index
    %31 = arith.subi %c0_10, %30 : index
    %32 = arith.addi %30, %c1_11 : index
    %33 = arith.select %26, %31, %32 : index
    %34 = arith.addi %25, %33 : index
    memref.store %arg2, %arg1[%34] : memref<?xf64>
  }
  %c2 = arith.constant 2 : index
  %c0_0 = arith.constant 0 : index
  %c-1 = arith.constant -1 : index
  %0 = arith.cmpi slt, %arg0, %c0_0 : index
  %1 = arith.subi %c-1, %arg0 : index
  %2 = arith.select %0, %1, %arg0 : index
  %3 = arith.divsi %2, %c2 : index
  %4 = arith.subi %c-1, %3 : index
  %5 = arith.select %0, %4, %3 : index
  %c3 = arith.constant 3 : index
  %6 = arith.maxsi %5, %c3 : index
  %c4 = arith.constant 4 : index
  %c0_1 = arith.constant 0 : index
  %c1_2 = arith.constant 1 : index
  %7 = arith.cmpi sle, %arg0, %c0_1 : index
  %8 = arith.subi %c0_1, %arg0 : index
  %9 = arith.subi %arg0, %c1_2 : index
  %10 = arith.select %7, %8, %9 : index
  %11 = arith.divsi %10, %c4 : index
  %12 = arith.subi %c0_1, %11 : index
  %13 = arith.addi %11, %c1_2 : index
  %14 = arith.select %7, %12, %13 : index
  %c1_3 = arith.constant 1 : index
  scf.for %arg3 = %6 to %14 step %c1_3 {
    memref.store %arg2, %arg1[%arg3] : memref<?xf64>
  }
  return
}

// The lowering of `affine.if (d0 - d1 >= 0, s0 - d0 - 1 >= 0, d1 - 2 == 0)`.
// CHECK-LABEL: func.func @lowered_if
// CHECK:         affine.if #[[SET]](%{{.*}}, %{{.*}})[%{{.*}}] {
func.func @lowered_if(%arg0: index, %arg1: memref<?x?xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %arg5 = %c0 to %arg0 step %c1 {
    scf.for %arg6 = %c0 to %arg0 step %c1 {
      %c0_8 = arith.constant 0 : index
      %c-1 = arith.constant -1 : index
      %5 = arith.muli %arg6, %c-1 : index
      %6 = arith.addi %arg5, %5 : index
      %7 = arith.cmpi sge, %6, %c0_8 : index
      %c-1_9 = arith.constant -1 : index
      %8 = arith.muli %arg5, %c-1_9 : index
      %9 = arith.addi %8, %arg0 : index
      %c-1_10 = arith.constant -1 : index
      %10 = arith.addi %9, %c-1_10 : index
      %11 = arith.cmpi sge, %10, %c0_8 : index
      %12 = arith.andi %7, %11 : i1
      %c-2 = arith.constant -2 : index
      %13 = arith.addi %arg6, %c-2 : index
      %14 = arith.cmpi eq, %13, %c0_8 : index
      %15 = arith.andi %12, %14 : i1
      scf.if %15 {
        memref.store %x, %arg1[%arg5, %arg6] : memref<?x?xf64>
      }
    }
  }
  return
}

// Must stay: a sequence that differs from the floordiv idiom by one constant (-2 instead of -1) is not floordiv.
// CHECK-LABEL: func.func @near_miss
// CHECK:         arith.divsi
// CHECK:         memref.store
func.func @near_miss(%arg0: index, %arg1: memref<?xf64>, %arg2: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %cm1 = arith.constant -1 : index
  %cm2 = arith.constant -2 : index
  scf.for %i = %c0 to %arg0 step %c1 {
    %x = arith.subi %i, %c4 : index
    %neg = arith.cmpi slt, %x, %c0 : index
    %t = arith.subi %cm2, %x : index
    %a = arith.select %neg, %t, %x : index
    %q = arith.divsi %a, %c4 : index
    %nq = arith.subi %cm1, %q : index
    %r = arith.select %neg, %nq, %q : index
    memref.store %arg2, %arg1[%r] : memref<?xf64>
  }
  return
}
