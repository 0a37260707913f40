/* polyts minimal libc: sys/time.h (gettimeofday and struct timeval; not the system header). */
#ifndef _POLYTS_SYS_TIME_H
#define _POLYTS_SYS_TIME_H

#ifndef _POLYTS_TIME_T
#define _POLYTS_TIME_T
typedef long time_t;
#endif

typedef long suseconds_t;

struct timeval {
  time_t tv_sec;
  suseconds_t tv_usec;
};

struct timezone {
  int tz_minuteswest;
  int tz_dsttime;
};

int gettimeofday(struct timeval *tv, void *tz);

#endif
