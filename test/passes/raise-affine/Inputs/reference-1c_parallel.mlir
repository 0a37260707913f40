// Copied from shared/mlir-reference/1c_parallel.mlir (verified with mlir-opt-19): an input of the upstream round-trip test.
// 1c: affine.parallel (multi-dim), affine.parallel with reduction, affine.for with iter_args
func.func @gemm_par(%NI: index, %NJ: index, %NK: index, %alpha: f64, %beta: f64,
                    %C: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>) {
  // 2-D parallel loop over (i, j); k reduction done with affine.for iter_args
  affine.parallel (%i, %j) = (0, 0) to (%NI, %NJ) {
    %c = affine.load %C[%i, %j] : memref<?x?xf64>
    %cb = arith.mulf %c, %beta : f64
    %sum = affine.for %k = 0 to %NK iter_args(%acc = %cb) -> (f64) {
      %a = affine.load %A[%i, %k] : memref<?x?xf64>
      %aa = arith.mulf %alpha, %a : f64
      %b = affine.load %B[%k, %j] : memref<?x?xf64>
      %p = arith.mulf %aa, %b : f64
      %acc2 = arith.addf %acc, %p : f64
      affine.yield %acc2 : f64
    }
    affine.store %sum, %C[%i, %j] : memref<?x?xf64>
  }
  return
}

// dot product with a parallel reduction
func.func @dot(%N: index, %x: memref<?xf64>, %y: memref<?xf64>) -> f64 {
  %r = affine.parallel (%i) = (0) to (%N) reduce ("addf") -> f64 {
    %a = affine.load %x[%i] : memref<?xf64>
    %b = affine.load %y[%i] : memref<?xf64>
    %p = arith.mulf %a, %b : f64
    affine.yield %p : f64
  }
  return %r : f64
}

// gemm where the k loop is a parallel reduction nested in a 2-D parallel loop
func.func @gemm_par_red(%NI: index, %NJ: index, %NK: index,
                        %C: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>) {
  affine.parallel (%i, %j) = (0, 0) to (%NI, %NJ) {
    %s = affine.parallel (%k) = (0) to (%NK) reduce ("addf") -> f64 {
      %a = affine.load %A[%i, %k] : memref<?x?xf64>
      %b = affine.load %B[%k, %j] : memref<?x?xf64>
      %p = arith.mulf %a, %b : f64
      affine.yield %p : f64
    }
    %c = affine.load %C[%i, %j] : memref<?x?xf64>
    %n = arith.addf %c, %s : f64
    affine.store %n, %C[%i, %j] : memref<?x?xf64>
  }
  return
}

// multiple reductions, steps, max/min bounds, map bounds in affine.parallel
func.func @multi(%N: index, %x: memref<?xf64>) -> (f64, f64, i32) {
  %r:3 = affine.parallel (%i) = (0) to (%N) step (2) reduce ("addf", "maximumf", "addi") -> (f64, f64, i32) {
    %a = affine.load %x[%i] : memref<?xf64>
    %one = arith.constant 1 : i32
    affine.yield %a, %a, %one : f64, f64, i32
  }
  // bounds may be lists (lower = max of list, upper = min of list)
  affine.parallel (%i, %j) = (0, max(1, symbol(%N) floordiv 2)) to (min(symbol(%N), 100), %N) {
    %v = affine.load %x[%i + %j] : memref<?xf64>
    affine.store %v, %x[%i] : memref<?xf64>
  }
  return %r#0, %r#1, %r#2 : f64, f64, i32
}
