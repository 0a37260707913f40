/* polybench.c: run-time support for polyts's PolyBench suite: timers, cache flush, aligned allocation, PAPI counters. */

/*
 * Only the system C compiler builds this file (never polyts's frontend), so it may use POSIX
 * and compiler-specific features; everything it offers is declared in polybench.h.
 */

/* posix_memalign, clock_gettime and sched_setscheduler are POSIX; ask for them explicitly so
   the file also builds under -std=c99. */
#if !defined(_POSIX_C_SOURCE) && !defined(_XOPEN_SOURCE) && !defined(_GNU_SOURCE)
# define _POSIX_C_SOURCE 200112L
#endif

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/time.h>
#ifdef POLYBENCH_LINUX_FIFO_SCHEDULER
# include <sched.h>
#endif
#ifdef _OPENMP
# include <omp.h>
#endif

#include "polybench.h"

/* Size of the buffer swept before timing; it should exceed the last-level cache. */
#ifndef POLYBENCH_CACHE_SIZE_KB
# define POLYBENCH_CACHE_SIZE_KB 32770
#endif

/* Every heap array starts on a page boundary, as in the public suite, so that timings do not
   depend on where malloc happened to place an array. */
#define POLYBENCH_ALIGNMENT 4096

double polybench_program_total_flops = 0;

/* ------------------------------------------------------------------------------------------- */
/* Clocks.                                                                                     */

/* Wall-clock readings around the kernel, in seconds. They are global (not static) because
   some drivers read them directly, as they can with the public suite. */
double polybench_t_start, polybench_t_end;
/* Cycle-counter readings for POLYBENCH_CYCLE_ACCURATE_TIMER. */
unsigned long long int polybench_c_start, polybench_c_end;

/* A monotonic clock, so that a clock adjustment during the run cannot distort the time. */
static double polybench_seconds_now(void)
{
  struct timespec now;
  if (clock_gettime(CLOCK_MONOTONIC, &now) != 0)
    {
      /* Fall back to the calendar clock on the (rare) systems without a monotonic one. */
      struct timeval tv;
      gettimeofday(&tv, NULL);
      return (double) tv.tv_sec + (double) tv.tv_usec * 1.0e-6;
    }
  return (double) now.tv_sec + (double) now.tv_nsec * 1.0e-9;
}

#ifdef POLYBENCH_CYCLE_ACCURATE_TIMER
# if defined(__x86_64__) || defined(__i386__)
#  include <x86intrin.h>
static unsigned long long int polybench_cycles_now(void)
{
  return (unsigned long long int) __rdtsc();
}
# else
/* Without a time-stamp counter, count nanoseconds of the monotonic clock instead. */
static unsigned long long int polybench_cycles_now(void)
{
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (unsigned long long int) now.tv_sec * 1000000000ULL
    + (unsigned long long int) now.tv_nsec;
}
# endif
#endif

/* ------------------------------------------------------------------------------------------- */
/* Preparing a measurement.                                                                    */

/* The fill value and the sum go through volatiles so that the compiler can neither predict
   the buffer's contents nor delete the sweep as dead code (an assert would vanish under
   NDEBUG). */
static volatile double polybench_flush_fill = 0.0;
static volatile double polybench_flush_sink;

/* Writes then reads a buffer larger than the caches, so the kernel starts with cold caches.
   Writing matters: a freshly calloc'd buffer may be backed by one shared zero page, and
   reading it alone would evict almost nothing. */
void polybench_flush_cache(void)
{
  size_t count = (size_t) POLYBENCH_CACHE_SIZE_KB * 1024 / sizeof(double);
  double* buffer = (double*) malloc(count * sizeof(double));
  double fill = polybench_flush_fill;
  double sum = 0.0;
  long i;

  if (buffer == NULL)
    {
      fprintf(stderr, "[PolyBench] cannot allocate the %d KB cache-flush buffer\n",
              (int) POLYBENCH_CACHE_SIZE_KB);
      exit(1);
    }
#ifdef _OPENMP
# pragma omp parallel for
#endif
  for (i = 0; i < (long) count; i++)
    buffer[i] = fill;
#ifdef _OPENMP
# pragma omp parallel for reduction(+:sum)
#endif
  for (i = 0; i < (long) count; i++)
    sum += buffer[i];
  polybench_flush_sink = sum;
  free(buffer);
}

#ifdef POLYBENCH_LINUX_FIFO_SCHEDULER
/* Real-time FIFO scheduling keeps other processes off the core during the run; it needs
   root, and a failure only costs accuracy, so it is reported and the run goes on. */
static void polybench_set_scheduler(int policy)
{
  struct sched_param param;
  param.sched_priority = sched_get_priority_max(policy);
  if (sched_setscheduler(0, policy, &param) != 0)
    fprintf(stderr, "[PolyBench] could not change the scheduling policy\n");
}
#endif

