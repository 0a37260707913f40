// C types as the frontend sees them (x86-64 Linux LP64 sizes), with the predicates C's rules need.

import type { Expr, StructDecl } from './ast.js';

export interface Qualifiers {
  readonly const?: boolean;
  readonly volatile?: boolean;
  readonly restrict?: boolean;
}

/** Integer types in conversion-rank order (C99 6.3.1.1); `char` is signed, as on x86-64. */
export type IntegerKind =
  | 'bool'
  | 'char'
  | 'schar'
  | 'uchar'
  | 'short'
  | 'ushort'
  | 'int'
  | 'uint'
  | 'long'
  | 'ulong'
  | 'llong'
  | 'ullong';

export type FloatKind = 'float' | 'double';

export interface VoidType {
  readonly kind: 'void';
  readonly quals?: Qualifiers;
}

export interface IntegerType {
  readonly kind: 'integer';
  readonly ikind: IntegerKind;
  readonly quals?: Qualifiers;
}

export interface FloatingType {
  readonly kind: 'floating';
  readonly fkind: FloatKind;
  readonly quals?: Qualifiers;
}

export interface PointerType {
  readonly kind: 'pointer';
  readonly pointee: CType;
  readonly quals?: Qualifiers;
}

/**
 * An array length: a constant (`double A[10]`, `A[N + 0]` after folding), a run-time value (a VLA
 * dimension such as the `n` of `int n, double A[n][n]`, kept as a typed expression so emission can
 * compute memref sizes from it), or missing (`extern int x[]`, the outer dimension of a parameter).
 */
export type ArrayLength =
  | { readonly kind: 'constant'; readonly value: number; readonly expr?: Expr }
  | { readonly kind: 'variable'; readonly expr: Expr }
  | { readonly kind: 'incomplete' };

export interface ArrayType {
  readonly kind: 'array';
  readonly element: CType;
  readonly length: ArrayLength;
}

export interface FunctionType {
  readonly kind: 'function';
  readonly result: CType;
  /** Parameter types after adjustment (arrays to pointers); empty for `(void)` and for `()`. */
  readonly params: readonly CType[];
  readonly variadic: boolean;
  /** False for an old-style `()` declaration, whose calls are not checked against parameters. */
  readonly prototyped: boolean;
}

export interface StructType {
  readonly kind: 'struct';
  readonly decl: StructDecl;
  readonly quals?: Qualifiers;
}

export type CType = VoidType | IntegerType | FloatingType | PointerType | ArrayType | FunctionType | StructType;

interface IntegerInfo {
  readonly bits: number;
  readonly signed: boolean;
  readonly rank: number;
  readonly name: string;
}

const integerInfo: Record<IntegerKind, IntegerInfo> = {
  bool: { bits: 8, signed: false, rank: 0, name: '_Bool' },
  char: { bits: 8, signed: true, rank: 1, name: 'char' },
  schar: { bits: 8, signed: true, rank: 1, name: 'signed char' },
  uchar: { bits: 8, signed: false, rank: 1, name: 'unsigned char' },
  short: { bits: 16, signed: true, rank: 2, name: 'short' },
  ushort: { bits: 16, signed: false, rank: 2, name: 'unsigned short' },
  int: { bits: 32, signed: true, rank: 3, name: 'int' },
  uint: { bits: 32, signed: false, rank: 3, name: 'unsigned int' },
  long: { bits: 64, signed: true, rank: 4, name: 'long' },
  ulong: { bits: 64, signed: false, rank: 4, name: 'unsigned long' },
  llong: { bits: 64, signed: true, rank: 5, name: 'long long' },
  ullong: { bits: 64, signed: false, rank: 5, name: 'unsigned long long' },
};

export function integerBits(t: IntegerType): number {
  return integerInfo[t.ikind].bits;
}

export function isSignedInteger(t: IntegerType): boolean {
  return integerInfo[t.ikind].signed;
}

export function integerRank(t: IntegerType): number {
  return integerInfo[t.ikind].rank;
}

export function integerKindName(k: IntegerKind): string {
  return integerInfo[k].name;
}

