// ERROR: 6:10: unsupported C construct: value of type 'long double'
long double x;

double get(void)
{
  return x;
}
