// ERROR: 4:23: use of undeclared SSA value name
// An operand names an SSA value that is never defined.
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
