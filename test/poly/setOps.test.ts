// Set operations agree with brute-force enumeration over small boxes, with existentials and huge coefficients.

import { expect } from 'chai';
import fc from 'fast-check';
import type { Int } from '../../src/poly/int.js';
import { parseBasicSet, parseUnionSet } from '../../src/poly/islParser.js';
import { printUnionSet } from '../../src/poly/islPrinter.js';
import { UnionSet } from '../../src/poly/union.js';
import { simpleHull } from '../../src/poly/hull.js';
import { type RefSet, points, refContains, refSetArb, toBasicSet, withBox } from './randomSets.js';

const P = 1; // params range over [-P, P]
const B = 2; // dims range over [-B, B]

function shape(huge = false) {
  return fc
    .tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 1, max: 3 }))
    .chain(([nParam, nDim]) => refSetArb({ nParam, nDim, maxDivs: 1, maxEqs: 1, maxIneqs: 3, huge }));
}

function pairShape() {
  return fc
    .tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 1, max: 3 }))
    .chain(([nParam, nDim]) => fc.tuple(refSetArb({ nParam, nDim }), refSetArb({ nParam, nDim })));
}

// POLY_FC_RUNS raises the number of runs for a deeper local check.
const runs = { numRuns: Number(process.env.POLY_FC_RUNS ?? 120) };

function lexLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

for (const huge of [false, true]) {
  const tag = huge ? ' (huge coefficients)' : '';
  describe(`poly/basicSet vs brute force${tag}`, () => {
    it('isEmpty', () => {
      fc.assert(
        fc.property(shape(huge), (s0) => {
          const s = withBox(s0, B, true);
          let brute = false;
          for (const p of points(s.nParam, s.nDim, B, B)) if (refContains(s, p.params, p.dims)) brute = true;
          expect(toBasicSet(s).isEmpty()).to.equal(!brute);
        }),
        runs,
      );
    });

    it('sample returns a member exactly when non-empty', () => {
      fc.assert(
        fc.property(shape(huge), (s0) => {
          const s = withBox(s0, B, true);
          const sm = toBasicSet(s).sample();
          let brute = false;
          for (const p of points(s.nParam, s.nDim, B, B)) if (refContains(s, p.params, p.dims)) brute = true;
          expect(sm !== null).to.equal(brute);
          if (sm) expect(refContains(s, sm.params.map(Number), sm.dims.map(Number))).to.equal(true);
        }),
        runs,
      );
    });

    it('lexmin and lexmax for fixed parameters', () => {
      fc.assert(
        fc.property(shape(huge), (s0) => {
          const s = withBox(s0, B);
          const bs = toBasicSet(s);
          for (const pv of points(s.nParam, 0, P, 0)) {
            let mn: number[] | null = null;
            let mx: number[] | null = null;
            for (const p of points(0, s.nDim, 0, B)) {
              if (!refContains(s, pv.params, p.dims)) continue;
              if (mn === null || lexLess(p.dims, mn)) mn = p.dims;
              if (mx === null || lexLess(mx, p.dims)) mx = p.dims;
            }
            const a = bs.lexmin(pv.params);
            const b = bs.lexmax(pv.params);
            if (mn === null) {
              expect(a.kind).to.equal('empty');
              expect(b.kind).to.equal('empty');
            } else {
              expect(a.kind === 'point' ? a.dims.map(Number) : a.kind).to.deep.equal(mn);
              expect(b.kind === 'point' ? b.dims.map(Number) : b.kind).to.deep.equal(mx);
            }
          }
        }),
        runs,
      );
    });

    it('projectOut keeps exactly the shadows of integer points', () => {
      fc.assert(
        fc.property(shape(huge), fc.nat(), (s0, k0) => {
          const s = withBox(s0, B);
          const k = k0 % s.nDim;
          const proj = toBasicSet(s).projectOut(k, 1);
          for (const p of points(s.nParam, s.nDim - 1, P, B + 1)) {
            let brute = false;
            for (let v = -B; v <= B && !brute; v++) {
              const dims = [...p.dims.slice(0, k), v, ...p.dims.slice(k)];
              brute = refContains(s, p.params, dims);
            }
            expect(proj.contains(p.params, p.dims), `at ${p.params}|${p.dims}`).to.equal(brute);
          }
        }),
        runs,
      );
    });

    it('simplify, removeRedundancies and print/parse keep membership', () => {
      fc.assert(
        fc.property(shape(huge), (s) => {
          const bs = toBasicSet(s);
          const a = bs.simplify();
          const b = bs.removeRedundancies();
          const c = parseUnionSet(printUnionSet(UnionSet.of([bs]))).parts;
          for (const p of points(s.nParam, s.nDim, P, B + 1)) {
            const r = refContains(s, p.params, p.dims);
            expect(a.contains(p.params, p.dims)).to.equal(r);
            expect(b.contains(p.params, p.dims)).to.equal(r);
            expect(c.some((x) => x.contains(p.params, p.dims))).to.equal(r);
          }
        }),
        runs,
      );
    });
  });
}

