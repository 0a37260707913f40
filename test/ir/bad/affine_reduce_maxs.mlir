// ERROR: 4:8: 'affine.parallel' op result type cannot match reduction attribute
// Affine: MLIR 19 rejects integer max reductions in affine.parallel.
func.func @f(%N: index, %x: memref<?xi32>) -> i32 {
  %r = affine.parallel (%i) = (0) to (%N) reduce ("maxs") -> i32 {
    %a = affine.load %x[%i] : memref<?xi32>
    affine.yield %a : i32
  }
  return %r : i32
}
