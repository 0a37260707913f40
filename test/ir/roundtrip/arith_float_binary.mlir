// arith floating-point ops on f16/f32/f64: addf/subf/mulf/divf/remf/negf, maximumf/minimumf/maxnumf/minnumf, fastmath flags.
func.func @float_arith(%a: f64, %b: f64, %x: f32, %y: f32, %h: f16) -> (f64, f32, f16) {
  %0 = arith.addf %a, %b : f64
  %1 = arith.subf %0, %b : f64
  %2 = arith.mulf %1, %a : f64
  %3 = arith.divf %2, %b : f64
  %4 = arith.remf %3, %a : f64
  %5 = arith.negf %4 : f64
  %6 = arith.maximumf %5, %a : f64
  %7 = arith.minimumf %6, %b : f64
  %8 = arith.maxnumf %x, %y : f32
  %9 = arith.minnumf %8, %y : f32
  %10 = arith.addf %9, %x fastmath<fast> : f32
  %11 = arith.mulf %10, %y fastmath<nnan, ninf, contract> : f32
  %12 = arith.negf %11 fastmath<nsz> : f32
  %13 = arith.divf %12, %x fastmath<arcp, afn, reassoc> : f32
  %14 = arith.addf %h, %h : f16
  %15 = arith.subf %14, %h fastmath<none> : f16
  return %7, %13, %15 : f64, f32, f16
}
