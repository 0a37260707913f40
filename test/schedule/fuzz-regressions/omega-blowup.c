/* Fuzz seed 1038 (npm run fuzz -- --seed=1038 --count=1 --pipelines=O3): after tiling by 32, code generation asked
 * the Omega test about a 9-variable set whose shadows grew to millions of rows (2.4 GB, minutes) before the test got
 * a work budget after which branch and bound decides. */
typedef struct _IO_FILE FILE;
extern FILE *stdout;
int printf(const char *format, ...);
int fflush(FILE *stream);
void *malloc(unsigned long size);
void free(void *ptr);

static void p1038_kernel(int n, int m, double A[1], double B[2][1][9], int C[5], double *out_s, int *out_t)
{
  int i, j, k;
  double s = 2.0;
  int t = 0;
#pragma scop
  for (i = (0 > m - 3 ? 0 : m - 3); i <= m - 1; i++)
    for (j = 1; j <= m - 3; j++) {
      for (k = (0 > i - 1 ? 0 : i - 1); k <= (n - 1 < i + 1 ? n - 1 : i + 1); k++) {
        C[j + 1] = (C[k] % 256) - (2 * j - 2);
        if ((n + 1 > 2) || (j + 2 > j))
          s += B[i / 3][j - 1][2 * k];
      }
      s *= 1.0 + (A[j - 1] * 0.125);
    }
#pragma endscop
  *out_s = s;
  *out_t = t;
}

static void p1038_run(void)
{
  double A[1];
  double B[2][1][9];
  int C[5];
  double s;
  int t;
  int i0, i1, i2;
  for (i0 = 0; i0 < 1; i0++)
    A[i0] = (double)((i0 * 7 + 1) % 17) / 8.0 - 1.0;
  for (i0 = 0; i0 < 2; i0++)
    for (i1 = 0; i1 < 1; i1++)
      for (i2 = 0; i2 < 9; i2++)
        B[i0][i1][i2] = (double)((i0 * 8 + i1 * 4 + i2 * 6 + 2) % 17) / 8.0 - 1.0;
  for (i0 = 0; i0 < 5; i0++)
    C[i0] = (i0 * 9 + 7) % 29 - 14;
  printf("== fuzz program 1038\n");
  fflush(stdout);
  p1038_kernel(9, 4, A, B, C, &s, &t);
  printf("==BEGIN DUMP_ARRAYS==\n");
  printf("begin dump: %s", "A");
  for (i0 = 0; i0 < 1; i0++) {
    if ((i0) % 20 == 0) printf("\n");
    printf("%.17g ", A[i0]);
  }
  printf("\nend   dump: %s\n", "A");
  printf("begin dump: %s", "B");
  for (i0 = 0; i0 < 2; i0++) {
    for (i1 = 0; i1 < 1; i1++) {
      for (i2 = 0; i2 < 9; i2++) {
        if ((i0 * 1 * 9 + i1 * 9 + i2) % 20 == 0) printf("\n");
        printf("%.17g ", B[i0][i1][i2]);
      }
    }
  }
  printf("\nend   dump: %s\n", "B");
  printf("begin dump: %s", "C");
  for (i0 = 0; i0 < 5; i0++) {
    if ((i0) % 20 == 0) printf("\n");
    printf("%d ", C[i0]);
  }
  printf("\nend   dump: %s\n", "C");
  printf("begin dump: %s\n%.17g \nend   dump: %s\n", "s", s, "s");
  printf("begin dump: %s\n%d \nend   dump: %s\n", "t", t, "t");
  printf("==END   DUMP_ARRAYS==\n");
}

int main(void)
{
  p1038_run();
  return 0;
}
