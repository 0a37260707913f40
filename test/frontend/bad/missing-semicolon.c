// ERROR: 3:1: expected ';' or ',' before 'int'
int x = 1
int y;
