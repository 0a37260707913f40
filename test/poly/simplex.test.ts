// The exact simplex finds rational lexicographic minima: checked against vertex enumeration on bounded polytopes.

import { expect } from 'chai';
import fc from 'fast-check';
import { type Int, int } from '../../src/poly/int.js';
import { lexminRational, lexminState, lexminWithRows, hasRationalPoint } from '../../src/poly/simplex.js';
import type { LinearSystem } from '../../src/poly/linearSystem.js';
import { type Rat, rat, ratAdd, ratCmp, ratMulInt, ratSub } from '../../src/poly/rational.js';
import { boundedSystemArb, bruteForceHasPoint } from './helpers.js';

function ratDiv(a: Rat, b: Rat): Rat {
  return rat(int(BigInt(a.num) * BigInt(b.den)), int(BigInt(a.den) * BigInt(b.num)));
}
function R(x: Int): Rat {
  return rat(x);
}
function rm(a: Rat, b: Rat): Rat {
  return rat(int(BigInt(a.num) * BigInt(b.num)), int(BigInt(a.den) * BigInt(b.den)));
}

/** Solves the square system M x = v over the rationals; null when singular. */
function solveSquare(M: Rat[][], v: Rat[]): Rat[] | null {
  const n = v.length;
  const A = M.map((r, i) => [...r, v[i]!]);
  for (let c = 0; c < n; c++) {
    const p = A.findIndex((r, i) => i >= c && r[c]!.num !== 0);
    if (p < 0) return null;
    [A[c], A[p]] = [A[p]!, A[c]!];
    for (let i = 0; i < n; i++) {
      if (i === c || A[i]![c]!.num === 0) continue;
      const f = ratDiv(A[i]![c]!, A[c]![c]!);
      A[i] = A[i]!.map((x, j) => ratSub(x, rm(f, A[c]![j]!)));
    }
  }
  return A.map((r, i) => ratDiv(r[n]!, r[i]!));
}

function evalRat(row: readonly Int[], x: readonly Rat[]): Rat {
  let s = R(row[row.length - 1]!);
  for (let i = 0; i < x.length; i++) s = ratAdd(s, ratMulInt(x[i]!, row[i]!));
  return s;
}

function feasibleRat(sys: LinearSystem, x: Rat[]): boolean {
  return sys.eqs.every((r) => evalRat(r, x).num === 0) && sys.ineqs.every((r) => evalRat(r, x).num >= 0);
}

/** All vertices of a bounded polyhedron: every choice of n linearly independent tight constraints. */
function vertices(sys: LinearSystem): Rat[][] {
  const n = sys.nVar;
  const rows = [...sys.eqs, ...sys.ineqs];
  const out: Rat[][] = [];
  const pick = (start: number, chosen: number[]) => {
    if (chosen.length === n) {
      const M = chosen.map((i) => rows[i]!.slice(0, n).map(R));
      const v = chosen.map((i) => R(int(-BigInt(rows[i]![n]!))));
      const x = solveSquare(M, v.map((r) => rat(r.num, r.den)));
      if (x && feasibleRat(sys, x)) out.push(x);
      return;
    }
    for (let i = start; i < rows.length; i++) pick(i + 1, [...chosen, i]);
  };
  pick(0, []);
  return out;
}

function lexLess(a: Rat[], b: Rat[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const c = ratCmp(a[i]!, b[i]!);
    if (c !== 0) return c < 0;
  }
  return false;
}

describe('poly/simplex', () => {
  it('lexmin over objectives equals the best vertex (bounded polytopes)', () => {
    const objArb = (n: number) => fc.array(fc.array(fc.integer({ min: -3, max: 3 }), { minLength: n + 1, maxLength: n + 1 }), { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }).chain((n) => fc.tuple(boundedSystemArb(n, 3, 4, 1, 3), objArb(n))),
        ([sys, objs]) => {
          const res = lexminRational(sys, objs);
          const vs = vertices(sys);
          if (vs.length === 0) {
            expect(res.status).to.equal('infeasible');
            return;
          }
          expect(res.status).to.equal('optimal');
          if (res.status !== 'optimal') return;
          expect(feasibleRat(sys, [...res.point])).to.equal(true);
          let best: Rat[] | null = null;
          for (const v of vs) {
            const val = objs.map((o) => evalRat(o, v));
            if (best === null || lexLess(val, best)) best = val;
          }
          expect(res.values.map((r) => `${r.num}/${r.den}`)).to.deep.equal(best!.map((r) => `${r.num}/${r.den}`));
          expect(objs.map((o) => evalRat(o, [...res.point])).map((r) => `${r.num}/${r.den}`)).to.deep.equal(best!.map((r) => `${r.num}/${r.den}`));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('resumed from a solved tableau with rows added, finds the lexmin a fresh solve finds', () => {
    const objArb = (n: number) => fc.array(fc.array(fc.integer({ min: -3, max: 3 }), { minLength: n + 1, maxLength: n + 1 }), { minLength: 1, maxLength: 3 });
    const rowsArb = (n: number) => fc.array(fc.array(fc.integer({ min: -4, max: 4 }), { minLength: n + 1, maxLength: n + 1 }), { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }).chain((n) => fc.tuple(boundedSystemArb(n, 3, 4, 1, 3), objArb(n), rowsArb(n), rowsArb(n))),
        ([sys, objs, first, second]) => {
          // Two rounds of added rows, as branch and bound adds a bound at each level.
          let state = lexminState(sys, objs);
          let grown: LinearSystem = sys;
          for (const added of [first, second]) {
            grown = { ...grown, ineqs: [...grown.ineqs, ...added] };
            state = lexminWithRows(state, added, objs) ?? lexminState(grown, objs);
            const fresh = lexminRational(grown, objs);
            expect(state.result.status).to.equal(fresh.status);
            if (state.result.status !== 'optimal' || fresh.status !== 'optimal') return;
            const show = (v: readonly Rat[]) => v.map((r) => `${r.num}/${r.den}`);
            expect(show(state.result.values)).to.deep.equal(show(fresh.values));
            expect(feasibleRat(grown, [...state.result.point])).to.equal(true);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('is feasible whenever an integer point exists', () => {
    fc.assert(
      fc.property(boundedSystemArb(3, 3, 4, 2, 4), (sys) => {
        if (bruteForceHasPoint(sys, 3)) expect(hasRationalPoint(sys)).to.equal(true);
      }),
      { numRuns: 300 },
    );
  });

  it('reports unboundedness and free directions', () => {
    expect(lexminRational({ nVar: 2, eqs: [], ineqs: [[1, 1, 0]] }, [[1, 0, 0]]).status).to.equal('unbounded');
    const r = lexminRational({ nVar: 2, eqs: [[1, -1, 0]], ineqs: [[1, 0, -3]] }, [[1, 0, 0], [0, 1, 0]]);
    expect(r.status).to.equal('optimal');
    if (r.status === 'optimal') expect(r.point.map((p) => p.num)).to.deep.equal([3, 3]);
    // x free with no constraints at all, objective 0: any point, here the origin.
    const z = lexminRational({ nVar: 1, eqs: [], ineqs: [] }, [[0, 0]]);
    expect(z.status).to.equal('optimal');
  });

  it('handles huge coefficients exactly', () => {
    const big = 2n ** 70n;
    // min x subject to big*x >= 1: x = 1/big.
    const r = lexminRational({ nVar: 1, eqs: [], ineqs: [[big, -1]] }, [[1, 0]]);
    expect(r.status).to.equal('optimal');
    if (r.status === 'optimal') expect(BigInt(r.point[0]!.den)).to.equal(big);
  });
});
