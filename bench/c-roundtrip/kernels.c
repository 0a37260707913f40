/* bench:c-roundtrip: loop kernels in the style of vectorization benchmarks (our own code): aligned global arrays,
   a repetition loop around each kernel with an opaque call after it, reductions, wrap-around variables, induction
   variables, `if` and `break` in loops, `i / 2` subscripts, strided and reversed access, 2-D nests.
   `./kernels K` initializes the arrays, runs kernel K (the `case K:` of main) and prints a checksum of every array
   (hexadecimal floating point: exact). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define LEN 32000
#define LEN2 256

__attribute__((aligned(64))) float a[LEN], b[LEN], c[LEN], d[LEN], e[LEN];
__attribute__((aligned(64))) float aa[LEN2][LEN2], bb[LEN2][LEN2], cc[LEN2][LEN2];
__attribute__((aligned(64))) int ia[LEN], ib[LEN], ic[LEN];
__attribute__((aligned(64))) double x[LEN], y[LEN], z[LEN];
float result;
int found;
int n = LEN;

extern int dummy(float *, float *, float *, float *, float *, float (*)[LEN2], float (*)[LEN2], float (*)[LEN2], float);

static void done(void)
{
  dummy(a, b, c, d, e, aa, bb, cc, 0.0f);
}

/* a = b + c */
void vadd(void)
{
  for (int nl = 0; nl < 20000; nl++) {
    for (int i = 0; i < LEN; i++)
      a[i] = b[i] + c[i];
    done();
  }
}

/* a += s * b */
void saxpy(void)
{
  float s = 1.5f;
  for (int nl = 0; nl < 20000; nl++) {
    for (int i = 0; i < LEN; i++)
      a[i] += s * b[i];
    done();
  }
}

/* reversed read */
void reversed(void)
{
  for (int nl = 0; nl < 20000; nl++) {
    for (int i = 0; i < LEN; i++)
      a[i] = b[LEN - 1 - i] * c[i];
    done();
  }
}

/* counting down */
void down(void)
{
  for (int nl = 0; nl < 20000; nl++) {
    for (int i = LEN - 1; i >= 0; i--)
      a[i] = b[i] * d[i] + c[i];
    done();
  }
}

/* stride 2 writes, stride 1 reads */
void strided(void)
{
  for (int nl = 0; nl < 20000; nl++) {
    for (int i = 0; i < LEN / 2; i++)
      a[2 * i] = b[2 * i + 1] + c[i];
    done();
  }
}

/* a stepped loop */
void stepped(void)
{
  for (int nl = 0; nl < 20000; nl++) {
    for (int i = 0; i < LEN; i += 4)
      a[i] = b[i] * c[i] + d[i];
    done();
  }
}

/* a subscript divided by 2 */
void half_index(void)
{
  for (int nl = 0; nl < 8000; nl++) {
    for (int i = 0; i < LEN; i++)
      a[i] = b[i / 2] + c[i];
    done();
  }
}

/* a remainder subscript */
void remainder_index(void)
{
  for (int nl = 0; nl < 8000; nl++) {
    for (int i = 0; i < LEN; i++)
      a[i] = b[i % 64] * c[i];
    done();
  }
}

/* sum reduction */
void sum(void)
{
  float s = 0.0f;
  for (int nl = 0; nl < 6000; nl++) {
    s = 0.0f;
    for (int i = 0; i < LEN; i++)
      s += a[i];
    dummy(a, b, c, d, e, aa, bb, cc, s);
  }
  result = s;
}

/* dot product */
void dot(void)
{
  float s = 0.0f;
  for (int nl = 0; nl < 6000; nl++) {
    s = 0.0f;
    for (int i = 0; i < LEN; i++)
      s += a[i] * b[i];
    dummy(a, b, c, d, e, aa, bb, cc, s);
  }
  result = s;
}

/* maximum and its index: an if in a reduction */
void max_index(void)
{
  float m = 0.0f;
  int at = 0;
  for (int nl = 0; nl < 5000; nl++) {
    m = a[0];
    at = 0;
    for (int i = 1; i < LEN; i++) {
      if (a[i] > m) {
        m = a[i];
        at = i;
      }
    }
    dummy(a, b, c, d, e, aa, bb, cc, m + (float)at);
  }
  result = m;
  found = at;
}

