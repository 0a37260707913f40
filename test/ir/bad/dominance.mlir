// ERROR: 4:8: operand #0 does not dominate this use
// A value used before the operation that defines it.
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %1, %a : i32
  %1 = arith.muli %a, %a : i32
  return %0 : i32
}
