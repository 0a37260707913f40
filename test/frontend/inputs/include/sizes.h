/* Problem sizes for preprocess.c; SIZE can be overridden with -DSIZE=... */
#ifndef SIZE
#define SIZE 8
#endif
#define TWICE(x) (2 * (x))
