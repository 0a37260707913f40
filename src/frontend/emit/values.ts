// What emission knows about a C value or object while it builds MLIR: arithmetic SSA values, pointers as a
// memref plus leading subscripts and an offset, C-ABI pointers, and the lvalues they designate.

import type { Value } from '../../ir/operation.js';
import type { FieldDecl, StructDecl } from '../ast.js';
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

/**
 * A struct object, or an array of structs, flattened (structs.ts): the memref of every scalar leaf below it with
 * the member path from here to that leaf, and the leading subscripts that select this object in those memrefs.
 */
export interface StructObject {
  readonly decl: StructDecl;
  readonly leaves: readonly { readonly rest: readonly FieldDecl[]; readonly base: Value }[];
  readonly idx: readonly Value[];
}

/** A pointer to a struct: it designates the struct at `object.idx` then `offset` (undefined means 0). */
export interface StructPointer {
  readonly object: StructObject;
  readonly offset?: Value;
}

/** The value of a C expression. */
export type RValue =
  | { readonly kind: 'scalar'; readonly value: Value }
  | { readonly kind: 'memref'; readonly ptr: MemRefPointer }
  | { readonly kind: 'llvm'; readonly value: Value }
  | { readonly kind: 'structPtr'; readonly ptr: StructPointer }
  /** A struct value: the object it is copied from when stored. */
  | { readonly kind: 'struct'; readonly object: StructObject }
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
  | { readonly kind: 'string'; readonly type: CType; readonly addr: Value }
  /** A struct object (structs.ts). */
  | { readonly kind: 'struct'; readonly type: CType; readonly object: StructObject }
  /** An array of structs: the sub-array at `object.idx`. */
  | { readonly kind: 'structArray'; readonly type: CType; readonly object: StructObject }
  /**
   * A struct of the system headers (C layout, for the C library to read and write: `struct timeval`), stored in a
   * memref of its one member type (structs.ts cStructStorage) from element `index` on.
   */
  | { readonly kind: 'cstruct'; readonly type: CType; readonly base: Value; readonly index: Value }
  /** A pointer variable: the memref it points into (`slot`, memref<1xmemref<...>>) and its position (`offsetSlot`). */
  | { readonly kind: 'ptrVar'; readonly type: CType; readonly slot: Value; readonly offsetSlot: Value }
  /**
   * A pointer-to-struct variable that is reassigned: the structs it points among are fixed by its initializer,
   * `slot` (memref<1xindex>) holds its position.
   */
  | { readonly kind: 'structPtrVar'; readonly type: CType; readonly object: StructObject; readonly slot: Value };

export const voidValue: RValue = { kind: 'void' };

export function scalar(value: Value): RValue {
  return { kind: 'scalar', value };
}
