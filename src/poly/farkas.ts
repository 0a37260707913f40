// Affine Farkas lemma: constraints on unknown coefficients that make an affine form non-negative on a polyhedron.

import { type Int, abs, mul, neg, sign, zeros } from './int.js';
import {
  type LinearSystem,
  type Row,
  CoefIndex,
  combineRows,
  isConstantRow,
  normalizeIneq,
  normalizeRational,
  rowKey,
} from './linearSystem.js';
import { redundantInequalities } from './redundancy.js';
import { mapPacked, mapRow } from './packed.js';

/**
 * f(x) = sum_j coef_j(u) x_j + const(u) over the n variables x of a polyhedron, where every
 * coefficient is affine in `nUnknowns` unknowns u: each entry is a row of nUnknowns + 1 integers
 * (the last is the constant part).
 */
export interface ParametricForm {
  readonly nUnknowns: number;
  readonly coeffs: readonly (readonly Int[])[];
  readonly constant: readonly Int[];
}

/** Farkas system with the multipliers kept: variables are u, then lambda (>= 0, one per inequality), then mu (free, one per equality). */
export interface FarkasMultiplierSystem {
  readonly system: LinearSystem;
  readonly nUnknowns: number;
  readonly nLambda: number;
  readonly nMu: number;
}

/**
 * Multiplier form of "f >= 0 on P" for a non-empty P = { x : A x + b >= 0, E x + e = 0 }:
 * f == lambda0 + sum lambda_i (A_i x + b_i) + sum mu_k (E_k x + e_k) with lambda >= 0, i.e.
 * coef_j(u) = sum lambda_i A_ij + sum mu_k E_kj for every j, and const(u) - sum lambda_i b_i - sum mu_k e_k >= 0.
 * The multipliers are rational: an ILP over this system must treat them as continuous.
 */
export function farkasMultipliers(poly: LinearSystem, form: ParametricForm): FarkasMultiplierSystem {
  const n = poly.nVar;
  if (form.coeffs.length !== n) throw new Error('farkas: form and polyhedron have different variables');
  const nU = form.nUnknowns;
  const m = poly.ineqs.length;
  const q = poly.eqs.length;
  const width = nU + m + q;
  const eqs: Row[] = [];
  const ineqs: Row[] = [];
  const row = (u: readonly Int[], lam: (i: number) => Int, mu: (k: number) => Int): Row => {
    const r: Row = zeros(width + 1);
    for (let k = 0; k < nU; k++) r[k] = u[k]!;
    for (let i = 0; i < m; i++) r[nU + i] = lam(i);
    for (let k = 0; k < q; k++) r[nU + m + k] = mu(k);
    r[width] = u[nU]!;
    return r;
  };
  for (let j = 0; j < n; j++) eqs.push(row(form.coeffs[j]!, (i) => neg(poly.ineqs[i]![j]!), (k) => neg(poly.eqs[k]![j]!)));
  ineqs.push(row(form.constant, (i) => neg(poly.ineqs[i]![n]!), (k) => neg(poly.eqs[k]![n]!)));
  for (let i = 0; i < m; i++) {
    const r: Row = zeros(width + 1);
    r[nU + i] = 1;
    ineqs.push(r);
  }
  return { system: { nVar: width, eqs, ineqs }, nUnknowns: nU, nLambda: m, nMu: q };
}

export interface FarkasEliminationOptions {
  /** Run an LP redundancy pass between eliminations whenever the row count exceeds this (default 200). */
  readonly pruneAbove?: number;
}

/**
 * "f >= 0 on P" as constraints on the unknowns alone: the multipliers are eliminated exactly
 * over the rationals (Gaussian elimination with the equalities, then Fourier-Motzkin), and the
 * result is tightened for integer unknowns.
 */
