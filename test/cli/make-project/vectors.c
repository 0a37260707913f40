/* Vector helpers called from the other files. */
#include <math.h>
#include "kernels.h"

float s1 = 0.5f;
int s291 = 0;

double dot(int n, const double *x, const double *y) {
  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}

void fill(int n, float *a, float v) {
  for (int i = 0; i < n; i++)
    a[i] = v + (float)i * s1;
  s291 += n;
}
