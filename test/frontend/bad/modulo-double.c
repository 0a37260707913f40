// ERROR: 4:12: invalid operands to binary expression ('double' and 'int')
double f(double d)
{
  return d % 2;
}
