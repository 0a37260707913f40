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
import { orthogonalComplement, primitive, rank } from './scheduler/progression.js';

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
  const schedule = scheduleRows(outer, band, dims);
  if (schedule === null) return null;
  const { rows, nOuter } = schedule;
  const rhs = rows.map((_, i) => (i === nOuter + k ? 1 : 0));
  const step = uniqueSolution(rows, rhs, dims.length);
  if (step === null) return null;
  const out: AccessSteps = { spatial: 0, temporal: 0, other: 0 };
  for (const subscripts of accesses) {
    if (subscripts === null) {
      out.other++;
      continue;
    }
    const moves = moveAlong(subscripts, step);
    const last = moves.length - 1;
    if (moves.every((m) => m.num === 0)) out.temporal++;
    else if (moves.slice(0, last).every((m) => m.num === 0) && ratCmp(ratAbs(moves[last]!), rat(1)) === 0) out.spatial++;
    else out.other++;
  }
  return out;
}

/**
 * The linear rows of a statement's schedule: the outer members' (those with divisions left out: tile loops stay
 * fixed within a tile), then the band's; null when a band member has divisions.
 */
function scheduleRows(outer: readonly AffExpr[], band: readonly AffExpr[], dims: readonly string[]): { rows: Int[][]; nOuter: number } | null {
  const outerRows = outer.map((e) => linearRow(e, dims)).filter((r): r is Int[] => r !== null);
  const bandRows = band.map((e) => linearRow(e, dims));
  if (bandRows.some((r) => r === null)) return null;
  return { rows: [...outerRows, ...(bandRows as Int[][])], nOuter: outerRows.length };
}

/** How an access's subscripts move along an iteration step. */
function moveAlong(subscripts: readonly MapTerms[], step: readonly Rat[]): Rat[] {
  return subscripts.map((t) => (t.in ?? []).reduce<Rat>((acc, [i, c]) => ratAdd(acc, ratMulInt(step[i]!, c)), rat(0)));
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

/** Whether tiling a band keeps data in cache that its loops would otherwise lose, and the access that says so. */
export interface TileReuse {
  readonly reuse: boolean;
  readonly why: string;
}

/**
 * Whether tiling the permutable band `members` can pay, by a cache argument in the style of Pluto's and Polly's
 * locality heuristics: some access reuses its data from one iteration of a member r to the next (it stays put, moves
 * within its footprint, or moves to the next element of a row), and what one iteration of r touches (its footprint
 * over the members inside r and the loops below the band) is at least two-dimensional or walks a column (one cache
 * line per element). A row of a matrix or a vector fits in the cache untiled, so a band whose only reuse is of that
 * kind (floyd-warshall's (i, j) under k, a matrix-vector product) only pays for tiles with a worse walk through
 * memory. Statements whose steps cannot be determined (members with divisions) count as reuse.
 */
export function tileReuse(
  scop: Scop,
  dims: ReadonlyMap<string, readonly string[]>,
  outer: ReadonlyMap<string, readonly AffExpr[]>,
  members: readonly BandMember[],
): TileReuse {
  for (const name of members[0]?.schedule.keys() ?? []) {
    const st = scop.statements.find((s) => s.name === name);
    const names = dims.get(name);
    if (st === undefined || names === undefined) return { reuse: true, why: `statement ${name} not analysed` };
    const n = names.length;
    const schedule = scheduleRows(outer.get(name) ?? [], members.map((m) => m.schedule.get(name)!), names);
    if (schedule === null) return { reuse: true, why: `statement ${name}: a loop with divisions` };
    const { rows, nOuter } = schedule;
    // The directions no schedule row fixes: the loops below the band (and outer ones with divisions).
    const below = orthogonalComplement(rows, n);
    const steps = members.map((_, m) => uniqueSolution([...rows, ...below], [...rows.map((_, i) => (i === nOuter + m ? 1 : 0)), ...below.map(() => 0)], n));
    if (steps.some((s) => s === null)) return { reuse: true, why: `statement ${name}: steps not determined` };
    const belowSteps = below.map((r) => r.map((x) => rat(x)));
    for (const a of [...st.reads, ...st.writes]) {
      const subscripts = a.relation.affineOutputs();
      if (subscripts === null) return { reuse: true, why: `statement ${name}: an access to ${a.array} that is not affine` };
      const move = (d: readonly Rat[]): Rat[] => moveAlong(subscripts, d);
      const last = subscripts.length - 1;
      for (let r = 0; r < members.length; r++) {
        const footprint = [...steps.slice(r + 1).map((d) => move(d!)), ...belowSteps.map(move)];
        const size = ratRank(footprint);
        const m = move(steps[r]!);
        const rowStep = m.every((x, i) => x.num === 0 || (i === last && ratCmp(ratAbs(x), rat(4)) <= 0));
        if (!rowStep && ratRank([...footprint, m]) > size) continue;
        const column = size === 1 && footprint.some((f) => f.some((x, i) => i !== last && x.num !== 0));
        if (size >= 2 || column) return { reuse: true, why: `${a.array} in ${name} reused along member ${r} over a ${column ? 'column' : `${size}-D footprint`}` };
      }
    }
  }
  return { reuse: false, why: 'no access reuses more than a row or a vector from one iteration of its loops to the next' };
}

/** The rank of a set of rational vectors (zero vectors add nothing to it). */
function ratRank(vectors: readonly (readonly Rat[])[]): number {
  return rank(vectors.map(primitive).filter((v): v is Int[] => v !== null));
}
