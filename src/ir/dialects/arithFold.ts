// Constant folding for arith ops: two's-complement integer semantics on BigInt and IEEE float semantics with
// rounding to the result format. Anything undefined (division by zero, poison shifts) is left unfolded.

import { Attribute, FloatAttr, IntegerAttr, normalizeInt } from '../attributes.js';
import { roundToFormat } from '../floatFormat.js';
import type { FoldResult } from '../opDefinition.js';
import { Operation, Value } from '../operation.js';
import { FloatType, IndexType, IntegerType, Type } from '../types.js';

type IntT = IntegerType | IndexType;

function widthOf(t: IntT): number {
  return t.kind === 'index' ? 64 : t.width;
}
const toSigned = (v: bigint, t: IntT): bigint => BigInt.asIntN(widthOf(t), v);
const toUnsigned = (v: bigint, t: IntT): bigint => BigInt.asUintN(widthOf(t), v);

function intConst(a: Attribute | undefined): bigint | undefined {
  return a instanceof IntegerAttr ? a.value : undefined;
}
function floatConst(a: Attribute | undefined): number | undefined {
  return a instanceof FloatAttr ? a.value : undefined;
}

const truncDiv = (a: bigint, b: bigint): bigint => a / b; // BigInt division truncates toward zero
const floorDivBig = (a: bigint, b: bigint): bigint => {
  const q = a / b;
  return (a % b !== 0n && (a < 0n) !== (b < 0n)) ? q - 1n : q;
};
const ceilDivBig = (a: bigint, b: bigint): bigint => {
  const q = a / b;
  return (a % b !== 0n && (a < 0n) === (b < 0n)) ? q + 1n : q;
};

/** Folds a binary integer op; returns the raw (unnormalized) result or undefined when undefined/unknown. */
function evalIntBinary(name: string, a: bigint, b: bigint, t: IntT): bigint | undefined {
  const w = widthOf(t);
  const sa = toSigned(a, t);
  const sb = toSigned(b, t);
  const ua = toUnsigned(a, t);
  const ub = toUnsigned(b, t);
  const minSigned = -(1n << BigInt(w - 1));
  switch (name) {
    case 'arith.addi':
      return a + b;
    case 'arith.subi':
      return a - b;
    case 'arith.muli':
      return a * b;
    case 'arith.divsi':
      if (sb === 0n || (sa === minSigned && sb === -1n)) return undefined;
      return truncDiv(sa, sb);
    case 'arith.divui':
      return ub === 0n ? undefined : ua / ub;
    case 'arith.remsi':
      return sb === 0n ? undefined : sa % sb;
    case 'arith.remui':
      return ub === 0n ? undefined : ua % ub;
    case 'arith.floordivsi':
      if (sb === 0n || (sa === minSigned && sb === -1n)) return undefined;
      return floorDivBig(sa, sb);
    case 'arith.ceildivsi':
      if (sb === 0n || (sa === minSigned && sb === -1n)) return undefined;
      return ceilDivBig(sa, sb);
    case 'arith.ceildivui':
      return ub === 0n ? undefined : ceilDivBig(ua, ub);
    case 'arith.andi':
      return ua & ub;
    case 'arith.ori':
      return ua | ub;
    case 'arith.xori':
      return ua ^ ub;
    case 'arith.shli':
      return ub >= BigInt(w) ? undefined : ua << ub;
    case 'arith.shrsi':
      return ub >= BigInt(w) ? undefined : sa >> ub;
    case 'arith.shrui':
      return ub >= BigInt(w) ? undefined : ua >> ub;
    case 'arith.maxsi':
      return sa > sb ? sa : sb;
    case 'arith.minsi':
      return sa < sb ? sa : sb;
    case 'arith.maxui':
      return ua > ub ? ua : ub;
    case 'arith.minui':
      return ua < ub ? ua : ub;
  }
  return undefined;
}

