// ERROR: 7:10: 'affine.load' op index must be a valid dimension or symbol identifier
// Affine: an arith.addi result inside a loop is neither a valid dim nor a symbol in a subscript.
func.func @f(%N: index, %A: memref<?xf64>) {
  %c1 = arith.constant 1 : index
  affine.for %i = 0 to %N {
    %ip1 = arith.addi %i, %c1 : index
    %v = affine.load %A[%ip1] : memref<?xf64>
  }
  return
}
