/* A small benchmark harness in the style of PolyBench/C 4.2.1, written for the frontend tests:
   heap arrays through pointers to arrays, array parameters with `N + PAD` dimensions, a
   dead-code-elimination guard on argc/argv, and array dumps to stderr. */
#ifndef MINIBENCH_H
#define MINIBENCH_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef MB_PAD
#define MB_PAD 0
#endif

/* Parametric loop bounds unless MB_SCALAR_BOUNDS is set. */
#ifdef MB_SCALAR_BOUNDS
#define MB_BOUND(big, small) big
#else
#define MB_BOUND(big, small) small
#endif

#define MB_1D(v, n) v[n + MB_PAD]
#define MB_2D(v, n, m) v[n + MB_PAD][m + MB_PAD]
#define MB_3D(v, n, m, p) v[n + MB_PAD][m + MB_PAD][p + MB_PAD]

#define MB_ALLOC_1D(type, n) (type(*)[n + MB_PAD]) mb_alloc((n + MB_PAD), sizeof(type))
#define MB_ALLOC_2D(type, n, m) (type(*)[n + MB_PAD][m + MB_PAD]) mb_alloc((n + MB_PAD) * (m + MB_PAD), sizeof(type))
#define MB_ALLOC_3D(type, n, m, p) \
  (type(*)[n + MB_PAD][m + MB_PAD][p + MB_PAD]) mb_alloc((n + MB_PAD) * (m + MB_PAD) * (p + MB_PAD), sizeof(type))

#define MB_DECL_1D(v, type, n) type (*v)[n + MB_PAD]; v = MB_ALLOC_1D(type, n);
#define MB_DECL_2D(v, type, n, m) type (*v)[n + MB_PAD][m + MB_PAD]; v = MB_ALLOC_2D(type, n, m);
#define MB_DECL_3D(v, type, n, m, p) type (*v)[n + MB_PAD][m + MB_PAD][p + MB_PAD]; v = MB_ALLOC_3D(type, n, m, p);
#define MB_ARRAY(v) *v
#define MB_FREE(v) free((void *)v);

#define MB_KEEP_ALIVE(call) if (argc > 42 && !strcmp(argv[0], "")) call

#define MB_OUT stderr
#define MB_DUMP_START fprintf(MB_OUT, "==BEGIN DUMP_ARRAYS==\n")
#define MB_DUMP_FINISH fprintf(MB_OUT, "==END   DUMP_ARRAYS==\n")
#define MB_DUMP_BEGIN(name) fprintf(MB_OUT, "begin dump: %s", name)
#define MB_DUMP_END(name) fprintf(MB_OUT, "\nend   dump: %s\n", name)

#ifdef MB_TIME
extern void mb_timer_start();
extern void mb_timer_stop();
#define mb_start mb_timer_start();
#define mb_stop mb_timer_stop();
#else
#define mb_start
#define mb_stop
#endif

extern void *mb_alloc(unsigned long long int n, int elt_size);

#endif
