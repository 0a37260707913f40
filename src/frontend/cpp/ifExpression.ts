// Evaluates the controlling expression of #if/#elif as gcc does: intmax_t/uintmax_t arithmetic (64 bits) with the
// usual conversions, and a third value, unknown (a __has_attribute gcc could answer and we cannot), that only a
// decisive operand (0 && x, 1 || x) can hide.

import { FallBack, type Tok } from './tokens.js';

/** A token standing for an operand whose value is not known (see the driver's __has_* handling). */
export const unknownOperand = '__polyts_unknown__';

interface Value {
  readonly v: bigint; // the 64-bit pattern, as a signed or unsigned number per `u`
  readonly u: boolean;
  readonly known: boolean;
}

const wrap = (v: bigint, u: boolean): bigint => (u ? BigInt.asUintN(64, v) : BigInt.asIntN(64, v));
const num = (v: bigint, u = false, known = true): Value => ({ v: wrap(v, u), u, known });
const unknown: Value = { v: 0n, u: false, known: false };
const maxSigned = (1n << 63n) - 1n;

/** The value of an integer constant as gcc's #if reads it (suffixes u, l, ll; decimal, octal, hex, binary). */
function integerConstant(text: string): Value {
  const m = /^(0[xX][0-9a-fA-F]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)((?:[uU](?:ll|LL|l|L)?)|(?:(?:ll|LL|l|L)[uU]?))?$/.exec(text);
  if (!m) throw new FallBack(`'${text}' in #if`);
  const digits = m[1]!;
  const v = /^0[bB]/.test(digits) ? BigInt(digits) : /^0[xX]/.test(digits) ? BigInt(digits) : digits.length > 1 && digits[0] === '0' ? BigInt('0o' + digits.slice(1)) : BigInt(digits);
  if (v >= 1n << 64n) throw new FallBack('an integer constant too large for #if');
  const u = /[uU]/.test(m[2] ?? '') || v > maxSigned;
  return num(v, u);
}

const simpleEscapes: Record<string, number> = { n: 10, t: 9, r: 13, a: 7, b: 8, f: 12, v: 11, e: 27, E: 27, '\\': 92, "'": 39, '"': 34, '?': 63 };

/** A character constant's value (plain or L), with gcc's multi-character rule; `unsignedChar` is -funsigned-char. */
function characterConstant(text: string, unsignedChar: boolean): Value {
  const wide = text.startsWith('L');
  if (!wide && text[0] !== "'") throw new FallBack('a u/U character constant in #if');
  const body = text.slice(wide ? 2 : 1, -1);
  const chars: number[] = [];
  for (let i = 0; i < body.length; ) {
    const c = body[i]!;
    if (c !== '\\') {
      chars.push(c.charCodeAt(0));
      i++;
      continue;
    }
    const d = body[i + 1]!;
    if (d in simpleEscapes) {
      chars.push(simpleEscapes[d]!);
      i += 2;
    } else if (/[0-7]/.test(d)) {
      const m = /^[0-7]{1,3}/.exec(body.slice(i + 1))![0];
      chars.push(parseInt(m, 8));
      i += 1 + m.length;
    } else if (d === 'x') {
      const m = /^[0-9a-fA-F]+/.exec(body.slice(i + 2));
      if (!m || m[0].length > 2) throw new FallBack('a hex escape in #if');
      chars.push(parseInt(m[0], 16));
      i += 2 + m[0].length;
    } else throw new FallBack('an escape in a #if character constant');
  }
  if (chars.length === 0) throw new FallBack('an empty character constant');
  if (wide) {
    if (chars.length !== 1 || chars[0]! > 0x7f) throw new FallBack('a wide character constant in #if');
    return num(BigInt(chars[0]!));
  }
  if (chars.length > 4) throw new FallBack('a character constant too long');
  let r = 0;
  for (const c of chars) r = ((r << 8) | (c & 0xff)) >>> 0;
  if (chars.length > 1) return num(BigInt(r | 0)); // type int: the low 32 bits, signed
  return num(BigInt(unsignedChar ? r : (r << 24) >> 24));
}

const binaryPrecedence: Record<string, number> = {
  '*': 10, '/': 10, '%': 10, '+': 9, '-': 9, '<<': 8, '>>': 8, '<': 7, '>': 7, '<=': 7, '>=': 7, '==': 6, '!=': 6,
  '&': 5, '^': 4, '|': 3, '&&': 2, '||': 1,
};

