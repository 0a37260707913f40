// Exact checked integer arithmetic: safe JS integers on the fast path, BigInt past 2^53, never silent wrap or floats.

/**
 * An exact integer. Canonical form: a `number` when the value is a safe integer
 * (|v| <= 2^53 - 1), a `bigint` otherwise. Every function here returns canonical values,
 * so `===` is value equality and mixed `<` comparisons are exact.
 */
export type Int = number | bigint;

// The note on -0: no function here computes a -0 on the way to an integer result. A -0 (0 * -1, or -4 % 2) is a
// double in V8, and so is any sum it enters, even when the value is integral (1 + -0): the result is then a boxed
// number, not a small integer. A boxed number pushed into a row makes it an array of doubles, and V8 then creates
// every array from the same literal as one (allocation-site tracking). Reading a double array boxes each element
// again in unoptimized code, and functions that see both kinds of rows are deoptimized and compiled again. One -0
// in a multiply turned most rows of a compile into double arrays.
const MAX = Number.MAX_SAFE_INTEGER;
const BIG_MAX = BigInt(MAX);
const BIG_MIN = -BIG_MAX;

/** Thrown when a caller passes something that is not an exact integer (a float, NaN, an unsafe number). */
export class NotAnIntegerError extends Error {
  constructor(value: unknown) {
    super(`not an exact integer: ${String(value)}`);
    this.name = 'NotAnIntegerError';
  }
}

function norm(x: bigint): Int {
  return x >= BIG_MIN && x <= BIG_MAX ? Number(x) : x;
}

function big(x: Int): bigint {
  return typeof x === 'bigint' ? x : BigInt(x);
}

/** Converts a number or bigint to canonical form; rejects non-integers and unsafe numbers. */
export function int(x: number | bigint): Int {
  if (typeof x === 'bigint') return norm(x);
  if (!Number.isSafeInteger(x)) throw new NotAnIntegerError(x);
  return x === 0 ? 0 : x;
}

export function isInt(x: unknown): x is Int {
  return (typeof x === 'number' && Number.isSafeInteger(x)) || typeof x === 'bigint';
}

export function toBigInt(x: Int): bigint {
  return big(x);
}

/** Zero rows by length, each built by pushing (packed): the copies handed out are packed arrays too. */
const zeroRows: Int[][] = [];

/**
 * n zeros, a fresh packed array. `new Array(n).fill(0)` makes a holey one, and rows of both kinds reaching the same
 * functions made V8 deoptimize them (the wrong kind of array) and compile them again, in every process.
 */
export function zeros(n: number): Int[] {
  let z = zeroRows[n];
  if (z === undefined) {
    z = [];
    for (let i = 0; i < n; i++) z.push(0);
    if (n > 256) return z;
    zeroRows[n] = z;
  }
  return z.slice();
}

export function add(a: Int, b: Int): Int {
  if (typeof a === 'number' && typeof b === 'number') {
    const r = a + b;
    // Rounding is monotone, so an inexact sum always lands outside the safe range.
    if (r <= MAX && r >= -MAX) return r;
  }
  return norm(big(a) + big(b));
}

export function sub(a: Int, b: Int): Int {
  if (typeof a === 'number' && typeof b === 'number') {
    const r = a - b;
    if (r <= MAX && r >= -MAX) return r;
  }
  return norm(big(a) - big(b));
}

export function mul(a: Int, b: Int): Int {
  if (typeof a === 'number' && typeof b === 'number') {
    if (a === 0 || b === 0) return 0; // never -0 (see the note on -0 above)
    const r = a * b;
    if (r <= MAX && r >= -MAX) return r;
  }
  return norm(big(a) * big(b));
}

/** a * b + c * d, the shape of every row combination. */
export function mulAdd(a: Int, b: Int, c: Int, d: Int): Int {
  if (typeof a === 'number' && typeof b === 'number' && typeof c === 'number' && typeof d === 'number') {
    const x = a === 0 || b === 0 ? 0 : a * b; // never -0 (see the note on -0 above)
    const y = c === 0 || d === 0 ? 0 : c * d;
    if (x <= MAX && x >= -MAX && y <= MAX && y >= -MAX) {
      const r = x + y;
      if (r <= MAX && r >= -MAX) return r;
    }
  }
  return norm(big(a) * big(b) + big(c) * big(d));
}

