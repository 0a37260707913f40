// Builtin scalar types as function arguments and results: index, i1..i128 and odd widths, si/ui, f16/bf16/f32/f64, none.
func.func private @ints(i1, i2, i7, i8, i16, i32, i64, i128, i1024) -> i5
func.func private @signed(si8, ui16, si32, ui64) -> ui1
func.func private @floats(f16, bf16, f32, f64) -> (f64, f16)
func.func private @misc(index, none) -> none
func.func @identity(%a: index, %b: none, %c: bf16) -> (index, none, bf16) {
  return %a, %b, %c : index, none, bf16
}
