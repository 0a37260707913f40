// math ops with several operands and integer math: powf, fpowi, ipowi, atan2, copysign, fma, absi, ctlz/cttz/ctpop, and fastmath.
func.func @binary(%x: f64, %y: f64, %z: f64, %n: i32, %f: f32, %k: i64) -> (f64, i32, f32, i64) {
  %0 = math.powf %x, %y : f64
  %1 = math.fpowi %0, %n : f64, i32
  %2 = math.atan2 %1, %y : f64
  %3 = math.copysign %2, %y : f64
  %4 = math.fma %3, %y, %z : f64
  %5 = math.fma %4, %y, %z fastmath<contract> : f64
  %6 = math.ipowi %n, %n : i32
  %7 = math.absi %6 : i32
  %8 = math.ctlz %7 : i32
  %9 = math.cttz %8 : i32
  %10 = math.ctpop %9 : i32
  %11 = math.powf %f, %f fastmath<afn> : f32
  %12 = math.fpowi %11, %k fastmath<fast> : f32, i64
  %13 = math.ipowi %k, %k : i64
  return %5, %10, %12, %13 : f64, i32, f32, i64
}
