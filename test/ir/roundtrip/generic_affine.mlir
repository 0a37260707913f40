// Generic syntax for affine and memref ops: map/set properties, operandSegmentSizes, reductions, affine.for in generic form.
"builtin.module"() ({
  "func.func"() <{function_type = (index, memref<?xf64>) -> f64, sym_name = "gen"}> ({
  ^bb0(%N: index, %A: memref<?xf64>):
    %z = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %r = "affine.for"(%N, %z) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 1, 1>, step = 1 : index, upperBoundMap = affine_map<()[s0] -> (s0)>}> ({
    ^bb0(%i: index, %acc: f64):
      %v = "affine.load"(%A, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<?xf64>, index) -> f64
      %s = "arith.addf"(%acc, %v) : (f64, f64) -> f64
      "affine.if"(%i, %N) ({
        "affine.store"(%s, %A, %i) <{map = affine_map<(d0) -> (d0)>}> : (f64, memref<?xf64>, index) -> ()
        "affine.yield"() : () -> ()
      }, {
      }) {condition = affine_set<(d0)[s0] : (s0 - d0 - 2 >= 0)>} : (index, index) -> ()
      "affine.yield"(%s) : (f64) -> ()
    }) : (index, f64) -> f64
    %p = "affine.parallel"(%N) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [0], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<()[s0] -> (s0)>}> ({
    ^bb0(%j: index):
      %w = "affine.load"(%A, %j) <{map = affine_map<(d0) -> (d0)>}> : (memref<?xf64>, index) -> f64
      "affine.yield"(%w) : (f64) -> ()
    }) : (index) -> f64
    %m = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf64>
    %k = "affine.apply"(%N) <{map = affine_map<()[s0] -> (s0 * 2)>}> : (index) -> index
    %q = "arith.addf"(%r, %p) : (f64, f64) -> f64
    "func.return"(%q) : (f64) -> ()
  }) : () -> ()
}) : () -> ()
