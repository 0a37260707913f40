// ERROR: 5:3: redefinition of SSA value '%0'
// The same SSA name is defined twice in one region.
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
