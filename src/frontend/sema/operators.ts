// Type-checks C's binary, logical, assignment, conditional and comma operators, inserting the
// conversions C specifies (usual arithmetic conversions, promotions, pointer arithmetic forms).

import type { SourceLoc } from '../../ir/diagnostics.js';
import type { Assign, AssignOp, Binary, Expr } from '../ast.js';
import {
  compatible,
  intType,
  isArithmetic,
  isComplete,
  isInteger,
  mergeQualifiers,
  pointerTo,
  ptrdiffType,
  qualifiersOf,
  qualify,
  unqualified,
  voidType,
  type CType,
} from '../ctypes.js';
import { typeToString } from '../printC.js';
import type { SynAssignOp, SynBinaryOp, SynExpr } from '../syntax.js';
import { withConstant } from './constFold.js';
import type { SemaContext } from './context.js';
import {
  convert,
  convertForAssignment,
  isNullPointerConstant,
  promote,
  promotedType,
  usualArithmeticType,
} from './conversions.js';
import type { ExprChecker } from './expressions.js';

const comparisons = new Set(['<', '>', '<=', '>=', '==', '!=']);

/** Reports an error unless `e` is a modifiable lvalue (C99 6.3.2.1p1). */
export function checkModifiable(ctx: SemaContext, e: Expr, loc: SourceLoc): void {
  if (e.category !== 'lvalue') ctx.error(loc, 'expression is not assignable');
  if (e.type.kind === 'array') ctx.error(loc, `array type '${typeToString(e.type)}' is not assignable`);
  if (qualifiersOf(e.type).const) {
    if (e.kind === 'declRef') {
      ctx.error(loc, `cannot assign to variable '${e.decl.name}' with const-qualified type '${typeToString(e.type)}'`);
    }
    ctx.error(loc, 'read-only location is not assignable');
  }
  if (!isComplete(e.type)) ctx.error(loc, `cannot assign to an object of incomplete type '${typeToString(e.type)}'`);
}

export class OperatorChecker {
  constructor(
    private readonly exprs: ExprChecker,
    private readonly ctx: SemaContext,
  ) {}

  binary(op: SynBinaryOp, lhsSyntax: SynExpr, rhsSyntax: SynExpr, loc: SourceLoc): Expr {
    if (op === '&&' || op === '||') {
      const lhs = this.exprs.condition(lhsSyntax, `operator '${op}'`);
      const rhs = this.exprs.condition(rhsSyntax, `operator '${op}'`);
      return withConstant({ kind: 'logical', op, lhs, rhs, type: intType, category: 'rvalue', loc });
    }
    const lhs = this.exprs.value(lhsSyntax);
    const rhs = this.exprs.value(rhsSyntax);
    const lt = lhs.type;
    const rt = rhs.type;
    const invalid = (): never =>
      this.ctx.error(loc, `invalid operands to binary expression ('${typeToString(lt)}' and '${typeToString(rt)}')`);
    const make = (l: Expr, r: Expr, type: CType): Binary =>
      withConstant<Binary>({ kind: 'binary', op, lhs: l, rhs: r, type, category: 'rvalue', loc });
    const arithmetic = (resultIsInt: boolean): Binary => {
      const common = usualArithmeticType(lt, rt);
      return make(convert(lhs, common), convert(rhs, common), resultIsInt ? intType : common);
    };
    switch (op) {
      case '*':
      case '/':
        return isArithmetic(lt) && isArithmetic(rt) ? arithmetic(false) : invalid();
      case '%':
      case '&':
      case '^':
      case '|':
        return isInteger(lt) && isInteger(rt) ? arithmetic(false) : invalid();
      case '<<':
      case '>>': {
        if (!isInteger(lt) || !isInteger(rt)) return invalid();
        const l = promote(lhs);
        return make(l, promote(rhs), l.type);
      }
      case '+':
        if (isArithmetic(lt) && isArithmetic(rt)) return arithmetic(false);
        if (lt.kind === 'pointer' && isInteger(rt)) return this.pointerOffset(op, lhs, rhs, loc);
        if (isInteger(lt) && rt.kind === 'pointer') return this.pointerOffset(op, rhs, lhs, loc);
        return invalid();
      case '-':
        if (isArithmetic(lt) && isArithmetic(rt)) return arithmetic(false);
        if (lt.kind === 'pointer' && isInteger(rt)) return this.pointerOffset(op, lhs, rhs, loc);
        if (lt.kind === 'pointer' && rt.kind === 'pointer') {
          if (!compatible(unqualified(lt.pointee), unqualified(rt.pointee))) {
            this.ctx.error(loc, `'${typeToString(lt)}' and '${typeToString(rt)}' are not pointers to compatible types`);
          }
          if (!isComplete(lt.pointee)) this.ctx.error(loc, `arithmetic on a pointer to an incomplete type '${typeToString(lt.pointee)}'`);
          return make(lhs, rhs, ptrdiffType);
        }
        return invalid();
      default:
        if (!comparisons.has(op)) return invalid();
        if (isArithmetic(lt) && isArithmetic(rt)) return arithmetic(true);
        return this.pointerComparison(op, lhs, rhs, loc) ?? invalid();
    }
  }

  /** `p + i`, `i + p`, `p - i`: the pointer becomes the left operand. */
  private pointerOffset(op: '+' | '-', pointer: Expr, offset: Expr, loc: SourceLoc): Binary {
    const pt = pointer.type;
    if (pt.kind !== 'pointer' || !isComplete(pt.pointee)) {
      const pointee = pt.kind === 'pointer' ? pt.pointee : pt;
      this.ctx.error(loc, `arithmetic on a pointer to an incomplete type '${typeToString(pointee)}'`);
    }
    return { kind: 'binary', op, lhs: pointer, rhs: promote(offset), type: unqualified(pt), category: 'rvalue', loc };
  }

