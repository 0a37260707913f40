// C expressions to arith/scf ops in C's evaluation order: arithmetic with C's signedness and overflow rules,
// comparisons, short-circuit logic and ternaries as scf.if, assignments, increments, casts and pointers.

import type { SourceLoc } from '../../ir/diagnostics.js';
import { Block, type Value } from '../../ir/operation.js';
import { FloatType, IntegerType, MemRefType, i1, i64, type Type } from '../../ir/types.js';
import type { Assign, BinaryOp, Cast, Conditional, Expr, IncDec, Logical, StmtExpr } from '../ast.js';
import { isSignedInteger, type CType } from '../ctypes.js';
import { isSpeculatable } from './analysis.js';
import { emitCall } from './calls.js';
import { convertArith, truthOf } from './conversions.js';
import type { FunctionEmitter } from './function.js';
import { abiPointer, addressOfObject, decay, emitLValue, loadValue, materialize, memrefPointerOf, offsetPointer, offsetStructPointer, storeValue } from './lvalues.js';
import { arithBinary, arithCmpf, arithCmpi, arithUnary } from '../../ir/dialects/arith.js';
import type { CmpfPredicate, CmpiPredicate } from '../../ir/dialects/arithAttrs.js';
import { llvmIntToPtr, llvmPtrToInt, llvmZero } from '../../ir/dialects/llvm.js';
import { emitPointerCast } from './pointerCasts.js';
import { emitStatements } from './statements.js';
import { isSigned, scalarType, unsupported, valueType } from './types.js';
import { scalar, voidValue, type RValue } from './values.js';

export function emitRValue(fx: FunctionEmitter, e: Expr): RValue {
  fx.b.loc = e.loc;
  if (e.constValue !== undefined && (e.type.kind === 'integer' || e.type.kind === 'floating')) return scalar(constantOf(fx, e.type, e.constValue, e.loc));
  switch (e.kind) {
    case 'integerLiteral':
    case 'floatLiteral':
      return scalar(constantOf(fx, e.type, e.value, e.loc));
    case 'cast':
      return emitCast(fx, e);
    case 'unary':
      return scalar(emitUnary(fx, e.op, e.operand, e.type, e.loc));
    case 'binary':
      return emitBinary(fx, e.op, emitRValue(fx, e.lhs), e.lhs.type, () => emitRValue(fx, e.rhs), e.rhs, e.type, e.loc);
    case 'logical':
      return scalar(arithUnary(fx.b, 'arith.extui', emitLogical(fx, e), scalarType(e.type, e.loc)));
    case 'conditional':
      return emitConditional(fx, e);
    case 'assign':
      return emitAssign(fx, e);
    case 'incDec':
      return emitIncDec(fx, e);
    case 'comma':
      emitRValue(fx, e.lhs);
      return emitRValue(fx, e.rhs);
    case 'call':
      return emitCall(fx, e);
    case 'addressOf':
      return addressOfObject(emitLValue(fx, e.operand), e.loc);
    case 'sizeof':
      throw unsupported(e.loc, 'sizeof of a variable-length array');
    case 'stmtExpr':
      return emitStatementExpression(fx, e);
    default:
      throw unsupported(e.loc, `'${e.kind}' used as a value`);
  }
}

/** An arithmetic rvalue. */
export function emitScalar(fx: FunctionEmitter, e: Expr): Value {
  const v = emitRValue(fx, e);
  if (v.kind !== 'scalar') throw unsupported(e.loc, 'pointer used as a number');
  return v.value;
}

export function constantOf(fx: FunctionEmitter, t: CType, c: bigint | number, loc: SourceLoc): Value {
  const mt = scalarType(t, loc);
  if (mt instanceof FloatType) return fx.constFloat(Number(c), mt);
  return fx.constInt(typeof c === 'bigint' ? c : BigInt(c), mt);
}

// ----- conditions -------------------------------------------------------------------------------

/** A condition as i1. Comparisons, `!` and `&&`/`||` give i1 directly instead of an int compared with 0. */
export function emitCondition(fx: FunctionEmitter, e: Expr): Value {
  fx.b.loc = e.loc;
  if (e.constValue !== undefined && e.type.kind !== 'pointer') return fx.constBool(e.constValue !== 0n && e.constValue !== 0);
  if (e.kind === 'cast' && e.castKind === 'toBool') return emitCondition(fx, e.operand);
  if (e.kind === 'logical') return emitLogical(fx, e);
  if (e.kind === 'unary' && e.op === '!') return not(fx, emitCondition(fx, e.operand));
  if (e.kind === 'binary' && isComparison(e.op)) return emitComparison(fx, e.op, emitRValue(fx, e.lhs), e.lhs.type, emitRValue(fx, e.rhs), e.loc);
  return truthOf(fx, emitRValue(fx, e), e.type, e.loc);
}

