// Hulls of unions of basic sets: the simple hull (each part's constraint directions, loosened to cover all parts).

import { type Int, ceilDiv, neg, sub } from './int.js';
import { BasicSet } from './basicSet.js';
import type { Constraint, LinExpr } from './polyhedron.js';
import { mergeParams } from './space.js';

/**
 * The simple hull of parts in one tuple: for every constraint direction of every part (those not
 * involving existentials), the tightest constant that holds on all parts. A superset of the union
 * described by constraints of the parts, as codegen needs for loop bounds.
 */
export function simpleHull(parts: readonly BasicSet[]): BasicSet {
  if (parts.length === 0) throw new Error('simpleHull of no parts');
  let params: string[] = [];
  for (const p of parts) params = mergeParams(params, p.params);
  const aligned = parts.map((p) => p.alignParams(params).simplify()).filter((p) => !p.isEmpty());
  const first = parts[0]!.alignParams(params);
  if (aligned.length === 0) return BasicSet.empty(first.space);
  for (const p of aligned) if (!p.space.sameTuples(first.space)) throw new Error('simpleHull: parts live in different tuples');

  const candidates: LinExpr[] = [];
  const seen = new Set<string>();
  const addCandidate = (e: LinExpr) => {
    const key = [...e.params, ...e.dims].join(',');
    if (seen.has(key)) return;
    seen.add(key);
    candidates.push(e);
  };
  for (const p of aligned) {
    for (const c of p.constraints()) {
      if (c.expr.locals.some((x) => x !== 0)) continue;
      addCandidate(c.expr);
      if (c.kind === 'eq') addCandidate(negate(c.expr));
    }
  }

  const out: Constraint[] = [];
  for (const e of candidates) {
    // Tightest k with e - constant + k >= 0 on every part: k = -min over parts of (e - constant).
    let worst: Int | null = null;
    let bounded = true;
    for (const p of aligned) {
      const m = p.poly.minimize({ params: e.params, dims: e.dims, locals: [], constant: 0 });
      if (m === 'infeasible') continue;
      if (m === null) {
        bounded = false;
        break;
      }
      const lo = ceilDiv(m.num, m.den); // integer points have e - constant >= lo
      if (worst === null || lo < worst) worst = lo;
    }
    if (!bounded || worst === null) continue;
    out.push({ kind: 'ineq', expr: { params: e.params, dims: e.dims, locals: [], constant: neg(worst) } });
  }
  return BasicSet.fromConstraints(first.space, 0, out).removeRedundancies();
}

function negate(e: LinExpr): LinExpr {
  return { params: e.params.map(neg), dims: e.dims.map(neg), locals: e.locals.map(neg), constant: sub(0, e.constant) };
}
