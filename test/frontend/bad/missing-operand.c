// ERROR: 5:9: expected expression before ';'
int f(int *p)
{
  int x;
  x = * ;
  return x;
}
