// CFLAGS: -fopenmp
// RUN: polyts-cc %s -S --emit=affine -o - | FileCheck %s
// <omp.h> (gcc's own header) in a sequential program that times itself with omp_get_wtime and asks the runtime
// about threads, as OpenMP benchmark drivers do outside their parallel regions.
#include <omp.h>
#include <stdio.h>

#define N 300

static double x[N], y[N];

// CHECK-LABEL: func.func private @triad(
// CHECK:         affine.for
static void triad(int n, double s)
{
  for (int i = 0; i < n; i++)
    y[i] = y[i] + s * x[i];
}

// CHECK-LABEL: func.func @main(
// CHECK:         call @omp_get_wtime() : () -> f64
int main(void)
{
  for (int i = 0; i < N; i++) {
    x[i] = i % 10;
    y[i] = 1.0;
  }
  double t0 = omp_get_wtime();
  for (int r = 0; r < 5; r++)
    triad(N, 0.5);
  double t1 = omp_get_wtime();
  printf("time ok %d\n", t1 >= t0);
  printf("thread %d of team of %d, in parallel %d, level %d, max threads ok %d\n", omp_get_thread_num(), omp_get_num_threads(),
         omp_in_parallel(), omp_get_level(), omp_get_max_threads() >= 1);
  printf("tick ok %d\n", omp_get_wtick() > 0.0);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += y[i];
  printf("%.2f\n", s);
  return 0;
}
