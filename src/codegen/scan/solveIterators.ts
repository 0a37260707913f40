// A statement's original iterators from the schedule equations c_j = f_j(i) at a leaf (exact Gauss-Jordan elimination).

import { type AffExpr } from '../../poly/affExpr.js';
import { type Int, abs, add, exactDiv, gcd, isZero, mul, neg, zeros } from '../../poly/int.js';

/** A linear form over names, or null for expressions with divisions. */
export interface LinearForm {
  readonly terms: ReadonlyMap<string, Int>;
  readonly constant: Int;
}

export function linearForm(e: AffExpr): LinearForm | null {
  switch (e.kind) {
    case 'const':
      return { terms: new Map(), constant: e.value };
    case 'var':
      return { terms: new Map([[e.name, 1]]), constant: 0 };
    case 'add': {
      const a = linearForm(e.lhs);
      const b = linearForm(e.rhs);
      if (!a || !b) return null;
      const terms = new Map(a.terms);
      for (const [k, v] of b.terms) {
        const s = add(terms.get(k) ?? 0, v);
        if (isZero(s)) terms.delete(k);
        else terms.set(k, s);
      }
      return { terms, constant: add(a.constant, b.constant) };
    }
    case 'mul': {
      const a = linearForm(e.lhs);
      if (!a || isZero(e.factor)) return a && { terms: new Map(), constant: 0 };
      return { terms: new Map([...a.terms].map(([k, v]) => [k, mul(v, e.factor)])), constant: mul(a.constant, e.factor) };
    }
    default:
      return null;
  }
}

/** Builds `Σ coef*name + constant` with the fewest nodes. */
export function affOfTerms(terms: Iterable<readonly [string, Int]>, constant: Int): AffExpr {
  const parts: AffExpr[] = [];
  for (const [name, c] of terms) {
    if (isZero(c)) continue;
    const v: AffExpr = { kind: 'var', name };
    parts.push(c === 1 ? v : { kind: 'mul', lhs: v, factor: c });
  }
  if (!isZero(constant) || parts.length === 0) parts.push({ kind: 'const', value: constant });
  return parts.reduce((a, b) => ({ kind: 'add', lhs: a, rhs: b }));
}

export type IteratorSolution = { readonly kind: 'solved'; readonly iterators: readonly AffExpr[] } | { readonly kind: 'free'; readonly free: readonly number[] };

/**
 * Solves c_j = f_j(i) for the iterators i (names `dims`) in terms of the loop names `loops[j]` and the parameters.
 * Members with divisions are left out (the leaf's guard checks them). Iterators that the equations do not fix are
 * reported as free: the caller scans them with loops of their own and solves again.
 */
export function solveIterators(dims: readonly string[], loops: readonly string[], members: readonly AffExpr[]): IteratorSolution {
  const n = dims.length;
  // Row layout: [i_0 .. i_{n-1} | other names by index | constant]; a row r means Σ r*x = 0.
  const others: string[] = [];
  const col = (name: string): number => {
    const d = dims.lastIndexOf(name);
    if (d >= 0) return d;
    let o = others.indexOf(name);
    if (o < 0) o = others.push(name) - 1;
    return n + o;
  };
  const sparse: Map<number, Int>[] = [];
  members.forEach((f, j) => {
    const lf = linearForm(f);
    if (!lf) return;
    const r = new Map<number, Int>();
    for (const [name, c] of lf.terms) r.set(col(name), add(r.get(col(name)) ?? 0, c));
    r.set(col(loops[j]!), add(r.get(col(loops[j]!)) ?? 0, -1));
    r.set(-1, lf.constant); // constant, placed last below
    sparse.push(r);
  });
  const width = n + others.length + 1;
  const rows: Int[][] = sparse.map((r) => {
    const row = zeros(width);
    for (const [c, v] of r) row[c < 0 ? width - 1 : c] = v;
    return row;
  });

  const pivotRow: (number | null)[] = new Array(n).fill(null);
  const used = new Set<number>();
  for (let m = 0; m < n; m++) {
    let p = -1;
    for (let r = 0; r < rows.length; r++) {
      if (used.has(r) || isZero(rows[r]![m]!)) continue;
      if (p < 0 || abs(rows[r]![m]!) < abs(rows[p]![m]!)) p = r;
    }
    if (p < 0) continue;
    used.add(p);
    pivotRow[m] = p;
    const a = rows[p]![m]!;
    for (let r = 0; r < rows.length; r++) {
      if (r === p || isZero(rows[r]![m]!)) continue;
      const b = rows[r]![m]!;
      rows[r] = reduce(rows[r]!.map((x, k) => add(mul(a, x), mul(neg(b), rows[p]![k]!))));
    }
  }
  const free = pivotRow.flatMap((p, m) => (p === null ? [m] : []));
  if (free.length > 0) return { kind: 'free', free };
  const iterators = pivotRow.map((p, m) => {
    const row = rows[p!]!;
    // a*i_m + rest = 0  =>  i_m = (-rest) / a, exact on the statement's instances.
    const s = row[m]! > 0 ? -1 : 1;
    const a = abs(row[m]!);
    const terms = others.map((name, o) => [name, mul(s, row[n + o]!)] as const);
    const e = affOfTerms(terms, mul(s, row[width - 1]!));
    return a === 1 ? e : ({ kind: 'floordiv', lhs: e, divisor: a } as AffExpr);
  });
  return { kind: 'solved', iterators };
}

function reduce(row: Int[]): Int[] {
  let g: Int = 0;
  for (const x of row) g = gcd(g, x);
  return g === 0 || g === 1 ? row : row.map((x) => exactDiv(x, g));
}
