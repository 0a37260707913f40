// arith.select on integers, floats, index and memrefs; the C ternary and min/max idioms.
func.func @select(%c: i1, %a: i32, %b: i32, %x: f64, %y: f64, %i: index, %m: memref<?xf32>, %n: memref<?xf32>) -> (i32, f64, index, memref<?xf32>) {
  %0 = arith.select %c, %a, %b : i32
  %lt = arith.cmpf olt, %x, %y : f64
  %1 = arith.select %lt, %x, %y : f64
  %c0 = arith.constant 0 : index
  %2 = arith.select %c, %i, %c0 : index
  %3 = arith.select %c, %m, %n : memref<?xf32>
  %4 = arith.select %c, %c, %lt : i1
  %5 = arith.select %4, %0, %a : i32
  return %5, %1, %2, %3 : i32, f64, index, memref<?xf32>
}
