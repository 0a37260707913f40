// ERROR: 4:3: unsupported C construct: switch statement
int f(int k)
{
  switch (k) {
  default:
    return 1;
  }
}
