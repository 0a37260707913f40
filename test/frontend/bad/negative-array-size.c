// ERROR: 3:12: array size is negative
#define N 4
double a[N - 8];
