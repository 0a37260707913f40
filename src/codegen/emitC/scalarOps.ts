// arith, math and pure affine/memref/llvm value ops as C expressions computing exactly what the op does: signless
// integers wrap unless marked nsw, unsigned ops work on unsigned C types, comparisons keep NaN semantics.

import { FloatAttr, IntegerAttr, TypeAttr } from '../../ir/attributes.js';
import { OverflowAttr, cmpfPredicates, cmpiPredicates } from '../../ir/dialects/arithAttrs.js';
import { affineApply, affineMinMax } from './affineC.js';
import { mapAttr } from '../../ir/dialects/affineOps.js';
import type { Operation, Value } from '../../ir/operation.js';
import { FloatType, IndexType, IntegerType, i1, type Type } from '../../ir/types.js';
import { cType, EmitCError, pointerTo, unsignedCType } from './ctypes.js';
import { atom, compound, type CExpr, type FunctionPrinter } from './function.js';
import { floatLiteral, intLiteral } from './literals.js';

const isFloat = (t: Type): t is FloatType => t instanceof FloatType;
const width = (t: Type): number => (t instanceof IntegerType ? t.width : 64);

/** Signed C arithmetic is exact for nsw ops on int/long, for index values and for narrow types (promoted to int). */
function signedIsExact(op: Operation): boolean {
  const t = op.result().type;
  if (t instanceof IndexType) return true;
  const flags = op.attr('overflowFlags');
  return width(t) < 32 || (flags instanceof OverflowAttr && (flags.flags & 1) !== 0);
}

function cast(t: Type, e: string): string {
  return `(${cType(t)})${e}`;
}

function wrapArith(fp: FunctionPrinter, op: Operation, sym: string): CExpr {
  const [a, b] = [op.operand(0), op.operand(1)];
  const t = op.result().type;
  if (width(t) === 1) return compound(`${fp.operand(a)} ${sym === '*' ? '&' : '^'} ${fp.operand(b)}`);
  if (signedIsExact(op)) {
    const e = `${fp.operand(a)} ${sym} ${fp.operand(b)}`;
    // Narrow types compute in int; the conversion back wraps as the op does.
    return width(t) < 32 && !(t instanceof IndexType) ? compound(cast(t, `(${e})`)) : compound(e);
  }
  const u = unsignedCType(t);
  return compound(cast(t, `((${u})${fp.operand(a)} ${sym} (${u})${fp.operand(b)})`));
}

function unsignedBinary(fp: FunctionPrinter, op: Operation, sym: string): CExpr {
  const t = op.result().type;
  const u = unsignedCType(t);
  return compound(cast(t, `((${u})${fp.operand(op.operand(0))} ${sym} (${u})${fp.operand(op.operand(1))})`));
}

function binary(fp: FunctionPrinter, op: Operation, sym: string): CExpr {
  return compound(`${fp.operand(op.operand(0))} ${sym} ${fp.operand(op.operand(1))}`);
}

function call(fp: FunctionPrinter, name: string, args: readonly Value[]): CExpr {
  return atom(`${name}(${args.map((a) => fp.expr(a).text).join(', ')})`);
}

/** The libm name for a math op on `t` (`sqrt`, `sqrtf`). */
function libm(base: string, t: Type): string {
  return isFloat(t) && t.width === 32 ? `${base}f` : base;
}

const mathFunctions: Record<string, string> = {
  'math.sqrt': 'sqrt', 'math.exp': 'exp', 'math.exp2': 'exp2', 'math.expm1': 'expm1', 'math.log': 'log', 'math.log2': 'log2',
  'math.log10': 'log10', 'math.log1p': 'log1p', 'math.absf': 'fabs', 'math.floor': 'floor', 'math.ceil': 'ceil',
  'math.round': 'round', 'math.roundeven': 'roundeven', 'math.trunc': 'trunc', 'math.sin': 'sin', 'math.cos': 'cos',
  'math.tan': 'tan', 'math.asin': 'asin', 'math.acos': 'acos', 'math.atan': 'atan', 'math.sinh': 'sinh', 'math.cosh': 'cosh',
  'math.tanh': 'tanh', 'math.asinh': 'asinh', 'math.acosh': 'acosh', 'math.atanh': 'atanh', 'math.cbrt': 'cbrt', 'math.erf': 'erf',
  'math.powf': 'pow', 'math.atan2': 'atan2', 'math.copysign': 'copysign', 'math.fma': 'fma', 'arith.remf': 'fmod',
  'arith.maxnumf': 'fmax', 'arith.minnumf': 'fmin',
};

