// Flattening a schedule tree (isl_schedule_get_map) and the initial tree of a scop: on all 30 polybench/ kernels the
// initial tree orders every statement instance exactly as the original program runs them.

import { expect } from 'chai';
import type { Int } from '../../src/poly/int.js';
import { executeLoopNest } from '../../src/poly/loopNest.js';
import { flattenTree, scheduleMap, scheduleOf } from '../../src/schedule/flatten.js';
import { initialTree } from '../../src/schedule/initialTree.js';
import { parseScheduleTree, printScheduleTree } from '../../src/schedule/treeText.js';
import { kernelScops, kernels } from '../poly/kernelModules.js';

function lexLess(a: readonly Int[], b: readonly Int[]): boolean {
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return a[k]! < b[k]!;
  return false;
}

describe('schedule/flatten', () => {
  // Band members are output dims, sequence children their position; the shorter branch is padded with zeros.
  const tree = parseScheduleTree(`domain: "[n] -> { S0[i0, i1] : 0 <= i0 < n and 0 <= i1 < n; S1[i0] : 0 <= i0 < n }"
child:
  schedule: "[n] -> [{ S0[i0, i1] -> [(i0)]; S1[i0] -> [(i0)] }, { S0[i0, i1] -> [(floor((i1)/4))]; S1[i0] -> [(0)] }]"
  child:
    sequence:
    - filter: "[n] -> { S1[i0] : i0 <= 2 }"
    - filter: "[n] -> { S0[i0, i1] }"
      child:
        schedule: "[n] -> [{ S0[i0, i1] -> [(n - i1)] }]"
    - filter: "[n] -> { S1[i0] : i0 >= 3 }"
`);

  it('gives each instance the vector isl_schedule_get_map gives it', () => {
    const pieces = flattenTree(tree);
    expect(scheduleOf(pieces, ['n'], [10], 'S0', [2, 9])).to.deep.equal([2, 2, 1, 1]);
    expect(scheduleOf(pieces, ['n'], [10], 'S1', [1])).to.deep.equal([1, 0, 0, 0]);
    expect(scheduleOf(pieces, ['n'], [10], 'S1', [7])).to.deep.equal([7, 0, 2, 0]);
    expect(scheduleOf(pieces, ['n'], [10], 'S1', [10])).to.equal(null);
  });

  it('builds the union map with the same pairs', () => {
    const m = scheduleMap(tree);
    expect(m.contains([10], 'S0', [2, 9], null, [2, 2, 1, 1])).to.equal(true);
    expect(m.contains([10], 'S0', [2, 9], null, [2, 2, 1, 2])).to.equal(false);
    expect(m.contains([10], 'S1', [7], null, [7, 0, 2, 0])).to.equal(true);
    expect(m.contains([10], 'S1', [7], null, [7, 0, 0, 0])).to.equal(false);
  });

  describe('initial trees of the 30 polybench/ kernels order instances as the original program', function () {
    this.timeout(120000);
    for (const k of kernels) {
      it(k.name, () => {
        for (const x of kernelScops(k)) {
          const t = initialTree(x.scop);
          // What the tree looks like is part of the contract: it reads back as itself.
          expect(printScheduleTree(parseScheduleTree(printScheduleTree(t)))).to.equal(printScheduleTree(t));
          const params = x.scop.params;
          const values = params.map((_, i) => 5 + i);
          const pieces = flattenTree(t);
          const map = scheduleMap(t);
          let prev: Int[] | null = null;
          let count = 0;
          executeLoopNest(x.body, Object.fromEntries(params.map((p, i) => [p, values[i]!])), (stmt, iters) => {
            const v = scheduleOf(pieces, params, values, stmt.name, iters);
            expect(v, `${stmt.name}[${iters.join(', ')}] is in the tree`).to.not.equal(null);
            if (prev !== null) expect(lexLess(prev, v!), `${stmt.name}[${iters.join(', ')}] runs after the instance before it`).to.equal(true);
            if (count++ % 7 === 0) expect(map.contains(values, stmt.name, iters, null, v!), 'the union map holds the pair').to.equal(true);
            prev = v;
          });
          expect(count, `${x.scop.name} runs instances`).to.be.greaterThan(0);
        }
      });
    }
  });
});
