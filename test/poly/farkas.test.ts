// Farkas: eliminated and multiplier forms agree with each other and with brute force on integral polytopes.

import { expect } from 'chai';
import fc from 'fast-check';
import type { Int } from '../../src/poly/int.js';
import { type ParametricForm, farkasEliminate, farkasMultipliers } from '../../src/poly/farkas.js';
import type { LinearSystem } from '../../src/poly/linearSystem.js';
import { hasRationalPoint } from '../../src/poly/simplex.js';
import { boxPoints, satisfiesSystem } from './helpers.js';

const U = 2; // unknowns range over [-U, U]^nU

/** Boxes cut by interval constraints sum_{a..b} x <= c: totally unimodular, so every vertex is integral. */
const tuPolytope = fc.integer({ min: 1, max: 3 }).chain((n) =>
  fc
    .tuple(
      fc.array(fc.tuple(fc.integer({ min: -2, max: 1 }), fc.integer({ min: 0, max: 3 })), { minLength: n, maxLength: n }),
      fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1), fc.integer({ min: -1, max: 4 }), fc.boolean()), { maxLength: 2 }),
    )
    .map(([box, intervals]): LinearSystem => {
      const ineqs: Int[][] = [];
      box.forEach(([lo, w], i) => {
        const l = new Array<Int>(n + 1).fill(0);
        l[i] = 1;
        l[n] = -lo;
        const u = new Array<Int>(n + 1).fill(0);
        u[i] = -1;
        u[n] = lo + w;
        ineqs.push(l, u);
      });
      for (const [a0, b0, c, upper] of intervals) {
        const [a, b] = a0 <= b0 ? [a0, b0] : [b0, a0];
        const r = new Array<Int>(n + 1).fill(0);
        for (let i = a; i <= b; i++) r[i] = upper ? -1 : 1;
        r[n] = upper ? c : -c + 2;
        ineqs.push(r);
      }
      return { nVar: n, eqs: [], ineqs };
    }),
);

function formArb(n: number, nU: number): fc.Arbitrary<ParametricForm> {
  const row = fc.array(fc.integer({ min: -2, max: 2 }), { minLength: nU + 1, maxLength: nU + 1 });
  return fc.record({ nUnknowns: fc.constant(nU), coeffs: fc.array(row, { minLength: n, maxLength: n }), constant: row });
}

function formAt(f: ParametricForm, u: readonly number[]): Int[] {
  const ev = (r: readonly Int[]) => r.reduce((s: number, c, k) => s + Number(c) * (k < u.length ? u[k]! : 1), 0);
  return [...f.coeffs.map(ev), ev(f.constant)];
}

function multipliersFeasible(f: ParametricForm, P: LinearSystem, u: readonly number[]): boolean {
  const m = farkasMultipliers(P, f);
  const fix = u.map((v, k) => {
    const r = new Array<Int>(m.system.nVar + 1).fill(0);
    r[k] = 1;
    r[m.system.nVar] = -v;
    return r;
  });
  return hasRationalPoint({ nVar: m.system.nVar, eqs: [...m.system.eqs, ...fix], ineqs: m.system.ineqs });
}

describe('poly/farkas', () => {
  it('on integral polytopes: eliminated constraints <=> multipliers exist <=> f >= 0 at every integer point', () => {
    fc.assert(
      fc.property(tuPolytope.chain((P) => fc.tuple(fc.constant(P), formArb(P.nVar, 2))), ([P, f]) => {
        const points = [...boxPoints(P.nVar, -3, 5)].filter((x) => satisfiesSystem(P, x));
        if (points.length === 0) return; // Farkas needs a non-empty polyhedron
        const elim = farkasEliminate(P, f);
        for (const u of boxPoints(2, -U, U)) {
          const row = formAt(f, u);
          const brute = points.every((x) => row.reduce((s: number, c, j) => s + Number(c) * (j < x.length ? x[j]! : 1), 0) >= 0);
          expect(satisfiesSystem(elim, u), `u=${u}`).to.equal(brute);
          expect(multipliersFeasible(f, P, u), `u=${u}`).to.equal(brute);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('with equalities in the polyhedron, both forms agree', () => {
    const withEq = tuPolytope.chain((P) =>
      fc.tuple(fc.constant(P), fc.array(fc.integer({ min: -2, max: 2 }), { minLength: P.nVar + 1, maxLength: P.nVar + 1 }), formArb(P.nVar, 2)),
    );
    fc.assert(
      fc.property(withEq, ([P0, eq, f]) => {
        const P: LinearSystem = { ...P0, eqs: [eq] };
        if (!hasRationalPoint(P)) return;
        const elim = farkasEliminate(P, f);
        for (const u of boxPoints(2, -U, U)) expect(satisfiesSystem(elim, u), `u=${u}`).to.equal(multipliersFeasible(f, P, u));
      }),
      { numRuns: 150 },
    );
  });
});
