// ERROR: 4:3: unregistered operation 'mystery.op'
// A generic-form op from an unregistered dialect.
func.func @f() {
  "mystery.op"() : () -> ()
  return
}
