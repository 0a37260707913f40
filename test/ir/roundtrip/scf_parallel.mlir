// scf.parallel and scf.reduce / scf.reduce.return: without reductions, with one and two reductions, 2-D iteration spaces.
func.func @imax(%N: index, %x: memref<?xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant -2147483648 : i32
  %r = scf.parallel (%i) = (%c0) to (%N) step (%c1) init (%init) -> i32 {
    %a = memref.load %x[%i] : memref<?xi32>
    scf.reduce(%a : i32) {
    ^bb0(%lhs: i32, %rhs: i32):
      %m = arith.maxsi %lhs, %rhs : i32
      scf.reduce.return %m : i32
    }
  }
  return %r : i32
}
func.func @sum_and_prod(%N: index, %M: index, %A: memref<?x?xf64>) -> (f64, f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  %r:2 = scf.parallel (%i, %j) = (%c0, %c0) to (%N, %M) step (%c1, %c1) init (%zero, %one) -> (f64, f64) {
    %a = memref.load %A[%i, %j] : memref<?x?xf64>
    scf.reduce(%a, %a : f64, f64) {
    ^bb0(%l: f64, %r0: f64):
      %s = arith.addf %l, %r0 : f64
      scf.reduce.return %s : f64
    }, {
    ^bb0(%l: f64, %r0: f64):
      %p = arith.mulf %l, %r0 : f64
      scf.reduce.return %p : f64
    }
  }
  return %r#0, %r#1 : f64, f64
}
func.func @scale(%N: index, %M: index, %A: memref<?x?xf64>, %s: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i, %j) = (%c0, %c1) to (%N, %M) step (%c1, %c2) {
    %a = memref.load %A[%i, %j] : memref<?x?xf64>
    %b = arith.mulf %a, %s : f64
    memref.store %b, %A[%i, %j] : memref<?x?xf64>
    scf.reduce
  }
  return
}
