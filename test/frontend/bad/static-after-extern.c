// ERROR: 3:12: static declaration of 'total' follows non-static declaration
int total;
static int total;
