// mapRow and mapPacked: map's values, in a packed array whichever V8 tier runs the caller (src/poly/packed.ts).

import { expect } from 'chai';
import v8 from 'node:v8';
import { neg } from '../../src/poly/int.js';
import { mapPacked, mapRow } from '../../src/poly/packed.js';

v8.setFlagsFromString('--allow-natives-syntax');
const isHoley = new Function('a', 'return %HasHoleyElements(a)') as (a: unknown) => boolean;
// Calls `f` on `args` twice to collect feedback, then optimized (TurboFan), and returns what the optimized call gave.
const optimizedCall = new Function(
  'f',
  'args',
  '%PrepareFunctionForOptimization(f); f(...args); f(...args); %OptimizeFunctionOnNextCall(f); return f(...args);',
) as <A extends unknown[], U>(f: (...args: A) => U, args: A) => U;

describe('poly/packed', () => {
  it('gives the values of map, with their indices', () => {
    expect(mapRow([3, -1, 0], (x, i) => 10 * i + x)).to.deep.equal([3, 9, 20]);
    expect(mapRow([], neg)).to.deep.equal([]);
    expect(mapPacked([[1], [2, 3]], (r, i) => [...r, i])).to.deep.equal([[1, 0], [2, 3, 1]]);
  });

  it('gives a packed array unoptimized and optimized alike', async () => {
    // A module instance of its own: V8 makes a literal's later arrays as wide as the widest it held, so the shared
    // helpers' arrays depend on what ran before (after the simplex tests, mapRow's come out holey now and then).
    // Here only this test's calls shape them.
    const own = (await import(`../../src/poly/packed.js?instance=${Date.now()}`)) as typeof import('../../src/poly/packed.js');
    expect(isHoley(own.mapRow([1, 2, 3], neg))).to.equal(false);
    // The helper itself optimized: Array.prototype.map inlined there would give a holey array.
    const optimized = optimizedCall(own.mapRow<number>, [[1, -2, 3], neg]);
    expect(optimized).to.deep.equal([-1, 2, -3]);
    expect(isHoley(optimized)).to.equal(false);
    const pairUp = (r: readonly number[]) => [r.length, ...r];
    const lists = optimizedCall(own.mapPacked<readonly number[], number[]>, [[[5], [6, 7]], pairUp]);
    expect(lists).to.deep.equal([[1, 5], [2, 6, 7]]);
    expect(isHoley(lists)).to.equal(false);
  });
});
