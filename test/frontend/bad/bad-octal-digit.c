// ERROR: 2:9: invalid digit '9' in octal constant
int x = 0129;
