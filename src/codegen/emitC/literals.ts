// C spellings of MLIR constants: integers of each width, floats that read back bit-exactly, string bytes.

import { FloatType, IntegerType, type Type } from '../../ir/types.js';

/** An integer constant of MLIR type `t` as a C expression of the matching C type. */
export function intLiteral(value: bigint, t: Type): string {
  if (t instanceof IntegerType && t.width === 1) return value & 1n ? '1' : '0';
  const width = t instanceof IntegerType ? t.width : 64;
  const v = BigInt.asIntN(width, value);
  if (width <= 32) {
    if (v === -(1n << 31n)) return '(-2147483647 - 1)';
    return v < 0n ? `(${v})` : `${v}`;
  }
  if (v === -(1n << 63n)) return '(-9223372036854775807L - 1)';
  const small = v >= -(1n << 31n) && v < 1n << 31n;
  const text = small ? `${v}` : `${v}L`;
  return v < 0n ? `(${text})` : text;
}

/** The shortest decimal that reads back as exactly `x` in a float of `width` bits. */
function shortestDecimal(x: number, width: number): string {
  if (width === 64) return String(x);
  for (let p = 1; p <= 9; p++) {
    const s = x.toPrecision(p);
    if (Math.fround(Number(s)) === x) return String(Number(s));
  }
  return x.toPrecision(9);
}

/** A float constant: decimal that rounds back to the same bits, `f` suffix for f32, builtins for inf and NaN. */
export function floatLiteral(x: number, t: FloatType): string {
  const f32 = t.width === 32;
  if (Number.isNaN(x)) return f32 ? '__builtin_nanf("")' : '__builtin_nan("")';
  if (!Number.isFinite(x)) {
    const inf = f32 ? '__builtin_inff()' : '__builtin_inf()';
    return x < 0 ? `(-${inf})` : inf;
  }
  if (x === 0 && 1 / x < 0) return f32 ? '(-0.0f)' : '(-0.0)';
  let s = shortestDecimal(x, t.width);
  if (!/[.e]/.test(s)) s += '.0';
  else if (/e/.test(s) && !/\./.test(s)) s = s.replace('e', '.0e');
  if (f32) s += 'f';
  return x < 0 ? `(${s})` : s;
}

/** A C string literal of the given bytes (each char code 0..255). */
export function stringLiteral(bytes: string): string {
  let out = '"';
  let lastWasHex = false;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes.charCodeAt(i);
    const ch = bytes[i]!;
    let piece: string;
    if (ch === '"' || ch === '\\') piece = '\\' + ch;
    else if (ch === '\n') piece = '\\n';
    else if (ch === '\t') piece = '\\t';
    else if (c >= 32 && c < 127) {
      // A hex escape swallows following hex digits; close the literal and reopen it.
      piece = lastWasHex && /[0-9a-fA-F]/.test(ch) ? '""' + ch : ch;
    } else {
      out += `\\x${c.toString(16).padStart(2, '0')}`;
      lastWasHex = true;
      continue;
    }
    out += piece;
    lastWasHex = false;
  }
  return out + '"';
}
