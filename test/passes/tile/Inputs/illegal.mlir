func.func @prefix(%a: memref<?xf64>, %n: index) attributes {polyts.arg_names = ["a", "n"]} {
  affine.for %i = 1 to %n {
    %v = affine.load %a[%i - 1] : memref<?xf64>
    affine.store %v, %a[%i] : memref<?xf64>
  } {scop.schedule = "{ domain: \"[n] -> { S0[i0] : 1 <= i0 < n }\", child: { schedule: \"[n] -> [{ S0[i0] -> [(-i0)] }]\" } }"}
  return
}
