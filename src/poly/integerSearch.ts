// Integer points by search over an emptiness oracle: lexicographic minima/maxima and samples, exact and terminating.

import { type Int, add, ceilDiv, floorDiv, mul, neg, sub, zeros } from './int.js';
import type { LinearSystem, Row } from './linearSystem.js';
import { hasIntegerPoint, hasIntegerPointWithin, integerPointByDive } from './omega.js';
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

/** Integer emptiness: true/false, or undefined when the test gave up (a budgeted oracle). */
type Oracle = (sys: LinearSystem) => boolean | undefined;

/** Thrown through a search when its oracle gives up. */
class Undecided extends Error {}

function unitRow(nVar: number, v: number, coef: Int, constant: Int): Row {
  const r: Row = zeros(nVar + 1);
  r[v] = coef;
  r[nVar] = constant;
  return r;
}

/** The row `f - value = 0` (f an affine form, constant last). */
function fixedAt(f: Row, value: Int): Row {
  const r = f.slice();
  r[r.length - 1] = sub(r[r.length - 1]!, value);
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
    if (mode === 'min') val = least(work, unitRow(n, v, 1, 0));
    else if (mode === 'max') {
      const m = least(work, unitRow(n, v, -1, 0));
      val = m === null ? null : neg(m);
    } else val = anyValue(work, v);
    if (val === null) return { kind: 'unbounded' };
    values.push(val);
    work.eqs.push(unitRow(n, v, 1, neg(val)));
  }
  return { kind: 'point', values };
}

/**
 * The integer point of `sys` that minimizes the affine `objectives` (n + 1 entries, constant last)
 * lexicographically, ties broken by the least x_0, then x_1, ...: each objective in turn is fixed at
 * its least value, found by emptiness tests (a short branch-and-bound dive, then the Omega test
 * within `budget`). Where branch and bound must enumerate a weak relaxation, this proves a bound
 * with a few tests. 'undecided' when a test exceeds its budget.
 */
export function integerLexmin(sys: LinearSystem, objectives: readonly (readonly Int[])[], budget?: number): SearchResult | { readonly kind: 'undecided' } {
  const n = sys.nVar;
  // A short dive of branch and bound finds most points (the Omega test can make thousands of rows first); the Omega
  // test proves the emptiness that branch and bound would have to enumerate.
  const oracle: Oracle = (s) => integerPointByDive(s) ?? hasIntegerPointWithin(s, budget);
  const all = [...objectives.map((o) => o.slice()), ...Array.from({ length: n }, (_, v) => unitRow(n, v, 1, 0))];
  const work: Work = { nVar: n, eqs: sys.eqs.map((r) => r.slice()), ineqs: sys.ineqs.map((r) => r.slice()) };
  try {
    // Whether the system has integer points is asked only when the first objective's least rational value fails:
    // with that objective bounded, the test is much cheaper than on the whole system, and usually answers it.
    let nonEmpty = false;
    const isEmpty = (): boolean => {
      if (nonEmpty) return false;
      const any = oracle(work);
      if (any === undefined) throw new Undecided();
      nonEmpty = any;
      return !any;
    };
    for (let k = 0; ; k++) {
      // The rational lexmin of what is left, when integral, is the integer one (every variable is an objective).
      const lp = lexminRational(work, all.slice(k));
      if (lp.status === 'infeasible') return { kind: 'empty' };
      if (lp.status === 'optimal' && lp.point.every((x) => x.den === 1)) return { kind: 'point', values: lp.point.map((x) => x.num) };
      if (k === all.length) throw new Error('integer lexmin: every variable fixed, yet the rational lexmin is not integral');
      const value = smallest(work, all[k]!, oracle, isEmpty);
      if (value === 'empty' || value === 'unbounded') return { kind: value };
      nonEmpty = true;
      work.eqs.push(fixedAt(all[k]!, value));
    }
  } catch (e) {
    if (e instanceof Undecided) return { kind: 'undecided' };
    throw e;
  }
}

/** The least integer value of `f` over a system known to have integer points; null if unbounded. */
function least(work: Work, f: Row): Int | null {
  const r = smallest(work, f, hasIntegerPoint);
  if (r === 'empty') throw new Error('integer search: system lost its points');
  return r === 'unbounded' ? null : r;
}

/** Some value of x_v with integer points left; the system must have integer points. */
function anyValue(work: Work, v: number): Int {
  const lo = least(work, unitRow(work.nVar, v, 1, 0));
  if (lo !== null) return lo;
  const hi = least(work, unitRow(work.nVar, v, -1, 0));
  if (hi !== null) return neg(hi);
  // Unbounded both ways: one of the half-spaces x >= 0, x <= -1 keeps integer points.
  const up: Work = { ...work, ineqs: [...work.ineqs, unitRow(work.nVar, v, 1, 0)] };
  if (hasIntegerPoint(up)) return least(up, unitRow(work.nVar, v, 1, 0))!;
  const down: Work = { ...work, ineqs: [...work.ineqs, unitRow(work.nVar, v, -1, -1)] };
  return neg(least(down, unitRow(work.nVar, v, -1, 0))!);
}

/**
 * The minimum over integer points of the affine form `f`. Exponential then binary search on "integer points with
 * f <= m", which is monotone in m, from the least rational value up; `isEmpty` is asked (once) when the first
 * probe fails, since the search only ends if some m succeeds.
 */
function smallest(work: Work, f: Row, oracle: Oracle, isEmpty: () => boolean = () => false): Int | 'unbounded' | 'empty' {
  const n = work.nVar;
  const m = minimizeRational(work, f);
  if (m === 'infeasible') return 'empty';
  if (m === null) return isEmpty() ? 'empty' : 'unbounded';
  const atMostRow = (bound: Int): Row => {
    const r = f.map((c) => neg(c));
    r[n] = add(r[n]!, bound);
    return r;
  };
  const atMost = (bound: Int): boolean => {
    const r = oracle({ nVar: n, eqs: work.eqs, ineqs: [...work.ineqs, atMostRow(bound)] });
    if (r === undefined) throw new Undecided();
    return r;
  };
  const lo: Int = ceilDiv(m.num, m.den);
  if (atMost(lo)) return lo;
  if (isEmpty()) return 'empty';
  let fail: Int = lo;
  let step: Int = 1;
  let hi: Int = add(lo, step);
  while (!atMost(hi)) {
    fail = hi;
    step = mul(step, 2);
    hi = add(hi, step);
  }
  while (sub(hi, fail) > 1) {
    const mid = floorDiv(add(hi, fail), 2);
    if (atMost(mid)) hi = mid;
    else fail = mid;
  }
  return hi;
}