describe('poly/basicSet binary operations vs brute force', () => {
  it('intersect', () => {
    fc.assert(
      fc.property(pairShape(), ([x, y]) => {
        const i = toBasicSet(x).intersect(toBasicSet(y));
        for (const p of points(x.nParam, x.nDim, P, B)) expect(i.contains(p.params, p.dims)).to.equal(refContains(x, p.params, p.dims) && refContains(y, p.params, p.dims));
      }),
      runs,
    );
  });

  it('union', () => {
    fc.assert(
      fc.property(pairShape(), ([x, y]) => {
        const u = UnionSet.of([toBasicSet(x)]).union(UnionSet.of([toBasicSet(y)]));
        for (const p of points(x.nParam, x.nDim, P, B)) expect(u.contains(p.params, 'S', p.dims)).to.equal(refContains(x, p.params, p.dims) || refContains(y, p.params, p.dims));
      }),
      runs,
    );
  });

  it('gist: gist(A, C) and C equals A and C', () => {
    fc.assert(
      fc.property(pairShape(), ([x, c]) => {
        const g = toBasicSet(x).gist(toBasicSet(c));
        expect(g.poly.nEq + g.poly.nIneq).to.be.at.most(toBasicSet(x).simplify().poly.nEq + toBasicSet(x).simplify().poly.nIneq);
        for (const p of points(x.nParam, x.nDim, P, B)) {
          if (!refContains(c, p.params, p.dims)) continue;
          expect(g.contains(p.params, p.dims)).to.equal(refContains(x, p.params, p.dims));
        }
      }),
      runs,
    );
  });

  it('isSubset (superset without existentials)', () => {
    fc.assert(
      fc.property(pairShape(), ([x0, y0]) => {
        const x = withBox(x0, B, true);
        const y: RefSet = { ...y0, divs: [], eqs: y0.eqs.map((r) => [...r.slice(0, y0.nParam + y0.nDim), r[r.length - 1]!]), ineqs: y0.ineqs.map((r) => [...r.slice(0, y0.nParam + y0.nDim), r[r.length - 1]!]) };
        let brute = true;
        for (const p of points(x.nParam, x.nDim, B, B)) if (refContains(x, p.params, p.dims) && !refContains(y, p.params, p.dims)) brute = false;
        expect(toBasicSet(x).isSubset(toBasicSet(y))).to.equal(brute);
      }),
      runs,
    );
  });

  it('impliesRowwise: a yes means every point is in the other set; weakened own rows always get one', () => {
    fc.assert(
      fc.property(pairShape(), fc.array(fc.nat({ max: 3 }), { minLength: 8, maxLength: 8 }), ([x0, y], slack) => {
        const x = withBox(x0, B, true);
        const n = x.nParam + x.nDim;
        const bx = toBasicSet(x);
        // Rows of x without locals, their constants raised: implied by those rows alone.
        const own = x.ineqs.filter((r) => r.slice(n, -1).every((a) => a === 0n));
        const weaker: RefSet = { nParam: x.nParam, nDim: x.nDim, divs: [], eqs: [], ineqs: own.map((r, i) => [...r.slice(0, n), r[r.length - 1]! + BigInt(slack[i % 8]!)]) };
        expect(bx.poly.impliesRowwise(toBasicSet(weaker).poly)).to.equal(true);
        if (!bx.poly.impliesRowwise(toBasicSet(y).poly)) return;
        for (const p of points(x.nParam, x.nDim, B, B)) if (refContains(x, p.params, p.dims)) expect(refContains(y, p.params, p.dims)).to.equal(true);
      }),
      runs,
    );
  });

  it('simple hull contains both and is no larger than the bounding box of both', () => {
    fc.assert(
      fc.property(pairShape(), ([x0, y0]) => {
        const x = withBox(x0, B);
        const y = withBox(y0, B);
        const h = simpleHull([toBasicSet(x), toBasicSet(y)]);
        for (const p of points(x.nParam, x.nDim, P, B + 1)) {
          const inAny = refContains(x, p.params, p.dims) || refContains(y, p.params, p.dims);
          if (inAny) expect(h.contains(p.params, p.dims)).to.equal(true);
          if (p.dims.some((d) => Math.abs(d) > B)) expect(h.contains(p.params, p.dims)).to.equal(false);
        }
      }),
      runs,
    );
  });
});

