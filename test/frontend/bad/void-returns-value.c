// ERROR: 4:3: void function 'f' should not return a value
void f(void)
{
  return 1;
}
