// RUN: polyts-cc %s -S --emit=affine -o - | FileCheck %s
// Conversions from void *: malloc and calloc results assigned without a cast (the arrays are memrefs and the
// kernel on them is affine), a pointer kept in a void * variable and converted back, memset and memcpy on
// arrays, and a function that takes data as const void * and reads it through a typed pointer.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 40

// CHECK-LABEL: func.func private @scale(
// CHECK:         affine.for
static void scale(int n, double *x, double s)
{
  for (int i = 0; i < n; i++)
    x[i] *= s;
}

static double sum_bytes_as_doubles(const void *data, int n)
{
  const double *d = data;
  double s = 0;
  for (int i = 0; i < n; i++)
    s += d[i];
  return s;
}

int main(void)
{
  double *a = malloc(N * sizeof(double));
  int *counts = calloc(N, sizeof *counts);
  void *raw = a;
  double *back = raw;
  for (int i = 0; i < N; i++) {
    back[i] = i * 0.5;
    counts[i % 7]++;
  }
  scale(N, a, 2.0);
  double copy[N];
  memset(copy, 0, sizeof copy);
  memcpy(copy + 1, a, (N - 1) * sizeof(double));
  printf("%.2f %.2f %d %d\n", copy[N - 1], sum_bytes_as_doubles(a, N), counts[0], counts[6]);
  printf("%.2f\n", sum_bytes_as_doubles(copy + N / 2, N / 2));
  free(counts);
  free(a);
  return 0;
}
