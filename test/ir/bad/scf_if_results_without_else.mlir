// ERROR: 4:8: 'scf.if' op must have an else block if defining values
// scf.if with results but no else region.
func.func @f(%c: i1, %x: f64) -> f64 {
  %r = scf.if %c -> (f64) {
    scf.yield %x : f64
  }
  return %r : f64
}
