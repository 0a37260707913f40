// RUN: polyts-cc %s -S --emit=affine -o - | FileCheck %s
// RUN: polyts-cc %s -O3 -S --emit=c -o - 2> %t.remarks | FileCheck %s --check-prefix=O3
// RUN: FileCheck %s --check-prefix=KEPT --allow-empty --implicit-check-not="kept as written" < %t.remarks
// RUN: polyts-cc %s -O3 -o %t && %t > %t.out && gcc -O2 %s -o %t.ref && %t.ref > %t.ref.out && diff %t.ref.out %t.out
// RUN: polyts-cc %s -O3 -fopenmp -o %t.omp && env OMP_NUM_THREADS=2 %t.omp > %t.omp.out && diff %t.ref.out %t.omp.out
// RUN: polyts-cc %S/structs.c -O3 -o %t.s && %t.s > %t.s.out && gcc -O2 %S/structs.c -o %t.s.ref && %t.s.ref > %t.s.ref.out && diff %t.s.ref.out %t.s.out
// RUN: polyts-cc %S/structs.c -O3 -fopenmp -o %t.so && env OMP_NUM_THREADS=2 %t.so > %t.so.out && diff %t.s.ref.out %t.so.out
// Numerical kernels on structs, translated back to C member accesses and optimized: a grid whose arrays are
// members, passed by pointer to a stencil (tiled at -O3); an array of structs updated in place; a struct by value;
// a struct global read and written in a loop; a kernel calling another with its struct pointer; struct members
// that are arrays of structs holding arrays. Every function is translated (no remark says one is kept).
#include <stdio.h>

#define N 64
#define T 4
#define P 100
#define C 8

struct grid {
  int n;
  double a[N][N];
  double b[N][N];
};

struct particle {
  double x, v;
  float m;
  unsigned char tag;
};

typedef struct {
  double dt, damping;
} params;

struct cell {
  double w[4];
  int count;
};

struct mesh {
  struct cell cells[C];
  double total[C];
};

static struct grid g;
static struct particle parts[P];
static struct {
  double sum[N];
  long steps;
} stats;
static struct mesh mesh;

// CHECK-LABEL: func.func private @stencil(
// CHECK:         affine.for
// CHECK:           affine.for
// CHECK:             affine.for
// CHECK:               affine.load {{.*}}[0, %{{.*}} - 1, %{{.*}}]
// CHECK:               affine.store
// The stencil is skewed and tiled at -O3: tile loops, point loops bounded by them, member accesses through `gr`.
// O3-LABEL: {{^}}static void stencil(struct grid *gr)
// O3:         {{^ +}}for (long [[T:i[0-9]+]] = 0; [[T]] < {{[0-9]+}}; [[T]]++) {
// O3:         {{^ +}}for (long {{i[0-9]+}} = {{.*}}[[T]] * 16
// O3:         {{^ +}}gr->b[{{.*}}] = {{.*}}gr->a[{{.*}}]
// O3:         {{^ +}}gr->a[{{.*}}] = gr->b[{{.*}}];
// O3:         {{^}}#line
static void stencil(struct grid *gr)
{
  for (int t = 0; t < T; t++) {
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        gr->b[i][j] = 0.2 * (gr->a[i][j] + gr->a[i - 1][j] + gr->a[i + 1][j] + gr->a[i][j - 1] + gr->a[i][j + 1]);
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        gr->a[i][j] = gr->b[i][j];
  }
}

// An array of structs, and a struct by value.
// CHECK-LABEL: func.func private @advance(
// CHECK:         affine.for
// CHECK:           affine.load
// CHECK:           affine.store
// O3-LABEL: {{^}}static void advance(struct particle *p, int n, params q)
// O3:         {{^ +}}p[[[I:i[0-9]+]]].x = p[[[I]]].x + (p[[[I]]].v * q.dt);
static void advance(struct particle *p, int n, params q)
{
  for (int i = 0; i < n; i++) {
    p[i].x += p[i].v * q.dt;
    p[i].v *= q.damping;
  }
}

// A translated function calling another with its struct pointer.
// O3-LABEL: {{^}}static void simulate(struct grid *gr, struct particle *p, params q)
// O3:         {{^ +}}stencil(gr);
// O3:         {{^ +}}advance(p, 100, {{st[0-9]+}});
static void simulate(struct grid *gr, struct particle *p, params q)
{
  stencil(gr);
  advance(p, P, q);
}

// A struct global read and written in a loop.
// CHECK-LABEL: func.func private @accumulate(
// CHECK:         affine.for
// CHECK:           affine.for
// O3-LABEL: {{^}}static void accumulate(void)
// O3:         {{^ +}}stats.sum[[[J:i[0-9]+]]] = stats.sum[[[J]]] + g.a[{{i[0-9]+}}][[[J]]];
static void accumulate(void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      stats.sum[j] += g.a[i][j];
  stats.steps++;
}

// Members that are arrays of structs holding arrays.
// CHECK-LABEL: func.func private @weigh(
// CHECK:         affine.for
// CHECK:           affine.for
// O3-LABEL: {{^}}static void weigh(struct mesh *ms)
// O3:         {{^ +}}ms->total[[[C:i[0-9]+]]] = {{.*}}ms->cells[[[C]]].count
static void weigh(struct mesh *ms)
{
  for (int c = 0; c < C; c++) {
    double s = 0;
    for (int k = 0; k < 4; k++)
      s += ms->cells[c].w[k] * (k + 1);
    ms->total[c] = s * ms->cells[c].count;
  }
}

static double energy(const struct particle *p, int n)
{
  double e = 0;
  for (int i = 0; i < n; i++)
    e += 0.5 * p[i].m * p[i].v * p[i].v + p[i].tag;
  return e;
}

// KEPT-NOT: kept as written
int main(void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      g.a[i][j] = (double)((i * 7 + j * 3) % 11) / 11.0;
  g.n = N;
  for (int i = 0; i < P; i++) {
    parts[i].x = i * 0.5;
    parts[i].v = 1.0 + (i % 5) * 0.25;
    parts[i].m = 1.0f + (float)(i % 3);
    parts[i].tag = (unsigned char)(200 + i);
  }
  for (int c = 0; c < C; c++) {
    for (int k = 0; k < 4; k++)
      mesh.cells[c].w[k] = c + k * 0.5;
    mesh.cells[c].count = c + 1;
  }
  params q = {0.01, 0.99};
  for (int s = 0; s < 3; s++) {
    simulate(&g, parts, q);
    accumulate();
  }
  weigh(&mesh);
  double sa = 0, sx = 0, st = 0, sm = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sa += g.a[i][j] * (i - j);
  for (int i = 0; i < P; i++)
    sx += parts[i].x;
  for (int j = 0; j < N; j++)
    st += stats.sum[j] * j;
  for (int c = 0; c < C; c++)
    sm += mesh.total[c];
  printf("%.9f %.9f %.9f %ld %.9f %.6f %d\n", sa, sx, st, stats.steps, sm, energy(parts, P), g.n);
  return 0;
}