const unsignedOf: Partial<Record<IntegerKind, IntegerKind>> = {
  char: 'uchar',
  schar: 'uchar',
  short: 'ushort',
  int: 'uint',
  long: 'ulong',
  llong: 'ullong',
};

// ----- constructors -----------------------------------------------------------------------------

export const voidType: VoidType = { kind: 'void' };
export const boolType: IntegerType = { kind: 'integer', ikind: 'bool' };
export const charType: IntegerType = { kind: 'integer', ikind: 'char' };
export const intType: IntegerType = { kind: 'integer', ikind: 'int' };
export const uintType: IntegerType = { kind: 'integer', ikind: 'uint' };
export const longType: IntegerType = { kind: 'integer', ikind: 'long' };
export const ulongType: IntegerType = { kind: 'integer', ikind: 'ulong' };
export const floatType: FloatingType = { kind: 'floating', fkind: 'float' };
export const doubleType: FloatingType = { kind: 'floating', fkind: 'double' };
/** `size_t` (the type of sizeof) and `ptrdiff_t` (pointer difference) on LP64. */
export const sizeType = ulongType;
export const ptrdiffType = longType;

export function integerType(ikind: IntegerKind): IntegerType {
  return { kind: 'integer', ikind };
}

export function pointerTo(pointee: CType, quals?: Qualifiers): PointerType {
  return quals && hasQualifiers(quals) ? { kind: 'pointer', pointee, quals } : { kind: 'pointer', pointee };
}

export function arrayOf(element: CType, length: ArrayLength): ArrayType {
  return { kind: 'array', element, length };
}

export function unsignedVersion(t: IntegerType): IntegerType {
  const u = unsignedOf[t.ikind];
  return u ? integerType(u) : t;
}

// ----- qualifiers -------------------------------------------------------------------------------

export function hasQualifiers(q: Qualifiers | undefined): boolean {
  return !!q && !!(q.const || q.volatile || q.restrict);
}

export function mergeQualifiers(a: Qualifiers | undefined, b: Qualifiers | undefined): Qualifiers {
  return {
    const: !!(a?.const || b?.const),
    volatile: !!(a?.volatile || b?.volatile),
    restrict: !!(a?.restrict || b?.restrict),
  };
}

/** The qualifiers of a type; an array's are its element's (C99 6.7.3p8). */
export function qualifiersOf(t: CType): Qualifiers {
  if (t.kind === 'array') return qualifiersOf(t.element);
  if (t.kind === 'function') return {};
  return t.quals ?? {};
}

/** `t` with `q` added; qualifying an array qualifies its elements. */
export function qualify(t: CType, q: Qualifiers | undefined): CType {
  if (!hasQualifiers(q)) return t;
  switch (t.kind) {
    case 'array':
      return { ...t, element: qualify(t.element, q) };
    case 'function':
      return t;
    default:
      return { ...t, quals: mergeQualifiers(t.quals, q) };
  }
}

export function unqualified(t: CType): CType {
  switch (t.kind) {
    case 'array':
      return { ...t, element: unqualified(t.element) };
    case 'function':
      return t;
    default:
      if (!t.quals) return t;
      const { quals: _dropped, ...rest } = t;
      return rest as CType;
  }
}

// ----- classification ---------------------------------------------------------------------------

export function isInteger(t: CType): t is IntegerType {
  return t.kind === 'integer';
}

export function isFloating(t: CType): t is FloatingType {
  return t.kind === 'floating';
}

export function isArithmetic(t: CType): t is IntegerType | FloatingType {
  return t.kind === 'integer' || t.kind === 'floating';
}

export function isPointer(t: CType): t is PointerType {
  return t.kind === 'pointer';
}

export function isScalar(t: CType): boolean {
  return isArithmetic(t) || isPointer(t);
}

export function isVoid(t: CType): t is VoidType {
  return t.kind === 'void';
}

export function isVoidPointer(t: CType): boolean {
  return t.kind === 'pointer' && t.pointee.kind === 'void';
}

/** True when the type's size is known (C's "complete object type"); VLAs count as complete. */
export function isComplete(t: CType): boolean {
  switch (t.kind) {
    case 'void':
    case 'function':
      return false;
    case 'array':
      return t.length.kind !== 'incomplete' && isComplete(t.element);
    case 'struct':
      return t.decl.fields !== undefined;
    default:
      return true;
  }
}

