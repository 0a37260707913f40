// ERROR: 5:10: missing terminating '"' character
#include <stdio.h>
int main(void)
{
  printf("hello);
  return 0;
}
