// Type-checks expressions: names, constants, calls, subscripts, members, unary operators, casts and
// sizeof (binary, assignment and conditional operators are in operators.ts).

import type { SourceLoc } from '../../ir/diagnostics.js';
import type { Call, DeclRef, Expr, FunctionDecl, IncDec, Index, Member, SizeOf, StringLiteral, VarDecl } from '../ast.js';
import {
  arrayOf,
  charType,
  compatible,
  longType,
  structLayout,
  ulongType,
  doubleType,
  floatType,
  intType,
  integerType,
  isArithmetic,
  isComplete,
  isInteger,
  isScalar,
  pointerTo,
  qualifiersOf,
  qualify,
  sizeOf,
  sizeType,
  unqualified,
  voidType,
  type CType,
  type IntegerKind,
} from '../ctypes.js';
import { typeToString } from '../printC.js';
import type { SynDesignator, SynExpr } from '../syntax.js';
import { BuiltinChecker } from './builtins.js';
import { wrapInteger, withConstant } from './constFold.js';
import type { SemaContext } from './context.js';
import { InitializerChecker, memberPath } from './initializers.js';
import {
  conversionKind,
  convertForAssignment,
  defaultArgumentPromotion,
  makeCast,
  promote,
  rvalue,
  toCondition,
} from './conversions.js';
import { OperatorChecker, checkModifiable } from './operators.js';

export class ExprChecker {
  private readonly operators: OperatorChecker;
  private readonly builtins: BuiltinChecker;

  constructor(private readonly ctx: SemaContext) {
    this.operators = new OperatorChecker(this, ctx);
    this.builtins = new BuiltinChecker(ctx);
  }

  /** The value of `e`: loaded if an lvalue, decayed if an array. */
  value(e: SynExpr): Expr {
    return rvalue(this.check(e));
  }

  /** `e` as a `_Bool` condition of an if/while/for/?:/&&/||/!. */
  condition(e: SynExpr, what: string): Expr {
    return toCondition(this.value(e), what);
  }

  /** The typed form of `e`, an lvalue where C says so. */
  check(e: SynExpr): Expr {
    switch (e.kind) {
      case 'ident':
        return this.identifier(e.name, e.loc);
      case 'int':
        return this.integerConstant(e);
      case 'float': {
        // A long double constant only reaches translated code converted (gcc's DBL_MAX is `((double)1.79...e+308L)`);
        // its value is the decimal rounded once to double, which is the long double rounded to double except in
        // double-rounding halfway cases no header constant has.
        const type: CType = e.suffix === 'f' ? floatType : e.suffix === 'l' ? { kind: 'floating', fkind: 'ldouble' } : doubleType;
        return withConstant({ kind: 'floatLiteral', value: e.value, type, category: 'rvalue', loc: e.loc });
      }
      case 'char':
        return { kind: 'integerLiteral', value: BigInt(e.value), type: intType, category: 'rvalue', loc: e.loc, constValue: BigInt(e.value) };
      case 'string':
        if (e.wide) this.ctx.unsupported(e.loc, 'wide string literal');
        return stringLiteral(e.value, e.loc);
      case 'call':
        return this.call(e.callee, e.args, e.loc);
      case 'index':
        return this.index(e.base, e.index, e.loc);
      case 'member':
        return this.member(e.base, e.name, e.arrow, e.loc);
      case 'unary':
        return this.unary(e.op, e.operand, e.loc);
      case 'incDec':
        return this.incDec(e.op, e.prefix, e.operand, e.loc);
      case 'cast':
        return this.cast(this.ctx.types.typeName(e.typeName), e.operand, e.loc);
      case 'sizeofType':
        return this.sizeOf(this.ctx.types.typeName(e.typeName), undefined, e.loc);
      case 'sizeofExpr': {
        const operand = this.check(e.operand);
        return this.sizeOf(operand.type, operand, e.loc);
      }
      case 'binary':
        return this.operators.binary(e.op, e.lhs, e.rhs, e.loc);
      case 'assign':
        return this.operators.assign(e.op, e.target, e.value, e.loc);
      case 'conditional':
        return this.operators.conditional(e.cond, e.then, e.else, e.loc);
      case 'comma':
        return this.operators.comma(e.lhs, e.rhs, e.loc);
      case 'alignofType':
        return this.alignOf(this.ctx.types.typeName(e.typeName), e.loc);
      case 'alignofExpr':
        return this.alignOf(this.check(e.operand).type, e.loc);
      case 'stmtExpr': {
        const { body, result } = this.ctx.stmts.statementExpression(e.body);
        return { kind: 'stmtExpr', body, result, type: result?.type ?? voidType, category: 'rvalue', loc: e.loc };
      }
      case 'compoundLiteral':
        return this.compoundLiteral(this.ctx.types.typeName(e.typeName), e.init, e.loc);
      case 'vaArg': {
        const operand = this.value(e.operand);
        const type = this.ctx.types.typeName(e.typeName);
        return { kind: 'vaArg', operand, type, category: 'rvalue', loc: e.loc };
      }
      case 'offsetof':
        return this.offsetOf(this.ctx.types.typeName(e.typeName), e.member, e.path, e.loc);
      case 'typesCompatible': {
        const a = unqualified(this.ctx.types.typeName(e.a));
        const b = unqualified(this.ctx.types.typeName(e.b));
        const v = compatible(a, b) ? 1n : 0n;
        return { kind: 'integerLiteral', value: v, type: intType, category: 'rvalue', loc: e.loc, constValue: v };
      }
      case 'generic':
        return this.genericSelection(e);
    }
  }

