// RUN: polyts-cc %s -S --emit=mlir -o - | FileCheck %s
// RUN: polyts-cc %s -S --emit=mlir -o - | mlir-opt > /dev/null
// Pointers and arrays as memrefs (Polygeist Fig. 4): `T *` is memref<?xT>, an array parameter keeps its inner
// extents, a VLA parameter's are dynamic; subscripts are computed in C int arithmetic, then cast to index.

// `T *p`: memref<?xT>; `*p = v` stores at 0, `p[i + 1]` adds in i32 before the index cast.
// CHECK-LABEL: func.func @pointer(
// CHECK-SAME:    %[[P:.*]]: memref<?xf64>, %[[I:.*]]: i32)
// CHECK:         memref.store %{{.*}}, %[[P]][%c0] : memref<?xf64>
// CHECK:         %[[S:.*]] = arith.addi %[[I]], %c1_i32 overflow<nsw> : i32
// CHECK:         %[[X:.*]] = arith.index_cast %[[S]] : i32 to index
// CHECK:         memref.load %[[P]][%[[X]]] : memref<?xf64>
double pointer(double *p, int i) {
  *p = 2.0;
  return p[i + 1];
}

// An array parameter decays: memref<?x30xf64>; `A[i][j]` is one load with two subscripts.
// CHECK-LABEL: func.func @array_param(
// CHECK-SAME:    %{{.*}}: memref<?x30xf64>
// CHECK:         memref.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<?x30xf64>
double array_param(double A[20][30], int i, int j) {
  return A[i][j];
}

// C99 VLA parameters: every extent but the first from earlier parameters, dynamic here.
// CHECK-LABEL: func.func @vla_param(
// CHECK-SAME:    %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: memref<?x?x?xf32>)
float vla_param(int n, int m, float A[n][m][n]) {
  return A[1][2][3];
}

// Local arrays are allocas with their shape (named after the C variable); a VLA local takes its extent where it
// is declared. Parameter names are recorded on the function.
// CHECK-LABEL: func.func @local_arrays(
// CHECK-SAME:    attributes {polyts.arg_names = ["n"]}
// CHECK:         %[[FIXED:.*]] = memref.alloca() {polyts.name = "a"} : memref<10x20xf64>
// CHECK:         %[[N:.*]] = arith.index_cast %{{.*}} : i32 to index
// CHECK:         %[[VLA:.*]] = memref.alloca(%[[N]]) {polyts.name = "v"} : memref<?xi32>
// CHECK:         memref.store %{{.*}}, %[[FIXED]][%{{.*}}, %{{.*}}] : memref<10x20xf64>
// CHECK:         memref.store %{{.*}}, %[[VLA]][%{{.*}}] : memref<?xi32>
void local_arrays(int n) {
  double a[10][20];
  int v[n];
  a[1][2] = 0.5;
  v[0] = 3;
}

// `&x` of a scalar local passes its one-element slot (named after x), cast to memref<?xT>; the callee writes through it.
// CHECK-LABEL: func.func @address_of(
// CHECK:         %[[X:.*]] = memref.alloca() {polyts.name = "x"} : memref<1xf64>
// CHECK:         %[[C:.*]] = memref.cast %[[X]] : memref<1xf64> to memref<?xf64>
// CHECK:         call @pointer(%[[C]], %{{.*}})
// CHECK:         memref.load %[[X]][%c0] : memref<1xf64>
double address_of(void) {
  double x = 1.0;
  pointer(&x, 0);
  return x;
}

// Pointer arithmetic moves the offset within the memref: `*(p + 2)` loads at index 2.
// CHECK-LABEL: func.func @arithmetic(
// CHECK:         %[[C2:.*]] = arith.constant 2 : index
// CHECK:         memref.load %{{.*}}[%[[C2]]] : memref<?xi32>
int arithmetic(int *p) {
  return *(p + 2);
}
