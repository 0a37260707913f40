// Composite attributes: arrays (nested, empty), dictionaries, type attributes, symbol refs (flat and nested), dense and array<>.
func.func @composite() attributes {arr = [1, 2.0, "three", [4 : i8, []], unit], empty = [], dict = {a = 1 : i32, b = {c = "d"}}, emptydict = {}, ty = i32, ty2 = memref<?xf64>, sym = @foo, nested = @outer::@inner::@leaf, syms = [@a, @b], d1 = dense<[1, 2, 3]> : tensor<3xi32>, d2 = dense<1.5> : tensor<2x2xf32>, d3 = dense<[[true, false], [false, true]]> : tensor<2x2xi1>, d4 = dense<[0.1, -2.0, 0x7FF0000000000000]> : tensor<3xf64>, d5 = dense<> : tensor<0xi32>, arr_i32 = array<i32: 1, -2, 3>, arr_i64 = array<i64>, arr_f64 = array<f64: 1.0, 2.5>, arr_i1 = array<i1: true, false>, arr_f32 = array<f32: 0.1>, vec = dense<[1, 2]> : vector<2xi64>} {
  return
}