export function not(fx: FunctionEmitter, v: Value): Value {
  return arithBinary(fx.b, 'arith.xori', v, fx.constBool(true));
}

/** `&&` / `||` as i1: scf.if evaluates the right side only when C does, unless it is safe to evaluate always. */
function emitLogical(fx: FunctionEmitter, e: Logical): Value {
  const lhs = emitCondition(fx, e.lhs);
  if (isSpeculatable(e.rhs)) return arithBinary(fx.b, e.op === '&&' ? 'arith.andi' : 'arith.ori', lhs, emitCondition(fx, e.rhs));
  const [r] = emitIf(
    fx,
    lhs,
    [i1],
    () => [e.op === '&&' ? emitCondition(fx, e.rhs) : fx.constBool(true)],
    () => [e.op === '&&' ? fx.constBool(false) : emitCondition(fx, e.rhs)],
  );
  return r!;
}

/**
 * scf.if on `cond` whose branches return the values they yield (`results` gives their types; an else
 * branch is created when `elseBody` is given). Returns the if's results.
 */
export function emitIf(fx: FunctionEmitter, cond: Value, results: readonly Type[], thenBody: () => Value[], elseBody?: () => Value[]): Value[] {
  const b = fx.b;
  const op = b.create('scf.if', { operands: [cond], resultTypes: results, regions: 2 });
  const fill = (regionIndex: number, body: () => Value[]): void => {
    const block = op.region(regionIndex).addBlock(new Block());
    b.guard(() => {
      b.setInsertionPointToEnd(block);
      const vals = body();
      b.create('scf.yield', { operands: vals });
    });
  };
  fill(0, thenBody);
  if (elseBody) fill(1, elseBody);
  return op.results;
}

// ----- operators --------------------------------------------------------------------------------

function isComparison(op: BinaryOp): op is '<' | '>' | '<=' | '>=' | '==' | '!=' {
  return op === '<' || op === '>' || op === '<=' || op === '>=' || op === '==' || op === '!=';
}

const signedPredicates: Record<string, CmpiPredicate> = { '<': 'slt', '>': 'sgt', '<=': 'sle', '>=': 'sge', '==': 'eq', '!=': 'ne' };
const unsignedPredicates: Record<string, CmpiPredicate> = { '<': 'ult', '>': 'ugt', '<=': 'ule', '>=': 'uge', '==': 'eq', '!=': 'ne' };
/** Ordered comparisons, except `!=`, which is true for NaN operands in C. */
const floatPredicates: Record<string, CmpfPredicate> = { '<': 'olt', '>': 'ogt', '<=': 'ole', '>=': 'oge', '==': 'oeq', '!=': 'une' };

/** A comparison as i1; both operands already have the same (converted) type. */
function emitComparison(fx: FunctionEmitter, op: string, lhs: RValue, t: CType, rhs: RValue, loc: SourceLoc): Value {
  if (lhs.kind === 'structPtr' && rhs.kind === 'structPtr') {
    if (lhs.ptr.object.leaves[0]?.base !== rhs.ptr.object.leaves[0]?.base) throw unsupported(loc, 'comparing pointers into different arrays');
    return arithCmpi(fx.b, signedPredicates[op]!, lhs.ptr.offset ?? fx.constIndex(0), rhs.ptr.offset ?? fx.constIndex(0));
  }
  if (lhs.kind === 'memref' && rhs.kind === 'memref') {
    if (lhs.ptr.base !== rhs.ptr.base) throw unsupported(loc, 'comparing pointers into different arrays');
    const a = lhs.ptr.offset ?? fx.constIndex(0);
    const c = rhs.ptr.offset ?? fx.constIndex(0);
    return arithCmpi(fx.b, signedPredicates[op]!, a, c);
  }
  if ((lhs.kind === 'llvm' || lhs.kind === 'memref') && (rhs.kind === 'llvm' || rhs.kind === 'memref')) {
    // C addresses compare as unsigned integers (`setlocale(...) != NULL`).
    return arithCmpi(fx.b, unsignedPredicates[op]!, addressBits(fx, lhs), addressBits(fx, rhs));
  }
  if (lhs.kind !== 'scalar' || rhs.kind !== 'scalar') throw unsupported(loc, 'comparison of pointers');
  if (lhs.value.type instanceof FloatType) return arithCmpf(fx.b, floatPredicates[op]!, lhs.value, rhs.value);
  return arithCmpi(fx.b, (isSigned(t) ? signedPredicates : unsignedPredicates)[op]!, lhs.value, rhs.value);
}

