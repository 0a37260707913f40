// RUN: polyts-cc %s -O3 -S --emit=c -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: polyts-cc %s -O3 -S --emit=c -o - 2>/dev/null | FileCheck %s
// Tiled triangular solvers: a statement that runs once per row (at the diagonal) shares its point loop with an
// update that runs below the diagonal. Separation peels the diagonal out of the loop instead of guarding both
// statements in every iteration: pieces that only the outer loops make empty are dropped, pieces of one statement
// whose union is convex are merged (so the copy budget holds), and pieces that never run under the same outer
// values go in either order.

// REMARK: codegen: @trisolv: {{.*}} 0 statements guarded
// REMARK: codegen: @cholesky: {{.*}} 2 loops separated, 4 statements guarded

// The update's innermost loop holds the update alone (four rows of it, as unroll-jam leaves it); the division runs
// after it.
// CHECK-LABEL: {{^}}void trisolv(
// CHECK:         for (long [[J:i[0-9]+]] = i{{[0-9]+}} * 32; [[J]] < (i{{[0-9]+}} * 32) + 32; [[J]]++) {
// CHECK-COUNT-4:   r{{[0-9]+}} = r{{[0-9]+}} - (L[{{.*}}][[[J]]] * x[[[J]]]);
// CHECK-NEXT:    }
// CHECK:         for (long [[K:i[0-9]+]] = i{{[0-9]+}} * 32; [[K]] < polyts_minsi_long(n, (i{{[0-9]+}} * 32) + 32); [[K]]++) {
// CHECK:           for (long [[D:i[0-9]+]] = i{{[0-9]+}} * 32; [[D]] < [[K]]; [[D]]++) {
// CHECK-NEXT:        r{{[0-9]+}} = r{{[0-9]+}} - (L[[[K]]][[[D]]] * x[[[D]]]);
// CHECK-NEXT:      }
// CHECK-NEXT:      x[[[K]]] = r{{[0-9]+}};
// CHECK-NEXT:      x[[[K]]] = x[[[K]]] / L[[[K]]][[[K]]];
void trisolv(int n, double L[100][100], double x[100], double b[100]) {
  for (int i = 0; i < n; i++) {
    x[i] = b[i];
    for (int j = 0; j < i; j++)
      x[i] -= L[i][j] * x[j];
    x[i] = x[i] / L[i][i];
  }
}

// cholesky's update is not split (it reads what it wrote: split-statements keeps it whole), and its 3-d band is tiled:
// the tiles off the diagonal run the update alone (four rows of it), unguarded; the diagonal tiles guard their four
// statements in the innermost loop (not separated there).
// CHECK-LABEL: {{^}}void cholesky(
// CHECK:             r{{[0-9]+}} = r{{[0-9]+}} - (A[{{.*}}][[[K2:i[0-9]+]]] * A[{{.*}}][[[K2]]]);
// CHECK-NEXT:        r{{[0-9]+}} = r{{[0-9]+}} - (A[{{.*}}][[[K2]]] * A[{{.*}}][[[K2]]]);
// CHECK-NEXT:        r{{[0-9]+}} = r{{[0-9]+}} - (A[{{.*}}][[[K2]]] * A[{{.*}}][[[K2]]]);
// CHECK-NEXT:        r{{[0-9]+}} = r{{[0-9]+}} - (A[{{.*}}][[[K2]]] * A[{{.*}}][[[K2]]]);
// CHECK-NEXT:      }
void cholesky(int n, double A[100][100]) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[j][k];
      A[i][j] /= A[j][j];
    }
    for (int k = 0; k < i; k++)
      A[i][i] -= A[i][k] * A[i][k];
    A[i][i] = A[i][i] * 0.5;
  }
}