export function neg(a: Int): Int {
  if (typeof a === 'number') return a === 0 ? 0 : -a;
  return norm(-a);
}

export function abs(a: Int): Int {
  if (typeof a === 'number') return a < 0 ? -a : a;
  return a < 0n ? -a : a;
}

export function sign(a: Int): -1 | 0 | 1 {
  return a > 0 ? 1 : a < 0 ? -1 : 0;
}

export function isZero(a: Int): boolean {
  return a === 0;
}

export function cmp(a: Int, b: Int): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function eq(a: Int, b: Int): boolean {
  return a === b;
}

export function lt(a: Int, b: Int): boolean {
  return a < b;
}

export function min(a: Int, b: Int): Int {
  return a <= b ? a : b;
}

export function max(a: Int, b: Int): Int {
  return a >= b ? a : b;
}

/** a / b for numbers where b divides a: 0 (never -0) when a is 0. */
function exactQuotient(a: number, b: number): number {
  return a === 0 ? 0 : a / b;
}

function checkDivisor(b: Int): void {
  if (b === 0) throw new RangeError('division by zero');
}

/** floor(a / b). */
export function floorDiv(a: Int, b: Int): Int {
  checkDivisor(b);
  if (typeof a === 'number' && typeof b === 'number') {
    const r = a % b; // exact for integers, sign of a; -0 when b divides a negative a
    if (r === 0) return exactQuotient(a, b);
    // a - r is a multiple of b no larger than |a|, so the quotient is exact; 0 when |a| < |b| (0 / -3 would be -0).
    let q = exactQuotient(a - r, b);
    if (r < 0 !== b < 0) q -= 1;
    return q;
  }
  const A = big(a);
  const B = big(b);
  let q = A / B;
  if (q * B !== A && A < 0n !== B < 0n) q -= 1n;
  return norm(q);
}

/** ceil(a / b). */
export function ceilDiv(a: Int, b: Int): Int {
  return neg(floorDiv(neg(a), b));
}

/** a / b where b divides a; throws otherwise (an internal invariant, never user input). */
export function exactDiv(a: Int, b: Int): Int {
  checkDivisor(b);
  if (typeof a === 'number' && typeof b === 'number') {
    if (a % b !== 0) throw new RangeError(`exactDiv: ${b} does not divide ${a}`);
    return exactQuotient(a, b);
  }
  const A = big(a);
  const B = big(b);
  if (A % B !== 0n) throw new RangeError(`exactDiv: ${B} does not divide ${A}`);
  return norm(A / B);
}

/** a mod b in [0, |b|). */
export function mod(a: Int, b: Int): Int {
  checkDivisor(b);
  const m = abs(b);
  return sub(a, mul(floorDiv(a, m), m));
}

export function divides(b: Int, a: Int): boolean {
  checkDivisor(b);
  if (typeof a === 'number' && typeof b === 'number') return a % b === 0;
  return big(a) % big(b) === 0n;
}

/** Non-negative gcd; gcd(0, 0) = 0. */
export function gcd(a: Int, b: Int): Int {
  if (typeof a === 'number' && typeof b === 'number') {
    let x = a < 0 ? -a : a;
    let y = b < 0 ? -b : b;
    while (y !== 0) {
      const t = x % y;
      x = y;
      y = t;
    }
    return x;
  }
  let x = big(a);
  let y = big(b);
  if (x < 0n) x = -x;
  if (y < 0n) y = -y;
  while (y !== 0n) {
    const t = x % y;
    x = y;
    y = t;
  }
  return norm(x);
}

/** Non-negative lcm; lcm(0, x) = 0. */
export function lcm(a: Int, b: Int): Int {
  if (a === 0 || b === 0) return 0;
  return abs(mul(exactDiv(a, gcd(a, b)), b));
}

export function intToString(a: Int): string {
  return a.toString();
}

/** Parses a decimal integer literal of any size. */
export function parseInt(text: string): Int {
  if (!/^[-+]?\d+$/.test(text)) throw new NotAnIntegerError(text);
  return norm(BigInt(text));
}

/** Number value for callers that need a JS number (indices, loop counts); throws if unsafe. */
export function toSafeNumber(a: Int): number {
  if (typeof a === 'number') return a;
  throw new RangeError(`integer ${a} does not fit in a safe JS number`);
}
