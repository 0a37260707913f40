// Affine Farkas lemma: constraints on unknown coefficients that make an affine form non-negative on a polyhedron.

import { type Int, abs, mul, neg, sign } from './int.js';
import {
  type LinearSystem,
  type Row,
  CoefIndex,
  combineRows,
  isConstantRow,
  normalizeIneq,
  normalizeRational,
} from './linearSystem.js';
import { redundantInequalities } from './simplex.js';

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
    const r: Row = new Array(width + 1).fill(0);
    for (let k = 0; k < nU; k++) r[k] = u[k]!;
    for (let i = 0; i < m; i++) r[nU + i] = lam(i);
    for (let k = 0; k < q; k++) r[nU + m + k] = mu(k);
    r[width] = u[nU]!;
    return r;
  };
  for (let j = 0; j < n; j++) eqs.push(row(form.coeffs[j]!, (i) => neg(poly.ineqs[i]![j]!), (k) => neg(poly.eqs[k]![j]!)));
  ineqs.push(row(form.constant, (i) => neg(poly.ineqs[i]![n]!), (k) => neg(poly.eqs[k]![n]!)));
  for (let i = 0; i < m; i++) {
    const r: Row = new Array(width + 1).fill(0);
    r[nU + i] = 1;
    ineqs.push(r);
  }
  return { system: { nVar: width, eqs, ineqs }, nUnknowns: nU, nLambda: m, nMu: q };
}

export interface FarkasEliminationOptions {
  /** Run an LP redundancy pass whenever the row count exceeds this (default 40). */
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
  let eqs: Row[] = f.system.eqs.map(normalizeRational);
  let ineqs: Row[] = f.system.ineqs.map(normalizeRational);
  const pruneAbove = opts.pruneAbove ?? 40;

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
    eqs = eqs.filter((_, i) => i !== pe).map((r) => eliminateWith(r, e, pv, a, true));
    ineqs = ineqs.map((r) => eliminateWith(r, e, pv, a, false));
    ineqs = dedupe(ineqs);
  }

  // Fourier-Motzkin on the remaining multipliers (inequalities only now).
  for (;;) {
    let best = -1;
    let bestCost = Infinity;
    for (let v = nU; v < width; v++) {
      let lo = 0;
      let up = 0;
      for (const r of ineqs) {
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
    if (best < 0) break;
    const lowers = ineqs.filter((r) => r[best]! > 0);
    const uppers = ineqs.filter((r) => r[best]! < 0);
    const next = ineqs.filter((r) => r[best] === 0);
    for (const l of lowers) {
      for (const u of uppers) {
        const c = combineRows(neg(u[best]!), l, l[best]!, u);
        c[best] = 0;
        next.push(normalizeRational(c));
      }
    }
    ineqs = dedupe(next);
    if (ineqs.length > pruneAbove) ineqs = pruneRedundant({ nVar: width, eqs, ineqs });
  }

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
  const r: Row = new Array(nU + 1).fill(0);
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

/** Rational redundancy removal: rows implied by the others are dropped. */
export function pruneRedundant(sys: LinearSystem): Row[] {
  const red = redundantInequalities(sys);
  if (red === 'infeasible') return [new Array<Int>(sys.nVar + 1).fill(0).map((_, k) => (k === sys.nVar ? -1 : 0))];
  return sys.ineqs.filter((_, i) => !red[i]).map((r) => r.slice());
}
