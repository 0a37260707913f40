// Random float and integer literals with their types, as MLIR attribute text: bit patterns (incl. denormals, inf,
// NaN payloads), long decimal literals, and integers across widths and signedness.
import { Random } from './random.js';

interface FloatFormat {
  readonly name: string;
  readonly width: number;
  readonly exponentBits: number;
}

export const floatFormats: readonly FloatFormat[] = [
  { name: 'f16', width: 16, exponentBits: 5 },
  { name: 'bf16', width: 16, exponentBits: 8 },
  { name: 'f32', width: 32, exponentBits: 8 },
  { name: 'f64', width: 64, exponentBits: 11 },
];

function hex(bits: bigint, width: number): string {
  return '0x' + bits.toString(16).toUpperCase().padStart(width / 4, '0');
}

/** A bit pattern biased toward the interesting classes: denormals, extremes, specials, and plain random bits. */
function floatBits(r: Random, f: FloatFormat): bigint {
  const fracBits = f.width - 1 - f.exponentBits;
  const sign = r.chance(0.5) ? 1n << BigInt(f.width - 1) : 0n;
  const frac = r.bits(fracBits);
  const maxExp = (1n << BigInt(f.exponentBits)) - 1n;
  const kind = r.int(0, 9);
  let exp: bigint;
  if (kind === 0) exp = 0n; // zero or denormal
  else if (kind === 1) exp = maxExp; // inf or NaN
  else if (kind === 2) exp = r.chance(0.5) ? 1n : maxExp - 1n; // smallest / largest normals
  else if (kind === 3) exp = maxExp / 2n + BigInt(r.int(-3, 3)); // near 1.0, short decimals
  else exp = r.bits(f.exponentBits);
  return sign | (exp << BigInt(fracBits)) | frac;
}

/** A decimal literal with many digits and a random exponent, e.g. `-3.14159265358979323846e-7`. */
function decimalLiteral(r: Random, f: FloatFormat): string {
  const maxExp10 = f.exponentBits === 5 ? 5 : f.exponentBits === 8 ? 38 : 308;
  const intPart = String(r.int(0, 9));
  const frac = r.digits(r.int(1, 25));
  const exp = r.int(-maxExp10 - 6, maxExp10);
  const sign = r.chance(0.3) ? '-' : '';
  const e = r.chance(0.5) ? 'e' : 'E';
  return r.chance(0.2) ? `${sign}${intPart}.${frac}` : `${sign}${intPart}.${frac}${e}${exp}`;
}

/** `value : type` float attribute text. */
export function randomFloatAttr(r: Random): string {
  const f = r.pick(floatFormats);
  const text = r.chance(0.5) ? hex(floatBits(r, f), f.width) : decimalLiteral(r, f);
  return `${text} : ${f.name}`;
}

const intTypes = ['i1', 'i2', 'i7', 'i8', 'i16', 'i31', 'i32', 'i33', 'i64', 'i65', 'i128', 'index', 'si8', 'si32', 'ui8', 'ui32', 'ui64'];

/** `value : type` integer attribute text, within the range the type accepts. */
export function randomIntAttr(r: Random): string {
  const type = r.pick(intTypes);
  const width = type === 'index' ? 64 : Number(type.replace(/^[su]?i/, ''));
  const unsigned = type.startsWith('ui');
  const signed = type.startsWith('si');
  const w = BigInt(width);
  // Signless accepts [-2^(w-1), 2^w - 1]; signed [-2^(w-1), 2^(w-1) - 1]; unsigned [0, 2^w - 1].
  // index is 64-bit signed: upstream rejects 2^63 and above.
  const lo = unsigned ? 0n : -(1n << (w - 1n));
  const hi = signed || type === 'index' ? (1n << (w - 1n)) - 1n : (1n << w) - 1n;
  const span = hi - lo + 1n;
  const kind = r.int(0, 5);
  let v: bigint;
  if (kind === 0) v = r.chance(0.5) ? lo : hi;
  else if (kind === 1) v = BigInt(r.int(-3, 3));
  else v = lo + (r.bits(width + 8) % span);
  if (v < lo) v = lo;
  if (v > hi) v = hi;
  // Some non-negative values as hex literals, which upstream also accepts for integers.
  const text = v >= 0n && r.chance(0.15) ? '0x' + v.toString(16) : v.toString();
  return `${text} : ${type}`;
}
