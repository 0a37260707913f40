// memref.load / memref.store / memref.dim / memref.cast: 0-d, 1-d and 2-d accesses, nontemporal flag, ranked casts.
func.func @access(%A: memref<?x?xf64>, %B: memref<10xf32>, %s: memref<i64>, %i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.load %A[%i, %j] : memref<?x?xf64>
  memref.store %0, %A[%j, %i] : memref<?x?xf64>
  %1 = memref.load %B[%c0] : memref<10xf32>
  memref.store %1, %B[%c1] : memref<10xf32>
  %2 = memref.load %s[] : memref<i64>
  memref.store %2, %s[] : memref<i64>
  %3 = memref.load %B[%i] {nontemporal = true} : memref<10xf32>
  memref.store %3, %B[%j] {nontemporal = true} : memref<10xf32>
  %n = memref.dim %A, %c0 : memref<?x?xf64>
  %m = memref.dim %A, %c1 : memref<?x?xf64>
  %k = memref.dim %B, %c0 : memref<10xf32>
  %4 = memref.cast %B : memref<10xf32> to memref<?xf32>
  %5 = memref.cast %4 : memref<?xf32> to memref<10xf32>
  %6 = memref.cast %A : memref<?x?xf64> to memref<4x?xf64>
  %7 = memref.cast %B : memref<10xf32> to memref<*xf32>
  %8 = arith.addi %n, %m : index
  %9 = arith.addi %8, %k : index
  return %9 : index
}
