// Backslash-newline line splices in string literals and in a multi-line macro: the functions after them are
// translated like any other (their text is found where it is in the file). A spliced // comment is in
// test/frontend/lineMap.test.ts: gcc -Wall warns about it, also in the emitted C, which carries the user's text.
#include <stdio.h>

#define SCALE(x) \
  ((x) * 3 + \
   1)

static const char banner[] = "line \
splices";

static int sum(int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += SCALE(i);
  return s;
}

static void fill(int n, double a[n])
{
  const char *tag = "x\
y";
  for (int i = 0; i < n; i++)
    a[i] = tag[1] + i;
}

static double total(int n, const double a[n])
{
  double t = 0;
  for (int i = 0; i < n; i++)
    t += a[i];
  return t;
}

int main(void)
{
  double a[10];
  fill(10, a);
  printf("%s %d %.1f\n", banner, sum(10), total(10, a));
  return 0;
}
