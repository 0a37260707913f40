// Small constructors for the ops C emission creates, with the attributes each op's parser would give it, so
// that what we build prints exactly as upstream MLIR spells it.

import {
  DenseArrayAttr,
  DenseElementsAttr,
  IntegerAttr,
  StringAttr,
  SymbolRefAttr,
  TypeAttr,
  UnitAttr,
  type Attribute,
} from '../../ir/attributes.js';
import type { Builder } from '../../ir/builder.js';
import { OverflowAttr, cmpfPredicates, cmpiPredicates } from '../../ir/dialects/arithAttrs.js';
import { LLVMEnumAttr, LLVMFunctionType, LLVMVoidType } from '../../ir/dialects/llvmTypes.js';
import { Operation, Region, type Value } from '../../ir/operation.js';
import { FunctionType, MemRefType, RankedTensorType, Type, i32, i1, type IntegerType } from '../../ir/types.js';
import { llvmPtr } from './types.js';

export type CmpiPredicate = (typeof cmpiPredicates)[number];
export type CmpfPredicate = (typeof cmpfPredicates)[number];

const nsw = OverflowAttr.get(1);

/** An integer binary op; `noSignedWrap` marks signed C arithmetic, whose overflow is undefined. */
export function intBinary(b: Builder, name: string, lhs: Value, rhs: Value, noSignedWrap = false): Value {
  const attributes = noSignedWrap ? { overflowFlags: nsw } : {};
  return b.create(name, { operands: [lhs, rhs], resultTypes: [lhs.type], attributes }).result();
}

export function binary(b: Builder, name: string, lhs: Value, rhs: Value): Value {
  return b.create(name, { operands: [lhs, rhs], resultTypes: [lhs.type] }).result();
}

export function unaryOp(b: Builder, name: string, operand: Value, resultType: Type = operand.type): Value {
  return b.create(name, { operands: [operand], resultTypes: [resultType] }).result();
}

export function cmpi(b: Builder, predicate: CmpiPredicate, lhs: Value, rhs: Value): Value {
  const attributes = { predicate: IntegerAttr.i64(cmpiPredicates.indexOf(predicate)) };
  return b.create('arith.cmpi', { operands: [lhs, rhs], resultTypes: [i1], attributes }).result();
}

export function cmpf(b: Builder, predicate: CmpfPredicate, lhs: Value, rhs: Value): Value {
  const attributes = { predicate: IntegerAttr.i64(cmpfPredicates.indexOf(predicate)) };
  return b.create('arith.cmpf', { operands: [lhs, rhs], resultTypes: [i1], attributes }).result();
}

export function select(b: Builder, cond: Value, a: Value, c: Value): Value {
  return b.create('arith.select', { operands: [cond, a, c], resultTypes: [a.type] }).result();
}

// ----- memref -----------------------------------------------------------------------------------

export function allocate(b: Builder, name: 'memref.alloc' | 'memref.alloca', type: MemRefType, sizes: readonly Value[]): Value {
  return b.create(name, { operands: sizes, resultTypes: [type] }).result();
}

export function load(b: Builder, memref: Value, indices: readonly Value[]): Value {
  const t = memref.type as MemRefType;
  return b.create('memref.load', { operands: [memref, ...indices], resultTypes: [t.elementType] }).result();
}

export function store(b: Builder, value: Value, memref: Value, indices: readonly Value[]): void {
  b.create('memref.store', { operands: [value, memref, ...indices] });
}

export function memrefCast(b: Builder, v: Value, to: MemRefType): Value {
  return v.type === to ? v : b.create('memref.cast', { operands: [v], resultTypes: [to] }).result();
}

export function memrefGlobal(b: Builder, name: string, type: MemRefType, init: Attribute | undefined, isPrivate: boolean, isConstant = false): Operation {
  const attributes: Record<string, Attribute | undefined> = {
    sym_name: new StringAttr(name),
    type: new TypeAttr(type),
    sym_visibility: isPrivate ? new StringAttr('private') : undefined,
    initial_value: init,
    constant: isConstant ? UnitAttr.instance : undefined,
  };
  return b.create('memref.global', { attributes });
}

