// C types as the frontend sees them (x86-64 Linux LP64 sizes), with the predicates C's rules need.

import type { Expr, StructDecl } from './ast.js';

export interface Qualifiers {
  readonly const?: boolean;
  readonly volatile?: boolean;
  readonly restrict?: boolean;
  readonly atomic?: boolean;
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
  | 'ullong'
  | 'int128'
  | 'uint128';

/**
 * Floating types: float and double are translated; the others (long double, gcc's _Float128, _Float16,
 * __bf16, decimal floats) can be declared (the system headers do) but their values are not translated.
 */
export type FloatKind = 'float' | 'double' | 'ldouble' | 'float128' | 'float16' | 'bf16' | 'decimal32' | 'decimal64' | 'decimal128';

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

/** `_Complex T`: declarable (complex.h), its values are not translated. */
export interface ComplexType {
  readonly kind: 'complex';
  readonly element: FloatingType | IntegerType;
  readonly quals?: Qualifiers;
}

export type CType = VoidType | IntegerType | FloatingType | PointerType | ArrayType | FunctionType | StructType | ComplexType;

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
  int128: { bits: 128, signed: true, rank: 6, name: '__int128' },
  uint128: { bits: 128, signed: false, rank: 6, name: 'unsigned __int128' },
};

/** Size in bytes, conversion rank among floating types, and C spelling of each floating kind. */
const floatInfo: Record<FloatKind, { readonly bytes: number; readonly rank: number; readonly name: string }> = {
  float16: { bytes: 2, rank: 0, name: '_Float16' },
  bf16: { bytes: 2, rank: 0, name: '__bf16' },
  float: { bytes: 4, rank: 1, name: 'float' },
  double: { bytes: 8, rank: 2, name: 'double' },
  ldouble: { bytes: 16, rank: 3, name: 'long double' },
  float128: { bytes: 16, rank: 4, name: '_Float128' },
  decimal32: { bytes: 4, rank: 5, name: '_Decimal32' },
  decimal64: { bytes: 8, rank: 6, name: '_Decimal64' },
  decimal128: { bytes: 16, rank: 7, name: '_Decimal128' },
};

export function floatKindName(k: FloatKind): string {
  return floatInfo[k].name;
}

export function floatRank(t: FloatingType): number {
  return floatInfo[t.fkind].rank;
}

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
  int128: 'uint128',
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
/** Type names gcc predefines (as if by typedef); sema/builtins.ts gives their types. */
export const builtinTypedefNames: readonly string[] = ['__builtin_va_list', '__int128_t', '__uint128_t'];

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
  return !!q && !!(q.const || q.volatile || q.restrict || q.atomic);
}

export function mergeQualifiers(a: Qualifiers | undefined, b: Qualifiers | undefined): Qualifiers {
  const m: { const?: boolean; volatile?: boolean; restrict?: boolean; atomic?: boolean } = {
    const: !!(a?.const || b?.const),
    volatile: !!(a?.volatile || b?.volatile),
    restrict: !!(a?.restrict || b?.restrict),
  };
  if (a?.atomic || b?.atomic) m.atomic = true;
  return m;
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

/** Integer and real floating types (complex types are arithmetic in C, but polyts does not compute with them). */
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
      return t.ikind === 'bool' ? 1 : integerInfo[t.ikind].bits / 8;
    case 'floating':
      return floatInfo[t.fkind].bytes;
    case 'complex': {
      const e = sizeOf(t.element);
      return e === undefined ? undefined : 2 * e;
    }
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
    case 'complex':
      return alignOf(t.element);
    default:
      return sizeOf(t);
  }
}

/**
 * Member offsets (bytes; a bit-field's storage unit), size and alignment of a struct or union with the x86-64
 * System V rules gcc follows: bit-fields packed into units of their declared type, `packed` and `aligned`.
 */
export function structLayout(decl: StructDecl): { size: number; align: number; offsets: number[] } | undefined {
  if (!decl.fields) return undefined;
  let bit = 0;
  let align = 1;
  let size = 0;
  const offsets: number[] = [];
  for (const f of decl.fields) {
    const fs = sizeOf(f.type);
    const natural = alignOf(f.type);
    if (fs === undefined || natural === undefined) return undefined;
    const fa = Math.max(decl.packed ? 1 : natural, f.align ?? 1);
    if (decl.union) {
      offsets.push(0);
      size = Math.max(size, f.bits !== undefined ? Math.ceil(f.bits / 8) : fs);
      if (f.bits === undefined || f.name !== '') align = Math.max(align, fa);
      continue;
    }
    if (f.bits !== undefined) {
      // A bit-field starts at the next bit unless it would straddle a unit of its type; `: 0` ends the unit.
      const unit = fs * 8;
      if (f.bits === 0) bit = Math.ceil(bit / unit) * unit;
      else if (!decl.packed && Math.floor(bit / unit) !== Math.floor((bit + f.bits - 1) / unit)) bit = Math.ceil(bit / unit) * unit;
      offsets.push(Math.floor(bit / unit) * fs);
      bit += f.bits;
      if (f.name !== '') align = Math.max(align, fa);
    } else {
      bit = Math.ceil(bit / (fa * 8)) * fa * 8;
      offsets.push(bit / 8);
      bit += fs * 8;
      align = Math.max(align, fa);
    }
    size = Math.ceil(bit / 8);
  }
  align = Math.max(align, decl.align ?? 1);
  return { size: Math.ceil(size / align) * align, align, offsets };
}

// ----- compatibility ----------------------------------------------------------------------------

function sameQualifiers(a: Qualifiers | undefined, b: Qualifiers | undefined): boolean {
  return !!a?.const === !!b?.const && !!a?.volatile === !!b?.volatile && !!a?.restrict === !!b?.restrict && !!a?.atomic === !!b?.atomic;
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
    case 'complex':
      return compatible(a.element, (b as ComplexType).element) && sameQualifiers(a.quals, (b as ComplexType).quals);
  }
}

/** The type of a parameter declared with type `t` (C99 6.7.5.3p7-8): arrays and functions become pointers. */
export function adjustParameterType(t: CType): CType {
  if (t.kind === 'array') return pointerTo(t.element);
  if (t.kind === 'function') return pointerTo(t);
  return t;
}
