// ERROR: 3:35: expected '"' in string literal
// Syntax: a string literal that never ends on its line.
func.func @f() attributes {name = "never closed} {
  return
}
