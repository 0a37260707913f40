// The cache behind Polyhedron.isEmpty: keyed by the exact rows (and shape), hashed once per question.

import { expect } from 'chai';
import { RowSetCache } from '../../src/poly/rowSetCache.js';

describe('RowSetCache', () => {
  it('computes once per key and answers repeats from the cache', () => {
    const cache = new RowSetCache<number>(1000);
    let calls = 0;
    const ask = (shape: number[], eqs: number[][], ineqs: number[][]): number => cache.getOrCompute(shape, eqs, ineqs, () => ++calls);
    expect(ask([1, 1, 0], [], [[1, 0, 3]])).to.equal(1);
    expect(ask([1, 1, 0], [], [[1, 0, 3]])).to.equal(1);
    // Another constant, another shape, the row as an equality, large and bigint coefficients: other keys.
    expect(ask([1, 1, 0], [], [[1, 0, 4]])).to.equal(2);
    expect(ask([0, 2, 0], [], [[1, 0, 3]])).to.equal(3);
    expect(ask([1, 1, 0], [[1, 0, 3]], [])).to.equal(4);
    expect(ask([1, 1, 0], [], [[2 ** 40, 0, 3]])).to.equal(5);
    expect(cache.getOrCompute([1, 1, 0], [], [[2n ** 70n, 0, 3]], () => ++calls)).to.equal(6);
    expect(cache.getOrCompute([1, 1, 0], [], [[2n ** 70n, 0, 3]], () => ++calls)).to.equal(6);
    expect(ask([1, 1, 0], [], [[2 ** 40, 0, 3]])).to.equal(5);
    expect(calls).to.equal(6);
    // An exact integer is one coefficient whatever its representation.
    expect(cache.getOrCompute([1, 1, 0], [], [[1n, 0, 3n]], () => ++calls)).to.equal(1);
    expect(calls).to.equal(6);
  });

  it('keeps its own copy of the row lists (the rows themselves, never written once built, are shared)', () => {
    const cache = new RowSetCache<string>(1000);
    const ineqs = [[1, -1, 0]];
    cache.getOrCompute([0, 2, 0], [], ineqs, () => 'first');
    // A caller adding to its list after asking does not change the key that was stored.
    ineqs.push([0, 1, 0]);
    expect(cache.getOrCompute([0, 2, 0], [], ineqs, () => 'second')).to.equal('second');
    expect(cache.getOrCompute([0, 2, 0], [], [[1, -1, 0]], () => 'third')).to.equal('first');
  });

  it('starts over when the coefficients kept would pass its limit', () => {
    const cache = new RowSetCache<number>(6);
    cache.getOrCompute([0, 2, 0], [], [[1, 0, 0]], () => 1);
    cache.getOrCompute([0, 2, 0], [], [[0, 1, 0]], () => 2);
    expect(cache.getOrCompute([0, 2, 0], [], [[1, 0, 0]], () => 9)).to.equal(1);
    cache.getOrCompute([0, 2, 0], [], [[1, 1, 0]], () => 3);
    expect(cache.getOrCompute([0, 2, 0], [], [[1, 0, 0]], () => 9)).to.equal(9);
  });
});
