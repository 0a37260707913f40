// Division definitions of locals, sets as quasi-affine conditions, per-dimension bounds and the rational shadow,
// checked against brute-force enumeration of random sets with floor divisions.

import { expect } from 'chai';
import fc from 'fast-check';
import { evalAff, type AffExpr } from '../../src/poly/affExpr.js';
import { dimBounds } from '../../src/poly/bounds.js';
import { localDivs, setConditions } from '../../src/poly/divs.js';
import type { Int } from '../../src/poly/int.js';
import { parseBasicSet } from '../../src/poly/islParser.js';
import type { Condition } from '../../src/poly/loopNest.js';
import { BasicSet } from '../../src/poly/basicSet.js';
import { type RefSet, paramNames, points, refContains, refSetArb, toBasicSet, withBox } from './randomSets.js';

const P = 2;
const B = 3;
const runs = { numRuns: Number(process.env.POLY_FC_RUNS ?? 150) };

function envOf(set: BasicSet, params: readonly number[], dims: readonly number[]): (n: string) => Int {
  return (n) => {
    const d = set.tuple.dims.indexOf(n);
    if (d >= 0) return dims[d]!;
    const p = set.params.indexOf(n);
    if (p >= 0) return params[p]!;
    throw new Error(`unbound ${n}`);
  };
}

function holds(cs: readonly Condition[], env: (n: string) => Int): boolean {
  return cs.every((c) => (c.kind === 'eq' ? evalAff(c.expr, env) === 0 : evalAff(c.expr, env) >= 0));
}

function shape(): fc.Arbitrary<RefSet> {
  return fc
    .tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 1, max: 3 }))
    .chain(([nParam, nDim]) => refSetArb({ nParam, nDim, maxDivs: 2, maxEqs: 1, maxIneqs: 3 }));
}

describe('poly/divs: division definitions of locals', () => {
  it('recovers the floor divisions a set was built with', () => {
    const s = parseBasicSet('[n] -> { [i, j] : 4*floor((i + n)/4) + 3*floor(j/3) = i + j and floor(j/3) <= n }');
    const { defs } = localDivs(s.poly);
    expect(s.poly.nLocal).to.be.greaterThan(0);
    expect(defs.every((d) => d !== null)).to.equal(true);
    for (const d of defs) expect([3, 4]).to.include(Number(d!.divisor));
  });

  it('an equality defines a local as an exact division: { [i] : i = 3e } is i mod 3 = 0', () => {
    const s = parseBasicSet('{ [i] : exists (e : i = 3e and 0 <= i <= 20) }');
    const cs = setConditions(s)!;
    const members = [...Array(25).keys()].filter((i) => holds(cs, envOf(s, [], [i])));
    expect(members).to.deep.equal([0, 3, 6, 9, 12, 15, 18]);
  });

  it('setConditions describes exactly the set (random sets with floor divisions)', () => {
    let named = 0;
    fc.assert(
      fc.property(shape(), (s) => {
        const set = toBasicSet(s);
        const cs = setConditions(set);
        if (cs === null) return;
        named++;
        for (const p of points(s.nParam, s.nDim, P, B)) {
          expect(holds(cs, envOf(set, p.params, p.dims)), `at ${p.params}|${p.dims}`).to.equal(refContains(s, p.params, p.dims));
        }
      }),
      runs,
    );
    // Every local of these sets is a division, so nearly all of them must be nameable.
    expect(named).to.be.greaterThan(runs.numRuns * 0.9);
  });
});

describe('poly/polyhedron.shadowLocals', () => {
  it('contains the set, and projects { [i] : exists e : i = 2e } to all integers', () => {
    fc.assert(
      fc.property(shape(), (s) => {
        const set = toBasicSet(s);
        const sh = BasicSet.fromPolyhedron(set.space, set.poly.shadowLocals(() => true));
        expect(sh.poly.nLocal).to.equal(0);
        for (const p of points(s.nParam, s.nDim, P, B)) if (refContains(s, p.params, p.dims)) expect(sh.contains(p.params, p.dims)).to.equal(true);
      }),
      runs,
    );
    const even = parseBasicSet('{ [i] : exists (e : i = 2e and 0 <= e <= 3) }');
    const sh = BasicSet.fromPolyhedron(even.space, even.poly.shadowLocals(() => true));
    expect([...Array(9).keys()].filter((i) => sh.contains([], [i]))).to.deep.equal([0, 1, 2, 3, 4, 5, 6]);
  });

  it('keeps Fourier-Motzkin small: six existentials of a wavefronted tile band shadow to 1 <= c <= n - 2', () => {
    // The instances of cholesky's innermost loop projected on it (codegen's bounds over the parameters alone):
    // eliminating the six locals without dropping redundant rows grew past 4 GB.
    const set = parseBasicSet(
      '[n] -> { [c] : 0 <= c and exists (e0, e1, e2, e3, e4, e5: 0 <= e4 < n and c < e4 <= -32e0 + 32e2 + 31 and 0 <= e5 < c and ' +
        '-32e0 + 32e2 <= e4 <= 32e2 - 32e3 + 31 and 32e0 <= e5 <= 32e0 + 31 and 32e3 <= e5 <= 32e3 + 31 and 0 <= e2 and 16e2 < n and ' +
        '0 <= e3 and 32e2 - n < 32e3 and 2e3 <= e2 and 32e2 - 32e3 <= e4 <= -32e1 + 32e2 + 31 and 32e1 <= e5 <= 32e1 + 31 and e5 <= e4 and -32e1 + 32e2 <= e4) }',
    );
    const shadow = set.poly.shadowLocals(() => true);
    expect(shadow.nLocal).to.equal(0);
    expect(shadow.nIneq).to.be.at.most(3);
    const sh = BasicSet.fromPolyhedron(set.space, shadow);
    const expected = parseBasicSet('[n] -> { [c] : 1 <= c <= n - 2 }');
    expect(sh.isSubset(expected) && expected.isSubset(sh)).to.equal(true);
  });
});

