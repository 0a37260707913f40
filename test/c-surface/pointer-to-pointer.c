// posix_memalign((void **)&p, ...) takes the address of a pointer variable, which the memref model has no place
// for: the function doing it is kept as written, and says so; the kernel it calls is translated.
// KEPT: 'main' kept as written: address of a pointer variable of type 'double *' (a pointer to a pointer)
#include <stdio.h>
#include <stdlib.h>

static void scale(int n, double *a, double k)
{
  for (int i = 0; i < n; i++)
    a[i] = k * i;
}

int main(void)
{
  double *p;
  if (posix_memalign((void **)&p, 64, 16 * sizeof(double)))
    return 1;
  scale(16, p, 0.5);
  printf("%.1f %.1f\n", p[1], p[15]);
  free(p);
  return 0;
}
