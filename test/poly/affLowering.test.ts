// AffLowering against evaluation: the polyhedron of `t = e` holds exactly the points where e evaluates to t, for
// random expressions with floor and ceiling divisions and remainders (nested, repeated), a dim named like a param.

import { expect } from 'chai';
import fc from 'fast-check';
import { type AffExpr, AffLowering, evalAff } from '../../src/poly/affExpr.js';
import { BasicMap } from '../../src/poly/basicMap.js';
import { zeros } from '../../src/poly/int.js';
import { Polyhedron } from '../../src/poly/polyhedron.js';
import { Space, tuple } from '../../src/poly/space.js';

const params = ['n', 'm'];
// 'n' again as a dim: inside the expression it names the dim (inner names shadow outer ones).
const dims = ['i', 'j', 'n'];

const leaf: fc.Arbitrary<AffExpr> = fc.oneof(
  fc.integer({ min: -4, max: 4 }).map((value): AffExpr => ({ kind: 'const', value })),
  fc.constantFrom(...params, ...dims).map((name): AffExpr => ({ kind: 'var', name })),
);
const expr: fc.Arbitrary<AffExpr> = fc.letrec<{ e: AffExpr }>((tie) => ({
  e: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.record({ kind: fc.constant('add' as const), lhs: tie('e'), rhs: tie('e') }),
    fc.record({ kind: fc.constant('mul' as const), lhs: tie('e'), factor: fc.integer({ min: -3, max: 3 }) }),
    fc.record({ kind: fc.constantFrom('floordiv' as const, 'ceildiv' as const, 'mod' as const), lhs: tie('e'), divisor: fc.integer({ min: 1, max: 4 }) }),
  ),
})).e;

describe('AffLowering', () => {
  it('lowers t = e to a polyhedron holding exactly the points where e evaluates to t', () => {
    const value = fc.integer({ min: -6, max: 6 });
    fc.assert(
      fc.property(expr, fc.array(value, { minLength: 2, maxLength: 2 }), fc.array(value, { minLength: 3, maxLength: 3 }), (e, ps, ds) => {
        const names = [...dims, 't'];
        const low = new AffLowering(params, names);
        const cond: AffExpr = { kind: 'add', lhs: { kind: 'var', name: 't' }, rhs: { kind: 'mul', lhs: e, factor: -1 } };
        const { nLocal, constraints } = low.constraints([{ kind: 'eq', expr: cond }]);
        const poly = Polyhedron.fromConstraints(params.length, names.length, nLocal, constraints);
        const env = (x: string): number => (dims.includes(x) ? ds[dims.indexOf(x)]! : ps[params.indexOf(x)]!);
        const t = Number(evalAff(e, env));
        expect(poly.containsPoint(ps, [...ds, t])).to.equal(true);
        expect(poly.containsPoint(ps, [...ds, t + 1])).to.equal(false);
      }),
      { numRuns: 300 },
    );
  });

  it('makes one local per distinct division, shared by its uses', () => {
    const div: AffExpr = { kind: 'floordiv', lhs: { kind: 'add', lhs: { kind: 'var', name: 'i' }, rhs: { kind: 'var', name: 'n' } }, divisor: 3 };
    const low = new AffLowering(['n'], ['i']);
    const { nLocal, constraints } = low.constraints([
      { kind: 'ineq', expr: div },
      { kind: 'ineq', expr: { kind: 'add', lhs: div, rhs: { kind: 'const', value: 2 } } },
    ]);
    expect(nLocal).to.equal(1);
    // Two conditions, and the two bounds defining the local.
    expect(constraints).to.have.length(4);
    expect(constraints.map((c) => c.expr.locals)).to.deep.equal([[1], [1], [-3], [3]]);
  });
});

describe('BasicMap.addLoweredCondition', () => {
  it('gives the rows addAffConditions gives for the same condition', () => {
    const rel = BasicMap.universe(Space.forMap(params, tuple('S', ['i', 'j']), tuple('T', ['n'])));
    const names = ['i', 'j', 'n'];
    const signed = (e: AffExpr, sign: 1 | -1, shift: number): AffExpr => ({ kind: 'add', lhs: { kind: 'mul', lhs: e, factor: sign }, rhs: { kind: 'const', value: shift } });
    fc.assert(
      fc.property(expr, fc.constantFrom<1 | -1>(1, -1), fc.integer({ min: -2, max: 2 }), fc.constantFrom<'eq' | 'ineq'>('eq', 'ineq'), (e, sign, shift, kind) => {
        const once = rel.addLoweredCondition(rel.lowerAff(e, names), kind, sign, shift);
        const direct = rel.addAffConditions([{ kind, expr: signed(e, sign, shift) }], names);
        expect(once.poly.constraints()).to.deep.equal(direct.poly.constraints());
        expect(once.poly.nLocal).to.equal(direct.poly.nLocal);
      }),
      { numRuns: 200 },
    );
  });
});

describe('zeros', () => {
  it('gives fresh arrays of zeros', () => {
    const a = zeros(5);
    a[2] = 7;
    expect(zeros(5)).to.deep.equal([0, 0, 0, 0, 0]);
    expect(zeros(0)).to.deep.equal([]);
    expect(zeros(300)).to.have.length(300);
  });
});
