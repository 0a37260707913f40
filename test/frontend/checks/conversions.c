// RUN: polyts-cc %s -S --emit=mlir -o - | FileCheck %s
// RUN: polyts-cc %s -S --emit=mlir -o - | mlir-opt > /dev/null
// C's conversions and promotions, with signedness carried by the ops: signed arithmetic is nsw, unsigned uses
// the unsigned variants.

// int and double: sitofp; the product in double; back with fptosi.
// CHECK-LABEL: func.func @int_double(
// CHECK:         %[[F:.*]] = arith.sitofp %{{.*}} : i32 to f64
// CHECK:         %[[M:.*]] = arith.mulf %[[F]], %{{.*}} : f64
// CHECK:         arith.fptosi %[[M]] : f64 to i32
int int_double(int x, double d) {
  return x * d;
}

// unsigned: division, remainder and comparison use the unsigned ops; conversion to double is uitofp.
// CHECK-LABEL: func.func @unsigned_ops(
// CHECK:         arith.divui
// CHECK:         arith.remui
// CHECK:         arith.cmpi ult
// CHECK:         arith.uitofp %{{.*}} : i32 to f64
double unsigned_ops(unsigned a, unsigned b) {
  unsigned q = a / b;
  unsigned r = a % b;
  if (q < r)
    return a;
  return b;
}

// char and unsigned char promote to int by sign and zero extension; `>>` on a signed int is arithmetic.
// CHECK-LABEL: func.func @promotions(
// CHECK:         arith.extsi %{{.*}} : i8 to i32
// CHECK:         arith.extui %{{.*}} : i8 to i32
// CHECK:         arith.shrsi
int promotions(char c, unsigned char u) {
  return (c + u) >> 1;
}

// float and double: extf to compute in double, truncf back; float arithmetic stays f32.
// CHECK-LABEL: func.func @floats(
// CHECK:         arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK:         arith.extf %{{.*}} : f32 to f64
// CHECK:         arith.addf %{{.*}}, %{{.*}} : f64
// CHECK:         arith.truncf %{{.*}} : f64 to f32
float floats(float x, double y) {
  return x * x + y;
}

// long long keeps i64; an int operand is widened with extsi.
// CHECK-LABEL: func.func @long_long(
// CHECK:         arith.extsi %{{.*}} : i32 to i64
// CHECK:         arith.addi %{{.*}}, %{{.*}} overflow<nsw> : i64
long long long_long(long long a, int b) {
  return a + b;
}

// Compound assignment computes in the common type and converts back: `x *= 1.5` on an int.
// CHECK-LABEL: func.func @compound(
// CHECK:         %[[OLD:.*]] = memref.load
// CHECK:         %[[F:.*]] = arith.sitofp %[[OLD]] : i32 to f64
// CHECK:         %[[P:.*]] = arith.mulf %[[F]], %{{.*}} : f64
// CHECK:         %[[N:.*]] = arith.fptosi %[[P]] : f64 to i32
// CHECK:         memref.store %[[N]]
int compound(int x) {
  x *= 1.5;
  return x;
}

// `c++` on a char wraps in 8 bits: no nsw on the narrow add.
// CHECK-LABEL: func.func @char_increment(
// CHECK:         %[[C:.*]] = memref.load %{{.*}} : memref<1xi8>
// CHECK:         arith.addi %[[C]], %{{.*}} : i8
// CHECK-NOT:     overflow<nsw> : i8
char char_increment(char c) {
  c++;
  return c;
}
