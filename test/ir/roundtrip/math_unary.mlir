// math unary float ops: sqrt, rsqrt, exp, exp2, log, log2, log10, absf, sin, cos, tan, tanh, floor, ceil and friends.
func.func @unary(%x: f64, %y: f32) -> (f64, f32) {
  %0 = math.sqrt %x : f64
  %1 = math.exp %0 : f64
  %2 = math.log %1 : f64
  %3 = math.absf %2 : f64
  %4 = math.sin %3 : f64
  %5 = math.cos %4 : f64
  %6 = math.tanh %5 : f64
  %7 = math.floor %6 : f64
  %8 = math.ceil %7 : f64
  %9 = math.exp2 %8 : f64
  %10 = math.log2 %9 : f64
  %11 = math.log10 %10 : f64
  %12 = math.log1p %11 : f64
  %13 = math.expm1 %12 : f64
  %14 = math.tan %13 : f64
  %15 = math.atan %14 : f64
  %16 = math.rsqrt %15 : f64
  %17 = math.cbrt %16 : f64
  %18 = math.round %17 : f64
  %19 = math.roundeven %18 : f64
  %20 = math.trunc %19 : f64
  %21 = math.erf %20 : f64
  %a = math.sqrt %y fastmath<fast> : f32
  %b = math.asin %a : f32
  %c = math.acos %b : f32
  %d = math.sinh %c : f32
  %e = math.cosh %d : f32
  %f = math.asinh %e : f32
  %g = math.acosh %f : f32
  %h = math.atanh %g : f32
  return %21, %h : f64, f32
}