  private alignOf(t: CType, loc: SourceLoc): Expr {
    const v = BigInt(this.ctx.types.alignOfType(t, loc));
    return { kind: 'integerLiteral', value: v, type: sizeType, category: 'rvalue', loc, constValue: v };
  }

  /** `(T){ ... }`: an unnamed object of static storage at file scope, automatic in a function. */
  private compoundLiteral(type: CType, init: Extract<SynExpr, { kind: 'compoundLiteral' }>['init'], loc: SourceLoc): Expr {
    if (type.kind === 'function' || (type.kind !== 'array' && !isComplete(type))) this.ctx.error(loc, `compound literal has incomplete type '${typeToString(type)}'`);
    const list = InitializerChecker.check(this.ctx, type, init, loc);
    const decl: VarDecl = {
      kind: 'var',
      id: this.ctx.newId(),
      name: '',
      type: list.type,
      declaredType: list.type,
      storage: this.ctx.atFileScope ? 'static' : 'none',
      scope: this.ctx.atFileScope ? 'global' : 'local',
      loc,
      init: list,
      isDefinition: true,
      addressTaken: false,
      referenced: true,
    };
    if (this.ctx.atFileScope) this.ctx.globals.push(decl);
    return { kind: 'compoundLiteral', decl, type: list.type, category: 'lvalue', loc };
  }

  /** `__builtin_offsetof(T, m.n[i])`: the byte offset, a constant. */
  private offsetOf(t: CType, member: string, path: readonly SynDesignator[], loc: SourceLoc): Expr {
    let offset = 0n;
    let cur = t;
    const steps: SynDesignator[] = [{ kind: 'field', name: member, loc }, ...path];
    for (const step of steps) {
      if (step.kind === 'field') {
        if (cur.kind !== 'struct' || !cur.decl.fields) this.ctx.error(step.loc, `offsetof requires a struct or union type, '${typeToString(cur)}' invalid`);
        const p = memberPath(cur, step.name);
        if (!p) this.ctx.error(step.loc, `no member named '${step.name}' in '${typeToString(cur)}'`);
        for (const f of p) {
          const layout = structLayout((cur as Extract<CType, { kind: 'struct' }>).decl)!;
          if (f.bits !== undefined) this.ctx.error(step.loc, `cannot compute offset of bit-field '${f.name}'`);
          offset += BigInt(layout.offsets[f.index]!);
          cur = f.type;
        }
      } else {
        if (cur.kind !== 'array') this.ctx.error(step.loc, `subscripted value is not an array`);
        const i = this.value(step.index).constValue;
        if (typeof i !== 'bigint') this.ctx.unsupported(step.loc, 'offsetof with a non-constant array index');
        offset += i * BigInt(sizeOf(cur.element) ?? 0);
        cur = cur.element;
      }
    }
    return { kind: 'integerLiteral', value: offset, type: sizeType, category: 'rvalue', loc, constValue: offset };
  }

