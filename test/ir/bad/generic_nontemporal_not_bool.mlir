// ERROR: 4:8: 'memref.load' op attribute 'nontemporal' must be a bool
// Generic form: memref.load with a non-bool nontemporal flag (was accepted and printed, and upstream rejects that).
func.func @f(%A: memref<4xf64>, %n: index) -> f64 {
  %v = "memref.load"(%A, %n) <{nontemporal = 3 : i32}> : (memref<4xf64>, index) -> f64
  return %v : f64
}
