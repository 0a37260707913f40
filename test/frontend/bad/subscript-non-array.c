// ERROR: 4:10: subscripted value is not an array or pointer
int f(int x)
{
  return x[1];
}
