// ERROR: 5:10: unsupported C construct: call through a function pointer
int apply(int x)
{
  int (*fp)(int) = 0;
  return fp(x);
}