function compare(fp: FunctionPrinter, op: Operation): CExpr {
  const p = Number((op.attr('predicate') as IntegerAttr).value);
  const [a, b] = [fp.operand(op.operand(0)), fp.operand(op.operand(1))];
  if (op.name === 'arith.cmpi') {
    const pred = cmpiPredicates[p]!;
    const sym = { eq: '==', ne: '!=', slt: '<', sle: '<=', sgt: '>', sge: '>=', ult: '<', ule: '<=', ugt: '>', uge: '>=' }[pred];
    if (pred.startsWith('u')) {
      const u = unsignedCType(op.operand(0).type);
      return compound(`(${u})${a} ${sym} (${u})${b}`);
    }
    return compound(`${a} ${sym} ${b}`);
  }
  // C's relational operators are the ordered predicates and `!=` is une; the others negate or combine them.
  switch (cmpfPredicates[p]) {
    case 'false':
      return atom('0');
    case 'true':
      return atom('1');
    case 'oeq':
      return compound(`${a} == ${b}`);
    case 'ogt':
      return compound(`${a} > ${b}`);
    case 'oge':
      return compound(`${a} >= ${b}`);
    case 'olt':
      return compound(`${a} < ${b}`);
    case 'ole':
      return compound(`${a} <= ${b}`);
    case 'one':
      return compound(`${a} < ${b} || ${a} > ${b}`);
    case 'ord':
      return compound(`${a} == ${a} && ${b} == ${b}`);
    case 'ueq':
      return compound(`!(${a} < ${b} || ${a} > ${b})`);
    case 'ugt':
      return compound(`!(${a} <= ${b})`);
    case 'uge':
      return compound(`!(${a} < ${b})`);
    case 'ult':
      return compound(`!(${a} >= ${b})`);
    case 'ule':
      return compound(`!(${a} > ${b})`);
    case 'une':
      return compound(`${a} != ${b}`);
    case 'uno':
      return compound(`${a} != ${a} || ${b} != ${b}`);
    default:
      throw new EmitCError(`unknown cmpf predicate ${p}`);
  }
}

function conversion(fp: FunctionPrinter, op: Operation): CExpr {
  const v = op.operand(0);
  const from = v.type;
  const to = op.result().type;
  const a = fp.operand(v);
  switch (op.name) {
    case 'arith.extsi':
    case 'arith.sitofp':
      // An i1 is signed: true is -1.
      if (width(from) === 1) return compound(`${a} ? ${cast(to, '-1')} : ${cast(to, '0')}`);
      return compound(cast(to, a));
    case 'arith.index_cast': {
      // An int counter converted to int (the program's own variable) is itself; to another type, cast as it is.
      // An int converted to index stays an int where that is the same value (a subscript: `b[im1]`).
      if (to instanceof IndexType && width(from) === 32) return { ...fp.expr(v), narrow: true };
      const asIs = fp.exprAsIs(v);
      if (!asIs.narrow) return compound(cast(to, a));
      return width(to) === 32 ? { text: asIs.text, atomic: asIs.atomic } : compound(cast(to, asIs.atomic ? asIs.text : `(${asIs.text})`));
    }
    case 'arith.fptosi':
    case 'arith.extf':
    case 'arith.truncf':
      return compound(cast(to, a));
    case 'arith.trunci':
      return compound(width(to) === 1 ? `(_Bool)(${a} & 1)` : cast(to, a));
    case 'arith.index_castui':
      // Narrowing is a plain truncation; widening zero-extends the source.
      return compound(width(from) < width(to) || to instanceof IndexType ? cast(to, `(${unsignedCType(from)})${a}`) : cast(to, a));
    case 'arith.extui':
    case 'arith.uitofp':
      return compound(cast(to, width(from) === 1 ? a : `(${unsignedCType(from)})${a}`));
    case 'arith.fptoui':
      return compound(cast(to, `(${unsignedCType(to)})${a}`));
    case 'arith.bitcast':
      return atom(`${fp.module.helper(`bitcast_${cType(from).replace(/\W/g, '')}_${cType(to).replace(/\W/g, '')}`)}(${fp.expr(v).text})`);
    default:
      throw new EmitCError(`conversion '${op.name}' has no C form here`);
  }
}

