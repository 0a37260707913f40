/* gemm.h: dataset sizes and element type of the gemm kernel, with PolyBench/C 4.2.1's values. */
#ifndef _GEMM_H
# define _GEMM_H

/* With no dataset chosen on the command line, build the LARGE one, as the public suite does. */
# if !defined(MINI_DATASET) && !defined(SMALL_DATASET) && !defined(MEDIUM_DATASET) \
     && !defined(LARGE_DATASET) && !defined(EXTRALARGE_DATASET)
#  define LARGE_DATASET
# endif

/* Sizes given directly with -D take the place of the dataset tables. */
# if !defined(NI) && !defined(NJ) && !defined(NK)
#  ifdef MINI_DATASET
#   define NI 20
#   define NJ 25
#   define NK 30
#  endif
#  ifdef SMALL_DATASET
#   define NI 60
#   define NJ 70
#   define NK 80
#  endif
#  ifdef MEDIUM_DATASET
#   define NI 200
#   define NJ 220
#   define NK 240
#  endif
#  ifdef LARGE_DATASET
#   define NI 1000
#   define NJ 1100
#   define NK 1200
#  endif
#  ifdef EXTRALARGE_DATASET
#   define NI 2000
#   define NJ 2300
#   define NK 2600
#  endif
# endif /* !(NI NJ NK) */

/* Loop bounds of the scop: the size variables by default, so the kernel is parametric;
   the constants under POLYBENCH_USE_SCALAR_LB. */
# define _PB_NI POLYBENCH_LOOP_BOUND(NI, ni)
# define _PB_NJ POLYBENCH_LOOP_BOUND(NJ, nj)
# define _PB_NK POLYBENCH_LOOP_BOUND(NK, nk)

/* Element type: double unless -DDATA_TYPE_IS_FLOAT or -DDATA_TYPE_IS_INT says otherwise. */
# if !defined(DATA_TYPE_IS_INT) && !defined(DATA_TYPE_IS_FLOAT) && !defined(DATA_TYPE_IS_DOUBLE)
#  define DATA_TYPE_IS_DOUBLE
# endif

/* The public suite leaves the helpers below undefined for int data, so kernels that use them
   do not build with int there; here they are defined, so that every kernel can also run in
   exact integer arithmetic. */
# ifdef DATA_TYPE_IS_INT
#  define DATA_TYPE int
#  define DATA_PRINTF_MODIFIER "%d "
#  define SCALAR_VAL(x) x
#  define SQRT_FUN(x) sqrt(x)
#  define EXP_FUN(x) exp(x)
#  define POW_FUN(x, y) pow(x, y)
# endif

/* Float literals get an f suffix so that float builds do not compute in double. */
# ifdef DATA_TYPE_IS_FLOAT
#  define DATA_TYPE float
#  define DATA_PRINTF_MODIFIER "%0.2f "
#  define SCALAR_VAL(x) x##f
#  define SQRT_FUN(x) sqrtf(x)
#  define EXP_FUN(x) expf(x)
#  define POW_FUN(x, y) powf(x, y)
# endif

# ifdef DATA_TYPE_IS_DOUBLE
#  define DATA_TYPE double
#  define DATA_PRINTF_MODIFIER "%0.2lf "
#  define SCALAR_VAL(x) x
#  define SQRT_FUN(x) sqrt(x)
#  define EXP_FUN(x) exp(x)
#  define POW_FUN(x, y) pow(x, y)
# endif

#endif /* !_GEMM_H */
