// ERROR: 4:8: custom op 'arith.frobnicate' is unknown
// An op the arith dialect does not define.
func.func @f(%a: i32) -> i32 {
  %0 = arith.frobnicate %a : i32
  return %0 : i32
}
