// ERROR: 4:21: undefined symbol alias id 'nowhere'
// Use of an attribute alias that was never defined.
func.func @f(%a: index) -> index {
  %0 = affine.apply #nowhere(%a)
  return %0 : index
}
