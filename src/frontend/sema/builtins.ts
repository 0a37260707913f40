// gcc's `__builtin_*` functions, which C code and the system headers call without declaring them: library
// aliases (`__builtin_fabs` is `fabs`), hints that only return a value (`__builtin_expect`), constants
// (`__builtin_huge_val`, `__builtin_nan`), the type-generic classification and comparison macros of math.h
// (`__builtin_isnan`, `__builtin_fpclassify`, `__builtin_isgreater`), tgmath.h's `__builtin_tgmath`, and
// bit operations. What emission makes of each `builtin` call is in emit/builtins.ts.

import type { SourceLoc } from '../../ir/diagnostics.js';
import type { Call, Expr, FunctionDecl, StructDecl } from '../ast.js';
import {
  arrayOf,
  builtinTypedefNames,
  doubleType,
  floatType,
  intType,
  integerType,
  isArithmetic,
  isInteger,
  longType,
  pointerTo,
  sizeType,
  voidType,
  charType,
  qualify,
  type CType,
  type FunctionType,
} from '../ctypes.js';
import { typeToString } from '../printC.js';
import type { SynExpr } from '../syntax.js';
import type { SemaContext } from './context.js';
import { convert, makeCast, usualArithmeticType } from './conversions.js';

/** The file named in the locations of what sema declares itself (builtins, the library functions they stand for). */
export const builtinFile = '<builtin>';

const ldoubleType: CType = { kind: 'floating', fkind: 'ldouble' };
const uint = integerType('uint');
const ulong = integerType('ulong');
const ullong = integerType('ullong');
const constCharPtr = pointerTo(qualify(charType, { const: true }));
const voidPtr = pointerTo(voidType);

/** Type-generic classification builtins: one floating argument (any real type), int result. */
const classifiers = new Set(['isnan', 'isinf', 'isinf_sign', 'isfinite', 'isnormal', 'signbit', 'signbitf', 'signbitl']);
/** Type-generic quiet comparisons of math.h. */
const comparisons = new Set(['isgreater', 'isgreaterequal', 'isless', 'islessequal', 'islessgreater', 'isunordered']);

/** Builtins with an ordinary signature: `name: [result, params]`. Emission handles each (or refuses it). */
const typed: Record<string, readonly [CType, readonly CType[]]> = {
  unreachable: [voidType, []],
  trap: [voidType, []],
  bswap16: [integerType('ushort'), [integerType('ushort')]],
  bswap32: [uint, [uint]],
  bswap64: [ulong, [ulong]],
  popcount: [intType, [uint]],
  popcountl: [intType, [ulong]],
  popcountll: [intType, [ullong]],
  clz: [intType, [uint]],
  clzl: [intType, [ulong]],
  clzll: [intType, [ullong]],
  ctz: [intType, [uint]],
  ctzl: [intType, [ulong]],
  ctzll: [intType, [ullong]],
  ffs: [intType, [intType]],
  ffsl: [intType, [longType]],
  ffsll: [intType, [integerType('llong')]],
  parity: [intType, [uint]],
  parityl: [intType, [ulong]],
  parityll: [intType, [ullong]],
  alloca: [voidPtr, [sizeType]],
  frame_address: [voidPtr, [uint]],
  return_address: [voidPtr, [uint]],
  object_size: [sizeType, [voidPtr, intType]],
};

/** Library functions whose `__builtin_` spelling calls them (declared here when no header declared them). */
const library: Record<string, readonly [CType, readonly CType[]]> = {
  abort: [voidType, []],
  exit: [voidType, [intType]],
  abs: [intType, [intType]],
  labs: [longType, [longType]],
  malloc: [voidPtr, [sizeType]],
  calloc: [voidPtr, [sizeType, sizeType]],
  free: [voidType, [voidPtr]],
  memcpy: [voidPtr, [voidPtr, pointerTo(qualify(voidType, { const: true })), sizeType]],
  memmove: [voidPtr, [voidPtr, pointerTo(qualify(voidType, { const: true })), sizeType]],
  memset: [voidPtr, [voidPtr, intType, sizeType]],
  strlen: [sizeType, [constCharPtr]],
  puts: [intType, [constCharPtr]],
  putchar: [intType, [intType]],
};

