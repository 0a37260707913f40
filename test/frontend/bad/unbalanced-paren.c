// ERROR: 4:15: expected ')' before '{'
int f(int a)
{
  if ((a > 0) {
    return 1;
  }
  return 0;
}
