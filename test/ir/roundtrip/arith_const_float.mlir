// arith.constant on floats: short decimals, exponents, values needing 17 digits, hex bit patterns, inf/nan/-0, f16 and f32.
func.func @f64s() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %0 = arith.constant 0.0 : f64
  %1 = arith.constant -0.0 : f64
  %2 = arith.constant 1.5e-3 : f64
  %3 = arith.constant 0.1 : f64
  %4 = arith.constant 3.141592653589793 : f64
  %5 = arith.constant 1.0000000000000002 : f64
  %6 = arith.constant 0x7FF0000000000000 : f64
  %7 = arith.constant 0xFFF0000000000000 : f64
  %8 = arith.constant 0x7FF8000000000000 : f64
  %9 = arith.constant 4.9406564584124654E-324 : f64
  %10 = arith.constant 1.7976931348623157e308 : f64
  %11 = arith.constant 123456789.0 : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}
func.func @f32s() -> (f32, f32, f32, f32, f32, f32) {
  %0 = arith.constant 2.0 : f32
  %1 = arith.constant 0.1 : f32
  %2 = arith.constant 3.40282347E+38 : f32
  %3 = arith.constant 0x7FC00000 : f32
  %4 = arith.constant 0xFF800000 : f32
  %5 = arith.constant 1.0e-45 : f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, f32
}
func.func @f16s() -> (f16, f16, f16, f16, f16) {
  %0 = arith.constant 1.0 : f16
  %1 = arith.constant 0.1 : f16
  %2 = arith.constant 65504.0 : f16
  %3 = arith.constant 0x7C00 : f16
  %4 = arith.constant 0x0001 : f16
  return %0, %1, %2, %3, %4 : f16, f16, f16, f16, f16
}
