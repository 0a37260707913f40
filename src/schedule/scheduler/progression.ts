// Progression (PolyTOPS eq. 3): the next row of a statement must be linearly independent of its rows so far,
// through the orthogonal complement H_perp = I - H^T (H H^T)^-1 H, computed with exact fractions.

import { type Int, add, exactDiv, gcd, lcm, mul, neg, sign } from '../../poly/int.js';
import { type Rat, rat, ratAdd, ratSub } from '../../poly/rational.js';
import { type NamedConstraint, coefName, form } from './ilpBuilder.js';

const ZERO: Rat = rat(0);

function ratMul(a: Rat, b: Rat): Rat {
  return rat(mul(a.num, b.num), mul(a.den, b.den));
}

function ratDiv(a: Rat, b: Rat): Rat {
  return rat(mul(a.num, b.den), mul(a.den, b.num));
}

/** A maximal linearly independent subset of the rows (in order), by exact Gaussian elimination. */
export function independentRows(rows: readonly (readonly Int[])[]): Int[][] {
  const kept: Int[][] = [];
  const echelon: Rat[][] = [];
  const pivots: number[] = [];
  for (const r of rows) {
    const v = r.map((x) => rat(x));
    echelon.forEach((e, k) => {
      const p = pivots[k]!;
      if (v[p]!.num === 0) return;
      const f = ratDiv(v[p]!, e[p]!);
      for (let j = 0; j < v.length; j++) v[j] = ratSub(v[j]!, ratMul(f, e[j]!));
    });
    const p = v.findIndex((x) => x.num !== 0);
    if (p < 0) continue;
    kept.push([...r]);
    echelon.push(v);
    pivots.push(p);
  }
  return kept;
}

export function rank(rows: readonly (readonly Int[])[]): number {
  return independentRows(rows).length;
}

/** Solves M x = b for a square non-singular rational M (Gauss-Jordan). */
function solve(m: Rat[][], b: Rat[]): Rat[] {
  const n = m.length;
  const a = m.map((r, i) => [...r, b[i]!]);
  for (let c = 0; c < n; c++) {
    const p = a.findIndex((r, i) => i >= c && r[c]!.num !== 0);
    [a[c], a[p]] = [a[p]!, a[c]!];
    for (let i = 0; i < n; i++) {
      if (i === c || a[i]![c]!.num === 0) continue;
      const f = ratDiv(a[i]![c]!, a[c]![c]!);
      for (let j = c; j <= n; j++) a[i]![j] = ratSub(a[i]![j]!, ratMul(f, a[c]![j]!));
    }
  }
  return a.map((r, i) => ratDiv(r[n]!, r[i]!));
}

/**
 * Rows of the orthogonal complement of the row space of H (n columns), each scaled to primitive
 * integers and signed so that it points into the non-negative orthant where it can (positive sum,
 * else positive first entry); zero and repeated rows dropped. Empty when H has rank n.
 */
export function orthogonalComplement(h: readonly (readonly Int[])[], n: number): Int[][] {
  const basis = independentRows(h);
  const k = basis.length;
  if (k >= n) return [];
  const H = basis.map((r) => r.map((x) => rat(x)));
  // G = H H^T (k x k), then column j of (H H^T)^-1 H is G^-1 H e_j.
  const G = H.map((ri) => H.map((rj) => ri.reduce((s, x, t) => ratAdd(s, ratMul(x, rj[t]!)), ZERO)));
  const proj: Rat[][] = Array.from({ length: n }, () => new Array<Rat>(n).fill(ZERO)); // H^T G^-1 H
  if (k > 0) {
    for (let j = 0; j < n; j++) {
      const y = solve(G, H.map((r) => r[j]!));
      for (let i = 0; i < n; i++) proj[i]![j] = H.reduce((s, r, t) => ratAdd(s, ratMul(r[i]!, y[t]!)), ZERO);
    }
  }
  const out: Int[][] = [];
  const seen = new Set<string>();
  for (let i = 0; i < n; i++) {
    const row = Array.from({ length: n }, (_, j) => ratSub(rat(i === j ? 1 : 0), proj[i]![j]!));
    const ints = primitive(row);
    if (ints === null) continue;
    const key = ints.join(',');
    if (!seen.has(key)) {
      seen.add(key);
      out.push(ints);
    }
  }
  return out;
}

/** Integer multiple of a rational row with gcd 1, signed as orthogonalComplement documents; null for zero. */
export function primitive(row: readonly Rat[]): Int[] | null {
  let den: Int = 1;
  for (const x of row) den = lcm(den, x.den);
  let ints = row.map((x) => mul(x.num, exactDiv(den, x.den)));
  let g: Int = 0;
  for (const x of ints) g = gcd(g, x);
  if (g === 0) return null;
  ints = ints.map((x) => exactDiv(x, g));
  let sum: Int = 0;
  for (const x of ints) sum = add(sum, x);
  const first = ints.find((x) => x !== 0)!;
  if (sign(sum) < 0 || (sum === 0 && sign(first) < 0)) ints = ints.map(neg);
  return ints;
}

/**
 * The progression constraints of statement `stmt` given its rows so far (iterator parts):
 * h . c >= 0 for every row h of the orthogonal complement, and their sum >= 1. Empty when the
 * statement already has full rank.
 */
export function progressionConstraints(stmt: number, name: string, rows: readonly (readonly Int[])[], nIter: number): NamedConstraint[] {
  const comp = orthogonalComplement(rows, nIter);
  if (comp.length === 0) return [];
  const label = `progression of ${name}`;
  const cs: NamedConstraint[] = comp.map((h) => ({ form: form(h.map((c, j) => [coefName(stmt, 'it', j), c] as const)), kind: 'ge', label }));
  const sum = form(comp.flatMap((h) => h.map((c, j) => [coefName(stmt, 'it', j), c] as const)), -1);
  cs.push({ form: sum, kind: 'ge', label });
  return cs;
}
