// ERROR: 4:9: expression is not assignable
void f(int a)
{
  a + 1 = 2;
}
