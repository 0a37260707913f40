/* Shared declarations: arrays cross file boundaries as C pointers and C arrays. */
#ifndef KERNELS_H
#define KERNELS_H

#define LEN 64
#define ROWS 24
#define COLS 20

/* Globals with external linkage, named like the emitter's temporaries used to be (a letter, then digits). */
extern float s1;
extern int s291;

void s151s(float a[], float b[], int m);
void matvec(int n, int m, const double A[ROWS][COLS], const double x[COLS], double y[ROWS]);
double dot(int n, const double *x, const double *y);
void scale_rows(int n, int m, double A[n][m], double f);
void fill(int n, float *a, float v);

#endif
