// C types to MLIR types (Polygeist Fig. 4) and the choice of representation for every pointer.

import { DiagnosticError, type SourceLoc } from '../../ir/diagnostics.js';
import { LLVMPointerType } from '../../ir/dialects/llvmTypes.js';
import { FloatType, IntegerType, MemRefType, Type, f32, f64, i1, i64, kDynamic } from '../../ir/types.js';
import type { VarDecl } from '../ast.js';
import { integerBits, isArithmetic, isSignedInteger, type ArrayType, type CType } from '../ctypes.js';
import { typeToString } from '../printC.js';

/**
 * How a C pointer is represented:
 * - `fig4`: `T *` with T a scalar or an array `T[d1]..[dk]` is `memref<?xd1x..xdkxT>` (Polygeist Fig. 4): the
 *   pointer designates the first of a run of objects, so the outer extent is unknown. Array parameters use it.
 * - `unit`: a pointer-to-array variable (`double (*A)[N][M]`, PolyBench's heap arrays) holds the one array it
 *   points to, `memref<NxMxT>`, so that `*A` is that array and needs no view; it may only be indexed at 0.
 * - `llvm`: pointers to pointers, structs of the system headers (`FILE *`), void and C strings use the C ABI,
 *   `!llvm.ptr`.
 * - `struct`: a pointer to the program's own structs (or arrays of them) is one fig4 memref per leaf member
 *   (structs.ts) and a position.
 */
export type PointerRepr = 'fig4' | 'unit' | 'llvm' | 'struct';

export const llvmPtr = LLVMPointerType.get();

export function unsupported(loc: SourceLoc, what: string): DiagnosticError {
  return new DiagnosticError(loc, `unsupported C construct: ${what}`);
}

/** The MLIR type of a C arithmetic type: `_Bool` is i1, the other integers signless of their width. */
export function scalarType(t: CType, loc: SourceLoc): IntegerType | FloatType {
  if (t.kind === 'integer' && integerBits(t) <= 64) return t.ikind === 'bool' ? i1 : IntegerType.get(integerBits(t));
  if (t.kind === 'floating' && t.fkind === 'float') return f32;
  if (t.kind === 'floating' && t.fkind === 'double') return f64;
  throw unsupported(loc, `value of type '${typeToString(t)}'`);
}

export function isSigned(t: CType): boolean {
  return t.kind === 'integer' && isSignedInteger(t);
}

/** The element type of an array of arrays, and its extents outer to inner. */
export function arrayParts(t: ArrayType): { extents: ArrayType['length'][]; element: CType } {
  const extents: ArrayType['length'][] = [];
  let e: CType = t;
  while (e.kind === 'array') {
    extents.push(e.length);
    e = e.element;
  }
  return { extents, element: e };
}

/** Memref extents of C array extents: constants stay, run-time and missing ones are dynamic. */
export function memrefShape(extents: readonly ArrayType['length'][]): number[] {
  return extents.map((l) => (l.kind === 'constant' ? l.value : kDynamic));
}

/** Whether the objects a pointer to `pointee` designates can live in a memref (arithmetic scalars or arrays of them). */
function memrefPointee(pointee: CType): boolean {
  if (pointee.kind === 'array') return memrefPointee(arrayParts(pointee).element);
  return isArithmetic(pointee);
}

/**
 * The representation of a pointer value of type `T *` stored in a variable declared with `declared`. A plain
 * `char *` (not an array parameter) is a C string, handled through the C ABI like the library functions that take it.
 */
export function pointerRepr(pointee: CType, declaredAsArray = false): PointerRepr {
  const element = pointee.kind === 'array' ? arrayParts(pointee).element : pointee;
  if (element.kind === 'struct' && !element.decl.loc.system && !element.decl.union && element.decl.fields) return 'struct';
  if (!memrefPointee(pointee)) return 'llvm';
  if (!declaredAsArray && pointee.kind === 'integer' && pointee.ikind === 'char') return 'llvm';
  return pointee.kind === 'array' && !declaredAsArray ? 'unit' : 'fig4';
}

/** The memref type a memref-represented pointer to `pointee` is stored as. */
export function pointerMemRefType(pointee: CType, repr: 'fig4' | 'unit', loc: SourceLoc): MemRefType {
  if (pointee.kind === 'array') {
    const { extents, element } = arrayParts(pointee);
    const shape = memrefShape(extents);
    return MemRefType.get(repr === 'fig4' ? [kDynamic, ...shape] : shape, scalarType(element, loc));
  }
  return MemRefType.get([kDynamic], scalarType(pointee, loc));
}

/** The memref type of an array object (a local, global or `*p` of a pointer to array). */
export function arrayMemRefType(t: ArrayType, loc: SourceLoc): MemRefType {
  const { extents, element } = arrayParts(t);
  // Upstream memrefs cannot hold !llvm.ptr: an array of C-ABI pointers (strings) holds their addresses as i64.
  if (element.kind === 'pointer' && pointerRepr(element.pointee) === 'llvm') return MemRefType.get(memrefShape(extents), i64);
  if (!isArithmetic(element)) throw unsupported(loc, `array of '${typeToString(element)}'`);
  return MemRefType.get(memrefShape(extents), scalarType(element, loc));
}

/**
 * Whether parameter `p` could be passed as a memref and a position: a pointer to numbers (or rows) declared as a
 * pointer. It is, when a call points it into the middle of an array (analysis.ts `parametersWithPositions`).
 * Array parameters (`double a[n]`) are only a memref, as are pointers to whole arrays.
 */
export function isPositionablePointer(p: VarDecl): boolean {
  return p.scope === 'param' && p.type.kind === 'pointer' && p.declaredType.kind !== 'array' && variableRepr(p) === 'fig4';
}

/** How a variable's pointer value is represented (array parameters decay to `fig4`). */
export function variableRepr(v: VarDecl): PointerRepr {
  if (v.type.kind !== 'pointer') throw new Error(`variableRepr: '${v.name}' is not a pointer`);
  return pointerRepr(v.type.pointee, v.scope === 'param' && v.declaredType.kind === 'array');
}

/** The MLIR type of a value of C type `t` held by `v` (arithmetic, or a pointer in its representation). */
export function valueType(t: CType, loc: SourceLoc, declaredAsArray = false): Type {
  if (t.kind === 'pointer') {
    const repr = pointerRepr(t.pointee, declaredAsArray);
    if (repr === 'struct') throw unsupported(loc, `a '${typeToString(t)}' held in one value (pointers to structs are one memref per member)`);
    return repr === 'llvm' ? llvmPtr : pointerMemRefType(t.pointee, repr, loc);
  }
  return scalarType(t, loc);
}

export function variableType(v: VarDecl): Type {
  return valueType(v.type, v.loc, v.scope === 'param' && v.declaredType.kind === 'array');
}

/** The C-ABI type of a value of type `t` passed to or returned from an external function. */
export function abiType(t: CType, loc: SourceLoc): Type {
  return t.kind === 'pointer' ? llvmPtr : scalarType(t, loc);
}
