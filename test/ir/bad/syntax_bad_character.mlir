// ERROR: 4:10: unexpected character '$'
// Syntax: a character that starts no MLIR token.
func.func @f() {
  return $
}
