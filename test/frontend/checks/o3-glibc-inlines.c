// RUN: polyts-cc -O3 %s -S --emit=mlir -o - | FileCheck %s

// At -O1 and up glibc's stdlib.h defines inline functions (bsearch, with `#pragma GCC diagnostic` lines inside)
// that polyts does not translate; the program never names them, so they are left out and the file translates.
#include <stdlib.h>

// CHECK-LABEL: func.func @twice(
// CHECK:         arith.muli
int twice(int x) { return 2 * x; }