export function farkasEliminate(poly: LinearSystem, form: ParametricForm, opts: FarkasEliminationOptions = {}): LinearSystem {
  const f = farkasMultipliers(poly, form);
  const nU = f.nUnknowns;
  const width = f.system.nVar;
  let eqs: Row[] = mapPacked(f.system.eqs, normalizeRational);
  let ineqs: Row[] = mapPacked(f.system.ineqs, normalizeRational);
  const pruneAbove = opts.pruneAbove ?? 200;

  // Gaussian elimination of multipliers through the equalities (free mu first, then lambda).
  const isMu = (v: number) => v >= nU + f.nLambda;
  for (;;) {
    let pe = -1;
    let pv = -1;
    for (let i = 0; i < eqs.length && pe < 0; i++) {
      for (let v = width - 1; v >= nU; v--) {
        if (eqs[i]![v] !== 0 && (pv < 0 || (isMu(v) && !isMu(pv)))) {
          pe = i;
          pv = v;
        }
      }
    }
    if (pe < 0) break;
    const e = eqs[pe]!;
    const a = e[pv]!;
    eqs = mapPacked(eqs.filter((_, i) => i !== pe), (r) => eliminateWith(r, e, pv, a, true));
    ineqs = mapPacked(ineqs, (r) => eliminateWith(r, e, pv, a, false));
    ineqs = dedupe(ineqs);
  }

  // Fourier-Motzkin on the remaining multipliers (inequalities only now), with Chernikov's rule.
  ineqs = fourierMotzkin(ineqs, nU, width, pruneAbove);

  // Only unknowns remain: drop the multiplier columns and tighten for integer unknowns.
  const shrink = (r: Row): Row => [...r.slice(0, nU), r[width]!];
  const outEqs: Row[] = [];
  for (const r of eqs) {
    const s = shrink(r);
    if (isConstantRow(s)) {
      if (s[nU] !== 0) return infeasible(nU);
      continue;
    }
    outEqs.push(s);
  }
  const outIneqs: Row[] = [];
  for (const r of ineqs) {
    const s = normalizeIneq(shrink(r));
    if (s === false) return infeasible(nU);
    if (s !== true) outIneqs.push(s);
  }
  return { nVar: nU, eqs: outEqs, ineqs: pruneRedundant({ nVar: nU, eqs: outEqs, ineqs: dedupe(outIneqs) }) };
}

function infeasible(nU: number): LinearSystem {
  const r: Row = zeros(nU + 1);
  r[nU] = -1;
  return { nVar: nU, eqs: [], ineqs: [r] };
}

/** Removes variable v from row r using equality e (coefficient a on v); inequalities keep their direction. */
function eliminateWith(r: Row, e: Row, v: number, a: Int, isEq: boolean): Row {
  const c = r[v]!;
  if (c === 0) return r;
  const out = isEq ? combineRows(a, r, neg(c), e) : combineRows(abs(a), r, mul(neg(c), sign(a)), e);
  out[v] = 0;
  return normalizeRational(out);
}

/** Drops duplicate rows and rows parallel to a tighter one (rational rows: compare c/g exactly). */
function dedupe(rows: readonly Row[]): Row[] {
  const out: Row[] = [];
  const index = new CoefIndex(out);
  for (const r of rows) {
    if (isConstantRow(r)) {
      if (r[r.length - 1]! < 0) return [r];
      continue;
    }
    const at = index.find(r);
    if (at < 0) {
      out.push(r);
      index.add(out.length - 1);
    } else if (r[r.length - 1]! < out[at]![r.length - 1]!) out[at] = r;
  }
  return out;
}

/**
 * Eliminates every column from `first` to `width - 1` of the inequalities (Fourier-Motzkin), cheapest column first.
 * Each row carries its history: the rows of the starting system it is a non-negative combination of. Chernikov's
 * rule drops a combination whose history has more than k + 1 rows after k eliminations: its multipliers are not
 * an extreme ray of the cone of combinations that cancel the k columns (whose support is at most k + 1), so it is a
 * sum of rows of smaller history and implied by the projection. A row is dropped for a parallel one only when that
 * one is at least as tight and its history a subset (its future combinations then dominate); this keeps, for every
 * extreme ray, a row at least as tight with a history inside the ray's support, which is what makes the rule exact.
 * An LP redundancy pass (when rows exceed `pruneAbove`) restarts the histories from the pruned system.
 */
