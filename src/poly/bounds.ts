// Per-dimension bounds of a set as quasi-affine expressions (ceil/floor divisions), strides, and the constraints on
// the outer dimensions: what a loop over one dimension of a set needs.

import { type AffExpr } from './affExpr.js';
import { type Int, abs, divides, exactDiv, isZero, mul, neg, sub } from './int.js';
import type { Condition } from './loopNest.js';
import type { BasicSet } from './basicSet.js';
import { type Constraint, type LinExpr, Polyhedron } from './polyhedron.js';
import { type AffNames, type DivDef, linToAff, localDivs, shadowUndefinedLocals } from './divs.js';

export interface DimStride {
  readonly stride: Int;
  /** The dimension is congruent to this expression modulo `stride`. */
  readonly offset: AffExpr;
}

/** Bounds of dimension k over the parameters and dimensions 0..k-1. */
export interface DimBounds {
  /** dim >= each of these (their max). */
  readonly lower: readonly AffExpr[];
  /** dim <= each of these (their min; inclusive). */
  readonly upper: readonly AffExpr[];
  /** dim = this, when an equality with a unit coefficient fixes it. */
  readonly fixed: AffExpr | null;
  readonly stride: DimStride | null;
  /** The constraints that do not involve dim k. */
  readonly outer: readonly Condition[];
  /** False when existentials without a division definition had to be eliminated: the bounds then describe a superset. */
  readonly exact: boolean;
}

const negExpr = (e: LinExpr): LinExpr => ({ params: e.params.map(neg), dims: e.dims.map(neg), locals: e.locals.map(neg), constant: neg(e.constant) });

function dropDim(e: LinExpr, k: number): LinExpr {
  return { ...e, dims: e.dims.map((c, i) => (i === k ? 0 : c)) };
}

function div(e: AffExpr, d: Int, kind: 'floordiv' | 'ceildiv'): AffExpr {
  return d === 1 ? e : { kind, lhs: e, divisor: d };
}

/**
 * The loop bounds of dimension `k` of `set` (which must not constrain dimensions after k: project them out first).
 * Locals that no division defines in terms of the outer variables are eliminated over the rationals (then `exact`
 * is false and the bounds contain the set); an equality `c*x + e + m*l = 0` with a local l used nowhere else and
 * c = +-1 is a stride: x = -c*e (mod |m|).
 */
export function dimBounds(set: BasicSet, k: number, names: AffNames = { params: set.params, dims: set.tuple.dims }): DimBounds {
  let p = set.poly.simplify();
  if (p.isObviouslyEmpty()) return { lower: [], upper: [], fixed: null, stride: null, outer: [{ kind: 'ge', expr: { kind: 'const', value: -1 } }], exact: true };
  for (let j = k + 1; j < p.nDim; j++) if (p.uses('dim', j)) throw new Error(`dimBounds: dimension ${j} after ${k} is still constrained`);

  p = moveDimOutOfLocalEqualities(p, k);
  const mentionsK = (def: DivDef) => !isZero(def.expr.dims[k] ?? 0);
  let stride: DimStride | null = null;
  const strideFound = findStride(p, k, names);
  if (strideFound) {
    stride = strideFound.stride;
    p = p.shadowLocals((l) => l === strideFound.local);
  }
  const shadow = shadowUndefinedLocals(p, (_, def) => !mentionsK(def));
  p = shadow.poly;
  const exact = shadow.exact;
  const { defs, definitional } = localDivs(p, (_, def) => !mentionsK(def));
  const aff = (e: LinExpr): AffExpr => {
    const r = linToAff(e, names, defs);
    if (r === null) throw new Error('dimBounds: a local without definition survived');
    return r;
  };

  const lower: AffExpr[] = [];
  const upper: AffExpr[] = [];
  const outer: Condition[] = [];
  let fixed: AffExpr | null = null;
  const cs: readonly Constraint[] = p.constraints();
  cs.forEach((c, i) => {
    if (definitional.has(i)) return;
    const a = c.expr.dims[k] ?? 0;
    if (isZero(a)) {
      outer.push({ kind: c.kind === 'eq' ? 'eq' : 'ge', expr: aff(c.expr) });
      return;
    }
    // a*x + e >= 0 (or = 0), e without x.
    const e = dropDim(c.expr, k);
    const m = abs(a);
    // x >= ceil(-e / a) when a > 0; x <= floor(e / -a) when a < 0.
    const lo = () => lower.push(div(aff(a > 0 ? negExpr(e) : e), m, 'ceildiv'));
    const up = () => upper.push(div(aff(a > 0 ? negExpr(e) : e), m, 'floordiv'));
    if (c.kind === 'eq') {
      lo();
      up();
      if (m === 1 && fixed === null) fixed = aff(a > 0 ? negExpr(e) : e);
    } else if (a > 0) lo();
    else upper.push(div(aff(e), m, 'floordiv'));
  });
  return { lower, upper, fixed, stride, outer, exact };
}

/**
 * In an equality a*x_k + m*l + e = 0 with m dividing a, the local can absorb x_k (l' = l + (a/m)*x_k, an exact change
 * of an existential variable): the equality then says something about the other variables only (a stride of an
 * outer dimension, say) and defines l' without x_k.
 */
function moveDimOutOfLocalEqualities(p: Polyhedron, k: number): Polyhedron {
  let cs = p.constraints();
  let changed = false;
  for (const c of cs) {
    if (c.kind !== 'eq') continue;
    const a = c.expr.dims[k] ?? 0;
    if (isZero(a)) continue;
    const l = c.expr.locals.findIndex((m) => !isZero(m) && divides(m, a));
    if (l < 0) continue;
    const q = exactDiv(a, c.expr.locals[l]!);
    // Each row r: r_k * x_k + r_l * l = r_k * x_k + r_l * (l' - q x_k)
    cs = cs.map((r) => {
      const rl = r.expr.locals[l]!;
      if (isZero(rl)) return r;
      const dims = [...r.expr.dims];
      dims[k] = sub(dims[k]!, mul(rl, q));
      return { kind: r.kind, expr: { ...r.expr, dims } };
    });
    changed = true;
  }
  return changed ? Polyhedron.fromConstraints(p.nParam, p.nDim, p.nLocal, cs).simplify() : p;
}

/** An equality c*x_k + e + m*l = 0 with c = +-1 and a local l that appears nowhere else: x_k = -c*e (mod |m|). */
function findStride(p: Polyhedron, k: number, names: AffNames): { stride: DimStride; local: number } | null {
  const cs = p.constraints();
  const { defs } = localDivs(p, (_, def) => isZero(def.expr.dims[k] ?? 0));
  for (const c of cs) {
    if (c.kind !== 'eq') continue;
    const a = c.expr.dims[k] ?? 0;
    if (a !== 1 && a !== -1) continue;
    for (let l = 0; l < p.nLocal; l++) {
      const m = c.expr.locals[l]!;
      if (isZero(m) || abs(m) === 1) continue;
      if (cs.some((o) => o !== c && !isZero(o.expr.locals[l]!))) continue;
      // e: the rest without x_k and l; it may only use locals with definitions free of x_k.
      const e: LinExpr = { ...dropDim(c.expr, k), locals: c.expr.locals.map((v, i) => (i === l ? 0 : v)) };
      const off = linToAff(a === 1 ? negExpr(e) : e, names, defs.map((d, i) => (i === l ? null : d)));
      if (off === null) continue;
      return { stride: { stride: abs(m), offset: off }, local: l };
    }
  }
  return null;
}
