// Unions over several tuples, parameter alignment by name, fix/bound, and a few isl parser corner cases.

import { expect } from 'chai';
import fc from 'fast-check';
import { parseBasicSet, parseUnionMap, parseUnionSet } from '../../src/poly/islParser.js';
import { printUnionSet } from '../../src/poly/islPrinter.js';
import { points, refContains, refSetArb, toBasicSet } from './randomSets.js';

describe('poly/union and parameters', () => {
  it('aligns parameters by name whatever their order', () => {
    const a = parseBasicSet('[N, M] -> { S[i] : 0 <= i < N }');
    const b = parseBasicSet('[M, N] -> { S[i] : i >= M }');
    const c = a.intersect(b);
    expect(c.params).to.deep.equal(['N', 'M']);
    expect(c.contains([5, 2], [3])).to.equal(true);
    expect(c.contains([5, 4], [3])).to.equal(false);
    const d = parseBasicSet('[K] -> { S[i] : i = K }').intersect(a);
    expect(d.params).to.deep.equal(['K', 'N', 'M']);
    expect(d.contains([2, 5, 0], [2])).to.equal(true);
  });

  it('intersects, applies and restricts union objects tuple by tuple', () => {
    const dom = parseUnionSet('[N] -> { S0[i] : 0 <= i < N; S1[i, j] : 0 <= i < N and 0 <= j <= i }');
    const acc = parseUnionMap('[N] -> { S0[i] -> A[i]; S1[i, j] -> A[j]; S1[i, j] -> B[i, j] }');
    const touched = dom.apply(acc);
    expect(touched.partsNamed('A').length).to.equal(2);
    expect(touched.contains([4], 'A', [3])).to.equal(true);
    expect(touched.contains([4], 'A', [4])).to.equal(false);
    expect(touched.contains([4], 'B', [3, 3])).to.equal(true);
    expect(touched.contains([4], 'B', [2, 3])).to.equal(false);
    const onlyS1 = acc.intersectDomain(parseUnionSet('[N] -> { S1[i, j] : i = 2 }'));
    expect(onlyS1.parts.length).to.equal(2);
    expect(onlyS1.contains([9], 'S1', [2, 1], 'A', [1])).to.equal(true);
    expect(onlyS1.contains([9], 'S1', [3, 1], 'A', [1])).to.equal(false);
    const inter = dom.intersect(parseUnionSet('[N] -> { S1[i, j] : j = 0; T[k] }'));
    expect(inter.parts.map((p) => p.tuple.name)).to.deep.equal(['S1']);
    expect(acc.reverse().domain().partsNamed('B').length).to.equal(1);
    expect(acc.applyRange(parseUnionMap('{ A[x] -> C[x + 1] }')).contains([3], 'S1', [2, 1], 'C', [2])).to.equal(true);
  });

  it('fix and bound restrict exactly (brute force)', () => {
    fc.assert(
      fc.property(refSetArb({ nParam: 1, nDim: 2 }), fc.integer({ min: -2, max: 2 }), fc.integer({ min: -2, max: 2 }), (s, v, w) => {
        const b = toBasicSet(s);
        const fixed = b.fixDim(0, v);
        const bounded = b.boundDim(1, w, w + 1).boundParam('p0', 0, null);
        for (const p of points(1, 2, 2, 2)) {
          const r = refContains(s, p.params, p.dims);
          expect(fixed.contains(p.params, p.dims)).to.equal(r && p.dims[0] === v);
          expect(bounded.contains(p.params, p.dims)).to.equal(r && p.dims[1]! >= w && p.dims[1]! <= w + 1 && p.params[0]! >= 0);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('parses isl corner cases: chains, !=, true/false, empty, nested parentheses, tuple constants', () => {
    const s = parseUnionSet('[n] -> { A[i, 0] : (0 <= i <= n and i != 2) or false; B[] : true; C[j] : false }');
    expect(s.contains([4], 'A', [1, 0])).to.equal(true);
    expect(s.contains([4], 'A', [2, 0])).to.equal(false);
    expect(s.contains([4], 'A', [1, 1])).to.equal(false);
    expect(s.contains([4], 'B', [])).to.equal(true);
    expect(s.partsNamed('C').every((p) => p.isEmpty())).to.equal(true);
    expect(parseUnionSet('{ }').parts.length).to.equal(0);
    // The div form isl prints for strides.
    const even = parseBasicSet('[N] -> { S[i] : exists (e0 = floor((i)/2): 2e0 = i) and 0 <= i < N }');
    expect([0, 1, 2, 3, 4].map((i) => even.contains([10], [i]))).to.deep.equal([true, false, true, false, true]);
    expect(parseBasicSet(printUnionSet(parseUnionSet('{ [i] : exists e0 : 3e0 = i + 1 }'))).contains([], [2])).to.equal(true);
    expect(printUnionSet(parseUnionSet('[N] -> { : N >= 2 }'))).to.equal('[N] -> { : 2 <= N }');
    const big = parseBasicSet('{ [i] : 18446744073709551616 <= 3i <= 18446744073709551618 }');
    expect(big.isEmpty()).to.equal(false);
    expect(big.lexmin([]).kind === 'point' ? big.lexmin([]) : null).to.deep.equal({ kind: 'point', dims: [6148914691236517206n] });
  });
});
