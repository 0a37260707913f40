// ERROR: 4:21: use of value '%c' expects different type than prior uses: 'i1' vs 'i32'
// arith.select with an i32 condition.
func.func @f(%c: i32, %a: f64, %b: f64) -> f64 {
  %0 = arith.select %c, %a, %b : f64
  return %0 : f64
}
