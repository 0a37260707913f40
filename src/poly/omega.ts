// Integer emptiness by the Omega test (Pugh 1991): exact on every input, unbounded systems included.

import { type Int, abs, add, floorDiv, mul, neg, sign, sub, zeros } from './int.js';
import {
  type LinearSystem,
  type Row,
  combineRows,
  constantOf,
  normalizeEq,
  normalizeInequalities,
} from './linearSystem.js';
import { branchAndBound } from './branchAndBound.js';
import { hasIntegerPointByCone } from './coneSample.js';
import { mapPacked, mapRow } from './packed.js';

/** How often each path of the test ran (for tests that must exercise every path, and for benchmarks). */
export const omegaStats = { calls: 0, inexactEliminations: 0, darkShadowHits: 0, splinterProblems: 0, branchAndBoundFallbacks: 0, splinterBudgetFallbacks: 0, fullBudgetRuns: 0 };

/**
 * Work one test may do before the split by recession cone (coneSample.ts) gets a turn, in subproblems (shadows and splinters), plus one per
 * 64 rows an elimination makes: shadows and splinters nest, so a few coefficients like a tile size of 32 can
 * make millions of subproblems (or rows) where branch and bound needs a few dozen nodes. A count, not a clock: the
 * answer and the path to it do not depend on the machine.
 */
const SPLINTER_BUDGET = 5000;

class SplinterBudgetExceeded extends Error {}

/** The Omega test's first try, within which most systems are decided. */
const QUICK_BUDGET = 300;

/** Branch-and-bound nodes of a dive (integerPointByDive), and of the first split by recession cone. */
const DIVE_NODES = 20;
const CONE_NODES = 200;

/**
 * A short dive of branch and bound: it meets most integer points, or proves there are none, in a few ms; undefined
 * when it cannot tell.
 */
export function integerPointByDive(sys: LinearSystem): boolean | undefined {
  const dive = branchAndBound(sys, [], { firstFeasible: true, nodeLimit: DIVE_NODES });
  return dive.status === 'optimal' ? true : dive.status === 'infeasible' ? false : undefined;
}

/**
 * True iff the system has an integer solution. Each method below is exact and tried within a limit, cheapest first;
 * the last one has none. Where the Omega test splinters (a dependence test across tiled loops: 11 variables, 40
 * rows, 0.6 s within its full budget), the dive or the split by recession cone answers in 10-100 ms.
 */
export function hasIntegerPoint(sys: LinearSystem): boolean {
  const quick = hasIntegerPointWithin(sys, QUICK_BUDGET);
  if (quick !== undefined) return quick;
  const dive = integerPointByDive(sys);
  if (dive !== undefined) return dive;
  const cone = hasIntegerPointByCone(sys, CONE_NODES);
  if (cone !== undefined) return cone;
  omegaStats.fullBudgetRuns++;
  const full = hasIntegerPointWithin(sys);
  if (full !== undefined) return full;
  omegaStats.splinterBudgetFallbacks++;
  // Branch and bound over the coordinates the system bounds, without a limit: it ends (the Omega test without a
  // budget could take minutes and gigabytes, as branch and bound over unbounded ones could take forever).
  return hasIntegerPointByCone(sys);
}

/** The Omega test alone, within `budget` (counted as SPLINTER_BUDGET is); undefined when it needs more. */
export function hasIntegerPointWithin(sys: LinearSystem, budget: number = SPLINTER_BUDGET): boolean | undefined {
  omegaStats.calls++;
  try {
    return feasible(
      sys.nVar,
      mapPacked(sys.eqs, (r) => r.slice()),
      mapPacked(sys.ineqs, (r) => r.slice()),
      { left: budget },
    );
  } catch (e) {
    if (!(e instanceof SplinterBudgetExceeded)) throw e;
    return undefined;
  }
}

export function isIntegerEmpty(sys: LinearSystem): boolean {
  return !hasIntegerPoint(sys);
}

/** Symmetric residue: a - m * floor(a/m + 1/2), in [-m/2, m/2). */
function modHat(a: Int, m: Int): Int {
  return sub(a, mul(m, floorDiv(add(mul(2, a), m), mul(2, m))));
}

/** Inserts a zero column just before the constant of every row. */
function widen(rows: Row[]): Row[] {
  return mapPacked(rows, (r) => {
    const out = r.slice();
    out.splice(r.length - 1, 0, 0);
    return out;
  });
}

/** rows := rows with x_k replaced by the affine expression `s` (s[k] = 0). */
function substitute(rows: Row[], k: number, s: readonly Int[]): Row[] {
  return mapPacked(rows, (r) => {
    const c = r[k]!;
    if (c === 0) return r;
    const out = combineRows(1, r, c, s);
    out[k] = 0;
    return out;
  });
}

