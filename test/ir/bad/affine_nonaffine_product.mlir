// ERROR: 6:30: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic
// Affine: the product of two dims is not an affine expression.
func.func @f(%N: index, %A: memref<?xf64>) {
  affine.for %i = 0 to %N {
    affine.for %j = 0 to %N {
      %v = affine.load %A[%i * %j] : memref<?xf64>
    }
  }
  return
}
