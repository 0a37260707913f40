// ERROR: 4:19: expected predicate, one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge
// arith.cmpi with a predicate that does not exist.
func.func @f(%a: i32, %b: i32) -> i1 {
  %0 = arith.cmpi bigger, %a, %b : i32
  return %0 : i1
}
