/* Exactness of control flow through polyts: every loop form, break/continue/return, induction variables. */
#include <stdio.h>

static int find(const int *A, int n, int key) {
  int i;
  for (i = 0; i < n; i++) {
    if (A[i] == key)
      return i;
  }
  return -1;
}

static int nested_exit(int n) {
  int i, j, total = 0;
  for (i = 0; i < n; i++) {
    for (j = 0; j < n; j++) {
      if (j > i)
        break;
      if ((i + j) % 3 == 0)
        continue;
      total += i * j;
      if (total > 400)
        return total;
    }
  }
  return -total;
}

static int collatz(int x) {
  int steps = 0;
  while (x != 1) {
    if (x % 2 == 0)
      x = x / 2;
    else
      x = 3 * x + 1;
    steps++;
  }
  return steps;
}

int main(void) {
  int A[10];
  int i, j, k, s;
  for (i = 0; i < 10; i++)
    A[i] = i * i;
  printf("find %d %d\n", find(A, 10, 49), find(A, 10, 50));
  printf("nested %d %d\n", nested_exit(5), nested_exit(30));
  printf("collatz %d %d\n", collatz(27), collatz(1));

  s = 0;
  for (i = 20; i >= 3; i -= 2)
    s = s * 3 + i;
  printf("down %d i=%d\n", s, i);
  s = 0;
  for (i = 1; i <= 10; i += 3)
    s += i;
  printf("up %d i=%d\n", s, i);
  for (i = 5; i < 5; i++)
    s += 1000;
  printf("empty %d i=%d\n", s, i);
  for (k = 10; k > 0; k--)
    ;
  printf("k=%d\n", k);

  s = 0;
  i = 0;
  do {
    i++;
    if (i % 4 == 0)
      continue;
    s += i;
  } while (i < 15);
  printf("dowhile %d %d\n", s, i);

  s = 0;
  i = 0;
  while (i++ < 8)
    s += i;
  printf("postinc-cond %d %d\n", s, i);

  s = 0;
  for (;;) {
    s++;
    if (s * s > 50)
      break;
  }
  printf("forever %d\n", s);

  s = 0;
  for (i = 0; i < 6; i++)
    for (j = i; j < 6; j++) {
      if (j == 4)
        continue;
      s += j - i;
    }
  printf("triangle %d\n", s);
  return 0;
}
