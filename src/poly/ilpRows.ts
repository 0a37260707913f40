// Lexmin by constraint generation: solve with a few of the rows, add the ones the answer violates, repeat.
// For ILPs with many more rows than an optimum needs (the scheduler's Farkas rows: thousands over ~50 variables).

import { type IlpProblem, type IlpResult, type LexminOptions, evaluate, exactBackend, lexmin } from './ilp.js';

/** Below this many rows the whole problem is solved at once (rounds cost more than they save; PolyBench's ILPs). */
const MIN_ROWS = 500;
/**
 * Branch-and-bound nodes a smaller problem may take before the whole problem is solved instead (the exact backend
 * tries its search by emptiness tests after 50 nodes; with this limit, nothing after it).
 */
const SUBPROBLEM_NODES = 50;

export interface RowGenerationStats {
  /** Solves run (the last on the rows that were enough). */
  rounds: number;
  /** Rows in the last solve. */
  rows: number;
}

/**
 * The lexicographic minimum of `p`, found on a subset of its constraints: at first the equalities and the bounds
 * (rows over one variable); each answer that violates some rows gets them added, and the smaller problem is solved
 * again. An answer feasible for every row is the answer of `p`: it is optimal on a relaxation of `p` (so no point of
 * `p` is lexicographically smaller) and a point of `p`; when the objectives fix the point (the scheduler's
 * tie-breakers do) it is the very point `lexmin(p)` returns. A relaxation without a solution proves `p` has none.
 * When a smaller problem cannot be decided (node limit, unbounded relaxation), `p` is solved whole; so is a `p` of
 * fewer than MIN_ROWS rows.
 */
export function lexminByRowGeneration(p: IlpProblem, opts: LexminOptions = {}, stats?: RowGenerationStats): IlpResult {
  if (p.constraints.length < MIN_ROWS) return lexmin(p, opts);
  // Without their rows, the LP bounds of a relaxation can be too weak for branch and bound: cap its tree.
  const subOpts: LexminOptions = opts.backend ? opts : { ...opts, backend: exactBackend({ nodeLimit: SUBPROBLEM_NODES }), fallback: null };
  const active = p.constraints.map((c) => c.kind === 'eq' || c.coeffs.filter((x) => x !== 0).length <= 1);
  for (let round = 1; ; round++) {
    const sub: IlpProblem = { ...p, constraints: p.constraints.filter((_, i) => active[i]) };
    if (stats) {
      stats.rounds = round;
      stats.rows = sub.constraints.length;
    }
    if (sub.constraints.length === p.constraints.length) return lexmin(p, opts);
    const r = lexmin(sub, subOpts);
    if (r.status === 'infeasible') return r;
    if (r.status !== 'optimal') return lexmin(p, opts);
    let added = 0;
    p.constraints.forEach((c, i) => {
      if (active[i]) return;
      if (evaluate(c.coeffs, c.constant, r.values).num < 0) {
        active[i] = true;
        added++;
      }
    });
    // Every row holds (the equalities were in the smaller problem, lexmin checked them and integrality).
    if (added === 0) return r;
  }
}
