// RUN: polyts-cc %s -S --emit=affine -o - | FileCheck %s
// Pointers as C code uses them: pointers into the middle of arrays (`double *row = &A[i][0]`, `f(a + 1)`), a
// kernel taking `double *` parameters called on sub-arrays, a pointer walking an array, double buffering by
// swapping two pointers, and global pointer variables set by main and used by the kernels.
#include <stdio.h>
#include <stdlib.h>

#define N 32

static double A[N][N], v[N], w[N];
double *gin, *gout;
static int *gcount;

// A `double *` parameter is a memref and a position: the kernel is affine in the position.
// CHECK-LABEL: func.func private @saxpy(
// CHECK-SAME:      %{{.*}}: memref<?xf64>, %[[XO:.*]]: index, %{{.*}}: memref<?xf64>, %[[YO:.*]]: index
// CHECK:         affine.for
// CHECK:           affine.load %{{.*}}[%{{.*}} + symbol(%[[XO]])]
static void saxpy(int n, double a, const double *x, double *y)
{
  for (int i = 0; i < n; i++)
    y[i] += a * x[i];
}

static double dot(int n, const double *x, const double *y)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}

// `double *row = &A[i][0]`, never reassigned: row[j] is A[i][j].
// CHECK-LABEL: func.func private @rowsums(
// CHECK:         affine.for
// CHECK:           affine.for
// CHECK:             affine.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<32x32xf64>
static void rowsums(double *out)
{
  for (int i = 0; i < N; i++) {
    double *row = &A[i][0];
    double s = 0;
    for (int j = 0; j < N; j++)
      s += row[j];
    out[i] = s;
  }
}

static void relax(int steps)
{
  double *cur = v, *next = w;
  for (int t = 0; t < steps; t++) {
    for (int i = 1; i < N - 1; i++)
      next[i] = (cur[i - 1] + cur[i] + cur[i + 1]) / 3.0;
    next[0] = cur[0];
    next[N - 1] = cur[N - 1];
    double *tmp = cur;
    cur = next;
    next = tmp;
  }
}

static double through_globals(int n)
{
  double s = 0;
  for (int i = 0; i < n; i++) {
    gout[i] = 2.0 * gin[i];
    s += gout[i];
  }
  (*gcount)++;
  return s;
}

int main(void)
{
  for (int i = 0; i < N; i++) {
    v[i] = (i % 5) * 0.5;
    w[i] = 0;
    for (int j = 0; j < N; j++)
      A[i][j] = (i + 2 * j) % 7;
  }
  double sums[N];
  rowsums(sums);
  saxpy(N - 2, 0.5, v + 1, &A[3][1]);
  saxpy(N / 2, -1.0, A[5], A[6] + N / 2);
  printf("dot %.6f %.6f %.6f\n", dot(N, sums, v), dot(N - 1, &A[3][0], A[6] + 1), dot(N / 2, v + N / 2, v));
  double *p = &A[N - 1][0];
  double acc = 0;
  for (int i = 0; i < N; i++) {
    acc += *p * i;
    p++;
  }
  p -= N;
  printf("walk %.6f %.6f\n", acc, p[1]);
  relax(7);
  printf("relax %.6f %.6f\n", v[N / 2], w[N / 2 + 1]);
  double *heap = malloc(N * sizeof(double));
  int count = 0;
  gin = A[2];
  gout = heap;
  gcount = &count;
  double t = through_globals(N);
  gin = heap + 1;
  gout = v;
  t += through_globals(N - 1);
  printf("globals %.6f %d %d\n", t, count, gin == heap + 1);
  free(heap);
  return 0;
}
