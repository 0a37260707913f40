// arith.cmpf with all sixteen predicates, on f16/f32/f64, with and without fastmath flags.
func.func @cmpf(%a: f64, %b: f64, %x: f32, %h: f16) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpf false, %a, %b : f64
  %1 = arith.cmpf oeq, %a, %b : f64
  %2 = arith.cmpf ogt, %a, %b : f64
  %3 = arith.cmpf oge, %a, %b : f64
  %4 = arith.cmpf olt, %a, %b : f64
  %5 = arith.cmpf ole, %a, %b : f64
  %6 = arith.cmpf one, %a, %b : f64
  %7 = arith.cmpf ord, %a, %b : f64
  %8 = arith.cmpf ueq, %x, %x : f32
  %9 = arith.cmpf ugt, %x, %x : f32
  %10 = arith.cmpf uge, %x, %x : f32
  %11 = arith.cmpf ult, %x, %x : f32
  %12 = arith.cmpf ule, %h, %h : f16
  %13 = arith.cmpf une, %h, %h : f16
  %14 = arith.cmpf uno, %h, %h : f16
  %15 = arith.cmpf true, %a, %b : f64
  %16 = arith.cmpf "olt", %a, %b fastmath<nnan> : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
