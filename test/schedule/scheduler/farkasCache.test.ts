// FarkasCache: a dependence part of the same shape between other statements is answered without a second
// elimination, and the answer is the one a fresh cache computes, over the other statements' coefficients.

import { expect } from 'chai';
import type { Dependence } from '../../../src/poly/dependences.js';
import { parseBasicMap } from '../../../src/poly/islParser.js';
import { UnionMap } from '../../../src/poly/union.js';
import { FarkasCache, type FarkasKind, liveDep } from '../../../src/schedule/scheduler/dependenceConstraints.js';

const params = ['N'];

/** A flow dependence S<a>[i, j] -> S<b>[i, j + 1] over a square, as the analysis gives it. */
function shifted(a: number, b: number, id: number) {
  const rel = parseBasicMap(`[N] -> { S${a}[i, j] -> S${b}[i2, j2] : i2 = i and j2 = j + 1 and 0 <= i < N and 0 <= j < N - 1 }`);
  const dep: Dependence = {
    kind: 'raw', source: `S${a}`, sink: `S${b}`, level: 3, depth: 2, loopCarried: true, relation: UnionMap.of([rel], params),
    arrays: ['A'], distance: [0, 0, 0, 1, 0], direction: ['=', '=', '=', '<', '='], uniform: true, validity: true,
  };
  return liveDep(id, dep, a, b, rel);
}

describe('FarkasCache', () => {
  const kinds: FarkasKind[] = ['validity', 'strong', 'proximity', 'zero'];

  it('eliminates a shape once, and names the statements of each dependence', () => {
    const cache = new FarkasCache({ params, parametricShift: true });
    for (const kind of kinds) {
      const first = cache.constraints(shifted(0, 1, 0), kind);
      const before = cache.eliminations;
      const other = cache.constraints(shifted(2, 3, 1), kind);
      expect(cache.eliminations, kind).to.equal(before);
      expect(other.names.some((n) => n.startsWith('S2_')) && other.names.some((n) => n.startsWith('S3_')), kind).to.equal(true);
      expect(other.names.some((n) => n.startsWith('S0_') || n.startsWith('S1_')), kind).to.equal(false);
      expect(other.ineqs, kind).to.deep.equal(first.ineqs);
      expect(other.eqs, kind).to.deep.equal(first.eqs);
      expect(other, kind).to.deep.equal(new FarkasCache({ params, parametricShift: true }).constraints(shifted(2, 3, 1), kind));
    }
    // validity, strong and proximity once each, and zero's distance <= 0 (its distance >= 0 is validity's).
    expect(cache.eliminations).to.equal(4);
  });

  it('eliminates again for a self dependence, whose coefficients cancel', () => {
    const cache = new FarkasCache({ params, parametricShift: true });
    cache.constraints(shifted(0, 1, 0), 'validity');
    const self = cache.constraints(shifted(2, 2, 1), 'validity');
    expect(cache.eliminations).to.equal(2);
    expect(self).to.deep.equal(new FarkasCache({ params, parametricShift: true }).constraints(shifted(2, 2, 1), 'validity'));
  });
});
