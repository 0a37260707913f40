// RUN: polyts-opt %s --codegen | FileCheck %s
// RUN: polyts-opt %s --codegen | mlir-opt -o /dev/null
// Constant bounds: two loops over overlapping ranges, fused and ordered by the tree (S1 first), become three loops:
// [0, 2) with S0 only, [2, 6) with both, [6, 9) with S1 only. A triangular statement under a parametric band keeps
// its bound on the outer loop (a dim operand), and a strided schedule (2 * i) steps by 2.

// CHECK-LABEL: func.func @overlap(
// CHECK:         affine.for %[[I0:.*]] = 0 to 2 {
// CHECK-NEXT:      affine.store %{{.*}}, %{{.*}}[%[[I0]]]
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %[[I1:.*]] = 2 to 6 {
// CHECK-NEXT:      affine.store %{{.*}}, %[[B:.*]][%[[I1]]]
// CHECK-NEXT:      affine.store %{{.*}}, %{{.*}}[%[[I1]]]
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %[[I2:.*]] = 6 to 9 {
// CHECK-NEXT:      affine.store %{{.*}}, %[[B]][%[[I2]]]
// CHECK-NEXT:    }
func.func @overlap(%a: memref<10xf64>, %b: memref<10xf64>) {
  %c = arith.constant 1.0 : f64
  affine.for %i = 0 to 6 {
    affine.store %c, %a[%i] : memref<10xf64>
  } {scop.schedule = "{ domain: \"{ S0[i0] : 0 <= i0 < 6; S1[i0] : 2 <= i0 < 9 }\", child: { schedule: \"[{ S0[i0] -> [(i0)]; S1[i0] -> [(i0)] }]\", child: { sequence: [ { filter: \"{ S1[i0] }\" }, { filter: \"{ S0[i0] }\" } ] } } }"}
  affine.for %i = 2 to 9 {
    affine.store %c, %b[%i] : memref<10xf64>
  }
  return
}

// CHECK-LABEL: func.func @triangle(
// CHECK-SAME:      %{{[^:]*}}: memref<?x?xf64>, %[[N:[^:]*]]: index)
// CHECK:         affine.for %[[J:.*]] = 0 to %[[N]] {
// CHECK-NEXT:      affine.for %[[I:.*]] = #{{.*}}(%[[J]]) to %[[N]] {
// CHECK-NEXT:        affine.store %{{.*}}, %{{.*}}[%[[I]], %[[J]]]
func.func @triangle(%a: memref<?x?xf64>, %n: index) attributes {polyts.arg_names = ["a", "n"]} {
  %c = arith.constant 1.0 : f64
  affine.for %i = 0 to %n {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      affine.store %c, %a[%i, %j] : memref<?x?xf64>
    }
  } {scop.schedule = "{ domain: \"[n] -> { S0[i0, i1] : 0 <= i1 <= i0 < n }\", child: { schedule: \"[n] -> [{ S0[i0, i1] -> [(i1)] }, { S0[i0, i1] -> [(i0)] }]\", permutable: 1, coincident: [ 1, 1 ] } }"}
  return
}

// CHECK-LABEL: func.func @strided(
// CHECK:         affine.for %[[T:.*]] = 0 to #{{.*}}()[%{{.*}}] step 2 {
// CHECK-NEXT:      %[[I:.*]] = affine.apply #{{.*}}(%[[T]])
// CHECK-NEXT:      affine.store %{{.*}}, %{{.*}}[%[[I]]]
func.func @strided(%a: memref<?xf64>, %n: index) attributes {polyts.arg_names = ["a", "n"]} {
  %c = arith.constant 1.0 : f64
  affine.for %i = 0 to %n {
    affine.store %c, %a[%i] : memref<?xf64>
  } {scop.schedule = "{ domain: \"[n] -> { S0[i0] : 0 <= i0 < n }\", child: { schedule: \"[n] -> [{ S0[i0] -> [(2i0)] }]\" } }"}
  return
}
