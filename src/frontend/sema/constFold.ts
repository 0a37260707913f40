// Constant folding of typed expressions with C semantics (integer wrap-around to the type's width,
// truncating division, float rounding), used for constant expressions and array sizes.

import type { ConstValue, Expr } from '../ast.js';
import { integerBits, isSignedInteger, type CType, type IntegerType } from '../ctypes.js';

/** `v` reduced to the range of integer type `t` (two's complement wrap; `_Bool` is 0 or 1). */
export function wrapInteger(v: bigint, t: IntegerType): bigint {
  if (t.ikind === 'bool') return v !== 0n ? 1n : 0n;
  const bits = integerBits(t);
  return isSignedInteger(t) ? BigInt.asIntN(bits, v) : BigInt.asUintN(bits, v);
}

/** A floating value rounded to the precision of `t`. */
function roundFloating(v: number, t: CType): number {
  return t.kind === 'floating' && t.fkind === 'float' ? Math.fround(v) : v;
}

/** The value `c` converted to type `to` (C99 6.3.1), or undefined when that is undefined behaviour. */
export function convertConstant(c: ConstValue, to: CType): ConstValue | undefined {
  if (to.kind === 'integer') {
    if (typeof c === 'bigint') return wrapInteger(c, to);
    if (to.ikind === 'bool') return c !== 0 ? 1n : 0n;
    if (!Number.isFinite(c)) return undefined;
    const truncated = BigInt(Math.trunc(c));
    return wrapInteger(truncated, to) === truncated ? truncated : undefined;
  }
  if (to.kind === 'floating') return roundFloating(typeof c === 'bigint' ? Number(c) : c, to);
  if (to.kind === 'pointer' && c === 0n) return 0n;
  return undefined;
}

function truth(c: ConstValue): boolean {
  return typeof c === 'bigint' ? c !== 0n : c !== 0;
}

function foldIntegerBinary(op: string, a: bigint, b: bigint, t: IntegerType): bigint | undefined {
  switch (op) {
    case '+':
      return wrapInteger(a + b, t);
    case '-':
      return wrapInteger(a - b, t);
    case '*':
      return wrapInteger(a * b, t);
    case '/':
      return b === 0n ? undefined : wrapInteger(a / b, t);
    case '%':
      return b === 0n ? undefined : wrapInteger(a % b, t);
    case '<<':
      return b < 0n || b >= BigInt(integerBits(t)) ? undefined : wrapInteger(a << b, t);
    case '>>':
      return b < 0n || b >= BigInt(integerBits(t)) ? undefined : wrapInteger(a >> b, t);
    case '&':
      return wrapInteger(a & b, t);
    case '^':
      return wrapInteger(a ^ b, t);
    case '|':
      return wrapInteger(a | b, t);
    default:
      return undefined;
  }
}

function compare(op: string, a: ConstValue, b: ConstValue): bigint | undefined {
  let r: boolean;
  switch (op) {
    case '<':
      r = a < b;
      break;
    case '>':
      r = a > b;
      break;
    case '<=':
      r = a <= b;
      break;
    case '>=':
      r = a >= b;
      break;
    case '==':
      r = a === b;
      break;
    case '!=':
      r = a !== b;
      break;
    default:
      return undefined;
  }
  return r ? 1n : 0n;
}

/** The constant value of `e` computed from its operands' values, or undefined when `e` is not constant. */
export function fold(e: Expr): ConstValue | undefined {
  switch (e.kind) {
    case 'integerLiteral':
      return e.value;
    case 'floatLiteral':
      return roundFloating(e.value, e.type);
    case 'cast': {
      const c = e.operand.constValue;
      if (c === undefined) return undefined;
      switch (e.castKind) {
        case 'integral':
        case 'integralToFloating':
        case 'floatingToIntegral':
        case 'floating':
        case 'toBool':
        case 'noop':
          return convertConstant(c, e.type);
        case 'nullToPointer':
          return 0n;
        case 'pointerBitcast':
          return c === 0n ? 0n : undefined;
        default:
          return undefined;
      }
    }
    case 'unary': {
      const c = e.operand.constValue;
      if (c === undefined) return undefined;
      if (e.op === '!') return truth(c) ? 0n : 1n;
      if (e.op === '+') return c;
      if (typeof c === 'number') return e.op === '-' ? -c : undefined;
      if (e.type.kind !== 'integer') return undefined;
      return wrapInteger(e.op === '-' ? -c : ~c, e.type);
    }
    case 'binary': {
      const a = e.lhs.constValue;
      const b = e.rhs.constValue;
      if (a === undefined || b === undefined || e.lhs.type.kind === 'pointer' || e.rhs.type.kind === 'pointer') return undefined;
      const cmp = compare(e.op, a, b);
      if (cmp !== undefined) return cmp;
      if (typeof a === 'bigint' && typeof b === 'bigint' && e.type.kind === 'integer') {
        return foldIntegerBinary(e.op, a, b, e.type);
      }
      if (typeof a === 'number' && typeof b === 'number') {
        switch (e.op) {
          case '+':
            return roundFloating(a + b, e.type);
          case '-':
            return roundFloating(a - b, e.type);
          case '*':
            return roundFloating(a * b, e.type);
          case '/':
            return roundFloating(a / b, e.type);
        }
      }
      return undefined;
    }
    case 'logical': {
      // `0 && f()` is a constant expression: the unevaluated operand does not matter (C99 6.6p3).
      const a = e.lhs.constValue;
      if (a === undefined) return undefined;
      if (e.op === '&&' && !truth(a)) return 0n;
      if (e.op === '||' && truth(a)) return 1n;
      const b = e.rhs.constValue;
      return b === undefined ? undefined : truth(b) ? 1n : 0n;
    }
    case 'conditional': {
      const c = e.cond.constValue;
      if (c === undefined) return undefined;
      return truth(c) ? e.then.constValue : e.else.constValue;
    }
    case 'sizeof':
      return e.constValue;
    default:
      return undefined;
  }
}

/** `e` with its folded constant value attached (when it has one). */
export function withConstant<T extends Expr>(e: T): T {
  const c = fold(e);
  return c === undefined ? e : { ...e, constValue: c };
}
