/* polyts minimal libc: time.h (wall-clock and CPU time for benchmarks; not the system header). */
#ifndef _POLYTS_TIME_H
#define _POLYTS_TIME_H

#include <stddef.h>

#ifndef _POLYTS_TIME_T
#define _POLYTS_TIME_T
typedef long time_t;
#endif

typedef long clock_t;
typedef int clockid_t;

#define CLOCKS_PER_SEC 1000000L
#define CLOCK_REALTIME 0
#define CLOCK_MONOTONIC 1

struct timespec {
  time_t tv_sec;
  long tv_nsec;
};

time_t time(time_t *t);
clock_t clock(void);
double difftime(time_t end, time_t start);
int clock_gettime(clockid_t clk_id, struct timespec *tp);

#endif
