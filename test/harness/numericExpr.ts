// FileCheck numeric substitution blocks: [[#VAR:]], [[#%x,VAR:]], [[#VAR+1]], [[#add(A,B)]], [[@LINE+1]].
// Parsing follows llvm/lib/FileCheck/FileCheck.cpp (parseNumericSubstitutionBlock and friends); values are BigInts,
// which is what FileCheck's growing APInts amount to.

import { LocatedError, Span } from './span.js';

export type FormatKind = 'none' | 'u' | 'd' | 'x' | 'X';

/** An error raised when a value cannot be printed in its format or a division by zero (LLVM's OverflowError). */
export class OverflowError extends Error {}

/** Use of a variable with no value (LLVM's UndefVarError); `at` is where the name is in the check buffer. */
export class UndefinedVariableError extends Error {
  constructor(
    readonly varName: string,
    readonly at: number,
  ) {
    super(`undefined variable: ${varName}`);
  }
}

export class ExpressionFormat {
  constructor(
    readonly kind: FormatKind,
    readonly precision = 0,
    readonly alternate = false,
  ) {}

  equals(o: ExpressionFormat): boolean {
    return this.kind === o.kind && this.precision === o.precision && this.alternate === o.alternate;
  }

  toString(): string {
    return this.kind === 'none' ? '<none>' : `%${this.kind}`;
  }

  /** The regex (ERE) matching any value printed in this format. */
  wildcardRegex(): string {
    const prefix = this.alternate ? '0x' : '';
    const digits = (first: string, rest: string): string => `${prefix}(${first}${rest}*)?${rest}{${this.precision}}`;
    switch (this.kind) {
      case 'u':
        return this.precision ? digits('[1-9]', '[0-9]') : '[0-9]+';
      case 'd':
        return this.precision ? `-?${digits('[1-9]', '[0-9]')}` : '-?[0-9]+';
      case 'X':
        return this.precision ? digits('[1-9A-F]', '[0-9A-F]') : `${prefix}[0-9A-F]+`;
      case 'x':
        return this.precision ? digits('[1-9a-f]', '[0-9a-f]') : `${prefix}[0-9a-f]+`;
      case 'none':
        throw new Error('trying to match value with invalid format');
    }
  }

  /** How `value` is printed in this format; unsigned and hex formats cannot print negative values. */
  matchingString(value: bigint): string {
    if (this.kind !== 'd' && value < 0n) throw new OverflowError();
    const abs = value < 0n ? -value : value;
    let digits = this.kind === 'x' ? abs.toString(16) : this.kind === 'X' ? abs.toString(16).toUpperCase() : abs.toString(10);
    if (this.precision > digits.length) digits = '0'.repeat(this.precision - digits.length) + digits;
    return `${value < 0n ? '-' : ''}${this.alternate ? '0x' : ''}${digits}`;
  }

  /** The value of a string the wildcard regex matched. */
  valueFromString(s: string): bigint {
    const negative = s.startsWith('-');
    let body = negative ? s.slice(1) : s;
    if (this.alternate && this.kind !== 'd') body = body.replace(/^0x/, '');
    const v = this.kind === 'x' || this.kind === 'X' ? BigInt(`0x${body}`) : BigInt(body);
    return negative ? -v : v;
  }
}

export class NumericVariable {
  value: bigint | undefined;
  /** Where the value was matched in the input, for "captured var" notes. */
  matchedAt: { start: number; end: number } | undefined;

  constructor(
    readonly name: string,
    readonly implicitFormat: ExpressionFormat,
    readonly defLine?: number,
  ) {}
}

type BinaryFn = (a: bigint, b: bigint) => bigint;

export type ExpressionAst =
  | { readonly kind: 'literal'; readonly text: string; readonly at: number; readonly value: bigint }
  | { readonly kind: 'use'; readonly text: string; readonly at: number; readonly variable: NumericVariable }
  | {
      readonly kind: 'binary';
      /** The source text and its offset in the check buffer, for diagnostics. */
      readonly text: string;
      readonly at: number;
      readonly fn: BinaryFn;
      readonly left: ExpressionAst;
      readonly right: ExpressionAst;
    };

export interface Expression {
  readonly ast: ExpressionAst | undefined;
  readonly format: ExpressionFormat;
}

