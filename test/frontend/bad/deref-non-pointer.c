// ERROR: 4:10: indirection requires pointer operand ('int' invalid)
int f(int x)
{
  return *x;
}
