// Point statements of a band (a statement with fewer loops, fused at a constant row) move before or after the band's
// loops where the tree stays legal, and stay where moving them would break a dependence.

import { expect } from 'chai';
import { computeDependences } from '../../src/poly/dependences.js';
import { printUnionSet } from '../../src/poly/islPrinter.js';
import { buildScop } from '../../src/poly/loopNest.js';
import { acc, ge, loop, stmt, sub } from '../../src/poly/loopNestDsl.js';
import { type Scop, scopDomain } from '../../src/poly/scop.js';
import { hoistPointStatements } from '../../src/schedule/hoistPointStatements.js';
import type { ScheduleTree } from '../../src/schedule/tree.js';
import { parseScheduleTree, printScheduleTree } from '../../src/schedule/treeText.js';
import { verifyTree } from '../../src/schedule/verify.js';

function treeOf(scop: Scop, body: string): ScheduleTree {
  return parseScheduleTree(`domain: "${printUnionSet(scopDomain(scop))}"\nchild:\n${body.replace(/^/gm, '  ')}\n`);
}

const legal = (scop: Scop) => {
  const deps = computeDependences(scop, { distances: false });
  return (t: ScheduleTree) => verifyTree(scop, deps, t).length === 0;
};

describe('schedule/hoistPointStatements', () => {
  it('moves a row recurrence\'s initialisation and final store out of the row loop', () => {
    // for i: y = 0; for j: { Y[i][j] = X[i][j] + y; y = Y[i][j] }; Z[i] = y
    const scop = buildScop('rec', ['W', 'H'], [
      loop('i', 0, 'W',
        stmt('S0', [acc('y')], []),
        loop('j', 0, 'H', stmt('S1', [acc('Y', 'i', 'j')], [acc('X', 'i', 'j'), acc('y')]), stmt('S2', [acc('y')], [acc('Y', 'i', 'j')])),
        stmt('S3', [acc('Z', 'i')], [acc('y')])),
    ], [ge(sub('H', 1))]);
    // As the scheduler fuses them: S0 at j = 0 before the others, S3 at j = H after them (H >= 1).
    const fused = treeOf(scop, `schedule: "[W, H] -> [{ S0[i0] -> [(i0)]; S1[i0, i1] -> [(i0)]; S2[i0, i1] -> [(i0)]; S3[i0] -> [(i0)] }]"
child:
  schedule: "[W, H] -> [{ S0[i0] -> [(0)]; S1[i0, i1] -> [(i1)]; S2[i0, i1] -> [(i1)]; S3[i0] -> [(H)] }]"
  child:
    sequence:
    - filter: "[W, H] -> { S0[i0] }"
    - filter: "[W, H] -> { S1[i0, i1] }"
    - filter: "[W, H] -> { S2[i0, i1] }"
    - filter: "[W, H] -> { S3[i0] }"`);
    expect(legal(scop)(fused)).to.equal(true);
    const out = printScheduleTree(hoistPointStatements(fused, legal(scop)));
    expect(out).to.contain(`  schedule: "[W, H] -> [{ S0[i0] -> [(i0)]; S1[i0, i1] -> [(i0)]; S2[i0, i1] -> [(i0)]; S3[i0] -> [(i0)] }]"
  child:
    sequence:
    - filter: "[W, H] -> { S0[i0] }"
    - filter: "[W, H] -> { S1[i0, i1]; S2[i0, i1] }"
      child:
        schedule: "[W, H] -> [{ S1[i0, i1] -> [(i1)]; S2[i0, i1] -> [(i1)] }]"
        child:
          sequence:
          - filter: "[W, H] -> { S1[i0, i1] }"
          - filter: "[W, H] -> { S2[i0, i1] }"
    - filter: "[W, H] -> { S3[i0] }"`);
  });

  it('keeps a point statement that reads what the loop writes before its point', () => {
    // for i: { for j: A[i][j] = X[i][j]; z[i] = A[i][0] }, fused with the read at j = 1 ahead of the write there.
    const scop = buildScop('late', ['W', 'H'], [
      loop('i', 0, 'W', loop('j', 0, 'H', stmt('S0', [acc('A', 'i', 'j')], [acc('X', 'i', 'j')])), stmt('S1', [acc('z', 'i')], [acc('A', 'i', 0)])),
    ]);
    const fused = treeOf(scop, `schedule: "[W, H] -> [{ S0[i0, i1] -> [(i0)]; S1[i0] -> [(i0)] }]"
child:
  schedule: "[W, H] -> [{ S0[i0, i1] -> [(i1)]; S1[i0] -> [(1)] }]"
  child:
    sequence:
    - filter: "[W, H] -> { S1[i0] }"
    - filter: "[W, H] -> { S0[i0, i1] }"`);
    expect(legal(scop)(fused)).to.equal(true);
    expect(printScheduleTree(hoistPointStatements(fused, legal(scop)))).to.equal(printScheduleTree(fused));
  });
});
