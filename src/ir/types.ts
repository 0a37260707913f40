// Builtin MLIR types (index, integers, floats, memref, tensor, vector, function, none) plus the hook for dialect
// types; every type is uniqued by its printed form, so type equality is `===`.

import type { Attribute } from './attributes.js';

export type TypeKind =
  | 'index'
  | 'integer'
  | 'float'
  | 'none'
  | 'function'
  | 'memref'
  | 'unranked_memref'
  | 'tensor'
  | 'unranked_tensor'
  | 'vector'
  | 'dialect';

const typeUniquer = new Map<string, Type>();

function uniqueType<T extends Type>(key: string, make: () => T): T {
  let t = typeUniquer.get(key);
  if (!t) {
    t = make();
    typeUniquer.set(key, t);
  }
  return t as T;
}

export abstract class Type {
  abstract readonly kind: TypeKind;
  /** The printed form without aliases; unique per type. */
  abstract readonly key: string;
  toString(): string {
    return this.key;
  }
}

export class IndexType extends Type {
  readonly kind = 'index' as const;
  readonly key = 'index';
  static get(): IndexType {
    return uniqueType('index', () => new IndexType());
  }
}

export type Signedness = 'signless' | 'signed' | 'unsigned';

export class IntegerType extends Type {
  readonly kind = 'integer' as const;
  readonly key: string;
  private constructor(
    readonly width: number,
    readonly signedness: Signedness,
  ) {
    super();
    this.key = (signedness === 'signed' ? 's' : signedness === 'unsigned' ? 'u' : '') + 'i' + width;
  }
  static get(width: number, signedness: Signedness = 'signless'): IntegerType {
    const key = (signedness === 'signed' ? 's' : signedness === 'unsigned' ? 'u' : '') + 'i' + width;
    return uniqueType(key, () => new IntegerType(width, signedness));
  }
  get isSignless(): boolean {
    return this.signedness === 'signless';
  }
}

export type FloatKind = 'f16' | 'bf16' | 'f32' | 'f64' | 'f80' | 'f128';

/** IEEE-like float format parameters used for exact literal conversion and printing. */
export interface FloatSemantics {
  readonly width: number;
  /** Significand precision in bits, including the implicit bit. */
  readonly precision: number;
  readonly exponentBits: number;
}

const floatSemantics: Record<FloatKind, FloatSemantics> = {
  f16: { width: 16, precision: 11, exponentBits: 5 },
  bf16: { width: 16, precision: 8, exponentBits: 8 },
  f32: { width: 32, precision: 24, exponentBits: 8 },
  f64: { width: 64, precision: 53, exponentBits: 11 },
  f80: { width: 80, precision: 64, exponentBits: 15 },
  f128: { width: 128, precision: 113, exponentBits: 15 },
};

export class FloatType extends Type {
  readonly kind = 'float' as const;
  readonly key: string;
  private constructor(readonly floatKind: FloatKind) {
    super();
    this.key = floatKind;
  }
  static get(kind: FloatKind): FloatType {
    return uniqueType(kind, () => new FloatType(kind));
  }
  get width(): number {
    return floatSemantics[this.floatKind].width;
  }
  get semantics(): FloatSemantics {
    return floatSemantics[this.floatKind];
  }
}

export class NoneType extends Type {
  readonly kind = 'none' as const;
  readonly key = 'none';
  static get(): NoneType {
    return uniqueType('none', () => new NoneType());
  }
}

export class FunctionType extends Type {
  readonly kind = 'function' as const;
  readonly key: string;
  private constructor(
    readonly inputs: readonly Type[],
    readonly results: readonly Type[],
    key: string,
  ) {
    super();
    this.key = key;
  }
  static get(inputs: readonly Type[], results: readonly Type[]): FunctionType {
    const res = results.length === 1 && results[0].kind !== 'function' ? results[0].key : `(${results.map((t) => t.key).join(', ')})`;
    const key = `(${inputs.map((t) => t.key).join(', ')}) -> ${res}`;
    return uniqueType(key, () => new FunctionType(Object.freeze([...inputs]), Object.freeze([...results]), key));
  }
}

/** Dynamic extent in a shape, printed `?`. */
export const kDynamic = -1;

function shapeKey(shape: readonly number[]): string {
  let s = '';
  for (const d of shape) s += (d === kDynamic ? '?' : String(d)) + 'x';
  return s;
}

/** Types with a shape and an element type: memref, tensor, vector. */
export abstract class ShapedType extends Type {
  abstract readonly shape: readonly number[];
  abstract readonly elementType: Type;
  get rank(): number {
    return this.shape.length;
  }
  hasStaticShape(): boolean {
    return this.shape.every((d) => d !== kDynamic);
  }
  numDynamicDims(): number {
    return this.shape.filter((d) => d === kDynamic).length;
  }
  /** Number of elements, or undefined if any extent is dynamic. */
  numElements(): number | undefined {
    let n = 1;
    for (const d of this.shape) {
      if (d === kDynamic) return undefined;
      n *= d;
    }
    return n;
  }
}

