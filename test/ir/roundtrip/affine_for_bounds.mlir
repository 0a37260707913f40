// affine.for bounds given by maps: aliased and inline maps, min/max over several results, symbols, tiling, triangular bounds.
#tile_ub = affine_map<(d0)[s0] -> (d0 + 32, s0)>
#tri = affine_map<(d0) -> (d0 + 1)>
#lbmax = affine_map<(d0, d1) -> (d0, d1 - 3, 0)>
func.func @tiled(%N: index, %M: index, %A: memref<?x?xf64>) {
  affine.for %ii = 0 to %N step 32 {
    affine.for %jj = 0 to %M step 32 {
      affine.for %i = affine_map<(d0) -> (d0)>(%ii) to min #tile_ub(%ii)[%N] {
        affine.for %j = max affine_map<(d0) -> (d0, 0)>(%jj) to min affine_map<(d0)[s0] -> (d0 + 32, s0)>(%jj)[%M] {
          %v = affine.load %A[%i, %j] : memref<?x?xf64>
          affine.store %v, %A[%j, %i] : memref<?x?xf64>
        }
      }
    }
  }
  affine.for %i = 0 to %N {
    affine.for %j = 0 to #tri(%i) {
      affine.for %k = max #lbmax(%i, %j) to min affine_map<(d0)[s0, s1] -> (s0, s1, d0 * 2 + 7)>(%j)[%N, %M] {
      }
    }
  }
  affine.for %i = affine_map<()[s0] -> (s0 floordiv 2)>()[%N] to affine_map<()[s0, s1] -> (s0 + s1 - 1)>()[%N, %M] step 3 {
  }
  affine.for %i = affine_map<() -> (5)>() to affine_map<() -> (17)>() {
  }
  return
}
