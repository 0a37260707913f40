// ERROR: 4:10: use of undeclared identifier 'count'
int f(void)
{
  return count + 1;
}
