// affine.parallel: 1-D and multi-D, steps, min/max bound lists, bounds depending on outer IVs, reductions of every accepted kind.
func.func @par(%N: index, %M: index, %A: memref<?x?xf64>, %x: memref<?xf64>) {
  %z = arith.constant 0.0 : f64
  affine.parallel (%i) = (0) to (%N) {
    affine.store %z, %x[%i] : memref<?xf64>
  }
  affine.parallel (%i, %j) = (0, 0) to (%N, %M) step (2, 4) {
    affine.store %z, %A[%i, %j] : memref<?x?xf64>
  }
  affine.parallel (%i, %j) = (0, max(1, symbol(%N) floordiv 2)) to (min(symbol(%N), 100), %M) {
    %v = affine.load %x[%i + %j] : memref<?xf64>
    affine.store %v, %x[%i] : memref<?xf64>
  }
  affine.parallel (%i) = (0) to (%N) {
    affine.parallel (%j) = (%i) to (%i + 1) {
      affine.store %z, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
func.func @reductions(%N: index, %x: memref<?xf64>, %y: memref<?xi32>) -> (f64, f64, f64, f64, i32, i32, i32, i32) {
  %f:4 = affine.parallel (%i) = (0) to (%N) reduce ("addf", "mulf", "maximumf", "minimumf") -> (f64, f64, f64, f64) {
    %a = affine.load %x[%i] : memref<?xf64>
    affine.yield %a, %a, %a, %a : f64, f64, f64, f64
  }
  %g:4 = affine.parallel (%i, %j) = (0, 0) to (%N, 8) reduce ("addi", "muli", "andi", "ori") -> (i32, i32, i32, i32) {
    %b = affine.load %y[%i + %j] : memref<?xi32>
    affine.yield %b, %b, %b, %b : i32, i32, i32, i32
  }
  return %f#0, %f#1, %f#2, %f#3, %g#0, %g#1, %g#2, %g#3 : f64, f64, f64, f64, i32, i32, i32, i32
}
