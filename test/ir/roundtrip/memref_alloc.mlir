// memref.alloc / memref.alloca / memref.dealloc: static, dynamic and 0-d shapes, alignment, several element types.
func.func @allocs(%n: index, %m: index) {
  %0 = memref.alloc() : memref<16xf32>
  %1 = memref.alloc(%n) : memref<?xf64>
  %2 = memref.alloc(%n, %m) : memref<?x?xi32>
  %3 = memref.alloc(%m) : memref<4x?x8xindex>
  %4 = memref.alloc() {alignment = 64 : i64} : memref<32x32xf64>
  %5 = memref.alloc() : memref<f16>
  %6 = memref.alloca() : memref<1xf64>
  %7 = memref.alloca(%n) : memref<?xi8>
  %8 = memref.alloca() {alignment = 16 : i64} : memref<2x2xi1>
  %9 = memref.alloca() : memref<i32>
  memref.dealloc %0 : memref<16xf32>
  memref.dealloc %1 : memref<?xf64>
  memref.dealloc %2 : memref<?x?xi32>
  memref.dealloc %3 : memref<4x?x8xindex>
  memref.dealloc %4 : memref<32x32xf64>
  memref.dealloc %5 : memref<f16>
  return
}
