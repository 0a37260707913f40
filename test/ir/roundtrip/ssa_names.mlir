// SSA naming and printing: result groups (%r:2 and %r#1), shadowed names in sibling regions, numeric and suffixed names, block arguments.
func.func @names(%arg: i32, %0: i32, %x.y: f64, %a$b: i64, %_u: index) -> (i32, i32, f64) {
  %p:2 = scf.while (%w = %arg) : (i32) -> (i32, i32) {
    %t = arith.constant true
    scf.condition(%t) %w, %w : i32, i32
  } do {
  ^bb0(%w1: i32, %w2: i32):
    scf.yield %w1 : i32
  }
  %c = arith.constant 1 : i32
  %c_1 = arith.constant 2 : i32
  %c_2 = arith.addi %c, %c_1 : i32
  %42 = arith.addi %c_2, %0 : i32
  %q = arith.addi %42, %p#1 : i32
  return %q, %p#0, %x.y : i32, i32, f64
}
