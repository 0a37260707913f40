// ERROR: 3:2: #error N must be defined
#ifndef N
#error N must be defined
#endif
