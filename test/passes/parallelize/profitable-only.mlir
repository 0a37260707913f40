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

// Constant trip counts: a loop of 16 iterations of two operations (32 in all) stays sequential, a 2-D loop of
// 200 x 100 iterations (60000 operations) is parallel; a small loop inside a parallel one is not a thread team of
// its own and stays parallel (a simd loop in C).
// REMARK: profitable-only.mlir:[[@LINE+12]]:3: remark: parallelize: loop stays sequential: parallel, but it does at most 32 operations in all (16 iterations): starting and joining threads would cost more
// REMARK: profitable-only.mlir:[[@LINE+14]]:3: remark: parallelize: parallel loop
// REMARK: profitable-only.mlir:[[@LINE+14]]:5: remark: parallelize: parallel loop
// CHECK-LABEL: func.func @constant_trips(
// CHECK:         affine.for %{{.*}} = 0 to 16
// CHECK:         affine.parallel
// CHECK:           affine.parallel
// ALL-LABEL:   func.func @constant_trips(
// ALL:           affine.parallel
// ALL:           affine.parallel
func.func @constant_trips(%a: memref<16xf64>, %B: memref<200x100xf64>) attributes {polyts.arg_names = ["a", "B"]} {
  %z = arith.constant 0.0 : f64
  affine.for %i = 0 to 16 {
    affine.store %z, %a[%i] : memref<16xf64>
  }
  affine.for %i = 0 to 200 {
    affine.for %j = 0 to 100 {
      %x = affine.load %B[%i, %j] : memref<200x100xf64>
      %y = arith.mulf %x, %x : f64
      affine.store %y, %B[%i, %j] : memref<200x100xf64>
    }
  }
  return
}

// A triangular nest of 5 bodies (n-body's pairs): at most 5 x 4 iterations of the inner loop, bounded through the
// outer loop's counter, stays sequential.
// REMARK: profitable-only.mlir:[[@LINE+5]]:3: remark: parallelize: loop stays sequential: parallel, but it does at most 85 operations in all (5 iterations): starting and joining threads would cost more
// CHECK-LABEL: func.func @pairs(
// CHECK-NOT:     affine.parallel
// CHECK:         return
func.func @pairs(%v: memref<5x5xf64>) attributes {polyts.arg_names = ["v"]} {
  affine.for %i = 0 to 5 {
    affine.for %j = affine_map<(d0) -> (d0 + 1)>(%i) to 5 {
      %x = affine.load %v[%j, %i] : memref<5x5xf64>
      %y = arith.mulf %x, %x : f64
      affine.store %y, %v[%i, %j] : memref<5x5xf64>
    }
  }
  return
}

// Bounded by a parameter: parallel, with the least trip count worth threads attached for the C emitter's if clause
// (4 operations per iteration, the yield counted, of a loop bounded by %n: 2500 iterations).
// REMARK: profitable-only.mlir:[[@LINE+5]]:3: remark: parallelize: parallel loop when it runs at least 2500 iterations (fewer do less than 10000 operations, each loop bounded by a parameter counted as running as often)
// CHECK-LABEL: func.func @parametric(
// CHECK:         affine.parallel {{.*}} {
// CHECK:         } {polyts.min_parallel_trips = 2500 : i64}
func.func @parametric(%n: index, %a: memref<?xf64>) attributes {polyts.arg_names = ["n", "a"]} {
  affine.for %i = 0 to %n {
    %x = affine.load %a[%i] : memref<?xf64>
    %y = arith.mulf %x, %x : f64
    affine.store %y, %a[%i] : memref<?xf64>
  }
  return
}
