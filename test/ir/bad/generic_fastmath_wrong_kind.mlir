// ERROR: 5:8: 'arith.addf' op invalid attribute 'fastmath' in properties: #arith.overflow<nsw>
// Generic form: a fastmath property holding overflow flags (was accepted, then printed as unparsable text).
func.func @f(%x: f64) -> f64 {
  %0 = "arith.mulf"(%x, %x) <{fastmath = #arith.fastmath<fast>}> : (f64, f64) -> f64
  %1 = "arith.addf"(%0, %x) <{fastmath = #arith.overflow<nsw>}> : (f64, f64) -> f64
  return %1 : f64
}