const add: BinaryFn = (a, b) => a + b;
const sub: BinaryFn = (a, b) => a - b;
const FUNCTIONS: Record<string, BinaryFn> = {
  add,
  sub,
  mul: (a, b) => a * b,
  div: (a, b) => {
    if (b === 0n) throw new OverflowError();
    return a / b; // BigInt division truncates toward zero, like APInt::sdiv
  },
  max: (a, b) => (a < b ? b : a),
  min: (a, b) => (a < b ? a : b),
};

/**
 * The value of an expression, or undefined with the reasons pushed on `errors`. Both operands are always evaluated
 * so that every undefined variable is reported, as LLVM joins the errors of both sides.
 */
export function evaluate(ast: ExpressionAst, errors: Error[]): bigint | undefined {
  switch (ast.kind) {
    case 'literal':
      return ast.value;
    case 'use':
      if (ast.variable.value === undefined) errors.push(new UndefinedVariableError(ast.text, ast.at));
      return ast.variable.value;
    case 'binary': {
      const left = evaluate(ast.left, errors);
      const right = evaluate(ast.right, errors);
      if (left === undefined || right === undefined) return undefined;
      try {
        return ast.fn(left, right);
      } catch (e) {
        errors.push(e as Error);
        return undefined;
      }
    }
  }
}

function implicitFormat(ast: ExpressionAst): ExpressionFormat {
  switch (ast.kind) {
    case 'literal':
      return new ExpressionFormat('none');
    case 'use':
      return ast.variable.implicitFormat;
    case 'binary': {
      const l = implicitFormat(ast.left);
      const r = implicitFormat(ast.right);
      if (l.kind !== 'none' && r.kind !== 'none' && !l.equals(r))
        throw new LocatedError(
          ast.at,
          `implicit format conflict between '${ast.left.text}' (${l}) and '${ast.right.text}' (${r}), need an explicit format specifier`,
        );
      return l.kind !== 'none' ? l : r;
    }
  }
}

/** The variable tables numeric parsing reads and writes (part of the pattern context). */
export interface NumericScope {
  readonly numericVars: Map<string, NumericVariable>;
  readonly definedStringVars: Set<string>;
}

export const isValidVarNameStart = (c: string | undefined): boolean => c !== undefined && /[A-Za-z_]/.test(c);

/** parseVariable: `[$@]?[A-Za-z_][A-Za-z0-9_]*` at the front of `s`. */
export function parseVariable(s: Span): { name: string; isPseudo: boolean; rest: Span } {
  if (s.empty) throw new LocatedError(s.start, 'empty variable name');
  let i = 0;
  const isPseudo = s.at(0) === '@';
  if (s.at(0) === '$' || isPseudo) i++;
  if (i === s.length) throw new LocatedError(s.start + i, `empty ${isPseudo ? 'pseudo ' : 'global '}variable name`);
  if (!isValidVarNameStart(s.at(i++))) throw new LocatedError(s.start, 'invalid variable name');
  while (i < s.length && /[A-Za-z0-9_]/.test(s.at(i)!)) i++;
  return { name: s.takeFront(i).str(), isPseudo, rest: s.dropFront(i) };
}

type AllowedOperand = 'lineVar' | 'legacyLiteral' | 'any';

/** Parses `[%fmt,][VAR:][==]expr` (the text between `[[#` and `]]`). */
export class NumericBlockParser {
  private rest: Span;

  constructor(
    private readonly scope: NumericScope,
    private readonly lineNumber: number | undefined,
    expr: Span,
  ) {
    this.rest = expr;
  }

