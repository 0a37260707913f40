// RUN: polyts-cc %s -S --emit=mlir -o - | FileCheck %s
// RUN: polyts-cc %s -S --emit=mlir -o - | mlir-opt > /dev/null
// File-scope variables are memref.globals (scalars as 0-d memrefs), zero-initialized unless initialized;
// `static` ones are private; `extern` ones without a definition are declarations.

// CHECK-DAG:   memref.global @counter : memref<i32> = dense<7>
// CHECK-DAG:   memref.global "private" @table : memref<4x8xf64> = dense<0.000000e+00>
// CHECK-DAG:   memref.global @elsewhere : memref<f64>{{$}}

int counter = 7;
static double table[4][8];
extern double elsewhere;

// CHECK-LABEL: func.func @use(
// CHECK-DAG:     %[[C:.*]] = memref.get_global @counter : memref<i32>
// CHECK-DAG:     %[[T:.*]] = memref.get_global @table : memref<4x8xf64>
// CHECK-DAG:     %[[E:.*]] = memref.get_global @elsewhere : memref<f64>
// CHECK:         memref.load %[[C]][] : memref<i32>
// CHECK:         memref.store %{{.*}}, %[[C]][] : memref<i32>
// CHECK:         memref.load %[[T]][%{{.*}}, %{{.*}}] : memref<4x8xf64>
// CHECK:         memref.load %[[E]][] : memref<f64>
double use(int i) {
  counter = counter + 1;
  return table[i][1] + elsewhere;
}
