// Deep nesting across dialects: scf inside affine inside scf, iter_args threaded through several levels, and values used across region boundaries.
func.func @nest(%N: index, %A: memref<?x?xf64>, %flag: i1) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %N step %c1 iter_args(%acc = %z) -> (f64) {
    %inner = affine.for %j = 0 to %N iter_args(%a2 = %acc) -> (f64) {
      %v = memref.load %A[%i, %j] : memref<?x?xf64>
      %neg = arith.cmpf olt, %v, %z : f64
      %w = scf.if %neg -> (f64) {
        affine.store %z, %A[%j, %j] : memref<?x?xf64>
        scf.yield %z : f64
      } else {
        %e = scf.for %t = %c0 to %c1 step %c1 iter_args(%a3 = %a2) -> (f64) {
          %s = arith.addf %a3, %v : f64
          scf.yield %s : f64
        }
        scf.yield %e : f64
      }
      affine.yield %w : f64
    }
    scf.if %flag {
      affine.for %k = 0 to 4 {
        affine.store %inner, %A[%k, %k] : memref<?x?xf64>
      }
    }
    scf.yield %inner : f64
  }
  return %r : f64
}
