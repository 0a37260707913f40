// ERROR: 4:28: expected '{' to begin a region
// An affine.for bound literal takes its type from the op (index); a ': i8' suffix is not part of the bound.
func.func @f() {
  affine.for %i = 0 to 200 : i8 {
  }
  return
}