const libmUnary = 'sqrt cbrt exp exp2 expm1 log log2 log10 log1p fabs floor ceil round trunc sin cos tan asin acos atan sinh cosh tanh asinh acosh atanh erf erfc tgamma lgamma rint nearbyint'.split(' ');
const libmBinary = 'pow hypot fmod fmin fmax copysign atan2 fdim remainder nextafter'.split(' ');
for (const f of libmUnary) {
  library[f] = [doubleType, [doubleType]];
  library[`${f}f`] = [floatType, [floatType]];
}
for (const f of libmBinary) {
  library[f] = [doubleType, [doubleType, doubleType]];
  library[`${f}f`] = [floatType, [floatType, floatType]];
}
library['fma'] = [doubleType, [doubleType, doubleType, doubleType]];
library['fmaf'] = [floatType, [floatType, floatType, floatType]];

/** Declares the type names gcc predefines (ctypes.ts `builtinTypedefNames`) in the file scope. */
export function declareBuiltinTypes(ctx: SemaContext): void {
  const loc = { file: builtinFile, line: 0, col: 0 };
  // x86-64's va_list: one `struct __va_list_tag { unsigned gp_offset, fp_offset; void *overflow_arg_area, *reg_save_area; }`.
  const tag: StructDecl = { kind: 'struct', id: ctx.newId(), tag: '__va_list_tag', union: false, loc };
  tag.fields = [
    { name: 'gp_offset', type: uint, index: 0, loc },
    { name: 'fp_offset', type: uint, index: 1, loc },
    { name: 'overflow_arg_area', type: voidPtr, index: 2, loc },
    { name: 'reg_save_area', type: voidPtr, index: 3, loc },
  ];
  const types: Record<string, CType> = {
    __builtin_va_list: arrayOf({ kind: 'struct', decl: tag }, { kind: 'constant', value: 1 }),
    __int128_t: integerType('int128'),
    __uint128_t: integerType('uint128'),
  };
  for (const name of builtinTypedefNames) ctx.scope.declare(name, { kind: 'typedef', name, type: types[name]!, loc });
}

export class BuiltinChecker {
  private readonly decls = new Map<string, FunctionDecl>();

  constructor(private readonly ctx: SemaContext) {}

  /** Whether `name` is a builtin this checker knows (or any `__builtin_` name, checked as unknown). */
  static handles(name: string): boolean {
    return name.startsWith('__builtin_');
  }

