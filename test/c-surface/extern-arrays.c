// RUN: polyts-cc %s -S --emit=affine -o - | FileCheck %s
// RUN: polyts-cc %s %S/extern/extern-arrays.c -O3 --remarks -o %t 2> %t.remarks
// RUN: FileCheck %s --check-prefix=O3 --implicit-check-not=warning: < %t.remarks
// RUN: %t > %t.out && gcc -O2 %s %S/extern/extern-arrays.c -o %t.ref && %t.ref > %t.ref.out && diff %t.ref.out %t.out
// A vectorization-benchmark harness: every kernel repeats its loop nest and then calls dummy(), defined in another
// file (extern/extern-arrays.c), with the arrays, so that the compiler cannot drop the work. The arrays go to the
// external function as C addresses, also from the middle of an array (`a + 1`, `&b[2]`, `aa[3]`).
#include <stdio.h>

#define LEN 256
#define LEN2 16
#define NTIMES 10

double a[LEN], b[LEN], c[LEN];
double aa[LEN2][LEN2];

extern int dummy(double *, double *, double *, double (*)[LEN2], double);
extern double checksum(const double *, int);

// At -O3 the call is a barrier, not a reason to give up: the nest inside each repetition is a SCoP of its own
// (`@<function>_r0`), scheduled, and, where it has two loops, tiled or (s2233's column walk) interchanged.
// O3-DAG: remark: schedule: scop @s000_r0:
// O3-DAG: remark: schedule: scop @s112_r0:
// O3-DAG: remark: schedule: scop @s2233_r0:
// O3-DAG: remark: tile: scop @s2233_r0: no band tiled, 1 untiled band with loops reordered or distributed

// The kernel nest is affine; the call after it receives the arrays' addresses.
// CHECK-LABEL: func.func @s000(
// CHECK:         affine.for
// CHECK:           affine.for
// CHECK:             affine.load
// CHECK:             affine.store
// CHECK:         memref.extract_aligned_pointer_as_index
// CHECK:         llvm.inttoptr
// CHECK:         llvm.call @dummy(
void s000(void)
{
  for (int nl = 0; nl < NTIMES; nl++) {
    for (int i = 0; i < LEN; i++)
      a[i] = b[i] + 1.0;
    dummy(a, b, c, aa, 0.0);
  }
}

void s112(void)
{
  for (int nl = 0; nl < NTIMES; nl++) {
    for (int i = LEN - 2; i >= 0; i--)
      a[i + 1] = a[i] + b[i];
    dummy(a + 1, &b[2], c, aa + 3, 1.0);
  }
}

void s2233(void)
{
  for (int nl = 0; nl < NTIMES; nl++) {
    for (int i = 1; i < LEN2; i++) {
      for (int j = 1; j < LEN2; j++)
        aa[j][i] = aa[j - 1][i] + c[j];
    }
    dummy(a, b, &c[LEN / 2], aa, 2.0);
  }
}

int main(void)
{
  for (int i = 0; i < LEN; i++) {
    a[i] = 0.0;
    b[i] = (double)(i % 17) / 16.0;
    c[i] = 1.0 / (i + 1);
  }
  for (int i = 0; i < LEN2; i++)
    for (int j = 0; j < LEN2; j++)
      aa[i][j] = (i + j) % 3;
  s000();
  printf("s000 %.6f\n", checksum(a, LEN));
  s112();
  printf("s112 %.6f\n", checksum(a, LEN));
  s2233();
  printf("s2233 %.6f %.6f\n", checksum(&aa[0][0], LEN2 * LEN2), checksum(aa[LEN2 - 1], LEN2));
  printf("dummy %d\n", dummy(0, 0, 0, 0, -1.0));
  return 0;
}
