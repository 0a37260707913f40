/* isl-schedule-check: real isl's view of a schedule tree as polyts prints it (isl's YAML schedule-tree syntax).
 * Input on stdin: sections separated by a line "%%". Modes (argv[1]):
 *   print  TREE              isl_schedule_read_from_str, then isl's block layout, a "%%" line, isl_schedule_to_str
 *   same   TREE %% TREE      "same", or "differ at PATH: WHAT" (node kinds, sets, band schedules and flags compared)
 *   check  TREE %% DEPS [%% MAP]
 *          DEPS are --print-dependences lines ("raw: { ... }"); prints, per validity kind, whether every dependence
 *          is lexicographically positive under isl_schedule_get_map; whether every member marked coincident is
 *          parallel and every permutable band permutable (on the dependences live at the band); and, with MAP,
 *          whether isl_schedule_get_map equals it.
 * Exit status: 0 when everything parsed (whatever the verdicts), 1 on a parse or input error. */
#include <isl/aff.h>
#include <isl/ctx.h>
#include <isl/id.h>
#include <isl/map.h>
#include <isl/printer.h>
#include <isl/schedule.h>
#include <isl/schedule_node.h>
#include <isl/set.h>
#include <isl/union_map.h>
#include <isl/union_set.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *sections[8];
static int n_sections;

static void split_input(void) {
  static char text[1 << 24];
  size_t len = fread(text, 1, sizeof text - 1, stdin);
  text[len] = 0;
  char *s = text;
  sections[n_sections++] = s;
  while ((s = strstr(s, "\n%%\n")) != NULL && n_sections < 8) {
    *s = 0;
    s += 4;
    sections[n_sections++] = s;
  }
}

static isl_schedule *read_tree(isl_ctx *ctx, const char *text) {
  isl_schedule *s = isl_schedule_read_from_str(ctx, text);
  if (!s) {
    fprintf(stderr, "isl-schedule-check: isl cannot read the schedule tree:\n%s\n", text);
    exit(1);
  }
  return s;
}

static int print_mode(isl_ctx *ctx) {
  isl_schedule *s = read_tree(ctx, sections[0]);
  isl_printer *p = isl_printer_to_str(ctx);
  p = isl_printer_set_yaml_style(p, ISL_YAML_STYLE_BLOCK);
  p = isl_printer_print_schedule(p, s);
  char *block = isl_printer_get_str(p);
  char *flow = isl_schedule_to_str(s);
  printf("%s%%%%\n%s\n", block, flow);
  free(block);
  free(flow);
  isl_printer_free(p);
  isl_schedule_free(s);
  return 0;
}

/* ---- same ---- */

static int differ(const char *path, const char *what) {
  printf("differ at %s: %s\n", path, what);
  return 0;
}

static isl_bool same_upa_list(isl_multi_union_pw_aff *a, isl_multi_union_pw_aff *b) {
  isl_size n = isl_multi_union_pw_aff_size(a);
  if (n != isl_multi_union_pw_aff_size(b)) return isl_bool_false;
  for (int i = 0; i < n; i++) {
    isl_union_map *ma = isl_union_map_from_union_pw_aff(isl_multi_union_pw_aff_get_union_pw_aff(a, i));
    isl_union_map *mb = isl_union_map_from_union_pw_aff(isl_multi_union_pw_aff_get_union_pw_aff(b, i));
    isl_bool eq = isl_union_map_is_equal(ma, mb);
    isl_union_map_free(ma);
    isl_union_map_free(mb);
    if (eq != isl_bool_true) return eq;
  }
  return isl_bool_true;
}