  /** C11 `_Generic(e, T1: a, default: b)`: the association whose type matches e's (after lvalue conversion). */
  private genericSelection(e: Extract<SynExpr, { kind: 'generic' }>): Expr {
    const control = unqualified(this.value(e.control).type);
    let chosen: SynExpr | undefined;
    let fallback: SynExpr | undefined;
    for (const a of e.associations) {
      if (!a.typeName) fallback = a.value;
      else if (compatible(unqualified(this.ctx.types.typeName(a.typeName)), control)) chosen ??= a.value;
    }
    const pick = chosen ?? fallback;
    if (!pick) this.ctx.error(e.loc, `controlling expression type '${typeToString(control)}' not compatible with any generic association type`);
    return this.check(pick);
  }

  private identifier(name: string, loc: SourceLoc): DeclRef | Expr {
    const sym = this.ctx.lookup(name, loc);
    if (!sym && predefinedNames.has(name) && this.ctx.currentFunction) {
      // `__func__` (and gcc's two older spellings) is a static array holding the function's name.
      return stringLiteral(this.ctx.currentFunction.name, loc);
    }
    if (!sym) this.ctx.error(loc, `use of undeclared identifier '${name}'`);
    if (sym.kind === 'enumConstant') {
      sym.referenced = true;
      const v = sym.value;
      const type = wrapInteger(v, intType) === v ? intType : v < 0n ? longType : wrapInteger(v, longType) === v ? longType : ulongType;
      return { kind: 'integerLiteral', value: v, type, category: 'rvalue', loc, constValue: v };
    }
    if (sym.kind === 'function') this.ctx.unsupported(loc, `function '${name}' used as a value (function pointers)`);
    if (sym.kind === 'typedef') this.ctx.error(loc, `unexpected type name '${name}': expected expression`);
    sym.referenced = true;
    return { kind: 'declRef', decl: sym, type: sym.type, category: 'lvalue', loc };
  }

  /** The type of an integer constant is the first of a list that can represent it (C99 6.4.4.1). */
  private integerConstant(e: Extract<SynExpr, { kind: 'int' }>): Expr {
    const candidates: IntegerKind[] = [];
    const both = !e.decimal;
    if (e.longs === 0) candidates.push(...(e.unsigned ? ['uint' as const] : both ? ['int' as const, 'uint' as const] : ['int' as const]));
    if (e.longs <= 1) candidates.push(...(e.unsigned ? ['ulong' as const] : both ? ['long' as const, 'ulong' as const] : ['long' as const]));
    candidates.push(...(e.unsigned ? ['ullong' as const] : both ? ['llong' as const, 'ullong' as const] : ['llong' as const]));
    for (const k of candidates) {
      const t = integerType(k);
      if (wrapInteger(e.value, t) === e.value) {
        return { kind: 'integerLiteral', value: e.value, type: t, category: 'rvalue', loc: e.loc, constValue: e.value };
      }
    }
    return this.ctx.error(e.loc, `integer constant '${e.text}' is too large for any signed integer type`);
  }

  private call(calleeSyntax: SynExpr, argSyntax: readonly SynExpr[], loc: SourceLoc): Expr {
    let callee: FunctionDecl;
    if (calleeSyntax.kind === 'ident') {
      const sym = this.ctx.lookup(calleeSyntax.name, calleeSyntax.loc);
      if (!sym && BuiltinChecker.handles(calleeSyntax.name)) {
        return this.builtins.check(calleeSyntax.name, argSyntax, loc, (e) => this.value(e), (fn, args, at) => this.callFunction(fn, args, at));
      }
      // gcc's atomic builtins, which <stdatomic.h>'s macros expand to.
      if (!sym && /^__(atomic|sync|c11_atomic)_/.test(calleeSyntax.name)) this.ctx.unsupported(calleeSyntax.loc, `atomic operation '${calleeSyntax.name}'`);
      if (!sym) this.ctx.error(calleeSyntax.loc, `implicit declaration of function '${calleeSyntax.name}' is invalid in C99`);
      if (sym.kind !== 'function') return this.notCallable(this.check(calleeSyntax));
      callee = sym;
    } else {
      return this.notCallable(this.check(calleeSyntax));
    }
    return this.callFunction(callee, argSyntax, loc);
  }

