// arith integer arithmetic: addi/subi/muli with overflow flags, the signed/unsigned/floor/ceil divisions and remainders.
func.func @int_arith(%a: i32, %b: i32, %c: i64, %d: i64, %i: index, %j: index) -> (i32, i64, index) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %0, %b : i32
  %2 = arith.muli %1, %a : i32
  %3 = arith.divsi %2, %b : i32
  %4 = arith.divui %3, %b : i32
  %5 = arith.remsi %4, %a : i32
  %6 = arith.remui %5, %a : i32
  %7 = arith.floordivsi %6, %b : i32
  %8 = arith.ceildivsi %7, %b : i32
  %9 = arith.addi %c, %d overflow<nsw> : i64
  %10 = arith.subi %9, %d overflow<nuw> : i64
  %11 = arith.muli %10, %c overflow<nsw, nuw> : i64
  %12 = arith.ceildivui %11, %d : i64
  %13 = arith.addi %i, %j : index
  %14 = arith.muli %13, %j : index
  %15 = arith.floordivsi %14, %i : index
  %16 = arith.subi %15, %i : index
  return %8, %12, %16 : i32, i64, index
}
func.func @narrow(%x: i1, %y: i8, %z: i16) -> (i1, i8, i16) {
  %0 = arith.addi %x, %x : i1
  %1 = arith.muli %y, %y : i8
  %2 = arith.remsi %z, %z : i16
  return %0, %1, %2 : i1, i8, i16
}
