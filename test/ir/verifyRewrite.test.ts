// Verifier rules (dominance, isolation, terminators) and the greedy rewrite driver's guarantees.

import { expect } from 'chai';
import { add, dimExpr } from '../../src/ir/affineExpr.js';
import { AffineMap } from '../../src/ir/affineMap.js';
import { AffineMapAttr } from '../../src/ir/attributes.js';
import { DiagnosticError } from '../../src/ir/diagnostics.js';
import { registerAllDialects } from '../../src/ir/dialects/index.js';
import { Operation } from '../../src/ir/operation.js';
import { parseSource } from '../../src/ir/parser.js';
import { printOperation } from '../../src/ir/printer.js';
import { PatternRewriter, RewritePattern, applyPatternsGreedily } from '../../src/ir/rewriter.js';
import { verify } from '../../src/ir/verifier.js';
import { indexType } from '../../src/ir/types.js';

registerAllDialects();

function verifyError(text: string): string {
  try {
    verify(parseSource(text, 'v.mlir'));
  } catch (e) {
    if (e instanceof DiagnosticError) return e.format();
    throw e;
  }
  throw new Error('expected a verifier error');
}

describe('verifier', () => {
  it('rejects uses that are not dominated, at the use', () => {
    const err = verifyError('func.func @f(%a: f64) -> f64 {\n  %0 = arith.addf %a, %b : f64\n  %b = arith.addf %a, %a : f64\n  return %0 : f64\n}');
    expect(err).to.equal('v.mlir:2:8: error: operand #1 does not dominate this use');
  });

  it('rejects values from sibling regions and from outside isolated ops', () => {
    const sibling = verifyError(
      'func.func @f(%c: i1, %x: f64) -> f64 {\n  %r = scf.if %c -> (f64) {\n    %t = arith.addf %x, %x : f64\n    scf.yield %t : f64\n  } else {\n    scf.yield %t : f64\n  }\n  return %r : f64\n}',
    );
    expect(sibling).to.equal('v.mlir:6:15: error: use of undeclared SSA value name');
    // Textually, outer names are not even visible inside an isolated region; passes can still build such IR.
    const m = parseSource('%x = arith.constant 1 : i32\nfunc.func @f() -> i32 {\n  %y = arith.constant 2 : i32\n  return %y : i32\n}', 'v.mlir');
    const outer = m.region(0).entry.first!;
    const ret = m.region(0).entry.last!.region(0).entry.last!;
    ret.setOperand(0, outer.result());
    expect(() => verify(m)).to.throw("v.mlir:4:3: error: 'func.return' op using value defined outside the region");
  });

  it('requires terminators at the end of blocks only', () => {
    const err = verifyError('func.func @f() {\n  %c = arith.constant 1 : i32\n}');
    expect(err).to.equal("v.mlir:2:8: error: block with no terminator, has 'arith.constant' as its last operation");
  });

  it('accepts what upstream accepts: constants and top-level values as affine symbols', () => {
    const ok = `func.func @f(%N: index, %A: memref<?xf64>) {
  %c1 = arith.constant 1 : index
  %M = arith.subi %N, %c1 : index
  affine.for %i = 0 to %M {
    %c5 = arith.constant 5 : index
    affine.for %j = 0 to %c5 {
      %v = affine.load %A[%i + %j] : memref<?xf64>
    }
  }
  return
}`;
    expect(() => verify(parseSource(ok, 'ok.mlir'))).to.not.throw();
  });
});

describe('greedy rewriter', () => {
  it('reaches a fixpoint: a pattern re-applies to ops created by earlier rewrites', () => {
    // Splits affine.apply (d0 + c), c > 1, into (d0 + 1) followed by (d0 + c - 1), until every apply adds 1.
    const plus = (c: number): AffineMapAttr => AffineMapAttr.get(AffineMap.get(1, 0, [add(dimExpr(0), c)]));
    const split: RewritePattern = {
      name: 'split-add',
      root: 'affine.apply',
      matchAndRewrite(op: Operation, rw: PatternRewriter) {
        const e = (op.attr('map') as AffineMapAttr).map.results[0];
        if (e.kind !== 'add' || e.rhs.kind !== 'constant' || e.rhs.value <= 1) return false;
        const one = rw.create('affine.apply', { operands: op.operandValues(), resultTypes: [indexType], attributes: { map: plus(1) } });
        const rest = rw.create('affine.apply', { operands: one.results, resultTypes: [indexType], attributes: { map: plus(e.rhs.value - 1) } });
        rw.replaceOp(op, rest.results);
        return true;
      },
    };
    const m = parseSource('func.func @f(%a: index) -> index {\n  %0 = affine.apply affine_map<(d0) -> (d0 + 4)>(%a)\n  return %0 : index\n}', 'f');
    applyPatternsGreedily(m, [split], { fold: false });
    const text = printOperation(m);
    expect(text.match(/affine\.apply/g)).to.have.length(4);
    expect(text).to.contain('(d0) -> (d0 + 1)').and.not.contain('d0 + 2');
    verify(m);
  });

  it('terminates when a pattern never stops firing (rewrite budget)', () => {
    let fired = 0;
    const flip: RewritePattern = {
      name: 'flip-forever',
      root: 'arith.addi',
      matchAndRewrite(op, rw) {
        fired++;
        op.setOperands([op.operand(1), op.operand(0)]);
        rw.modifiedInPlace(op);
        return true;
      },
    };
    const m = parseSource('func.func @f(%a: i32, %b: i32) -> i32 {\n  %0 = arith.addi %a, %b : i32\n  return %0 : i32\n}', 'f');
    const changed = applyPatternsGreedily(m, [flip], { maxIterations: 3, fold: false, maxRewrites: 500 });
    expect(changed).to.equal(true);
    expect(fired).to.be.within(500, 501);
  });
});