  parseBlock(isLegacyLineExpr: boolean): { expression: Expression; defined: NumericVariable | undefined } {
    let expr = this.rest;
    let explicitFormat: ExpressionFormat | undefined;
    let precision = 0;
    const comma = expr.find(',');
    const paren = expr.find('(');
    if (comma >= 0 && (paren < 0 || comma < paren)) {
      let fmt = expr.takeFront(comma).trim();
      expr = expr.dropFront(comma + 1);
      if (!fmt.startsWith('%')) throw new LocatedError(fmt.start, 'invalid matching format specification in expression');
      fmt = fmt.dropFront(1);
      const alternateAt = fmt.start;
      const alternate = fmt.startsWith('#');
      if (alternate) fmt = fmt.dropFront(1);
      if (fmt.startsWith('.')) {
        fmt = fmt.dropFront(1);
        const m = /^[0-9]+/.exec(fmt.str());
        if (!m) throw new LocatedError(fmt.start, 'invalid precision in format specifier');
        precision = Number(m[0]);
        fmt = fmt.dropFront(m[0].length);
      }
      if (!fmt.empty) {
        const k = fmt.at(0)!;
        if (!'udxX'.includes(k)) throw new LocatedError(fmt.start, 'invalid format specifier in expression');
        explicitFormat = new ExpressionFormat(k as FormatKind, precision, alternate && (k === 'x' || k === 'X'));
        fmt = fmt.dropFront(1);
      }
      if (alternate && (explicitFormat === undefined || (explicitFormat.kind !== 'x' && explicitFormat.kind !== 'X')))
        throw new LocatedError(alternateAt, 'alternate form only supported for hex values');
      fmt = fmt.ltrim();
      if (!fmt.empty) throw new LocatedError(fmt.start, 'invalid matching format specification in expression');
    }

    let defExpr: Span | undefined;
    const colon = expr.find(':');
    if (colon >= 0) {
      defExpr = expr.takeFront(colon);
      expr = expr.dropFront(colon + 1);
    }
    expr = expr.ltrim();
    const hasConstraint = expr.startsWith('==');
    if (hasConstraint) expr = expr.dropFront(2);
    expr = expr.ltrim();
    let ast: ExpressionAst | undefined;
    if (expr.empty) {
      if (hasConstraint) throw new LocatedError(expr.start, 'empty numeric expression should not have a constraint');
    } else {
      this.rest = expr.rtrim();
      const outer = this.rest;
      ast = this.parseOperand(isLegacyLineExpr ? 'lineVar' : 'any', !hasConstraint);
      while (!this.rest.empty) {
        ast = this.parseBinop(outer, ast, isLegacyLineExpr);
        if (isLegacyLineExpr && !this.rest.empty)
          throw new LocatedError(this.rest.start, `unexpected characters at end of expression '${this.rest.str()}'`);
      }
    }

    let format = explicitFormat;
    if (!format && ast) {
      const implicit = implicitFormat(ast);
      if (implicit.kind !== 'none') format = implicit;
    }
    format ??= new ExpressionFormat('u', precision);

    let defined: NumericVariable | undefined;
    if (defExpr) defined = this.parseDefinition(defExpr.ltrim(), format);
    return { expression: { ast, format }, defined };
  }

  private parseDefinition(s: Span, format: ExpressionFormat): NumericVariable {
    const { name, isPseudo, rest } = parseVariable(s);
    if (isPseudo) throw new LocatedError(s.start, 'definition of pseudo numeric variable unsupported');
    if (this.scope.definedStringVars.has(name))
      throw new LocatedError(s.start, `string variable with name '${name}' already exists`);
    const after = rest.ltrim();
    if (!after.empty) throw new LocatedError(after.start, 'unexpected characters after numeric variable name');
    const existing = this.scope.numericVars.get(name);
    if (existing) {
      if (!existing.implicitFormat.equals(format))
        throw new LocatedError(after.start, 'format different from previous variable definition');
      return existing;
    }
    return new NumericVariable(name, format, this.lineNumber);
  }

  private parseUse(name: string, isPseudo: boolean, at: number): NumericVariable {
    if (isPseudo && name !== '@LINE') throw new LocatedError(at, `invalid pseudo numeric variable '${name}'`);
    let v = this.scope.numericVars.get(name);
    if (!v) {
      // Uses of undefined variables are reported when matching, as FileCheck does.
      v = new NumericVariable(name, new ExpressionFormat('u'));
      this.scope.numericVars.set(name, v);
    }
    if (v.defLine !== undefined && this.lineNumber !== undefined && v.defLine === this.lineNumber)
      throw new LocatedError(at, `numeric variable '${name}' defined earlier in the same CHECK directive`);
    return v;
  }

