// ERROR: 4:3: 'affine.parallel' op requires attribute 'reductions'
// Generic form: affine.parallel without its reductions property (used to crash the verifier).
func.func @f(%N: index) {
  "affine.parallel"(%N) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<()[s0] -> (s0)>}> ({
  ^bb0(%j: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}
