// Integer emptiness by splitting off the recession cone: exact on bounded and unbounded systems, and it ends where
// branch and bound over every coordinate dives forever.

import { expect } from 'chai';
import fc from 'fast-check';
import { columnEchelon, hasIntegerPointByCone } from '../../src/poly/coneSample.js';
import { branchAndBound } from '../../src/poly/branchAndBound.js';
import { hasIntegerPointWithin } from '../../src/poly/omega.js';
import type { Int } from '../../src/poly/int.js';
import type { LinearSystem } from '../../src/poly/linearSystem.js';
import { boundedSystemArb, bruteForceHasPoint, rowArb } from './helpers.js';

/** Determinant by fraction-free elimination (Bareiss), exact in BigInt. */
function det(m: readonly (readonly Int[])[]): bigint {
  const a = m.map((r) => r.map((x) => BigInt(x)));
  const n = a.length;
  let sign = 1n;
  let prev = 1n;
  for (let k = 0; k < n - 1; k++) {
    if (a[k]![k] === 0n) {
      const s = a.findIndex((r, i) => i > k && r[k] !== 0n);
      if (s < 0) return 0n;
      [a[k], a[s]] = [a[s]!, a[k]!];
      sign = -sign;
    }
    for (let i = k + 1; i < n; i++) for (let j = k + 1; j < n; j++) a[i]![j] = (a[i]![j]! * a[k]![k]! - a[i]![k]! * a[k]![j]!) / prev;
    prev = a[k]![k]!;
  }
  return sign * a[n - 1]![n - 1]!;
}

describe('poly/coneSample', () => {
  it('columnEchelon: M U = [H | 0] with U unimodular and H of full column rank', () => {
    const arb = fc.integer({ min: 1, max: 4 }).chain((n) => fc.tuple(fc.constant(n), fc.array(fc.array(fc.integer({ min: -6, max: 6 }), { minLength: n, maxLength: n }), { maxLength: 4 })));
    fc.assert(
      fc.property(arb, ([n, m]) => {
        const { u, rank } = columnEchelon(m, n);
        expect(det(u) === 1n || det(u) === -1n).to.equal(true);
        const mu = m.map((r) => Array.from({ length: n }, (_, j) => r.reduce((s: number, x, v) => s + x * Number(u[v]![j]!), 0)));
        for (const r of mu) for (let j = rank; j < n; j++) expect(r[j]).to.equal(0);
        // Full column rank: the first `rank` columns of M U have a nonzero rank x rank minor (echelon form).
        if (rank > 0) expect(mu.some((r) => r[rank - 1] !== 0)).to.equal(true);
      }),
      { numRuns: 400 },
    );
  });

  it('agrees with enumeration on bounded systems', () => {
    fc.assert(
      fc.property(boundedSystemArb(3, 4, 5, 2, 5), (sys) => {
        expect(hasIntegerPointByCone(sys)).to.equal(bruteForceHasPoint(sys, 4));
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with the Omega test on unbounded systems', () => {
    for (const n of [2, 3, 4]) {
      const arb = fc.tuple(fc.array(rowArb(n, 5, 8), { maxLength: 1 }), fc.array(rowArb(n, 5, 12), { minLength: 1, maxLength: 4 })).map(([eqs, ineqs]): LinearSystem => ({ nVar: n, eqs, ineqs }));
      fc.assert(
        fc.property(arb, (sys) => {
          expect(hasIntegerPointByCone(sys)).to.equal(hasIntegerPointWithin(sys, Infinity));
        }),
        { numRuns: 300 },
      );
    }
  });

  it('ends on unbounded systems without integer points, where branch and bound dives forever', () => {
    // 14x - 10y = 1 written as two inequalities, with z >= x + y free above: a lattice-free line of rational points.
    const sys: LinearSystem = { nVar: 3, eqs: [], ineqs: [[14, -10, 0, -1], [-14, 10, 0, 1], [-1, -1, 1, 0]] };
    expect(branchAndBound(sys, [], { firstFeasible: true, nodeLimit: 2000 }).status).to.equal('node-limit');
    expect(hasIntegerPointByCone(sys)).to.equal(false);
    // 1 <= 3x - 3y <= 2 has no integer point either; 1 <= 3x - 2y <= 2 has (x = 1, y = 1).
    expect(hasIntegerPointByCone({ nVar: 2, eqs: [], ineqs: [[3, -3, -1], [-3, 3, 2]] })).to.equal(false);
    expect(hasIntegerPointByCone({ nVar: 2, eqs: [], ineqs: [[3, -2, -1], [-3, 2, 2]] })).to.equal(true);
  });

  it('within a node limit, answers as without one or not at all', () => {
    // x_1 + ... + x_9 = 9/2 over 0/1 values, doubled: no integer point, and branch and bound must enumerate to know.
    const n = 9;
    const ineqs: number[][] = [];
    for (let v = 0; v < n; v++) {
      ineqs.push(Array.from({ length: n + 1 }, (_, j) => (j === v ? 1 : 0)));
      ineqs.push(Array.from({ length: n + 1 }, (_, j) => (j === v ? -1 : j === n ? 1 : 0)));
    }
    const sys: LinearSystem = { nVar: n, eqs: [[...new Array<number>(n).fill(2), -n]], ineqs };
    expect(hasIntegerPointByCone(sys, 5)).to.equal(undefined);
    expect(hasIntegerPointByCone(sys)).to.equal(false);
    expect(hasIntegerPointByCone({ ...sys, eqs: [[...new Array<number>(n).fill(2), -(n + 1)]] }, 5)).to.equal(true);
  });
});
