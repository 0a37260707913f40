// ERROR: 4:15: incompatible pointer types initializing 'double *' from 'int *'
void f(int *p)
{
  double *q = p;
}
