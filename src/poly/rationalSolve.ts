// Exact solution of small linear systems over the rationals (Gauss-Jordan elimination), for questions like "which
// iteration step moves one schedule dimension by one and keeps the others fixed".

import type { Int } from './int.js';
import { type Rat, rat, ratDiv, ratMul, ratSub } from './rational.js';

/**
 * The unique x with rows·x = rhs (one equation per row, any number of rows), or null when the system has no
 * solution or more than one.
 */
export function uniqueSolution(rows: readonly (readonly Int[])[], rhs: readonly Int[], nVar: number): Rat[] | null {
  const a: Rat[][] = rows.map((r, i) => [...Array.from({ length: nVar }, (_, j) => rat(r[j] ?? 0)), rat(rhs[i]!)]);
  let rank = 0;
  for (let c = 0; c < nVar; c++) {
    const p = a.findIndex((r, i) => i >= rank && r[c]!.num !== 0);
    if (p < 0) return null; // a free variable: not unique (or no solution)
    [a[rank], a[p]] = [a[p]!, a[rank]!];
    const pivot = a[rank]!;
    for (let i = 0; i < a.length; i++) {
      if (i === rank || a[i]![c]!.num === 0) continue;
      const f = ratDiv(a[i]![c]!, pivot[c]!);
      a[i] = a[i]!.map((x, j) => ratSub(x, ratMul(f, pivot[j]!)));
    }
    rank++;
  }
  // Rows left over must read 0 = 0.
  if (a.slice(rank).some((r) => r[nVar]!.num !== 0)) return null;
  return a.slice(0, nVar).map((r, i) => ratDiv(r[nVar]!, r[i]!));
}