/** Algebraic identities that hold without knowing both operands. */
function intIdentity(op: Operation, a: bigint | undefined, b: bigint | undefined): Value | bigint | undefined {
  const x = op.operand(0);
  const y = op.operand(1);
  switch (op.name) {
    case 'arith.addi':
      if (b === 0n) return x;
      if (a === 0n) return y;
      break;
    case 'arith.subi':
      if (b === 0n) return x;
      if (x === y) return 0n;
      break;
    case 'arith.muli':
      if (b === 1n) return x;
      if (a === 1n) return y;
      if (a === 0n || b === 0n) return 0n;
      break;
    case 'arith.divsi':
    case 'arith.divui':
    case 'arith.floordivsi':
    case 'arith.ceildivsi':
    case 'arith.ceildivui':
      if (b === 1n) return x;
      break;
    case 'arith.remsi':
    case 'arith.remui':
      if (b === 1n) return 0n;
      break;
    case 'arith.andi':
      if (x === y) return x;
      if (a === 0n || b === 0n) return 0n;
      break;
    case 'arith.ori':
      if (x === y) return x;
      if (b === 0n) return x;
      if (a === 0n) return y;
      break;
    case 'arith.xori':
      if (x === y) return 0n;
      if (b === 0n) return x;
      if (a === 0n) return y;
      break;
    case 'arith.shli':
    case 'arith.shrsi':
    case 'arith.shrui':
      if (b === 0n) return x;
      break;
    case 'arith.maxsi':
    case 'arith.minsi':
    case 'arith.maxui':
    case 'arith.minui':
      if (x === y) return x;
      break;
  }
  return undefined;
}

export function foldIntBinary(op: Operation, c: readonly (Attribute | undefined)[]): FoldResult | undefined {
  const t = op.result().type as IntT;
  const a = intConst(c[0]);
  const b = intConst(c[1]);
  if (a !== undefined && b !== undefined) {
    const r = evalIntBinary(op.name, a, b, t);
    if (r !== undefined) return [new IntegerAttr(normalizeInt(r, t), t)];
  }
  const id = intIdentity(op, a, b);
  if (id === undefined) return undefined;
  return [typeof id === 'bigint' ? new IntegerAttr(id, t) : id];
}

function roundTo(v: number, t: FloatType): number {
  return roundToFormat(v, t.semantics);
}

function evalFloatBinary(name: string, a: number, b: number): number | undefined {
  switch (name) {
    case 'arith.addf':
      return a + b;
    case 'arith.subf':
      return a - b;
    case 'arith.mulf':
      return a * b;
    case 'arith.divf':
      return a / b;
    case 'arith.remf':
      return a % b;
    case 'arith.maximumf':
      if (Number.isNaN(a) || Number.isNaN(b)) return NaN;
      if (a === 0 && b === 0) return Object.is(a, -0) ? b : a;
      return a > b ? a : b;
    case 'arith.minimumf':
      if (Number.isNaN(a) || Number.isNaN(b)) return NaN;
      if (a === 0 && b === 0) return Object.is(a, -0) ? a : b;
      return a < b ? a : b;
    case 'arith.maxnumf':
      if (Number.isNaN(a)) return b;
      if (Number.isNaN(b)) return a;
      return a > b ? a : b;
    case 'arith.minnumf':
      if (Number.isNaN(a)) return b;
      if (Number.isNaN(b)) return a;
      return a < b ? a : b;
  }
  return undefined;
}

export function foldFloatBinary(op: Operation, c: readonly (Attribute | undefined)[]): FoldResult | undefined {
  const t = op.result().type as FloatType;
  const a = floatConst(c[0]);
  const b = floatConst(c[1]);
  if (a !== undefined && b !== undefined) {
    const r = evalFloatBinary(op.name, a, b);
    if (r !== undefined) return [new FloatAttr(roundTo(r, t), t)];
  }
  // Identities exact under IEEE: x + -0.0, x - 0.0, x * 1.0, x / 1.0.
  const x = op.operand(0);
  switch (op.name) {
    case 'arith.addf':
      if (b !== undefined && Object.is(b, -0)) return [x];
      if (a !== undefined && Object.is(a, -0)) return [op.operand(1)];
      break;
    case 'arith.subf':
      if (b !== undefined && Object.is(b, 0)) return [x];
      break;
    case 'arith.mulf':
      if (b === 1) return [x];
      if (a === 1) return [op.operand(1)];
      break;
    case 'arith.divf':
      if (b === 1) return [x];
      break;
  }
  return undefined;
}

