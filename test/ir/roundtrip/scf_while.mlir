// scf.while and scf.condition: a counting loop with two carried values, differing before/after types, no-result form.
func.func @count(%n: i32, %x: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.constant 0.0 : f64
  %r:2 = scf.while (%i = %c0, %acc = %z) : (i32, f64) -> (i32, f64) {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i, %acc : i32, f64
  } do {
  ^bb0(%i2: i32, %acc2: f64):
    %idx = arith.index_cast %i2 : i32 to index
    %v = memref.load %x[%idx] : memref<?xf64>
    %acc3 = arith.addf %acc2, %v : f64
    %i3 = arith.addi %i2, %c1 : i32
    scf.yield %i3, %acc3 : i32, f64
  }
  return %r#1 : f64
}
func.func @convert(%n: i64) -> index {
  %r = scf.while (%a = %n) : (i64) -> index {
    %c = arith.constant 10 : i64
    %gt = arith.cmpi sgt, %a, %c : i64
    %ix = arith.index_cast %a : i64 to index
    scf.condition(%gt) %ix : index
  } do {
  ^bb0(%b: index):
    %c2 = arith.constant 2 : index
    %h = arith.divui %b, %c2 : index
    %h64 = arith.index_cast %h : index to i64
    scf.yield %h64 : i64
  }
  return %r : index
}
func.func @no_results(%flag: memref<i1>) {
  scf.while : () -> () {
    %f = memref.load %flag[] : memref<i1>
    scf.condition(%f)
  } do {
    %false = arith.constant false
    memref.store %false, %flag[] : memref<i1>
    scf.yield
  }
  return
}
