// ERROR: 4:3: non-void function 'f' should return a value
int f(void)
{
  return;
}
