// Row normal forms and the coefficient index: normalizeInequalities against a direct reading of its contract.

import { expect } from 'chai';
import fc from 'fast-check';
import { type Int, floorDiv, gcd } from '../../src/poly/int.js';
import { CoefIndex, type Row, normalizeInequalities } from '../../src/poly/linearSystem.js';

/** The contract, the slow way: rows normalized, tautologies dropped, one row per coefficient vector, opposite pairs. */
function reference(ineqs: readonly Row[]): { rows: Row[]; paired: boolean[]; equalities: Row[] } | null {
  const rows: Row[] = [];
  const same = (a: Row, b: Row, s: 1 | -1) => a.slice(0, -1).every((x, i) => x == (s === 1 ? b[i]! : -b[i]!));
  for (const r0 of ineqs) {
    let g: Int = 0;
    for (const c of r0.slice(0, -1)) g = gcd(g, c);
    const c = r0[r0.length - 1]!;
    if (g === 0) {
      if (c < 0) return null;
      continue;
    }
    const r = [...r0.slice(0, -1).map((x) => Number(x) / Number(g)), floorDiv(c, g)] as Row;
    const at = rows.findIndex((o) => same(o, r, 1));
    if (at < 0) rows.push(r);
    else if (r[r.length - 1]! < rows[at]![r.length - 1]!) rows[at] = r;
  }
  const paired = rows.map(() => false);
  const equalities: Row[] = [];
  for (let i = 0; i < rows.length; i++) {
    if (paired[i]) continue;
    const j = rows.findIndex((o) => same(o, rows[i]!, -1));
    if (j < 0 || paired[j]) continue;
    const sum = Number(rows[i]![rows[i]!.length - 1]) + Number(rows[j]![rows[j]!.length - 1]);
    if (sum < 0) return null;
    if (sum === 0) {
      equalities.push(rows[i]!);
      paired[i] = paired[j] = true;
    }
  }
  return { rows, paired, equalities };
}

describe('poly/linearSystem', () => {
  // Few distinct coefficients and many rows, so parallel, opposite and colliding rows are common, and tables grow.
  const rowsArb = (width: number) => fc.array(fc.array(fc.integer({ min: -3, max: 3 }), { minLength: width + 1, maxLength: width + 1 }), { maxLength: 60 });

  for (const width of [1, 3, 6]) {
    it(`normalizeInequalities keeps what its contract says, over ${width} variables`, () => {
      fc.assert(
        fc.property(rowsArb(width), (ineqs) => {
          const equalities: Row[] = [];
          const got = normalizeInequalities(ineqs, (r) => (equalities.push(r), true));
          const want = reference(ineqs);
          if (want === null) {
            expect(got).to.equal(null);
            return;
          }
          expect(got).to.not.equal(null);
          expect(got!.rows.map((r) => [...r])).to.deep.equal(want.rows);
          expect([...got!.paired]).to.deep.equal(want.paired);
          expect(equalities.map((r) => [...r])).to.deep.equal(want.equalities);
        }),
        { numRuns: 400 },
      );
    });
  }

  it('CoefIndex finds every stored row and its negation past many rows, and nothing else', () => {
    const rows: Row[] = [];
    const index = new CoefIndex(rows);
    // 300 distinct coefficient vectors (the table starts at 16 slots), some with big coefficients.
    for (let k = 0; k < 300; k++) {
      rows.push([k % 7, Math.floor(k / 7) - 20, k % 3 === 0 ? 2n ** 60n + BigInt(k) : k, 5]);
      index.add(rows.length - 1);
    }
    rows.forEach((r, i) => {
      expect(index.find(r)).to.equal(i);
      expect(index.find(r.map((x) => (typeof x === 'bigint' ? -x : x === 0 ? 0 : -x)), -1)).to.equal(i);
    });
    expect(index.find([7, -20, 1, 0])).to.equal(-1);
    expect(index.find([0, -20, 0, 0], -1)).to.equal(-1);
  });
});
