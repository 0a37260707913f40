// Relation operations (reverse, domain, range, apply, compose, deltas, print/parse) agree with brute force.

import { expect } from 'chai';
import fc from 'fast-check';
import { BasicMap } from '../../src/poly/basicMap.js';
import { parseUnionMap } from '../../src/poly/islParser.js';
import { printUnionMap } from '../../src/poly/islPrinter.js';
import { tuple } from '../../src/poly/space.js';
import { UnionMap } from '../../src/poly/union.js';
import { type RefSet, points, refContains, refSetArb, toBasicSet, withBox } from './randomSets.js';

const P = 1;
const B = 2;
const runs = { numRuns: Number(process.env.POLY_FC_RUNS ?? 80) };

function asMap(s: RefSet, nIn: number, inName = 'A', outName = 'B'): BasicMap {
  const set = toBasicSet(s);
  const dims = set.tuple.dims;
  return BasicMap.fromDomainAndRange(set, tuple(inName, dims.slice(0, nIn)), tuple(outName, dims.slice(nIn)));
}

const mapShape = fc
  .tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: 2 }))
  .chain(([nParam, nIn, nOut]) => fc.tuple(fc.constant(nIn), refSetArb({ nParam, nDim: nIn + nOut, maxIneqs: 3 })));

describe('poly/basicMap vs brute force', () => {
  it('reverse, domain and range', () => {
    fc.assert(
      fc.property(mapShape, ([nIn, s0]) => {
        const s = withBox(s0, B);
        const nOut = s.nDim - nIn;
        const m = asMap(s, nIn);
        const rev = m.reverse();
        const dom = m.domain();
        const ran = m.range();
        for (const p of points(s.nParam, s.nDim, P, B)) {
          const x = p.dims.slice(0, nIn);
          const y = p.dims.slice(nIn);
          expect(rev.contains(p.params, y, x)).to.equal(refContains(s, p.params, p.dims));
        }
        for (const p of points(s.nParam, nIn, P, B)) {
          let brute = false;
          for (const q of points(0, nOut, 0, B)) if (refContains(s, p.params, [...p.dims, ...q.dims])) brute = true;
          expect(dom.contains(p.params, p.dims)).to.equal(brute);
        }
        for (const p of points(s.nParam, nOut, P, B)) {
          let brute = false;
          for (const q of points(0, nIn, 0, B)) if (refContains(s, p.params, [...q.dims, ...p.dims])) brute = true;
          expect(ran.contains(p.params, p.dims)).to.equal(brute);
        }
      }),
      runs,
    );
  });

  it('applyRange (composition) and apply to a set', () => {
    const shape = fc
      .tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: 2 }))
      .chain(([nParam, a, b, c]) =>
        fc.tuple(fc.constant([a, b, c] as const), refSetArb({ nParam, nDim: a + b }), refSetArb({ nParam, nDim: b + c }), refSetArb({ nParam, nDim: a })),
      );
    fc.assert(
      fc.property(shape, ([[a, b, c], r10, r2, d]) => {
        const r1 = withBox(r10, B);
        const m1 = asMap(r1, a, 'A', 'B');
        const m2 = asMap(r2, b, 'B', 'C');
        const comp = m1.applyRange(m2);
        const dom = toBasicSet(d, 'A');
        const img = m1.apply(dom);
        for (const p of points(r1.nParam, a + c, P, B)) {
          const x = p.dims.slice(0, a);
          const z = p.dims.slice(a);
          let brute = false;
          for (const q of points(0, b, 0, B)) if (refContains(r1, p.params, [...x, ...q.dims]) && refContains(r2, p.params, [...q.dims, ...z])) brute = true;
          expect(comp.contains(p.params, x, z)).to.equal(brute);
        }
        for (const p of points(r1.nParam, b, P, B)) {
          let brute = false;
          for (const q of points(0, a, 0, B)) if (refContains(d, p.params, q.dims) && refContains(r1, p.params, [...q.dims, ...p.dims])) brute = true;
          expect(img.contains(p.params, p.dims)).to.equal(brute);
        }
      }),
      runs,
    );
  });

  it('deltas', () => {
    const shape = fc.tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 1, max: 2 })).chain(([nParam, n]) => fc.tuple(fc.constant(n), refSetArb({ nParam, nDim: 2 * n })));
    fc.assert(
      fc.property(shape, ([n, s0]) => {
        const s = withBox(s0, B);
        const d = asMap(s, n, 'A', 'A').deltas();
        for (const p of points(s.nParam, n, P, 2 * B + 1)) {
          let brute = false;
          for (const q of points(0, n, 0, B)) {
            const y = q.dims.map((x, i) => x + p.dims[i]!);
            if (refContains(s, p.params, [...q.dims, ...y])) brute = true;
          }
          expect(d.contains(p.params, p.dims)).to.equal(brute);
        }
      }),
      runs,
    );
  });

  it('print then parse gives the same relation', () => {
    fc.assert(
      fc.property(mapShape, ([nIn, s]) => {
        const m = asMap(s, nIn, 'S0', 'A');
        const back = parseUnionMap(printUnionMap(UnionMap.of([m])));
        for (const p of points(s.nParam, s.nDim, P, B)) {
          const x = p.dims.slice(0, nIn);
          const y = p.dims.slice(nIn);
          expect(back.contains(p.params, 'S0', x, 'A', y)).to.equal(refContains(s, p.params, p.dims));
        }
      }),
      runs,
    );
  });
});

describe('poly/isl syntax', () => {
  it('prints functions as output expressions and anonymous schedule tuples', () => {
    const m = parseUnionMap('[ni, nk] -> { S1[i0, i1, i2] -> A[i0, i2]; S0[i, j] -> [0, i, 0, j, 0] }');
    expect(printUnionMap(m)).to.equal('[ni, nk] -> { S1[i0, i1, i2] -> A[i0, i2]; S0[i, j] -> [0, i, 0, j, 0] }');
  });

  it('reports errors with a column', () => {
    expect(() => parseUnionMap('{ S[i] -> A[i + k] }')).to.throw(/1:17: error: isl syntax: unknown identifier 'k'/);
    expect(() => parseUnionMap('{ S[i] -> A[i * i] }')).to.throw(/non-affine/);
  });

  it('understands floor, ceil, mod, exists and disjunctions', () => {
    const m = parseUnionMap('{ S[i] -> T[floor((i)/3), ceil(i/2), i mod 4] : 0 <= i <= 20 and (i < 5 or exists (e: i = 2e + 1)) }');
    for (let i = -2; i <= 22; i++) {
      const inside = i >= 0 && i <= 20 && (i < 5 || i % 2 === 1);
      expect(m.contains([], 'S', [i], 'T', [Math.floor(i / 3), Math.ceil(i / 2), ((i % 4) + 4) % 4])).to.equal(inside);
      expect(m.contains([], 'S', [i], 'T', [Math.floor(i / 3) + 1, Math.ceil(i / 2), ((i % 4) + 4) % 4])).to.equal(false);
    }
  });
});
