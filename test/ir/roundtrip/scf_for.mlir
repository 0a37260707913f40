// scf.for: plain loops, nested loops, iter_args with one and several values, i32 and i64 induction variables.
func.func @loops(%A: memref<?xf64>, %n: index) -> (f64, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f64
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %i to %n step %c2 {
      %v = memref.load %A[%j] : memref<?xf64>
      memref.store %v, %A[%i] : memref<?xf64>
    }
  }
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %v = memref.load %A[%i] : memref<?xf64>
    %s = arith.addf %acc, %v : f64
    scf.yield %s : f64
  }
  %lo = arith.constant 0 : i32
  %hi = arith.constant 100 : i32
  %st = arith.constant 3 : i32
  %r:2 = scf.for %k = %lo to %hi step %st iter_args(%a = %lo, %b = %sum) -> (i32, f64) : i32 {
    %a2 = arith.addi %a, %k : i32
    %kf = arith.sitofp %k : i32 to f64
    %b2 = arith.addf %b, %kf : f64
    scf.yield %a2, %b2 : i32, f64
  }
  %l64 = arith.constant 1 : i64
  %h64 = arith.constant 9 : i64
  scf.for %w = %l64 to %h64 step %l64 : i64 {
  }
  return %r#1, %r#0 : f64, i32
}
