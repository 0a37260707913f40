// Exact float literals: decimal/hex text to IEEE bits with round-to-nearest-even for any IEEE format, and
// printing that matches upstream MLIR (APFloat::toString with the round-trip check and hex fallback).

import type { FloatSemantics } from './types.js';

const f64Sem: FloatSemantics = { width: 64, precision: 53, exponentBits: 11 };

interface Decomposed {
  negative: boolean;
  /** 'zero' | 'normal' (incl. denormal) | 'inf' | 'nan' */
  category: 'zero' | 'finite' | 'inf' | 'nan';
  /** Value = significand * 2^exp2 (finite only). */
  significand: bigint;
  exp2: number;
}

function bias(sem: FloatSemantics): number {
  return 2 ** (sem.exponentBits - 1) - 1;
}

/** Splits IEEE bits into sign, category and significand * 2^exp2. */
export function decomposeBits(bits: bigint, sem: FloatSemantics): Decomposed {
  const fracBits = BigInt(sem.precision - 1);
  const expMask = (1n << BigInt(sem.exponentBits)) - 1n;
  const negative = ((bits >> BigInt(sem.width - 1)) & 1n) === 1n;
  const expField = Number((bits >> fracBits) & expMask);
  const frac = bits & ((1n << fracBits) - 1n);
  if (expField === Number(expMask)) {
    return { negative, category: frac === 0n ? 'inf' : 'nan', significand: frac, exp2: 0 };
  }
  const minExp = 1 - bias(sem);
  if (expField === 0) {
    if (frac === 0n) return { negative, category: 'zero', significand: 0n, exp2: 0 };
    return { negative, category: 'finite', significand: frac, exp2: minExp - (sem.precision - 1) };
  }
  return {
    negative,
    category: 'finite',
    significand: frac | (1n << fracBits),
    exp2: expField - bias(sem) - (sem.precision - 1),
  };
}

function bitLength(n: bigint): number {
  return n === 0n ? 0 : n.toString(2).length;
}

/** Rounds num/den (num >= 0, den > 0) to the nearest float of `sem` (ties to even); returns the bits. */
export function rationalToBits(negative: boolean, num: bigint, den: bigint, sem: FloatSemantics): bigint {
  const signBit = negative ? 1n << BigInt(sem.width - 1) : 0n;
  if (num === 0n) return signBit;
  const p = sem.precision;
  const minExp = 1 - bias(sem); // exponent of the leading bit of the smallest normal
  // Find e so that 2^(p-1) <= num / (den * 2^e) < 2^p.
  let e = bitLength(num) - bitLength(den) - p;
  const quotient = (ex: number): [bigint, bigint, bigint] => {
    const n = ex >= 0 ? num : num << BigInt(-ex);
    const d = ex >= 0 ? den << BigInt(ex) : den;
    return [n / d, n % d, d];
  };
  let [q, r, d] = quotient(e);
  while (q >= 1n << BigInt(p)) [q, r, d] = quotient(++e);
  while (q < 1n << BigInt(p - 1)) [q, r, d] = quotient(--e);
  // Denormals keep fewer significant bits.
  if (e + p - 1 < minExp) {
    e = minExp - (p - 1);
    [q, r, d] = quotient(e);
  }
  const twiceR = 2n * r;
  if (twiceR > d || (twiceR === d && (q & 1n) === 1n)) q += 1n;
  if (q === 1n << BigInt(p)) {
    q >>= 1n;
    e += 1;
  }
  const fracBits = BigInt(p - 1);
  const maxExpField = (1n << BigInt(sem.exponentBits)) - 1n;
  if (q < 1n << fracBits) return signBit | q; // denormal (or rounded to zero)
  const expField = BigInt(e + p - 1 + bias(sem));
  if (expField >= maxExpField) return signBit | (maxExpField << fracBits); // overflow to infinity
  return signBit | (expField << fracBits) | (q - (1n << fracBits));
}

const decimalRe = /^([+-]?)(\d+)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** Parses a decimal float literal to the nearest value of `sem`; undefined if the text is not a literal. */
export function parseDecimalToBits(text: string, sem: FloatSemantics): bigint | undefined {
  const m = decimalRe.exec(text);
  if (!m) return undefined;
  const digits = (m[2] + (m[3] ?? '')).replace(/^0+(?=\d)/, '');
  let exp10 = (m[4] ? parseInt(m[4], 10) : 0) - (m[3]?.length ?? 0);
  // Past these bounds every supported format has overflowed or underflowed; clamping keeps BigInt work small.
  exp10 = Math.max(-6000 - digits.length, Math.min(6000, exp10));
  let num = BigInt(digits);
  let den = 1n;
  if (exp10 >= 0) num *= 10n ** BigInt(exp10);
  else den = 10n ** BigInt(-exp10);
  return rationalToBits(m[1] === '-', num, den, sem);
}

