// C objects and pointers: lvalues of variables, subscripts and dereferences, loads and stores, array decay,
// pointer arithmetic on memref pointers, and turning a pointer into one memref value where one is needed.

import type { SourceLoc } from '../../ir/diagnostics.js';
import { IntegerAttr, StringAttr } from '../../ir/attributes.js';
import { nameAttr } from '../../ir/nameHints.js';
import type { Value } from '../../ir/operation.js';
import { MemRefType, i64, i8, indexType, kDynamic } from '../../ir/types.js';
import type { Expr } from '../ast.js';
import { isSignedInteger, sizeOf, structLayout, type CType, type PointerType } from '../ctypes.js';
import { typeToString } from '../printC.js';
import { addressBits, emitRValue } from './expressions.js';
import { initializeLocal } from './statements.js';
import type { FunctionEmitter } from './function.js';
import { arithBinary, arithUnary } from '../../ir/dialects/arith.js';
import { llvmAddressOf, llvmGetElementPtr, llvmIntToPtr, llvmLoad, llvmStore } from '../../ir/dialects/llvm.js';
import { memrefCast, memrefCollapseShape, memrefExtractAlignedPointer, memrefLoad, memrefStore } from '../../ir/dialects/memref.js';
import { abiType, unsupported } from './types.js';
import { cStructMember, memberOf } from './structs.js';
import { emitLoopNest } from './loops.js';
import type { LValue, MemRefPointer, RValue, StructObject, StructPointer } from './values.js';

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
    case 'member': {
      if (e.structType.decl.union) throw unsupported(e.loc, 'union member access');
      if (e.field.bits !== undefined) throw unsupported(e.loc, `bit-field member '${e.field.name}'`);
      const lv = e.arrow ? pointee(fx, emitRValue(fx, e.base), e.base.type as PointerType, undefined, e.loc) : emitLValue(fx, e.base);
      if (lv.kind === 'struct') return memberOf(lv.object, e.field, e.loc);
      if (lv.kind === 'cstruct') return cStructMember(fx, lv, e.field, e.loc);
      if (lv.kind === 'llvm') {
        // A struct the C library handed out (`localtime()`): the member at its byte offset.
        const offset = structLayout(e.structType.decl)!.offsets[e.field.index]!;
        const addr = offset ? llvmGetElementPtr.create(fx.b, lv.addr, fx.constInt(BigInt(offset), i64), i8).result() : lv.addr;
        return { kind: 'llvm', type: e.type, addr };
      }
      throw unsupported(e.loc, `member access on a '${typeToString(e.base.type)}' here`);
    }
    case 'compoundLiteral':
      // An unnamed object, initialized each time the literal is evaluated (a file-scope one is a global).
      return e.decl.scope === 'global' ? fx.lvalueOf(e.decl, e.loc) : initializeLocal(fx, e.decl);
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
  if (p.kind === 'llvm' && target.kind === 'struct' && !target.decl.union && sizeOf(target) !== undefined) {
    // Structs through C pointers are addressed by bytes: their layout is C's.
    if (!index || index.constValue === 0n) return { kind: 'llvm', type: target, addr: p.value };
    const i = toI64(fx, index, loc);
    return { kind: 'llvm', type: target, addr: llvmGetElementPtr.create(fx.b, p.value, arithBinary(fx.b, 'arith.muli', i, fx.constInt(BigInt(sizeOf(target)!), i64)), i8).result() };
  }
  if (p.kind === 'memref' && target.kind === 'struct' && target.decl.loc.system && !p.ptr.lead.length) {
    const at = index ? addOffset(fx, p.ptr.offset, indexOf(fx, index)) : (p.ptr.offset ?? fx.constIndex(0));
    if (index && index.constValue !== 0n) throw unsupported(loc, `indexing a pointer to '${typeToString(target)}'`);
    return { kind: 'cstruct', type: target, base: p.ptr.base, index: at };
  }
  if (p.kind === 'llvm') {
    if (target.kind === 'array' || target.kind === 'void' || target.kind === 'function' || target.kind === 'struct') {
      throw unsupported(loc, `access through a C-ABI pointer to '${typeToString(target)}'`);
    }
    if (!index || index.constValue === 0n) return { kind: 'llvm', type: target, addr: p.value };
    return { kind: 'llvm', type: target, addr: llvmGetElementPtr.create(fx.b, p.value, toI64(fx, index, loc), abiType(target, loc)).result() };
  }
  if (p.kind === 'structPtr') {
    const at = index ? addOffset(fx, p.ptr.offset, indexOf(fx, index)) : (p.ptr.offset ?? fx.constIndex(0));
    const object = { ...p.ptr.object, idx: [...p.ptr.object.idx, at] };
    if (target.kind === 'struct') return { kind: 'struct', type: target, object };
    if (target.kind === 'array') return { kind: 'structArray', type: target, object };
    throw unsupported(loc, `access through a pointer of type '${typeToString(ptrType)}'`);
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

/** A subscript of a C-ABI pointer, as the i64 llvm.getelementptr takes. */
function toI64(fx: FunctionEmitter, index: Expr, loc: SourceLoc): Value {
  const i = emitRValue(fx, index);
  if (i.kind !== 'scalar') throw unsupported(loc, 'non-integer subscript');
  return i.value.type === i64 ? i.value : arithUnary(fx.b, index.type.kind === 'integer' && isSignedInteger(index.type) ? 'arith.extsi' : 'arith.extui', i.value, i64);
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

/** `p + delta` (or `p - delta`) on a pointer to structs: moves the position among them. */
export function offsetStructPointer(fx: FunctionEmitter, p: StructPointer, delta: Value, subtract: boolean): StructPointer {
  const d = subtract ? arithBinary(fx.b, 'arith.subi', fx.constIndex(0), delta) : delta;
  return { ...p, offset: addOffset(fx, p.offset, d) };
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
      if (lv.type.kind === 'pointer' && v.type === i64) return { kind: 'llvm', value: llvmIntToPtr.create(fx.b, v).result() };
      if (lv.type.kind === 'pointer') return { kind: 'memref', ptr: memrefPointerOf(v, lv.type) };
      return { kind: 'scalar', value: v };
    }
    case 'llvm': {
      const v = llvmLoad.create(fx.b, lv.addr, abiType(lv.type, loc)).result();
      return lv.type.kind === 'pointer' ? { kind: 'llvm', value: v } : { kind: 'scalar', value: v };
    }
    case 'struct':
      // Copied member by member where it is stored.
      return { kind: 'struct', object: lv.object };
    case 'structPtrVar':
      return { kind: 'structPtr', ptr: { object: lv.object, offset: memrefLoad.create(fx.b, lv.slot, [fx.constIndex(0)]).result() } };
    case 'ptrVar': {
      const c0 = [fx.constIndex(0)];
      return { kind: 'memref', ptr: { base: memrefLoad.create(fx.b, lv.slot, c0).result(), lead: [], offset: memrefLoad.create(fx.b, lv.offsetSlot, c0).result(), unit: false } };
    }
    default:
      throw unsupported(loc, `reading an array of type '${typeToString(lv.type)}' as a value`);
  }
}

