/* polybench.h: the PolyBench/C 4.2.1 instrumentation interface (array macros, timers, dumps) for polyts's own suite. */

/*
 * A kernel is built exactly as with the public suite:
 *
 *   cc -I utilities utilities/polybench.c <category>/<name>/<name>.c -lm [options]
 *
 * Options, all given with -D:
 *   MINI_DATASET ... EXTRALARGE_DATASET   problem size (each kernel's header defaults to LARGE)
 *   DATA_TYPE_IS_INT / _FLOAT / _DOUBLE    element type (each kernel's header picks its default)
 *   POLYBENCH_TIME                         print the kernel's run time in seconds on stdout
 *   POLYBENCH_GFLOPS                       print GFLOP/s instead (needs polybench_program_total_flops)
 *   POLYBENCH_CYCLE_ACCURATE_TIMER         with POLYBENCH_TIME, print a cycle count instead
 *   POLYBENCH_PAPI                         count hardware events listed in papi_counters.list (needs PAPI)
 *   POLYBENCH_DUMP_ARRAYS                  always print the live-out arrays on stderr
 *   POLYBENCH_USE_SCALAR_LB                loop bounds are the size macros instead of the size variables
 *   POLYBENCH_USE_C99_PROTO                array parameters use the size variables (C99 VLA parameters)
 *   POLYBENCH_USE_RESTRICT                 array parameters are declared restrict
 *   POLYBENCH_STACK_ARRAYS                 arrays live on main's stack instead of the heap
 *   POLYBENCH_PADDING_FACTOR=k             k extra elements in every array dimension
 *   POLYBENCH_INTER_ARRAY_PADDING_FACTOR=k shift each successive heap array by k more bytes
 *   POLYBENCH_CACHE_SIZE_KB=k              size of the buffer swept to flush caches before timing
 *   POLYBENCH_NO_FLUSH_CACHE               do not flush caches before timing
 *   POLYBENCH_LINUX_FIFO_SCHEDULER         run the timed region under SCHED_FIFO (needs root)
 *
 * This header is included by the kernels, which polyts's own C frontend also reads, so it stays
 * within plain C99: no compiler extensions, no attributes. The POSIX and compiler-specific parts
 * live in polybench.c, which only the system C compiler builds.
 */
#ifndef POLYBENCH_H
#define POLYBENCH_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------------------------- */
/* Padding: extra elements per dimension, and a growing byte shift between successive arrays.  */

#ifndef POLYBENCH_PADDING_FACTOR
# define POLYBENCH_PADDING_FACTOR 0
#endif

/* The shift between arrays changes the pointer that malloc returned, so freeing must go
   through polybench_free_data, which remembers the original pointers. */
#ifdef POLYBENCH_INTER_ARRAY_PADDING_FACTOR
# define POLYBENCH_ENABLE_INTARRAY_PAD
#else
# define POLYBENCH_INTER_ARRAY_PADDING_FACTOR 0
#endif

/* ------------------------------------------------------------------------------------------- */
/* How sizes appear in prototypes and loop bounds.                                             */

/* Array parameters are declared with the size macros (x) by default, or with the run-time
   size variables (y) as C99 variable-length array parameters. */
#ifdef POLYBENCH_USE_C99_PROTO
# define POLYBENCH_C99_SELECT(x, y) y
#else
# define POLYBENCH_C99_SELECT(x, y) x
#endif

/* Loop bounds in the kernels are the size variables (y) by default, so the scop is
   parametric; POLYBENCH_USE_SCALAR_LB turns them into the constants (x). */
#ifdef POLYBENCH_USE_SCALAR_LB
# define POLYBENCH_LOOP_BOUND(x, y) x
#else
# define POLYBENCH_LOOP_BOUND(x, y) y
#endif

#ifdef POLYBENCH_USE_RESTRICT
# define POLYBENCH_RESTRICT restrict
#else
# define POLYBENCH_RESTRICT
#endif

