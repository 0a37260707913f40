// Affine expressions: upstream-compatible construction rules and printing, flattening and simplification.

import { expect } from 'chai';
import fc from 'fast-check';
import {
  AffineExpr,
  add,
  ceilDiv,
  constantExpr,
  dimExpr,
  evaluateAffineExpr,
  floorDiv,
  mod,
  mul,
  neg,
  printAffineExpr,
  sub,
  symbolExpr,
} from '../../src/ir/affineExpr.js';
import { flattenAffineExpr, simplifyAffineExpr, simplifyIntegerSet } from '../../src/ir/affineFlatten.js';
import { AffineMap, IntegerSet } from '../../src/ir/affineMap.js';

const d0 = dimExpr(0);
const d1 = dimExpr(1);
const s0 = symbolExpr(0);
const s1 = symbolExpr(1);
const p = (e: AffineExpr): string => printAffineExpr(e);

describe('affine expressions', () => {
  it('are uniqued: structurally equal expressions are the same object', () => {
    expect(add(d0, 1)).to.equal(add(d0, 1));
    expect(mul(d1, s0)).to.equal(mul(d1, s0));
    expect(add(d0, 1)).to.not.equal(add(d0, 2));
  });

  it('apply the construction rules upstream applies (as printed by mlir-opt-19)', () => {
    // Each expectation below was checked against mlir-opt-19's printing of the same input.
    expect(p(add(d1, d0))).to.equal('d1 + d0');
    expect(p(add(s1, s0))).to.equal('s1 + s0');
    expect(p(add(mul(d1, 2), d0))).to.equal('d1 * 2 + d0');
    expect(p(add(add(d0, 2), d1))).to.equal('d0 + d1 + 2');
    expect(p(add(mul(d0, 3), mul(d0, 4)))).to.equal('d0 * 7');
    expect(p(sub(d0, mul(floorDiv(d0, 4), 4)))).to.equal('d0 mod 4');
    expect(p(mod(mod(d0, 4), 2))).to.equal('d0 mod 2');
    expect(p(floorDiv(add(mul(d0, 8), 4), 4))).to.equal('d0 * 2 + 1');
    expect(p(add(add(add(3, d0), s0), 1))).to.equal('d0 + s0 + 4');
    expect(p(neg(add(d0, d1)))).to.equal('-(d0 + d1)');
    expect(p(sub(d0, mul(d1, 3)))).to.equal('d0 - d1 * 3');
    expect(p(mul(ceilDiv(d0, 2), -1))).to.equal('-(d0 ceildiv 2)');
    expect(p(sub(add(s0, neg(d0)), 1))).to.equal('-d0 + s0 - 1');
  });

  it('folds constants exactly and leaves undefined operations alone', () => {
    expect(floorDiv(-7, 2)).to.equal(constantExpr(-4));
    expect(ceilDiv(-7, 2)).to.equal(constantExpr(-3));
    expect(mod(-7, 2)).to.equal(constantExpr(1));
    expect(p(mod(d0, 0))).to.equal('d0 mod 0');
    expect(p(floorDiv(7, 0))).to.equal('7 floordiv 0');
    // Beyond 2^53 the sum is not exact in a double: it is kept symbolic instead of rounded.
    expect(p(add(constantExpr(Number.MAX_SAFE_INTEGER), 1))).to.equal(`${Number.MAX_SAFE_INTEGER} + 1`);
  });

  it('prints subtraction and negation the way upstream does', () => {
    expect(p(add(d0, -3))).to.equal('d0 - 3');
    expect(p(add(d0, mul(d1, -1)))).to.equal('d0 - d1');
    expect(p(add(d0, mul(add(d1, s0), -1)))).to.equal('d0 - (d1 + s0)');
    expect(p(mul(floorDiv(d0, 3), s0))).to.equal('(d0 floordiv 3) * s0');
  });
});

