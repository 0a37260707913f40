// Scalar attributes in attribute dictionaries: integers of several types, floats incl. special values, strings with escapes, bool, unit.
func.func @ints() attributes {a = 1 : i64, b = -7 : i32, c = 255 : i8, d = 42 : index, e = 0 : i1, f = 12345678901234567890 : i128, g = 3 : ui8, h = -3 : si16} {
  return
}
func.func @floats() attributes {a = 1.000000e+00 : f64, b = -2.5 : f32, c = 0.1 : f64, d = 1.0e-300 : f64, e = 0x7FF0000000000000 : f64, f = 0x7FC00000 : f32, g = -0.0 : f16, h = 3.3333333333333335 : f64, i = 6.5e4 : f16, j = 1.5 : bf16} {
  return
}
func.func @strings() attributes {a = "plain", b = "quote \" and backslash \\", c = "newline\0A tab\09", d = "", e = "utf8 \C3\A9", f = "\00\FF"} {
  return
}
func.func @bools() attributes {a = true, b = false, c, "quoted name" = unit, d = unit} {
  return
}
func.func @on_ops(%x: i32) -> i32 {
  %0 = arith.addi %x, %x {note = "discardable", weight = 2.0 : f32} : i32
  %1 = arith.constant {tag} 1 : i32
  return %0 : i32
}
