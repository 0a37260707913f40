// ERROR: 4:24: use of value '%n' expects different type than prior uses: 'index' vs 'i32'
// Affine: an i32 value used as an affine.for bound (bounds are index).
func.func @f(%n: i32) {
  affine.for %i = 0 to %n {
  }
  return
}
