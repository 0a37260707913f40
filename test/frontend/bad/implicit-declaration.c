// ERROR: 4:10: implicit declaration of function 'compute' is invalid in C99
int main(void)
{
  return compute(3);
}
