// ERROR: 4:41: use of undeclared identifier 'd1' in affine expression
// Affine: an affine map result names a dimension the map does not declare.
func.func @f(%a: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d1 + 1)>(%a)
  return %0 : index
}
