// Old-style (K&R) function definitions, parameters declared between the declarator and the body, before and after
// ordinary functions: each is kept as written, and so is a function that calls one; the functions around them
// are translated (a K&R definition used to make the parser's recovery blame the next function, or the whole file
// when it came last).
// KEPT: 'scaled' kept as written: syntax polyts does not read (unexpected 'x')
// KEPT: 'twice_sum' kept as written: use of 'scaled', which polyts does not translate
// KEPT: 'main' kept as written: syntax polyts does not read (unexpected 'argc')
#include <stdio.h>

static int sum(int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += i;
  return s;
}

static int scaled(x, k)
int x;
int k;
{
  return k * x;
}

static int twice_sum(int n)
{
  return scaled(sum(n), 2);
}

static void fill(int n, double a[n])
{
  for (int i = 0; i < n; i++)
    a[i] = 0.5 * i;
}

int main(argc, argv)
int argc;
char *argv[];
{
  double a[8];
  fill(8, a);
  printf("%d %d %.1f %d\n", sum(10), twice_sum(4), a[7], argc > 0 && argv[0] != 0);
  return 0;
}