/* ------------------------------------------------------------------------------------------- */
/* Arrays. On the heap (the default), a variable A declared with POLYBENCH_2D_ARRAY_DECL is a  */
/* pointer to the whole N x M array and POLYBENCH_ARRAY(A) is that array (*A); on the stack,   */
/* A is the array itself. Either way, kernels receive a plain C array parameter.               */

#ifdef POLYBENCH_STACK_ARRAYS
# define POLYBENCH_ARRAY(x) x
# define POLYBENCH_FREE_ARRAY(x)
# define POLYBENCH_DECL_VAR(x) x
#else
# define POLYBENCH_ARRAY(x) *x
# ifdef POLYBENCH_ENABLE_INTARRAY_PAD
#  define POLYBENCH_FREE_ARRAY(x) polybench_free_data((void*)x);
# else
#  define POLYBENCH_FREE_ARRAY(x) free((void*)x);
# endif
# define POLYBENCH_DECL_VAR(x) (*x)
#endif

/* One declared extent: the chosen size plus the per-dimension padding. */
#define POLYBENCH_EXTENT_(dim, ddim) POLYBENCH_C99_SELECT(dim, ddim) + POLYBENCH_PADDING_FACTOR

/* Array parameters of functions. The first dimension carries the optional restrict. */
#define POLYBENCH_1D(var, dim1, ddim1) \
  var[POLYBENCH_RESTRICT POLYBENCH_EXTENT_(dim1, ddim1)]
#define POLYBENCH_2D(var, dim1, dim2, ddim1, ddim2) \
  var[POLYBENCH_RESTRICT POLYBENCH_EXTENT_(dim1, ddim1)][POLYBENCH_EXTENT_(dim2, ddim2)]
#define POLYBENCH_3D(var, dim1, dim2, dim3, ddim1, ddim2, ddim3) \
  var[POLYBENCH_RESTRICT POLYBENCH_EXTENT_(dim1, ddim1)][POLYBENCH_EXTENT_(dim2, ddim2)] \
     [POLYBENCH_EXTENT_(dim3, ddim3)]
#define POLYBENCH_4D(var, dim1, dim2, dim3, dim4, ddim1, ddim2, ddim3, ddim4) \
  var[POLYBENCH_RESTRICT POLYBENCH_EXTENT_(dim1, ddim1)][POLYBENCH_EXTENT_(dim2, ddim2)] \
     [POLYBENCH_EXTENT_(dim3, ddim3)][POLYBENCH_EXTENT_(dim4, ddim4)]
#define POLYBENCH_5D(var, dim1, dim2, dim3, dim4, dim5, ddim1, ddim2, ddim3, ddim4, ddim5) \
  var[POLYBENCH_RESTRICT POLYBENCH_EXTENT_(dim1, ddim1)][POLYBENCH_EXTENT_(dim2, ddim2)] \
     [POLYBENCH_EXTENT_(dim3, ddim3)][POLYBENCH_EXTENT_(dim4, ddim4)][POLYBENCH_EXTENT_(dim5, ddim5)]

/* The same shapes without restrict, for declarations inside function bodies. */
#define POLYBENCH_1D_F(var, dim1, ddim1) \
  var[POLYBENCH_EXTENT_(dim1, ddim1)]
#define POLYBENCH_2D_F(var, dim1, dim2, ddim1, ddim2) \
  var[POLYBENCH_EXTENT_(dim1, ddim1)][POLYBENCH_EXTENT_(dim2, ddim2)]
#define POLYBENCH_3D_F(var, dim1, dim2, dim3, ddim1, ddim2, ddim3) \
  var[POLYBENCH_EXTENT_(dim1, ddim1)][POLYBENCH_EXTENT_(dim2, ddim2)][POLYBENCH_EXTENT_(dim3, ddim3)]
#define POLYBENCH_4D_F(var, dim1, dim2, dim3, dim4, ddim1, ddim2, ddim3, ddim4) \
  var[POLYBENCH_EXTENT_(dim1, ddim1)][POLYBENCH_EXTENT_(dim2, ddim2)][POLYBENCH_EXTENT_(dim3, ddim3)] \
     [POLYBENCH_EXTENT_(dim4, ddim4)]