/** The double holding exactly the value of `bits` in format `sem` (every IEEE format up to f64 fits). */
export function bitsToNumber(bits: bigint, sem: FloatSemantics): number {
  if (sem.width === 64) {
    const view = new DataView(new ArrayBuffer(8));
    view.setBigUint64(0, bits);
    return view.getFloat64(0);
  }
  const d = decomposeBits(bits, sem);
  if (d.category === 'nan') {
    // Keep the sign and payload, placed in the high fraction bits as IEEE widening to binary64 does.
    const f64Bits = (d.negative ? 1n << 63n : 0n) | (0x7ffn << 52n) | (d.significand << BigInt(53 - sem.precision));
    return bitsToNumber(f64Bits, f64Sem);
  }
  if (d.category === 'inf') return d.negative ? -Infinity : Infinity;
  if (d.category === 'zero') return d.negative ? -0 : 0;
  const v = Number(d.significand) * 2 ** d.exp2;
  return d.negative ? -v : v;
}

/**
 * IEEE bits of `value`, which must be exactly representable in `sem`. A NaN keeps its sign and the high bits of its
 * payload (the inverse of bitsToNumber); one whose payload does not fit becomes the quiet NaN.
 */
export function numberToBits(value: number, sem: FloatSemantics): bigint {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  const bits64 = view.getBigUint64(0);
  if (sem.width === 64) return bits64;
  if (Number.isNaN(value)) {
    const fracBits = BigInt(sem.precision - 1);
    let frac = (bits64 & ((1n << 52n) - 1n)) >> (52n - fracBits);
    if (frac === 0n) frac = 1n << (fracBits - 1n);
    const sign = (bits64 >> 63n) << BigInt(sem.width - 1);
    return sign | (((1n << BigInt(sem.exponentBits)) - 1n) << fracBits) | frac;
  }
  // Exact re-encoding: the value is representable, so rounding does not change it.
  const d = decomposeBits(bits64, f64Sem);
  if (d.category === 'zero') return d.negative ? 1n << BigInt(sem.width - 1) : 0n;
  if (d.category === 'inf') {
    const inf = ((1n << BigInt(sem.exponentBits)) - 1n) << BigInt(sem.precision - 1);
    return d.negative ? inf | (1n << BigInt(sem.width - 1)) : inf;
  }
  const num = d.exp2 >= 0 ? d.significand << BigInt(d.exp2) : d.significand;
  const den = d.exp2 >= 0 ? 1n : 1n << BigInt(-d.exp2);
  return rationalToBits(d.negative, num, den, sem);
}

/** Rounds a double to the nearest value of `sem` (ties to even). */
export function roundToFormat(value: number, sem: FloatSemantics): number {
  if (sem.width === 64 || !Number.isFinite(value)) return value;
  if (sem.width === 32 && sem.precision === 24) return Math.fround(value);
  const d = decomposeBits(numberToBits(value, f64Sem), f64Sem);
  if (d.category === 'zero') return value;
  const num = d.exp2 >= 0 ? d.significand << BigInt(d.exp2) : d.significand;
  const den = d.exp2 >= 0 ? 1n : 1n << BigInt(-d.exp2);
  return bitsToNumber(rationalToBits(d.negative, num, den, sem), sem);
}

