// ERROR: 3:22: expected ')', found '->'
// Syntax: an argument list missing its closing parenthesis.
func.func @f(%a: i32 -> i32 {
  return %a : i32
}
