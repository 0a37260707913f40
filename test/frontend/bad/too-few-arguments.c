// ERROR: 5:10: too few arguments to function call, expected 2, have 1
#include <math.h>
double f(void)
{
  return pow(2.0);
}
