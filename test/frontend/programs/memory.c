/* Exactness of memory through polyts: arrays, VLAs, pointers, heap arrays, globals, statics, libm. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

double weights[5];
static int counter = 3;
int grid[3][4];

static int next_id(void) {
  static int id = 100;
  id += 7;
  return id;
}

static void fill(int n, double *p, double v) {
  int i;
  for (i = 0; i < n; i++)
    p[i] = v / (i + 1);
}

static double sum2d(int n, int m, double A[n][m]) {
  double s = 0.0;
  int i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      s += A[i][j] * (i + 1) - j;
  return s;
}

static void set(double *x, double v) {
  *x = v;
}

int main(void) {
  int n = 4, unused = 3, i, j; /* written, never read: a dead slot */
  double local[4][3];
  double vla[n];
  double (*heap)[4][3] = (double (*)[4][3]) malloc(sizeof(double[4][3]));
  double *dyn = malloc(n * sizeof(double));
  int *zeros = calloc(6, sizeof(int));
  double scalar = 0.0;

  for (i = 0; i < 4; i++)
    for (j = 0; j < 3; j++) {
      local[i][j] = i * 0.5 + j;
      (*heap)[i][j] = local[i][j] * local[i][j];
    }
  fill(n, vla, 1.0);
  fill(n, dyn, 3.0);
  fill(5, weights, 2.0);
  set(&scalar, 2.5);
  for (i = 0; i < 3; i++)
    for (j = 0; j < 4; j++)
      grid[i][j] = i * 10 + j + counter;
  counter += grid[2][3];
  printf("sums %.17g %.17g\n", sum2d(4, 3, local), sum2d(4, 3, *heap));
  printf("vla %.17g %.17g %.17g\n", vla[0], vla[3], dyn[2]);
  printf("globals %.17g %d %d\n", weights[4], counter, grid[1][2]);
  printf("scalar %.17g zeros %d %d\n", scalar, zeros[0], zeros[5]);
  i = next_id();
  j = next_id();
  printf("static %d %d %d\n", i, j, next_id());
  printf("libm %.17g %.17g %.17g %.17g\n", sqrt(2.0), pow(1.5, 7.25), exp(-3.0), log(10.0));
  printf("libm %.17g %.17g %.17g %.17g\n", fabs(-2.5), floor(-2.5), ceil(-2.5), fmod(-7.5, 2.0));
  printf("libm %.17g %.17g %.9g %.9g\n", fmin(1.0, 0.0 / 0.0), fmax(-1.0, 2.0), sqrtf(2.0f), expf(1.5f));
  printf("libm %.17g %.17g %.17g\n", sin(1.0), cos(1.0), atan2(1.0, -2.0));
  free(heap);
  free(dyn);
  free(zeros);
  return 0;
}
