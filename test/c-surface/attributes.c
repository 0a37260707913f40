// RUN: polyts-cc %s -S --emit=affine -o - | FileCheck %s
// RUN: polyts-cc %s -S --emit=c -o - | FileCheck %s --check-prefix=C
// GNU attributes wherever gcc takes them, as benchmark suites write them: 64-byte aligned global and local
// arrays (the alignment reaches the emitted C, where the C compiler vectorizes with it), noinline/noclone
// kernels (kept out of line in the emitted C too), unused helpers and parameters, attributes after a declarator
// and on a type, a fallthrough statement attribute, a const/pure/hot function.
#include <stdio.h>

#define LEN 256
#define ALIGN __attribute__((aligned(64)))

// CHECK: memref.global @a : memref<256xf32> = dense<0.000000e+00> {alignment = 64 : i64}
// C: {{^}}ALIGN float a[LEN], b[LEN];
ALIGN float a[LEN], b[LEN];
float c[LEN] __attribute__((aligned(64)));
__attribute__((aligned(32))) static double d[LEN];

typedef struct __attribute__((packed)) {
  char tag;
  int value;
} packed_pair;

static int calls __attribute__((unused));

// C: {{^}}__attribute__((noinline, noclone)) float s000(int
// CHECK-LABEL: func.func @s000(
// CHECK-SAME:      attributes {no_inline, {{.*}}polyts.gnu_attributes = ["noclone"]}
// CHECK:         affine.for
__attribute__((noinline, noclone)) float s000(int n)
{
  for (int i = 0; i < n; i++)
    a[i] = b[i] + 1.0f;
  return a[n - 1];
}

float __attribute__((noinline)) s1112(int n, int flag __attribute__((unused)))
{
  for (int i = n - 1; i >= 0; i--)
    a[i] = b[i] + c[i] * 2.0f;
  return a[0];
}

static int classify(int v) __attribute__((const, hot));
static int classify(int v)
{
  int r = 0;
  switch (v & 3) {
  case 0:
    r += 1;
    __attribute__((fallthrough));
  case 1:
    r += 2;
    break;
  default:
    r = -1;
  }
  return r;
}

__attribute__((unused)) static void never_called(void) {}

// C: {{^}}static inline __attribute__((always_inline)) float scaled(float x)
// CHECK-LABEL: func.func private @scaled(
// CHECK-SAME:      polyts.gnu_attributes = ["always_inline"]
static inline __attribute__((always_inline)) float scaled(float x)
{
  return x * 0.5f;
}

int main(void)
{
  float local[16] __attribute__((aligned(64)));
  for (int i = 0; i < LEN; i++) {
    b[i] = (float)i / LEN;
    c[i] = (float)(i % 7);
    d[i] = i * 0.5;
  }
  for (int i = 0; i < 16; i++)
    local[i] = scaled(s000(LEN)) + i;
  printf("%.4f %.4f %.4f\n", local[15], s1112(LEN, 0), d[LEN - 1]);
  printf("%d %d %d %d\n", classify(0), classify(1), classify(2), (int)sizeof(packed_pair));
  printf("%d %d\n", (int)(((unsigned long)a % 64) == 0), (int)(((unsigned long)local % 64) == 0));
  return 0;
}
