// ERROR: 2:11: unexpected character '@'
int a = 3 @ 4;