/** APFloat::toString(FormatPrecision, FormatMaxPadding, TruncateZero) for finite values. */
function apfloatToString(d: Decomposed, formatPrecision: number, formatMaxPadding: number, truncateZero: boolean, sem: FloatSemantics): string {
  let out = '';
  if (d.category === 'zero') {
    if (d.negative) out += '-';
    if (!formatMaxPadding) {
      if (truncateZero) out += '0.0E+0';
      else {
        out += '0.0';
        if (formatPrecision > 1) out += '0'.repeat(formatPrecision - 1);
        out += 'e+00';
      }
    } else out += '0';
    return out;
  }
  if (d.negative) out += '-';
  let exp = d.exp2;
  let significand = d.significand;
  if (!formatPrecision) formatPrecision = 2 + Math.floor((sem.precision * 59) / 196);

  // Drop trailing binary zeros, then make the value significand * 10^exp.
  while ((significand & 1n) === 0n) {
    significand >>= 1n;
    exp++;
  }
  if (exp > 0) {
    significand <<= BigInt(exp);
    exp = 0;
  } else if (exp < 0) {
    significand *= 5n ** BigInt(-exp);
  }

  // Truncate digits we cannot use (AdjustToPrecision on the integer).
  const bits = bitLength(significand);
  const bitsRequired = Math.floor((formatPrecision * 196 + 58) / 59);
  if (bits > bitsRequired) {
    const tensRemovable = Math.floor(((bits - bitsRequired) * 59) / 196);
    if (tensRemovable) {
      exp += tensRemovable;
      significand /= 10n ** BigInt(tensRemovable);
    }
  }

  // Digits, least significant first, without trailing zeros.
  let digitsMsdFirst = significand.toString();
  let tz = 0;
  while (tz < digitsMsdFirst.length - 1 && digitsMsdFirst[digitsMsdFirst.length - 1 - tz] === '0') tz++;
  exp += tz;
  digitsMsdFirst = digitsMsdFirst.slice(0, digitsMsdFirst.length - tz);
  let buffer = digitsMsdFirst.split('').reverse(); // buffer[0] is least significant

  // Round to formatPrecision digits (round half up on the first dropped digit, as APFloat does).
  const n = buffer.length;
  if (n > formatPrecision) {
    let firstSignificant = n - formatPrecision;
    if (buffer[firstSignificant - 1] < '5') {
      while (firstSignificant < n && buffer[firstSignificant] === '0') firstSignificant++;
      exp += firstSignificant;
      buffer = buffer.slice(firstSignificant);
    } else {
      let carried = true;
      for (let i = firstSignificant; i !== n; i++) {
        if (buffer[i] === '9') firstSignificant++;
        else {
          buffer[i] = String.fromCharCode(buffer[i].charCodeAt(0) + 1);
          carried = false;
          break;
        }
      }
      if (carried && firstSignificant === n) {
        exp += firstSignificant;
        buffer = ['1'];
      } else {
        exp += firstSignificant;
        buffer = buffer.slice(firstSignificant);
      }
    }
  }

  const nDigits = buffer.length;
  let scientific: boolean;
  if (!formatMaxPadding) scientific = true;
  else if (exp >= 0) scientific = exp > formatMaxPadding || nDigits + exp > formatPrecision;
  else {
    const msd = exp + (nDigits - 1);
    scientific = msd >= 0 ? false : -msd > formatMaxPadding;
  }

  if (scientific) {
    exp += nDigits - 1;
    out += buffer[nDigits - 1] + '.';
    if (nDigits === 1 && truncateZero) out += '0';
    else for (let i = 1; i !== nDigits; i++) out += buffer[nDigits - 1 - i];
    if (!truncateZero && formatPrecision > nDigits - 1) out += '0'.repeat(formatPrecision - nDigits + 1);
    out += truncateZero ? 'E' : 'e';
    out += exp >= 0 ? '+' : '-';
    let expDigits = String(Math.abs(exp));
    if (!truncateZero && expDigits.length < 2) expDigits = '0' + expDigits;
    return out + expDigits;
  }
  if (exp >= 0) {
    for (let i = 0; i !== nDigits; i++) out += buffer[nDigits - 1 - i];
    return out + '0'.repeat(exp);
  }
  const nWhole = exp + nDigits;
  let i = 0;
  if (nWhole > 0) {
    for (; i !== nWhole; i++) out += buffer[nDigits - i - 1];
    out += '.';
  } else {
    out += '0.' + '0'.repeat(-nWhole);
  }
  for (; i !== nDigits; i++) out += buffer[nDigits - i - 1];
  return out;
}

function parsesBackExactly(text: string, bits: bigint, sem: FloatSemantics): boolean {
  // JS number parsing is correctly rounded for binary64, so only narrower formats need the exact path.
  if (sem.width === 64 && sem.precision === 53) return numberToBits(Number(text), sem) === bits;
  return parseDecimalToBits(text, sem) === bits;
}

/** Prints a float attribute value exactly as upstream MLIR does. */
export function formatFloat(value: number, sem: FloatSemantics): string {
  const bits = numberToBits(value, sem);
  return formatFloatBits(bits, sem);
}

export function formatFloatBits(bits: bigint, sem: FloatSemantics): string {
  const d = decomposeBits(bits, sem);
  if (d.category !== 'inf' && d.category !== 'nan') {
    const sci = apfloatToString(d, 6, 0, false, sem);
    if (parsesBackExactly(sci, bits, sem)) return sci;
    const plain = apfloatToString(d, 0, 3, true, sem);
    if (plain.includes('.')) return plain;
  }
  return '0x' + bits.toString(16).toUpperCase();
}
