// Calls: functions of this file through func.call with memref arguments, external scalar functions through
// func.call, external functions with pointers or varargs (printf, fprintf, strcmp) through llvm.call with the
// C ABI, libm through math ops, free through memref.dealloc.

import { ArrayAttr, StringAttr } from '../../ir/attributes.js';
import { varargTypesAttr } from '../../ir/nameHints.js';
import { MemRefType } from '../../ir/types.js';
import type { Value } from '../../ir/operation.js';
import type { Call, Expr } from '../ast.js';
import { integerBits } from '../ctypes.js';
import { representationType } from '../printC.js';
import type { FunctionEmitter } from './function.js';
import { emitRValue } from './expressions.js';
import { isZeroIndex, materialize, memrefPointerOf } from './lvalues.js';
import { funcCall } from '../../ir/dialects/func.js';
import { llvmCall } from '../../ir/dialects/llvm.js';
import { memrefDealloc } from '../../ir/dialects/memref.js';
import { unsupported } from './types.js';
import { scalar, voidValue, type RValue } from './values.js';

export function emitCall(fx: FunctionEmitter, e: Call): RValue {
  const callee = fx.m.callee(e.callee, e);
  const b = fx.b;
  switch (callee.kind) {
    case 'defined': {
      const args = e.args.map((a, i) => {
        const v = emitRValue(fx, a);
        const t = callee.type.inputs[i]!;
        b.loc = e.loc;
        if (v.kind === 'memref' && t instanceof MemRefType) return materialize(fx, v.ptr, t, a.loc);
        if ((v.kind === 'scalar' || v.kind === 'llvm') && v.value.type === t) return v.value;
        throw unsupported(a.loc, `argument ${i + 1} of '${e.callee.name}' in this representation`);
      });
      const op = funcCall.create(b, callee.name, args, callee.type.results);
      return resultOf(e, op.results[0]);
    }
    case 'func':
    case 'llvm': {
      const args = e.args.map((a, i) => {
        const v = emitRValue(fx, a);
        if (v.kind === 'scalar' || v.kind === 'llvm') return v.value;
        throw unsupported(a.loc, `passing an array as argument ${i + 1} of external function '${e.callee.name}' (only C strings and C-ABI pointers can be)`);
      });
      b.loc = e.loc;
      const op = callee.kind === 'func' ? funcCall.create(b, callee.name, args, callee.type.results) : llvmCall.create(b, callee.name, callee.type, args);
      const variadic = callee.kind === 'llvm' && callee.type.isVarArg ? e.args.slice(callee.type.params.length) : [];
      if (variadic.some(ambiguousInMLIR)) {
        // The C types of the variadic arguments, where MLIR's type does not say (`long` and `long long` are both
        // i64, every pointer is !llvm.ptr): C printed from the IR passes exactly these, as printf's format expects.
        op.setAttr(varargTypesAttr, new ArrayAttr(variadic.map((a) => new StringAttr(representationType(a.type)))));
      }
      return resultOf(e, op.results[0]);
    }
    case 'libm': {
      const args = e.args.map((a) => emitRValue(fx, a)).map((v, i) => {
        if (v.kind !== 'scalar') throw unsupported(e.args[i]!.loc, 'pointer argument of a libm function');
        return v.value;
      });
      b.loc = e.loc;
      return scalar(b.create(callee.op, { operands: args, resultTypes: [args[0]!.type] }).result());
    }
    case 'free': {
      const v = emitRValue(fx, e.args[0]!);
      if (v.kind !== 'memref' || v.ptr.lead.length || (v.ptr.offset && !isZeroIndex(v.ptr.offset))) {
        throw unsupported(e.loc, `'${e.callee.name}' of a pointer that does not come from malloc, calloc or polybench_alloc_data`);
      }
      b.loc = e.loc;
      memrefDealloc.create(b, v.ptr.base);
      return voidValue;
    }
    default:
      throw unsupported(e.loc, `result of '${e.callee.name}' not converted to a pointer to numbers or arrays`);
  }
}

/** A variadic argument whose C type its MLIR type does not determine: a 64-bit integer, a pointer (not a literal). */
function ambiguousInMLIR(a: Expr): boolean {
  if (a.type.kind === 'pointer') return !(a.kind === 'cast' && a.operand.kind === 'stringLiteral');
  return a.type.kind === 'integer' && integerBits(a.type) === 64;
}

/** A call's result as a C value of the call's type. */
function resultOf(e: Call, r: Value | undefined): RValue {
  if (!r) return voidValue;
  if (e.type.kind !== 'pointer') return scalar(r);
  return r.type instanceof MemRefType ? { kind: 'memref', ptr: memrefPointerOf(r, e.type) } : { kind: 'llvm', value: r };
}
