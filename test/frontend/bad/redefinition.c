// ERROR: 5:10: redefinition of 'x'
void f(void)
{
  int x;
  double x;
}