  /**
   * A call of `__builtin_<name>(args)`. `call` checks an ordinary call of a function declaration; `value`
   * checks an argument.
   */
  check(
    fullName: string,
    args: readonly SynExpr[],
    loc: SourceLoc,
    value: (e: SynExpr) => Expr,
    call: (fn: FunctionDecl, args: readonly SynExpr[], loc: SourceLoc) => Call,
  ): Expr {
    const name = fullName.slice('__builtin_'.length);
    const arity = (n: number): void => {
      if (args.length !== n) this.ctx.error(loc, `too ${args.length < n ? 'few' : 'many'} arguments to function call, expected ${n}, have ${args.length}`);
    };
    switch (name) {
      case 'expect':
      case 'expect_with_probability':
        // Only a branch-probability hint: the value of the first argument, as a long.
        arity(name === 'expect' ? 2 : 3);
        value(args[1]!);
        return convert(this.integer(value(args[0]!), fullName), longType);
      case 'assume_aligned':
        if (args.length < 2 || args.length > 3) arity(2);
        for (const a of args.slice(1)) value(a);
        return this.toVoidPointer(value(args[0]!), fullName);
      case 'constant_p': {
        arity(1);
        const v = value(args[0]!);
        return this.intConstant(v.constValue !== undefined ? 1n : 0n, loc);
      }
      case 'prefetch':
        // A cache hint; its address argument is not accessed.
        for (const a of args) value(a);
        return makeCast(this.intConstant(0n, loc), voidType, 'toVoid', false, loc);
      case 'huge_val':
      case 'inf':
        arity(0);
        return this.floatConstant(Infinity, doubleType, loc);
      case 'huge_valf':
      case 'inff':
        arity(0);
        return this.floatConstant(Infinity, floatType, loc);
      case 'huge_vall':
      case 'infl':
        arity(0);
        return this.floatConstant(Infinity, ldoubleType, loc);
      case 'nan':
      case 'nanf':
      case 'nanl':
        return this.nan(name, args, loc, value);
      case 'choose_expr': {
        arity(3);
        const c = value(args[0]!).constValue;
        if (c === undefined) this.ctx.error(args[0]!.loc, "first argument to '__builtin_choose_expr' not a constant");
        return value(c !== 0n && c !== 0 ? args[1]! : args[2]!);
      }
      case 'tgmath':
        return this.tgmath(args, loc, call);
      case 'fpclassify': {
        arity(6);
        const classes = args.slice(0, 5).map((a) => convert(this.integer(value(a), fullName), intType));
        return this.genericCall(fullName, [...classes, this.floating(value(args[5]!), fullName)], intType, loc);
      }
      case 'va_start':
      case 'va_end':
      case 'va_copy':
        for (const a of args) value(a);
        return this.genericCall(fullName, args.map((a) => value(a)), voidType, loc);
    }
    if (classifiers.has(name)) {
      arity(1);
      return this.genericCall(fullName, [this.floating(value(args[0]!), fullName)], intType, loc);
    }
    if (comparisons.has(name)) {
      arity(2);
      const a = this.floating(value(args[0]!), fullName, true);
      const b = this.floating(value(args[1]!), fullName, true);
      const common = usualArithmeticType(a.type, b.type);
      return this.genericCall(fullName, [convert(a, common), convert(b, common)], intType, loc);
    }
    const lib = library[name];
    if (lib) return call(this.libraryFunction(name, lib), args, loc);
    const sig = typed[name];
    if (sig) return call(this.declare(fullName, sig[0], sig[1], true), args, loc);
    // Unknown to us: checked as an unprototyped int function; emission names it if it is ever translated.
    return call(this.declare(fullName, intType, [], false), args, loc);
  }

  private declare(name: string, result: CType, params: readonly CType[], prototyped: boolean): FunctionDecl {
    let fn = this.decls.get(name);
    if (!fn) {
      const type: FunctionType = { kind: 'function', result, params, variadic: false, prototyped };
      fn = { kind: 'function', id: this.ctx.newId(), name, type, params: [], storage: 'none', inline: false, loc: { file: builtinFile, line: 0, col: 0 }, referenced: false, attributes: new Set(), builtin: name.slice('__builtin_'.length) };
      this.decls.set(name, fn);
    }
    return fn;
  }

  /** The library function `name` as declared by the program's headers, or declared here. */
  private libraryFunction(name: string, sig: readonly [CType, readonly CType[]]): FunctionDecl {
    let file = this.ctx.scope;
    while (file.parent) file = file.parent;
    const declared = file.own(name);
    if (declared?.kind === 'function') return declared;
    let fn = this.decls.get(name);
    if (!fn) {
      const type: FunctionType = { kind: 'function', result: sig[0], params: sig[1], variadic: false, prototyped: true };
      fn = { kind: 'function', id: this.ctx.newId(), name, type, params: [], storage: 'none', inline: false, loc: { file: builtinFile, line: 0, col: 0 }, referenced: false, attributes: new Set() };
      this.decls.set(name, fn);
      this.ctx.functions.push(fn);
    }
    return fn;
  }

  /** A call whose arguments keep their own types (no promotion), for the type-generic builtins. */
  private genericCall(name: string, args: Expr[], result: CType, loc: SourceLoc): Call {
    const callee = this.declare(name, result, [], false);
    callee.referenced = true;
    return { kind: 'call', callee, args, type: result, category: 'rvalue', loc };
  }