/* wrap-around variable */
void wrap_around(void)
{
  for (int nl = 0; nl < 20000; nl++) {
    int im1 = LEN - 1;
    for (int i = 0; i < LEN; i++) {
      a[i] = (b[i] + b[im1]) * 0.5f;
      im1 = i;
    }
    done();
  }
}

/* an induction variable stepped in the body */
void induction(void)
{
  for (int nl = 0; nl < 20000; nl++) {
    int k = 0;
    for (int i = 0; i < LEN / 2; i++) {
      a[i] = b[k] + c[i];
      k += 2;
    }
    done();
  }
}

/* if / else in the body */
void if_else(void)
{
  for (int nl = 0; nl < 8000; nl++) {
    for (int i = 0; i < LEN; i++) {
      if (b[i] > 0.0f)
        a[i] = b[i] * c[i];
      else
        a[i] = -c[i];
    }
    done();
  }
}

/* a conditional store */
void if_store(void)
{
  for (int nl = 0; nl < 8000; nl++) {
    for (int i = 0; i < LEN; i++)
      if (d[i] < 0.0f)
        a[i] += b[i] * c[i];
    done();
  }
}

/* a ternary maximum */
void ternary(void)
{
  for (int nl = 0; nl < 20000; nl++) {
    for (int i = 0; i < LEN; i++)
      a[i] = b[i] > c[i] ? b[i] : c[i];
    done();
  }
}

/* break out of a search */
void search_break(void)
{
  int at = -1;
  for (int nl = 0; nl < 8000; nl++) {
    at = -1;
    for (int i = 0; i < LEN; i++) {
      if (e[i] > 1.5f) {
        at = i;
        break;
      }
    }
    dummy(a, b, c, d, e, aa, bb, cc, (float)at);
  }
  found = at;
}

/* break out of a copy */
void copy_break(void)
{
  for (int nl = 0; nl < 8000; nl++) {
    for (int i = 0; i < LEN; i++) {
      if (e[i] > 1.5f)
        break;
      a[i] = b[i] + d[i];
    }
    done();
  }
}

/* a first-order recurrence */
void recurrence(void)
{
  for (int nl = 0; nl < 3000; nl++) {
    for (int i = 1; i < LEN; i++)
      a[i] = a[i - 1] * 0.5f + b[i];
    done();
  }
}

/* shifted read (anti-dependence) */
void shift_left(void)
{
  for (int nl = 0; nl < 20000; nl++) {
    for (int i = 0; i < LEN - 1; i++)
      a[i] = a[i + 1] + b[i];
    done();
  }
}

/* scalar expansion: a temporary used twice */
void scalar_temp(void)
{
  for (int nl = 0; nl < 20000; nl++) {
    for (int i = 0; i < LEN; i++) {
      float t = b[i] * c[i];
      a[i] = t + d[i];
      e[i] = t * t;
    }
    done();
  }
}

/* integer arithmetic */
void int_ops(void)
{
  for (int nl = 0; nl < 6000; nl++) {
    for (int i = 0; i < LEN; i++)
      ia[i] = (ib[i] >> 1) + (ic[i] & 7) - ib[i] / 4;
    done();
  }
}

/* double precision with libm */
void dbl_sqrt(void)
{
  for (int nl = 0; nl < 2500; nl++) {
    for (int i = 0; i < LEN; i++)
      x[i] = y[i] * y[i] + sqrt(z[i]);
    done();
  }
}

/* an indirect (gathered) read */
void gather(void)
{
  for (int nl = 0; nl < 8000; nl++) {
    for (int i = 0; i < LEN; i++)
      a[i] = b[ia[i]] + c[i];
    done();
  }
}

/* a bound read from a global */
void global_bound(void)
{
  for (int nl = 0; nl < 20000; nl++) {
    for (int i = 0; i < n; i++)
      a[i] = b[i] * c[i] + e[i];
    done();
  }
}

/* a while loop */
void while_loop(void)
{
  for (int nl = 0; nl < 20000; nl++) {
    int i = 0;
    while (i < LEN) {
      a[i] = b[i] + e[i];
      i++;
    }
    done();
  }
}

