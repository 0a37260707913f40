// gcc builtins (sema/builtins.ts) as arith/math ops: math.h's type-generic classification and quiet
// comparison macros expand to them, and `__builtin_unreachable()` marks code that cannot run.

import type { SourceLoc } from '../../ir/diagnostics.js';
import type { Value } from '../../ir/operation.js';
import { FloatType, IntegerType, i32 } from '../../ir/types.js';
import type { Call } from '../ast.js';
import { emitScalar } from './expressions.js';
import type { FunctionEmitter } from './function.js';
import { arithBinary, arithCmpf, arithCmpi, arithSelect, arithUnary } from '../../ir/dialects/arith.js';
import type { CmpfPredicate } from '../../ir/dialects/arithAttrs.js';
import { unsupported } from './types.js';
import { scalar, voidValue, type RValue } from './values.js';

/** The quiet comparisons of math.h: false (not an exception) when an operand is NaN. */
const comparisons: Record<string, CmpfPredicate> = {
  isgreater: 'ogt',
  isgreaterequal: 'oge',
  isless: 'olt',
  islessequal: 'ole',
  islessgreater: 'one',
  isunordered: 'uno',
};

/** The smallest normal number of each float width. */
const minNormal: Record<number, number> = { 32: 2 ** -126, 64: 2 ** -1022 };

export function emitBuiltin(fx: FunctionEmitter, e: Call): RValue {
  const name = e.callee.builtin!;
  const b = fx.b;
  b.loc = e.loc;
  if (name === 'unreachable') return voidValue;
  const args = (): Value[] => e.args.map((a) => emitScalar(fx, a));
  const asInt = (flag: Value): RValue => scalar(arithUnary(b, 'arith.extui', flag, i32));
  const pred = comparisons[name];
  if (pred) {
    const [x, y] = args();
    return asInt(arithCmpf(b, pred, x!, y!));
  }
  switch (name) {
    case 'isnan': {
      const [x] = args();
      return asInt(arithCmpf(b, 'uno', x!, x!));
    }
    case 'isinf':
      return asInt(isInfinite(fx, args()[0]!, e.loc));
    case 'isinf_sign': {
      // 1 for +inf, -1 for -inf, 0 otherwise.
      const [x] = args();
      const inf = isInfinite(fx, x!, e.loc);
      const negative = arithCmpf(b, 'olt', x!, fx.zeroOf(x!.type));
      const sign = arithSelect(b, negative, fx.constInt(-1n, i32), fx.constInt(1n, i32));
      return scalar(arithSelect(b, inf, sign, fx.constInt(0n, i32)));
    }
    case 'isfinite': {
      const [x] = args();
      const inf = infinity(fx, x!, e.loc);
      return asInt(arithCmpf(b, 'olt', arithUnary(b, 'math.absf', x!), inf));
    }
    case 'isnormal':
      return asInt(isNormal(fx, args()[0]!, e.loc));
    case 'signbit':
    case 'signbitf':
    case 'signbitl': {
      // The sign bit itself, so that -0.0 and negative NaNs count.
      const [x] = args();
      const bits = arithUnary(b, 'arith.bitcast', x!, IntegerType.get((x!.type as FloatType).width));
      return asInt(arithCmpi(b, 'slt', bits, fx.zeroOf(bits.type)));
    }
    case 'fpclassify': {
      // fpclassify(nan, infinite, normal, subnormal, zero, x): the first class x is in.
      const [nan, infinite, normal, subnormal, zero, x] = args();
      const isZero = arithCmpf(b, 'oeq', x!, fx.zeroOf(x!.type));
      let r = arithSelect(b, isZero, zero!, subnormal!);
      r = arithSelect(b, isNormal(fx, x!, e.loc), normal!, r);
      r = arithSelect(b, isInfinite(fx, x!, e.loc), infinite!, r);
      return scalar(arithSelect(b, arithCmpf(b, 'uno', x!, x!), nan!, r));
    }
  }
  throw unsupported(e.loc, `'${e.callee.name}'`);
}

function infinity(fx: FunctionEmitter, x: Value, loc: SourceLoc): Value {
  if (!(x.type instanceof FloatType)) throw unsupported(loc, 'classifying a value that is not a float or double');
  return fx.constFloat(Infinity, x.type);
}

function isInfinite(fx: FunctionEmitter, x: Value, loc: SourceLoc): Value {
  const inf = infinity(fx, x, loc);
  return arithCmpf(fx.b, 'oeq', arithUnary(fx.b, 'math.absf', x), inf);
}

function isNormal(fx: FunctionEmitter, x: Value, loc: SourceLoc): Value {
  const inf = infinity(fx, x, loc);
  const abs = arithUnary(fx.b, 'math.absf', x);
  const t = x.type as FloatType;
  const big = arithCmpf(fx.b, 'oge', abs, fx.constFloat(minNormal[t.width]!, t));
  return arithBinary(fx.b, 'arith.andi', big, arithCmpf(fx.b, 'olt', abs, inf));
}
