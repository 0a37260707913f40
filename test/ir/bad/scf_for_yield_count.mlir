// ERROR: 7:5: 'scf.yield' op parent of yield must have same number of results as the yield operands
// scf.for with one iter_arg whose body yields nothing.
func.func @f(%n: index, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f64) {
    scf.yield
  }
  return %r : f64
}