  /** A direct call of `callee`, arguments converted to its parameters. */
  private callFunction(callee: FunctionDecl, argSyntax: readonly SynExpr[], loc: SourceLoc): Call {
    callee.referenced = true;
    const type = callee.type;
    const args = argSyntax.map((a) => this.value(a));
    if (type.prototyped) {
      const n = type.params.length;
      if (args.length < n || (args.length > n && !type.variadic)) {
        const which = args.length < n ? 'few' : 'many';
        const at = args.length > n ? args[n]!.loc : loc;
        this.ctx.error(at, `too ${which} arguments to function call, expected ${n}, have ${args.length}`);
      }
    }
    const converted = args.map((a, i) => {
      const param = type.prototyped ? type.params[i] : undefined;
      if (param) return convertForAssignment(a, param, 'passing to parameter of type', a.loc);
      if (a.type.kind === 'void') this.ctx.error(a.loc, 'void value not ignored as it ought to be');
      return defaultArgumentPromotion(a);
    });
    if (type.result.kind !== 'void' && !isComplete(type.result)) {
      this.ctx.error(loc, `calling '${callee.name}' with incomplete return type '${typeToString(type.result)}'`);
    }
    return { kind: 'call', callee, args: converted, type: type.result, category: 'rvalue', loc };
  }

  private notCallable(e: Expr): never {
    const t = e.type.kind === 'pointer' && e.type.pointee.kind === 'function';
    if (t) this.ctx.unsupported(e.loc, 'call through a function pointer');
    return this.ctx.error(e.loc, `called object type '${typeToString(e.type)}' is not a function or function pointer`);
  }

  private index(baseSyntax: SynExpr, indexSyntax: SynExpr, loc: SourceLoc): Index {
    let base = this.value(baseSyntax);
    let index = this.value(indexSyntax);
    // `i[a]` means `a[i]`: keep the pointer as the base.
    if (base.type.kind !== 'pointer' && index.type.kind === 'pointer') [base, index] = [index, base];
    if (base.type.kind !== 'pointer') this.ctx.error(base.loc, 'subscripted value is not an array or pointer');
    if (!isInteger(index.type)) this.ctx.error(index.loc, 'array subscript is not an integer');
    const element = base.type.pointee;
    if (element.kind === 'function') this.ctx.unsupported(loc, 'subscript of a function pointer');
    if (!isComplete(element)) {
      this.ctx.error(loc, `subscript of pointer to incomplete type '${typeToString(element)}'`);
    }
    return { kind: 'index', base, index: promote(index), type: element, category: 'lvalue', loc };
  }

  private member(baseSyntax: SynExpr, name: string, arrow: boolean, loc: SourceLoc): Member {
    return this.memberOf(arrow ? this.value(baseSyntax) : this.check(baseSyntax), name, arrow, loc);
  }

  /** `base.name` / `base->name`; a member of an anonymous struct or union is reached through it. */
  private memberOf(base: Expr, name: string, arrow: boolean, loc: SourceLoc): Member {
    let structType = base.type;
    if (arrow) {
      if (base.type.kind !== 'pointer' || base.type.pointee.kind !== 'struct') {
        this.ctx.error(loc, `member reference type '${typeToString(base.type)}' is not a pointer to a struct`);
      }
      structType = base.type.pointee;
    }
    if (structType.kind !== 'struct') {
      this.ctx.error(loc, `member reference base type '${typeToString(base.type)}' is not a struct`);
    }
    const fields = structType.decl.fields;
    if (!fields) this.ctx.error(loc, `incomplete definition of type '${typeToString(structType)}'`);
    const path = memberPath(structType, name);
    if (!path) this.ctx.error(loc, `no member named '${name}' in '${typeToString(structType)}'`);
    let e: Member | undefined;
    let at: Expr = base;
    let st = structType;
    let viaArrow = arrow;
    for (const field of path) {
      e = {
        kind: 'member',
        base: at,
        field,
        arrow: viaArrow,
        structType: st,
        type: qualify(field.type, qualifiersOf(st)),
        category: viaArrow || at.category === 'lvalue' ? 'lvalue' : 'rvalue',
        loc,
      };
      at = e;
      viaArrow = false;
      if (field.type.kind === 'struct') st = field.type;
    }
    return e!;
  }