/** A memory space as upstream prints it inside a memref type: the i64 type of an integer space is elided. */
function memorySpaceKey(space: Attribute): string {
  return space.kind === 'integer' ? space.key.replace(/ : i64$/, '') : space.key;
}

export class MemRefType extends ShapedType {
  readonly kind = 'memref' as const;
  readonly key: string;
  private constructor(
    readonly shape: readonly number[],
    readonly elementType: Type,
    readonly layout: Attribute | null,
    readonly memorySpace: Attribute | null,
    key: string,
  ) {
    super();
    this.key = key;
  }
  static get(shape: readonly number[], elementType: Type, layout: Attribute | null = null, memorySpace: Attribute | null = null): MemRefType {
    let key = 'memref<' + shapeKey(shape) + elementType.key;
    if (layout) key += ', ' + layout.key;
    if (memorySpace) key += ', ' + memorySpaceKey(memorySpace);
    key += '>';
    return uniqueType(key, () => new MemRefType(Object.freeze([...shape]), elementType, layout, memorySpace, key));
  }
  /** The same memref with another shape (identity layout kept). */
  withShape(shape: readonly number[]): MemRefType {
    return MemRefType.get(shape, this.elementType, this.layout, this.memorySpace);
  }
}

export class UnrankedMemRefType extends Type {
  readonly kind = 'unranked_memref' as const;
  readonly key: string;
  private constructor(
    readonly elementType: Type,
    readonly memorySpace: Attribute | null,
    key: string,
  ) {
    super();
    this.key = key;
  }
  static get(elementType: Type, memorySpace: Attribute | null = null): UnrankedMemRefType {
    const key = `memref<*x${elementType.key}${memorySpace ? ', ' + memorySpaceKey(memorySpace) : ''}>`;
    return uniqueType(key, () => new UnrankedMemRefType(elementType, memorySpace, key));
  }
}

export class RankedTensorType extends ShapedType {
  readonly kind = 'tensor' as const;
  readonly key: string;
  private constructor(
    readonly shape: readonly number[],
    readonly elementType: Type,
    key: string,
  ) {
    super();
    this.key = key;
  }
  static get(shape: readonly number[], elementType: Type): RankedTensorType {
    const key = `tensor<${shapeKey(shape)}${elementType.key}>`;
    return uniqueType(key, () => new RankedTensorType(Object.freeze([...shape]), elementType, key));
  }
}

export class UnrankedTensorType extends Type {
  readonly kind = 'unranked_tensor' as const;
  readonly key: string;
  private constructor(
    readonly elementType: Type,
    key: string,
  ) {
    super();
    this.key = key;
  }
  static get(elementType: Type): UnrankedTensorType {
    const key = `tensor<*x${elementType.key}>`;
    return uniqueType(key, () => new UnrankedTensorType(elementType, key));
  }
}

export class VectorType extends ShapedType {
  readonly kind = 'vector' as const;
  readonly key: string;
  private constructor(
    readonly shape: readonly number[],
    readonly elementType: Type,
    key: string,
  ) {
    super();
    this.key = key;
  }
  static get(shape: readonly number[], elementType: Type): VectorType {
    const key = `vector<${shapeKey(shape)}${elementType.key}>`;
    return uniqueType(key, () => new VectorType(Object.freeze([...shape]), elementType, key));
  }
}

/**
 * A type owned by a non-builtin dialect (e.g. `!llvm.ptr`). Subclasses provide the body printed after
 * `!dialect.`; the key is the full printed form.
 */
export abstract class DialectType extends Type {
  readonly kind = 'dialect' as const;
  abstract readonly dialect: string;
}

/** Uniquing entry point for dialect types: `key` must be the type's full printed form. */
export function uniqueDialectType<T extends DialectType>(key: string, make: () => T): T {
  return uniqueType(key, make);
}

// Common singletons.
export const indexType = IndexType.get();
export const i1 = IntegerType.get(1);
export const i8 = IntegerType.get(8);
export const i16 = IntegerType.get(16);
export const i32 = IntegerType.get(32);
export const i64 = IntegerType.get(64);
export const f16 = FloatType.get('f16');
export const bf16 = FloatType.get('bf16');
export const f32 = FloatType.get('f32');
export const f64 = FloatType.get('f64');
export const noneType = NoneType.get();

export function isIntegerOrIndex(t: Type): t is IntegerType | IndexType {
  return t.kind === 'integer' || t.kind === 'index';
}

export function isSignlessIntegerOrIndex(t: Type): boolean {
  return t.kind === 'index' || (t instanceof IntegerType && t.isSignless);
}

export function isFloat(t: Type): t is FloatType {
  return t.kind === 'float';
}

export function isMemRef(t: Type): t is MemRefType {
  return t.kind === 'memref';
}

/** Bit width of integers (index counts as 64) and floats; undefined for other types. */
export function bitWidth(t: Type): number | undefined {
  if (t instanceof IntegerType) return t.width;
  if (t instanceof FloatType) return t.width;
  if (t.kind === 'index') return 64;
  return undefined;
}
