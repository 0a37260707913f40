// ERROR: 4:32: expected step to be representable as a positive signed integer
// Affine: affine.for steps must be positive.
func.func @f(%N: index) {
  affine.for %i = 0 to %N step -1 {
  }
  return
}