function emitUnary(fx: FunctionEmitter, op: '+' | '-' | '~' | '!', operand: Expr, t: CType, loc: SourceLoc): Value {
  if (op === '!') return arithUnary(fx.b, 'arith.extui', not(fx, emitCondition(fx, operand)), scalarType(t, loc));
  const v = emitScalar(fx, operand);
  if (op === '+') return v;
  if (v.type instanceof FloatType) {
    if (op === '-') return arithUnary(fx.b, 'arith.negf', v);
    throw unsupported(loc, `'${op}' on a floating value`);
  }
  const it = v.type as IntegerType;
  if (op === '-') return arithBinary(fx.b, 'arith.subi', fx.constInt(0n, it), v, isSigned(t));
  return arithBinary(fx.b, 'arith.xori', v, fx.constInt(-1n, it));
}

/**
 * `lhs op rhs` in type `t` (operands already converted by the AST, shifts aside). Signed integer arithmetic is
 * marked nsw, since its overflow is undefined in C; unsigned arithmetic wraps. `rhs` is evaluated after `lhs`.
 */
export function emitBinary(fx: FunctionEmitter, op: BinaryOp, lhs: RValue, lhsType: CType, rhsThunk: () => RValue, rhsExpr: Expr, t: CType, loc: SourceLoc): RValue {
  if (isComparison(op)) {
    const rhs = rhsThunk();
    return scalar(arithUnary(fx.b, 'arith.extui', emitComparison(fx, op, lhs, lhsType, rhs, loc), scalarType(t, loc)));
  }
  if (lhs.kind === 'memref' || lhs.kind === 'structPtr') return pointerArithmetic(fx, op, lhs, rhsThunk(), rhsExpr, t, loc);
  const rhs = rhsThunk();
  if (lhs.kind !== 'scalar' || rhs.kind !== 'scalar') throw unsupported(loc, `'${op}' on C-ABI pointers`);
  return scalar(arithmetic(fx, op, lhs.value, rhs.value, t, rhsExpr.type, loc));
}

/** The arith op for `a op b` in type `t`. */
export function arithmetic(fx: FunctionEmitter, op: BinaryOp, a: Value, c: Value, t: CType, rhsType: CType, loc: SourceLoc): Value {
  const b = fx.b;
  if (a.type instanceof FloatType) {
    const name = { '+': 'arith.addf', '-': 'arith.subf', '*': 'arith.mulf', '/': 'arith.divf' }[op as string];
    if (!name) throw unsupported(loc, `'${op}' on floating values`);
    return arithBinary(b, name, a, c);
  }
  const signed = isSigned(t);
  switch (op) {
    case '+':
      return arithBinary(b, 'arith.addi', a, c, signed);
    case '-':
      return arithBinary(b, 'arith.subi', a, c, signed);
    case '*':
      return arithBinary(b, 'arith.muli', a, c, signed);
    case '/':
      return arithBinary(b, signed ? 'arith.divsi' : 'arith.divui', a, c);
    case '%':
      return arithBinary(b, signed ? 'arith.remsi' : 'arith.remui', a, c);
    case '&':
      return arithBinary(b, 'arith.andi', a, c);
    case '|':
      return arithBinary(b, 'arith.ori', a, c);
    case '^':
      return arithBinary(b, 'arith.xori', a, c);
    case '<<':
    case '>>': {
      // C promotes shift operands separately; arith wants one type, and a count fits any width.
      const count = c.type === a.type ? c : convertArith(fx, c, rhsType, t, loc);
      if (op === '<<') return arithBinary(b, 'arith.shli', a, count, signed);
      return arithBinary(b, signed ? 'arith.shrsi' : 'arith.shrui', a, count);
    }
    default:
      throw unsupported(loc, `operator '${op}'`);
  }
}

