// ERROR: 2:1: unsupported C construct: long double
long double x;
