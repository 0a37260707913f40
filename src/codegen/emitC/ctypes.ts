// MLIR types as C types, and how a memref is held in C: a pointer (to rows when every extent but the first is
// static, flat otherwise) plus one `long` per dynamic extent.

import type { SourceLoc } from '../../ir/diagnostics.js';
import { LLVMPointerType } from '../../ir/dialects/llvmTypes.js';
import { FloatType, IndexType, IntegerType, MemRefType, kDynamic, type Type } from '../../ir/types.js';

/** IR the C emitter cannot print; `loc` is the op's location when known. */
export class EmitCError extends Error {
  loc?: SourceLoc;
}

/**
 * The C type of a scalar MLIR type: C's own integer types with x86-64 LP64 widths (as the frontend assumes), so the
 * code needs no header and reads like the program (`int i`, `long n`).
 */
export function cType(t: Type): string {
  if (t instanceof IntegerType) {
    switch (t.width) {
      case 1:
        return '_Bool';
      case 8:
        return 'char';
      case 16:
        return 'short';
      case 32:
        return 'int';
      case 64:
        return 'long';
    }
  }
  if (t instanceof IndexType) return 'long';
  if (t instanceof FloatType) {
    if (t.width === 32) return 'float';
    if (t.width === 64) return 'double';
  }
  if (t instanceof LLVMPointerType) return 'void *';
  throw new EmitCError(`type ${t.key} has no C equivalent here`);
}

/** `T *` for a C type spelled `t` (`void **` for `void *`). */
export function pointerTo(t: string): string {
  return t.endsWith('*') ? `${t}*` : `${t} *`;
}

/** The unsigned C type of the same width (for wrapping arithmetic and unsigned comparisons). */
export function unsignedCType(t: Type): string {
  if (t instanceof IndexType) return 'unsigned long';
  if (t instanceof IntegerType && t.width > 1) return `unsigned ${cType(t)}`;
  if (t instanceof IntegerType) return '_Bool';
  throw new EmitCError(`type ${t.key} is not an integer`);
}

/** Memrefs whose extents past the first are static are pointers to rows (`double (*A)[30]`), others flat. */
export function isRowPointer(t: MemRefType): boolean {
  return t.shape.slice(1).every((d) => d !== kDynamic);
}

/** The declarator of a pointer named `name` to a memref's data: `double (*A)[30]`, `double *A`. */
export function memrefDeclarator(t: MemRefType, name: string): string {
  const elem = cType(t.elementType);
  if (t.rank <= 1 || !isRowPointer(t)) return `${elem} *${name}`;
  return `${elem} (*${name})${t.shape.slice(1).map((d) => `[${d}]`).join('')}`;
}

/** The pointer type alone, for casts: `double (*)[30]`, `double *`. */
export function memrefPointerType(t: MemRefType): string {
  return memrefDeclarator(t, '');
}

export function checkMemRef(t: Type): MemRefType {
  if (!(t instanceof MemRefType)) throw new EmitCError(`expected a memref, got ${t.key}`);
  if (t.layout || t.memorySpace) throw new EmitCError(`memref ${t.key} with a layout or memory space has no C form here`);
  return t;
}

/** Whether C type `theirs` holds values as `ours` does: the same type, or another spelling of the same integers. */
export function sameRepresentation(ours: string, theirs: string): boolean {
  const normal = (t: string): string => t.replace(/\blong long\b/g, 'long').replace(/\bsigned char\b/g, 'char');
  return normal(ours) === normal(theirs);
}
