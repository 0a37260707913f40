// C's implicit conversions made explicit: lvalue conversion and array decay, integer promotions,
// the usual arithmetic conversions, conversion to _Bool, and conversion "as if by assignment".

import { DiagnosticError, type SourceLoc } from '../../ir/diagnostics.js';
import type { Cast, CastKind, Expr } from '../ast.js';
import {
  boolType,
  compatible,
  doubleType,
  floatRank,
  intType,
  integerBits,
  integerRank,
  isArithmetic,
  isScalar,
  isSignedInteger,
  pointerTo,
  qualifiersOf,
  unqualified,
  unsignedVersion,
  type CType,
  type IntegerType,
} from '../ctypes.js';
import { typeToString } from '../printC.js';
import { withConstant } from './constFold.js';

export function makeCast(operand: Expr, type: CType, castKind: CastKind, implicit = true, loc = operand.loc): Cast {
  return withConstant<Cast>({ kind: 'cast', castKind, operand, implicit, type, category: 'rvalue', loc });
}

/**
 * The value of `e` (C99 6.3.2.1): an array decays to a pointer to its first element, any other
 * lvalue is loaded (result unqualified). Function designators never get here: the expression
 * checker only accepts them as the callee of a call.
 */
export function rvalue(e: Expr): Expr {
  if (e.type.kind === 'array') return makeCast(e, pointerTo(e.type.element), 'arrayToPointer');
  if (e.category === 'lvalue') return makeCast(e, unqualified(e.type), 'lvalueToRvalue');
  return e;
}

/** The integer promotions (C99 6.3.1.1): types ranked below int become int. */
export function promotedType(t: IntegerType): IntegerType {
  return integerRank(t) < integerRank(intType) ? intType : (unqualified(t) as IntegerType);
}

/** The common real type of the usual arithmetic conversions (C99 6.3.1.8). */
export function usualArithmeticType(a: CType, b: CType): CType {
  if (a.kind === 'floating' || b.kind === 'floating') {
    // The floating operand of higher rank (float < double < long double < _Float128).
    if (a.kind !== 'floating') return unqualified(b);
    if (b.kind !== 'floating') return unqualified(a);
    return unqualified(floatRank(a) >= floatRank(b) ? a : b);
  }
  const pa = promotedType(a as IntegerType);
  const pb = promotedType(b as IntegerType);
  if (pa.ikind === pb.ikind) return pa;
  const sa = isSignedInteger(pa);
  const sb = isSignedInteger(pb);
  if (sa === sb) return integerRank(pa) >= integerRank(pb) ? pa : pb;
  const [u, s] = sa ? [pb, pa] : [pa, pb];
  if (integerRank(u) >= integerRank(s)) return u;
  if (integerBits(s) > integerBits(u)) return s;
  return unsignedVersion(s);
}

/** Structural identity (stricter than compatibility: lengths must match exactly). */
export function identicalTypes(a: CType, b: CType): boolean {
  if (a.kind !== b.kind || !compatible(a, b)) return false;
  if (a.kind === 'pointer' && b.kind === 'pointer') return identicalTypes(a.pointee, b.pointee);
  if (a.kind === 'array' && b.kind === 'array') {
    const la = a.length;
    const lb = b.length;
    if (la.kind !== lb.kind) return false;
    if (la.kind === 'variable' && lb.kind === 'variable' && la.expr !== lb.expr) return false;
    return identicalTypes(a.element, b.element);
  }
  return true;
}

/** The cast kind converting a value of scalar or void type `from` to `to`, or undefined if C has none. */
export function castKindFor(from: CType, to: CType): CastKind | undefined {
  if (to.kind === 'void') return 'toVoid';
  if (to.kind === 'integer' && to.ikind === 'bool' && isScalar(from)) {
    return from.kind === 'integer' && from.ikind === 'bool' ? 'noop' : 'toBool';
  }
  if (to.kind === 'integer') {
    if (from.kind === 'integer') return 'integral';
    if (from.kind === 'floating') return 'floatingToIntegral';
    if (from.kind === 'pointer') return 'pointerToIntegral';
  }
  if (to.kind === 'floating') {
    if (from.kind === 'integer') return 'integralToFloating';
    if (from.kind === 'floating') return 'floating';
  }
  if (to.kind === 'pointer') {
    if (from.kind === 'pointer') return 'pointerBitcast';
    if (from.kind === 'integer') return 'integralToPointer';
  }
  return undefined;
}

/**
 * The cast kind that converts the rvalue `e` to `to`, or undefined when the types are identical and
 * no cast is needed. Only for conversions the caller has already checked to be valid.
 */