/** A splat initializer (`dense<0.0>`) for a global of type `type`. */
export function splat(type: MemRefType, value: bigint | number): DenseElementsAttr {
  return new DenseElementsAttr(RankedTensorType.get(type.shape, type.elementType), [value], true);
}

export function getGlobal(b: Builder, name: string, type: MemRefType): Value {
  return b.create('memref.get_global', { resultTypes: [type], attributes: { name: new SymbolRefAttr(name) } }).result();
}

// ----- func -------------------------------------------------------------------------------------

export function funcOp(b: Builder, name: string, type: FunctionType, isPrivate: boolean): Operation {
  const attributes = {
    sym_name: new StringAttr(name),
    function_type: new TypeAttr(type),
    sym_visibility: isPrivate ? new StringAttr('private') : undefined,
  };
  return b.create('func.func', { attributes, regions: [new Region()] });
}

export function funcCall(b: Builder, callee: string, args: readonly Value[], results: readonly Type[]): Operation {
  return b.create('func.call', { operands: args, resultTypes: results, attributes: { callee: new SymbolRefAttr(callee) } });
}

// ----- llvm -------------------------------------------------------------------------------------

export function llvmFuncDecl(b: Builder, name: string, type: LLVMFunctionType): Operation {
  return b.create('llvm.func', { attributes: { sym_name: new StringAttr(name), function_type: new TypeAttr(type) }, regions: [new Region()] });
}

export function llvmCall(b: Builder, callee: string, type: LLVMFunctionType, args: readonly Value[]): Operation {
  const attributes = {
    callee: new SymbolRefAttr(callee),
    var_callee_type: type.isVarArg ? new TypeAttr(type) : undefined,
  };
  const results = type.result instanceof LLVMVoidType ? [] : [type.result];
  return b.create('llvm.call', { operands: args, resultTypes: results, attributes });
}

function llvmGlobal(b: Builder, name: string, type: Type, linkage: string, value?: Attribute, isConstant = false): Operation {
  const attributes = {
    linkage: LLVMEnumAttr.get('linkage', linkage),
    sym_name: new StringAttr(name),
    global_type: new TypeAttr(type),
    addr_space: new IntegerAttr(0, i32),
    value,
    constant: isConstant ? UnitAttr.instance : undefined,
  };
  return b.create('llvm.mlir.global', { attributes, regions: [new Region()] });
}

/** `llvm.mlir.global internal constant @name("bytes\00")`: a C string literal with its terminating NUL. */
export function llvmStringGlobal(b: Builder, name: string, arrayType: Type, bytesWithNul: string): Operation {
  return llvmGlobal(b, name, arrayType, 'internal', new StringAttr(bytesWithNul), true);
}

/** An external global defined elsewhere (`stderr`). */
export function llvmExternalGlobal(b: Builder, name: string, type: Type): Operation {
  return llvmGlobal(b, name, type, 'external');
}

export function addressOf(b: Builder, name: string): Value {
  return b.create('llvm.mlir.addressof', { resultTypes: [llvmPtr], attributes: { global_name: new SymbolRefAttr(name) } }).result();
}

export function llvmLoad(b: Builder, addr: Value, type: Type): Value {
  return b.create('llvm.load', { operands: [addr], resultTypes: [type] }).result();
}

export function llvmStore(b: Builder, value: Value, addr: Value): void {
  b.create('llvm.store', { operands: [value, addr] });
}

/** `llvm.getelementptr %base[%index] : (!llvm.ptr, iN) -> !llvm.ptr, elem`. */
export function gep(b: Builder, base: Value, index: Value, elem: Type): Value {
  const attributes = { elem_type: new TypeAttr(elem), rawConstantIndices: DenseArrayAttr.i32([-2147483648]) };
  return b.create('llvm.getelementptr', { operands: [base, index], resultTypes: [llvmPtr], attributes }).result();
}

export function llvmZero(b: Builder): Value {
  return b.create('llvm.mlir.zero', { resultTypes: [llvmPtr] }).result();
}

export function isIntegerType(t: Type): t is IntegerType {
  return t.kind === 'integer';
}
