// Reads an i1 condition as a conjunction of affine constraints for affine.if (Polygeist III-B b): `andi` joins,
// `xori x, true` negates (De Morgan turns a negated `ori` into a conjunction), signed cmpi become `>= 0` or
// `== 0` constraints; a `ne` comparison is kept apart so the caller can split it into `<` or `>`.

import { AffineExpr, constantExpr, sub } from '../ir/affineExpr.js';
import { Value } from '../ir/operation.js';
import { i1 } from '../ir/types.js';
import { AffineExprBuilder, cmpiPredicate } from '../ir/transforms/affineOfValue.js';
import { constantIntValue, isIntegerLike } from '../ir/transforms/valueFacts.js';

export type Constraint = { readonly kind: 'ge' | 'eq'; readonly expr: AffineExpr } | { readonly kind: 'ne'; readonly lhs: AffineExpr; readonly rhs: AffineExpr };

const NEGATED: Readonly<Record<string, string>> = { slt: 'sge', sge: 'slt', sle: 'sgt', sgt: 'sle', eq: 'ne', ne: 'eq' };

function isTrue(v: Value): boolean {
  return v.type === i1 && constantIntValue(v) === 1n;
}
function isFalse(v: Value): boolean {
  return v.type === i1 && constantIntValue(v) === 0n;
}

/** `x < y` etc. as constraints over `b`'s operands. */
function comparison(b: AffineExprBuilder, pred: string, lhs: Value, rhs: Value): Constraint[] | undefined {
  if (!isIntegerLike(lhs.type)) return undefined;
  const x = b.expr(lhs);
  const y = x && b.expr(rhs);
  if (!x || !y) return undefined;
  switch (pred) {
    case 'slt':
      return [{ kind: 'ge', expr: sub(sub(y, x), 1) }];
    case 'sle':
      return [{ kind: 'ge', expr: sub(y, x) }];
    case 'sgt':
      return [{ kind: 'ge', expr: sub(sub(x, y), 1) }];
    case 'sge':
      return [{ kind: 'ge', expr: sub(x, y) }];
    case 'eq':
      return [{ kind: 'eq', expr: sub(x, y) }];
    case 'ne':
      return [{ kind: 'ne', lhs: x, rhs: y }];
  }
  // Unsigned comparisons are not affine over signed values.
  return undefined;
}

function both(b: AffineExprBuilder, x: Value, y: Value, negated: boolean): Constraint[] | undefined {
  const l = conditionConstraints(b, x, negated);
  const r = l && conditionConstraints(b, y, negated);
  return l && r ? [...l, ...r] : undefined;
}

/**
 * The constraints whose conjunction equals `cond` (or its negation when `negated`), or undefined when the
 * condition is not such a conjunction of affine comparisons.
 */
export function conditionConstraints(b: AffineExprBuilder, cond: Value, negated = false): Constraint[] | undefined {
  if (isTrue(cond) || isFalse(cond)) {
    // An always-false condition is the unsatisfiable `-1 >= 0`; always-true needs no constraint.
    return isTrue(cond) !== negated ? [] : [{ kind: 'ge', expr: constantExpr(-1) }];
  }
  const d = cond.definingOp;
  if (!d || cond.type !== i1) return undefined;
  switch (d.name) {
    case 'arith.andi':
      return negated ? undefined : both(b, d.operand(0), d.operand(1), false);
    case 'arith.ori':
      return negated ? both(b, d.operand(0), d.operand(1), true) : undefined;
    case 'arith.xori':
      if (isTrue(d.operand(1))) return conditionConstraints(b, d.operand(0), !negated);
      if (isTrue(d.operand(0))) return conditionConstraints(b, d.operand(1), !negated);
      return undefined;
    case 'arith.select': {
      // select(c, x, false) is `c && x`; select(c, true, x) is `c || x`.
      const [c, x, y] = d.operandValues();
      if (isFalse(y)) return negated ? undefined : both(b, c, x, false);
      if (isTrue(x)) return negated ? both(b, c, y, true) : undefined;
      return undefined;
    }
    case 'arith.cmpi': {
      const pred = cmpiPredicate(d);
      if (!pred) return undefined;
      return comparison(b, negated ? (NEGATED[pred] ?? pred + '?') : pred, d.operand(0), d.operand(1));
    }
  }
  return undefined;
}
