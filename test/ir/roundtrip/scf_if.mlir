// scf.if: then-only, then/else without results, one and several results, nested ifs, scf.yield.
func.func @ifs(%c: i1, %d: i1, %x: f64, %y: f64, %A: memref<2xf64>) -> (f64, i32, f64) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    memref.store %x, %A[%c0] : memref<2xf64>
  }
  scf.if %d {
    memref.store %y, %A[%c0] : memref<2xf64>
  } else {
    memref.store %x, %A[%c0] : memref<2xf64>
  }
  %r = scf.if %c -> (f64) {
    %n = arith.negf %x : f64
    scf.yield %n : f64
  } else {
    scf.yield %y : f64
  }
  %p:2 = scf.if %d -> (i32, f64) {
    %one = arith.constant 1 : i32
    %inner = scf.if %c -> (f64) {
      scf.yield %x : f64
    } else {
      %s = arith.addf %x, %y : f64
      scf.yield %s : f64
    }
    scf.yield %one, %inner : i32, f64
  } else {
    %zero = arith.constant 0 : i32
    scf.yield %zero, %r : i32, f64
  }
  return %r, %p#0, %p#1 : f64, i32, f64
}
