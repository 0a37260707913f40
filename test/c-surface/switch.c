// RUN: polyts-cc %s -S --emit=affine -o - | FileCheck %s
// `switch` in loop code: per-cell update rules chosen by a switch (no fall-through: an if/else-if chain), a
// scoring function whose cases fall through, GNU case ranges, and `continue` inside a switch in a loop.
#include <stdio.h>

#define N 64

static int kind[N];
static double a[N], b[N];

// The loop stays affine; the switch on a loaded value is control flow inside it.
// CHECK-LABEL: func.func private @update(
// CHECK:         affine.for
// CHECK:           arith.cmpi eq
// CHECK:           scf.if
static void update(int n)
{
  for (int i = 1; i < n - 1; i++) {
    switch (kind[i]) {
    case 0:
      b[i] = a[i];
      break;
    case 1:
      b[i] = 0.5 * (a[i - 1] + a[i + 1]);
      break;
    case 2:
    case 3:
      b[i] = 2.0 * a[i];
      break;
    default:
      b[i] = -a[i];
      break;
    }
  }
}

static int score(char grade)
{
  int s = 0;
  switch (grade) {
  case 'A':
    s += 10;
    /* fall through */
  case 'B':
    s += 5;
  case 'C':
    s += 1;
    break;
  case 'F':
    return -1;
  default:
    s = 100;
  }
  return s;
}

static int bucket(int v)
{
  switch (v) {
  case 0 ... 9:
    return 0;
  case 10 ... 99:
    return 1;
  case -5 ... -1:
    return -1;
  }
  return 2;
}

int main(void)
{
  for (int i = 0; i < N; i++) {
    kind[i] = (i * 7 + 3) % 5;
    a[i] = i * 0.25 - 3.0;
  }
  update(N);
  double sum = 0;
  for (int i = 0; i < N; i++)
    sum += b[i] * (i + 1);
  printf("update %.4f\n", sum);
  printf("score %d %d %d %d %d\n", score('A'), score('B'), score('C'), score('F'), score('Z'));
  int hist[4] = {0, 0, 0, 0};
  for (int v = -7; v < 120; v += 3) {
    int k = bucket(v);
    switch (k) {
    case -1:
      continue;
    default:
      hist[k] += v;
    }
    hist[3]++;
  }
  printf("buckets %d %d %d %d\n", hist[0], hist[1], hist[2], hist[3]);
  return 0;
}