/* Compares the subtrees at a and b; returns 1 when they are the same, 0 after printing the first difference. */
static int same_node(isl_schedule_node *a, isl_schedule_node *b, const char *path) {
  enum isl_schedule_node_type t = isl_schedule_node_get_type(a);
  if (t != isl_schedule_node_get_type(b)) return differ(path, "node kinds");
  char here[4096];
  isl_bool eq = isl_bool_true;
  const char *what = NULL;
  switch (t) {
/* The node's object in a and b compared with isl's equality (TYPE is the isl type, GET the node accessor). */
#define SAME_OBJECT(TYPE, GET, LABEL, WHAT)                                                  \
  {                                                                                          \
    TYPE *x = GET(a), *y = GET(b);                                                           \
    eq = TYPE##_is_equal(x, y);                                                              \
    TYPE##_free(x), TYPE##_free(y);                                                          \
    what = WHAT;                                                                             \
    snprintf(here, sizeof here, "%s%s", t == isl_schedule_node_domain ? "" : path, LABEL);   \
    break;                                                                                   \
  }
  case isl_schedule_node_domain:
    SAME_OBJECT(isl_union_set, isl_schedule_node_domain_get_domain, "domain", "domains")
  case isl_schedule_node_filter:
    SAME_OBJECT(isl_union_set, isl_schedule_node_filter_get_filter, "/filter", "filters")
  case isl_schedule_node_context:
    SAME_OBJECT(isl_set, isl_schedule_node_context_get_context, "/context", "contexts")
  case isl_schedule_node_extension:
    SAME_OBJECT(isl_union_map, isl_schedule_node_extension_get_extension, "/extension", "extensions")
  case isl_schedule_node_mark: {
    isl_id *x = isl_schedule_node_mark_get_id(a), *y = isl_schedule_node_mark_get_id(b);
    eq = strcmp(isl_id_get_name(x), isl_id_get_name(y)) == 0;
    isl_id_free(x), isl_id_free(y);
    what = "marks";
    snprintf(here, sizeof here, "%s/mark", path);
    break;
  }
  case isl_schedule_node_band: {
    snprintf(here, sizeof here, "%s/band", path);
    isl_multi_union_pw_aff *x = isl_schedule_node_band_get_partial_schedule(a);
    isl_multi_union_pw_aff *y = isl_schedule_node_band_get_partial_schedule(b);
    eq = same_upa_list(x, y);
    isl_multi_union_pw_aff_free(x), isl_multi_union_pw_aff_free(y);
    what = "band schedules";
    if (eq == isl_bool_true && isl_schedule_node_band_get_permutable(a) != isl_schedule_node_band_get_permutable(b)) eq = isl_bool_false, what = "permutable flags";
    for (int i = 0; eq == isl_bool_true && i < isl_schedule_node_band_n_member(a); i++)
      if (isl_schedule_node_band_member_get_coincident(a, i) != isl_schedule_node_band_member_get_coincident(b, i)) eq = isl_bool_false, what = "coincident flags";
    break;
  }
  case isl_schedule_node_sequence:
    snprintf(here, sizeof here, "%s/sequence", path);
    break;
  case isl_schedule_node_set:
    snprintf(here, sizeof here, "%s/set", path);
    break;
  case isl_schedule_node_leaf:
    return 1;
  default:
    return differ(path, "unsupported node kind");
  }
  if (eq < 0) exit(1);
  if (!eq) return differ(here, what);
  isl_size n = isl_schedule_node_n_children(a);
  if (n != isl_schedule_node_n_children(b)) return differ(here, "number of children");
  for (int i = 0; i < n; i++) {
    char sub[4200];
    if (t == isl_schedule_node_sequence || t == isl_schedule_node_set) snprintf(sub, sizeof sub, "%s[%d]", here, i);
    else snprintf(sub, sizeof sub, "%s", here);
    isl_schedule_node *ca = isl_schedule_node_get_child(a, i), *cb = isl_schedule_node_get_child(b, i);
    int ok = same_node(ca, cb, sub);
    isl_schedule_node_free(ca), isl_schedule_node_free(cb);
    if (!ok) return 0;
  }
  return 1;
}

static int same_mode(isl_ctx *ctx) {
  if (n_sections < 2) {
    fprintf(stderr, "isl-schedule-check same: expected two trees separated by %%%%\n");
    return 1;
  }
  isl_schedule *a = read_tree(ctx, sections[0]), *b = read_tree(ctx, sections[1]);
  isl_schedule_node *ra = isl_schedule_get_root(a), *rb = isl_schedule_get_root(b);
  if (same_node(ra, rb, "")) printf("same\n");
  isl_schedule_node_free(ra), isl_schedule_node_free(rb);
  isl_schedule_free(a), isl_schedule_free(b);
  return 0;
}

/* ---- check ---- */

static isl_union_map *deps_of(isl_ctx *ctx, const char *kind) {
  size_t n = strlen(kind);
  for (char *line = sections[1]; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL)
    if (!strncmp(line, kind, n) && line[n] == ':') {
      char *end = strchr(line, '\n');
      size_t len = end ? (size_t)(end - line) : strlen(line);
      char *text = strndup(line + n + 1, len - n - 1);
      isl_union_map *m = isl_union_map_read_from_str(ctx, text);
      if (!m) {
        fprintf(stderr, "isl-schedule-check: isl cannot parse the %s dependences: %s\n", kind, text);
        exit(1);
      }
      free(text);
      return m;
    }
  fprintf(stderr, "isl-schedule-check: no '%s:' line\n", kind);
  exit(1);
}

struct band_check {
  isl_union_map *deps;
  int members, coincident_bad, permutable_bands, permutable_bad;
};

/* The deltas of deps under a one-member schedule m as a set of [x]. */
static isl_union_set *member_deltas(isl_union_map *deps, isl_union_map *m) {
  isl_union_map *d = isl_union_map_apply_domain(isl_union_map_copy(deps), isl_union_map_copy(m));
  d = isl_union_map_apply_range(d, isl_union_map_copy(m));
  return isl_union_map_deltas(d);
}

static isl_bool all_deltas(isl_union_set *deltas, const char *bad) {
  isl_union_set *b = isl_union_set_read_from_str(isl_union_set_get_ctx(deltas), bad);
  isl_union_set *hit = isl_union_set_intersect(deltas, b);
  isl_bool empty = isl_union_set_is_empty(hit);
  isl_union_set_free(hit);
  return empty;
}

