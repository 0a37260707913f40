// memref types: static, dynamic and mixed shapes, 0-d, unranked, affine-map layouts and memory spaces, nested element types.
func.func private @static(memref<4xf32>, memref<4x8xf64>, memref<1x2x3x4xi32>, memref<0xindex>) -> ()
func.func private @dynamic(memref<?xf64>, memref<?x?xf64>, memref<4x?xi8>, memref<?x16x?xf16>) -> ()
func.func private @zero_d(memref<f64>, memref<i1>) -> memref<index>
func.func private @unranked(memref<*xf32>) -> ()
func.func private @layouts(memref<8xf32, affine_map<(d0) -> (d0 + 1)>>, memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) -> ()
func.func private @spaces(memref<4xf32, 1>, memref<?xi32, 3>, memref<2x2xf64, affine_map<(d0, d1) -> (d0 * 2 + d1 + 4)>, 2>) -> ()
func.func @pass_through(%a: memref<?x?xf64>, %b: memref<10x20xf32>) -> (memref<10x20xf32>, memref<?x?xf64>) {
  return %b, %a : memref<10x20xf32>, memref<?x?xf64>
}
