// Builtin MLIR attributes and their printed forms. `key` is the alias-free printed form, used for equality;
// printAttribute/printType take an optional alias context so the printer can substitute `#map` names.

import { AffineMap, IntegerSet } from './affineMap.js';
import { formatFloat } from './floatFormat.js';
import {
  Type,
  IntegerType,
  IndexType,
  FloatType,
  FunctionType,
  ShapedType,
  MemRefType,
  UnrankedMemRefType,
  i1,
  i64,
  f64,
} from './types.js';

export type AttrElision = 'never' | 'may' | 'must';

/** Alias substitution used by the printer; absent when computing keys. */
export interface AliasContext {
  attrAlias(attr: Attribute): string | undefined;
}

export abstract class Attribute {
  // Declared only: a class field would be defined on every attribute of every subclass's shape, which V8 (node 20)
  // does in its runtime once the site sees many shapes; the key is stored when first asked for, an ordinary store.
  private declare cachedKey: string | undefined;
  abstract readonly kind: string;
  /** The printed form without aliases; equal attributes have equal keys. */
  get key(): string {
    return (this.cachedKey ??= printAttribute(this));
  }
  equals(other: Attribute): boolean {
    return this === other || this.key === other.key;
  }
  toString(): string {
    return this.key;
  }
}

/** Wraps an integer to the value range of its type (two's complement), as APInt storage does. */
export function normalizeInt(value: bigint, type: IntegerType | IndexType): bigint {
  const width = type.kind === 'index' ? 64 : type.width;
  if (width === 0) return 0n;
  if (type.kind === 'integer' && (type.signedness === 'unsigned' || width === 1)) return BigInt.asUintN(width, value);
  return BigInt.asIntN(width, value);
}

export class IntegerAttr extends Attribute {
  readonly kind = 'integer';
  readonly value: bigint;
  constructor(
    value: bigint | number,
    readonly type: IntegerType | IndexType,
  ) {
    super();
    this.value = normalizeInt(BigInt(value), type);
  }
  static index(v: number | bigint): IntegerAttr {
    return new IntegerAttr(v, IndexType.get());
  }
  static i64(v: number | bigint): IntegerAttr {
    return new IntegerAttr(v, i64);
  }
  static bool(b: boolean): IntegerAttr {
    return new IntegerAttr(b ? 1n : 0n, i1);
  }
  /** The value as a JS number; only for values known to be small. */
  get number(): number {
    return Number(this.value);
  }
  isBool(): boolean {
    return this.type.kind === 'integer' && this.type.width === 1 && this.type.isSignless;
  }
}

export class FloatAttr extends Attribute {
  readonly kind = 'float';
  constructor(
    /** Exactly representable in `type` (callers round first). */
    readonly value: number,
    readonly type: FloatType,
  ) {
    super();
  }
}

export class StringAttr extends Attribute {
  readonly kind = 'string';
  /** Byte string: each char code is one byte (0-255). */
  constructor(readonly value: string) {
    super();
  }
}

export class UnitAttr extends Attribute {
  readonly kind = 'unit';
  static readonly instance = new UnitAttr();
}

export class ArrayAttr extends Attribute {
  readonly kind = 'array';
  constructor(readonly elements: readonly Attribute[]) {
    super();
  }
}

export class DictionaryAttr extends Attribute {
  readonly kind = 'dictionary';
  /** Entries sorted by name, as upstream keeps them. */
  readonly entries: readonly (readonly [string, Attribute])[];
  constructor(entries: Iterable<readonly [string, Attribute]>) {
    super();
    this.entries = [...entries].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  }
  get(name: string): Attribute | undefined {
    return this.entries.find((e) => e[0] === name)?.[1];
  }
  get size(): number {
    return this.entries.length;
  }
}

export class TypeAttr extends Attribute {
  readonly kind = 'type';
  constructor(readonly type: Type) {
    super();
  }
}

export class SymbolRefAttr extends Attribute {
  readonly kind = 'symbol_ref';
  constructor(
    readonly root: string,
    readonly nested: readonly string[] = [],
  ) {
    super();
  }
}

export class AffineMapAttr extends Attribute {
  readonly kind = 'affine_map';
  private static readonly cache = new WeakMap<AffineMap, AffineMapAttr>();
  private constructor(readonly map: AffineMap) {
    super();
  }
  static get(map: AffineMap): AffineMapAttr {
    let a = AffineMapAttr.cache.get(map);
    if (!a) {
      a = new AffineMapAttr(map);
      AffineMapAttr.cache.set(map, a);
    }
    return a;
  }
}

export class IntegerSetAttr extends Attribute {
  readonly kind = 'integer_set';
  private static readonly cache = new WeakMap<IntegerSet, IntegerSetAttr>();
  private constructor(readonly set: IntegerSet) {
    super();
  }
  static get(set: IntegerSet): IntegerSetAttr {
    let a = IntegerSetAttr.cache.get(set);
    if (!a) {
      a = new IntegerSetAttr(set);
      IntegerSetAttr.cache.set(set, a);
    }
    return a;
  }
}

/** `dense<...>` over a tensor or vector type; values are bigint for integer elements, number for floats. */
/** Same element bits: -0 differs from 0, and NaNs compare by payload. */
function sameElement(a: bigint | number, b: bigint | number): boolean {
  if (typeof a === 'bigint' || typeof b === 'bigint') return a === b;
  if (!Number.isNaN(a) || !Number.isNaN(b)) return Object.is(a, b);
  const view = new DataView(new ArrayBuffer(16));
  view.setFloat64(0, a);
  view.setFloat64(8, b);
  return view.getBigUint64(0) === view.getBigUint64(8);
}

export class DenseElementsAttr extends Attribute {
  readonly kind = 'dense';
  readonly values: readonly (bigint | number)[];
  readonly splat: boolean;
  /** Elements that are all the same are stored as a splat, as upstream does (so `dense<[1, 1]>` prints `dense<1>`). */
  constructor(
    readonly type: ShapedType,
    values: readonly (bigint | number)[],
    splat: boolean,
  ) {
    super();
    const uniform = values.length > 0 && values.every((v) => sameElement(v, values[0]));
    this.splat = splat || uniform;
    this.values = this.splat && values.length > 1 ? [values[0]] : values;
  }
  get elementType(): Type {
    return this.type.elementType;
  }
  /** Element i, expanding a splat. */
  at(i: number): bigint | number {
    return this.splat ? this.values[0] : this.values[i];
  }
}

/** `array<i32: 1, 2>`. */
export class DenseArrayAttr extends Attribute {
  readonly kind = 'dense_array';
  constructor(
    readonly elementType: IntegerType | FloatType,
    readonly values: readonly (bigint | number)[],
  ) {
    super();
  }
  static i32(values: readonly number[]): DenseArrayAttr {
    return new DenseArrayAttr(IntegerType.get(32), values.map((v) => BigInt(v)));
  }
  static i64(values: readonly number[]): DenseArrayAttr {
    return new DenseArrayAttr(i64, values.map((v) => BigInt(v)));
  }
}

/** Source locations attached with `loc(...)`; kept for diagnostics, printed only on request. */
export class LocationAttr extends Attribute {
  readonly kind = 'location';
  constructor(
    /** The text inside `loc(...)`, normalized. */
    readonly body: string,
    readonly fileLineCol?: { file: string; line: number; col: number },
  ) {
    super();
  }
}

/** An attribute owned by a non-builtin dialect, printed `#dialect.body` or `#dialect<body>`. */
export abstract class DialectAttribute extends Attribute {
  abstract readonly dialect: string;
  /** The text after `#dialect.`; may contain nested attributes printed through `ctx`. */
  abstract printBody(ctx?: AliasContext): string;
}

export const unitAttr = UnitAttr.instance;

// --- printing ---

const hexDigits = '0123456789ABCDEF';

/** llvm::printEscapedString: printable ASCII except `"` and `\` as is, everything else as \XX. */
export function escapeString(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x5c) out += '\\\\';
    else if (c >= 0x20 && c <= 0x7e && c !== 0x22) out += s[i];
    else out += '\\' + hexDigits[(c >> 4) & 15] + hexDigits[c & 15];
  }
  return out;
}

export function isBareIdentifier(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_$.]*$/.test(name);
}

/** A name as a bare keyword when possible, else a quoted string. */
export function keywordOrString(name: string): string {
  return isBareIdentifier(name) ? name : `"${escapeString(name)}"`;
}

export function printSymbolName(name: string): string {
  return '@' + keywordOrString(name);
}

function isDialectBodySimple(body: string): boolean {
  if (!/^[A-Za-z]/.test(body)) return false;
  const m = /^[A-Za-z0-9._]*/.exec(body)!;
  const rest = body.slice(m[0].length);
  return rest === '' || (rest.startsWith('<') && rest.endsWith('>'));
}

export function printDialectSymbol(prefix: '#' | '!', dialect: string, body: string): string {
  return isDialectBodySimple(body) ? `${prefix}${dialect}.${body}` : `${prefix}${dialect}<${body}>`;
}

function printIntValue(value: bigint, type: Type): string {
  if (type.kind === 'integer' && (type as IntegerType).width === 1 && (type as IntegerType).isSignless) return value ? 'true' : 'false';
  return value.toString();
}

function printFloatValue(value: number, type: FloatType): string {
  return formatFloat(value, type.semantics);
}

function printDenseElements(attr: DenseElementsAttr): string {
  const elt = attr.elementType;
  const printElt = (v: bigint | number): string =>
    typeof v === 'bigint' ? printIntValue(v, elt) : printFloatValue(v, elt as FloatType);
  if (attr.splat) return printElt(attr.values[0]);
  const shape = attr.type.shape;
  const rank = shape.length;
  const n = attr.values.length;
  if (n === 0) return '';
  if (rank === 0) return printElt(attr.values[0]);
  let out = '';
  const counter = new Array<number>(rank).fill(0);
  let open = 0;
  for (let idx = 0; idx < n; idx++) {
    if (idx !== 0) out += ', ';
    while (open < rank) {
      out += '[';
      open++;
    }
    out += printElt(attr.values[idx]);
    counter[rank - 1]++;
    for (let i = rank - 1; i > 0; i--) {
      if (counter[i] >= shape[i]) {
        counter[i] = 0;
        counter[i - 1]++;
        open--;
        out += ']';
      }
    }
  }
  while (open-- > 0) out += ']';
  return out;
}

