// RUN: polyts-opt %s --outline-parallel-bodies 2>/dev/null | FileCheck %s
// RUN: polyts-opt %s --outline-parallel-bodies 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// RUN: polyts-opt %s --outline-parallel-bodies 2>/dev/null | mlir-opt --lower-affine --convert-scf-to-openmp > /dev/null
// RUN: polyts-opt %s --outline-parallel-bodies 2>/dev/null | polyts-translate --mlir-to-c | FileCheck %s --check-prefix=C

// A collapsed 2-d tile nest with sequential point loops: its body becomes a function whose distinct arrays are
// `llvm.noalias` (C's restrict), called where the body was; the loops a collapse clause takes stay.
// In C the non-aliasing arrays are restrict, and the first extent, which a pointer to rows does not need, is not
// passed; the collapse clause takes the loops it took before.
// C:       static void tiles_omp0(long a0, long n, long a1, double (*restrict a)[64], double (*restrict b)[64]) {
// C:       #pragma omp parallel for collapse(2)
// C:       tiles_omp0(i0, n, i1, a, b);
// REMARK: outline.mlir:[[@LINE+13]]:3: remark: outline-parallel-bodies: the parallel loop's body is @tiles_omp0, 2 of 2 arrays passed as non-aliasing
// CHECK-LABEL: func.func private @tiles_omp0(
// CHECK-SAME:    %{{.*}}: memref<?x64xf64> {llvm.noalias}, %{{.*}}: memref<?x64xf64> {llvm.noalias}
// CHECK-SAME:    polyts.arg_names = ["", "n", "", "a", "b"]
// CHECK-SAME:    polyts.parallel_body
// CHECK:         affine.for
// CHECK:           affine.for
// CHECK:         return
// CHECK-LABEL: func.func @tiles(
// CHECK:         affine.parallel (%[[I:.*]], %[[J:.*]]) =
// CHECK-NEXT:      func.call @tiles_omp0(%[[I]], %{{.*}}, %[[J]], %{{.*}}, %{{.*}})
// CHECK-NEXT:    }
func.func @tiles(%n: index, %a: memref<?x64xf64>, %b: memref<?x64xf64>) attributes {polyts.arg_names = ["n", "a", "b"]} {
  affine.parallel (%it, %jt) = (0, 0) to (symbol(%n) ceildiv 8, 8) {
    affine.for %i = affine_map<(d0) -> (d0 * 8)>(%it) to min affine_map<(d0)[s0] -> (s0, d0 * 8 + 8)>(%it)[%n] {
      affine.for %j = affine_map<(d0) -> (d0 * 8)>(%jt) to affine_map<(d0) -> (d0 * 8 + 8)>(%jt) {
        %x = affine.load %a[%i, %j] : memref<?x64xf64>
        affine.store %x, %b[%i, %j] : memref<?x64xf64>
      }
    }
  }
  return
}

// An addf reduction: the function returns the partial value the loop reduces. The same array seen through two
// memref values (a cast) is not passed as non-aliasing. A loop-free parallel body stays where it is, for the C
// compiler to vectorize.
// REMARK: remark: outline-parallel-bodies: the parallel loop's body is @reduce_omp0, 0 of 2 arrays passed as non-aliasing
// CHECK-LABEL: func.func private @reduce_omp0(
// CHECK-SAME:    %{{.*}}: memref<?x?xf64>, %{{.*}}: index, %{{.*}}: memref<?x?xf64>) -> f64
// CHECK-NEXT:    arith.constant 0.0
// CHECK:         affine.for {{.*}} iter_args
// CHECK:         return %{{.*}} : f64
// CHECK-LABEL: func.func @reduce(
// CHECK:         affine.parallel ({{.*}}) = (0) to (symbol({{.*}})) reduce ("addf") -> (f64) {
// CHECK-NEXT:      %[[V:.*]] = func.call @reduce_omp0(
// CHECK-NEXT:      affine.yield %[[V]] : f64
// CHECK:         affine.parallel
// CHECK-NEXT:      affine.load
// CHECK-NOT:     func.func private
func.func @reduce(%n: index, %a: memref<?x?xf64>) -> f64 {
  %z = arith.constant 0.0 : f64
  %c = memref.cast %a : memref<?x?xf64> to memref<?x?xf64>
  %r = affine.parallel (%i) = (0) to (symbol(%n)) reduce ("addf") -> (f64) {
    %s = affine.for %j = 0 to %n iter_args(%acc = %z) -> (f64) {
      %x = affine.load %a[%i, %j] : memref<?x?xf64>
      %y = affine.load %c[%j, %i] : memref<?x?xf64>
      %p = arith.mulf %x, %y : f64
      %t = arith.addf %acc, %p : f64
      affine.yield %t : f64
    }
    affine.yield %s : f64
  }
  affine.parallel (%i) = (0) to (symbol(%n)) {
    %x = affine.load %a[%i, %i] : memref<?x?xf64>
    affine.store %x, %a[%i, 0] : memref<?x?xf64>
  }
  return %r : f64
}
