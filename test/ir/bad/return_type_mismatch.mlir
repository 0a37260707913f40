// ERROR: 4:3: 'func.return' op type of return operand 0 ('f64') doesn't match function result type ('i32') in function @f
// func.return yields a type other than the function result type.
func.func @f(%x: f64) -> i32 {
  return %x : f64
}