function fourierMotzkin(rows0: readonly Row[], first: number, width: number, pruneAbove: number): Row[] {
  let rows: Row[] = [...rows0];
  let hist: bigint[] = rows.map((_, i) => 1n << BigInt(i));
  let k = 0;
  for (;;) {
    let best = -1;
    let bestCost = Infinity;
    for (let v = first; v < width; v++) {
      let lo = 0;
      let up = 0;
      for (const r of rows) {
        if (r[v]! > 0) lo++;
        else if (r[v]! < 0) up++;
      }
      if (lo + up === 0) continue;
      const cost = lo * up - lo - up;
      if (cost < bestCost) {
        best = v;
        bestCost = cost;
      }
    }
    if (best < 0) return rows;
    k++;
    const next = new HistoryRows();
    const lowers: number[] = [];
    const uppers: number[] = [];
    rows.forEach((r, i) => {
      if (r[best]! > 0) lowers.push(i);
      else if (r[best]! < 0) uppers.push(i);
      else next.add(r, hist[i]!);
    });
    for (const i of lowers) {
      for (const j of uppers) {
        const h = hist[i]! | hist[j]!;
        if (popcount(h) > k + 1) continue;
        const l = rows[i]!;
        const u = rows[j]!;
        const c = combineRows(neg(u[best]!), l, l[best]!, u);
        c[best] = 0;
        next.add(normalizeRational(c), h);
      }
    }
    if (next.infeasible) return [next.infeasible];
    ({ rows, hist } = next.result());
    // The caller prunes the final system: prune here only while columns are left to eliminate.
    if (rows.length > pruneAbove && rows.some((r) => r.some((c, v) => v >= first && v < width && c !== 0))) {
      rows = pruneRedundantCompact(rows, width);
      hist = rows.map((_, i) => 1n << BigInt(i));
      k = 0;
    }
  }
}

function popcount(b: bigint): number {
  let c = 0;
  for (let x = b; x !== 0n; x &= x - 1n) c++;
  return c;
}

/** Inequalities with histories: drops a row for a parallel one at least as tight whose history is a subset of its own. */
class HistoryRows {
  private readonly rows: Row[] = [];
  private readonly hist: bigint[] = [];
  private readonly alive: boolean[] = [];
  private readonly index = new Map<string, number[]>();
  /** A contradiction (a constant row below zero) when one was derived. */
  infeasible: Row | null = null;

  add(r: Row, h: bigint): void {
    if (isConstantRow(r)) {
      if (r[r.length - 1]! < 0) this.infeasible = r;
      return;
    }
    const key = rowKey(r);
    const same = this.index.get(key) ?? [];
    const c = r[r.length - 1]!;
    for (const i of same) {
      if (!this.alive[i]) continue;
      const ci = this.rows[i]![r.length - 1]!;
      if (ci <= c && (this.hist[i]! & h) === this.hist[i]) return; // an existing row dominates
      if (c <= ci && (h & this.hist[i]!) === h) this.alive[i] = false;
    }
    same.push(this.rows.length);
    this.index.set(key, same);
    this.rows.push(r);
    this.hist.push(h);
    this.alive.push(true);
  }

  result(): { rows: Row[]; hist: bigint[] } {
    return { rows: this.rows.filter((_, i) => this.alive[i]), hist: this.hist.filter((_, i) => this.alive[i]) };
  }
}

/** LP redundancy removal on the columns that occur in some row (eliminated columns cost the simplex nothing then). */
function pruneRedundantCompact(rows: readonly Row[], width: number): Row[] {
  const cols: number[] = [];
  for (let v = 0; v < width; v++) if (rows.some((r) => r[v] !== 0)) cols.push(v);
  const compact = mapPacked(rows, (r) => [...mapRow(cols, (c) => r[c]!), r[width]!]);
  const red = redundantInequalities({ nVar: cols.length, eqs: [], ineqs: compact });
  if (red === 'infeasible') return [zeros(width + 1).map((_, k) => (k === width ? -1 : 0))];
  return rows.filter((_, i) => !red[i]);
}

/** Rational redundancy removal: rows implied by the others are dropped. */
export function pruneRedundant(sys: LinearSystem): Row[] {
  const red = redundantInequalities(sys);
  if (red === 'infeasible') return [zeros(sys.nVar + 1).map((_, k) => (k === sys.nVar ? -1 : 0))];
  return mapPacked(sys.ineqs.filter((_, i) => !red[i]), (r) => r.slice());
}