void polybench_prepare_instruments(void)
{
#ifndef POLYBENCH_NO_FLUSH_CACHE
  polybench_flush_cache();
#endif
#ifdef POLYBENCH_LINUX_FIFO_SCHEDULER
  polybench_set_scheduler(SCHED_FIFO);
#endif
}

/* ------------------------------------------------------------------------------------------- */
/* Timer.                                                                                      */

/* Both clocks are read when cycles are wanted, so the wall-clock globals stay meaningful. */
void polybench_timer_start(void)
{
  polybench_prepare_instruments();
  polybench_t_start = polybench_seconds_now();
#ifdef POLYBENCH_CYCLE_ACCURATE_TIMER
  polybench_c_start = polybench_cycles_now();
#endif
}

void polybench_timer_stop(void)
{
#ifdef POLYBENCH_CYCLE_ACCURATE_TIMER
  polybench_c_end = polybench_cycles_now();
#endif
  polybench_t_end = polybench_seconds_now();
#ifdef POLYBENCH_LINUX_FIFO_SCHEDULER
  polybench_set_scheduler(SCHED_OTHER);
#endif
}

/* Prints one line on stdout: seconds with six decimals, GFLOP/s, or a cycle count. */
void polybench_timer_print(void)
{
#if defined(POLYBENCH_GFLOPS)
  double seconds = polybench_t_end - polybench_t_start;
  if (polybench_program_total_flops == 0)
    {
      printf("[PolyBench][WARNING] Program flops not defined, "
             "use polybench_set_program_flops(value)\n");
      printf("%0.6f\n", seconds);
    }
  else
    printf("%0.2f\n", polybench_program_total_flops / seconds / 1.0e9);
#elif defined(POLYBENCH_CYCLE_ACCURATE_TIMER)
  printf("%llu\n", polybench_c_end - polybench_c_start);
#else
  printf("%0.6f\n", polybench_t_end - polybench_t_start);
#endif
}

/* ------------------------------------------------------------------------------------------- */
/* Allocation.                                                                                 */

#ifdef POLYBENCH_ENABLE_INTARRAY_PAD
/* With inter-array padding the pointer handed out is the allocation shifted by some bytes;
   this table maps it back to what free() needs. */
struct polybench_allocation
{
  void* user_view;
  void* real_ptr;
};
static struct polybench_allocation* polybench_allocations = NULL;
static size_t polybench_allocation_count = 0;
static size_t polybench_allocation_capacity = 0;

static void polybench_remember_allocation(void* user_view, void* real_ptr)
{
  if (polybench_allocation_count == polybench_allocation_capacity)
    {
      size_t capacity = polybench_allocation_capacity ? 2 * polybench_allocation_capacity : 64;
      struct polybench_allocation* grown = (struct polybench_allocation*)
        realloc(polybench_allocations, capacity * sizeof(struct polybench_allocation));
      if (grown == NULL)
        {
          fprintf(stderr, "[PolyBench] cannot grow the allocation table\n");
          exit(1);
        }
      polybench_allocations = grown;
      polybench_allocation_capacity = capacity;
    }
  polybench_allocations[polybench_allocation_count].user_view = user_view;
  polybench_allocations[polybench_allocation_count].real_ptr = real_ptr;
  polybench_allocation_count++;
}
#endif

/* Running total of the inter-array shift: each new array is shifted one factor further than
   the previous one, so arrays of equal size do not map to the same cache sets. */
static size_t polybench_inter_array_shift = 0;

void* polybench_alloc_data(unsigned long long int n, int elt_size)
{
  size_t bytes, shift;
  void* real_ptr = NULL;
  int err;

  if (elt_size <= 0 || n > (unsigned long long int) (SIZE_MAX / (size_t) elt_size))
    {
      fprintf(stderr, "[PolyBench] cannot allocate %llu elements of %d bytes: size overflows\n",
              n, elt_size);
      exit(1);
    }
  bytes = (size_t) n * (size_t) elt_size;

  polybench_inter_array_shift += POLYBENCH_INTER_ARRAY_PADDING_FACTOR;
  shift = polybench_inter_array_shift;
  if (bytes > SIZE_MAX - shift - 1)
    {
      fprintf(stderr, "[PolyBench] cannot allocate %zu bytes: size overflows\n", bytes);
      exit(1);
    }

  /* posix_memalign may return NULL for a zero size; ask for at least one byte. */
  err = posix_memalign(&real_ptr, POLYBENCH_ALIGNMENT, bytes + shift > 0 ? bytes + shift : 1);
  if (err != 0 || real_ptr == NULL)
    {
      fprintf(stderr, "[PolyBench] posix_memalign: cannot allocate %zu bytes\n", bytes + shift);
      exit(1);
    }

#ifdef POLYBENCH_ENABLE_INTARRAY_PAD
  {
    void* user_view = (char*) real_ptr + shift;
    polybench_remember_allocation(user_view, real_ptr);
    return user_view;
  }
#else
  return real_ptr;
#endif
}