/**
 * Eliminates equalities: unit-coefficient substitution, else Pugh's mod-hat step, which adds one
 * variable and shrinks the coefficients of the equality until a unit appears.
 * Returns null when the equalities have no integer solution.
 */
function eliminateEqualities(
  nVar: number,
  eqs: Row[],
  ineqs: Row[],
): { nVar: number; ineqs: Row[] } | null {
  for (;;) {
    const norm: Row[] = [];
    for (const e of eqs) {
      const r = normalizeEq(e);
      if (r === false) return null;
      if (r !== true) norm.push(r);
    }
    eqs = norm;
    if (eqs.length === 0) return { nVar, ineqs };

    let pickEq = -1;
    let pickVar = -1;
    let bestEq = -1;
    let bestVar = -1;
    let bestAbs: Int = 0;
    for (let i = 0; i < eqs.length && pickEq < 0; i++) {
      const e = eqs[i]!;
      for (let j = 0; j < nVar; j++) {
        const a = e[j]!;
        if (a === 0) continue;
        if (a === 1 || a === -1) {
          pickEq = i;
          pickVar = j;
          break;
        }
        const aa = abs(a);
        if (bestEq < 0 || aa < bestAbs) {
          bestEq = i;
          bestVar = j;
          bestAbs = aa;
        }
      }
    }

    if (pickEq >= 0) {
      const e = eqs[pickEq]!;
      eqs.splice(pickEq, 1);
      // x_k = -e[k] * (rest of e), since e[k] = ±1.
      const s = mapRow(e, (v) => mul(neg(v), e[pickVar]!));
      s[pickVar] = 0;
      eqs = substitute(eqs, pickVar, s);
      ineqs = substitute(ineqs, pickVar, s);
      continue;
    }

    // Mod-hat: with m = |a_k| + 1, sigma = (sum modHat(a_i) x_i + modHat(c)) / m is integral, and
    // modHat(a_k) = -sign(a_k), so x_k = sign(a_k) * (sum_{i != k} modHat(a_i) x_i + modHat(c) - m sigma).
    const e = eqs[bestEq]!;
    const k = bestVar;
    const m = add(bestAbs, 1);
    const sg = sign(e[k]!);
    eqs = widen(eqs);
    ineqs = widen(ineqs);
    const sigma = nVar;
    nVar += 1;
    const ew = eqs[bestEq]!;
    const s: Row = zeros(nVar + 1);
    for (let i = 0; i < sigma; i++) if (i !== k && ew[i] !== 0) s[i] = mul(sg, modHat(ew[i]!, m));
    s[sigma] = mul(-sg, m);
    s[nVar] = mul(sg, modHat(constantOf(ew), m));
    eqs = substitute(eqs, k, s);
    ineqs = substitute(ineqs, k, s);
  }
}

interface VarStats {
  lower: number;
  upper: number;
  unitLower: boolean;
  unitUpper: boolean;
}

/** How many lower and upper bounds each variable has in the rows, and whether they are all unit ones. */
function boundStats(nVar: number, ineqs: readonly Row[]): VarStats[] {
  const stats: VarStats[] = [];
  for (let j = 0; j < nVar; j++) stats.push({ lower: 0, upper: 0, unitLower: true, unitUpper: true });
  for (const r of ineqs) {
    for (let j = 0; j < nVar; j++) {
      const a = r[j]!;
      if (a === 0) continue;
      const st = stats[j]!;
      if (a > 0) {
        st.lower++;
        if (a !== 1) st.unitLower = false;
      } else {
        st.upper++;
        if (a !== -1) st.unitUpper = false;
      }
    }
  }
  return stats;
}

