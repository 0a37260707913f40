// RUN: polyts-cc %s -O3 -fopenmp -S --emit=c -o - 2>&1 | FileCheck %s
// A loop bounded by a parameter is parallel only when it runs often enough to pay for starting threads, decided at
// run time: the loop's few operations per iteration need thousands of iterations, the nest below, whose inner loop
// (bounded by the same kind of parameter) is counted as running as often, a few dozen. A kernel called with small
// sizes in a hot loop (n-body's advance over 5 bodies) then runs sequentially instead of in a thread team.

// CHECK: remark: parallelize: parallel loop when it runs at least 3334 iterations (fewer do less than 10000 operations, each loop bounded by a parameter counted as running as often)
// CHECK: remark: parallelize: parallel loop when it runs at least 58 iterations (fewer do less than 10000 operations, each loop bounded by a parameter counted as running as often)
// CHECK-LABEL: {{^}}void shift(
// CHECK:         #pragma omp parallel for if(n >= 3334)
// CHECK-LABEL: {{^}}void rows(
// CHECK:         #pragma omp parallel for if(n >= 58)

void shift(int n, double *a, double *b)
{
  for (int i = 0; i < n; i++)
    a[i] = b[i];
}

void rows(int n, double A[n][n], double *x)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = x[j];
}