describe('flattening and simplification', () => {
  it('flattens to coefficients over [dims, symbols, locals, constant]', () => {
    const f = flattenAffineExpr(add(add(mul(d0, 2), s0), 5), 2, 1)!;
    expect(f.coeffs).to.deep.equal([2, 0, 1, 5]);
    const g = flattenAffineExpr(add(mod(d0, 4), d1), 2, 0)!;
    // d0 mod 4 = d0 - 4 * floor(d0 / 4): one local.
    expect(g.coeffs).to.deep.equal([1, 1, -4, 0]);
    expect(g.locals[0].dividend).to.deep.equal([1, 0, 0]);
    expect(g.locals[0].divisor).to.equal(4);
  });

  it('collects terms and cancels', () => {
    const e = add(add(d0, 1), sub(d0, 1));
    expect(p(simplifyAffineExpr(e, 1, 0))).to.equal('d0 * 2');
    expect(p(simplifyAffineExpr(sub(add(d0, d1), add(d1, d0)), 2, 0))).to.equal('0');
    expect(p(simplifyAffineExpr(floorDiv(mul(d0, 6), 4), 1, 0))).to.equal('(d0 * 3) floordiv 2');
  });

  it('preserves the value of random expressions (property)', () => {
    const leaf = fc.oneof(
      fc.constantFrom<AffineExpr>(d0, d1, s0),
      fc.integer({ min: -20, max: 20 }).map((c) => constantExpr(c) as AffineExpr),
    );
    const expr: fc.Arbitrary<AffineExpr> = fc.letrec<{ e: AffineExpr }>((tie) => ({
      e: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf,
        fc.tuple(tie('e'), tie('e')).map(([a, b]) => add(a, b)),
        fc.tuple(tie('e'), fc.integer({ min: -5, max: 5 })).map(([a, c]) => mul(a, c)),
        fc.tuple(tie('e'), fc.integer({ min: 1, max: 7 })).map(([a, c]) => floorDiv(a, c)),
        fc.tuple(tie('e'), fc.integer({ min: 1, max: 7 })).map(([a, c]) => ceilDiv(a, c)),
        fc.tuple(tie('e'), fc.integer({ min: 1, max: 7 })).map(([a, c]) => mod(a, c)),
      ),
    })).e;
    fc.assert(
      fc.property(expr, fc.integer({ min: -30, max: 30 }), fc.integer({ min: -30, max: 30 }), fc.integer({ min: -30, max: 30 }), (e, x, y, n) => {
        const simplified = simplifyAffineExpr(e, 2, 1);
        expect(evaluateAffineExpr(simplified, [x, y], [n])).to.equal(evaluateAffineExpr(e, [x, y], [n]));
        const flat = flattenAffineExpr(e, 2, 1);
        expect(flat).to.not.equal(undefined);
      }),
      { numRuns: 400 },
    );
  });

  it('simplifies integer sets: trivially true constraints drop, false ones empty the set', () => {
    const s = IntegerSet.get(1, 1, [add(d0, 10), d0, d0, constantExpr(3)], [false, false, false, false]);
    expect(simplifyIntegerSet(s).toString()).to.equal('(d0)[s0] : (d0 + 10 >= 0, d0 >= 0)');
    const empty = IntegerSet.get(1, 0, [d0, constantExpr(-1)], [false, false]);
    expect(simplifyIntegerSet(empty).isEmptyIntegerSet()).to.equal(true);
    const eqs = IntegerSet.get(1, 0, [sub(d0, 1), sub(1, d0)], [true, true]);
    expect(simplifyIntegerSet(eqs).toString()).to.equal('(d0) : (d0 - 1 == 0)');
  });

  it('prints maps and sets in upstream layout', () => {
    expect(AffineMap.get(2, 1, [add(d0, s0), d1]).toString()).to.equal('(d0, d1)[s0] -> (d0 + s0, d1)');
    expect(AffineMap.get(0, 0, []).toString()).to.equal('() -> ()');
    expect(IntegerSet.get(1, 1, [sub(sub(s0, d0), 1)], [false]).toString()).to.equal('(d0)[s0] : (-d0 + s0 - 1 >= 0)');
    expect(IntegerSet.get(1, 1, [sub(s0, add(d0, 1))], [false]).toString()).to.equal('(d0)[s0] : (-(d0 + 1) + s0 >= 0)');
  });
});
