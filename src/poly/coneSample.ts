// Integer emptiness of unbounded systems, exact and terminating: split off the directions the system is unbounded
// in (isl samples this way). Branch and bound may dive forever where an unbounded system has no integer point, and
// the Omega test can make millions of rows; here branch and bound only ever branches on bounded coordinates.

import { type Int, add, floorDiv, mul, sub, zeros } from './int.js';
import type { LinearSystem, Row } from './linearSystem.js';
import { type BnbResult, branchAndBound } from './branchAndBound.js';
import { hasRationalPoint, minimizeRational } from './simplex.js';

/**
 * True iff `sys` has an integer point. Let C be the recession cone of P = {x : sys} and V its linear span. A
 * unimodular change of coordinates x = U w puts V on the last coordinates of w (V = {w : w_0 .. w_r-1 = 0}); the
 * first r coordinates are bounded on P, and each slice of P at integer values of them has the full-dimensional
 * recession cone C, so it holds an integer point as soon as it holds a rational one (it contains arbitrarily large
 * balls). Branch and bound over P in w, with only w_0 .. w_r-1 integer, therefore decides the question and ends.
 */
export function hasIntegerPointByCone(sys: LinearSystem): boolean;
/** The same within `nodeLimit` branch-and-bound nodes; undefined when it needs more. */
export function hasIntegerPointByCone(sys: LinearSystem, nodeLimit: number): boolean | undefined;
export function hasIntegerPointByCone(sys: LinearSystem, nodeLimit = Infinity): boolean | undefined {
  if (!hasRationalPoint(sys)) return false;
  const n = sys.nVar;
  const coefs = (r: readonly Int[]): Int[] => r.slice(0, n);
  const cone: LinearSystem = { nVar: n, eqs: sys.eqs.map((r) => [...coefs(r), 0]), ineqs: sys.ineqs.map((r) => [...coefs(r), 0]) };
  // The span of the cone: the solutions of its equalities and of the inequalities tight on all of it.
  const spanEqs: Int[][] = sys.eqs.map(coefs);
  for (const r of cone.ineqs) {
    // Over the cone, a.x is unbounded above or identically 0: bounded by 1, its maximum tells which.
    const capped: LinearSystem = { nVar: n, eqs: cone.eqs, ineqs: [...cone.ineqs, [...coefs(r).map((c) => mul(c, -1)), 1]] };
    const least = minimizeRational(capped, [...coefs(r).map((c) => mul(c, -1)), 0]);
    if (least !== null && least !== 'infeasible' && least.num === 0) spanEqs.push(coefs(r));
  }
  const { u, rank } = columnEchelon(spanEqs, n);
  if (rank === 0) return true;
  if (rank === n) return decide(branchAndBound(sys, [], { firstFeasible: true, nodeLimit })); // bounded
  const transform = (r: readonly Int[]): Row => {
    const out: Int[] = zeros(n + 1);
    for (let j = 0; j < n; j++) for (let v = 0; v < n; v++) if (r[v] !== 0 && u[v]![j] !== 0) out[j] = add(out[j]!, mul(r[v]!, u[v]![j]!));
    out[n] = r[n]!;
    return out;
  };
  const w: LinearSystem = { nVar: n, eqs: sys.eqs.map(transform), ineqs: sys.ineqs.map(transform) };
  const integer = Array.from({ length: n }, (_, j) => j < rank);
  return decide(branchAndBound(w, [], { integer, firstFeasible: true, nodeLimit }));
}

function decide(r: BnbResult): boolean | undefined {
  if (r.status === 'optimal') return true;
  if (r.status === 'infeasible') return false;
  if (r.status === 'node-limit') return undefined;
  throw new Error(`integer emptiness by cone: branch and bound ended with ${r.status}`);
}

/**
 * A unimodular n x n matrix U with M U = [H | 0], H of full column rank `rank` (integer column operations: Euclid
 * between columns, applied to M and U alike).
 */
export function columnEchelon(m: readonly (readonly Int[])[], n: number): { u: Int[][]; rank: number } {
  const a = m.map((r) => r.slice());
  const u: Int[][] = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)));
  const columnOp = (dst: number, src: number, q: Int): void => {
    // column dst -= q * column src
    for (const rows of [a, u]) for (const row of rows) if (row[src] !== 0) row[dst] = sub(row[dst]!, mul(q, row[src]!));
  };
  const swap = (i: number, j: number): void => {
    for (const rows of [a, u])
      for (const row of rows) {
        const t = row[i]!;
        row[i] = row[j]!;
        row[j] = t;
      }
  };
  let p = 0;
  for (const row of a) {
    if (p === n) break;
    for (let j = p + 1; j < n; j++) {
      while (row[j] !== 0) {
        if (row[p] !== 0) columnOp(p, j, floorDiv(row[p]!, row[j]!));
        swap(p, j);
      }
    }
    if (row[p] !== 0) p++;
  }
  return { u, rank: p };
}
