// ERROR: 4:8: unsupported C construct: function pointer
int apply(int x)
{
  int (*fp)(int);
  return x;
}
