// Canonicalization patterns for scf: zero- and single-trip scf.for with constant bounds, constant scf.if.

import { IntegerAttr } from '../attributes.js';
import { Operation, Value } from '../operation.js';
import { RewritePattern } from '../rewriter.js';
import { dropEmptyElse, replaceIfWithRegion } from './affineCanonicalize.js';

function constantInt(v: Value): bigint | undefined {
  const d = v.definingOp;
  const a = d?.hasTrait('ConstantLike') ? d.attr('value') : undefined;
  return a instanceof IntegerAttr ? a.value : undefined;
}

/** Trip count of an scf.for whose bounds and step are constants (signed semantics), else undefined. */
export function scfForConstantTripCount(op: Operation): bigint | undefined {
  const [lb, ub, step] = [constantInt(op.operand(0)), constantInt(op.operand(1)), constantInt(op.operand(2))];
  if (lb === undefined || ub === undefined || step === undefined || step <= 0n) return undefined;
  if (ub <= lb) return 0n;
  return (ub - lb + step - 1n) / step;
}

const foldTrivialScfFor: RewritePattern = {
  name: 'fold-trivial-scf-for',
  root: 'scf.for',
  matchAndRewrite(op, rw) {
    const trip = scfForConstantTripCount(op);
    const inits = op.operandValues(3);
    if (trip === 0n) {
      rw.replaceOp(op, inits);
      return true;
    }
    if (trip !== 1n) return false;
    const yielded = rw.inlineBlockBefore(op.region(0).entry, op, [op.operand(0), ...inits]);
    rw.replaceOp(op, yielded);
    return true;
  },
};

const foldConstantScfIf: RewritePattern = {
  name: 'fold-constant-scf-if',
  root: 'scf.if',
  matchAndRewrite(op, rw) {
    const c = constantInt(op.operand(0));
    if (c === undefined) return false;
    replaceIfWithRegion(op, c ? 0 : 1, rw);
    return true;
  },
};

export const scfCanonicalizations: Readonly<Record<string, readonly RewritePattern[]>> = {
  'scf.for': [foldTrivialScfFor],
  'scf.if': [foldConstantScfIf, dropEmptyElse('scf.if')],
};