export function evalCmpI(pred: string, a: bigint, b: bigint, t: IntT): boolean {
  const sa = toSigned(a, t);
  const sb = toSigned(b, t);
  const ua = toUnsigned(a, t);
  const ub = toUnsigned(b, t);
  switch (pred) {
    case 'eq':
      return ua === ub;
    case 'ne':
      return ua !== ub;
    case 'slt':
      return sa < sb;
    case 'sle':
      return sa <= sb;
    case 'sgt':
      return sa > sb;
    case 'sge':
      return sa >= sb;
    case 'ult':
      return ua < ub;
    case 'ule':
      return ua <= ub;
    case 'ugt':
      return ua > ub;
    default:
      return ua >= ub;
  }
}

export function evalCmpF(pred: string, a: number, b: number): boolean {
  const unordered = Number.isNaN(a) || Number.isNaN(b);
  switch (pred) {
    case 'false':
      return false;
    case 'true':
      return true;
    case 'ord':
      return !unordered;
    case 'uno':
      return unordered;
    case 'oeq':
      return !unordered && a === b;
    case 'ogt':
      return !unordered && a > b;
    case 'oge':
      return !unordered && a >= b;
    case 'olt':
      return !unordered && a < b;
    case 'ole':
      return !unordered && a <= b;
    case 'one':
      return !unordered && a !== b;
    case 'ueq':
      return unordered || a === b;
    case 'ugt':
      return unordered || a > b;
    case 'uge':
      return unordered || a >= b;
    case 'ult':
      return unordered || a < b;
    case 'ule':
      return unordered || a <= b;
    default:
      return unordered || a !== b; // une
  }
}

/** Folds casts between integer, index and float types. */
export function foldCast(op: Operation, c: readonly (Attribute | undefined)[]): FoldResult | undefined {
  const input = c[0];
  const to: Type = op.result().type;
  const from: Type = op.operand(0).type;
  if (!input) {
    // index_cast(index_cast(x)) back to the original type is the identity.
    const def = op.operand(0).definingOp;
    if (def && (op.name === 'arith.index_cast' || op.name === 'arith.index_castui') && def.name === op.name && def.operand(0).type === to) {
      return [def.operand(0)];
    }
    return undefined;
  }
  switch (op.name) {
    case 'arith.index_cast':
    case 'arith.extsi':
    case 'arith.trunci': {
      const v = intConst(input);
      if (v === undefined) return undefined;
      return [new IntegerAttr(normalizeInt(toSigned(v, from as IntT), to as IntT), to as IntT)];
    }
    case 'arith.index_castui':
    case 'arith.extui': {
      const v = intConst(input);
      if (v === undefined) return undefined;
      return [new IntegerAttr(normalizeInt(toUnsigned(v, from as IntT), to as IntT), to as IntT)];
    }
    case 'arith.sitofp':
    case 'arith.uitofp': {
      const v = intConst(input);
      if (v === undefined) return undefined;
      const n = op.name === 'arith.sitofp' ? toSigned(v, from as IntT) : toUnsigned(v, from as IntT);
      // Number(bigint) rounds to nearest double; a second rounding to a narrower format could differ from a
      // direct rounding only for huge integers, which we leave unfolded.
      if ((to as FloatType).width < 64 && (n > 1n << 53n || n < -(1n << 53n))) return undefined;
      return [new FloatAttr(roundTo(Number(n), to as FloatType), to as FloatType)];
    }
    case 'arith.fptosi':
    case 'arith.fptoui': {
      const v = floatConst(input);
      if (v === undefined || !Number.isFinite(v)) return undefined;
      const n = BigInt(Math.trunc(v));
      const w = widthOf(to as IntT);
      const signed = op.name === 'arith.fptosi';
      const lo = signed ? -(1n << BigInt(w - 1)) : 0n;
      const hi = signed ? (1n << BigInt(w - 1)) - 1n : (1n << BigInt(w)) - 1n;
      if (n < lo || n > hi) return undefined; // poison
      return [new IntegerAttr(n, to as IntT)];
    }
    case 'arith.extf':
    case 'arith.truncf': {
      const v = floatConst(input);
      if (v === undefined) return undefined;
      return [new FloatAttr(roundTo(v, to as FloatType), to as FloatType)];
    }
  }
  return undefined;
}
