// RUN: polyts-cc %s -S --emit=mlir -o - | FileCheck %s
// RUN: polyts-cc %s -S --emit=mlir -o - | mlir-opt > /dev/null
// External functions with pointers or varargs use the C ABI through the llvm dialect: llvm.func declarations,
// vararg llvm.call, string literals as internal constant globals, `stderr` as an external global.

#include <stdio.h>
#include <string.h>

// CHECK-DAG:   llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-DAG:   llvm.func @fprintf(!llvm.ptr, !llvm.ptr, ...) -> i32
// CHECK-DAG:   llvm.mlir.global external @stderr() {addr_space = 0 : i32} : !llvm.ptr
// CHECK-DAG:   llvm.mlir.global internal constant @[[FMT:.*]]("%d %0.2f\0A\00") {addr_space = 0 : i32}
// CHECK-DAG:   llvm.mlir.global internal constant @[[ERR:.*]]("oops\0A\00") {addr_space = 0 : i32}
// CHECK-DAG:   llvm.func @strcmp(!llvm.ptr, !llvm.ptr) -> i32

// printf: the float argument was promoted to double by C's default argument promotions.
// CHECK-LABEL: func.func @print(
// CHECK:         %[[P:.*]] = llvm.mlir.addressof @[[FMT]] : !llvm.ptr
// CHECK:         %[[D:.*]] = arith.extf %{{.*}} : f32 to f64
// CHECK:         llvm.call @printf(%[[P]], %{{.*}}, %[[D]]) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f64) -> i32
void print(int i, float x) {
  printf("%d %0.2f\n", i, x);
}

// fprintf(stderr, ...): stderr is loaded from its global.
// CHECK-LABEL: func.func @print_error(
// CHECK:         %[[G:.*]] = llvm.mlir.addressof @stderr : !llvm.ptr
// CHECK:         %[[S:.*]] = llvm.load %[[G]] : !llvm.ptr -> !llvm.ptr
// CHECK:         llvm.call @fprintf(%[[S]], %{{.*}}) vararg(!llvm.func<i32 (ptr, ptr, ...)>)
void print_error(void) {
  fprintf(stderr, "oops\n");
}

// main's argv is a C-ABI pointer; argv[0] is loaded through it.
// CHECK-LABEL: func.func @main(
// CHECK-SAME:    %{{.*}}: i32, %[[ARGV:.*]]: !llvm.ptr) -> i32
// CHECK:         %[[A0:.*]] = llvm.load %[[ARGV]] : !llvm.ptr -> !llvm.ptr
// CHECK:         llvm.call @strcmp(%[[A0]], %{{.*}}) : (!llvm.ptr, !llvm.ptr) -> i32
int main(int argc, char **argv) {
  print(argc, 1.5f);
  if (strcmp(argv[0], "") == 0)
    print_error();
  return 0;
}
