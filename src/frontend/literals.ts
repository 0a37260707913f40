// Decodes C constants (integer, floating, character, string) from their token text, with a located
// error for a malformed one.

import { DiagnosticError, type SourceLoc } from '../ir/diagnostics.js';

export interface IntegerConstant {
  readonly kind: 'int';
  readonly value: bigint;
  readonly decimal: boolean;
  readonly unsigned: boolean;
  readonly longs: 0 | 1 | 2;
}

export interface FloatingConstant {
  readonly kind: 'float';
  readonly value: number;
  readonly suffix: '' | 'f' | 'l';
}

const maxUnsignedLongLong = (1n << 64n) - 1n;

/** Classifies and decodes a preprocessing number (the `Number` token). */
export function decodeNumber(text: string, loc: SourceLoc): IntegerConstant | FloatingConstant {
  const hex = /^0[xX]/.test(text);
  // GNU C's imaginary constants (`2.0i`, `1.0iF`: glibc's I from <complex.h>): complex values are not translated.
  if (/^[^pP]*[0-9.][fFlLuU]*[ijIJ][fFlLuU]*$/.test(hex ? text.replace(/^0[xX][0-9a-fA-F.]*/, '0') : text)) {
    throw new DiagnosticError(loc, `unsupported C construct: imaginary constant '${text}' (complex numbers)`);
  }
  const isFloat = hex ? /[.pP]/.test(text) : /[.eE]/.test(text);
  return isFloat ? decodeFloating(text, hex, loc) : decodeInteger(text, hex, loc);
}

function decodeInteger(text: string, hex: boolean, loc: SourceLoc): IntegerConstant {
  const m = hex ? /^0[xX]([0-9a-fA-F]*)(.*)$/.exec(text)! : /^([0-9]*)(.*)$/.exec(text)!;
  const digits = m[1]!;
  const suffix = m[2]!;
  if (hex && digits === '') throw new DiagnosticError(loc, `invalid suffix '${text.slice(1)}' on integer constant`);
  const s = /^(?:([uU])(l|L|ll|LL)?|(l|L|ll|LL)([uU])?)?$/.exec(suffix);
  if (!s) throw new DiagnosticError(loc, `invalid suffix '${suffix}' on integer constant`);
  const octal = !hex && digits.length > 1 && digits.startsWith('0');
  if (octal) {
    const bad = /[89]/.exec(digits);
    if (bad) throw new DiagnosticError(loc, `invalid digit '${bad[0]}' in octal constant`);
  }
  const value = hex ? BigInt(`0x${digits}`) : octal ? BigInt(`0o${digits.slice(1)}`) : BigInt(digits);
  if (value > maxUnsignedLongLong) {
    throw new DiagnosticError(loc, 'integer constant is too large for its type');
  }
  const longSuffix = s[2] ?? s[3] ?? '';
  return {
    kind: 'int',
    value,
    decimal: !hex && !octal,
    unsigned: (s[1] ?? s[4]) !== undefined,
    longs: longSuffix.length as 0 | 1 | 2,
  };
}

function decodeFloating(text: string, hex: boolean, loc: SourceLoc): FloatingConstant {
  const m = hex
    ? /^0[xX]([0-9a-fA-F]*)(?:\.([0-9a-fA-F]*))?(?:[pP]([+-]?[0-9]*))?(.*)$/.exec(text)!
    : /^([0-9]*)(?:\.([0-9]*))?(?:[eE]([+-]?[0-9]*))?(.*)$/.exec(text)!;
  const [, whole = '', frac = '', exp, suffix = ''] = m;
  if (whole === '' && frac === '') throw new DiagnosticError(loc, `invalid floating constant '${text}'`);
  if (exp !== undefined && !/[0-9]/.test(exp)) throw new DiagnosticError(loc, 'exponent has no digits');
  if (hex && exp === undefined) throw new DiagnosticError(loc, 'hexadecimal floating constant requires an exponent');
  if (!/^[fFlL]?$/.test(suffix)) throw new DiagnosticError(loc, `invalid suffix '${suffix}' on floating constant`);
  let value: number;
  if (hex) {
    const mantissa = parseInt(whole + frac || '0', 16);
    value = mantissa * Math.pow(2, Number(exp) - 4 * frac.length);
  } else {
    value = Number(`${whole || '0'}.${frac || '0'}e${exp ?? '0'}`);
  }
  return { kind: 'float', value, suffix: suffix.toLowerCase() as '' | 'f' | 'l' };
}

const simpleEscapes: Record<string, number> = {
  a: 7,
  b: 8,
  f: 12,
  n: 10,
  r: 13,
  t: 9,
  v: 11,
  '\\': 92,
  "'": 39,
  '"': 34,
  '?': 63,
};

/** The byte values of the characters between the quotes of a character or string literal. */
function decodeBody(body: string, loc: SourceLoc): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < body.length; ) {
    const c = body[i]!;
    if (c !== '\\') {
      bytes.push(c.charCodeAt(0) & 0xff);
      i++;
      continue;
    }
    const e = body[i + 1] ?? '';
    if (e in simpleEscapes) {
      bytes.push(simpleEscapes[e]!);
      i += 2;
    } else if (/[0-7]/.test(e)) {
      const m = /^[0-7]{1,3}/.exec(body.slice(i + 1))!;
      const v = parseInt(m[0], 8);
      if (v > 255) throw new DiagnosticError(loc, 'octal escape sequence out of range');
      bytes.push(v);
      i += 1 + m[0].length;
    } else if (e === 'x') {
      const m = /^[0-9a-fA-F]+/.exec(body.slice(i + 2));
      if (!m) throw new DiagnosticError(loc, '\\x used with no following hex digits');
      const v = parseInt(m[0], 16);
      if (v > 255) throw new DiagnosticError(loc, 'hex escape sequence out of range');
      bytes.push(v);
      i += 2 + m[0].length;
    } else {
      throw new DiagnosticError(loc, `unknown escape sequence '\\${e}'`);
    }
  }
  return bytes;
}

/** The int value of a character constant such as `'a'` or `'\n'` (char is signed: `'\xff'` is -1). */
export function decodeCharacter(text: string, loc: SourceLoc): number {
  const bytes = decodeBody(text.slice(1, -1), loc);
  if (bytes.length === 0) throw new DiagnosticError(loc, 'empty character constant');
  if (bytes.length > 1) throw new DiagnosticError(loc, 'unsupported C construct: multi-character character constant');
  const b = bytes[0]!;
  return b > 127 ? b - 256 : b;
}

/** The bytes of a string literal token, as a string of char codes 0..255. */
export function decodeString(text: string, loc: SourceLoc): string {
  return String.fromCharCode(...decodeBody(text.slice(1, -1), loc));
}
