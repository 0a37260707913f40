// RUN: polyts-cc %s -S --emit=c -o - --pass-pipeline='func.func(mem2reg,raise-affine),canonicalize,cse,detect-reductions' 2>&1 | FileCheck %s
// RUN: polyts-cc %s -o %t --pass-pipeline='func.func(mem2reg,raise-affine),canonicalize,cse,detect-reductions' 2>/dev/null && %t > %t.out && gcc -O2 %s -o %t.ref && %t.ref > %t.ref.out && diff %t.ref.out %t.out
// RUN: polyts-cc %s -O3 -o %t.o3 2>/dev/null && %t.o3 > %t.o3.out && diff %t.ref.out %t.o3.out
// A cell reduced by a loop that may run no iteration (k from i to m, for i >= m): hoisted before the loop and
// stored after it unconditionally, the cell A[i] would be read and written for i >= m too, outside the array the
// program allocated (fuzz seed 280129). Under `if (the loop runs)` it is touched only where the original touches
// it. A's last element here ends at an unmapped page, so the unguarded form faults.

// CHECK:      remark: detect-reductions: addf reduction of 'A'
// CHECK-LABEL: {{^}}void f(
// CHECK:        for (int i = 0; i < n; i++) {
// CHECK-NEXT:     if (i < m) {
// CHECK-NEXT:       double v{{[0-9]+}} = A[i{{( \+ 0)?}}];
// CHECK:            for (int k = i; k < m; k++) {
// CHECK:            A[i{{( \+ 0)?}}] = r{{[0-9]+}};
#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>

void f(int n, int m, double *A, const double *B) {
  for (int i = 0; i < n; i++)
    for (int k = i; k < m; k++)
      A[i] = A[i] + B[k];
}

int main(void) {
  long page = sysconf(_SC_PAGESIZE);
  char *mem = mmap(0, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (mem == MAP_FAILED || mprotect(mem + page, page, PROT_NONE) != 0) return 2;
  int m = 5;
  double *A = (double *)(mem + page) - m;
  double B[5];
  for (int i = 0; i < m; i++) {
    A[i] = i;
    B[i] = 1.0 / (i + 1);
  }
  f(8, m, A, B);
  for (int i = 0; i < m; i++) printf("%.17g\n", A[i]);
  return 0;
}
