// ERROR: 4:8: custom op 'math.isnan' is unknown
// math.isnan only exists after MLIR 19; polyts must reject it like mlir-opt-19.
func.func @f(%x: f64) -> i1 {
  %0 = math.isnan %x : f64
  return %0 : i1
}
