/* Fuzz seed 1076 (npm run fuzz -- --seed=1076 --count=1 --pipelines=O3), shrunk to its triangular nest: a WAR
 * dependence between the two statements has a 15-variable polyhedron (j/3 subscripts, steps of 2) whose Farkas
 * elimination took 20 s per system (minutes at -O3) before Chernikov's rule. */
typedef struct _IO_FILE FILE;
extern FILE *stdout;
int printf(const char *format, ...);
int fflush(FILE *stream);
void *malloc(unsigned long size);
void free(void *ptr);

static void p1076_kernel(int n, double A[3][4])
{
  int i, j, k, l;
#pragma scop
  for (i = 2; i <= n - 1; i++)
    for (j = i; j <= n - 1; j++) {
      if ((j - 2) % 3 == 0)
        for (k = i; k < n; k += 2)
          for (l = 0; l < n; l += 2) {
            A[j / 3][2 * k + 1] += (A[0][k + 1] * A[2][l]) * (A[j / 3 + 2][2 * k + 1] + A[j / 3][2 * k + 3]);
            A[j - 1][l + 2] = (((A[k][i + 1] < A[k][l] ? A[k][i + 1] : A[k][l]) > A[k + 2][n - l] ? (A[k][i + 1] < A[k][l] ? A[k][i + 1] : A[k][l]) : A[k + 2][n - l]) > A[j - 1][l + 2]) ? ((A[k][i + 1] < A[k][l] ? A[k][i + 1] : A[k][l]) > A[k + 2][n - l] ? (A[k][i + 1] < A[k][l] ? A[k][i + 1] : A[k][l]) : A[k + 2][n - l]) : A[j - 1][l + 2];
          }
    }
#pragma endscop
}

static void p1076_run(void)
{
  double A[3][4];
  int i0, i1;
  for (i0 = 0; i0 < 3; i0++)
    for (i1 = 0; i1 < 4; i1++)
      A[i0][i1] = (double)((i0 * 7 + i1 * 3 + 1) % 17) / 8.0 - 1.0;
  printf("== fuzz program 1076\n");
  fflush(stdout);
  p1076_kernel(1, A);
  printf("==BEGIN DUMP_ARRAYS==\n");
  printf("begin dump: %s", "A");
  for (i0 = 0; i0 < 3; i0++) {
    for (i1 = 0; i1 < 4; i1++) {
      if ((i0 * 4 + i1) % 20 == 0) printf("\n");
      printf("%.17g ", A[i0][i1]);
    }
  }
  printf("\nend   dump: %s\n", "A");
  printf("==END   DUMP_ARRAYS==\n");
}

int main(void)
{
  p1076_run();
  return 0;
}