function feasible(nVar: number, eqs: Row[], ineqs: Row[], budget: { left: number }): boolean {
  if (--budget.left < 0) throw new SplinterBudgetExceeded();
  for (;;) {
    if (eqs.length > 0) {
      const r = eliminateEqualities(nVar, eqs, ineqs);
      if (r === null) return false;
      nVar = r.nVar;
      ineqs = r.ineqs;
      eqs = [];
    }

    // Normalize, keep the tightest of parallel rows, and turn opposite pairs into equalities.
    const normal = normalizeInequalities(ineqs, (r) => {
      eqs.push(r);
      return true;
    });
    if (normal === null) return false;
    // Usually no pair met: the normalized rows as they are (a fresh array, written by no one).
    ineqs = normal.paired.includes(true) ? normal.rows.filter((_, i) => !normal.paired[i]) : (normal.rows as Row[]);
    if (eqs.length > 0) continue;

    // A variable bounded on one side only can always be chosen far enough: drop its rows. The rows left are still
    // normal (a subset of normal rows), so only the bounds are counted again, until no such variable is left.
    let stats: VarStats[];
    for (;;) {
      if (ineqs.length === 0) return true;
      stats = boundStats(nVar, ineqs);
      const oneSided = stats.findIndex((st) => (st.lower === 0) !== (st.upper === 0));
      if (oneSided < 0) break;
      ineqs = ineqs.filter((r) => r[oneSided] === 0);
    }

    let exactVar = -1;
    let exactCost = Infinity;
    let anyVar = -1;
    let anyCost = Infinity;
    for (let j = 0; j < nVar; j++) {
      const st = stats[j]!;
      if (st.lower === 0) continue;
      const cost = st.lower * st.upper - st.lower - st.upper;
      if ((st.unitLower || st.unitUpper) && cost < exactCost) {
        exactVar = j;
        exactCost = cost;
      }
      if (cost < anyCost) {
        anyVar = j;
        anyCost = cost;
      }
    }
    // Eliminations multiply rows (there is no redundancy removal here): the rows they make count against the budget.
    const charge = (v: number) => {
      budget.left -= Math.floor((stats[v]!.lower * stats[v]!.upper) / 64);
      if (budget.left < 0) throw new SplinterBudgetExceeded();
    };
    if (exactVar >= 0) {
      charge(exactVar);
      ineqs = eliminate(ineqs, exactVar, false);
      continue;
    }
    // Non-exact: eliminate the variable with the fewest splinters, splintering on its cheaper side.
    let v = anyVar;
    let side = splinterCost(ineqs, v);
    for (let j = 0; j < nVar; j++) {
      if (stats[j]!.lower === 0 || j === anyVar) continue;
      const c = splinterCost(ineqs, j);
      if (c.cost < side.cost) {
        v = j;
        side = c;
      }
    }
    omegaStats.inexactEliminations++;
    charge(v);
    if (!feasible(nVar, [], eliminate(ineqs, v, false), budget)) return false; // real shadow
    if (feasible(nVar, [], eliminate(ineqs, v, true), budget)) {
      omegaStats.darkShadowHits++;
      return true;
    }
    if (side.cost > SPLINTER_LIMIT) {
      omegaStats.branchAndBoundFallbacks++;
      // Huge coefficients: branch and bound decides bounded systems quickly; fall back to splinters otherwise.
      const r = branchAndBound({ nVar, eqs: [], ineqs }, [], { firstFeasible: true, nodeLimit: 2000 });
      if (r.status === 'optimal') return true;
      if (r.status === 'infeasible') return false;
    }
    // Splinters: any integer point outside the dark shadow lies on one of these hyperplanes.
    const sg: Int = side.upper ? -1 : 1;
    let amax: Int = 0;
    for (const r of ineqs) {
      const a = mul(sg, r[v]!);
      if (a < 0 && neg(a) > amax) amax = neg(a);
    }
    for (const r of ineqs) {
      const b = mul(sg, r[v]!);
      if (b <= 0) continue;
      const last = floorDiv(sub(sub(mul(amax, b), amax), b), amax);
      for (let i: Int = 0; i <= last; i = add(i, 1)) {
        const eq = r.slice();
        eq[nVar] = sub(constantOf(r), i);
        omegaStats.splinterProblems++;
        if (feasible(nVar, [eq], mapPacked(ineqs, (x) => x.slice()), budget)) return true;
      }
    }
    return false;
  }
}

const SPLINTER_LIMIT = 64;

/** Number of splinter problems when eliminating x_v, on its cheaper side (lower or upper bounds). */
function splinterCost(ineqs: readonly Row[], v: number): { cost: Int; upper: boolean } {
  const count = (sg: Int): Int => {
    let amax: Int = 0;
    for (const r of ineqs) {
      const a = mul(sg, r[v]!);
      if (a < 0 && neg(a) > amax) amax = neg(a);
    }
    let total: Int = 0;
    for (const r of ineqs) {
      const b = mul(sg, r[v]!);
      if (b > 0) total = add(total, add(floorDiv(sub(sub(mul(amax, b), amax), b), amax), 1));
    }
    return total;
  };
  const lo = count(1);
  const up = count(-1);
  return up < lo ? { cost: up, upper: true } : { cost: lo, upper: false };
}

/** Fourier-Motzkin elimination of x_v; with `dark`, each combined row is tightened to Pugh's dark shadow. */
function eliminate(ineqs: Row[], v: number, dark: boolean): Row[] {
  const lowers: Row[] = [];
  const uppers: Row[] = [];
  const out: Row[] = [];
  for (const r of ineqs) {
    const a = r[v]!;
    if (a > 0) lowers.push(r);
    else if (a < 0) uppers.push(r);
    else out.push(r);
  }
  for (const l of lowers) {
    const a = l[v]!;
    for (const u of uppers) {
      const b = neg(u[v]!);
      const c = combineRows(b, l, a, u);
      c[v] = 0;
      if (dark) {
        const n = c.length - 1;
        c[n] = sub(c[n]!, mul(sub(a, 1), sub(b, 1)));
      }
      out.push(c);
    }
  }
  return out;
}
