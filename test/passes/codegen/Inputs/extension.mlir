// Input of ../errors.mlir: an extension node, which code generation does not support.
func.func @ext(%a: memref<?xf64>, %n: index) attributes {polyts.arg_names = ["a", "n"]} {
  %c = arith.constant 1.0 : f64
  affine.for %i = 0 to %n {
    affine.store %c, %a[%i] : memref<?xf64>
  } {scop.schedule = "{ domain: \"[n] -> { S0[i0] : 0 <= i0 < n }\", child: { extension: \"[n] -> { [] -> S0[0] }\" } }"}
  return
}
