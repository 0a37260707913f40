// Integer helpers for IR constants held in JS numbers: results outside the safe-integer range are refused, never rounded.

/** a + b, or undefined when the exact result is not a safe integer. */
export function checkedAdd(a: number, b: number): number | undefined {
  const r = a + b;
  return Number.isSafeInteger(r) ? r : undefined;
}

/** a * b, or undefined when the exact result is not a safe integer. */
export function checkedMul(a: number, b: number): number | undefined {
  const r = a * b;
  if (!Number.isSafeInteger(r)) return undefined;
  // A product below 2^53 in magnitude is exact in doubles, so no further check is needed.
  return r === 0 ? 0 : r; // normalizes -0
}

/** Floor division for safe integers (b != 0); the float quotient is only a first guess, corrected exactly. */
export function floorDiv(a: number, b: number): number {
  let q = Math.trunc(a / b);
  let r = a - q * b;
  if (b > 0) {
    while (r < 0) { q--; r += b; }
    while (r >= b) { q++; r -= b; }
  } else {
    while (r > 0) { q--; r += b; }
    while (r <= b) { q++; r -= b; }
  }
  return q + 0; // normalizes -0
}

/** Ceiling division for safe integers (b != 0). */
export function ceilDiv(a: number, b: number): number {
  return -floorDiv(-a, b) + 0;
}

/** Mathematical modulo, in [0, b) for b > 0. */
export function mod(a: number, b: number): number {
  return a - b * floorDiv(a, b) + 0;
}

export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}