static isl_bool check_band(isl_schedule_node *node, void *user) {
  struct band_check *c = user;
  if (isl_schedule_node_get_type(node) != isl_schedule_node_band) return isl_bool_true;
  isl_union_set *dom = isl_schedule_node_get_domain(node);
  isl_union_map *prefix = isl_schedule_node_get_prefix_schedule_union_map(node);
  /* Separate statements: C leaves the order of argument evaluation open. */
  isl_union_map *prefix_back = isl_union_map_reverse(isl_union_map_copy(prefix));
  isl_union_map *same_prefix = isl_union_map_apply_range(prefix, prefix_back);
  isl_union_map *live = isl_union_map_intersect_range(isl_union_map_intersect_domain(isl_union_map_copy(c->deps), isl_union_set_copy(dom)), dom);
  live = isl_union_map_intersect(live, same_prefix);
  isl_multi_union_pw_aff *partial = isl_schedule_node_band_get_partial_schedule(node);
  int n = isl_schedule_node_band_n_member(node);
  int permutable = isl_schedule_node_band_get_permutable(node);
  if (permutable) c->permutable_bands++;
  isl_union_map *outer = isl_union_map_copy(live);
  for (int i = 0; i < n; i++) {
    isl_union_map *m = isl_union_map_from_union_pw_aff(isl_multi_union_pw_aff_get_union_pw_aff(partial, i));
    if (permutable && all_deltas(member_deltas(live, m), "{ [x] : x < 0 }") != isl_bool_true) c->permutable_bad++;
    if (isl_schedule_node_band_member_get_coincident(node, i)) {
      c->members++;
      if (all_deltas(member_deltas(outer, m), "{ [x] : x < 0 or x > 0 }") != isl_bool_true) c->coincident_bad++;
    }
    isl_union_map *same = isl_union_map_apply_range(isl_union_map_copy(m), isl_union_map_reverse(isl_union_map_copy(m)));
    outer = isl_union_map_intersect(outer, same);
    isl_union_map_free(m);
  }
  isl_union_map_free(outer);
  isl_union_map_free(live);
  isl_multi_union_pw_aff_free(partial);
  return isl_bool_true;
}

static int check_mode(isl_ctx *ctx) {
  if (n_sections < 2) {
    fprintf(stderr, "isl-schedule-check check: expected a tree, %%%%, and dependence lines\n");
    return 1;
  }
  isl_schedule *s = read_tree(ctx, sections[0]);
  /* isl_schedule_get_map does not restrict the map to the domain; compare on the domain. */
  isl_union_map *map = isl_union_map_intersect_domain(isl_schedule_get_map(s), isl_schedule_get_domain(s));
  if (!map) return 1;
  if (n_sections >= 3) {
    isl_union_map *ours = isl_union_map_read_from_str(ctx, sections[2]);
    if (!ours) {
      fprintf(stderr, "isl-schedule-check: isl cannot parse the map: %s\n", sections[2]);
      return 1;
    }
    isl_bool eq = isl_union_map_is_equal(ours, map);
    if (eq < 0) return 1;
    if (eq) printf("map: equal\n");
    else {
      char *a = isl_union_map_to_str(ours), *b = isl_union_map_to_str(map);
      printf("map: differ\n  polyts: %s\n  isl:    %s\n", a, b);
      free(a), free(b);
    }
    isl_union_map_free(ours);
  }
  isl_union_map *before = isl_union_map_lex_lt_union_map(isl_union_map_copy(map), isl_union_map_copy(map));
  const char *kinds[3] = {"raw", "war", "waw"};
  isl_union_map *all = NULL;
  for (int k = 0; k < 3; k++) {
    isl_union_map *d = deps_of(ctx, kinds[k]);
    isl_bool ok = isl_union_map_is_subset(d, before);
    if (ok < 0) return 1;
    if (ok) printf("%s: ordered\n", kinds[k]);
    else {
      isl_union_map *bad = isl_union_map_subtract(isl_union_map_copy(d), isl_union_map_copy(before));
      char *t = isl_union_map_to_str(bad);
      printf("%s: violated %s\n", kinds[k], t);
      free(t);
      isl_union_map_free(bad);
    }
    all = all ? isl_union_map_union(all, d) : d;
  }
  struct band_check c = {all, 0, 0, 0, 0};
  if (isl_schedule_foreach_schedule_node_top_down(s, check_band, &c) < 0) return 1;
  printf("coincident: %d members, %d not parallel\n", c.members, c.coincident_bad);
  printf("permutable: %d bands, %d members with a negative distance\n", c.permutable_bands, c.permutable_bad);
  isl_union_map_free(all);
  isl_union_map_free(before);
  isl_union_map_free(map);
  isl_schedule_free(s);
  return 0;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: isl-schedule-check print|same|check < input\n");
    return 1;
  }
  split_input();
  isl_ctx *ctx = isl_ctx_alloc();
  int r;
  if (!strcmp(argv[1], "print")) r = print_mode(ctx);
  else if (!strcmp(argv[1], "same")) r = same_mode(ctx);
  else if (!strcmp(argv[1], "check")) r = check_mode(ctx);
  else {
    fprintf(stderr, "isl-schedule-check: unknown mode %s\n", argv[1]);
    r = 1;
  }
  isl_ctx_free(ctx);
  return r;
}
