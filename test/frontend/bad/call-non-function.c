// ERROR: 4:10: called object type 'int' is not a function or function pointer
int f(int x)
{
  return x(1);
}
