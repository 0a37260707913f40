// ERROR: 5:1: expected '}' at end of input
int f(int a)
{
  return a;
