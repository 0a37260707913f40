// Exact rationals over Int, for LP solutions and objective values.

import { type Int, abs, add, cmp, exactDiv, floorDiv, ceilDiv, gcd, mul, neg, sign, sub } from './int.js';

/** num / den with den > 0 and gcd(num, den) = 1. */
export interface Rat {
  readonly num: Int;
  readonly den: Int;
}

export function rat(num: Int, den: Int = 1): Rat {
  if (den === 0) throw new RangeError('rational with zero denominator');
  if (den < 0) {
    num = neg(num);
    den = neg(den);
  }
  const g = gcd(num, den);
  if (g !== 1 && g !== 0) {
    num = exactDiv(num, g);
    den = exactDiv(den, g);
  }
  return { num: num === 0 ? 0 : num, den: num === 0 ? 1 : den };
}

export function ratIsInt(r: Rat): boolean {
  return r.den === 1;
}

export function ratFloor(r: Rat): Int {
  return floorDiv(r.num, r.den);
}

export function ratCeil(r: Rat): Int {
  return ceilDiv(r.num, r.den);
}

export function ratCmp(a: Rat, b: Rat): -1 | 0 | 1 {
  return cmp(mul(a.num, b.den), mul(b.num, a.den));
}

export function ratAdd(a: Rat, b: Rat): Rat {
  return rat(add(mul(a.num, b.den), mul(b.num, a.den)), mul(a.den, b.den));
}

export function ratSub(a: Rat, b: Rat): Rat {
  return rat(sub(mul(a.num, b.den), mul(b.num, a.den)), mul(a.den, b.den));
}

export function ratMul(a: Rat, b: Rat): Rat {
  return rat(mul(a.num, b.num), mul(a.den, b.den));
}

export function ratDiv(a: Rat, b: Rat): Rat {
  return rat(mul(a.num, b.den), mul(a.den, b.num));
}

export function ratMulInt(a: Rat, k: Int): Rat {
  return rat(mul(a.num, k), a.den);
}

export function ratSign(a: Rat): -1 | 0 | 1 {
  return sign(a.num);
}

export function ratAbs(a: Rat): Rat {
  return { num: abs(a.num), den: a.den };
}

export function ratToString(r: Rat): string {
  return r.den === 1 ? r.num.toString() : `${r.num}/${r.den}`;
}
