// ERROR: 5:1: '#pragma scop' without a '#pragma endscop' in the same block
void f(int n, double *a)
{
  int i;
#pragma scop
  for (i = 0; i < n; i++)
    a[i] = 0;
}
