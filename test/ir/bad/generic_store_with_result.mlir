// ERROR: 4:8: 'memref.store' op requires zero results
// Generic form: memref.store declared with a result (was accepted).
func.func @f(%A: memref<4xf64>, %x: f64, %i: index) {
  %r = "memref.store"(%x, %A, %i) : (f64, memref<4xf64>, index) -> f64
  return
}
