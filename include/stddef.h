/* polyts minimal libc: stddef.h (types and NULL for the C frontend; not the system header). */
#ifndef _POLYTS_STDDEF_H
#define _POLYTS_STDDEF_H

#ifndef _POLYTS_SIZE_T
#define _POLYTS_SIZE_T
typedef unsigned long size_t;
#endif

typedef long ptrdiff_t;
typedef int wchar_t;

#ifndef NULL
#define NULL ((void *)0)
#endif

#define offsetof(type, member) ((size_t)&((type *)0)->member)

#endif
