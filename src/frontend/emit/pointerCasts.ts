// Pointer conversions: allocation calls converted to a typed pointer become memref.alloc of the right shape
// (Polygeist III-A b), `(void *)p` keeps the memref it points into, and C-ABI pointers stay C-ABI pointers.

import type { SourceLoc } from '../../ir/diagnostics.js';
import { Block, type Value } from '../../ir/operation.js';
import { MemRefType, i64, indexType, kDynamic } from '../../ir/types.js';
import type { Call, Cast, Expr } from '../ast.js';
import { sizeOf, type CType, type PointerType } from '../ctypes.js';
import { typeToString } from '../printC.js';
import { emitRValue, emitScalar } from './expressions.js';
import type { FunctionEmitter } from './function.js';
import { arithBinary, arithUnary } from '../../ir/dialects/arith.js';
import { memrefAlloc, memrefStore } from '../../ir/dialects/memref.js';
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
  if (v.kind === 'llvm') {
    if (repr !== 'llvm') throw unsupported(e.loc, `converting a C-ABI pointer to '${typeToString(target)}' (only malloc, calloc and polybench_alloc_data memory can become an array)`);
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
    base = memrefAlloc.create(fx.b, type, fx.dynamicSizes(pointee, loc)).result();
    unit = true;
  } else {
    const elemSize = BigInt(sizeOf(pointee)!);
    let count: Value;
    if (bytes.constant !== undefined) {
      if (bytes.constant % elemSize !== 0n) throw unsupported(loc, `allocating ${bytes.constant} bytes for elements of ${elemSize} bytes`);
      count = fx.constIndex(bytes.constant / elemSize);
    } else {
      const n = arithBinary(fx.b, 'arith.divui', bytes.value(), fx.constInt(elemSize, i64));
      count = arithUnary(fx.b, 'arith.index_castui', n, indexType);
    }
    base = memrefAlloc.create(fx.b, MemRefType.get([kDynamic], scalarType(pointee, loc)), [count]).result();
    unit = false;
  }
  if (zero) fillWithZero(fx, base);
  return { kind: 'memref', ptr: { base, lead: [], unit } };
}

/** calloc's zeroing: a loop nest storing 0 into every element. */
function fillWithZero(fx: FunctionEmitter, base: Value): void {
  const type = base.type as MemRefType;
  const b = fx.b;
  const ivs: Value[] = [];
  b.guard(() => {
    type.shape.forEach((d, i) => {
      const ub = d === kDynamic ? b.create('memref.dim', { operands: [base, fx.constIndex(i)], resultTypes: [indexType] }).result() : fx.constIndex(d);
      const loop = b.create('scf.for', { operands: [fx.constIndex(0), ub, fx.constIndex(1)], regions: 1 });
      const body = loop.region(0).addBlock(new Block([indexType]));
      ivs.push(body.arguments[0]!);
      b.setInsertionPointToEnd(body);
      b.guard(() => b.create('scf.yield'));
      b.setInsertionPoint(body.last!);
    });
    memrefStore.create(b, fx.zeroOf(type.elementType), base, ivs);
  });
}
