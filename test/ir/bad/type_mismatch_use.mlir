// ERROR: 4:19: use of value '%a' expects different type than prior uses: 'i32' vs 'i64'
// An operand is used at a type other than the one it was defined with.
func.func @f(%a: i64, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
