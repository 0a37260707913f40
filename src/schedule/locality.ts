// Which member of an innermost band makes the best innermost loop (Pluto's intra-tile optimization): for each
// member, how each array access moves when that member advances by one while every other loop stays put.

import type { AffExpr } from '../poly/affExpr.js';
import type { Int } from '../poly/int.js';
import { quasiAffine } from '../poly/quasiAffine.js';
import { type Rat, rat, ratAbs, ratAdd, ratCmp, ratMulInt } from '../poly/rational.js';
import { uniqueSolution } from '../poly/rationalSolve.js';
import type { MapTerms } from '../poly/basicMap.js';
import type { Scop } from '../poly/scop.js';
import type { BandMember } from './tree.js';

/** How a statement's accesses move along one member: stride one in the last subscript, not at all, or otherwise. */
export interface AccessSteps {
  spatial: number;
  temporal: number;
  other: number;
}

/** A member's score and the access counts behind it (summed over the band's statements). */
export interface MemberScore {
  readonly member: number;
  readonly score: number;
  readonly steps: AccessSteps;
  /** The member is parallel when innermost. */
  readonly parallel: boolean;
}

/**
 * Weights as in Pluto's intra-tile optimization: a stride-one access is good (2), an invariant one better (4, it
 * stays in a register), a parallel loop whose accesses of a statement are all one or the other vectorizes (8 for
 * that statement), and any other access (a strided one, a new cache line per iteration) costs 16.
 */
const SPATIAL = 2;
const TEMPORAL = 4;
const VECTOR = 8;
const OTHER = 16;

/**
 * Scores each member of `members` as the innermost loop. `outer` gives, per statement, the schedule expressions
 * of the bands above (members with divisions, such as tile loops, are left out: they stay fixed within a tile);
 * `parallel[k]` says whether member k is parallel when innermost. Statements whose iteration step cannot be
 * determined (a member not linear in its iterators, or loops that do not fix every iterator) do not count.
 */
export function scoreInnermostMembers(
  scop: Scop,
  dims: ReadonlyMap<string, readonly string[]>,
  outer: ReadonlyMap<string, readonly AffExpr[]>,
  members: readonly BandMember[],
  parallel: readonly boolean[],
): MemberScore[] {
  const statements = [...(members[0]?.schedule.keys() ?? [])].flatMap((name) => {
    const st = scop.statements.find((s) => s.name === name);
    const names = dims.get(name);
    if (st === undefined || names === undefined) return [];
    return [{ name, dims: names, subscripts: [...st.reads, ...st.writes].map((a) => a.relation.affineOutputs()) }];
  });
  return members.map((_, k) => {
    const steps: AccessSteps = { spatial: 0, temporal: 0, other: 0 };
    let score = 0;
    for (const st of statements) {
      const s = statementSteps(st.subscripts, st.dims, outer.get(st.name) ?? [], members.map((m) => m.schedule.get(st.name)!), k);
      if (s === null) continue;
      steps.spatial += s.spatial;
      steps.temporal += s.temporal;
      steps.other += s.other;
      score += SPATIAL * s.spatial + TEMPORAL * s.temporal - OTHER * s.other + (parallel[k] && s.other === 0 ? VECTOR : 0);
    }
    return { member: k, score, steps, parallel: parallel[k] ?? false };
  });
}

/**
 * The member to put innermost: the best score; on a tie the current innermost stays, else the later member (the
 * original loop order is usually the programmer's choice).
 */
export function bestInnermost(scores: readonly MemberScore[]): number {
  let best = scores.length - 1;
  for (let k = scores.length - 2; k >= 0; k--) if (scores[k]!.score > scores[best]!.score) best = k;
  return best;
}

/** A statement's access steps (subscripts per access) along member k of `band`, or null when the step is not determined. */
function statementSteps(accesses: readonly (MapTerms[] | null)[], dims: readonly string[], outer: readonly AffExpr[], band: readonly AffExpr[], k: number): AccessSteps | null {
  const outerRows = outer.map((e) => linearRow(e, dims)).filter((r): r is Int[] => r !== null);
  const bandRows = band.map((e) => linearRow(e, dims));
  if (bandRows.some((r) => r === null)) return null;
  const rows = [...outerRows, ...(bandRows as Int[][])];
  const rhs = rows.map((_, i) => (i === outerRows.length + k ? 1 : 0));
  const step = uniqueSolution(rows, rhs, dims.length);
  if (step === null) return null;
  const out: AccessSteps = { spatial: 0, temporal: 0, other: 0 };
  for (const subscripts of accesses) {
    if (subscripts === null) {
      out.other++;
      continue;
    }
    const moves = subscripts.map((t) => (t.in ?? []).reduce<Rat>((acc, [i, c]) => ratAdd(acc, ratMulInt(step[i]!, c)), rat(0)));
    const last = moves.length - 1;
    if (moves.every((m) => m.num === 0)) out.temporal++;
    else if (moves.slice(0, last).every((m) => m.num === 0) && ratCmp(ratAbs(moves[last]!), rat(1)) === 0) out.spatial++;
    else out.other++;
  }
  return out;
}

/** The coefficients of the iterators in `e` (parameters and constants ignored), or null when `e` has divisions. */
function linearRow(e: AffExpr, dims: readonly string[]): Int[] | null {
  const q = quasiAffine(e);
  if (q.divs.size > 0) return null;
  const row: Int[] = dims.map(() => 0);
  for (const [v, c] of q.vars) {
    const d = dims.lastIndexOf(v);
    if (d >= 0) row[d] = c;
  }
  return row;
}
