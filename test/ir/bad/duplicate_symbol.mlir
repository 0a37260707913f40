// ERROR: 6:1: redefinition of symbol named 'f'
// Two functions with the same symbol name in one module.
func.func @f() {
  return
}
func.func @f() {
  return
}
