// C objects and pointers: lvalues of variables, subscripts and dereferences, loads and stores, array decay,
// pointer arithmetic on memref pointers, and turning a pointer into one memref value where one is needed.

import type { SourceLoc } from '../../ir/diagnostics.js';
import { IntegerAttr, StringAttr } from '../../ir/attributes.js';
import { nameAttr } from '../../ir/nameHints.js';
import type { Value } from '../../ir/operation.js';
import { MemRefType, i64, kDynamic } from '../../ir/types.js';
import type { Expr } from '../ast.js';
import { isSignedInteger, type CType, type PointerType } from '../ctypes.js';
import { typeToString } from '../printC.js';
import { emitRValue } from './expressions.js';
import type { FunctionEmitter } from './function.js';
import { arithBinary, arithUnary } from '../../ir/dialects/arith.js';
import { llvmAddressOf, llvmGetElementPtr, llvmLoad, llvmStore } from '../../ir/dialects/llvm.js';
import { memrefCast, memrefLoad, memrefStore } from '../../ir/dialects/memref.js';
import { abiType, unsupported } from './types.js';
import type { LValue, MemRefPointer, RValue } from './values.js';

/** The object an lvalue expression designates. */
export function emitLValue(fx: FunctionEmitter, e: Expr): LValue {
  switch (e.kind) {
    case 'declRef':
      return fx.lvalueOf(e.decl, e.loc);
    case 'index':
      return pointee(fx, emitRValue(fx, e.base), e.base.type as PointerType, e.index, e.loc);
    case 'deref':
      return pointee(fx, emitRValue(fx, e.operand), e.operand.type as PointerType, undefined, e.loc);
    case 'stringLiteral':
      return { kind: 'string', type: e.type, addr: fx.inPrologue(() => addressOfString(fx, e.value)) };
    case 'member':
      throw unsupported(e.loc, 'struct member access');
    default:
      throw unsupported(e.loc, `'${e.kind}' used as an object`);
  }
}

function addressOfString(fx: FunctionEmitter, bytes: string): Value {
  return llvmAddressOf.create(fx.b, fx.m.stringLiteral(bytes)).result();
}

/** `p[index]` (or `*p` when `index` is undefined): the object `p` points at, `index` objects further. */
export function pointee(fx: FunctionEmitter, p: RValue, ptrType: PointerType, index: Expr | undefined, loc: SourceLoc): LValue {
  const target = ptrType.pointee;
  if (p.kind === 'llvm') {
    if (target.kind === 'array' || target.kind === 'void' || target.kind === 'function' || target.kind === 'struct') {
      throw unsupported(loc, `access through a C-ABI pointer to '${typeToString(target)}'`);
    }
    if (!index || index.constValue === 0n) return { kind: 'llvm', type: target, addr: p.value };
    const i = emitRValue(fx, index);
    if (i.kind !== 'scalar') throw unsupported(loc, 'non-integer subscript');
    const i64v = i.value.type === i64 ? i.value : arithUnary(fx.b, index.type.kind === 'integer' && isSignedInteger(index.type) ? 'arith.extsi' : 'arith.extui', i.value, i64);
    return { kind: 'llvm', type: target, addr: llvmGetElementPtr.create(fx.b, p.value, i64v, abiType(target, loc)).result() };
  }
  if (p.kind !== 'memref') throw unsupported(loc, 'dereferencing a null pointer constant');
  const ptr = p.ptr;
  if (ptr.unit) {
    if (index && index.constValue !== 0n) throw unsupported(loc, `indexing a pointer to a whole array ('${typeToString(ptrType)}') other than at 0`);
    return { kind: 'array', type: target, base: ptr.base, lead: ptr.lead };
  }
  const offset = index ? addOffset(fx, ptr.offset, indexOf(fx, index)) : (ptr.offset ?? fx.constIndex(0));
  if (target.kind === 'array') return { kind: 'array', type: target, base: ptr.base, lead: [...ptr.lead, offset] };
  return { kind: 'element', type: target, base: ptr.base, indices: [...ptr.lead, offset] };
}

/** A subscript: evaluated in C arithmetic, then cast to index. */
export function indexOf(fx: FunctionEmitter, index: Expr): Value {
  if (typeof index.constValue === 'bigint') return fx.constIndex(index.constValue);
  return fx.toIndex(emitRValue(fx, index), index.type, index.loc);
}

function addOffset(fx: FunctionEmitter, offset: Value | undefined, delta: Value): Value {
  if (!offset || isZeroIndex(offset)) return delta;
  if (isZeroIndex(delta)) return offset;
  return arithBinary(fx.b, 'arith.addi', offset, delta);
}

export function isZeroIndex(v: Value): boolean {
  const op = v.definingOp;
  const a = op?.name === 'arith.constant' ? op.attr('value') : undefined;
  return a instanceof IntegerAttr && a.value === 0n;
}

/** `p + delta` (or `p - delta`) on a memref pointer: moves the offset. */
export function offsetPointer(fx: FunctionEmitter, p: MemRefPointer, delta: Value, subtract: boolean, loc: SourceLoc): MemRefPointer {
  if (p.unit) throw unsupported(loc, 'arithmetic on a pointer to a whole array');
  const d = subtract ? arithBinary(fx.b, 'arith.subi', fx.constIndex(0), delta) : delta;
  return { ...p, offset: addOffset(fx, p.offset, d) };
}

/** The value of an object: a load (arithmetic, pointers), or the bound SSA value. */
export function loadValue(fx: FunctionEmitter, lv: LValue, loc: SourceLoc): RValue {
  switch (lv.kind) {
    case 'ssa':
      return lv.value();
    case 'element': {
      const v = memrefLoad.create(fx.b, lv.base, lv.indices).result();
      if (lv.type.kind === 'pointer') return { kind: 'memref', ptr: memrefPointerOf(v, lv.type) };
      return { kind: 'scalar', value: v };
    }
    case 'llvm': {
      const v = llvmLoad.create(fx.b, lv.addr, abiType(lv.type, loc)).result();
      return lv.type.kind === 'pointer' ? { kind: 'llvm', value: v } : { kind: 'scalar', value: v };
    }
    default:
      throw unsupported(loc, `reading an array of type '${typeToString(lv.type)}' as a value`);
  }
}

/** Stores `v` (already of the object's type) into the object. */
export function storeValue(fx: FunctionEmitter, lv: LValue, v: RValue, loc: SourceLoc): void {
  switch (lv.kind) {
    case 'element': {
      const elem = (lv.base.type as MemRefType).elementType;
      const value = v.kind === 'scalar' ? v.value : v.kind === 'memref' && elem instanceof MemRefType ? materialize(fx, v.ptr, elem, loc) : undefined;
      if (!value && v.kind === 'llvm') {
        throw unsupported(loc, `storing a C-ABI pointer (a string literal or a pointer from an external function) into an object of type '${typeToString(lv.type)}', which holds arrays`);
      }
      if (!value) throw unsupported(loc, `storing a value into an object of type '${typeToString(lv.type)}'`);
      if (elem instanceof MemRefType) nameAllocation(fx, value, lv.base);
      memrefStore.create(fx.b, value, lv.base, lv.indices);
      return;
    }
    case 'llvm': {
      if (v.kind !== 'scalar' && v.kind !== 'llvm') throw unsupported(loc, 'storing an array pointer through a C-ABI pointer');
      llvmStore.create(fx.b, v.value, lv.addr);
      return;
    }
    default:
      throw unsupported(loc, `assignment to an object of type '${typeToString(lv.type)}'`);
  }
}

/** An allocation stored into a pointer variable is named after it (`A = malloc(...)` allocates `A`). */
function nameAllocation(fx: FunctionEmitter, value: Value, slot: Value): void {
  const name = fx.pointerSlots.get(slot);
  let def = value.definingOp;
  while (def?.name === 'memref.cast') def = def.operand(0).definingOp;
  if (name && def?.name === 'memref.alloc' && !def.attr(nameAttr)) def.setAttr(nameAttr, new StringAttr(name));
}

/** The pointer a memref value of pointer type `t` holds: `unit` when its rank is the pointee's own rank. */
export function memrefPointerOf(v: Value, t: CType): MemRefPointer {
  const rank = (v.type as MemRefType).rank;
  let pointeeRank = 0;
  for (let p = (t as PointerType).pointee; p.kind === 'array'; p = p.element) pointeeRank++;
  return { base: v, lead: [], unit: rank === pointeeRank };
}

/** An array object decays to a pointer to its first element (C99 6.3.2.1p3). */
export function decay(lv: LValue, loc: SourceLoc): RValue {
  if (lv.kind === 'array') return { kind: 'memref', ptr: { base: lv.base, lead: lv.lead, unit: false } };
  if (lv.kind === 'string') return { kind: 'llvm', value: lv.addr };
  throw unsupported(loc, `decay of '${typeToString(lv.type)}'`);
}

/** `&object`: a scalar's address points into its memref; an array's address is a pointer to the whole array. */
export function addressOfObject(lv: LValue, loc: SourceLoc): RValue {
  switch (lv.kind) {
    case 'element':
      if (!lv.indices.length) throw unsupported(loc, 'address of a global scalar');
      return { kind: 'memref', ptr: { base: lv.base, lead: lv.indices.slice(0, -1), offset: lv.indices[lv.indices.length - 1], unit: false } };
    case 'array':
      return { kind: 'memref', ptr: { base: lv.base, lead: lv.lead, unit: true } };
    case 'llvm':
    case 'string':
      return { kind: 'llvm', value: lv.addr };
    default:
      throw unsupported(loc, 'address of a variable held in a register');
  }
}

/**
 * One memref value of type `target` for a pointer: only a pointer at the start of its memref (no leading
 * subscripts, offset 0) can be passed or stored, through memref.cast when static extents become dynamic.
 */
export function materialize(fx: FunctionEmitter, p: MemRefPointer, target: MemRefType, loc: SourceLoc): Value {
  if (p.lead.length || (p.offset && !isZeroIndex(p.offset))) {
    throw unsupported(loc, 'a pointer into the middle of an array used as a value (only pointers to the start of an array can be passed or stored)');
  }
  const from = p.base.type as MemRefType;
  const compatible =
    from.rank === target.rank &&
    from.elementType === target.elementType &&
    from.shape.every((d, i) => d === kDynamic || target.shape[i] === kDynamic || d === target.shape[i]);
  if (!compatible) throw unsupported(loc, `passing a '${from.key}' where a '${target.key}' is expected`);
  return p.base.type === target ? p.base : memrefCast.create(fx.b, p.base, target).result();
}