  private pointerComparison(op: SynBinaryOp, lhs: Expr, rhs: Expr, loc: SourceLoc): Binary | undefined {
    const lt = lhs.type;
    const rt = rhs.type;
    const make = (l: Expr, r: Expr): Binary =>
      withConstant<Binary>({ kind: 'binary', op: op as Binary['op'], lhs: l, rhs: r, type: intType, category: 'rvalue', loc });
    const equality = op === '==' || op === '!=';
    if (lt.kind === 'pointer' && rt.kind === 'pointer') {
      if (compatible(unqualified(lt.pointee), unqualified(rt.pointee))) return make(lhs, convert(rhs, lt));
      if (equality && (lt.pointee.kind === 'void' || rt.pointee.kind === 'void')) return make(lhs, convert(rhs, lt));
      this.ctx.error(loc, `comparison of distinct pointer types ('${typeToString(lt)}' and '${typeToString(rt)}')`);
    }
    if (equality && lt.kind === 'pointer' && isNullPointerConstant(rhs)) return make(lhs, convert(rhs, lt));
    if (equality && rt.kind === 'pointer' && isNullPointerConstant(lhs)) return make(convert(lhs, rt), rhs);
    if ((lt.kind === 'pointer' && isInteger(rt)) || (isInteger(lt) && rt.kind === 'pointer')) {
      this.ctx.error(loc, `comparison between pointer and integer ('${typeToString(lt)}' and '${typeToString(rt)}')`);
    }
    return undefined;
  }

  assign(op: SynAssignOp, targetSyntax: SynExpr, valueSyntax: SynExpr, loc: SourceLoc): Assign {
    const target = this.exprs.check(targetSyntax);
    checkModifiable(this.ctx, target, loc);
    const value = this.exprs.value(valueSyntax);
    const tt = unqualified(target.type);
    const make = (v: Expr, computationType: CType): Assign => ({
      kind: 'assign',
      op: op as AssignOp,
      target,
      value: v,
      computationType,
      type: tt,
      category: 'rvalue',
      loc,
    });
    if (op === '=') return make(convertForAssignment(value, tt, 'assigning to', loc), tt);
    const vt = value.type;
    const invalid = (): never =>
      this.ctx.error(loc, `invalid operands to binary expression ('${typeToString(tt)}' and '${typeToString(vt)}')`);
    const binop = op.slice(0, -1);
    if ((binop === '+' || binop === '-') && tt.kind === 'pointer') {
      if (!isInteger(vt)) return invalid();
      if (!isComplete(tt.pointee)) this.ctx.error(loc, `arithmetic on a pointer to an incomplete type '${typeToString(tt.pointee)}'`);
      return make(promote(value), tt);
    }
    if (binop === '<<' || binop === '>>') {
      if (!isInteger(tt) || !isInteger(vt)) return invalid();
      return make(promote(value), promotedType(tt));
    }
    const needsInteger = binop === '%' || binop === '&' || binop === '^' || binop === '|';
    const ok = needsInteger ? isInteger(tt) && isInteger(vt) : isArithmetic(tt) && isArithmetic(vt);
    if (!ok) return invalid();
    const common = usualArithmeticType(tt, vt);
    return make(convert(value, common), common);
  }

  conditional(condSyntax: SynExpr, thenSyntax: SynExpr, elseSyntax: SynExpr, loc: SourceLoc): Expr {
    const cond = this.exprs.condition(condSyntax, 'conditional operator');
    const a = this.exprs.value(thenSyntax);
    const b = this.exprs.value(elseSyntax);
    const at = a.type;
    const bt = b.type;
    let type: CType | undefined;
    if (isArithmetic(at) && isArithmetic(bt)) type = usualArithmeticType(at, bt);
    else if (at.kind === 'void' && bt.kind === 'void') type = voidType;
    else if (at.kind === 'struct' && bt.kind === 'struct' && at.decl === bt.decl) type = unqualified(at);
    else if (at.kind === 'pointer' && bt.kind === 'pointer') {
      const quals = mergeQualifiers(qualifiersOf(at.pointee), qualifiersOf(bt.pointee));
      if (compatible(unqualified(at.pointee), unqualified(bt.pointee))) type = pointerTo(qualify(unqualified(at.pointee), quals));
      else if (at.pointee.kind === 'void' || bt.pointee.kind === 'void') type = pointerTo(qualify(voidType, quals));
      else this.ctx.error(loc, `pointer type mismatch ('${typeToString(at)}' and '${typeToString(bt)}')`);
    } else if (at.kind === 'pointer' && isNullPointerConstant(b)) type = unqualified(at);
    else if (bt.kind === 'pointer' && isNullPointerConstant(a)) type = unqualified(bt);
    if (!type) this.ctx.error(loc, `incompatible operand types ('${typeToString(at)}' and '${typeToString(bt)}')`);
    const arm = (e: Expr): Expr => (type.kind === 'void' || type.kind === 'struct' ? e : convert(e, type));
    return withConstant({ kind: 'conditional', cond, then: arm(a), else: arm(b), type, category: 'rvalue', loc });
  }

  comma(lhsSyntax: SynExpr, rhsSyntax: SynExpr, loc: SourceLoc): Expr {
    const lhs = this.exprs.value(lhsSyntax);
    const rhs = this.exprs.value(rhsSyntax);
    return { kind: 'comma', lhs, rhs, type: rhs.type, category: 'rvalue', loc };
  }
}

