// ERROR: 2:12: invalid suffix 'q' on floating constant
double d = 1.0q;