void polybench_free_data(void* ptr)
{
#ifdef POLYBENCH_ENABLE_INTARRAY_PAD
  size_t i;
  for (i = 0; i < polybench_allocation_count; i++)
    if (polybench_allocations[i].user_view == ptr)
      {
        free(polybench_allocations[i].real_ptr);
        polybench_allocations[i] = polybench_allocations[polybench_allocation_count - 1];
        polybench_allocation_count--;
        if (polybench_allocation_count == 0)
          {
            free(polybench_allocations);
            polybench_allocations = NULL;
            polybench_allocation_capacity = 0;
          }
        return;
      }
  /* Not one of ours: it came straight from malloc, so free it as such. */
  free(ptr);
#else
  free(ptr);
#endif
}

/* ------------------------------------------------------------------------------------------- */
/* PAPI hardware counters.                                                                     */

#ifdef POLYBENCH_PAPI
# include <papi.h>

# define POLYBENCH_MAX_NB_PAPI_COUNTERS 96

/* Event names, one quoted name and a comma per line, editable by the user. */
static const char* polybench_papi_event_names[] = {
# include "papi_counters.list"
  NULL
};

int polybench_papi_eventlist[POLYBENCH_MAX_NB_PAPI_COUNTERS];
int polybench_papi_counters_threadid = 0;
static int polybench_papi_eventset;
static long long polybench_papi_values[POLYBENCH_MAX_NB_PAPI_COUNTERS];

/* Any PAPI failure makes the counts meaningless, so stop with PAPI's own explanation. */
static void polybench_papi_check(int retval, int expected, const char* call)
{
  if (retval == expected)
    return;
  fprintf(stderr, "[PolyBench] %s failed: %s\n", call, PAPI_strerror(retval));
  if (PAPI_is_initialized())
    PAPI_shutdown();
  exit(1);
}

/* Counters are read on the thread that runs the kernel call; with OpenMP that is the master
   thread, whatever polybench_papi_counters_threadid says. */
void polybench_papi_init(void)
{
  int k;
  polybench_papi_eventset = PAPI_NULL;
  polybench_papi_check(PAPI_library_init(PAPI_VER_CURRENT), PAPI_VER_CURRENT,
                       "PAPI_library_init");
  polybench_papi_check(PAPI_create_eventset(&polybench_papi_eventset), PAPI_OK,
                       "PAPI_create_eventset");
  for (k = 0; polybench_papi_event_names[k] != NULL; k++)
    {
      if (k == POLYBENCH_MAX_NB_PAPI_COUNTERS - 1)
        {
          fprintf(stderr, "[PolyBench] at most %d PAPI events are supported\n",
                  POLYBENCH_MAX_NB_PAPI_COUNTERS - 1);
          exit(1);
        }
      polybench_papi_check(PAPI_event_name_to_code((char*) polybench_papi_event_names[k],
                                                   &polybench_papi_eventlist[k]),
                           PAPI_OK, "PAPI_event_name_to_code");
    }
  polybench_papi_eventlist[k] = 0;
}

void polybench_papi_close(void)
{
  polybench_papi_check(PAPI_destroy_eventset(&polybench_papi_eventset), PAPI_OK,
                       "PAPI_destroy_eventset");
  if (PAPI_is_initialized())
    PAPI_shutdown();
}

/* Returns 0 when the counter runs, as the loop in polybench_start_instruments expects. */
int polybench_papi_start_counter(int evid)
{
#ifndef POLYBENCH_NO_FLUSH_CACHE
  polybench_flush_cache();
#endif
  polybench_papi_check(PAPI_add_event(polybench_papi_eventset, polybench_papi_eventlist[evid]),
                       PAPI_OK, "PAPI_add_event");
  polybench_papi_check(PAPI_start(polybench_papi_eventset), PAPI_OK, "PAPI_start");
  return 0;
}

void polybench_papi_stop_counter(int evid)
{
  long long value = 0;
  polybench_papi_check(PAPI_read(polybench_papi_eventset, &value), PAPI_OK, "PAPI_read");
  polybench_papi_check(PAPI_stop(polybench_papi_eventset, NULL), PAPI_OK, "PAPI_stop");
  polybench_papi_values[evid] = value;
  polybench_papi_check(PAPI_remove_event(polybench_papi_eventset,
                                         polybench_papi_eventlist[evid]),
                       PAPI_OK, "PAPI_remove_event");
}

/* One line of counts in event-list order; POLYBENCH_PAPI_VERBOSE names each count. */
void polybench_papi_print(void)
{
  int evid;
  for (evid = 0; polybench_papi_eventlist[evid] != 0; evid++)
    {
#ifdef POLYBENCH_PAPI_VERBOSE
      printf("%s=%llu\n", polybench_papi_event_names[evid],
             (unsigned long long) polybench_papi_values[evid]);
#else
      printf("%llu ", (unsigned long long) polybench_papi_values[evid]);
#endif
    }
  printf("\n");
}
#endif /* POLYBENCH_PAPI */
