// ERROR: 4:23: integer constant out of range for attribute
// An integer literal too large for its width.
func.func @f() -> i8 {
  %0 = arith.constant 256 : i8
  return %0 : i8
}
