// ERROR: 4:3: unknown type name 'matrix'
int f(void)
{
  matrix m;
  return 0;
}