  private floating(e: Expr, name: string, allowInteger = false): Expr {
    if (e.type.kind === 'floating' || (allowInteger && isInteger(e.type))) return e;
    return this.ctx.error(e.loc, `operand of type '${typeToString(e.type)}' to '${name}' is not a floating-point type`);
  }

  private integer(e: Expr, name: string): Expr {
    if (isInteger(e.type)) return e;
    if (isArithmetic(e.type) || e.type.kind === 'pointer') return e;
    return this.ctx.error(e.loc, `argument of type '${typeToString(e.type)}' to '${name}' is not a number`);
  }

  private toVoidPointer(e: Expr, name: string): Expr {
    if (e.type.kind !== 'pointer') this.ctx.error(e.loc, `first argument to '${name}' must be a pointer`);
    return convert(e, voidPtr);
  }

  private intConstant(v: bigint, loc: SourceLoc): Expr {
    return { kind: 'integerLiteral', value: v, type: intType, category: 'rvalue', loc, constValue: v };
  }

  private floatConstant(v: number, type: CType, loc: SourceLoc): Expr {
    return { kind: 'floatLiteral', value: v, type, category: 'rvalue', loc, constValue: v };
  }

  /** `__builtin_nan("")`: a quiet NaN; only the empty payload (what NAN and nan("") use) is supported. */
  private nan(name: string, args: readonly SynExpr[], loc: SourceLoc, value: (e: SynExpr) => Expr): Expr {
    if (args.length !== 1) this.ctx.error(loc, `'__builtin_${name}' takes one string argument`);
    const arg = args[0]!;
    value(arg);
    if (arg.kind !== 'string' || (arg.value !== '' && !/^0*$/.test(arg.value))) this.ctx.unsupported(arg.loc, `'__builtin_${name}' with a NaN payload`);
    const type = name === 'nanf' ? floatType : name === 'nanl' ? ldoubleType : doubleType;
    return this.floatConstant(NaN, type, loc);
  }

  /**
   * tgmath.h: `__builtin_tgmath(f_float, f_double, f_ldouble, [complex versions,] args...)` calls the version
   * matching the arguments' types (C11 7.25p3): long double if any argument is, else double if any argument is
   * double or an integer, else float.
   */
  private tgmath(args: readonly SynExpr[], loc: SourceLoc, call: (fn: FunctionDecl, args: readonly SynExpr[], loc: SourceLoc) => Call): Expr {
    const fns: FunctionDecl[] = [];
    let i = 0;
    for (; i < args.length; i++) {
      const a = args[i]!;
      const sym = a.kind === 'ident' ? this.ctx.lookup(a.name, a.loc) : undefined;
      if (sym?.kind !== 'function') break;
      fns.push(sym);
    }
    const operands = args.slice(i);
    if (fns.length === 0 || operands.length === 0) this.ctx.error(loc, "'__builtin_tgmath' needs functions and arguments");
    // Only the arguments of the generic (floating) parameters choose the version; `ldexp(x, n)`'s n does not.
    const params = fns[0]!.type.params;
    const types = operands.flatMap((o, k) => (params[k]?.kind === 'floating' || params[k]?.kind === 'complex' ? [this.ctx.exprs.value(o).type] : []));
    if (types.some((t) => t.kind === 'complex')) this.ctx.unsupported(loc, 'complex arguments to a type-generic math function');
    const rank = (t: CType): number => (t.kind === 'floating' ? (t.fkind === 'float' ? 0 : t.fkind === 'double' ? 1 : 2) : 1);
    const want = Math.max(0, ...types.map(rank));
    const chosen = fns.find((f) => {
      const p = f.type.params[0];
      return p?.kind === 'floating' && rank(p) === want;
    });
    if (!chosen) this.ctx.error(loc, "no matching function for '__builtin_tgmath'");
    return call(chosen, operands, loc);
  }
}
