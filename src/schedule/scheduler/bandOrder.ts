// Auto-vectorization for a completed permutable band: its most stride-1 member moves innermost (PolyTOPS III-B2).

import type { Scop } from '../../poly/scop.js';
import type { Member } from './scheduler.js';
import { innermostScore } from './supportVectors.js';

/** The original iterator a member runs for a statement (its row is a unit vector), -1 for a constant row, null otherwise. */
function unitIterator(it: readonly unknown[]): number | null {
  const nz = it.map((c, j) => (c !== 0 ? j : -1)).filter((j) => j >= 0);
  if (nz.length === 0) return -1;
  return nz.length === 1 && it[nz[0]!] === 1 ? nz[0]! : null;
}

/**
 * The band's members with the one whose loop gives the best innermost score (summed over the statements)
 * moved last, when that improves on the current innermost member. Only for the innermost band of its
 * statements (each has full rank at its end), when every row is an original loop (no skewing) and the move does
 * not take away the band's only parallel member from an outer position. Returns `members` itself otherwise.
 * Any order of a permutable band is legal; coincidence must be recomputed by the caller.
 */
export function reorderForVectorization(scop: Scop, stmts: readonly number[], members: readonly Member[], innermost: boolean): readonly Member[] {
  if (members.length < 2 || !innermost) return members;
  const iters: number[][] = [];
  for (const m of members) {
    const row: number[] = [];
    for (const s of stmts) {
      const j = unitIterator(m.rows.get(s)!.it);
      if (j === null) return members;
      row.push(j);
    }
    iters.push(row);
  }
  const score = (k: number) => stmts.reduce((sum, s, i) => sum + (iters[k]![i]! < 0 ? 0 : innermostScore(scop.statements[s]!, iters[k]![i]!)), 0);
  const last = members.length - 1;
  let best = last;
  for (let k = 0; k < last; k++) if (score(k) > score(best)) best = k;
  if (best === last) return members;
  const parallel = members.filter((m) => m.coincident);
  if (members[best]!.coincident && parallel.length === 1) return members;
  return [...members.slice(0, best), ...members.slice(best + 1), members[best]!];
}
