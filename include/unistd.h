/* polyts minimal libc: unistd.h (PolyBench includes it; numerical code needs almost nothing here). */
#ifndef _POLYTS_UNISTD_H
#define _POLYTS_UNISTD_H

#include <stddef.h>

unsigned int sleep(unsigned int seconds);
int usleep(unsigned int usec);
long sysconf(int name);

#endif
