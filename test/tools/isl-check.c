/* isl-check: reads one scop as polyts prints it (--print-scop lines, then --print-dependences lines) on stdin,
 * parses every line with isl, recomputes the memory-based dependences with isl from the domain, schedule and
 * accesses, and prints for each kind "raw: equal" or "raw: differ" followed by both relations.
 * Exit status: 0 when everything parsed (whatever the comparison), 1 on a parse or input error. */
#include <isl/ctx.h>
#include <isl/map.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_map.h>
#include <isl/union_set.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *field(char *text, const char *key) {
  size_t n = strlen(key);
  for (char *line = text; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL)
    if (!strncmp(line, key, n) && line[n] == ':') {
      char *end = strchr(line, '\n');
      size_t len = end ? (size_t)(end - line) - n - 1 : strlen(line) - n - 1;
      char *out = malloc(len + 1);
      memcpy(out, line + n + 1, len);
      out[len] = 0;
      return out;
    }
  fprintf(stderr, "isl-check: no '%s:' line\n", key);
  exit(1);
}

static isl_union_map *read_map(isl_ctx *ctx, char *text, const char *key) {
  char *s = field(text, key);
  isl_union_map *m = isl_union_map_read_from_str(ctx, s);
  if (!m) {
    fprintf(stderr, "isl-check: isl cannot parse the %s line: %s\n", key, s);
    exit(1);
  }
  free(s);
  return m;
}

/* Schedules of different lengths padded with zeros to the longest, so that isl compares all of them. */
struct pad { int len; isl_union_map *out; };

static isl_stat longest(isl_map *m, void *user) {
  struct pad *p = user;
  int n = isl_map_dim(m, isl_dim_out);
  if (n > p->len) p->len = n;
  isl_map_free(m);
  return isl_stat_ok;
}

static isl_stat pad_one(isl_map *m, void *user) {
  struct pad *p = user;
  int n = isl_map_dim(m, isl_dim_out);
  m = isl_map_add_dims(m, isl_dim_out, p->len - n);
  for (int k = n; k < p->len; k++) m = isl_map_fix_si(m, isl_dim_out, k, 0);
  p->out = isl_union_map_add_map(p->out, m);
  return isl_stat_ok;
}

int main(void) {
  static char text[1 << 22];
  size_t len = fread(text, 1, sizeof text - 1, stdin);
  text[len] = 0;
  isl_ctx *ctx = isl_ctx_alloc();
  char *d = field(text, "domain");
  isl_union_set *domain = isl_union_set_read_from_str(ctx, d);
  if (!domain) {
    fprintf(stderr, "isl-check: isl cannot parse the domain line: %s\n", d);
    return 1;
  }
  free(d);
  isl_union_map *schedule = isl_union_map_intersect_domain(read_map(ctx, text, "schedule"), isl_union_set_copy(domain));
  isl_union_map *reads = isl_union_map_intersect_domain(read_map(ctx, text, "reads"), isl_union_set_copy(domain));
  isl_union_map *writes = isl_union_map_intersect_domain(read_map(ctx, text, "writes"), isl_union_set_copy(domain));

  struct pad p = {0, NULL};
  isl_union_map_foreach_map(schedule, longest, &p);
  p.out = isl_union_map_empty(isl_union_map_get_space(schedule));
  isl_union_map_foreach_map(schedule, pad_one, &p);
  isl_union_map_free(schedule);
  isl_union_map *before = isl_union_map_lex_lt_union_map(isl_union_map_copy(p.out), isl_union_map_copy(p.out));

  const char *kinds[4] = {"raw", "war", "waw", "rar"};
  isl_union_map *src[4] = {writes, reads, writes, reads};
  isl_union_map *dst[4] = {reads, writes, writes, reads};
  for (int k = 0; k < 4; k++) {
    isl_union_map *same_cell = isl_union_map_apply_range(isl_union_map_copy(src[k]), isl_union_map_reverse(isl_union_map_copy(dst[k])));
    isl_union_map *expected = isl_union_map_intersect(same_cell, isl_union_map_copy(before));
    isl_union_map *ours = read_map(ctx, text, kinds[k]);
    isl_bool eq = isl_union_map_is_equal(ours, expected);
    if (eq == isl_bool_error) return 1;
    if (eq) {
      printf("%s: equal\n", kinds[k]);
    } else {
      char *a = isl_union_map_to_str(ours), *b = isl_union_map_to_str(expected);
      printf("%s: differ\n  polyts: %s\n  isl:    %s\n", kinds[k], a, b);
      free(a);
      free(b);
    }
    isl_union_map_free(ours);
    isl_union_map_free(expected);
  }
  isl_union_map_free(before);
  isl_union_map_free(p.out);
  isl_union_map_free(reads);
  isl_union_map_free(writes);
  isl_union_set_free(domain);
  isl_ctx_free(ctx);
  return 0;
}
