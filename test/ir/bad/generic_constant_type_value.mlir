// ERROR: 4:9: 'arith.constant' op attribute 'value' must be an integer, float or dense elements attribute
// Generic form: arith.constant whose value is a type attribute (was accepted, then printed unparsable text).
func.func @f() -> i32 {
  %c0 = "arith.constant"() <{value = i32}> : () -> i32
  return %c0 : i32
}
