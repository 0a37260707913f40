// ERROR: 4:14: unsupported C construct: initializer list
int f(void)
{
  int a[3] = {1, 2, 3};
  return a[0];
}
