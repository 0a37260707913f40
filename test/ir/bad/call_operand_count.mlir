// ERROR: 5:8: 'func.call' op incorrect number of operands for callee
// func.call passes fewer operands than the callee takes.
func.func private @g(i32, i32) -> i32
func.func @f(%a: i32) -> i32 {
  %0 = func.call @g(%a) : (i32) -> i32
  return %0 : i32
}
