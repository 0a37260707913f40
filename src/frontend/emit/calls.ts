// Calls: functions of this file through func.call with memref arguments, external scalar functions through
// func.call, external functions with pointers or varargs (printf, fprintf, strcmp) through llvm.call with the
// C ABI, libm through math ops, free through memref.dealloc.

import { ArrayAttr, IntegerAttr, StringAttr } from '../../ir/attributes.js';
import { varargTypesAttr } from '../../ir/nameHints.js';
import { MemRefType } from '../../ir/types.js';
import type { Value } from '../../ir/operation.js';
import type { SourceLoc } from '../../ir/diagnostics.js';
import type { Call, Expr } from '../ast.js';
import { integerBits, type CType } from '../ctypes.js';
import { representationType } from '../printC.js';
import type { FunctionEmitter } from './function.js';
import { emitBuiltin } from './builtins.js';
import { emitRValue } from './expressions.js';
import { abiPointer, copyStruct, isZeroIndex, materialize, memrefPointerOf, positioned } from './lvalues.js';
import { funcCall } from '../../ir/dialects/func.js';
import { llvmCall } from '../../ir/dialects/llvm.js';
import { memrefCast, memrefDealloc } from '../../ir/dialects/memref.js';
import { structObject } from './structs.js';
import { llvmPtr, unsupported } from './types.js';
import { scalar, voidValue, type RValue, type StructObject, type StructPointer } from './values.js';

export function emitCall(fx: FunctionEmitter, e: Call): RValue {
  const callee = fx.m.callee(e.callee, e);
  const b = fx.b;
  switch (callee.kind) {
    case 'defined': {
      let k = 0;
      const args = e.args.flatMap((a, i) => {
        const v = emitRValue(fx, a);
        b.loc = e.loc;
        if (v.kind === 'structPtr' || v.kind === 'struct') {
          // One memref per leaf member, each at the start of its memref; a struct by value is a fresh copy.
          const ptr = v.kind === 'structPtr' ? v.ptr : copyToTemporary(fx, a.type, v.object, a.loc);
          return ptr.object.leaves.map((leaf) => {
            const t = callee.type.inputs[k++]!;
            if (!(t instanceof MemRefType)) throw unsupported(a.loc, `argument ${i + 1} of '${e.callee.name}' in this representation`);
            return materialize(fx, { base: leaf.base, lead: ptr.object.idx, offset: ptr.offset, unit: false }, t, a.loc);
          });
        }
        const t = callee.type.inputs[k++]!;
        const param = e.callee.params[i];
        if (v.kind === 'memref' && t instanceof MemRefType && param && fx.m.carriesOffset(param)) {
          const at = positioned(fx, v.ptr, t, a.loc);
          k++;
          return [at.memref, at.offset];
        }
        if (v.kind === 'memref' && t instanceof MemRefType) return [materialize(fx, v.ptr, t, a.loc)];
        if (v.kind === 'memref' && t === llvmPtr) return [abiPointer(fx, v.ptr)];
        if ((v.kind === 'scalar' || v.kind === 'llvm') && v.value.type === t) return [v.value];
        throw unsupported(a.loc, `argument ${i + 1} of '${e.callee.name}' in this representation`);
      });
      if (e.type.kind === 'struct') {
        // The result is written into a temporary the caller passes last.
        const out = temporaryStruct(fx, e.type, e.loc);
        out.object.leaves.forEach((leaf) => {
          const t = callee.type.inputs[k++] as MemRefType;
          args.push(leaf.base.type === t ? leaf.base : memrefCast.create(b, leaf.base, t).result());
        });
        funcCall.create(b, callee.name, args, []);
        return { kind: 'struct', object: out.object };
      }
      const op = funcCall.create(b, callee.name, args, callee.type.results);
      return resultOf(e, op.results[0]);
    }
    case 'func':
    case 'llvm': {
      // Arrays and pointers into them are passed as C addresses (`dummy(a, b)` after a loop nest).
      const args = e.args.map((a, i) => {
        const v = emitRValue(fx, a);
        if (v.kind === 'scalar' || v.kind === 'llvm') return v.value;
        if (v.kind === 'memref') return abiPointer(fx, v.ptr);
        if (v.kind === 'structPtr') throw unsupported(a.loc, `passing a struct of this file to external function '${e.callee.name}' (its members are stored apart)`);
        throw unsupported(a.loc, `argument ${i + 1} of external function '${e.callee.name}'`);
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
    case 'builtin':
      return emitBuiltin(fx, e);
    case 'free': {
      const v = emitRValue(fx, e.args[0]!);
      if (v.kind === 'structPtr' && !v.ptr.object.idx.length && (!v.ptr.offset || isZeroIndex(v.ptr.offset))) {
        b.loc = e.loc;
        for (const leaf of v.ptr.object.leaves) memrefDealloc.create(b, leaf.base);
        return voidValue;
      }
      // C requires the pointer malloc returned; a position not known to be 0 (a pointer variable's) is taken to be.
      if (v.kind !== 'memref' || v.ptr.lead.length || (v.ptr.offset && isNonZeroConstant(v.ptr.offset))) {
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

/** A struct object of type `t` in fresh stack memory (allocas at the function top). */
function temporaryStruct(fx: FunctionEmitter, t: CType, loc: SourceLoc): { object: StructObject } {
  const lv = structObject(t, loc, fx.constIndex(0), (type) => fx.prologueAlloca(type));
  if (lv.kind !== 'struct') throw new Error('temporaryStruct: not a struct');
  return lv;
}

/** A copy of struct `src` in fresh stack memory, as a pointer to it (how a struct is passed by value). */
function copyToTemporary(fx: FunctionEmitter, t: CType, src: StructObject, loc: SourceLoc): StructPointer {
  const tmp = temporaryStruct(fx, t, loc);
  copyStruct(fx, tmp.object, src);
  const idx = tmp.object.idx;
  return { object: { ...tmp.object, idx: idx.slice(0, -1) }, offset: idx[idx.length - 1] };
}

function isNonZeroConstant(v: Value): boolean {
  const c = v.definingOp?.name === 'arith.constant' ? v.definingOp.attr('value') : undefined;
  return c instanceof IntegerAttr && c.value !== 0n;
}
