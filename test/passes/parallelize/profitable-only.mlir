// RUN: polyts-opt %s --detect-reductions --parallelize=profitable-only=true 2>/dev/null | FileCheck %s
// RUN: polyts-opt %s --detect-reductions --parallelize=profitable-only=true 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// RUN: polyts-opt %s --detect-reductions --parallelize 2>/dev/null | FileCheck %s --check-prefix=ALL

// A time loop around one loop of work: the inner loop is parallel, but forking threads at every time step for
// n scalar updates costs more than it saves, so with profitable-only it stays sequential and says why.
// REMARK: profitable-only.mlir:[[@LINE+9]]:5: remark: parallelize: loop stays sequential: parallel, but its body holds no loop and a sequential loop encloses it
// CHECK-LABEL: func.func @time_steps(
// CHECK-NOT:     affine.parallel
// CHECK:         return
// ALL-LABEL:   func.func @time_steps(
// ALL:           affine.for
// ALL:             affine.parallel
func.func @time_steps(%t: index, %n: index, %a: memref<?xf64>, %b: memref<?xf64>) attributes {polyts.arg_names = ["t", "n", "a", "b"]} {
  affine.for %s = 0 to %t {
    affine.for %i = 1 to %n {
      %x = affine.load %a[%i - 1] : memref<?xf64>
      %y = affine.load %a[%i] : memref<?xf64>
      %z = arith.addf %x, %y : f64
      affine.store %z, %b[%i] : memref<?xf64>
    }
    affine.for %i = 1 to %n {
      %x = affine.load %b[%i] : memref<?xf64>
      affine.store %x, %a[%i] : memref<?xf64>
    }
  }
  return
}

// A parallel loop whose body holds a loop keeps enough work per fork, under a sequential loop or not; a parallel
// loop that no sequential loop encloses is parallel even when its body is flat.
// REMARK: profitable-only.mlir:[[@LINE+9]]:5: remark: parallelize: parallel loop
// REMARK: profitable-only.mlir:[[@LINE+16]]:3: remark: parallelize: parallel loop
// CHECK-LABEL: func.func @enough_work(
// CHECK:         affine.for
// CHECK:           affine.parallel
// CHECK:             affine.for
// CHECK:         affine.parallel
func.func @enough_work(%t: index, %n: index, %A: memref<?x?xf64>, %c: memref<?xf64>) attributes {polyts.arg_names = ["t", "n", "A", "c"]} {
  affine.for %s = 0 to %t {
    affine.for %i = 0 to %n {
      affine.for %j = 1 to %n {
        %x = affine.load %A[%i, %j - 1] : memref<?x?xf64>
        %y = arith.mulf %x, %x : f64
        affine.store %y, %A[%i, %j] : memref<?x?xf64>
      }
    }
  }
  affine.for %i = 0 to %n {
    %x = affine.load %c[%i] : memref<?xf64>
    %y = arith.mulf %x, %x : f64
    affine.store %y, %c[%i] : memref<?xf64>
  }
  return
}
