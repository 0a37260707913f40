// ERROR: 4:8: 'arith.extsi' op operand type 'i64' and result type 'i32' are cast incompatible
// arith.extsi to a narrower type.
func.func @f(%x: i64) -> i32 {
  %0 = arith.extsi %x : i64 to i32
  return %0 : i32
}
