// arith.constant on integers: i1 true/false, narrow and wide widths, extreme values, negative and hex literals, index.
func.func @ints() -> (i1, i1, i8, i8, i16, i32, i32, i64, i64, i128, i3, index, index, i64) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.constant 127 : i8
  %1 = arith.constant -128 : i8
  %2 = arith.constant 255 : i16
  %3 = arith.constant 2147483647 : i32
  %4 = arith.constant -2147483648 : i32
  %5 = arith.constant 9223372036854775807 : i64
  %6 = arith.constant -9223372036854775808 : i64
  %7 = arith.constant 170141183460469231731687303715884105727 : i128
  %8 = arith.constant -3 : i3
  %9 = arith.constant 0 : index
  %10 = arith.constant -42 : index
  %11 = arith.constant 0x7F : i64
  return %t, %f, %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i1, i1, i8, i8, i16, i32, i32, i64, i64, i128, i3, index, index, i64
}
func.func @unsigned_spellings() -> (i8, i16, i1) {
  %0 = arith.constant 200 : i8
  %1 = arith.constant 65535 : i16
  %2 = arith.constant 1 : i1
  return %0, %1, %2 : i8, i16, i1
}