/** Evaluates fully macro-expanded #if tokens (`defined` and __has_* already replaced); true/false, or FallBack. */
export function evaluateIf(tokens: readonly Tok[], unsignedChar: boolean): boolean {
  let pos = 0;
  const peek = (): string | undefined => tokens[pos]?.text;
  const expect = (t: string): void => {
    if (peek() !== t) throw new FallBack(`expected '${t}' in #if`);
    pos++;
  };

  // `live` is false inside an operand whose value does not matter (0 && x): no division-by-zero error there.
  const primary = (live: boolean): Value => {
    const t = tokens[pos++];
    if (!t) throw new FallBack('#if with no expression');
    switch (t.kind) {
      case 'number':
        return integerConstant(t.text);
      case 'char':
        return characterConstant(t.text, unsignedChar);
      case 'ident':
        if (t.text === unknownOperand) return unknown;
        return num(0n);
      case 'punct':
        switch (t.text) {
          case '(': {
            const v = comma(live);
            expect(')');
            return v;
          }
          case '+':
            return primary(live);
          case '-': {
            const a = primary(live);
            return { ...num(-a.v, a.u), known: a.known };
          }
          case '~': {
            const a = primary(live);
            return { ...num(~a.v, a.u), known: a.known };
          }
          case '!': {
            const a = primary(live);
            return { ...num(a.v === 0n ? 1n : 0n), known: a.known };
          }
        }
    }
    throw new FallBack(`'${t.text}' in #if`);
  };

  const binary = (minPrec: number, live: boolean): Value => {
    let left = primary(live);
    for (;;) {
      const op = peek();
      const prec = op !== undefined && tokens[pos]!.kind === 'punct' ? binaryPrecedence[op] : undefined;
      if (prec === undefined || prec < minPrec) return left;
      pos++;
      if (op === '&&' || op === '||') {
        const decided = left.known && (op === '&&' ? left.v === 0n : left.v !== 0n);
        const right = binary(prec + 1, live && !decided);
        left = logical(op, left, right);
        continue;
      }
      const right = binary(prec + 1, live);
      left = arithmetic(op!, left, right, live);
    }
  };

  const conditional = (live: boolean): Value => {
    const cond = binary(1, live);
    if (peek() !== '?') return cond;
    pos++;
    const yes = comma(live && (!cond.known || cond.v !== 0n));
    expect(':');
    const no = conditional(live && (!cond.known || cond.v === 0n));
    const u = yes.u || no.u;
    if (!cond.known) return yes.known && no.known && yes.v === no.v ? num(yes.v, u) : unknown;
    const r = cond.v !== 0n ? yes : no;
    return { ...num(r.v, u), known: r.known };
  };

  const comma = (live: boolean): Value => {
    let v = conditional(live);
    while (peek() === ',') {
      pos++;
      v = conditional(live);
    }
    return v;
  };

  const result = comma(true);
  if (pos !== tokens.length) throw new FallBack(`'${tokens[pos]!.text}' after a #if expression`);
  if (!result.known) throw new FallBack('a #if whose value depends on __has_attribute/__has_builtin');
  return result.v !== 0n;
}

function logical(op: '&&' | '||', a: Value, b: Value): Value {
  const truthA = a.known ? a.v !== 0n : undefined;
  const truthB = b.known ? b.v !== 0n : undefined;
  if (op === '&&') {
    if (truthA === false || truthB === false) return num(0n);
    if (truthA === true && truthB === true) return num(1n);
  } else {
    if (truthA === true || truthB === true) return num(1n);
    if (truthA === false && truthB === false) return num(0n);
  }
  return unknown;
}

function arithmetic(op: string, a: Value, b: Value, live: boolean): Value {
  const known = a.known && b.known;
  if (op === '<<' || op === '>>') {
    // The result has the left operand's type; a negative count shifts the other way.
    let left = op === '<<';
    let count = b.v;
    if (!b.u && count < 0n) {
      left = !left;
      count = -count;
    }
    let v: bigint;
    if (left) v = count >= 64n ? 0n : a.v << count;
    else v = count >= 64n ? (!a.u && a.v < 0n ? -1n : 0n) : a.v >> count;
    return { ...num(v, a.u), known };
  }
  const u = a.u || b.u;
  const x = wrap(a.v, u);
  const y = wrap(b.v, u);
  let v: bigint;
  switch (op) {
    case '*': v = x * y; break;
    case '/':
    case '%':
      if (y === 0n) {
        if (!live) return num(0n, u);
        if (!known) return unknown;
        throw new FallBack('division by zero in #if');
      }
      v = op === '/' ? x / y : x % y;
      break;
    case '+': v = x + y; break;
    case '-': v = x - y; break;
    case '<': return { ...num(x < y ? 1n : 0n), known };
    case '>': return { ...num(x > y ? 1n : 0n), known };
    case '<=': return { ...num(x <= y ? 1n : 0n), known };
    case '>=': return { ...num(x >= y ? 1n : 0n), known };
    case '==': return { ...num(x === y ? 1n : 0n), known };
    case '!=': return { ...num(x !== y ? 1n : 0n), known };
    case '&': v = x & y; break;
    case '^': v = x ^ y; break;
    case '|': v = x | y; break;
    default: throw new FallBack(`'${op}' in #if`);
  }
  return { ...num(v, u), known };
}
