// memref.global (public/private, constant incl. external constants, uninitialized, dense splat and list, alignment) and memref.get_global.
memref.global "private" @buf : memref<100xf64> = uninitialized
memref.global "private" constant @table : memref<4xf64> = dense<[1.0, 2.5, -3.0, 4.0e10]>
memref.global @counter : memref<i32> = dense<7>
memref.global @zeros : memref<2x3xf32> = dense<0.0>
memref.global "private" constant @ints : memref<2x2xi32> = dense<[[1, 2], [3, 4]]> {alignment = 64 : i64}
memref.global @decl : memref<8xi64>
memref.global "private" constant @extern_table : memref<3xf32>
memref.global "private" constant @reserved : memref<2xi8> = uninitialized
func.func @use_globals() -> f64 {
  %A = memref.get_global @buf : memref<100xf64>
  %T = memref.get_global @table : memref<4xf64>
  %C = memref.get_global @counter : memref<i32>
  %Z = memref.get_global @zeros : memref<2x3xf32>
  %I = memref.get_global @ints : memref<2x2xi32>
  %c2 = arith.constant 2 : index
  %v = memref.load %T[%c2] : memref<4xf64>
  memref.store %v, %A[%c2] : memref<100xf64>
  return %v : f64
}
