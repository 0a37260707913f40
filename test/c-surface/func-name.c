// __func__, __FUNCTION__ and __PRETTY_FUNCTION__ in the messages a program prints (a checking harness).
#include <stdio.h>

static int checks;

static void check(int ok, const char *who)
{
  checks++;
  if (!ok)
    printf("check %d failed in %s\n", checks, who);
}

static double kernel(int n)
{
  double s = 0;
  for (int i = 1; i <= n; i++)
    s += 1.0 / i;
  check(s > 2.0, __func__);
  check(s < 2.0, __FUNCTION__);
  return s;
}

int main(void)
{
  printf("%s: %.6f\n", __func__, kernel(10));
  printf("%s %s %d\n", __PRETTY_FUNCTION__, __FUNCTION__, (int)sizeof(__func__));
  return 0;
}
