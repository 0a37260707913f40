// Exact integer lexicographic optimization: branch and bound over the exact rational simplex.

import { type Int, ceilDiv, floorDiv, neg, zeros } from './int.js';
import type { LinearSystem, Row } from './linearSystem.js';
import { type Rat, ratCeil, ratCmp, ratIsInt } from './rational.js';
import { type LexminState, lexminState, lexminWithRows } from './simplex.js';

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

/** How many of the pending nodes on top of the stack keep their parent's tableau to resume from. */
const KEPT_TABLEAUX = 64;

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
  // Each node holds its bounds (the tightest per variable and direction) and its parent's solved relaxation, from
  // whose vertex its own is resumed by adding the node's one new bound (`chain` rows added since a fresh start).
  interface Node {
    readonly bounds: readonly Bound[];
    parent: LexminState | null;
    readonly chain: number;
  }
  const stack: Node[] = [{ bounds: [], parent: null, chain: 0 }];
  const boundRow = (b: Bound): Row => {
    const r: Row = zeros(n + 1);
    r[b.v] = b.upper ? -1 : 1;
    r[n] = b.upper ? b.value : neg(b.value);
    return r;
  };
  // A resumed tableau keeps every row it was given, the looser bounds too: a long dive starts afresh now and then.
  const maxChain = 2 * n + 8;
  const child = (parent: LexminState, node: Node, b: Bound): Node => ({
    bounds: [...node.bounds.filter((o) => o.v !== b.v || o.upper !== b.upper), b],
    parent,
    chain: node.chain + 1,
  });
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
    let node = stack.pop()!;
    let state = node.parent !== null && node.chain <= maxChain ? lexminWithRows(node.parent, [boundRow(node.bounds.at(-1)!)], objectives) : null;
    if (state === null) {
      state = lexminState({ nVar: n, eqs: sys.eqs, ineqs: [...sys.ineqs, ...node.bounds.map(boundRow)] }, objectives);
      node = { ...node, chain: 0 };
    }
    const lp = state.result;
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
    stack.push(child(state, node, { v: frac, upper: false, value: ceilDiv(x.num, x.den) }));
    stack.push(child(state, node, { v: frac, upper: true, value: floorDiv(x.num, x.den) }));
    // Tableaux are large: nodes deep in the stack (visited last) give theirs up and start from scratch.
    if (stack.length > KEPT_TABLEAUX) stack[stack.length - KEPT_TABLEAUX - 1]!.parent = null;
  }
  if (best === null) return { status: 'infeasible', nodes };
  const b: { values: readonly Rat[]; objectiveValues: readonly Rat[] } = best;
  return { status: 'optimal', values: b.values, objectiveValues: b.objectiveValues, nodes };
}
