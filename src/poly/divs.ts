// Division definitions of existential locals (local = floor(expr / d)), recovered from the constraints that pin them down,
// and integer sets written back as quasi-affine conditions over names (what code generation prints as guards).

import { type AffExpr } from './affExpr.js';
import { type Int, add, isZero, neg } from './int.js';
import type { Condition } from './loopNest.js';
import type { BasicSet } from './basicSet.js';
import type { Constraint, LinExpr, Polyhedron } from './polyhedron.js';
import { negateRow } from './linearSystem.js';
import { mapRow } from './packed.js';

/** local = floor(expr / divisor), divisor >= 1; `expr` may use other defined locals (never cyclically). */
export interface DivDef {
  readonly expr: LinExpr;
  readonly divisor: Int;
}

/** The definitions of a polyhedron's locals, and the inequalities that only define them (true for every point). */
export interface LocalDivs {
  readonly defs: readonly (DivDef | null)[];
  /** Indices (into `constraints()`) of inequality pairs spanning a whole division interval: implied by the definitions. */
  readonly definitional: ReadonlySet<number>;
}

function sameWithout(a: readonly Int[], b: readonly Int[], skip: number): boolean {
  for (let i = 0; i < a.length; i++) if (i !== skip && a[i] !== b[i]) return false;
  return true;
}

function withoutLocal(e: LinExpr, l: number): LinExpr {
  return { params: e.params, dims: e.dims, locals: mapRow(e.locals, (c, i) => (i === l ? 0 : c)), constant: e.constant };
}

function usesOnly(e: LinExpr, ok: (l: number) => boolean): boolean {
  return e.locals.every((c, i) => c === 0 || ok(i));
}

/**
 * Recovers `l = floor(e / d)` for each local the constraints define uniquely:
 * - a pair `e - d*l >= 0` and `-e + d*l + s >= 0` with 0 <= s <= d - 1 (what floor divisions lower to, also after
 *   gcd tightening), or
 * - an equality `a*l + e = 0` (then l = -e / a, an exact division on the set).
 * `allow(l, def)` can veto a definition (e.g. one that mentions a dimension the caller wants to treat apart).
 * A definition may only use locals defined before it in the search, so definitions are never cyclic.
 */
export function localDivs(p: Polyhedron, allow: (l: number, def: DivDef) => boolean = () => true): LocalDivs {
  const cs = p.constraints();
  const defs: (DivDef | null)[] = new Array(p.nLocal).fill(null);
  const definitional = new Set<number>();
  const defined = (l: number) => defs[l] !== null;
  for (let progress = true; progress; ) {
    progress = false;
    for (let l = 0; l < p.nLocal; l++) {
      if (defs[l]) continue;
      const found = findDef(cs, l, defined, allow);
      if (found) {
        defs[l] = found.def;
        for (const i of found.definitional) definitional.add(i);
        progress = true;
      }
    }
  }
  return { defs, definitional };
}

/**
 * Eliminates (over the rationals) the locals that no division defines, repeating while eliminations leave others
 * undefined. The result contains `p`; `exact` says nothing had to be eliminated.
 */
export function shadowUndefinedLocals(p: Polyhedron, allow: (l: number, def: DivDef) => boolean = () => true): { poly: Polyhedron; exact: boolean } {
  let cur = p.simplify();
  let exact = true;
  for (let round = 0; ; round++) {
    const { defs } = localDivs(cur, allow);
    if (defs.every((d) => d !== null)) return { poly: cur, exact };
    if (round > p.nLocal + 1) throw new Error('shadowUndefinedLocals: no progress');
    exact = false;
    cur = cur.shadowLocals((l) => defs[l] === null);
  }
}

