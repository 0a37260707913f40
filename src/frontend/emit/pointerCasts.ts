// Pointer conversions: allocation calls converted to a typed pointer become memref.alloc of the right shape
// (Polygeist III-A b), `(void *)p` keeps the memref it points into, and C-ABI pointers stay C-ABI pointers.

import type { SourceLoc } from '../../ir/diagnostics.js';
import type { Value } from '../../ir/operation.js';
import { MemRefType, i64, indexType, kDynamic } from '../../ir/types.js';
import type { Call, Cast, Expr, StructDecl } from '../ast.js';
import { sizeOf, type CType, type PointerType } from '../ctypes.js';
import { typeToString } from '../printC.js';
import { emitRValue, emitScalar } from './expressions.js';
import type { FunctionEmitter } from './function.js';
import { arithBinary, arithUnary } from '../../ir/dialects/arith.js';
import { memrefAlloc } from '../../ir/dialects/memref.js';
import { IntegerAttr } from '../../ir/attributes.js';
import { zeroFill } from './initializers.js';
import { structPointerOf, structPointerTypes } from './structs.js';
import { arrayMemRefType, pointerRepr, scalarType, unsupported } from './types.js';
import type { RValue } from './values.js';

/** The allocation call under a chain of pointer conversions, if any. */
function allocationCall(fx: FunctionEmitter, e: Expr): Call | undefined {
  let x = e;
  while (x.kind === 'cast' && (x.castKind === 'pointerBitcast' || x.castKind === 'noop')) x = x.operand;
  if (x.kind !== 'call' || x.callee.body) return undefined;
  const kind = fx.m.callee(x.callee, x).kind;
  return kind === 'malloc' || kind === 'calloc' || kind === 'polybenchAlloc' ? x : undefined;
}

export function emitPointerCast(fx: FunctionEmitter, e: Cast): RValue {
  const target = e.type as PointerType;
  const call = allocationCall(fx, e.operand);
  if (call) return emitAllocation(fx, call, target, e.loc);
  const v = emitRValue(fx, e.operand);
  const repr = pointerRepr(target.pointee);
  if (v.kind === 'structPtr') {
    // Only to the same struct (or `void *`, on the way to free()).
    const same = repr === 'struct' && structDeclOf(target.pointee) === v.ptr.object.decl;
    if (!same && target.pointee.kind !== 'void') throw unsupported(e.loc, `reinterpreting a struct as '${typeToString(target)}'`);
    return v;
  }
  // A C address (from `void *`, an external function) stays one: what it points at is read through it, not as an
  // array (only malloc, calloc and polybench_alloc_data memory becomes an array).
  if (v.kind === 'llvm') {
    if (repr === 'struct') throw unsupported(e.loc, `converting a C-ABI pointer to '${typeToString(target)}', whose structs are stored member by member`);
    return v;
  }
  if (v.kind !== 'memref') throw unsupported(e.loc, 'pointer conversion');
  // `(void *)p` only travels to free(); converting back must find the element type the memref holds.
  if (target.pointee.kind !== 'void') {
    let elem: CType = target.pointee;
    while (elem.kind === 'array') elem = elem.element;
    if (repr === 'llvm' || scalarType(elem, e.loc) !== (v.ptr.base.type as MemRefType).elementType) {
      throw unsupported(e.loc, `reinterpreting an array as '${typeToString(target)}'`);
    }
  }
  return v;
}

/**
 * The alignment PolyBench's polybench_alloc_data gives its arrays (posix_memalign to a page, in every PolyBench/C
 * release). The allocation keeps it, so the translated program lays its arrays out as the original does: a kernel's
 * speed can depend on where its arrays start relative to each other (cache sets, 4K aliasing).
 */
const POLYBENCH_ALIGNMENT = 4096;

/** memref.alloc of `type`, aligned as the allocation function `call` aligns its memory. */
function allocate(fx: FunctionEmitter, call: Call, type: MemRefType, sizes: Value[]): Value {
  const op = memrefAlloc.create(fx.b, type, sizes);
  if (fx.m.callee(call.callee, call).kind === 'polybenchAlloc') op.setAttr('alignment', IntegerAttr.i64(POLYBENCH_ALIGNMENT));
  return op.result();
}

