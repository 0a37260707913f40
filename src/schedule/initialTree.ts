// The original execution order of a scop as a schedule tree: one single-member band per loop, a sequence wherever
// statements or loops follow each other in the text (the 2d+1 schedule `S[i] -> [b0, i0, b1, ...]` as a tree).

import type { AffExpr } from '../poly/affExpr.js';
import type { MapTerms } from '../poly/basicMap.js';
import { BasicSet } from '../poly/basicSet.js';
import { type Int, cmp } from '../poly/int.js';
import { type Scop, scopDomain } from '../poly/scop.js';
import { Space, tuple } from '../poly/space.js';
import { UnionSet } from '../poly/union.js';
import { type ScheduleNode, type ScheduleTree, leaf, node } from './tree.js';

interface Row {
  readonly name: string;
  /** Canonical dimension names (i0, i1, ... as `--print-scop` prints them). */
  readonly dims: readonly string[];
  /** The 2d+1 schedule's output dimensions as expressions. */
  readonly outs: readonly AffExpr[];
}

/** The 2d+1 schedule of the scop as a tree whose flattening orders every instance as the scop's `schedule` does. */
export function initialTree(scop: Scop): ScheduleTree {
  const rows: Row[] = scop.statements.map((st) => {
    const dims = st.iterators.map((_, k) => `i${k}`);
    const outs = st.schedule.alignParams(scop.params).affineOutputs();
    if (outs === null) throw new Error(`${st.name}: the original schedule is not a function of the iterators`);
    return { name: st.name, dims, outs: outs.map((t) => termsExpr(t, dims, scop.params)) };
  });
  const body = level(rows, 0, scop.params);
  const context = scop.context.alignParams(scop.params);
  const withContext = context.constraints().length > 0 ? node.context(context, body) : body;
  return node.domain(scopDomain(scop), withContext);
}

function termsExpr(t: MapTerms, dims: readonly string[], params: readonly string[]): AffExpr {
  let e: AffExpr = { kind: 'const', value: t.constant ?? 0 };
  const term = (name: string, c: Int): AffExpr => (c === 1 ? { kind: 'var', name } : { kind: 'mul', lhs: { kind: 'var', name }, factor: c });
  for (const [i, c] of t.in ?? []) e = { kind: 'add', lhs: e, rhs: term(dims[i]!, c) };
  for (const [i, c] of t.params ?? []) e = { kind: 'add', lhs: e, rhs: term(params[i]!, c) };
  return e;
}

/** The subtree for statements that agree on every schedule dimension before `k`. */
function level(rows: readonly Row[], k: number, params: readonly string[]): ScheduleNode {
  const live = rows.filter((r) => k < r.outs.length);
  if (live.length === 0) return leaf;
  if (live.length < rows.length) throw new Error(`statements ${rows.map((r) => r.name).join(', ')} share a schedule prefix of length ${k}`);
  if (k % 2 === 1) {
    const member = node.member(new Map(rows.map((r) => [r.name, r.outs[k]!])));
    return node.band([member], false, level(rows, k + 1, params));
  }
  // Even dimensions are textual positions: statements at different positions form a sequence.
  const groups: { at: Int; rows: Row[] }[] = [];
  for (const r of rows) {
    const e = r.outs[k]!;
    if (e.kind !== 'const') throw new Error(`${r.name}: schedule dimension ${k} is not a textual position`);
    const g = groups.find((x) => x.at === e.value);
    if (g) g.rows.push(r);
    else groups.push({ at: e.value, rows: [r] });
  }
  if (groups.length === 1) return level(rows, k + 1, params);
  groups.sort((a, b) => cmp(a.at, b.at));
  return node.sequence(
    groups.map(({ rows: group }) =>
      node.filter(
        UnionSet.of(group.map((r) => BasicSet.universe(Space.forSet(params, tuple(r.name, r.dims)))), params),
        level(group, k + 1, params),
      ),
    ),
  );
}
