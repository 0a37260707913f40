// The Omega test decides integer emptiness exactly: brute force on bounded systems, known answers on unbounded ones.

import { expect } from 'chai';
import fc from 'fast-check';
import { hasIntegerPoint, omegaStats } from '../../src/poly/omega.js';
import type { LinearSystem } from '../../src/poly/linearSystem.js';
import { boundedSystemArb, bruteForceHasPoint } from './helpers.js';

describe('poly/omega', () => {
  const before = { ...omegaStats };
  after(() => {
    // The random systems above must have driven every path of the test, or they prove little.
    expect(omegaStats.darkShadowHits).to.be.greaterThan(before.darkShadowHits);
    expect(omegaStats.splinterProblems).to.be.greaterThan(before.splinterProblems);
    expect(omegaStats.branchAndBoundFallbacks).to.be.greaterThan(before.branchAndBoundFallbacks);
  });

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

  it('agrees with enumeration on thin parallelograms with large coefficients (splinters and the branch-and-bound cut-over)', () => {
    const coef = (lo: number, hi: number) => fc.integer({ min: lo, max: hi }).chain((m) => fc.constantFrom(m, -m));
    const slab = (n: number, lo: number, hi: number) =>
      fc.tuple(fc.array(coef(lo, hi), { minLength: n, maxLength: n }), fc.integer({ min: -60, max: 60 }), fc.integer({ min: 0, max: 6 }));
    const sysArb = (n: number, lo: number, hi: number, B: number) =>
      fc.array(slab(n, lo, hi), { minLength: 2, maxLength: 2 }).map((slabs): LinearSystem => {
        const ineqs = slabs.flatMap(([a, c, w]) => [[...a, c], [...a.map((x) => -x), -c + w]]);
        for (let i = 0; i < n; i++) {
          const l = new Array(n + 1).fill(0);
          l[i] = 1;
          l[n] = B;
          const u = new Array(n + 1).fill(0);
          u[i] = -1;
          u[n] = B;
          ineqs.push(l, u);
        }
        return { nVar: n, eqs: [], ineqs };
      });
    for (const [n, lo, hi, B, runs] of [[2, 2, 9, 8, 300], [2, 10, 40, 8, 300], [3, 3, 12, 4, 150], [3, 15, 40, 4, 100]] as const) {
      fc.assert(
        fc.property(sysArb(n, lo, hi, B), (sys) => {
          expect(hasIntegerPoint(sys)).to.equal(bruteForceHasPoint(sys, B));
        }),
        { numRuns: runs },
      );
    }
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

  it('decides a dependence test across tiled loops without the Omega test running through its whole budget', () => {
    // From fuzz seed 70029 at -O3 -fopenmp: parallelize's test between two 32x32-tiled iterations. Its splinters
    // took 0.6 s of Omega test per question; a branch-and-bound dive or the split by recession cone answers at once.
    const row = (...r: number[]): number[] => r;
    const sys: LinearSystem = {
      nVar: 11,
      eqs: [row(0, 0, 0, 0, 1, 0, 0, 2, -1, 0, 0, 0)],
      ineqs: [
        [0,0,1,0,0,0,0,0,0,0,0,1],[0,0,0,1,0,0,0,0,0,0,0,0],[0,0,-8,0,1,0,0,0,0,0,0,0],[0,0,-32,32,1,0,0,0,0,0,0,0],
        [0,0,8,0,-1,0,0,0,0,0,0,15],[0,0,32,-32,-1,0,0,0,0,0,0,31],[0,0,-32,0,3,0,0,0,0,-32,0,0],[0,0,32,0,-3,0,0,0,0,32,0,31],
        [0,1,0,0,-1,0,0,0,0,0,0,-1],[0,0,0,0,-1,0,0,0,0,-32,0,31],[0,0,0,0,1,0,0,0,0,32,0,0],[1,0,-16,0,0,0,0,0,0,0,0,-1],
        [0,0,-3,4,0,0,0,0,0,0,0,3],[0,0,3,-4,0,0,0,0,0,0,0,5],[3,0,0,-64,0,0,0,0,0,0,0,-1],[0,0,0,-32,3,0,0,0,0,0,0,1],
        [1,0,0,0,-2,0,0,0,0,0,0,-1],[0,0,0,32,-3,0,0,0,0,0,0,34],[0,0,0,0,0,1,0,0,0,0,0,1],[0,0,0,0,0,0,1,0,0,0,0,0],
        [0,0,0,0,0,-8,0,1,0,0,0,0],[0,0,0,0,0,-32,32,1,0,0,0,0],[0,0,0,0,0,8,0,-1,0,0,0,15],[0,0,0,0,0,32,-32,-1,0,0,0,31],
        [0,0,0,0,0,0,0,-2,1,0,0,0],[0,0,0,0,0,0,0,-3,1,0,0,3],[0,0,0,0,0,-32,0,0,1,0,-32,0],[0,1,0,0,0,0,0,2,-1,0,0,-1],
        [0,0,0,0,0,0,0,3,-1,0,0,-1],[0,0,0,0,0,32,0,0,-1,0,32,31],[0,0,0,0,0,0,0,-1,0,0,-32,31],[0,0,0,0,0,0,0,1,0,0,32,0],
        [1,0,0,0,0,-16,0,0,0,0,0,-1],[0,0,0,0,0,-3,4,0,0,0,0,3],[0,0,0,0,0,3,-4,0,0,0,0,5],[3,0,0,0,0,0,-64,0,0,0,0,-1],
        [0,0,0,0,0,0,-32,3,0,0,0,1],[1,0,0,0,0,0,0,-2,0,0,0,-1],[0,0,0,0,0,0,32,-3,0,0,0,34],[0,0,-1,0,0,1,0,0,0,0,0,-1],
      ],
    };
    const full = omegaStats.fullBudgetRuns;
    expect(hasIntegerPoint(sys)).to.equal(true);
    expect(omegaStats.fullBudgetRuns).to.equal(full);
    // The same system with the last row's strict order reversed as well (i' > i and i' < i): empty.
    expect(hasIntegerPoint({ ...sys, ineqs: [...sys.ineqs, [0, 0, 1, 0, 0, -1, 0, 0, 0, 0, 0, -1]] })).to.equal(false);
  });
});
