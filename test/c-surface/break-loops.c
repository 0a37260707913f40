// RUN: polyts-cc %s -S --emit=c -o - | FileCheck %s
// Loops left with `break` (searches, copies up to a sentinel, nested loops, while and do-while loops, a break
// next to a continue). The frontend carries an exit flag through such a loop; the emitted C leaves the loop with
// C's own `break` where the flag is set and drops the flag (gcc keeps that loop as the program wrote it, not a
// flag-driven one), and computes exactly what the original does (test/c-surface/surface.test.ts).
#include <stdio.h>

#define N 64

static float a[N], b[N], e[N];
static int hits[N];

// The C is the program's file, comments included: every pattern is anchored at a line start so that it cannot
// match its own comment.
// CHECK-LABEL: {{^}}int search(
// CHECK:       {{^ +}}for (;;) {
// CHECK-NEXT:  {{^ +}}if (!(i < 64)) {
// CHECK:       {{^ +}}if ({{.*}}) {
// CHECK-NEXT:  {{^ +}}r{{[0-9]+}} = {{.*}};
// CHECK-NEXT:  {{^ +}}break;
// CHECK-NOT:   {{^ +_Bool w[0-9]}}
// CHECK:       {{^ +}}return
int search(float limit)
{
  int at = -1;
  for (int i = 0; i < N; i++) {
    if (e[i] > limit) {
      at = i;
      break;
    }
  }
  return at;
}

// CHECK-LABEL: {{^}}void copy_until(
// CHECK:       {{^ +}}for (;;) {
// CHECK-NEXT:  {{^ +}}if (!(i < 64)) break;
// CHECK:       {{^ +}}if ({{.*}}) break;
// CHECK-NOT:   {{^ +_Bool w[0-9]}}
// CHECK:       {{^}}}
void copy_until(float limit)
{
  for (int i = 0; i < N; i++) {
    if (e[i] > limit)
      break;
    a[i] = b[i] + e[i];
  }
}

// A break in the inner loop leaves only the inner loop.
int nested(int limit)
{
  int count = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      if (i + j > limit)
        break;
      count += j;
    }
  return count;
}

// A while loop with a break and a continue, and a do-while with a break.
int while_break(void)
{
  int i = 0, s = 0;
  while (i < N) {
    i++;
    if (hits[i - 1] % 3 == 0)
      continue;
    if (hits[i - 1] > 40)
      break;
    s += hits[i - 1];
  }
  int k = 0;
  do {
    if (a[k] > 10.0f)
      break;
    k++;
  } while (k < N);
  return s * 100 + k;
}

// Two breaks and a value computed after the first.
float two_exits(float limit)
{
  float s = 0.0f;
  for (int i = 0; i < N; i++) {
    if (b[i] < -limit)
      break;
    s += b[i];
    if (s > limit)
      break;
    s *= 0.5f;
  }
  return s;
}

int main(void)
{
  for (int i = 0; i < N; i++) {
    a[i] = 0.0f;
    b[i] = (float)((i * 7) % 11) - 3.0f;
    e[i] = (float)(i % 9) * 0.25f;
    hits[i] = (i * 13) % 47;
  }
  printf("search %d %d %d\n", search(1.5f), search(1.9f), search(5.0f));
  copy_until(1.9f);
  copy_until(0.1f);
  float s = 0.0f;
  for (int i = 0; i < N; i++)
    s += a[i] * (i + 1);
  printf("copy %.3f\n", s);
  printf("nested %d %d\n", nested(10), nested(200));
  printf("while %d\n", while_break());
  printf("two_exits %.4f %.4f\n", two_exits(3.0f), two_exits(100.0f));
  return 0;
}
