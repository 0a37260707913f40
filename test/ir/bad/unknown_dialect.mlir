// ERROR: 4:3: Dialect `foo' not found for custom op 'foo.bar'
// A custom op from a dialect nobody registered.
func.func @f() {
  foo.bar
  return
}
