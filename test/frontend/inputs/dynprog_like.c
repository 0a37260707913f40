/* A dynamic-programming kernel on an int table over a char sequence (RNA-folding shape): typedef
   char, ternary max and match macros, mixed int/char arithmetic and a decreasing outer loop. */
#include <stdio.h>
#include <unistd.h>
#include <string.h>
#include <math.h>
#include "minibench.h"

#define N 40
#define DATA_TYPE int

typedef char base;

#define match(b1, b2) (((b1) + (b2)) == 3 ? 1 : 0)
#define max_score(s1, s2) ((s1 >= s2) ? s1 : s2)

static void init_array(int n, base MB_1D(seq, N), DATA_TYPE MB_2D(table, N, N))
{
  int i, j;

  for (i = 0; i < n; i++) {
    seq[i] = (base)((i + 1) % 4);
  }
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      table[i][j] = 0;
}

static void print_array(int n, DATA_TYPE MB_2D(table, N, N))
{
  int i, j;
  int t = 0;

  MB_DUMP_START;
  MB_DUMP_BEGIN("table");
  for (i = 0; i < n; i++) {
    for (j = i; j < n; j++) {
      if (t % 20 == 0) fprintf(MB_OUT, "\n");
      fprintf(MB_OUT, "%d ", table[i][j]);
      t++;
    }
  }
  MB_DUMP_END("table");
  MB_DUMP_FINISH;
}

static void kernel_fold(int n, base MB_1D(seq, N), DATA_TYPE MB_2D(table, N, N))
{
  int i, j, k;

#pragma scop
  for (i = MB_BOUND(N, n) - 1; i >= 0; i--) {
    for (j = i + 1; j < MB_BOUND(N, n); j++) {
      if (j - 1 >= 0)
        table[i][j] = max_score(table[i][j], table[i][j - 1]);
      if (i + 1 < MB_BOUND(N, n))
        table[i][j] = max_score(table[i][j], table[i + 1][j]);
      if (j - 1 >= 0 && i + 1 < MB_BOUND(N, n)) {
        if (i < j - 1)
          table[i][j] = max_score(table[i][j], table[i + 1][j - 1] + match(seq[i], seq[j]));
        else
          table[i][j] = max_score(table[i][j], table[i + 1][j - 1]);
      }
      for (k = i + 1; k < j; k++) {
        table[i][j] = max_score(table[i][j], table[i][k] + table[k + 1][j]);
      }
    }
  }
#pragma endscop
}

int main(int argc, char **argv)
{
  int n = N;

  MB_DECL_1D(seq, base, N);
  MB_DECL_2D(table, DATA_TYPE, N, N);

  init_array(n, MB_ARRAY(seq), MB_ARRAY(table));
  mb_start;
  kernel_fold(n, MB_ARRAY(seq), MB_ARRAY(table));
  mb_stop;
  MB_KEEP_ALIVE(print_array(n, MB_ARRAY(table)));
  MB_FREE(seq);
  MB_FREE(table);
  return 0;
}
