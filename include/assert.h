/* polyts minimal libc: assert.h (no include guard: NDEBUG may change between inclusions, as in C). */
#include <stdio.h>
#include <stdlib.h>

#undef assert
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
#define assert(e) ((void)((e) || (fprintf(stderr, "%s:%d: assertion failed: %s\n", __FILE__, __LINE__, #e), abort(), 0)))
#endif
