// RUN: polyts-cc %s -S --emit=affine -o - | FileCheck %s
// Timing code as benchmark harnesses write it: <sys/time.h>'s gettimeofday filling a struct timeval that the
// program then reads (the struct keeps C's layout for the library), clock_gettime with a struct timespec, and
// <time.h>'s gmtime returning a struct tm through a C pointer. Elapsed times vary, so only their sanity is printed.
#include <stdio.h>
#include <sys/time.h>
#include <time.h>

#define N 200

static double A[N][N];

// CHECK-LABEL: func.func private @rtclock(
// CHECK:         memref.alloca() {polyts.name = "tv"} : memref<2xi64>
// CHECK:         llvm.call @gettimeofday(
// CHECK:         affine.load %{{.*}}[1] : memref<2xi64>
static double rtclock(void)
{
  struct timeval tv;
  int status = gettimeofday(&tv, NULL);
  if (status != 0)
    printf("gettimeofday failed: %d\n", status);
  return tv.tv_sec + tv.tv_usec * 1.0e-6;
}

static double monotonic(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

// CHECK-LABEL: func.func private @kernel(
// CHECK:         affine.for
// CHECK:           affine.for
static void kernel(void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (i * j % 13) * 0.5 + A[(i + 1) % N][j] * 0.25;
}

int main(void)
{
  double t0 = rtclock(), m0 = monotonic();
  kernel();
  double t1 = rtclock(), m1 = monotonic();
  printf("elapsed ok: %d %d\n", t1 >= t0 && t1 - t0 < 60.0, m1 >= m0 && m1 - m0 < 60.0);
  time_t day = 86400 * 365 + 3600 * 5 + 61;
  struct tm *g = gmtime(&day);
  printf("gmtime: %d-%d %d:%d:%d wday %d yday %d\n", g->tm_year + 1900, g->tm_mon + 1, g->tm_hour, g->tm_min, g->tm_sec, g->tm_wday, g->tm_yday);
  printf("A %.3f\n", A[N - 1][N - 1] + A[3][7]);
  return 0;
}
