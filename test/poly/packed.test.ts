// mapRow and mapPacked: map's values, in a packed array whichever V8 tier runs the caller (src/poly/packed.ts).

import { expect } from 'chai';
import v8 from 'node:v8';
import { neg } from '../../src/poly/int.js';
import { mapPacked, mapRow } from '../../src/poly/packed.js';

v8.setFlagsFromString('--allow-natives-syntax');
const isHoley = new Function('a', 'return %HasHoleyElements(a)') as (a: unknown) => boolean;
// Runs `f` once to collect feedback, then optimized (TurboFan), and returns what the optimized call gave.
const optimizedCall = new Function(
  'f',
  'x',
  '%PrepareFunctionForOptimization(f); f(x); f(x); %OptimizeFunctionOnNextCall(f); return f(x);',
) as <T, U>(f: (x: T) => U, x: T) => U;

describe('poly/packed', () => {
  it('gives the values of map, with their indices', () => {
    expect(mapRow([3, -1, 0], (x, i) => 10 * i + x)).to.deep.equal([3, 9, 20]);
    expect(mapRow([], neg)).to.deep.equal([]);
    expect(mapPacked([[1], [2, 3]], (r, i) => [...r, i])).to.deep.equal([[1, 0], [2, 3, 1]]);
  });

  it('gives a packed array from interpreted and from optimized callers alike', () => {
    const negateRow = (row: readonly number[]) => mapRow(row, neg);
    expect(isHoley(negateRow([1, 2, 3]))).to.equal(false);
    const optimized = optimizedCall(negateRow, [1, -2, 3]);
    expect(optimized).to.deep.equal([-1, 2, -3]);
    expect(isHoley(optimized)).to.equal(false);
    const pairUp = (rows: readonly (readonly number[])[]) => mapPacked(rows, (r) => [r.length, ...r]);
    const lists = optimizedCall(pairUp, [[5], [6, 7]]);
    expect(lists).to.deep.equal([[1, 5], [2, 6, 7]]);
    expect(isHoley(lists)).to.equal(false);
  });
});
