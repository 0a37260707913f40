// ERROR: 2:10: nonexistent_header.h: No such file or directory
#include <nonexistent_header.h>
int x;
