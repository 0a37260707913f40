// ERROR: 3:8: conflicting types for 'scale' ('double (int)' vs 'int (int)')
int scale(int);
double scale(int v)
{
  return v * 2.0;
}
