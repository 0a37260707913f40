// ERROR: 5:1: unsupported C construct: #pragma omp parallel for
void f(int n, double *a)
{
  int i;
#pragma omp parallel for
  for (i = 0; i < n; i++)
    a[i] = 0;
}