/** Stores `v` (already of the object's type) into the object. */
export function storeValue(fx: FunctionEmitter, lv: LValue, v: RValue, loc: SourceLoc): void {
  switch (lv.kind) {
    case 'struct':
      if (v.kind !== 'struct') throw unsupported(loc, `storing a value into an object of type '${typeToString(lv.type)}'`);
      copyStruct(fx, lv.object, v.object);
      return;
    case 'ptrVar': {
      if (v.kind !== 'memref') throw unsupported(loc, `storing this pointer into a variable of type '${typeToString(lv.type)}'`);
      const at = positioned(fx, v.ptr, (lv.slot.type as MemRefType).elementType as MemRefType, loc);
      memrefStore.create(fx.b, at.memref, lv.slot, [fx.constIndex(0)]);
      memrefStore.create(fx.b, at.offset, lv.offsetSlot, [fx.constIndex(0)]);
      return;
    }
    case 'structPtrVar': {
      const same = v.kind === 'structPtr' && sameStructs(v.ptr.object, lv.object);
      if (!same) throw unsupported(loc, 'pointing a pointer-to-struct variable into other structs than its initializer');
      memrefStore.create(fx.b, v.ptr.offset ?? fx.constIndex(0), lv.slot, [fx.constIndex(0)]);
      return;
    }
    case 'element': {
      const elem = (lv.base.type as MemRefType).elementType;
      let value = v.kind === 'scalar' ? v.value : v.kind === 'memref' && elem instanceof MemRefType ? materialize(fx, v.ptr, elem, loc) : undefined;
      // A C-ABI pointer kept in memory is its address (arrayMemRefType).
      if (lv.type.kind === 'pointer' && elem === i64 && (v.kind === 'llvm' || v.kind === 'memref')) value = addressBits(fx, v);
      if (!value && v.kind === 'llvm') {
        throw unsupported(loc, `storing a C-ABI pointer (a string literal or a pointer from an external function) into an object of type '${typeToString(lv.type)}', which holds arrays`);
      }
      if (!value) throw unsupported(loc, `storing a value into an object of type '${typeToString(lv.type)}'`);
      const slotName = fx.pointerSlots.get(lv.base);
      if (elem instanceof MemRefType && slotName) nameAllocation(value, slotName);
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

/** An allocation stored into (or held by) a pointer variable is named after it (`A = malloc(...)` allocates `A`). */
export function nameAllocation(value: Value, name: string): void {
  let def = value.definingOp;
  while (def?.name === 'memref.cast') def = def.operand(0).definingOp;
  if (def?.name === 'memref.alloc' && !def.attr(nameAttr)) def.setAttr(nameAttr, new StringAttr(name));
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
  if (lv.kind === 'structArray') return { kind: 'structPtr', ptr: { object: lv.object } };
  if (lv.kind === 'llvm' && lv.type.kind === 'array') return { kind: 'llvm', value: lv.addr };
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
    case 'cstruct':
      return { kind: 'memref', ptr: { base: lv.base, lead: [], offset: lv.index, unit: false } };
    case 'struct': {
      const idx = lv.object.idx;
      return { kind: 'structPtr', ptr: { object: { ...lv.object, idx: idx.slice(0, -1) }, offset: idx[idx.length - 1] } };
    }
    case 'ptrVar':
      // posix_memalign((void **)&p, ...): a pointer to a pointer variable, which the memref model has no place for.
      throw unsupported(loc, `address of a pointer variable of type '${typeToString(lv.type)}' (a pointer to a pointer)`);
    default:
      throw unsupported(loc, 'address of a variable held in a register');
  }
}

/**
 * The C-ABI address (`!llvm.ptr`) of what a memref pointer designates, for a function that takes a C pointer:
 * the memref's data address (memref.extract_aligned_pointer_as_index, as an integer, then llvm.inttoptr), moved
 * by the row-major position of its subscripts.
 */
export function abiPointer(fx: FunctionEmitter, p: MemRefPointer): Value {
  const b = fx.b;
  const t = p.base.type as MemRefType;
  const address = memrefExtractAlignedPointer.create(b, p.base).result();
  const ptr = llvmIntToPtr.create(b, arithUnary(b, 'arith.index_cast', address, i64)).result();
  // Element offset of base[lead..., offset, 0...]: each subscript times the product of the extents after it.
  const subscripts = [...p.lead, ...(p.unit ? [] : [p.offset ?? fx.constIndex(0)])];
  let flat: Value | undefined;
  subscripts.forEach((s, k) => {
    if (isZeroIndex(s)) return;
    let term = s;
    for (let d = k + 1; d < t.rank; d++) {
      const extent = t.shape[d] === kDynamic ? b.create('memref.dim', { operands: [p.base, fx.constIndex(d)], resultTypes: [indexType] }).result() : fx.constIndex(t.shape[d]!);
      term = arithBinary(b, 'arith.muli', term, extent);
    }
    flat = flat ? arithBinary(b, 'arith.addi', flat, term) : term;
  });
  if (!flat) return ptr;
  return llvmGetElementPtr.create(b, ptr, arithUnary(b, 'arith.index_cast', flat, i64), t.elementType).result();
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

/**
 * A memref and a position in it for a pointer that is passed or stored with its position (a `T *` parameter, a
 * pointer variable): leading subscripts are merged into the first dimension (memref.collapse_shape), so
 * `&A[1][0]` is the memref of A's elements at position 1 * m.
 */
export function positioned(fx: FunctionEmitter, p: MemRefPointer, target: MemRefType, loc: SourceLoc): { memref: Value; offset: Value } {
  if (p.unit) throw unsupported(loc, 'a pointer to a whole array used as a pointer to its elements');
  const b = fx.b;
  let base = p.base;
  let offset = p.offset ?? fx.constIndex(0);
  const lead = p.lead;
  if (lead.length) {
    const t = base.type as MemRefType;
    const extent = (d: number): Value =>
      t.shape[d] === kDynamic ? b.create('memref.dim', { operands: [base, fx.constIndex(d)], resultTypes: [indexType] }).result() : fx.constIndex(t.shape[d]!);
    let pos = lead[0]!;
    for (let k = 1; k < lead.length; k++) pos = arithBinary(b, 'arith.addi', arithBinary(b, 'arith.muli', pos, extent(k)), lead[k]!);
    offset = arithBinary(b, 'arith.addi', arithBinary(b, 'arith.muli', pos, extent(lead.length)), offset);
    const merged = Array.from({ length: lead.length + 1 }, (_, d) => d);
    const groups = [merged, ...t.shape.slice(lead.length + 1).map((_, k) => [lead.length + 1 + k])];
    const size = merged.some((d) => t.shape[d] === kDynamic) ? kDynamic : merged.reduce((a, d) => a * t.shape[d]!, 1);
    const shape = [size, ...t.shape.slice(lead.length + 1)];
    base = memrefCollapseShape.create(b, base, groups, MemRefType.get(shape, t.elementType)).result();
  }
  return { memref: materialize(fx, { base, lead: [], unit: false }, target, loc), offset };
}

/** `dst = src` for structs: every leaf copied, element by element for array members. */
export function copyStruct(fx: FunctionEmitter, dst: StructObject, src: StructObject): void {
  const b = fx.b;
  dst.leaves.forEach((leaf) => {
    const from = src.leaves.find((l) => l.rest.length === leaf.rest.length && l.rest.every((f, i) => f === leaf.rest[i]));
    if (!from) throw new Error('copyStruct: leaves do not match');
    // Loops over the leaf's own extents (an array member), then one element copy.
    const extents = (leaf.base.type as MemRefType).shape.slice(dst.idx.length);
    emitLoopNest(fx, extents, (ivs) => memrefStore.create(b, memrefLoad.create(b, from.base, [...src.idx, ...ivs]).result(), leaf.base, [...dst.idx, ...ivs]));
  });
}

/** Whether two struct objects are the same structs (same leaf memrefs, same leading subscripts). */
function sameStructs(a: StructObject, b: StructObject): boolean {
  return a.leaves.length === b.leaves.length && a.leaves.every((l, i) => l.base === b.leaves[i]!.base) && a.idx.length === b.idx.length && a.idx.every((x, i) => x === b.idx[i]);
}
