// Source locations (loc(...)) on ops, block arguments and function arguments are accepted and dropped by default printing.
#loc = loc("kernel.c":3:1)
func.func @located(%a: f64 loc("kernel.c":1:10), %b: f64 loc(unknown)) -> f64 {
  %0 = arith.addf %a, %b : f64 loc("kernel.c":2:7)
  %1 = arith.mulf %0, %0 : f64 loc(#loc)
  %2 = arith.negf %1 : f64 loc(fused["kernel.c":4:1, "kernel.c":4:9])
  %3 = arith.subf %2, %a : f64 loc(callsite("inner.h":7:2 at "kernel.c":5:3))
  %4 = arith.divf %3, %b : f64 loc("named"("kernel.c":6:1))
  return %4 : f64 loc(unknown)
} loc("kernel.c":1:1)