/* 2-D: elementwise */
void mat_mul_add(void)
{
  for (int nl = 0; nl < 20000; nl++) {
    for (int i = 0; i < LEN2; i++)
      for (int j = 0; j < LEN2; j++)
        aa[i][j] += bb[i][j] * cc[i][j];
    done();
  }
}

/* 2-D: transposed read */
void transpose(void)
{
  for (int nl = 0; nl < 2000; nl++) {
    for (int i = 0; i < LEN2; i++)
      for (int j = 0; j < LEN2; j++)
        aa[i][j] = bb[j][i];
    done();
  }
}

/* 2-D: a recurrence over rows, parallel along them */
void column_recurrence(void)
{
  for (int nl = 0; nl < 20000; nl++) {
    for (int i = 1; i < LEN2; i++)
      for (int j = 0; j < LEN2; j++)
        aa[i][j] = aa[i - 1][j] * 0.5f + bb[i][j];
    done();
  }
}

/* 2-D: triangular */
void triangular(void)
{
  for (int nl = 0; nl < 20000; nl++) {
    for (int i = 0; i < LEN2; i++)
      for (int j = i; j < LEN2; j++)
        aa[i][j] += bb[i][j] * 0.25f;
    done();
  }
}

/* 2-D: row sums into a vector */
void row_sums(void)
{
  for (int nl = 0; nl < 8000; nl++) {
    for (int i = 0; i < LEN2; i++) {
      float s = 0.0f;
      for (int j = 0; j < LEN2; j++)
        s += bb[i][j];
      a[i] = s;
    }
    done();
  }
}

static void init(void)
{
  for (int i = 0; i < LEN; i++) {
    a[i] = (float)(i % 7) * 0.125f;
    b[i] = (float)((i * 3) % 11) * 0.25f - 1.0f;
    c[i] = 1.0f / (float)(i + 1);
    d[i] = (float)((i * 5) % 13) * 0.5f - 3.0f;
    e[i] = i == LEN - 10 ? 2.0f : (float)(i % 3) * 0.25f;
    ia[i] = (i * 7919) % LEN;
    ib[i] = (i * 31) % 1000 - 500;
    ic[i] = i % 97;
    x[i] = 0.0;
    y[i] = (double)(i % 17) * 0.5;
    z[i] = (double)(i % 23) + 0.5;
  }
  for (int i = 0; i < LEN2; i++)
    for (int j = 0; j < LEN2; j++) {
      aa[i][j] = (float)((i + j) % 5) * 0.5f;
      bb[i][j] = (float)((i * 3 + j) % 7) * 0.25f;
      cc[i][j] = 1.0f / (float)(i + j + 1);
    }
}

static double checksum(void)
{
  double s = 0.0;
  for (int i = 0; i < LEN; i++)
    s += (double)a[i] * (i % 13 + 1) + (double)e[i] + (double)ia[i] + x[i];
  for (int i = 0; i < LEN2; i++)
    for (int j = 0; j < LEN2; j++)
      s += (double)aa[i][j] * ((i + j) % 5 + 1);
  return s + (double)result + (double)found;
}

int main(int argc, char **argv)
{
  if (argc != 2)
    return 2;
  int k = atoi(argv[1]);
  init();
  switch (k) {
  case 0: vadd(); break;
  case 1: saxpy(); break;
  case 2: reversed(); break;
  case 3: down(); break;
  case 4: strided(); break;
  case 5: stepped(); break;
  case 6: half_index(); break;
  case 7: remainder_index(); break;
  case 8: sum(); break;
  case 9: dot(); break;
  case 10: max_index(); break;
  case 11: wrap_around(); break;
  case 12: induction(); break;
  case 13: if_else(); break;
  case 14: if_store(); break;
  case 15: ternary(); break;
  case 16: search_break(); break;
  case 17: copy_break(); break;
  case 18: recurrence(); break;
  case 19: shift_left(); break;
  case 20: scalar_temp(); break;
  case 21: int_ops(); break;
  case 22: dbl_sqrt(); break;
  case 23: gather(); break;
  case 24: global_bound(); break;
  case 25: while_loop(); break;
  case 26: mat_mul_add(); break;
  case 27: transpose(); break;
  case 28: column_recurrence(); break;
  case 29: triangular(); break;
  case 30: row_sums(); break;
  default: return 2;
  }
  printf("%a\n", checksum());
  return 0;
}
