// ERROR: 4:23: floating point value not valid for specified type
// A float literal given an integer type.
func.func @f() -> i32 {
  %0 = arith.constant 1.5 : i32
  return %0 : i32
}