describe('poly/basicSet fixed cases', () => {
  it('impliesRowwise: a bound the set states, or a weaker one, and nothing that needs two rows or a division', () => {
    const poly = (s: string) => parseBasicSet(s).poly;
    const p = poly('[n] -> { [i, j] : 0 <= i < n and j = i + 1 }');
    expect(p.impliesRowwise(poly('[n] -> { [i, j] : i >= -2 }'))).to.equal(true);
    expect(p.impliesRowwise(poly('[n] -> { [i, j] : i <= n - 1 and j - i = 1 }'))).to.equal(true);
    expect(p.impliesRowwise(poly('[n] -> { [i, j] : j >= i }'))).to.equal(true);
    expect(p.impliesRowwise(poly('[n] -> { [i, j] : i >= 1 }'))).to.equal(false);
    // Implied (j = i + 1 >= 1), but only by two rows together: no answer without an emptiness test.
    expect(p.impliesRowwise(poly('[n] -> { [i, j] : j >= 1 }'))).to.equal(false);
    expect(p.impliesRowwise(poly('[n] -> { [i, j] : exists e : i = 2e }'))).to.equal(false);
    expect(p.impliesRowwise(poly('[n] -> { [i] : i >= 0 }'))).to.equal(false);
  });

  it('projects with strides exactly: { [i, j] : i = 2j } projected on i is the even numbers', () => {
    const s = parseUnionSet('{ [i, j] : i = 2j and 0 <= i <= 10 }').parts[0]!;
    const p = s.projectOut(1, 1);
    const members = [...Array(13).keys()].map((i) => i - 1).filter((i) => p.contains([], [i]));
    expect(members).to.deep.equal([0, 2, 4, 6, 8, 10]);
  });

  it('lexmin reports unbounded sets', () => {
    const s = parseUnionSet('{ [i, j] : j <= i }').parts[0]!;
    expect(s.lexmin([]).kind).to.equal('unbounded');
    const t = parseUnionSet('{ [i, j] : 0 <= i and j >= 2i and j <= 2i + 1 and 3j >= 7 }').parts[0]!;
    const r = t.lexmin([]);
    expect(r.kind === 'point' ? r.dims : null).to.deep.equal([1, 3] as Int[]);
  });
});