#define POLYBENCH_5D_F(var, dim1, dim2, dim3, dim4, dim5, ddim1, ddim2, ddim3, ddim4, ddim5) \
  var[POLYBENCH_EXTENT_(dim1, ddim1)][POLYBENCH_EXTENT_(dim2, ddim2)][POLYBENCH_EXTENT_(dim3, ddim3)] \
     [POLYBENCH_EXTENT_(dim4, ddim4)][POLYBENCH_EXTENT_(dim5, ddim5)]

/* Heap allocation of an n1 x ... array of `type`, returned as a pointer to the whole array. */
#define POLYBENCH_ALLOC_1D_ARRAY(n1, type) \
  (type(*)[n1 + POLYBENCH_PADDING_FACTOR]) \
  polybench_alloc_data(n1 + POLYBENCH_PADDING_FACTOR, sizeof(type))
#define POLYBENCH_ALLOC_2D_ARRAY(n1, n2, type) \
  (type(*)[n1 + POLYBENCH_PADDING_FACTOR][n2 + POLYBENCH_PADDING_FACTOR]) \
  polybench_alloc_data((n1 + POLYBENCH_PADDING_FACTOR) * (n2 + POLYBENCH_PADDING_FACTOR), \
                       sizeof(type))
#define POLYBENCH_ALLOC_3D_ARRAY(n1, n2, n3, type) \
  (type(*)[n1 + POLYBENCH_PADDING_FACTOR][n2 + POLYBENCH_PADDING_FACTOR] \
          [n3 + POLYBENCH_PADDING_FACTOR]) \
  polybench_alloc_data((n1 + POLYBENCH_PADDING_FACTOR) * (n2 + POLYBENCH_PADDING_FACTOR) \
                       * (n3 + POLYBENCH_PADDING_FACTOR), sizeof(type))
#define POLYBENCH_ALLOC_4D_ARRAY(n1, n2, n3, n4, type) \
  (type(*)[n1 + POLYBENCH_PADDING_FACTOR][n2 + POLYBENCH_PADDING_FACTOR] \
          [n3 + POLYBENCH_PADDING_FACTOR][n4 + POLYBENCH_PADDING_FACTOR]) \
  polybench_alloc_data((n1 + POLYBENCH_PADDING_FACTOR) * (n2 + POLYBENCH_PADDING_FACTOR) \
                       * (n3 + POLYBENCH_PADDING_FACTOR) * (n4 + POLYBENCH_PADDING_FACTOR), \
                       sizeof(type))
#define POLYBENCH_ALLOC_5D_ARRAY(n1, n2, n3, n4, n5, type) \
  (type(*)[n1 + POLYBENCH_PADDING_FACTOR][n2 + POLYBENCH_PADDING_FACTOR] \
          [n3 + POLYBENCH_PADDING_FACTOR][n4 + POLYBENCH_PADDING_FACTOR] \
          [n5 + POLYBENCH_PADDING_FACTOR]) \
  polybench_alloc_data((n1 + POLYBENCH_PADDING_FACTOR) * (n2 + POLYBENCH_PADDING_FACTOR) \
                       * (n3 + POLYBENCH_PADDING_FACTOR) * (n4 + POLYBENCH_PADDING_FACTOR) \
                       * (n5 + POLYBENCH_PADDING_FACTOR), sizeof(type))

/* Declarations in main: a heap array is declared and allocated in one go (so the macro is
   a declaration followed by an assignment); a stack array is only declared. */
#ifdef POLYBENCH_STACK_ARRAYS
# define POLYBENCH_1D_ARRAY_DECL(var, type, dim1, ddim1) \
  type POLYBENCH_1D_F(POLYBENCH_DECL_VAR(var), dim1, ddim1);
# define POLYBENCH_2D_ARRAY_DECL(var, type, dim1, dim2, ddim1, ddim2) \
  type POLYBENCH_2D_F(POLYBENCH_DECL_VAR(var), dim1, dim2, ddim1, ddim2);
