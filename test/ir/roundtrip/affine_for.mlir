// affine.for with constant, symbol and single-dim bounds, steps, empty bodies, and symbols from top-level arith/memref.dim.
func.func @simple(%N: index, %A: memref<?x?xf64>, %n32: i32) {
  %z = arith.constant 0.0 : f64
  %c0 = arith.constant 0 : index
  %M = arith.index_cast %n32 : i32 to index
  %D = memref.dim %A, %c0 : memref<?x?xf64>
  affine.for %i = 0 to 10 {
  }
  affine.for %i = -4 to 4 step 2 {
  }
  affine.for %i = 0 to %N {
    affine.for %j = 0 to %M step 4 {
      affine.store %z, %A[%i, %j] : memref<?x?xf64>
    }
  }
  affine.for %i = %M to %N {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to %D {
      affine.store %z, %A[%j, %i] : memref<?x?xf64>
    }
  }
  affine.for %i = 1 to 1 {
  }
  return
}
