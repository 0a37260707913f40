// Pretty and generic syntax mixed in one function, including generic ops nested in pretty regions and vice versa.
func.func @mixed(%N: index, %A: memref<?xi32>) -> i32 {
  %c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
  %r = affine.for %i = 0 to %N iter_args(%acc = %c0) -> (i32) {
    %v = "affine.load"(%A, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<?xi32>, index) -> i32
    %s = "arith.addi"(%acc, %v) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "affine.yield"(%s) : (i32) -> ()
  }
  %c0_bool = arith.constant true
  %b = "scf.if"(%c0_bool) ({
    %x = arith.muli %r, %r : i32
    scf.yield %x : i32
  }, {
    scf.yield %r : i32
  }) : (i1) -> i32
  "func.return"(%b) : (i32) -> ()
}