export function conversionKind(e: Expr, to: CType): CastKind | undefined {
  const target = unqualified(to);
  const from = unqualified(e.type);
  if (identicalTypes(from, target)) return undefined;
  if (compatible(from, target)) return 'noop';
  if (from.kind === 'pointer' && target.kind === 'pointer') {
    return compatible(unqualified(from.pointee), unqualified(target.pointee)) ? 'noop' : 'pointerBitcast';
  }
  if (target.kind === 'pointer' && isNullPointerConstant(e)) return 'nullToPointer';
  const kind = castKindFor(from, target);
  if (!kind) throw new Error(`internal error: no conversion from ${typeToString(from)} to ${typeToString(target)}`);
  return kind;
}

/** Converts the rvalue `e` to `to` with an implicit cast (none when the types are identical). */
export function convert(e: Expr, to: CType): Expr {
  const kind = conversionKind(e, to);
  return kind ? makeCast(e, unqualified(to), kind) : e;
}

/** Promotes an integer rvalue (C99 6.3.1.1); other values are returned unchanged. */
export function promote(e: Expr): Expr {
  return e.type.kind === 'integer' ? convert(e, promotedType(e.type)) : e;
}

/** The default argument promotions for `...` and unprototyped calls: integer promotions, float to double. */
export function defaultArgumentPromotion(e: Expr): Expr {
  if (e.type.kind === 'floating' && e.type.fkind === 'float') return convert(e, doubleType);
  return promote(e);
}

/** A scalar rvalue as a `_Bool` condition (C99 6.8.4.1, 6.5.13); other types are an error. */
export function toCondition(e: Expr, what: string): Expr {
  if (!isScalar(e.type)) {
    throw new DiagnosticError(e.loc, `${what} requires an expression of scalar type ('${typeToString(e.type)}' invalid)`);
  }
  return convert(e, boolType);
}

/** C99 6.3.2.3: an integer constant expression equal to 0, possibly cast to `void *`. */
export function isNullPointerConstant(e: Expr): boolean {
  if (e.type.kind === 'integer') return e.constValue === 0n;
  if (e.type.kind === 'pointer' && e.type.pointee.kind === 'void' && e.kind === 'cast' && !e.implicit) {
    return e.operand.type.kind === 'integer' && e.operand.constValue === 0n;
  }
  return false;
}

export type AssignmentContext = 'assigning to' | 'initializing' | 'passing to parameter of type' | 'returning from a function with result type';

/**
 * Converts the rvalue `value` to `target` as if by assignment (C99 6.5.16.1): arithmetic to
 * arithmetic, same struct, compatible pointers (qualifiers may be added, not dropped), `void *` to
 * and from object pointers, the null pointer constant to any pointer, scalars to `_Bool`.
 */
export function convertForAssignment(value: Expr, target: CType, context: AssignmentContext, loc: SourceLoc): Expr {
  const to = unqualified(target);
  const from = value.type;
  const fail = (why: string): never => {
    throw new DiagnosticError(loc, `${why} ${context} '${typeToString(to)}' from '${typeToString(from)}'`);
  };
  if (from.kind === 'void') throw new DiagnosticError(loc, 'void value not ignored as it ought to be');
  if (isArithmetic(to) && isArithmetic(from)) return convert(value, to);
  if (to.kind === 'integer' && to.ikind === 'bool' && from.kind === 'pointer') return convert(value, to);
  if (to.kind === 'struct') {
    if (from.kind === 'struct' && from.decl === to.decl) return value;
    return fail('incompatible types');
  }
  if (to.kind === 'complex' && from.kind === 'complex' && compatible(to, unqualified(from))) return value;
  if (to.kind === 'pointer') {
    if (isNullPointerConstant(value)) return convert(value, to);
    if (from.kind !== 'pointer') return fail('incompatible integer to pointer conversion');
    const toPointee = to.pointee;
    const fromPointee = from.pointee;
    const fq = qualifiersOf(fromPointee);
    const tq = qualifiersOf(toPointee);
    if ((fq.const && !tq.const) || (fq.volatile && !tq.volatile)) return fail('discarding qualifiers');
    if (toPointee.kind === 'void' || fromPointee.kind === 'void') {
      if (toPointee.kind === 'function' || fromPointee.kind === 'function') return fail('incompatible pointer types');
      return convert(value, to);
    }
    if (!compatible(unqualified(toPointee), unqualified(fromPointee))) return fail('incompatible pointer types');
    return convert(value, to);
  }
  if (isArithmetic(to) && from.kind === 'pointer') return fail('incompatible pointer to integer conversion');
  return fail('incompatible types');
}
