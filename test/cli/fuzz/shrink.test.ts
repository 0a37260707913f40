// Shrinking: every candidate is a valid program, and greedy shrinking reaches a minimal program that keeps the
// property asked for.

import { expect } from 'chai';
import { generateProgram } from '../../../src/cli/fuzz/generate.js';
import { checkProgram } from '../../../src/cli/fuzz/layout.js';
import { statements, type Program } from '../../../src/cli/fuzz/program.js';
import { shrinkCandidates, shrinkProgram } from '../../../src/cli/fuzz/shrink.js';

const assigns = (p: Program) => [...statements(p.body)].flatMap(({ stmt }) => (stmt.kind === 'assign' ? [stmt] : []));
const hasProduct = (p: Program): boolean => assigns(p).some((a) => a.op === '*=');

describe('fuzz shrinking', () => {
  it('offers only valid programs', () => {
    for (const s of [3, 4, 5]) {
      const p = generateProgram(s);
      let n = 0;
      for (const c of shrinkCandidates(p)) {
        expect(checkProgram(c), `seed ${s}`).to.not.be.a('string');
        expect(JSON.stringify(c)).to.not.equal(JSON.stringify(p));
        n++;
      }
      expect(n).to.be.greaterThan(5);
    }
  });

  it('shrinks to a minimal program that keeps the failure', async () => {
    const seed = [...Array(200).keys()].find((s) => hasProduct(generateProgram(s)) && assigns(generateProgram(s)).length > 4)!;
    let calls = 0;
    const r = await shrinkProgram(
      generateProgram(seed),
      async (cands) => {
        calls++;
        return cands.findIndex(hasProduct);
      },
      performance.now() + 60_000,
    );
    expect(r.timedOut).to.equal(false);
    expect(r.steps).to.be.greaterThan(0);
    expect(calls).to.be.greaterThan(r.steps);
    // One statement is left, the product, with no loop, array or parameter it does not need.
    const left = assigns(r.program);
    expect(left).to.have.length(1);
    expect(left[0]!.op).to.equal('*=');
    expect(r.program.body).to.have.length(1);
    expect(r.program.arrays.length + r.program.scalars.length).to.equal(1);
  });
});
