// ERROR: 3:8: variable length array declaration not allowed at file scope
int n = 4;
double a[n];