function pointerArithmetic(fx: FunctionEmitter, op: BinaryOp, lhs: RValue & { kind: 'memref' | 'structPtr' }, rhs: RValue, rhsExpr: Expr, t: CType, loc: SourceLoc): RValue {
  if (lhs.kind === 'structPtr') {
    if (op === '-' && rhs.kind === 'structPtr') {
      const d = arithBinary(fx.b, 'arith.subi', lhs.ptr.offset ?? fx.constIndex(0), rhs.ptr.offset ?? fx.constIndex(0));
      return scalar(arithUnary(fx.b, 'arith.index_cast', d, scalarType(t, loc)));
    }
    if ((op !== '+' && op !== '-') || rhs.kind !== 'scalar') throw unsupported(loc, `'${op}' on a pointer`);
    const delta = typeof rhsExpr.constValue === 'bigint' ? fx.constIndex(rhsExpr.constValue) : fx.toIndex(rhs, rhsExpr.type, loc);
    return { kind: 'structPtr', ptr: offsetStructPointer(fx, lhs.ptr, delta, op === '-') };
  }
  if (op === '-' && rhs.kind === 'memref') {
    // p - q: elements between two pointers into the same array.
    if (rhs.ptr.base !== lhs.ptr.base) throw unsupported(loc, 'difference of pointers into different arrays');
    const d = arithBinary(fx.b, 'arith.subi', lhs.ptr.offset ?? fx.constIndex(0), rhs.ptr.offset ?? fx.constIndex(0));
    return scalar(arithUnary(fx.b, 'arith.index_cast', d, scalarType(t, loc)));
  }
  if ((op !== '+' && op !== '-') || rhs.kind !== 'scalar') throw unsupported(loc, `'${op}' on a pointer`);
  const delta = typeof rhsExpr.constValue === 'bigint' ? fx.constIndex(rhsExpr.constValue) : fx.toIndex(rhs, rhsExpr.type, loc);
  return { kind: 'memref', ptr: offsetPointer(fx, lhs.ptr, delta, op === '-', loc) };
}

/** The address a C-ABI or memref pointer holds, as an i64. */
export function addressBits(fx: FunctionEmitter, p: RValue & { kind: 'llvm' | 'memref' }): Value {
  const ptr = p.kind === 'memref' ? abiPointer(fx, p.ptr) : p.value;
  return llvmPtrToInt.create(fx.b, ptr, i64).result();
}

/** `({ s1; ...; e; })`: the statements, then the value of the last expression (glibc's assert is one). */
function emitStatementExpression(fx: FunctionEmitter, e: StmtExpr): RValue {
  for (const s of e.body) {
    const jump = [...fx.signals(s)][0];
    if (jump) throw unsupported(s.loc, `'${jump}' out of a statement expression`);
  }
  emitStatements(fx, e.body);
  return e.result ? emitRValue(fx, e.result) : voidValue;
}

// ----- ternary, assignment, increments ----------------------------------------------------------

/** `c ? a : b` as scf.if with a result (none for void arms). */
function emitConditional(fx: FunctionEmitter, e: Conditional): RValue {
  const cond = emitCondition(fx, e.cond);
  if (e.type.kind === 'void') {
    emitIf(fx, cond, [], () => (emitRValue(fx, e.then), []), () => (emitRValue(fx, e.else), []));
    return voidValue;
  }
  if (e.type.kind === 'pointer') {
    const type = valueType(e.type, e.loc);
    const arm = (x: Expr): Value[] => {
      const v = emitRValue(fx, x);
      if (v.kind === 'memref' && type instanceof MemRefType) return [materialize(fx, v.ptr, type, x.loc)];
      if (v.kind === 'llvm' && type.kind !== 'memref') return [v.value];
      throw unsupported(x.loc, 'conditional operator choosing between pointers of different kinds');
    };
    const [r] = emitIf(fx, cond, [type], () => arm(e.then), () => arm(e.else));
    return r!.type instanceof MemRefType ? { kind: 'memref', ptr: memrefPointerOf(r!, e.type) } : { kind: 'llvm', value: r! };
  }
  const type = scalarType(e.type, e.loc);
  const [r] = emitIf(fx, cond, [type], () => [emitScalar(fx, e.then)], () => [emitScalar(fx, e.else)]);
  return scalar(r!);
}

