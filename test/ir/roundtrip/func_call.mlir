// func.call and func.return: calls with no, one and several results, recursion, calls inside regions.
func.func private @sink(f64)
func.func private @pair(i32) -> (i32, f64)
func.func @square(%x: f64) -> f64 {
  %0 = arith.mulf %x, %x : f64
  func.return %0 : f64
}
func.func @fact(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %le = arith.cmpi sle, %n, %c1 : i64
  %r = scf.if %le -> (i64) {
    scf.yield %c1 : i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %f = func.call @fact(%m) : (i64) -> i64
    %p = arith.muli %n, %f : i64
    scf.yield %p : i64
  }
  return %r : i64
}
func.func @caller(%x: f64, %k: i32, %N: index) -> (i32, f64) {
  %s = call @square(%x) : (f64) -> f64
  call @sink(%s) : (f64) -> ()
  %p:2 = func.call @pair(%k) : (i32) -> (i32, f64)
  affine.for %i = 0 to %N {
    func.call @sink(%p#1) : (f64) -> ()
  }
  return %p#0, %p#1 : i32, f64
}