  private unary(op: '+' | '-' | '!' | '~' | '*' | '&' | '__real__' | '__imag__', operandSyntax: SynExpr, loc: SourceLoc): Expr {
    switch (op) {
      case '__real__':
      case '__imag__':
        return this.ctx.unsupported(loc, `'${op}' (complex numbers)`);
      case '&': {
        const operand = this.check(operandSyntax);
        if (operand.category !== 'lvalue') {
          this.ctx.error(loc, `cannot take the address of an rvalue of type '${typeToString(operand.type)}'`);
        }
        markAddressTaken(operand);
        return { kind: 'addressOf', operand, type: pointerTo(operand.type), category: 'rvalue', loc };
      }
      case '*': {
        const operand = this.value(operandSyntax);
        if (operand.type.kind !== 'pointer') {
          this.ctx.error(loc, `indirection requires pointer operand ('${typeToString(operand.type)}' invalid)`);
        }
        const pointee = operand.type.pointee;
        if (pointee.kind === 'void') this.ctx.error(loc, "dereferencing a 'void *' pointer");
        if (pointee.kind === 'function') this.ctx.unsupported(loc, 'dereferencing a function pointer');
        return { kind: 'deref', operand, type: pointee, category: 'lvalue', loc };
      }
      case '!': {
        const operand = this.condition(operandSyntax, "operator '!'");
        return withConstant({ kind: 'unary', op, operand, type: intType, category: 'rvalue', loc });
      }
      default: {
        const raw = this.value(operandSyntax);
        const ok = op === '~' ? isInteger(raw.type) : isArithmetic(raw.type);
        if (!ok) this.ctx.error(loc, `invalid argument type '${typeToString(raw.type)}' to unary expression`);
        const operand = promote(raw);
        return withConstant({ kind: 'unary', op, operand, type: operand.type, category: 'rvalue', loc });
      }
    }
  }

  private incDec(op: '++' | '--', prefix: boolean, operandSyntax: SynExpr, loc: SourceLoc): IncDec {
    const operand = this.check(operandSyntax);
    checkModifiable(this.ctx, operand, loc);
    const t = operand.type;
    const ok = isArithmetic(t) || (t.kind === 'pointer' && isComplete(t.pointee));
    if (!ok) this.ctx.error(loc, `cannot ${op === '++' ? 'increment' : 'decrement'} value of type '${typeToString(t)}'`);
    return { kind: 'incDec', op, prefix, operand, type: rvalue(operand).type, category: 'rvalue', loc };
  }

  /** An explicit cast `(T)e` (C99 6.5.4). */
  cast(target: CType, operandSyntax: SynExpr, loc: SourceLoc): Expr {
    const operand = this.value(operandSyntax);
    if (target.kind === 'void') return makeCast(operand, target, 'toVoid', false, loc);
    if (!isScalar(target)) {
      this.ctx.error(loc, `used type '${typeToString(target)}' where arithmetic or pointer type is required`);
    }
    if (!isScalar(operand.type)) {
      this.ctx.error(loc, `operand of type '${typeToString(operand.type)}' where arithmetic or pointer type is required`);
    }
    if ((target.kind === 'pointer' && operand.type.kind === 'floating') || (target.kind === 'floating' && operand.type.kind === 'pointer')) {
      this.ctx.error(loc, `cannot cast between '${typeToString(operand.type)}' and '${typeToString(target)}'`);
    }
    // Keep an explicit node even for a no-op, so the AST shows every cast the source wrote.
    return makeCast(operand, unqualified(target), conversionKind(operand, target) ?? 'noop', false, loc);
  }

  private sizeOf(argType: CType, operand: Expr | undefined, loc: SourceLoc): SizeOf {
    if (argType.kind === 'function') this.ctx.error(loc, "invalid application of 'sizeof' to a function type");
    if (!isComplete(argType)) {
      this.ctx.error(loc, `invalid application of 'sizeof' to an incomplete type '${typeToString(argType)}'`);
    }
    const size = sizeOf(argType);
    const base: SizeOf = { kind: 'sizeof', argType, operand, type: sizeType, category: 'rvalue', loc };
    return size === undefined ? base : { ...base, constValue: BigInt(size) };
  }
}

/** Records that the variable at the root of lvalue `e` (through `.` members) has its address taken. */
export function markAddressTaken(e: Expr): void {
  let cur: Expr = e;
  while (cur.kind === 'member' && !cur.arrow) cur = cur.base;
  if (cur.kind === 'declRef') (cur.decl as VarDecl).addressTaken = true;
}

const predefinedNames = new Set(['__func__', '__FUNCTION__', '__PRETTY_FUNCTION__']);

function stringLiteral(value: string, loc: SourceLoc): StringLiteral {
  return { kind: 'stringLiteral', value, type: arrayOf(charType, { kind: 'constant', value: value.length + 1 }), category: 'lvalue', loc };
}
