// ERROR: 7:5: unsupported C construct: goto 'again' backwards or into a block
int f(int n)
{
again:
  n = n / 2;
  if (n > 10)
    goto again;
  return n;
}
