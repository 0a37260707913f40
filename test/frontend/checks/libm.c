// RUN: polyts-cc %s -S --emit=mlir -o - | FileCheck %s
// RUN: polyts-cc %s -S --emit=mlir -o - | mlir-opt > /dev/null
// libm calls become math (and arith) ops of the argument's type; other external functions taking only numbers
// are private func.func declarations called with func.call.

#include <math.h>

double helper(double x, int n);

// CHECK-LABEL: func.func private @helper(f64, i32) -> f64

// CHECK-LABEL: func.func @doubles(
// CHECK:         math.sqrt %{{.*}} : f64
// CHECK:         math.powf %{{.*}}, %{{.*}} : f64
// CHECK:         math.exp %{{.*}} : f64
// CHECK:         math.absf %{{.*}} : f64
// CHECK:         arith.maxnumf %{{.*}}, %{{.*}} : f64
// CHECK:         arith.remf %{{.*}}, %{{.*}} : f64
// CHECK:         call @helper(%{{.*}}, %{{.*}}) : (f64, i32) -> f64
double doubles(double x, double y) {
  double a = sqrt(x) + pow(x, y) + exp(y) + fabs(x);
  return helper(fmax(a, y) + fmod(x, y), 3);
}

// The float versions compute in f32.
// CHECK-LABEL: func.func @floats(
// CHECK:         math.sqrt %{{.*}} : f32
// CHECK:         math.exp %{{.*}} : f32
// CHECK:         math.powf %{{.*}}, %{{.*}} : f32
float floats(float x) {
  return sqrtf(x) + expf(x) + powf(x, 2.0f);
}
