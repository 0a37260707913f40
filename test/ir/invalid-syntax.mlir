// RUN: not polyts-opt %s 2>&1 | FileCheck %s --implicit-check-not=module
// A malformed signature gives one error located at the offending token, a failing exit status, and no IR.

// CHECK: invalid-syntax.mlir:[[@LINE+1]]:15: error: expected type, found '{'
func.func @f( {
  return
}
// CHECK-NOT: error:
