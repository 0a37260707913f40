// Random aggregate attributes as MLIR text: dense elements (nested lists, splats, hex blobs) and array<...> of
// integers and floats, and strings with arbitrary bytes, to compare with how upstream stores and prints them.
import { Random } from './random.js';
import { randomFloatAttr, randomIntAttr } from './scalarCases.js';

const denseTypes = ['i1', 'i8', 'i32', 'i64', 'index', 'f16', 'bf16', 'f32', 'f64'];

/** A literal element of `type`; small pools make repeated (splat) values likely. */
function element(r: Random, type: string): string {
  if (type === 'i1') return r.pick(['true', 'false', '0', '1']);
  if (r.chance(0.5)) return type.startsWith('f') || type === 'bf16' ? r.pick(['0.0', '-0.0', '1.0', '2.5', '1.0e-3']) : r.pick(['0', '1', '-1', '7']);
  let attr = '';
  // Reuse the scalar generators and keep only the literal of a matching type.
  while (!attr.endsWith(` : ${type}`)) attr = type.startsWith('f') || type === 'bf16' ? randomFloatAttr(r) : randomIntAttr(r);
  return attr.slice(0, -` : ${type}`.length);
}

function nested(r: Random, shape: readonly number[], type: string, pool: string[]): string {
  if (shape.length === 0) return r.pick(pool);
  return '[' + Array.from({ length: shape[0] }, () => nested(r, shape.slice(1), type, pool)).join(', ') + ']';
}

function widthOf(type: string): number {
  return type === 'index' ? 64 : type === 'bf16' ? 16 : Number(type.replace(/^[a-z]+/, ''));
}

/** `dense<...> : tensor<...>` as a nested list, a splat, or a little-endian hex blob. */
export function randomDenseAttr(r: Random): string {
  const type = r.pick(denseTypes);
  const shape = Array.from({ length: r.int(0, 3) }, () => r.int(1, 3));
  const tensor = `tensor<${shape.map((d) => `${d}x`).join('')}${type}>`;
  const count = shape.reduce((a, b) => a * b, 1);
  const pool = Array.from({ length: r.int(1, 3) }, () => element(r, type));
  const form = r.int(0, 9);
  if (form === 0) return `dense<${r.pick(pool)}> : ${tensor}`;
  if (form === 1 && type !== 'i1') {
    const bytes = widthOf(type) / 8;
    const blob = Array.from({ length: r.chance(0.3) ? 1 : count }, () => {
      const v = r.bits(bytes * 8);
      return Array.from({ length: bytes }, (_, b) => ((v >> BigInt(8 * b)) & 0xffn).toString(16).toUpperCase().padStart(2, '0')).join('');
    });
    return `dense<"0x${blob.join('')}"> : ${tensor}`;
  }
  return `dense<${nested(r, shape, type, pool)}> : ${tensor}`;
}

/** `array<T: ...>` with zero or more elements. */
export function randomDenseArrayAttr(r: Random): string {
  const type = r.pick(['i1', 'i8', 'i16', 'i32', 'i64', 'f32', 'f64']);
  const n = r.int(0, 5);
  if (n === 0) return `array<${type}>`;
  // mlir-opt-19 crashes printing `array<i1: 1>` (integer spellings of i1 in array<>), so i1 uses true/false here.
  const pool = type === 'i1' ? ['true', 'false'] : Array.from({ length: 3 }, () => element(r, type));
  return `array<${type}: ${Array.from({ length: n }, () => r.pick(pool)).join(', ')}>`;
}

/** A string attribute with random bytes, written with a mix of escapes and raw printable characters. */
export function randomStringAttr(r: Random): string {
  let s = '';
  for (let i = r.int(0, 12); i > 0; i--) {
    const b = r.chance(0.6) ? r.int(0x20, 0x7e) : r.int(0, 255);
    if (b === 0x22 || b === 0x5c || b < 0x20 || b > 0x7e || r.chance(0.1)) s += '\\' + b.toString(16).toUpperCase().padStart(2, '0');
    else s += String.fromCharCode(b);
  }
  if (r.chance(0.1)) s += r.pick(['\\n', '\\t', '\\"', '\\\\']);
  return `"${s}"`;
}
