// Which inequalities of a system are implied by the others (rational redundancy): cheap certificates of
// irredundancy by ray shooting from an interior point first, an LP per remaining row after.

import { type Int, add, cmp, lcm, mul, neg, exactDiv, zeros } from './int.js';
import type { LinearSystem } from './linearSystem.js';
import { lexminRational, redundantByLp } from './simplex.js';
import { mapPacked, mapRow } from './packed.js';

/**
 * Which inequalities are implied by the others (over the rationals), decided one after the other so that of two
 * equivalent rows only one is dropped; 'infeasible' if the system has no rational point. Rows that a ray from an
 * interior point crosses first are irredundant without an LP (the point just past the crossing satisfies every
 * other row and violates this one); only the rest get an LP each.
 */
export function redundantInequalities(sys: LinearSystem): boolean[] | 'infeasible' {
  return redundantByLp(sys, irredundantByRays(sys));
}

/**
 * Rows shown irredundant by shooting, from a point strictly inside every inequality, one ray per row along the
 * negated normal: the row the ray crosses first, when it is the only one crossed there, is a facet. Without such a
 * point (equalities, an implicit equality, an empty system) nothing is certified.
 */
export function irredundantByRays(sys: LinearSystem): boolean[] {
  const m = sys.ineqs.length;
  const out = new Array<boolean>(m).fill(false);
  if (sys.eqs.length > 0 || m < 2) return out;
  const x = interiorPoint(sys);
  if (x === null) return out;
  const n = sys.nVar;
  // Slacks at the interior point, scaled by its common denominator (all positive).
  const slack: Int[] = mapRow(sys.ineqs, (r) => {
    let s = mul(r[n]!, x.den);
    for (let j = 0; j < n; j++) if (r[j] !== 0 && x.num[j] !== 0) s = add(s, mul(r[j]!, x.num[j]!));
    return s;
  });
  for (let i = 0; i < m; i++) {
    if (out[i]) continue;
    const d = sys.ineqs[i]!;
    // Along x - t * a_i, row j's slack falls at rate a_j . a_i; it reaches zero at t = slack_j / rate_j.
    let first = -1;
    let firstRate: Int = 0;
    let tie = false;
    for (let j = 0; j < m; j++) {
      const r = sys.ineqs[j]!;
      let rate: Int = 0;
      for (let k = 0; k < n; k++) if (r[k] !== 0 && d[k] !== 0) rate = add(rate, mul(r[k]!, d[k]!));
      if (rate <= 0) continue;
      if (first < 0) {
        first = j;
        firstRate = rate;
        tie = false;
        continue;
      }
      const c = cmp(mul(slack[j]!, firstRate), mul(slack[first]!, rate));
      if (c < 0) {
        first = j;
        firstRate = rate;
        tie = false;
      } else if (c === 0) tie = true;
    }
    if (first >= 0 && !tie) out[first] = true;
  }
  return out;
}

/** A rational point with every inequality strictly satisfied (num / den), or null when there is none. */
function interiorPoint(sys: LinearSystem): { num: Int[]; den: Int } | null {
  const n = sys.nVar;
  // max t subject to row(x) >= t, t <= 1: t > 0 at the optimum exactly when an interior point exists.
  const ineqs = mapPacked(sys.ineqs, (r) => [...r.slice(0, n), -1, r[n]!]);
  const cap: Int[] = zeros(n + 2);
  cap[n] = -1;
  cap[n + 1] = 1;
  const objective: Int[] = zeros(n + 2);
  objective[n] = -1;
  const r = lexminRational({ nVar: n + 1, eqs: [], ineqs: [...ineqs, cap] }, [objective]);
  if (r.status !== 'optimal' || r.point[n]!.num <= 0) return null;
  let den: Int = 1;
  for (let j = 0; j < n; j++) den = lcm(den, r.point[j]!.den);
  const num = mapRow(r.point.slice(0, n), (q) => mul(q.num, exactDiv(den, q.den)));
  return { num, den: den < 0 ? neg(den) : den };
}
