// ERROR: 4:23: unexpected decimal integer literal for a floating point value
// A float constant written as an integer literal.
func.func @f() -> f64 {
  %c = arith.constant 0 : f64
  return %c : f64
}
