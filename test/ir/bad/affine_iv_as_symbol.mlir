// ERROR: 5:5: 'affine.for' op operand cannot be used as a symbol
// Affine: an outer induction variable used as a bare (symbol) bound of an inner affine.for.
func.func @f(%N: index, %A: memref<?xf64>) {
  affine.for %i = 0 to %N {
    affine.for %j = 0 to %i {
      %v = affine.load %A[%j] : memref<?xf64>
    }
  }
  return
}
