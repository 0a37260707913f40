// arith.cmpi with all ten predicates, on i32, i64 and index operands.
func.func @cmpi(%a: i32, %b: i32, %c: i64, %i: index, %j: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %c, %c : i64
  %7 = arith.cmpi ule, %c, %c : i64
  %8 = arith.cmpi ugt, %i, %j : index
  %9 = arith.cmpi uge, %i, %j : index
  %10 = arith.cmpi "slt", %i, %j : index
  %11 = arith.cmpi eq, %0, %1 : i1
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
