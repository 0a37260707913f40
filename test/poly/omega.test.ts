// The Omega test decides integer emptiness exactly: brute force on bounded systems, known answers on unbounded ones.

import { expect } from 'chai';
import fc from 'fast-check';
import { hasIntegerPoint } from '../../src/poly/omega.js';
import type { LinearSystem } from '../../src/poly/linearSystem.js';
import { boundedSystemArb, bruteForceHasPoint } from './helpers.js';

describe('poly/omega', () => {
  for (const n of [1, 2, 3]) {
    it(`agrees with enumeration on random bounded systems in ${n}D`, () => {
      fc.assert(
        fc.property(boundedSystemArb(n, 4, 5, 2, 5), (sys) => {
          expect(hasIntegerPoint(sys)).to.equal(bruteForceHasPoint(sys, 4));
        }),
        { numRuns: n === 3 ? 300 : 500 },
      );
    });
  }

  it('agrees with enumeration when rational points exist but integer points may not (thin slabs)', () => {
    // 0 <= a x + b y + c <= d - 1 with d small: the slab is thin, the classic dark-shadow/splinter case.
    const slab = fc
      .tuple(fc.integer({ min: 2, max: 7 }), fc.integer({ min: -7, max: 7 }), fc.integer({ min: -20, max: 20 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 2, max: 9 }), fc.integer({ min: -9, max: 9 }), fc.integer({ min: -20, max: 20 }))
      .map(([a, b, c, w, p, q, r]): LinearSystem => ({
        nVar: 2,
        eqs: [],
        ineqs: [
          [a, b, c],
          [-a, -b, -c + w],
          [p, q, r],
          [-p, -q, -r + w],
          [1, 0, 6], [-1, 0, 6], [0, 1, 6], [0, -1, 6],
        ],
      }));
    fc.assert(fc.property(slab, (sys) => {
      expect(hasIntegerPoint(sys)).to.equal(bruteForceHasPoint(sys, 6));
    }), { numRuns: 800 });
  });

  it('decides unbounded systems', () => {
    // 2x = 2y + 1: no integer point, unbounded rationally.
    expect(hasIntegerPoint({ nVar: 2, eqs: [[2, -2, -1]], ineqs: [] })).to.equal(false);
    // 3x - 5y = 1 has integer solutions (x=2, y=1).
    expect(hasIntegerPoint({ nVar: 2, eqs: [[3, -5, -1]], ineqs: [] })).to.equal(true);
    // 6x + 10y + 15z = 1 with x, y, z >= 0 unbounded above: solvable (x=1,y=1,z=... ) e.g. 6*1+10*1+15*(-1)=1 needs z<0; with z >= 0? 6x+10y+15z=1 has no nonneg solution.
    expect(hasIntegerPoint({ nVar: 3, eqs: [[6, 10, 15, -1]], ineqs: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0]] })).to.equal(false);
    // ... but 6x + 10y + 15z = 31 does (x=1, y=1, z=1).
    expect(hasIntegerPoint({ nVar: 3, eqs: [[6, 10, 15, -31]], ineqs: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0]] })).to.equal(true);
    // 1 <= 3x - 3y <= 2 has rational but no integer points, unbounded in both.
    expect(hasIntegerPoint({ nVar: 2, eqs: [], ineqs: [[3, -3, -1], [-3, 3, 2]] })).to.equal(false);
  });

  it('handles coefficients beyond 2^53 exactly', () => {
    const big = 2n ** 60n;
    // big*x - big*y = 1 has no integer solution; big*x - (big+1)*y = 1 does (x = -1, y = -1).
    expect(hasIntegerPoint({ nVar: 2, eqs: [[big, -big, -1]], ineqs: [] })).to.equal(false);
    expect(hasIntegerPoint({ nVar: 2, eqs: [[big, -(big + 1n), -1]], ineqs: [] })).to.equal(true);
    // 0 <= x <= 2^55, 2^55 <= 3x <= 2^55 + 2: 2^55 mod 3 = 2, so 3x = 2^55 + 1 works.
    const t = 2n ** 55n;
    expect(hasIntegerPoint({ nVar: 1, eqs: [], ineqs: [[3, -t], [-3, t + 2n]] })).to.equal(true);
    expect(hasIntegerPoint({ nVar: 1, eqs: [], ineqs: [[3, -(t + 2n)], [-3, t + 3n]] })).to.equal(false);
  });
});
