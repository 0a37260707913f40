// RUN: polyts-cc %s -S --emit=affine | FileCheck %s

// C's MIN/MAX macros evaluate an argument twice: the select compares one copy of `i - 2` and returns another.
// Copies that fold to the same affine expression are the same bound, so the loop is raised with max/min bounds.
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define MIN(a, b) ((a) < (b) ? (a) : (b))

// CHECK-LABEL: func.func @window(
// CHECK:         affine.for %[[I:.*]] = 0 to %{{.*}} {
// CHECK-NEXT:      affine.for %{{.*}} = max #{{.*}}(%[[I]]) to min #{{.*}}(%[[I]])[%{{.*}}] {
// CHECK-NOT:     scf.for
void window(int n, double A[100][100]) {
  for (int i = 0; i < n; i++)
    for (int j = MAX(0, i - 2); j < MIN(n, i + 3); j++)
      A[i][j] += 1.0;
}

// Different expressions on the two sides are not a max: the inner loop stays scf.for.
// CHECK-LABEL: func.func @not_a_max(
// CHECK:         affine.for
// CHECK:           scf.for
void not_a_max(int n, double A[100][100]) {
  for (int i = 0; i < n; i++)
    for (int j = (i > 2 ? i - 1 : 2); j < 90; j++)
      A[i][j] = 0.0;
}