export function scalarExpr(fp: FunctionPrinter, op: Operation): CExpr {
  const t = op.result().type;
  const operands = op.operandValues();
  const known = fp.knownBool(op.result());
  if (known !== undefined) return atom(known ? '1' : '0');
  // A side that no longer matters (`x | 0`, `x & 1`, `x ^ 0`) is left out.
  const neutral = op.name === 'arith.andi' ? true : op.name === 'arith.ori' || op.name === 'arith.xori' ? false : undefined;
  if (neutral !== undefined && t === i1) {
    const k = operands.findIndex((v) => fp.knownBool(v) === neutral);
    if (k >= 0) return fp.expr(operands[1 - k]!);
  }
  if (op.name === 'arith.select' && fp.knownBool(operands[0]!) !== undefined) return fp.expr(operands[fp.knownBool(operands[0]!) ? 1 : 2]!);
  switch (op.name) {
    case 'arith.constant': {
      const v = op.attr('value');
      if (v instanceof IntegerAttr) return atom(intLiteral(v.value, t));
      if (v instanceof FloatAttr) return atom(floatLiteral(v.value, v.type));
      throw new EmitCError(`constant of type ${t.key} has no C form here`);
    }
    case 'arith.addi':
      return wrapArith(fp, op, '+');
    case 'arith.subi':
      return wrapArith(fp, op, '-');
    case 'arith.muli':
      return wrapArith(fp, op, '*');
    case 'arith.divsi':
      return binary(fp, op, '/');
    case 'arith.remsi':
      return binary(fp, op, '%');
    case 'arith.divui':
      return unsignedBinary(fp, op, '/');
    case 'arith.remui':
      return unsignedBinary(fp, op, '%');
    case 'arith.andi':
      return binary(fp, op, '&');
    case 'arith.ori':
      return binary(fp, op, '|');
    case 'arith.xori':
      return binary(fp, op, '^');
    case 'arith.shli':
      if (!signedIsExact(op)) return unsignedBinary(fp, op, '<<');
      // A narrow shift computes in int; the conversion back truncates as the op does.
      return width(t) < 32 && !(t instanceof IndexType) ? compound(cast(t, `(${binary(fp, op, '<<').text})`)) : binary(fp, op, '<<');
    case 'arith.shrsi':
      return binary(fp, op, '>>');
    case 'arith.shrui':
      return unsignedBinary(fp, op, '>>');
    case 'arith.floordivsi':
    case 'arith.ceildivsi':
    case 'arith.ceildivui':
    case 'arith.maxsi':
    case 'arith.minsi':
    case 'arith.maxui':
    case 'arith.minui':
    case 'arith.maximumf':
    case 'arith.minimumf':
      return call(fp, fp.module.helper(`${op.name.slice(6)}_${cType(t).replace(/\W/g, '')}`), operands);
    case 'arith.addf':
      return binary(fp, op, '+');
    case 'arith.subf':
      return binary(fp, op, '-');
    case 'arith.mulf':
      return binary(fp, op, '*');
    case 'arith.divf':
      return binary(fp, op, '/');
    case 'arith.negf':
      return compound(`-${fp.operand(operands[0]!)}`);
    case 'arith.cmpi':
    case 'arith.cmpf':
      return compare(fp, op);
    case 'arith.select':
      return compound(`${fp.operand(operands[0]!)} ? ${fp.operand(operands[1]!)} : ${fp.operand(operands[2]!)}`);
    case 'math.absi':
      return call(fp, fp.module.library(width(t) === 64 ? 'labs' : 'abs'), operands);
    case 'math.isnan':
    case 'math.isinf':
    case 'math.isfinite':
      // Macros in <math.h>; the builtins need no header.
      return call(fp, `__builtin_${op.name.slice(5)}`, operands);
    case 'affine.apply':
      return affineApply(fp, mapAttr(op), operands, op);
    case 'affine.min':
    case 'affine.max':
      return affineMinMax(fp, mapAttr(op), operands, op.name === 'affine.min', op);
    case 'memref.dim': {
      const idx = operands[1]!.definingOp?.attr('value');
      if (!(idx instanceof IntegerAttr)) throw new EmitCError('memref.dim with a non-constant dimension has no C form here');
      return atom(fp.mem(operands[0]!).sizes[Number(idx.value)]!);
    }
    case 'memref.extract_aligned_pointer_as_index':
      return compound(`(long)${fp.mem(operands[0]!).ptr}`);
    case 'llvm.inttoptr': {
      // The address of a memref's data (extract_aligned_pointer_as_index, index_cast, inttoptr) is its C pointer.
      const cast = operands[0]!.definingOp;
      const extract = cast?.name === 'arith.index_cast' ? cast.operand(0).definingOp : undefined;
      if (extract?.name === 'memref.extract_aligned_pointer_as_index' && cast!.result().hasOneUse()) {
        return compound(`(void *)${fp.mem(extract.operand(0)).ptr}`);
      }
      return compound(`(void *)${fp.operand(operands[0]!)}`);
    }
    case 'llvm.ptrtoint':
      return compound(`(${cType(t)})(long)${fp.operand(operands[0]!)}`);
    case 'llvm.mlir.addressof':
      return fp.module.addressOf(op);
    case 'llvm.mlir.zero':
    case 'llvm.mlir.undef':
      return atom(t.kind === 'dialect' ? '((void *)0)' : '0');
    case 'llvm.getelementptr': {
      const elem = cType((op.attr('elem_type') as TypeAttr).type);
      return compound(`(void *)((${pointerTo(elem)})${fp.operand(operands[0]!)} + ${fp.operand(operands[1]!)})`);
    }
  }
  // Before the conversions: arith.remf, maxnumf and minnumf are the libm functions they compute.
  const fn = mathFunctions[op.name];
  if (fn) return call(fp, fp.module.library(libm(fn, t)), operands);
  if (op.dialect === 'arith') return conversion(fp, op);
  throw new EmitCError(`operation '${op.name}' has no C form here`);
}
