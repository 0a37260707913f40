// Integer points by search over an emptiness oracle: lexicographic minima/maxima and samples, exact and terminating.

import { type Int, add, ceilDiv, floorDiv, neg, sub } from './int.js';
import type { LinearSystem, Row } from './linearSystem.js';
import { hasIntegerPoint } from './omega.js';
import { lexminRational, minimizeRational } from './simplex.js';

export type SearchResult =
  | { readonly kind: 'empty' }
  | { readonly kind: 'unbounded' }
  | { readonly kind: 'point'; readonly values: readonly Int[] };

interface Work {
  nVar: number;
  eqs: Row[];
  ineqs: Row[];
}

function unitRow(nVar: number, v: number, coef: Int, constant: Int): Row {
  const r: Row = new Array(nVar + 1).fill(0);
  r[v] = coef;
  r[nVar] = constant;
  return r;
}

/**
 * Fixes `vars` one after another to integer values that keep integer points in the system.
 * 'min' / 'max' give the lexicographic minimum / maximum of those variables ('unbounded' if there
 * is none); 'any' gives some integer point, choosing a direction where a variable is unbounded.
 */
export function searchIntegerPoint(sys: LinearSystem, vars: readonly number[], mode: 'min' | 'max' | 'any'): SearchResult {
  if (!hasIntegerPoint(sys)) return { kind: 'empty' };
  const n = sys.nVar;
  const sgn: Int = mode === 'max' ? -1 : 1;

  // Fast path: the rational lexicographic optimum is often integral already.
  const objs = vars.map((v) => unitRow(n, v, sgn, 0));
  const lp = lexminRational(sys, objs);
  if (lp.status === 'optimal' && vars.every((v) => lp.point[v]!.den === 1)) {
    const values = vars.map((v) => lp.point[v]!.num);
    const fixed: Work = { nVar: n, eqs: [...sys.eqs.map((r) => r.slice()), ...vars.map((v, i) => unitRow(n, v, 1, neg(values[i]!)))], ineqs: sys.ineqs.map((r) => r.slice()) };
    if (hasIntegerPoint(fixed)) return { kind: 'point', values };
  }

  const work: Work = { nVar: n, eqs: sys.eqs.map((r) => r.slice()), ineqs: sys.ineqs.map((r) => r.slice()) };
  const values: Int[] = [];
  for (const v of vars) {
    let val: Int | null;
    if (mode === 'min') val = smallest(work, v, 1);
    else if (mode === 'max') val = smallest(work, v, -1);
    else val = anyValue(work, v);
    if (val === null) return { kind: 'unbounded' };
    values.push(val);
    work.eqs.push(unitRow(n, v, 1, neg(val)));
  }
  return { kind: 'point', values };
}

/** Some value of x_v with integer points left; the system must have integer points. */
function anyValue(work: Work, v: number): Int {
  const lo = smallest(work, v, 1);
  if (lo !== null) return lo;
  const hi = smallest(work, v, -1);
  if (hi !== null) return hi;
  // Unbounded both ways: one of the half-spaces x >= 0, x <= -1 keeps integer points.
  const up: Work = { ...work, ineqs: [...work.ineqs, unitRow(work.nVar, v, 1, 0)] };
  if (hasIntegerPoint(up)) return smallest(up, v, 1)!;
  const down: Work = { ...work, ineqs: [...work.ineqs, unitRow(work.nVar, v, -1, -1)] };
  return smallest(down, v, -1)!;
}

/**
 * The minimum over integer points of s * x_v, returned as the value of x_v; null if unbounded.
 * Exponential then binary search on "integer points with s*x_v <= m", which is monotone in m.
 */
function smallest(work: Work, v: number, s: Int): Int | null {
  const n = work.nVar;
  const f = unitRow(n, v, s, 0);
  const m = minimizeRational(work, f);
  if (m === null) return null;
  if (m === 'infeasible') throw new Error('integer search: system lost its points');
  const atMost = (bound: Int): boolean => hasIntegerPoint({ nVar: n, eqs: work.eqs, ineqs: [...work.ineqs, unitRow(n, v, neg(s), bound)] });
  const lo: Int = ceilDiv(m.num, m.den);
  let fail: Int = sub(lo, 1);
  let hi: Int = lo;
  let step: Int = 1;
  while (!atMost(hi)) {
    fail = hi;
    hi = add(hi, step);
    step = add(step, step);
  }
  while (sub(hi, fail) > 1) {
    const mid = floorDiv(add(hi, fail), 2);
    if (atMost(mid)) hi = mid;
    else fail = mid;
  }
  return s === 1 ? hi : neg(hi);
}
