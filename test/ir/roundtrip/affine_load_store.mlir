// affine.load / affine.store subscripts: constants, dims, symbol(), sums, products by constants, floordiv/ceildiv/mod, 0-d memrefs.
func.func @subscripts(%N: index, %A: memref<?xf64>, %B: memref<?x?xf64>, %S: memref<f64>, %T: memref<4xf64>) {
  %v0 = affine.load %T[2] : memref<4xf64>
  affine.store %v0, %S[] : memref<f64>
  affine.for %i = 1 to %N {
    affine.for %j = 0 to %N {
      %a = affine.load %A[%i - 1] : memref<?xf64>
      %b = affine.load %A[%i * 2 + %j * 3 + 4] : memref<?xf64>
      %c = affine.load %A[symbol(%N) - %i - 1] : memref<?xf64>
      %d = affine.load %A[%i floordiv 4 + %i ceildiv 3 + %i mod 2] : memref<?xf64>
      %e = affine.load %B[%i, %j + symbol(%N)] : memref<?x?xf64>
      %f = affine.load %A[%i * symbol(%N) + %j] : memref<?xf64>
      %g = affine.load %A[%j mod symbol(%N)] : memref<?xf64>
      %s = affine.load %S[] : memref<f64>
      affine.store %a, %A[%i] : memref<?xf64>
      affine.store %b, %B[%j, %i] : memref<?x?xf64>
      affine.store %c, %B[%i + %j, -%j + 7] : memref<?x?xf64>
      affine.store %d, %A[(%i + %j) floordiv 2] : memref<?xf64>
      affine.store %e, %S[] : memref<f64>
      affine.store %f, %A[%i] : memref<?xf64>
      affine.store %g, %A[%j] : memref<?xf64>
      affine.store %s, %T[3] : memref<4xf64>
    }
  }
  return
}
