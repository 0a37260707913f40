/* Built by gcc and linked with both builds of extern-arrays.c: the functions "defined elsewhere". */
static int calls;
static double seen;

int dummy(double *a, double *b, double *c, double (*aa)[16], double s)
{
  if (s < 0)
    return calls * 1000 + (int)seen;
  calls++;
  seen += a[0] + b[0] + c[0] + aa[1][1] + s;
  return 0;
}

double checksum(const double *v, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += v[i] * (i % 5 + 1);
  return s;
}
