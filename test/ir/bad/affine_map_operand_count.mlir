// ERROR: 4:21: dimension or symbol operand count does not match the affine map
// Affine: affine.apply given more operands than its map has dims and symbols.
func.func @f(%a: index, %b: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%a, %b)
  return %0 : index
}
