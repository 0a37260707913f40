// arith bitwise, shift and integer min/max ops: andi/ori/xori, shli (with flags), shrsi/shrui, maxsi/minsi/maxui/minui.
func.func @bits(%a: i32, %b: i32, %f: i1, %g: i1) -> (i32, i1) {
  %0 = arith.andi %a, %b : i32
  %1 = arith.ori %0, %b : i32
  %2 = arith.xori %1, %a : i32
  %3 = arith.shli %2, %b : i32
  %4 = arith.shli %3, %b overflow<nsw> : i32
  %5 = arith.shrsi %4, %b : i32
  %6 = arith.shrui %5, %b : i32
  %7 = arith.maxsi %6, %a : i32
  %8 = arith.minsi %7, %b : i32
  %9 = arith.maxui %8, %a : i32
  %10 = arith.minui %9, %b : i32
  %11 = arith.andi %f, %g : i1
  %12 = arith.ori %11, %f : i1
  %13 = arith.xori %12, %g : i1
  return %10, %13 : i32, i1
}
func.func @index_bits(%i: index, %j: index) -> index {
  %0 = arith.andi %i, %j : index
  %1 = arith.maxsi %0, %j : index
  %2 = arith.minsi %1, %i : index
  %3 = arith.shrsi %2, %j : index
  return %3 : index
}
