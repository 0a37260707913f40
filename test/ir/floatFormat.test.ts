// Float literals: exact decimal-to-binary rounding per format, and printing identical to upstream MLIR.

import { expect } from 'chai';
import fc from 'fast-check';
import { bitsToNumber, formatFloat, formatFloatBits, numberToBits, parseDecimalToBits, roundToFormat } from '../../src/ir/floatFormat.js';
import { bf16, f16, f32, f64 } from '../../src/ir/types.js';

describe('float formatting', () => {
  it('prints like mlir-opt-19 (values observed from upstream output)', () => {
    const cases: [number, string][] = [
      [1, '1.000000e+00'],
      [2.5, '2.500000e+00'],
      [0.1, '1.000000e-01'],
      [0, '0.000000e+00'],
      [-0, '-0.000000e+00'],
      [1e10, '1.000000e+10'],
      [1e-10, '1.000000e-10'],
      [1e100, '1.000000e+100'],
      [100, '1.000000e+02'],
      [3.14159265358979, '3.14159265358979'],
      [1e-7, '9.9999999999999995E-8'],
      [123456789, '0x419D6F3454000000'],
      [1234567, '0x4132D68700000000'],
      [Infinity, '0x7FF0000000000000'],
      [-Infinity, '0xFFF0000000000000'],
      [NaN, '0x7FF8000000000000'],
    ];
    for (const [v, s] of cases) expect(formatFloat(v, f64.semantics), String(v)).to.equal(s);
    expect(formatFloat(Math.fround(12345678.9), f32.semantics)).to.equal('0x4B3C614F');
    expect(formatFloat(0.5, f16.semantics)).to.equal('5.000000e-01');
    expect(formatFloat(2.5, f32.semantics)).to.equal('2.500000e+00');
  });

  it('round-trips every printed f64 (property)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (v) => {
        const text = formatFloat(v, f64.semantics);
        const back = text.startsWith('0x') ? bitsToNumber(BigInt(text), f64.semantics) : Number(text);
        expect(Object.is(back, v)).to.equal(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trips every f32 and f16 bit pattern it prints (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (bits) => {
        const b = BigInt(bits);
        const v = bitsToNumber(b, f32.semantics);
        if (Number.isNaN(v)) return;
        const text = formatFloatBits(b, f32.semantics);
        const back = text.startsWith('0x') ? BigInt(text) : parseDecimalToBits(text, f32.semantics);
        expect(back).to.equal(b);
      }),
      { numRuns: 2000 },
    );
    for (let bits = 0n; bits < 0x7c00n; bits += 7n) {
      const text = formatFloatBits(bits, f16.semantics);
      const back = text.startsWith('0x') ? BigInt(text) : parseDecimalToBits(text, f16.semantics);
      expect(back, text).to.equal(bits);
    }
  });
});

describe('exact float parsing', () => {
  it('agrees with the correctly rounded JS parser for binary64 (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: -340, max: 300 }), (m, e) => {
        const text = `${m}e${e}`;
        expect(parseDecimalToBits(`${m}.0e${e}`, f64.semantics)).to.equal(numberToBits(Number(text), f64.semantics));
      }),
      { numRuns: 1000 },
    );
  });

  it('rounds to nearest even, including denormals, overflow and double-rounding traps', () => {
    // 1 + 2^-24 is exactly halfway between two floats: ties to even gives 1.
    expect(bitsToNumber(parseDecimalToBits('1.000000059604644775390625', f32.semantics)!, f32.semantics)).to.equal(1);
    // Slightly above halfway must round up even though the nearest double is the halfway point.
    const above = parseDecimalToBits('1.0000000596046447753906250000000001', f32.semantics)!;
    expect(bitsToNumber(above, f32.semantics)).to.equal(1 + 2 ** -23);
    expect(bitsToNumber(parseDecimalToBits('1.0e-45', f32.semantics)!, f32.semantics)).to.equal(2 ** -149);
    expect(bitsToNumber(parseDecimalToBits('1.0e39', f32.semantics)!, f32.semantics)).to.equal(Infinity);
    expect(bitsToNumber(parseDecimalToBits('65504.0', f16.semantics)!, f16.semantics)).to.equal(65504);
    expect(bitsToNumber(parseDecimalToBits('65520.0', f16.semantics)!, f16.semantics)).to.equal(Infinity);
    expect(roundToFormat(1 / 3, bf16.semantics)).to.equal(0.333984375);
  });
});
