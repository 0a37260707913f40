// ERROR: 4:8: 'memref.load' op incorrect number of indices for load, expected 2 but got 1
// memref.load with fewer indices than the memref rank.
func.func @f(%A: memref<?x?xf64>, %i: index) -> f64 {
  %0 = memref.load %A[%i] : memref<?x?xf64>
  return %0 : f64
}
