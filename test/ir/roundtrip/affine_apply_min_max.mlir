// affine.apply, affine.min, affine.max: dims and symbols, aliased maps, multi-result min/max, top-level results as loop bounds.
#m = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
#three = affine_map<(d0)[s0] -> (d0 + 32, s0, 1000)>
func.func @apply(%N: index, %A: memref<?xf64>) {
  %c4 = arith.constant 4 : index
  %sN = affine.apply affine_map<()[s0] -> (s0 - 1)>()[%N]
  %k = affine.apply affine_map<() -> (42)>()
  %top = affine.min affine_map<()[s0, s1] -> (s0, s1 * 2)>()[%N, %c4]
  %bot = affine.max affine_map<()[s0] -> (s0 - 8, 0)>()[%N]
  affine.for %i = %bot to %top {
    affine.for %j = 0 to %c4 {
      %lin = affine.apply #m(%i, %j)[%c4]
      %diff = affine.apply affine_map<(d0, d1) -> (d0 - d1)>(%i, %j)
      %q = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%i)
      %r = affine.apply affine_map<(d0) -> (d0 mod 8)>(%i)
      %mn = affine.min #three(%i)[%N]
      %mx = affine.max affine_map<(d0, d1) -> (d0, d1, 0)>(%i, %j)
      %m1 = affine.min affine_map<(d0) -> (d0)>(%diff)
      %v = affine.load %A[%lin] : memref<?xf64>
      memref.store %v, %A[%mn] : memref<?xf64>
      %sum = arith.addi %mx, %m1 : index
      %w = memref.load %A[%sum] : memref<?xf64>
      %u = affine.load %A[%q + %r] : memref<?xf64>
      affine.store %u, %A[%lin] : memref<?xf64>
      affine.store %w, %A[%sN] : memref<?xf64>
    }
  }
  return
}
