// RUN: polyts-cc %s -S --emit=c -o - 2> /dev/null | FileCheck %s
// RUN: polyts-cc %s -O0 -Wall -Werror -o %t && %t > %t.out && gcc -O2 %s -o %t.ref && %t.ref > %t.ref.out && diff %t.ref.out %t.out
// The C polyts writes keeps the program's loops: int counters stay int where their range fits (and arithmetic on
// them int where it fits), a `break` leaves where the program wrote it, and a conditional update stays an `if`.
#include <stdio.h>

#define N 1000
float a[N], b[N], e[N];
double big[8];

// int counters, subscripts without casts; an int converted from the counter is the counter itself.
// CHECK-LABEL: {{^}}void wrap(void)
// CHECK:         {{^ +}}for (int i = 0; i < 1000; i++) {
// CHECK-NEXT:      a[i] = (b[i] + b[im1]) * 0.5f;
// CHECK-NEXT:      im1 = i;
void wrap(void)
{
  int im1 = N - 1;
  for (int i = 0; i < N; i++) {
    a[i] = (b[i] + b[im1]) * 0.5f;
    im1 = i;
  }
}

// Up to an int bound by 1 the counter stays int; by 4 its last step could leave int's range (n near INT_MAX), so it
// is long; so is a counter the program declared long.
// CHECK-LABEL: {{^}}int edges(int n)
// CHECK:         {{^ +}}for (int i = 0; i < {{.*}}; i++) {
// CHECK:         {{^ +}}for (long i = 0; i < {{.*}}; i += 4) {
// CHECK:         {{^ +}}for (long j = 0; j < 4; j++) {
int edges(int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += i & 3;
  for (int i = 0; i < n; i += 4)
    s += i & 7;
  for (long j = 0; j < 4; j++)
    big[j] = j + n;
  return s;
}

// Arithmetic on an int counter stays int while it fits int; beyond, the counter is converted to long first.
// CHECK-LABEL: {{^}}void scaled(void)
// CHECK:         {{^ +}}for (int i = 0; i < 500; i++) {
// CHECK-NEXT:      b[(i * 2) + 1] = b[i * 2] + 1.0f;
// CHECK:         {{^ +}}for (int k = 0; k < 4; k++) {
// CHECK-NEXT:      big[(((long)k) * 2000000001) / 1000000000] =
void scaled(void)
{
  for (int i = 0; i < N / 2; i++)
    b[2 * i + 1] = b[2 * i] + 1.0f;
  for (int k = 0; k < 4; k++)
    big[(k * 2000000001L) / 1000000000L] += 1.0;
}

// The break leaves right where the program tests for it; what follows it runs unguarded.
// CHECK-LABEL: {{^}}void copy_break(void)
// CHECK:         {{^ +}}_Bool [[C:v[0-9]+]] = {{.*}} > 1.5f;
// CHECK-NEXT:    if ([[C]]) break;
// CHECK-NEXT:    a[{{.*}}] = b[{{.*}}] +
void copy_break(void)
{
  for (int i = 0; i < N; i++) {
    if (e[i] > 1.5f)
      break;
    a[i] = b[i] + e[i];
  }
}

// An update under a condition is an `if`, both variables in one.
// CHECK-LABEL: {{^}}int max_index(void)
// CHECK:         {{^ +}}if ([[C:.*]]) {
// CHECK-NEXT:      m{{.*}} = {{.*}};
// CHECK-NEXT:      at{{.*}} = i;
// CHECK-NEXT:    }
int max_index(void)
{
  float m = a[0];
  int at = 0;
  for (int i = 1; i < N; i++) {
    if (a[i] > m) {
      m = a[i];
      at = i;
    }
  }
  return at;
}

int main(void)
{
  for (int i = 0; i < N; i++) {
    b[i] = (float)(i % 17);
    e[i] = i == 700 ? 2.0f : 0.5f;
  }
  wrap();
  scaled();
  copy_break();
  int s = edges(1001);
  printf("%d %d %a %a %a %a\n", s, max_index(), a[5], a[699], b[999], big[1] + big[6]);
  return 0;
}
