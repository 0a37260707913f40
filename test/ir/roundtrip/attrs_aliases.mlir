// Attribute and type alias definitions (#name = ..., !name = ...), their uses, and the aliases mlir-opt introduces when printing.
#map_id = affine_map<(d0) -> (d0)>
#shift = affine_map<(d0)[s0] -> (d0 + s0)>
#upper = affine_set<(d0)[s0] : (s0 - d0 - 1 >= 0)>
#map_unused = affine_map<(d0, d1) -> (d1, d0)>
#dict = {key = "value", n = 3 : i64}
!vec = memref<?xf64>
!mat = memref<?x?xf64>
func.func @aliased(%N: index, %A: !vec, %B: !mat) attributes {cfg = #dict, shifted = #shift} {
  affine.for %i = #map_id(%N) to affine_map<(d0) -> (d0 + 8)>(%N) {
    %k = affine.apply #shift(%i)[%N]
    affine.if #upper(%k)[%N] {
      %v = affine.load %A[%k] : !vec
      affine.store %v, %B[%i, %k] : !mat
    }
  }
  return
}
func.func private @reuse(!vec, !mat) -> !vec
