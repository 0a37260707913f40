// ERROR: 7:1: '#pragma endscop' without a '#pragma scop' in the same block
void f(int n, double *a)
{
  int i;
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma endscop
}