/** True when the type involves a run-time array length (a variably modified type). */
export function isVariablyModified(t: CType): boolean {
  switch (t.kind) {
    case 'array':
      return t.length.kind === 'variable' || isVariablyModified(t.element);
    case 'pointer':
      return isVariablyModified(t.pointee);
    case 'function':
      return false;
    default:
      return false;
  }
}

// ----- size and alignment -----------------------------------------------------------------------

/** sizeof in bytes, or undefined for incomplete types and run-time-sized arrays. */
export function sizeOf(t: CType): number | undefined {
  switch (t.kind) {
    case 'void':
    case 'function':
      return undefined;
    case 'integer':
      return integerInfo[t.ikind].bits / 8;
    case 'floating':
      return t.fkind === 'float' ? 4 : 8;
    case 'pointer':
      return 8;
    case 'array': {
      if (t.length.kind !== 'constant') return undefined;
      const e = sizeOf(t.element);
      return e === undefined ? undefined : e * t.length.value;
    }
    case 'struct':
      return structLayout(t.decl)?.size;
  }
}

export function alignOf(t: CType): number | undefined {
  switch (t.kind) {
    case 'array':
      return alignOf(t.element);
    case 'struct':
      return structLayout(t.decl)?.align;
    default:
      return sizeOf(t);
  }
}

/** Field offsets, size and alignment of a struct with the usual x86-64 layout rules. */
export function structLayout(decl: StructDecl): { size: number; align: number; offsets: number[] } | undefined {
  if (!decl.fields) return undefined;
  let offset = 0;
  let align = 1;
  const offsets: number[] = [];
  for (const f of decl.fields) {
    const fs = sizeOf(f.type);
    const fa = alignOf(f.type);
    if (fs === undefined || fa === undefined) return undefined;
    offset = Math.ceil(offset / fa) * fa;
    offsets.push(offset);
    offset += fs;
    align = Math.max(align, fa);
  }
  return { size: Math.max(align, Math.ceil(offset / align) * align), align, offsets };
}

// ----- compatibility ----------------------------------------------------------------------------

function sameQualifiers(a: Qualifiers | undefined, b: Qualifiers | undefined): boolean {
  return !!a?.const === !!b?.const && !!a?.volatile === !!b?.volatile && !!a?.restrict === !!b?.restrict;
}

/**
 * C99 6.2.7 type compatibility (qualifiers included). A run-time array length is compatible with
 * any length, as C specifies, so `double A[n][n]` matches a prototype's `double A[N][N]`.
 */
export function compatible(a: CType, b: CType): boolean {
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'void':
      return sameQualifiers(a.quals, (b as VoidType).quals);
    case 'integer':
      return a.ikind === (b as IntegerType).ikind && sameQualifiers(a.quals, (b as IntegerType).quals);
    case 'floating':
      return a.fkind === (b as FloatingType).fkind && sameQualifiers(a.quals, (b as FloatingType).quals);
    case 'pointer': {
      const pb = b as PointerType;
      return sameQualifiers(a.quals, pb.quals) && compatible(a.pointee, pb.pointee);
    }
    case 'array': {
      const ab = b as ArrayType;
      if (!compatible(a.element, ab.element)) return false;
      if (a.length.kind === 'constant' && ab.length.kind === 'constant') return a.length.value === ab.length.value;
      return true;
    }
    case 'function': {
      const fb = b as FunctionType;
      if (!compatible(a.result, fb.result)) return false;
      if (!a.prototyped || !fb.prototyped) return true;
      if (a.variadic !== fb.variadic || a.params.length !== fb.params.length) return false;
      return a.params.every((p, i) => compatible(unqualified(p), unqualified(fb.params[i]!)));
    }
    case 'struct':
      return a.decl === (b as StructType).decl && sameQualifiers(a.quals, (b as StructType).quals);
  }
}

/** The type of a parameter declared with type `t` (C99 6.7.5.3p7-8): arrays and functions become pointers. */
export function adjustParameterType(t: CType): CType {
  if (t.kind === 'array') return pointerTo(t.element);
  if (t.kind === 'function') return pointerTo(t);
  return t;
}
