// ERROR: 6:1: expected '}' to end a region, found end of file
// Syntax: the function body is not closed before the end of the file.
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