function findDef(
  cs: readonly Constraint[],
  l: number,
  defined: (l: number) => boolean,
  allow: (l: number, def: DivDef) => boolean,
): { def: DivDef; definitional: number[] } | null {
  const ok = (j: number) => j !== l && defined(j);
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i]!;
    const a = c.expr.locals[l]!;
    if (a === 0 || !usesOnly(withoutLocal(c.expr, l), ok)) continue;
    if (c.kind === 'eq') {
      // a*l + e = 0  =>  l = (-e) / a, written with a positive divisor.
      const rest = withoutLocal(c.expr, l);
      const e = a > 0 ? scale(rest, -1) : rest;
      const def = { expr: e, divisor: a > 0 ? a : neg(a) };
      if (allow(l, def)) return { def, definitional: [] };
      continue;
    }
    if (a >= 0) continue;
    // c: e - d*l >= 0 (upper bound on l); look for its partner -e + d*l + s >= 0.
    const d = neg(a);
    for (let j = 0; j < cs.length; j++) {
      const o = cs[j]!;
      if (o.kind !== 'ineq' || o.expr.locals[l] !== d) continue;
      if (!sameWithout(o.expr.params, negateRow(c.expr.params), -1)) continue;
      if (!sameWithout(o.expr.dims, negateRow(c.expr.dims), -1)) continue;
      if (!sameWithout(o.expr.locals, negateRow(c.expr.locals), l)) continue;
      const s = add(c.expr.constant, o.expr.constant);
      if (s < 0 || s >= d) continue;
      const def = { expr: withoutLocal(c.expr, l), divisor: d };
      if (!allow(l, def)) continue;
      // With s = d - 1 the pair says nothing beyond the definition; a narrower one also says e mod d <= s.
      return { def, definitional: add(s, 1) === d ? [i, j] : [i] };
    }
  }
  return null;
}

function scale(e: LinExpr, k: 1 | -1): LinExpr {
  if (k === 1) return e;
  return { params: negateRow(e.params), dims: negateRow(e.dims), locals: negateRow(e.locals), constant: neg(e.constant) };
}

/** Names for the variables of an expression: parameters and dimensions by index, locals through their definitions. */
export interface AffNames {
  readonly params: readonly (string | AffExpr)[];
  readonly dims: readonly (string | AffExpr)[];
}

const asAff = (x: string | AffExpr): AffExpr => (typeof x === 'string' ? { kind: 'var', name: x } : x);

function term(x: AffExpr, c: Int): AffExpr {
  return c === 1 ? x : { kind: 'mul', lhs: x, factor: c };
}

/**
 * A linear expression as an AffExpr over names, each defined local written as a floordiv of its definition.
 * Returns null when a local it uses has no definition.
 */
export function linToAff(e: LinExpr, names: AffNames, defs: readonly (DivDef | null)[]): AffExpr | null {
  const cache = new Map<number, AffExpr | null>();
  const local = (l: number): AffExpr | null => {
    if (cache.has(l)) return cache.get(l)!;
    const d = defs[l];
    const inner = d ? lin(d.expr) : null;
    const r: AffExpr | null = inner === null || !d ? null : d.divisor === 1 ? inner : { kind: 'floordiv', lhs: inner, divisor: d.divisor };
    cache.set(l, r);
    return r;
  };
  const lin = (x: LinExpr): AffExpr | null => {
    const parts: AffExpr[] = [];
    x.dims.forEach((c, i) => !isZero(c) && parts.push(term(asAff(names.dims[i]!), c)));
    x.params.forEach((c, i) => !isZero(c) && parts.push(term(asAff(names.params[i]!), c)));
    for (let i = 0; i < x.locals.length; i++) {
      const c = x.locals[i]!;
      if (isZero(c)) continue;
      const v = local(i);
      if (v === null) return null;
      parts.push(term(v, c));
    }
    if (!isZero(x.constant) || parts.length === 0) parts.push({ kind: 'const', value: x.constant });
    return parts.reduce((a, b) => ({ kind: 'add', lhs: a, rhs: b }));
  };
  return lin(e);
}

/**
 * The constraints of a set as quasi-affine conditions over its dimension and parameter names (`e >= 0`, `e == 0`),
 * locals written as floordivs; constraints that only define a local are left out. Null when a local has no
 * division definition (an existential that no quasi-affine condition can name).
 */
export function setConditions(set: BasicSet): Condition[] | null {
  const p = set.poly.simplify();
  const { defs, definitional } = localDivs(p);
  const names: AffNames = { params: set.params, dims: set.tuple.dims };
  const out: Condition[] = [];
  const cs = p.constraints();
  for (let i = 0; i < cs.length; i++) {
    if (definitional.has(i)) continue;
    const c = cs[i]!;
    const expr = linToAff(c.expr, names, defs);
    if (expr === null) return null;
    out.push({ kind: c.kind === 'eq' ? 'eq' : 'ge', expr });
  }
  return out;
}
