// Checked integer arithmetic agrees with BigInt everywhere, including across the 2^53 boundary.

import { expect } from 'chai';
import fc from 'fast-check';
import v8 from 'node:v8';
import * as I from '../../src/poly/int.js';

// V8's own view of a value: a small integer (Smi) or a boxed number, an array of small integers or of doubles.
v8.setFlagsFromString('--allow-natives-syntax');
const isSmallInteger = new Function('x', 'return %IsSmi(x)') as (x: unknown) => boolean;
const hasSmallIntegerElements = new Function('a', 'return %HasSmiElements(a)') as (a: unknown) => boolean;

const interesting = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }).map(BigInt),
  fc.bigInt({ min: -(2n ** 60n), max: 2n ** 60n }),
  fc.constantFrom(2n ** 53n - 1n, 2n ** 53n, -(2n ** 53n) + 1n, 2n ** 53n + 1n, 2n ** 26n + 3n, 2n ** 27n),
);

const canon = (x: bigint): I.Int => I.int(x);
const asBig = (x: I.Int): bigint => BigInt(x);

describe('poly/int', () => {
  it('keeps canonical form: number iff safe', () => {
    expect(I.int(5n)).to.equal(5);
    expect(typeof I.int(2n ** 53n)).to.equal('bigint');
    expect(typeof I.add(Number.MAX_SAFE_INTEGER, 1)).to.equal('bigint');
    expect(I.sub(I.add(Number.MAX_SAFE_INTEGER, 1), 1)).to.equal(Number.MAX_SAFE_INTEGER);
  });

  it('rejects floats and unsafe numbers', () => {
    expect(() => I.int(0.5)).to.throw(I.NotAnIntegerError);
    expect(() => I.int(2 ** 60)).to.throw(I.NotAnIntegerError);
  });

  it('add, sub, mul, mulAdd agree with BigInt', () => {
    fc.assert(
      fc.property(interesting, interesting, interesting, interesting, (a, b, c, d) => {
        expect(asBig(I.add(canon(a), canon(b)))).to.equal(a + b);
        expect(asBig(I.sub(canon(a), canon(b)))).to.equal(a - b);
        expect(asBig(I.mul(canon(a), canon(b)))).to.equal(a * b);
        expect(asBig(I.mulAdd(canon(a), canon(b), canon(c), canon(d)))).to.equal(a * b + c * d);
        // canonical: equal values are ===
        expect(I.mul(canon(a), canon(b)) === canon(a * b)).to.equal(true);
      }),
      { numRuns: 500 },
    );
  });

  it('floorDiv, ceilDiv, mod, gcd agree with BigInt definitions', () => {
    fc.assert(
      fc.property(interesting, interesting.filter((x) => x !== 0n), (a, b) => {
        let q = a / b;
        if (q * b !== a && (a < 0n) !== (b < 0n)) q -= 1n;
        expect(asBig(I.floorDiv(canon(a), canon(b)))).to.equal(q);
        const cq = -(((-a) / b) - ((-a) % b !== 0n && ((-a) < 0n) !== (b < 0n) ? 1n : 0n));
        expect(asBig(I.ceilDiv(canon(a), canon(b)))).to.equal(cq);
        const m = asBig(I.mod(canon(a), canon(b)));
        const ab = b < 0n ? -b : b;
        expect(m >= 0n && m < ab && (a - m) % ab === 0n).to.equal(true);
        const g = asBig(I.gcd(canon(a), canon(b)));
        expect(a % g === 0n && b % g === 0n).to.equal(true);
        expect(asBig(I.gcd(canon(a / g), canon(b / g)))).to.equal(1n);
      }),
      { numRuns: 500 },
    );
  });

  it('floorDiv is exact near 2^53 where float division would round', () => {
    const a = Number.MAX_SAFE_INTEGER; // 2^53 - 1
    const b = Number.MAX_SAFE_INTEGER - 1;
    expect(I.floorDiv(a, b)).to.equal(1);
    expect(I.floorDiv(-a, b)).to.equal(-2);
    expect(I.floorDiv(a - 1, a)).to.equal(0);
  });

  it('gives small results as small integers, never as boxed doubles through a -0 (the note on -0 in int.ts)', () => {
    // Each of these meets a -0 on the way in plain JS arithmetic: 0 * -1, -1 * 0, -4 % 2, 0 / -3.
    const results = [
      I.mul(0, -1), I.mul(-5, 0), I.mulAdd(1, 1, -1, 0), I.mulAdd(-1, 0, 2, 3), I.mulAdd(0, -2, 0, -7),
      I.floorDiv(-4, 2), I.floorDiv(-9, -3), I.floorDiv(0, -3), I.floorDiv(-1, -3), I.floorDiv(1, -3),
      I.floorDiv(-7, -3), I.ceilDiv(4, -2), I.ceilDiv(1, 3), I.exactDiv(0, -3), I.exactDiv(-6, 3), I.mod(-4, 2),
      I.mod(-1, 3), I.lcm(-4, 6),
    ];
    expect(results).to.deep.equal([0, 0, 1, 6, 0, -2, 3, 0, 0, -1, 2, -2, 1, 0, -2, 0, 2, 12]);
    for (const r of results) expect(isSmallInteger(r), `${r}`).to.equal(true);
    // So a row combined from them (by pushing, as combineRows does) stays an array of small integers. The array is
    // this test's own: V8 makes every later array of a literal site (combineRows's) like the widest it held before,
    // and other tests' rows hold bigints.
    const r = [0, 1, 2, -3];
    const t = [4, 0, 0, 0];
    const row: I.Int[] = [];
    for (let i = 0; i < r.length; i++) row.push(I.mulAdd(-1, r[i]!, 1, t[i]!));
    expect(row).to.deep.equal([4, -1, -2, 3]);
    expect(hasSmallIntegerElements(row)).to.equal(true);
  });
});
