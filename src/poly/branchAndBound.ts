// Exact integer lexicographic optimization: branch and bound over the exact rational simplex.

import { type Int, ceilDiv, floorDiv, neg } from './int.js';
import type { LinearSystem, Row } from './linearSystem.js';
import { type Rat, ratCeil, ratCmp, ratIsInt } from './rational.js';
import { lexminRational } from './simplex.js';

export type BnbResult =
  | { readonly status: 'optimal'; readonly values: readonly Rat[]; readonly objectiveValues: readonly Rat[]; readonly nodes: number }
  | { readonly status: 'infeasible'; readonly nodes: number }
  /** The relaxation is unbounded somewhere in the search: integer answer not decided here. */
  | { readonly status: 'unbounded-relaxation'; readonly nodes: number }
  | { readonly status: 'node-limit'; readonly nodes: number };

export interface BnbOptions {
  /** Which variables must be integral (default: all). */
  readonly integer?: readonly boolean[];
  readonly nodeLimit?: number;
  /** Stop at the first integral point (feasibility only). */
  readonly firstFeasible?: boolean;
}

interface Bound {
  readonly v: number;
  readonly upper: boolean; // x_v <= value, else x_v >= value
  readonly value: Int;
}

/**
 * Lexicographic minimum of `objectives` over the points of `sys` whose integer variables are
 * integral. Depth-first; a node is pruned when its relaxation cannot beat the incumbent
 * lexicographically (objectives over integer variables only are rounded up).
 */
export function branchAndBound(sys: LinearSystem, objectives: readonly (readonly Int[])[], opts: BnbOptions = {}): BnbResult {
  const n = sys.nVar;
  const integer = opts.integer ?? new Array<boolean>(n).fill(true);
  const nodeLimit = opts.nodeLimit ?? 100000;
  const integralObj = objectives.map((o) => o.every((c, i) => i === n || c === 0 || integer[i]));
  let best: { values: readonly Rat[]; objectiveValues: readonly Rat[] } | null = null;
  const stack: Bound[][] = [[]];
  let nodes = 0;

  const canImprove = (vals: readonly Rat[]): boolean => {
    if (best === null) return true;
    for (let k = 0; k < vals.length; k++) {
      const inc = best.objectiveValues[k]!;
      const v = vals[k]!;
      if (integralObj[k]) {
        const lb = ratCeil(v);
        if (lb > inc.num) return false;
        if (lb < inc.num) return true;
        if (!ratIsInt(v)) return true; // later objectives are unconstrained at obj_k = lb
      } else {
        const c = ratCmp(v, inc);
        if (c > 0) return false;
        if (c < 0) return true;
      }
    }
    return false;
  };

  while (stack.length > 0) {
    if (nodes >= nodeLimit) return { status: 'node-limit', nodes };
    nodes++;
    const bounds = stack.pop()!;
    const extra: Row[] = bounds.map((b) => {
      const r: Row = new Array(n + 1).fill(0);
      r[b.v] = b.upper ? -1 : 1;
      r[n] = b.upper ? b.value : neg(b.value);
      return r;
    });
    const lp = lexminRational({ nVar: n, eqs: sys.eqs, ineqs: [...sys.ineqs, ...extra] }, objectives);
    if (lp.status === 'infeasible') continue;
    if (lp.status === 'unbounded') return { status: 'unbounded-relaxation', nodes };
    if (!canImprove(lp.values)) continue;
    let frac = -1;
    for (let v = 0; v < n; v++) {
      if (integer[v] && !ratIsInt(lp.point[v]!)) {
        frac = v;
        break;
      }
    }
    if (frac < 0) {
      best = { values: lp.point, objectiveValues: lp.values };
      if (opts.firstFeasible) break;
      continue;
    }
    const x = lp.point[frac]!;
    stack.push([...bounds, { v: frac, upper: false, value: ceilDiv(x.num, x.den) }]);
    stack.push([...bounds, { v: frac, upper: true, value: floorDiv(x.num, x.den) }]);
  }
  if (best === null) return { status: 'infeasible', nodes };
  const b: { values: readonly Rat[]; objectiveValues: readonly Rat[] } = best;
  return { status: 'optimal', values: b.values, objectiveValues: b.objectiveValues, nodes };
}
