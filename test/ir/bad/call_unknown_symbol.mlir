// ERROR: 4:3: 'func.call' op 'nowhere' does not reference a valid function
// func.call names a function that does not exist.
func.func @f(%a: i32) {
  func.call @nowhere(%a) : (i32) -> ()
  return
}
