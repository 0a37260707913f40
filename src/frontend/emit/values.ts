// What emission knows about a C value or object while it builds MLIR: arithmetic SSA values, pointers as a
// memref plus leading subscripts and an offset, C-ABI pointers, and the lvalues they designate.

import type { Value } from '../../ir/operation.js';
import type { CType } from '../ctypes.js';

/**
 * A memref-represented pointer: it designates `base[lead..., offset]`, a scalar or a sub-array of `base`
 * (`offset` undefined means 0). A `unit` pointer designates the whole sub-array `base[lead...]` (the
 * pointer-to-array form of PolyBench's heap arrays) and has no offset: it may only be dereferenced.
 */
export interface MemRefPointer {
  readonly base: Value;
  readonly lead: readonly Value[];
  readonly offset?: Value;
  readonly unit: boolean;
}

/** The value of a C expression. */
export type RValue =
  | { readonly kind: 'scalar'; readonly value: Value }
  | { readonly kind: 'memref'; readonly ptr: MemRefPointer }
  | { readonly kind: 'llvm'; readonly value: Value }
  | { readonly kind: 'void' };

/** Where a C object lives. */
export type LValue =
  /** A scalar (or pointer) element of a memref, at full subscripts. */
  | { readonly kind: 'element'; readonly type: CType; readonly base: Value; readonly indices: readonly Value[] }
  /** An array object: the sub-array `base[lead...]`. */
  | { readonly kind: 'array'; readonly type: CType; readonly base: Value; readonly lead: readonly Value[] }
  /** A variable bound to an SSA value (never-assigned parameters, counted-loop induction variables). */
  | { readonly kind: 'ssa'; readonly type: CType; readonly value: () => RValue }
  /** An object at a C-ABI address (`argv[0]`, `stderr`). */
  | { readonly kind: 'llvm'; readonly type: CType; readonly addr: Value }
  /** A string literal: an array whose decay is the address of an llvm global. */
  | { readonly kind: 'string'; readonly type: CType; readonly addr: Value };

export const voidValue: RValue = { kind: 'void' };

export function scalar(value: Value): RValue {
  return { kind: 'scalar', value };
}