export function printAttribute(attr: Attribute, elision: AttrElision = 'never', ctx?: AliasContext): string {
  const alias = ctx?.attrAlias(attr);
  if (alias !== undefined) return alias;
  if (attr instanceof DialectAttribute) return printDialectSymbol('#', attr.dialect, attr.printBody(ctx));
  if (attr instanceof UnitAttr) return 'unit';
  if (attr instanceof DictionaryAttr) {
    return '{' + attr.entries.map(([k, v]) => printNamedAttribute(k, v, ctx)).join(', ') + '}';
  }
  if (attr instanceof IntegerAttr) {
    if (attr.isBool()) return attr.value ? 'true' : 'false';
    const s = attr.value.toString();
    if (elision === 'must' || (elision === 'may' && attr.type === i64)) return s;
    return `${s} : ${attr.type.key}`;
  }
  if (attr instanceof FloatAttr) {
    const s = printFloatValue(attr.value, attr.type);
    if (elision === 'must' || (elision === 'may' && attr.type === f64)) return s;
    return `${s} : ${attr.type.key}`;
  }
  if (attr instanceof StringAttr) return `"${escapeString(attr.value)}"`;
  if (attr instanceof ArrayAttr) return '[' + attr.elements.map((e) => printAttribute(e, 'may', ctx)).join(', ') + ']';
  if (attr instanceof AffineMapAttr) return `affine_map<${attr.map.toString()}>`;
  if (attr instanceof IntegerSetAttr) return `affine_set<${attr.set.toString()}>`;
  if (attr instanceof TypeAttr) return printType(attr.type, ctx);
  if (attr instanceof SymbolRefAttr) return [attr.root, ...attr.nested].map(printSymbolName).join('::');
  if (attr instanceof DenseElementsAttr) {
    const body = `dense<${printDenseElements(attr)}>`;
    return elision === 'must' ? body : `${body} : ${printType(attr.type, ctx)}`;
  }
  if (attr instanceof DenseArrayAttr) {
    let s = 'array<';
    if (elision !== 'must') s += attr.elementType.key;
    if (attr.values.length) {
      if (elision !== 'must') s += ': ';
      s += attr.values
        .map((v) => (typeof v === 'bigint' ? printIntValue(v, attr.elementType) : printFloatValue(v, attr.elementType as FloatType)))
        .join(', ');
    }
    return s + '>';
  }
  if (attr instanceof LocationAttr) return `loc(${attr.body})`;
  throw new Error(`printAttribute: unknown attribute kind ${attr.kind}`);
}

/** `name = value`, or just `name` for unit attributes. */
export function printNamedAttribute(name: string, value: Attribute, ctx?: AliasContext): string {
  const k = keywordOrString(name);
  return value instanceof UnitAttr ? k : `${k} = ${printAttribute(value, 'never', ctx)}`;
}

/** Prints a type; only memref layouts and memory spaces (also inside function types) can contain aliased attributes. */
export function printType(type: Type, ctx?: AliasContext): string {
  if (ctx && type instanceof MemRefType && (type.layout || type.memorySpace)) {
    let s = 'memref<';
    for (const d of type.shape) s += (d < 0 ? '?' : String(d)) + 'x';
    s += printType(type.elementType, ctx);
    if (type.layout) s += ', ' + printAttribute(type.layout, 'may', ctx);
    if (type.memorySpace) s += ', ' + printAttribute(type.memorySpace, 'may', ctx);
    return s + '>';
  }
  if (ctx && type instanceof UnrankedMemRefType && type.memorySpace) {
    return `memref<*x${printType(type.elementType, ctx)}, ${printAttribute(type.memorySpace, 'may', ctx)}>`;
  }
  if (ctx && type instanceof FunctionType) {
    const { inputs, results } = type;
    const res = results.length === 1 && !(results[0] instanceof FunctionType) ? printType(results[0], ctx) : `(${results.map((t) => printType(t, ctx)).join(', ')})`;
    return `(${inputs.map((t) => printType(t, ctx)).join(', ')}) -> ${res}`;
  }
  return type.key;
}

// Convenience constructors used across dialects.
export const boolAttr = (b: boolean): IntegerAttr => IntegerAttr.bool(b);
export const indexAttr = (v: number | bigint): IntegerAttr => IntegerAttr.index(v);
export const stringAttr = (s: string): StringAttr => new StringAttr(s);
export const typeAttr = (t: Type): TypeAttr => new TypeAttr(t);
export const symbolRef = (name: string): SymbolRefAttr => new SymbolRefAttr(name);