/** The number of bytes an allocation call asks for: a constant when the arguments fold. */
function requestedBytes(fx: FunctionEmitter, call: Call): { constant?: bigint; value: () => Value } {
  const args = call.args;
  const consts = args.map((a) => (typeof a.constValue === 'bigint' ? a.constValue : undefined));
  const isMalloc = fx.m.callee(call.callee, call).kind === 'malloc';
  const used = isMalloc ? args.slice(0, 1) : args.slice(0, 2);
  const constant = used.every((_, i) => consts[i] !== undefined) ? used.reduce((p, _, i) => p * consts[i]!, 1n) : undefined;
  const value = (): Value => {
    const vals = used.map((a) => {
      const v = emitScalar(fx, a);
      return v.type === i64 ? v : arithUnary(fx.b, 'arith.extsi', v, i64);
    });
    return vals.length === 1 ? vals[0]! : arithBinary(fx.b, 'arith.muli', vals[0]!, vals[1]!);
  };
  return { constant, value };
}

function emitAllocation(fx: FunctionEmitter, call: Call, target: PointerType, loc: SourceLoc): RValue {
  const pointee = target.pointee;
  const repr = pointerRepr(pointee);
  if (repr === 'llvm') throw unsupported(loc, `allocating memory for '${typeToString(target)}'`);
  const bytes = requestedBytes(fx, call);
  if (repr === 'struct') return emitStructAllocation(fx, call, pointee, bytes, loc);
  const zero = fx.m.callee(call.callee, call).kind === 'calloc';
  let base: Value;
  let unit: boolean;
  if (pointee.kind === 'array') {
    // A pointer to a whole array points at exactly one of them: PolyBench's POLYBENCH_ALLOC_*_ARRAY.
    const type = arrayMemRefType(pointee, loc);
    const size = sizeOf(pointee);
    if (bytes.constant !== undefined && size !== undefined && bytes.constant !== BigInt(size)) {
      throw unsupported(loc, `allocating ${bytes.constant} bytes as '${typeToString(target)}' (a pointer to an array must point at exactly one array of ${size} bytes)`);
    }
    base = allocate(fx, call, type, fx.dynamicSizes(pointee, loc));
    unit = true;
  } else {
    const count = objectCount(fx, bytes, BigInt(sizeOf(pointee)!), 'elements', loc);
    base = allocate(fx, call, MemRefType.get([kDynamic], scalarType(pointee, loc)), [count]);
    unit = false;
  }
  if (zero) fillWithZero(fx, base);
  return { kind: 'memref', ptr: { base, lead: [], unit } };
}

/** calloc's zeroing: a loop nest storing 0 into every element. */
function fillWithZero(fx: FunctionEmitter, base: Value): void {
  const type = base.type as MemRefType;
  const extents = type.shape.map((d, i) => (d === kDynamic ? fx.b.create('memref.dim', { operands: [base, fx.constIndex(i)], resultTypes: [indexType] }).result() : d));
  zeroFill(fx, base, [], extents);
}

/** How many objects of `size` bytes an allocation of `bytes` holds (an exact number of them). */
function objectCount(fx: FunctionEmitter, bytes: { constant?: bigint; value: () => Value }, size: bigint, what: string, loc: SourceLoc): Value {
  if (bytes.constant !== undefined) {
    if (bytes.constant % size !== 0n) throw unsupported(loc, `allocating ${bytes.constant} bytes for ${what} of ${size} bytes`);
    return fx.constIndex(bytes.constant / size);
  }
  return arithUnary(fx.b, 'arith.index_castui', arithBinary(fx.b, 'arith.divui', bytes.value(), fx.constInt(size, i64)), indexType);
}

/** malloc/calloc of structs: one allocation per leaf member, of as many elements as there are structs. */
function emitStructAllocation(fx: FunctionEmitter, call: Call, pointee: CType, bytes: { constant?: bigint; value: () => Value }, loc: SourceLoc): RValue {
  if (pointee.kind !== 'struct') throw unsupported(loc, `allocating '${typeToString(pointee)}' objects`);
  const count = objectCount(fx, bytes, BigInt(sizeOf(pointee)!), 'structs', loc);
  const bases = structPointerTypes(pointee, loc).map((t) => allocate(fx, call, t, [count]));
  if (fx.m.callee(call.callee, call).kind === 'calloc') for (const base of bases) fillWithZero(fx, base);
  return { kind: 'structPtr', ptr: structPointerOf(pointee, bases, loc) };
}

function structDeclOf(t: CType): StructDecl | undefined {
  return t.kind === 'struct' ? t.decl : undefined;
}