# define POLYBENCH_3D_ARRAY_DECL(var, type, dim1, dim2, dim3, ddim1, ddim2, ddim3) \
  type POLYBENCH_3D_F(POLYBENCH_DECL_VAR(var), dim1, dim2, dim3, ddim1, ddim2, ddim3);
# define POLYBENCH_4D_ARRAY_DECL(var, type, dim1, dim2, dim3, dim4, ddim1, ddim2, ddim3, ddim4) \
  type POLYBENCH_4D_F(POLYBENCH_DECL_VAR(var), dim1, dim2, dim3, dim4, ddim1, ddim2, ddim3, ddim4);
# define POLYBENCH_5D_ARRAY_DECL(var, type, dim1, dim2, dim3, dim4, dim5, \
                                 ddim1, ddim2, ddim3, ddim4, ddim5) \
  type POLYBENCH_5D_F(POLYBENCH_DECL_VAR(var), dim1, dim2, dim3, dim4, dim5, \
                      ddim1, ddim2, ddim3, ddim4, ddim5);
#else
# define POLYBENCH_1D_ARRAY_DECL(var, type, dim1, ddim1) \
  type POLYBENCH_1D_F(POLYBENCH_DECL_VAR(var), dim1, ddim1); \
  var = POLYBENCH_ALLOC_1D_ARRAY(POLYBENCH_C99_SELECT(dim1, ddim1), type);
# define POLYBENCH_2D_ARRAY_DECL(var, type, dim1, dim2, ddim1, ddim2) \
  type POLYBENCH_2D_F(POLYBENCH_DECL_VAR(var), dim1, dim2, ddim1, ddim2); \
  var = POLYBENCH_ALLOC_2D_ARRAY(POLYBENCH_C99_SELECT(dim1, ddim1), \
                                 POLYBENCH_C99_SELECT(dim2, ddim2), type);
# define POLYBENCH_3D_ARRAY_DECL(var, type, dim1, dim2, dim3, ddim1, ddim2, ddim3) \
  type POLYBENCH_3D_F(POLYBENCH_DECL_VAR(var), dim1, dim2, dim3, ddim1, ddim2, ddim3); \
  var = POLYBENCH_ALLOC_3D_ARRAY(POLYBENCH_C99_SELECT(dim1, ddim1), \
                                 POLYBENCH_C99_SELECT(dim2, ddim2), \
                                 POLYBENCH_C99_SELECT(dim3, ddim3), type);
# define POLYBENCH_4D_ARRAY_DECL(var, type, dim1, dim2, dim3, dim4, ddim1, ddim2, ddim3, ddim4) \
  type POLYBENCH_4D_F(POLYBENCH_DECL_VAR(var), dim1, dim2, dim3, dim4, ddim1, ddim2, ddim3, ddim4); \
  var = POLYBENCH_ALLOC_4D_ARRAY(POLYBENCH_C99_SELECT(dim1, ddim1), \
                                 POLYBENCH_C99_SELECT(dim2, ddim2), \
                                 POLYBENCH_C99_SELECT(dim3, ddim3), \
                                 POLYBENCH_C99_SELECT(dim4, ddim4), type);
# define POLYBENCH_5D_ARRAY_DECL(var, type, dim1, dim2, dim3, dim4, dim5, \
                                 ddim1, ddim2, ddim3, ddim4, ddim5) \
  type POLYBENCH_5D_F(POLYBENCH_DECL_VAR(var), dim1, dim2, dim3, dim4, dim5, \
                      ddim1, ddim2, ddim3, ddim4, ddim5); \
  var = POLYBENCH_ALLOC_5D_ARRAY(POLYBENCH_C99_SELECT(dim1, ddim1), \
                                 POLYBENCH_C99_SELECT(dim2, ddim2), \
                                 POLYBENCH_C99_SELECT(dim3, ddim3), \
                                 POLYBENCH_C99_SELECT(dim4, ddim4), \
                                 POLYBENCH_C99_SELECT(dim5, ddim5), type);
#endif

