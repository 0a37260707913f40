// ERROR: 4:8: block with no terminator, has 'arith.addi' as its last operation
// A function body block does not end with a terminator.
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
}
