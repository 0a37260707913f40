// ParameTrick (001_*): large constants of the dependence polyhedra (loop bounds such as 999) become parameters
// while scheduling, so the ILPs do not grow with them; the values go back into the schedule afterwards.

import { BasicMap } from '../../poly/basicMap.js';
import type { Dependence } from '../../poly/dependences.js';
import { type Int, abs, cmp } from '../../poly/int.js';
import { type Constraint, Polyhedron } from '../../poly/polyhedron.js';
import type { Scop } from '../../poly/scop.js';
import { UnionMap } from '../../poly/union.js';
import type { ParameTrickMode } from './config.js';
import type { SchedulingInput } from './scheduler.js';

/** Constants of at least this magnitude are loop-bound-like and become parameters. */
export const PARAMETRICK_THRESHOLD = 64;

/** Name of the parameter standing for constant v (not a C identifier, so it cannot clash with the scop's). */
export function trickParam(v: Int): string {
  return `_c${v}`;
}

/**
 * The scheduling input with every constant c, |c| >= PARAMETRICK_THRESHOLD, of every dependence constraint
 * replaced by sign(c) * P_|c|. p-trick adds P >= 1 for each new parameter; p-trick-extra also orders them as
 * their values are (P_a + 1 <= P_b for consecutive values a < b). Every schedule valid for all parameter values
 * allowed is valid for the real ones (they are among them); the caller still verifies it on the real constants.
 */
export function applyParameTrick(scop: Scop, dependences: readonly Dependence[], mode: ParameTrickMode): SchedulingInput {
  const none: SchedulingInput = { scop, params: scop.params, dependences, substitutions: new Map() };
  if (mode === 'off') return none;
  const values = new Set<Int>();
  for (const d of dependences) {
    for (const part of d.relation.parts) {
      for (const c of part.constraints()) if (cmp(abs(c.expr.constant), PARAMETRICK_THRESHOLD) >= 0) values.add(abs(c.expr.constant));
    }
  }
  if (values.size === 0) return none;
  const sorted = [...values].sort((a, b) => cmp(a, b));
  const extra = sorted.map(trickParam);
  const params = [...scop.params, ...extra];
  const at = new Map(sorted.map((v, i) => [v, scop.params.length + i]));
  const rewrite = (m: BasicMap): BasicMap => {
    const a = m.alignParams(params);
    const p = a.poly;
    const zero = () => p.zeroExpr();
    const cs: Constraint[] = p.constraints().map((c) => {
      const k = at.get(abs(c.expr.constant));
      if (k === undefined) return c;
      const params_ = [...c.expr.params];
      params_[k] = c.expr.constant > 0 ? 1 : -1;
      return { kind: c.kind, expr: { ...c.expr, params: params_, constant: 0 } };
    });
    // The new parameters are at least 1; p-trick-extra also keeps their order.
    sorted.forEach((_, i) => {
      const e = zero();
      e.params[scop.params.length + i] = 1;
      e.constant = -1;
      cs.push({ kind: 'ineq', expr: e });
      if (mode === 'p-trick-extra' && i > 0) {
        const o = zero();
        o.params[scop.params.length + i] = 1;
        o.params[scop.params.length + i - 1] = -1;
        o.constant = -1;
        cs.push({ kind: 'ineq', expr: o });
      }
    });
    return BasicMap.fromPolyhedron(a.space, Polyhedron.fromConstraints(p.nParam, p.nDim, p.nLocal, cs));
  };
  const rewritten = dependences.map((d) => ({ ...d, relation: UnionMap.of(d.relation.parts.map(rewrite), params) }));
  return { scop, params, dependences: rewritten, substitutions: new Map(sorted.map((v) => [trickParam(v), v])) };
}

/** For messages: which constants became parameters. */
export function describeTrick(input: SchedulingInput): string {
  return [...input.substitutions].map(([p, v]) => `${p}=${v}`).join(', ');
}
