// Set difference, disjoint decomposition and union gist, checked against brute-force enumeration.

import { expect } from 'chai';
import fc from 'fast-check';
import { BasicSet } from '../../src/poly/basicSet.js';
import { makeDisjoint, subtract } from '../../src/poly/difference.js';
import { localDivs } from '../../src/poly/divs.js';
import { parseUnionSet } from '../../src/poly/islParser.js';
import { UnionSet } from '../../src/poly/union.js';
import { type RefSet, points, refContains, refSetArb, toBasicSet } from './randomSets.js';

const P = 1;
const B = 3;
const runs = { numRuns: Number(process.env.POLY_FC_RUNS ?? 120) };

function pairShape(): fc.Arbitrary<[RefSet, RefSet]> {
  return fc
    .tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 1, max: 2 }))
    .chain(([nParam, nDim]) => fc.tuple(refSetArb({ nParam, nDim, maxDivs: 1 }), refSetArb({ nParam, nDim, maxDivs: 1 })));
}

const inAny = (parts: readonly BasicSet[], params: number[], dims: number[]) => parts.filter((x) => x.contains(params, dims)).length;

describe('poly/difference', () => {
  it('subtract: a point is in a \\ b exactly once when in a and not in b', () => {
    let tried = 0;
    fc.assert(
      fc.property(pairShape(), ([a, b]) => {
        const bb = toBasicSet(b).simplify();
        if (localDivs(bb.poly).defs.some((d) => d === null)) return;
        tried++;
        const pieces = subtract(toBasicSet(a), bb);
        for (const p of points(a.nParam, a.nDim, P, B)) {
          const want = refContains(a, p.params, p.dims) && !refContains(b, p.params, p.dims);
          expect(inAny(pieces, p.params, p.dims), `at ${p.params}|${p.dims}`).to.equal(want ? 1 : 0);
        }
      }),
      runs,
    );
    expect(tried).to.be.greaterThan(runs.numRuns * 0.8);
  });

  it('makeDisjoint: same points, each in one part', () => {
    fc.assert(
      fc.property(pairShape(), fc.boolean(), ([a, b], swap) => {
        const parts = (swap ? [b, a] : [a, b]).map((x) => toBasicSet(x).simplify());
        if (localDivs(parts[0]!.poly).defs.some((d) => d === null)) return;
        const dis = makeDisjoint(parts);
        for (const p of points(a.nParam, a.nDim, P, B)) {
          const want = refContains(a, p.params, p.dims) || refContains(b, p.params, p.dims);
          expect(inAny(dis, p.params, p.dims)).to.equal(want ? 1 : 0);
        }
      }),
      runs,
    );
  });

  it('peels a loop: [0, n) minus [1, n) is { 0 } when n >= 1', () => {
    const u = parseUnionSet('[n] -> { S[i] : 0 <= i < n }').subtract(parseUnionSet('[n] -> { S[i] : 1 <= i < n }'));
    for (const n of [0, 1, 5]) for (let i = -2; i < 8; i++) expect(u.contains([n], 'S', [i])).to.equal(i === 0 && n >= 1);
  });

  it('a stride set subtracts exactly: [0, 9] minus the even numbers is the odd ones', () => {
    const u = parseUnionSet('{ S[i] : 0 <= i <= 9 }').subtract(parseUnionSet('{ S[i] : exists (e : i = 2e) }'));
    const members = [...Array(12).keys()].filter((i) => u.contains([], 'S', [i]));
    expect(members).to.deep.equal([1, 3, 5, 7, 9]);
  });

  it('a local of the subtracted set with the division of one of a\'s is a\'s, not a new one', () => {
    // From code generation's separation on fuzz seed 60216 (-O3 -fopenmp): every piece took all of b's locals on top of
    // a's, though each is a division a already has; after a few rounds pieces had 150 locals and the compile ran for
    // minutes.
    const a = parseUnionSet(
      '[n, m] -> { S[c0, c1, c2, c3, c4] : c4 = 2c3 and exists (e0, e1, e2: 2e0 = c0 and 2e2 = c0 and 32c1 - c3 <= 32e1 <= 32c1 - c3 + 31 and c3 - 15 <= 16e1 <= c3) }',
    ).parts[0]!;
    const b = parseUnionSet(
      '[n, m] -> { S[c0, c1, c2, c3, c4] : 2c3 <= c4 <= 2c3 + 2 and 32c2 <= c4 <= 32c2 + 31 and exists (e0, e1, e2: 2e0 = c0 and 2e2 = c0 and 32c1 - c3 <= 32e1 <= 32c1 - c3 + 31 and c4 - 31 <= 32e1 <= c4) }',
    ).parts[0]!;
    const pieces = subtract(a, b);
    expect(Math.max(...pieces.map((x) => x.poly.nLocal))).to.be.at.most(a.simplify().poly.nLocal);
    for (const c0 of [0, 1, 2])
      for (const c2 of [0, 1])
        for (let c3 = 0; c3 < 21; c3++)
          for (let c4 = 0; c4 < 43; c4++) {
            const dims = [c0, 0, c2, c3, c4];
            const want = a.contains([1, 1], dims) && !b.contains([1, 1], dims);
            expect(inAny(pieces, [1, 1], dims), `at ${dims}`).to.equal(want ? 1 : 0);
          }
  });

  it('rejects subtracting an existential that no division defines', () => {
    const a = parseUnionSet('{ S[i] : 0 <= i <= 9 }').parts[0]!;
    const b = parseUnionSet('{ S[i] : exists (e : 2e <= i <= 3e - 1) }').parts[0]!;
    expect(localDivs(b.simplify().poly).defs).to.deep.equal([null]);
    expect(() => subtract(a, b)).to.throw(/no division defines/);
  });

  it('UnionSet.gist drops what a parameter context implies', () => {
    const u = parseUnionSet('[n] -> { S[i] : 0 <= i < n and n >= 1; T[i] : i = n - 1 and n >= 1 }');
    const g = u.gist(parseUnionSet('[n] -> { : n >= 1 }').parts[0]!);
    for (const p of g.parts) for (const c of p.constraints()) expect(c.expr.dims.some((x) => x !== 0), 'a parameter-only constraint survived').to.equal(true);
    expect(UnionSet.of(g.parts).contains([3], 'T', [2])).to.equal(true);
  });
});
