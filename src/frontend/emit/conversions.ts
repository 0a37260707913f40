// C's arithmetic conversions as arith ops: integer widening by the source's signedness, truncation,
// int/float conversions by signedness, float widening/narrowing, and conversion to _Bool.

import type { SourceLoc } from '../../ir/diagnostics.js';
import type { Value } from '../../ir/operation.js';
import { FloatType, IntegerType, i64 } from '../../ir/types.js';
import type { CType } from '../ctypes.js';
import { typeToString } from '../printC.js';
import type { FunctionEmitter } from './function.js';
import { arithCmpf, arithCmpi, arithUnary } from '../../ir/dialects/arith.js';
import { llvmPtrToInt } from '../../ir/dialects/llvm.js';
import { isSigned, scalarType, unsupported } from './types.js';
import type { RValue } from './values.js';

/** `v` of arithmetic type `from` converted to arithmetic type `to`, exactly as C converts. */
export function convertArith(fx: FunctionEmitter, v: Value, from: CType, to: CType, loc: SourceLoc): Value {
  const target = scalarType(to, loc);
  if (to.kind === 'integer' && to.ikind === 'bool') return toBool(fx, v, from, loc);
  if (v.type === target) return v;
  const b = fx.b;
  if (target instanceof IntegerType) {
    if (v.type instanceof FloatType) return arithUnary(b, isSigned(to) ? 'arith.fptosi' : 'arith.fptoui', v, target);
    const w = (v.type as IntegerType).width;
    if (w < target.width) return arithUnary(b, isSigned(from) ? 'arith.extsi' : 'arith.extui', v, target);
    return arithUnary(b, 'arith.trunci', v, target);
  }
  if (v.type instanceof IntegerType) return arithUnary(b, isSigned(from) ? 'arith.sitofp' : 'arith.uitofp', v, target);
  const fw = (v.type as FloatType).width;
  return arithUnary(b, fw < target.width ? 'arith.extf' : 'arith.truncf', v, target);
}

/** `v != 0` as an i1 (C's conversion to _Bool); unordered for floats, so NaN is true. */
export function toBool(fx: FunctionEmitter, v: Value, from: CType, loc: SourceLoc): Value {
  if (from.kind === 'integer' && from.ikind === 'bool') return v;
  if (v.type instanceof FloatType) return arithCmpf(fx.b, 'une', v, fx.constFloat(0, v.type));
  if (v.type instanceof IntegerType) return arithCmpi(fx.b, 'ne', v, fx.constInt(0n, v.type));
  throw unsupported(loc, `conversion of '${v.type.key}' to _Bool`);
}

/** The truth of a C value: arithmetic compared with zero; a memref pointer is never null. */
export function truthOf(fx: FunctionEmitter, v: RValue, from: CType, loc: SourceLoc): Value {
  if (v.kind === 'scalar') return toBool(fx, v.value, from, loc);
  if (v.kind === 'memref' || v.kind === 'structPtr') return fx.constBool(true);
  if (v.kind === 'llvm') {
    const bits = llvmPtrToInt.create(fx.b, v.value, i64).result();
    return arithCmpi(fx.b, 'ne', bits, fx.constInt(0n, i64));
  }
  throw unsupported(loc, `the truth of a value of type '${typeToString(from)}'`);
}
