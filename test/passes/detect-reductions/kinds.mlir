// RUN: polyts-opt %s --detect-reductions 2>/dev/null | FileCheck %s
// RUN: polyts-opt %s --detect-reductions 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK

// Every associative and commutative update of an iter_arg is a reduction of its kind, reported at the update.
// REMARK: kinds.mlir:[[@LINE+12]]:10: remark: detect-reductions: addf reduction of a loop-carried value in the loop at {{.*}}kinds.mlir:[[@LINE+10]]:10
// REMARK: kinds.mlir:[[@LINE+12]]:10: remark: detect-reductions: mulf reduction
// REMARK: kinds.mlir:[[@LINE+12]]:10: remark: detect-reductions: maximumf reduction
// REMARK: kinds.mlir:[[@LINE+12]]:10: remark: detect-reductions: minimumf reduction
// REMARK: kinds.mlir:[[@LINE+12]]:10: remark: detect-reductions: maxnumf reduction
// CHECK-LABEL: func.func @floats(
// CHECK:         affine.for
// CHECK:         } {polyts.reductions = ["addf", "mulf", "maximumf", "minimumf", "maxnumf"]}
func.func @floats(%n: index, %a: memref<?xf64>) -> (f64, f64, f64, f64, f64) {
  %z = arith.constant 0.0 : f64
  %r:5 = affine.for %i = 0 to %n iter_args(%s = %z, %p = %z, %mx = %z, %mn = %z, %mnum = %z) -> (f64, f64, f64, f64, f64) {
    %x = affine.load %a[%i] : memref<?xf64>
    %1 = arith.addf %s, %x : f64
    %2 = arith.mulf %x, %p : f64
    %3 = arith.maximumf %mx, %x : f64
    %4 = arith.minimumf %mn, %x : f64
    %5 = arith.maxnumf %mnum, %x : f64
    affine.yield %1, %2, %3, %4, %5 : f64, f64, f64, f64, f64
  }
  return %r#0, %r#1, %r#2, %r#3, %r#4 : f64, f64, f64, f64, f64
}

// REMARK: remark: detect-reductions: addi reduction
// REMARK: remark: detect-reductions: muli reduction
// REMARK: remark: detect-reductions: andi reduction
// REMARK: remark: detect-reductions: ori reduction
// REMARK: remark: detect-reductions: xori reduction
// REMARK: remark: detect-reductions: maxsi reduction
// REMARK: remark: detect-reductions: minui reduction
// CHECK-LABEL: func.func @integers(
// CHECK:         } {polyts.reductions = ["addi", "muli", "andi", "ori", "xori", "maxsi", "minui"]}
func.func @integers(%n: index, %a: memref<?xi32>) -> (i32, i32, i32, i32, i32, i32, i32) {
  %z = arith.constant 0 : i32
  %r:7 = affine.for %i = 0 to %n iter_args(%s = %z, %p = %z, %an = %z, %o = %z, %x = %z, %mx = %z, %mn = %z) -> (i32, i32, i32, i32, i32, i32, i32) {
    %v = affine.load %a[%i] : memref<?xi32>
    %1 = arith.addi %s, %v overflow<nsw> : i32
    %2 = arith.muli %p, %v : i32
    %3 = arith.andi %an, %v : i32
    %4 = arith.ori %v, %o : i32
    %5 = arith.xori %x, %v : i32
    %6 = arith.maxsi %mx, %v : i32
    %7 = arith.minui %mn, %v : i32
    affine.yield %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#3, %r#4, %r#5, %r#6 : i32, i32, i32, i32, i32, i32, i32
}

// The compare-and-select forms of max and min (`m = a > m ? a : m`, in either operand order): exactly maxsi/minsi
// on integers; on floats the ordered-compare forms maxf/minf, which differ from maximumf on NaN and -0.0.
// REMARK: remark: detect-reductions: maxsi reduction
// REMARK: remark: detect-reductions: minsi reduction
// REMARK: remark: detect-reductions: maxf reduction
// REMARK: remark: detect-reductions: minf reduction
// CHECK-LABEL: func.func @selects(
// CHECK:         } {polyts.reductions = ["maxsi", "minsi", "maxf", "minf"]}
func.func @selects(%n: index, %a: memref<?xi32>, %f: memref<?xf64>) -> (i32, i32, f64, f64) {
  %z = arith.constant 0 : i32
  %zf = arith.constant 0.0 : f64
  %r:4 = affine.for %i = 0 to %n iter_args(%mx = %z, %mn = %z, %fx = %zf, %fn = %zf) -> (i32, i32, f64, f64) {
    %v = affine.load %a[%i] : memref<?xi32>
    %c1 = arith.cmpi sgt, %v, %mx : i32
    %1 = arith.select %c1, %v, %mx : i32
    %c2 = arith.cmpi sge, %mn, %v : i32
    %2 = arith.select %c2, %v, %mn : i32
    %w = affine.load %f[%i] : memref<?xf64>
    %c3 = arith.cmpf olt, %fx, %w : f64
    %3 = arith.select %c3, %w, %fx : f64
    %c4 = arith.cmpf ole, %w, %fn : f64
    %4 = arith.select %c4, %w, %fn : f64
    affine.yield %1, %2, %3, %4 : i32, i32, f64, f64
  }
  return %r#0, %r#1, %r#2, %r#3 : i32, i32, f64, f64
}

// A chain of several updates of one kind is one reduction; so is a value reduced over a whole nest, where the
// inner loop's iter_arg is itself a reduction of the same kind.
// REMARK: kinds.mlir:[[@LINE+11]]:12: remark: detect-reductions: addf reduction of a loop-carried value in the loop at {{.*}}kinds.mlir:[[@LINE+8]]:10
// REMARK: kinds.mlir:[[@LINE+7]]:10: remark: detect-reductions: addf reduction of a loop-carried value in the loop at {{.*}}kinds.mlir:[[@LINE+6]]:8
// CHECK-LABEL: func.func @chains(
// CHECK:           } {polyts.reductions = ["addf"]}
// CHECK:         } {polyts.reductions = ["addf"]}
func.func @chains(%n: index, %a: memref<?x?xf64>) -> f64 {
  %z = arith.constant 0.0 : f64
  %r = affine.for %i = 0 to %n iter_args(%s = %z) -> (f64) {
    %t = affine.for %j = 0 to %n iter_args(%u = %s) -> (f64) {
      %x = affine.load %a[%i, %j] : memref<?x?xf64>
      %y = affine.load %a[%j, %i] : memref<?x?xf64>
      %1 = arith.addf %u, %x : f64
      %2 = arith.addf %y, %1 : f64
      affine.yield %2 : f64
    }
    affine.yield %t : f64
  }
  return %r : f64
}
