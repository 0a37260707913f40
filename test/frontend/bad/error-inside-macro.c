// ERROR: 5:10: invalid operands to binary expression ('int' and 'double')
#define HALF(x) ((x) % 2.0)
int f(int v)
{
  return HALF(v);
}