function maxOf(es: readonly AffExpr[], env: (n: string) => Int): Int | null {
  return es.length === 0 ? null : es.map((e) => evalAff(e, env)).reduce((a, b) => (a >= b ? a : b));
}

function minOf(es: readonly AffExpr[], env: (n: string) => Int): Int | null {
  return es.length === 0 ? null : es.map((e) => evalAff(e, env)).reduce((a, b) => (a <= b ? a : b));
}

describe('poly/bounds.dimBounds', () => {
  it('tile bounds: { [t, i] : t = floor(i/32) and 0 <= i < n } gives 0 <= t <= floor((n - 1)/32)', () => {
    const s = parseBasicSet('[n] -> { [t, i] : t = floor(i/32) and 0 <= i < n }').projectOut(1, 1);
    const b = dimBounds(s, 0);
    expect(b.exact).to.equal(true);
    for (const n of [1, 31, 32, 33, 64, 65]) {
      const env = (x: string) => (x === 'n' ? n : 0);
      expect(maxOf(b.lower, env)).to.equal(0);
      expect(minOf(b.upper, env)).to.equal(Math.floor((n - 1) / 32));
    }
  });

  it('point loop bounds: max(32t, 0) <= i <= min(32t + 31, n - 1)', () => {
    const s = parseBasicSet('[n] -> { [t, i] : t = floor(i/32) and 0 <= i < n }');
    const b = dimBounds(s, 1);
    for (const [n, t] of [[100, 0], [100, 3], [40, 1]] as const) {
      const env = (x: string) => (x === 'n' ? n : x === 't' ? t : 0);
      expect(maxOf(b.lower, env)).to.equal(32 * t);
      expect(minOf(b.upper, env)).to.equal(Math.min(32 * t + 31, n - 1));
    }
  });

  it('a stride: { [t] : exists i : t = 2i + 1 and 0 <= i < n } steps by 2 from 1', () => {
    const s = parseBasicSet('[n] -> { [t] : exists (i : t = 2i + 1 and 0 <= i < n) }');
    const b = dimBounds(s, 0);
    expect(b.stride?.stride).to.equal(2);
    const env = (x: string) => (x === 'n' ? 5 : 0);
    expect(((Number(evalAff(b.stride!.offset, env)) % 2) + 2) % 2).to.equal(1);
    expect(maxOf(b.lower, env)).to.equal(1);
    expect(minOf(b.upper, env)).to.equal(9);
  });

  it('a fixed dimension: { [i, j] : j = i + 2 } fixes j', () => {
    const b = dimBounds(parseBasicSet('{ [i, j] : j = i + 2 and 0 <= i < 9 }'), 1);
    expect(evalAff(b.fixed!, (x) => (x === 'i' ? 4 : 0))).to.equal(6);
  });

  it('bounds of the last dimension: exact sets are described exactly, others are contained', () => {
    fc.assert(
      fc.property(shape(), (s0) => {
        const s = withBox(s0, B);
        const set = toBasicSet(s);
        const k = s.nDim - 1;
        const b = dimBounds(set, k);
        for (const p of points(s.nParam, s.nDim, P, B + 1)) {
          const env = envOf(set, p.params, p.dims);
          const x = p.dims[k]!;
          const lo = maxOf(b.lower, env);
          const hi = minOf(b.upper, env);
          const inBounds =
            holds(b.outer, env) &&
            (lo === null || x >= lo) &&
            (hi === null || x <= hi) &&
            (b.stride === null || (x - Number(evalAff(b.stride.offset, env))) % Number(b.stride.stride) === 0);
          const member = refContains(s, p.params, p.dims);
          if (member) expect(inBounds, `member ${p.params}|${p.dims} outside the bounds`).to.equal(true);
          if (b.exact) expect(inBounds, `exact bounds at ${p.params}|${p.dims}`).to.equal(member);
        }
      }),
      runs,
    );
  });

  it('rejects a set that still constrains a later dimension', () => {
    expect(() => dimBounds(parseBasicSet('{ [i, j] : 0 <= i <= j <= 3 }'), 0)).to.throw(/dimension 1/);
  });

  it('names come from the caller when given (outer dimensions as expressions)', () => {
    const s = parseBasicSet('[n] -> { [a, b] : a <= b < n }');
    const b = dimBounds(s, 1, { params: paramNames(0).concat(['N']), dims: [{ kind: 'const', value: 7 }, 'b'] });
    expect(evalAff(b.lower[0]!, () => 0)).to.equal(7);
    expect(evalAff(b.upper[0]!, (x) => (x === 'N' ? 10 : 0))).to.equal(9);
  });
});
