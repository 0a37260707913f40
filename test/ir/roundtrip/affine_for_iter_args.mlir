// affine.for with iter_args: one and several carried values, nested accumulators, affine.yield of values.
func.func @dot(%N: index, %x: memref<?xf64>, %y: memref<?xf64>) -> f64 {
  %z = arith.constant 0.0 : f64
  %r = affine.for %i = 0 to %N iter_args(%acc = %z) -> (f64) {
    %a = affine.load %x[%i] : memref<?xf64>
    %b = affine.load %y[%i] : memref<?xf64>
    %p = arith.mulf %a, %b : f64
    %s = arith.addf %acc, %p : f64
    affine.yield %s : f64
  }
  return %r : f64
}
func.func @minmax(%N: index, %A: memref<?x?xi32>) -> (i32, i32, index) {
  %lo = arith.constant 2147483647 : i32
  %hi = arith.constant -2147483648 : i32
  %c0 = arith.constant 0 : index
  %r:3 = affine.for %i = 0 to %N step 2 iter_args(%mn = %lo, %mx = %hi, %cnt = %c0) -> (i32, i32, index) {
    %row:2 = affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) iter_args(%a = %mn, %b = %mx) -> (i32, i32) {
      %v = affine.load %A[%i, %j] : memref<?x?xi32>
      %a2 = arith.minsi %a, %v : i32
      %b2 = arith.maxsi %b, %v : i32
      affine.yield %a2, %b2 : i32, i32
    }
    %c1 = arith.constant 1 : index
    %cnt2 = arith.addi %cnt, %c1 : index
    affine.yield %row#0, %row#1, %cnt2 : i32, i32, index
  }
  return %r#0, %r#1, %r#2 : i32, i32, index
}
