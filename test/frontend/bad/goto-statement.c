// ERROR: 4:3: unsupported C construct: goto statement
void f(void)
{
  goto done;
done:
  return;
}
