// Inputs of the schedule check-tests (no RUN line: not a test by itself).

// C[i][j] += A[i][k] * B[k][j], written i, j, k.
func.func @matmul(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>, %n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      affine.for %k = 0 to %n {
        %a = affine.load %A[%i, %k] : memref<?x?xf64>
        %b = affine.load %B[%k, %j] : memref<?x?xf64>
        %c = affine.load %C[%i, %j] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %s = arith.addf %c, %p : f64
        affine.store %s, %C[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

// B[i] = A[i]; then A[i] = B[i] + B[i]: two loops the same depth, fusable.
func.func @two(%A: memref<?xf64>, %B: memref<?xf64>, %n: index) {
  affine.for %i = 0 to %n {
    %a = affine.load %A[%i] : memref<?xf64>
    affine.store %a, %B[%i] : memref<?xf64>
  }
  affine.for %i = 0 to %n {
    %b = affine.load %B[%i] : memref<?xf64>
    %c = arith.addf %b, %b : f64
    affine.store %c, %A[%i] : memref<?xf64>
  }
  return
}

// jacobi-1d: B[i] = A[i-1] + A[i] + A[i+1]; A[i] = B[i], in a time loop.
func.func @jacobi(%A: memref<?xf64>, %B: memref<?xf64>, %t: index, %n: index) {
  affine.for %s = 0 to %t {
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      %l = affine.load %A[%i - 1] : memref<?xf64>
      %m = affine.load %A[%i] : memref<?xf64>
      %r = affine.load %A[%i + 1] : memref<?xf64>
      %x = arith.addf %l, %m : f64
      %y = arith.addf %x, %r : f64
      affine.store %y, %B[%i] : memref<?xf64>
    }
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      %b = affine.load %B[%i] : memref<?xf64>
      affine.store %b, %A[%i] : memref<?xf64>
    }
  }
  return
}
