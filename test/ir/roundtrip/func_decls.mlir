// func.func: public and private definitions and declarations, argument/result attributes, function attributes.
func.func private @ext_none()
func.func private @ext_args(i32, f64) -> index
func.func private @ext_multi(memref<?xf32>) -> (i1, f16)
func.func nested @nested_vis() {
  return
}
func.func @pub_empty() {
  return
}
func.func private @priv_def(%x: i64) -> i64 {
  return %x : i64
}
func.func @arg_attrs(%a: i32 {test.arg = "first"}, %b: memref<4xf32> {test.noalias}) -> (i32 {test.res = 0 : i64}) {
  return %a : i32
}
func.func @fn_attrs() attributes {scop.stmt, test.count = 3 : i32} {
  func.return
}
func.func @unused_args(%0: index, %1: index, %2: f32) -> (index, f32) {
  return %1, %2 : index, f32
}
