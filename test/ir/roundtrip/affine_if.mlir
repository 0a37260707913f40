// affine.if: then-only, then/else, results from both branches, aliased and inline integer sets with equalities and symbols.
#inner = affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, s0 - d0 - 1 >= 0)>
#diag = affine_set<(d0, d1) : (d0 - d1 == 0)>
func.func @ifs(%N: index, %A: memref<?x?xf64>) -> f64 {
  %one = arith.constant 1.0 : f64
  %z = arith.constant 0.0 : f64
  affine.for %i = 0 to %N {
    affine.for %j = 0 to %N {
      affine.if #inner(%i, %j)[%N] {
        %v = affine.load %A[%i, %j] : memref<?x?xf64>
        %w = arith.addf %v, %one : f64
        affine.store %w, %A[%i, %j] : memref<?x?xf64>
      } else {
        %v = affine.load %A[%j, %i] : memref<?x?xf64>
        affine.store %v, %A[%i, %j] : memref<?x?xf64>
      }
      affine.if #diag(%i, %j) {
        affine.store %one, %A[%i, %j] : memref<?x?xf64>
      }
    }
  }
  %r = affine.for %i = 0 to 100 iter_args(%acc = %z) -> (f64) {
    %x = affine.if affine_set<(d0) : (d0 - 50 >= 0)>(%i) -> f64 {
      %l = affine.load %A[%i, %i] : memref<?x?xf64>
      affine.yield %l : f64
    } else {
      affine.yield %one : f64
    }
    %acc2 = arith.addf %acc, %x : f64
    affine.yield %acc2 : f64
  }
  %p:2 = affine.if affine_set<()[s0] : (s0 - 10 >= 0, s0 mod 2 == 0)>()[%N] -> (f64, index) {
    affine.yield %r, %N : f64, index
  } else {
    %c0 = arith.constant 0 : index
    affine.yield %z, %c0 : f64, index
  }
  return %p#0 : f64
}
