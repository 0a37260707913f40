// Support coefficient vectors of PolyTOPS eq. 5 (contiguity, bigLoopsFirst) and the stride score they rest on.

import { type Int, abs } from '../../poly/int.js';
import type { ScopStatement } from '../../poly/scop.js';
import { type Rat, rat, ratCmp, ratSub } from '../../poly/rational.js';

/**
 * How good iterator `j` of a statement is as its innermost loop, summed over its accesses: +2 when only the
 * last subscript moves with it by one element (spatial locality, vectorizable), +1 when no subscript moves
 * (temporal locality), -4 when it moves another subscript (a stride of a whole row or more).
 */
export function innermostScore(stmt: ScopStatement, j: number): number {
  let score = 0;
  for (const a of [...stmt.reads, ...stmt.writes]) {
    const outs = a.relation.affineOutputs();
    if (outs === null) continue;
    const coef = (k: number): Int => outs[k]!.in?.find(([i]) => i === j)?.[1] ?? 0;
    const n = outs.length;
    const others = Array.from({ length: Math.max(0, n - 1) }, (_, k) => coef(k)).some((c) => c !== 0);
    const last = n > 0 ? coef(n - 1) : 0;
    if (!others && last === 0) score += 1;
    else if (!others && abs(last) === 1) score += 2;
    else score -= 4;
  }
  return score;
}

/** Weights 1 + (number of distinct keys below this one) under `cmp`: the smallest key gets 1. */
function rankWeights<T>(keys: readonly T[], cmp: (a: T, b: T) => number): number[] {
  return keys.map((k) => {
    const below: T[] = [];
    for (const o of keys) if (cmp(o, k) < 0 && !below.some((b) => cmp(b, o) === 0)) below.push(o);
    return 1 + below.length;
  });
}

/**
 * contiguity: per iterator, a weight that grows with its innermost score, so that minimizing
 * sum weight_j * it_j schedules the least contiguous loops outermost (PolyTOPS Fig. 1: c[j][i] gives i the larger weight).
 */
export function contiguityWeights(stmt: ScopStatement): number[] {
  return rankWeights(stmt.iterators.map((_, j) => innermostScore(stmt, j)), (a, b) => a - b);
}

/** Parameter value at which parametric loop extents are compared. */
export const EXTENT_PARAMETER_VALUE = 1024;

/**
 * bigLoopsFirst: per iterator, a weight that grows as its extent (max - min over the domain, with every
 * parameter at EXTENT_PARAMETER_VALUE; unbounded counts as largest) shrinks, so the largest loops are
 * scheduled outermost.
 */
export function bigLoopsFirstWeights(stmt: ScopStatement): number[] {
  const n = stmt.iterators.length;
  const extent: (Rat | null)[] = new Array(n).fill(rat(0)); // null: unbounded
  for (const part of stmt.domain.parts) {
    const fixed = part.poly.substituteParams(new Array(part.nParam).fill(EXTENT_PARAMETER_VALUE));
    const exprs = Array.from({ length: n }, (_, j) => {
      const e = fixed.zeroExpr();
      e.dims[j] = 1;
      return e;
    });
    const r = fixed.ranges(exprs);
    if (r === 'empty') continue;
    r.forEach((x, j) => {
      const w = x.min === null || x.max === null ? null : ratSub(x.max, x.min);
      const cur = extent[j]!;
      if (cur !== null) extent[j] = w === null || ratCmp(w, cur) > 0 ? w : cur;
    });
  }
  // Larger extents first: compare negated (null = unbounded is the largest).
  return rankWeights(extent, (a, b) => (a === null ? (b === null ? 0 : -1) : b === null ? 1 : ratCmp(b, a)));
}
