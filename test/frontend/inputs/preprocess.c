/* Uses the libc headers, an include directory and command-line macros (see preprocess.test.ts). */
#include <stdio.h>
#include <math.h>
#include <limits.h>
#include "sizes.h"

double data[SIZE];

int main(void)
{
#ifdef VERBOSE
  printf("%d\n", TWICE(SIZE));
#endif
#ifndef QUIET
  fprintf(stderr, "%f\n", sqrt(data[0]) + INT_MAX);
#endif
  return 0;
}