/* ------------------------------------------------------------------------------------------- */
/* Live-out data. Without POLYBENCH_DUMP_ARRAYS the arrays are printed only under a condition  */
/* no real run meets (argc > 42), which the compiler cannot prove false, so the kernel's       */
/* results stay live and its loops cannot be removed as dead code.                             */

#ifdef POLYBENCH_DUMP_ARRAYS
# define POLYBENCH_DCE_ONLY_CODE
#else
# define POLYBENCH_DCE_ONLY_CODE if (argc > 42 && !strcmp(argv[0], ""))
#endif

#define polybench_prevent_dce(func) \
  POLYBENCH_DCE_ONLY_CODE \
  func

/* The dump format is part of the interface: tools diff these lines across builds. */
#ifndef POLYBENCH_DUMP_TARGET
# define POLYBENCH_DUMP_TARGET stderr
#endif
#define POLYBENCH_DUMP_START    fprintf(POLYBENCH_DUMP_TARGET, "==BEGIN DUMP_ARRAYS==\n")
#define POLYBENCH_DUMP_FINISH   fprintf(POLYBENCH_DUMP_TARGET, "==END   DUMP_ARRAYS==\n")
#define POLYBENCH_DUMP_BEGIN(s) fprintf(POLYBENCH_DUMP_TARGET, "begin dump: %s", s)
#define POLYBENCH_DUMP_END(s)   fprintf(POLYBENCH_DUMP_TARGET, "\nend   dump: %s\n", s)

/* ------------------------------------------------------------------------------------------- */
/* Instruments around the kernel call: nothing by default, a timer, or PAPI counters.          */
/* Kernels write `polybench_start_instruments;` so each expansion is a statement sequence.     */

#if defined(POLYBENCH_TIME) || defined(POLYBENCH_GFLOPS)
# define polybench_start_instruments polybench_timer_start();
# define polybench_stop_instruments polybench_timer_stop();
# define polybench_print_instruments polybench_timer_print();
#elif defined(POLYBENCH_PAPI)
/* PAPI counts one event per run, so the kernel call between start and stop becomes the body
   of a loop over the event list; start opens the loop and stop closes it. */
# define polybench_start_instruments \
  polybench_prepare_instruments(); \
  polybench_papi_init(); \
  int evid; \
  for (evid = 0; polybench_papi_eventlist[evid] != 0; evid++) \
    { \
      if (polybench_papi_start_counter(evid)) \
        continue;
# define polybench_stop_instruments \
      polybench_papi_stop_counter(evid); \
    } \
  polybench_papi_close();
# define polybench_print_instruments polybench_papi_print();
#else
# define polybench_start_instruments
# define polybench_stop_instruments
# define polybench_print_instruments
#endif

/* Floating-point operation count for POLYBENCH_GFLOPS; kernels that want a GFLOP/s figure
   set it before the timer is printed. */
extern double polybench_program_total_flops;
#define polybench_set_program_flops(value) (polybench_program_total_flops = (value))

extern void polybench_timer_start(void);
extern void polybench_timer_stop(void);
extern void polybench_timer_print(void);

#ifdef POLYBENCH_PAPI
/* Event codes, terminated by 0, filled in by polybench_papi_init. */
extern int polybench_papi_eventlist[];
/* The OpenMP thread whose counters are reported. */
extern int polybench_papi_counters_threadid;
# define polybench_set_papi_thread_report(x) polybench_papi_counters_threadid = x;
extern void polybench_papi_init(void);
extern void polybench_papi_close(void);
extern int polybench_papi_start_counter(int evid);
extern void polybench_papi_stop_counter(int evid);
extern void polybench_papi_print(void);
#endif

/* Page-aligned storage for n elements of elt_size bytes; exits with a message when it fails. */
extern void* polybench_alloc_data(unsigned long long int n, int elt_size);
extern void polybench_free_data(void* ptr);

/* Called by the instruments; exposed for users who build their own measurement loops. */
extern void polybench_flush_cache(void);
extern void polybench_prepare_instruments(void);

#endif /* !POLYBENCH_H */
