// ERROR: 5:10: 'affine.yield' op requires zero results
// Generic form: a terminator declared with a result (was accepted and printed as a result-less yield).
func.func @f() {
  affine.for %j = 0 to 4 {
    %q = "affine.yield"() : () -> i32
  }
  return
}
