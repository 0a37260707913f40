// RUN: polyts-cc %s -S --emit=affine -o - | FileCheck %s
// Structs as numerical code uses them: a particle system (an array of structs with a nested struct member), a
// grid struct holding its arrays, passed by pointer to the kernels, struct assignment, initializers, pointers to
// structs walking an array, and malloc'ed arrays of structs. Member arrays reached from a base that does not
// change in a loop nest are ordinary memref accesses, so the kernels are affine. With --emit=c every function is
// translated: member accesses print as the program's (`p[i].pos.x`, `gr->u[i][j]`), calls pass the program's structs.
#include <stdio.h>
#include <stdlib.h>

#define N 24
#define M 16

typedef struct {
  double x, y;
} vec2;

struct particle {
  vec2 pos, vel;
  double mass;
  int id;
};

struct grid {
  int n, m;
  double u[N][M];
  double v[N][M];
};

static struct particle parts[N];
static struct grid g;

// CHECK-LABEL: func.func private @step(
// CHECK:         affine.for
// CHECK:           affine.load
// CHECK:           affine.store
// CHECK-NOT:       scf.for
static void step(int n, struct particle *p, double dt)
{
  for (int i = 0; i < n; i++) {
    p[i].pos.x += dt * p[i].vel.x;
    p[i].pos.y += dt * p[i].vel.y;
    p[i].vel.y -= dt * 9.81 * p[i].mass;
  }
}

// The grid's arrays, through the pointer `gr` that the nest does not change: affine loads and stores.
// CHECK-LABEL: func.func private @jacobi(
// CHECK:         affine.for
// CHECK:           affine.for
// CHECK:             affine.load {{.*}}[0, %{{.*}} - 1, %{{.*}}]
// CHECK:             affine.store
static void jacobi(struct grid *gr)
{
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < M - 1; j++)
      gr->v[i][j] = 0.25 * (gr->u[i - 1][j] + gr->u[i + 1][j] + gr->u[i][j - 1] + gr->u[i][j + 1]);
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < M - 1; j++)
      gr->u[i][j] = gr->v[i][j];
}

static vec2 add(vec2 a, vec2 b)
{
  vec2 r = {a.x + b.x, a.y + b.y};
  return r;
}

static vec2 centroid(const struct particle *p, int n)
{
  vec2 c = {0, 0};
  for (int i = 0; i < n; i++)
    c = add(c, p[i].pos);
  c.x /= n;
  c.y /= n;
  return c;
}

static double energy(const struct particle *p, int n)
{
  double e = 0;
  const struct particle *end = p + n;
  for (const struct particle *q = p; q < end; q++)
    e += 0.5 * q->mass * (q->vel.x * q->vel.x + q->vel.y * q->vel.y);
  return e;
}

int main(void)
{
  vec2 origin = {0.0, 0.0}, wind = {.y = -0.5, .x = 1.5};
  for (int i = 0; i < N; i++) {
    struct particle p = {.pos = origin, .vel = {i * 0.1, 1.0 + i % 3}, .mass = 1.0 + i * 0.05, .id = i};
    p.vel.x += wind.x;
    parts[i] = p;
  }
  g.n = N;
  g.m = M;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      g.u[i][j] = (i == 0 || j == 0) ? 1.0 : 0.0;
  for (int t = 0; t < 10; t++) {
    step(N, parts, 0.01);
    jacobi(&g);
  }
  struct particle *copy = malloc(N * sizeof(struct particle));
  for (int i = 0; i < N; i++)
    copy[i] = parts[N - 1 - i];
  vec2 last = copy[0].pos;
  double su = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      su += g.u[i][j] * (i + 2 * j);
  vec2 c = centroid(parts, N);
  printf("%.6f %.6f %.6f %d %.6f %.6f\n", energy(parts, N), last.x, last.y, copy[N - 1].id, c.x, c.y);
  printf("%.6f %d %d %d\n", su, g.n * g.m, (int)sizeof(struct particle), (int)sizeof(struct grid));
  free(copy);
  return 0;
}