  private parseOperand(allowed: AllowedOperand, maybeInvalidConstraint: boolean): ExpressionAst {
    const start = this.rest;
    if (start.startsWith('(')) {
      if (allowed !== 'any') throw new LocatedError(start.start, 'parenthesized expression not permitted here');
      return this.parseParen();
    }
    if (allowed === 'lineVar' || allowed === 'any') {
      let v: ReturnType<typeof parseVariable> | undefined;
      try {
        v = parseVariable(start);
      } catch (e) {
        if (allowed === 'lineVar') throw e;
      }
      if (v) {
        this.rest = v.rest;
        if (v.rest.ltrim().startsWith('(')) {
          if (allowed !== 'any') throw new LocatedError(start.start, 'unexpected function call');
          return this.parseCall(v.name, start.start);
        }
        return { kind: 'use', text: v.name, at: start.start, variable: this.parseUse(v.name, v.isPseudo, start.start) };
      }
    }
    // Radix auto-detection as in StringRef::consumeInteger: 0x, 0b, 0o, and a leading 0 means octal.
    const m = (allowed === 'legacyLiteral' ? /^-?[0-9]+/ : /^-?(0[xX][0-9a-fA-F]+|0[bB][01]+|0o[0-7]+|0[0-7]+|0(?![0-9])|[1-9][0-9]*)/).exec(start.str());
    if (m) {
      this.rest = start.dropFront(m[0].length);
      return { kind: 'literal', text: m[0], at: start.start, value: parseLiteral(m[0]) };
    }
    throw new LocatedError(start.start, `invalid ${maybeInvalidConstraint ? 'matching constraint or ' : ''}operand format`);
  }

  private parseParen(): ExpressionAst {
    this.rest = this.rest.ltrim().dropFront(1).ltrim();
    if (this.rest.empty) throw new LocatedError(this.rest.start, 'missing operand in expression');
    const outer = this.rest;
    let ast = this.parseOperand('any', false);
    this.rest = this.rest.ltrim();
    while (!this.rest.empty && !this.rest.startsWith(')')) {
      ast = this.parseBinop(outer, ast, false);
      this.rest = this.rest.ltrim();
    }
    if (!this.rest.startsWith(')')) throw new LocatedError(this.rest.start, "missing ')' at end of nested expression");
    this.rest = this.rest.dropFront(1);
    return ast;
  }

  private parseBinop(outer: Span, left: ExpressionAst, isLegacyLineExpr: boolean): ExpressionAst {
    this.rest = this.rest.ltrim();
    if (this.rest.empty) return left;
    const opAt = this.rest.start;
    const op = this.rest.at(0);
    this.rest = this.rest.dropFront(1);
    if (op !== '+' && op !== '-') throw new LocatedError(opAt, `unsupported operation '${op}'`);
    this.rest = this.rest.ltrim();
    if (this.rest.empty) throw new LocatedError(this.rest.start, 'missing operand in expression');
    const right = this.parseOperand(isLegacyLineExpr ? 'legacyLiteral' : 'any', false);
    const text = outer.text.slice(outer.start, this.rest.start);
    return { kind: 'binary', text, at: outer.start, fn: op === '+' ? add : sub, left, right };
  }

  private parseCall(name: string, at: number): ExpressionAst {
    const fn = FUNCTIONS[name];
    if (!fn) throw new LocatedError(at, `call to undefined function '${name}'`);
    this.rest = this.rest.ltrim().dropFront(1).ltrim();
    const args: ExpressionAst[] = [];
    while (!this.rest.empty && !this.rest.startsWith(')')) {
      if (this.rest.startsWith(',')) throw new LocatedError(this.rest.start, 'missing argument');
      const outer = this.rest;
      let arg = this.parseOperand('any', false);
      while (!this.rest.empty) {
        this.rest = this.rest.ltrim();
        if (this.rest.startsWith(',') || this.rest.startsWith(')')) break;
        arg = this.parseBinop(outer, arg, false);
      }
      args.push(arg);
      this.rest = this.rest.ltrim();
      if (!this.rest.startsWith(',')) break;
      this.rest = this.rest.dropFront(1).ltrim();
      if (this.rest.startsWith(')')) throw new LocatedError(this.rest.start, 'missing argument');
    }
    if (!this.rest.startsWith(')')) throw new LocatedError(this.rest.start, "missing ')' at end of call expression");
    this.rest = this.rest.dropFront(1);
    if (args.length !== 2)
      throw new LocatedError(at, `function '${name}' takes 2 arguments but ${args.length} given`);
    return { kind: 'binary', text: name, at, fn, left: args[0], right: args[1] };
  }
}

/** StringRef::consumeInteger with radix auto-detection (0x, 0b, 0o and a leading 0 for octal). */
function parseLiteral(text: string): bigint {
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  let v: bigint;
  if (/^0[xX]/.test(body)) v = BigInt(`0x${body.slice(2)}`);
  else if (/^0[bB]/.test(body)) v = BigInt(`0b${body.slice(2)}`);
  else if (body.startsWith('0o')) v = BigInt(`0o${body.slice(2)}`);
  else if (/^0[0-7]/.test(body)) v = BigInt(`0o${body.slice(1)}`);
  else v = BigInt(body);
  return negative ? -v : v;
}