function emitAssign(fx: FunctionEmitter, e: Assign): RValue {
  if (e.op === '=') {
    const v = emitRValue(fx, e.value);
    storeValue(fx, emitLValue(fx, e.target), v, e.loc);
    return v;
  }
  // `x op= v`: v first (as clang does), then x's address once, x loaded, converted, combined, stored back.
  const rhs = emitRValue(fx, e.value);
  const lv = emitLValue(fx, e.target);
  const old = loadValue(fx, lv, e.loc);
  const op = e.op.slice(0, -1) as BinaryOp;
  let result: RValue;
  if (old.kind === 'memref' || old.kind === 'structPtr') result = pointerArithmetic(fx, op, old, rhs, e.value, e.target.type, e.loc);
  else {
    if (old.kind !== 'scalar' || rhs.kind !== 'scalar') throw unsupported(e.loc, 'compound assignment on C-ABI pointers');
    const ct = e.computationType;
    const a = convertArith(fx, old.value, e.target.type, ct, e.loc);
    const r = arithmetic(fx, op, a, rhs.value, ct, e.value.type, e.loc);
    result = scalar(convertArith(fx, r, ct, e.target.type, e.loc));
  }
  storeValue(fx, lv, result, e.loc);
  return result;
}

/** `x++`, `--x`: computed in the promoted type (wrapping for types narrower than int), stored back. */
function emitIncDec(fx: FunctionEmitter, e: IncDec): RValue {
  const lv = emitLValue(fx, e.operand);
  const old = loadValue(fx, lv, e.loc);
  const t = e.operand.type;
  let updated: RValue;
  if (old.kind === 'memref') updated = { kind: 'memref', ptr: offsetPointer(fx, old.ptr, fx.constIndex(1), e.op === '--', e.loc) };
  else if (old.kind === 'structPtr') updated = { kind: 'structPtr', ptr: offsetStructPointer(fx, old.ptr, fx.constIndex(1), e.op === '--') };
  else if (old.kind === 'scalar') {
    const v = old.value;
    if (t.kind === 'integer' && t.ikind === 'bool') {
      // ++ on _Bool always gives 1; -- flips it.
      updated = scalar(e.op === '++' ? fx.constBool(true) : not(fx, v));
    } else if (v.type instanceof FloatType) {
      updated = scalar(arithBinary(fx.b, e.op === '++' ? 'arith.addf' : 'arith.subf', v, fx.constFloat(1, v.type)));
    } else {
      const it = v.type as IntegerType;
      const wide = t.kind === 'integer' && it.width >= 32 && isSignedInteger(t);
      updated = scalar(arithBinary(fx.b, e.op === '++' ? 'arith.addi' : 'arith.subi', v, fx.constInt(1n, it), wide));
    }
  } else throw unsupported(e.loc, `'${e.op}' on a C-ABI pointer`);
  storeValue(fx, lv, updated, e.loc);
  return e.prefix ? updated : old;
}

// ----- casts ------------------------------------------------------------------------------------

function emitCast(fx: FunctionEmitter, e: Cast): RValue {
  const from = e.operand.type;
  switch (e.castKind) {
    case 'lvalueToRvalue':
      return loadValue(fx, emitLValue(fx, e.operand), e.loc);
    case 'arrayToPointer':
      return decay(emitLValue(fx, e.operand), e.loc);
    case 'integral':
    case 'integralToFloating':
    case 'floatingToIntegral':
    case 'floating':
      return scalar(convertArith(fx, emitScalar(fx, e.operand), from, e.type, e.loc));
    case 'toBool':
      return scalar(emitCondition(fx, e.operand));
    case 'toVoid':
      emitRValue(fx, e.operand);
      return voidValue;
    case 'noop':
      return emitRValue(fx, e.operand);
    case 'nullToPointer':
      return { kind: 'llvm', value: llvmZero.create(fx.b).result() };
    case 'pointerBitcast':
      return emitPointerCast(fx, e);
    case 'pointerToIntegral': {
      // The address as a number (`(uintptr_t)a % 64 == 0` alignment checks): the C address, then C's conversion.
      const v = emitRValue(fx, e.operand);
      if (v.kind !== 'memref' && v.kind !== 'llvm') throw unsupported(e.loc, 'converting this pointer to an integer');
      return scalar(convertArith(fx, addressBits(fx, v), { kind: 'integer', ikind: 'ulong' }, e.type, e.loc));
    }
    case 'integralToPointer': {
      const n = convertArith(fx, emitScalar(fx, e.operand), e.operand.type, { kind: 'integer', ikind: 'ulong' }, e.loc);
      return { kind: 'llvm', value: llvmIntToPtr.create(fx.b, n).result() };
    }
    default:
      throw unsupported(e.loc, `conversion '${e.castKind}'`);
  }
}
