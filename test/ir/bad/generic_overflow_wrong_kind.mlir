// ERROR: 4:8: 'arith.addi' op invalid attribute 'overflowFlags' in properties: #arith.fastmath<fast>
// Generic form: integer overflow flags holding fast-math flags (was printed as 'arith.addi ... fastmath<fast>').
func.func @f(%a: i32) -> i32 {
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.fastmath<fast>}> : (i32, i32) -> i32
  return %0 : i32
}
