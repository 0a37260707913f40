// Affine expressions: uniqued trees of dims, symbols, constants and + * mod floordiv ceildiv, built with
// the same construction-time simplifications as upstream MLIR so that printed forms agree.

import { checkedAdd, checkedMul, floorDiv as floorDivInt, ceilDiv as ceilDivInt, mod as modInt, gcd } from './checkedMath.js';

export type AffineExprKind = 'dim' | 'symbol' | 'constant' | 'add' | 'mul' | 'mod' | 'floordiv' | 'ceildiv';
export type AffineBinaryKind = 'add' | 'mul' | 'mod' | 'floordiv' | 'ceildiv';

let nextExprId = 0;
const uniquer = new Map<string, AffineExpr>();

/** Base of all affine expressions. Instances are uniqued: structural equality is `===`. */
export abstract class AffineExprBase {
  readonly id = nextExprId++;
  abstract readonly kind: AffineExprKind;

  isSymbolicOrConstant(): boolean {
    return isSymbolicOrConstant(this as unknown as AffineExpr);
  }
  isPureAffine(): boolean {
    return isPureAffine(this as unknown as AffineExpr);
  }
  toString(): string {
    return printAffineExpr(this as unknown as AffineExpr);
  }
}

export class AffineDimExpr extends AffineExprBase {
  readonly kind = 'dim' as const;
  constructor(readonly position: number) {
    super();
  }
}

export class AffineSymbolExpr extends AffineExprBase {
  readonly kind = 'symbol' as const;
  constructor(readonly position: number) {
    super();
  }
}

export class AffineConstantExpr extends AffineExprBase {
  readonly kind = 'constant' as const;
  constructor(readonly value: number) {
    super();
  }
}

export class AffineBinaryExpr extends AffineExprBase {
  constructor(
    readonly kind: AffineBinaryKind,
    readonly lhs: AffineExpr,
    readonly rhs: AffineExpr,
  ) {
    super();
  }
}

export type AffineExpr = AffineDimExpr | AffineSymbolExpr | AffineConstantExpr | AffineBinaryExpr;

function unique<T extends AffineExpr>(key: string, make: () => T): T {
  let e = uniquer.get(key);
  if (!e) {
    e = make();
    uniquer.set(key, e);
  }
  return e as T;
}

export function dimExpr(position: number): AffineDimExpr {
  return unique('d' + position, () => new AffineDimExpr(position));
}

export function symbolExpr(position: number): AffineSymbolExpr {
  return unique('s' + position, () => new AffineSymbolExpr(position));
}

export function constantExpr(value: number): AffineConstantExpr {
  if (!Number.isSafeInteger(value)) throw new RangeError(`affine constant ${value} is outside the exact integer range`);
  const v = value + 0; // -0 and 0 are the same constant
  return unique('c' + v, () => new AffineConstantExpr(v));
}

function binary(kind: AffineBinaryKind, lhs: AffineExpr, rhs: AffineExpr): AffineBinaryExpr {
  return unique(`${kind}:${lhs.id}:${rhs.id}`, () => new AffineBinaryExpr(kind, lhs, rhs));
}

const asConst = (e: AffineExpr): AffineConstantExpr | undefined => (e.kind === 'constant' ? e : undefined);
const asBinary = (e: AffineExpr, kind?: AffineBinaryKind): AffineBinaryExpr | undefined =>
  e instanceof AffineBinaryExpr && (kind === undefined || e.kind === kind) ? e : undefined;

type ExprLike = AffineExpr | number;
const lift = (e: ExprLike): AffineExpr => (typeof e === 'number' ? constantExpr(e) : e);

export function isSymbolicOrConstant(e: AffineExpr): boolean {
  switch (e.kind) {
    case 'constant':
    case 'symbol':
      return true;
    case 'dim':
      return false;
    default:
      return isSymbolicOrConstant(e.lhs) && isSymbolicOrConstant(e.rhs);
  }
}

/** True when multiplication, floordiv, ceildiv and mod are only by constants. */
export function isPureAffine(e: AffineExpr): boolean {
  switch (e.kind) {
    case 'constant':
    case 'symbol':
    case 'dim':
      return true;
    case 'add':
      return isPureAffine(e.lhs) && isPureAffine(e.rhs);
    case 'mul':
      return isPureAffine(e.lhs) && isPureAffine(e.rhs) && (e.lhs.kind === 'constant' || e.rhs.kind === 'constant');
    default:
      return isPureAffine(e.lhs) && e.rhs.kind === 'constant';
  }
}

/** The greatest integer known to divide every value of `e`. */
export function largestKnownDivisor(e: AffineExpr): number {
  switch (e.kind) {
    case 'dim':
    case 'symbol':
      return 1;
    case 'constant':
      return Math.abs(e.value);
    case 'floordiv':
    case 'ceildiv': {
      const rhs = asConst(e.rhs);
      if (rhs && rhs.value !== 0) {
        const lhsDiv = largestKnownDivisor(e.lhs);
        if (lhsDiv % rhs.value === 0) return Math.abs(lhsDiv / rhs.value);
      }
      return 1;
    }
    case 'mul': {
      const p = largestKnownDivisor(e.lhs) * largestKnownDivisor(e.rhs);
      return Number.isSafeInteger(p) ? p : 1;
    }
    case 'add':
    case 'mod':
      return gcd(largestKnownDivisor(e.lhs), largestKnownDivisor(e.rhs));
  }
}

function simplifyAdd(lhs: AffineExpr, rhs: AffineExpr): AffineExpr | undefined {
  const lhsConst = asConst(lhs);
  const rhsConst = asConst(rhs);
  if (lhsConst && rhsConst) {
    const sum = checkedAdd(lhsConst.value, rhsConst.value);
    return sum === undefined ? undefined : constantExpr(sum);
  }
  // Constants go right; if only one side is symbolic, it goes right.
  if (lhsConst || (isSymbolicOrConstant(lhs) && !isSymbolicOrConstant(rhs))) return add(rhs, lhs);

  if (rhsConst && rhsConst.value === 0) return lhs;

  // (d0 + 2) + 3 -> d0 + 5
  const lBin = asBinary(lhs, 'add');
  if (lBin && rhsConst) {
    const lrhs = asConst(lBin.rhs);
    if (lrhs) {
      const sum = checkedAdd(lrhs.value, rhsConst.value);
      if (sum !== undefined) return add(lBin.lhs, sum);
    }
  }

  // c1 * e + c2 * e -> (c1 + c2) * e
  let lhsFactor = 1;
  let firstExpr: AffineExpr = lhs;
  const lMul = asBinary(lhs, 'mul');
  if (lMul && lMul.rhs.kind === 'constant') {
    lhsFactor = lMul.rhs.value;
    firstExpr = lMul.lhs;
  }
  let rhsFactor = 1;
  let secondExpr: AffineExpr = rhs;
  const rMul = asBinary(rhs, 'mul');
  if (rMul && rMul.rhs.kind === 'constant') {
    rhsFactor = rMul.rhs.value;
    secondExpr = rMul.lhs;
  }
  if (firstExpr === secondExpr) {
    const sum = checkedAdd(lhsFactor, rhsFactor);
    if (sum !== undefined) return mul(firstExpr, sum);
  }

  // (d0 + 2) + d1 -> (d0 + d1) + 2
  if (lBin) {
    const lrhs = asConst(lBin.rhs);
    if (lrhs) return add(add(lBin.lhs, rhs), lrhs);
  }

  // e + (e floordiv q) * q * -1 -> e mod q, and e + (e floordiv c) * -c -> e mod c.
  const rBin = asBinary(rhs);
  if (!rBin) return undefined;
  const lrhs = rBin.lhs;
  const rrhs = rBin.rhs;
  const lrhsMul = asBinary(lrhs, 'mul');
  if (rrhs.kind === 'constant' && rrhs.value === -1 && lrhsMul) {
    const llrhs = asBinary(lrhsMul.lhs, 'floordiv');
    if (!llrhs) return undefined;
    if (llrhs.rhs === lrhsMul.rhs && lhs === llrhs.lhs) return mod(lhs, lrhsMul.rhs);
  }
  const lrFloor = asBinary(lrhs, 'floordiv');
  if (!lrFloor || rhs.kind !== 'mul') return undefined;
  const divisor = asConst(lrFloor.rhs);
  if (divisor && divisor.value > 0 && lhs === lrFloor.lhs && rrhs.kind === 'constant' && rrhs.value === -divisor.value) {
    return mod(lhs, divisor);
  }
  return undefined;
}

function simplifyMul(lhs: AffineExpr, rhs: AffineExpr): AffineExpr | undefined {
  const lhsConst = asConst(lhs);
  const rhsConst = asConst(rhs);
  if (lhsConst && rhsConst) {
    const p = checkedMul(lhsConst.value, rhsConst.value);
    return p === undefined ? undefined : constantExpr(p);
  }
  if (!isSymbolicOrConstant(lhs) && !isSymbolicOrConstant(rhs)) return undefined;
  // The constant / symbolic factor goes right.
  if (!isSymbolicOrConstant(rhs) || lhsConst) return mul(rhs, lhs);
  if (rhsConst) {
    if (rhsConst.value === 1) return lhs;
    if (rhsConst.value === 0) return rhsConst;
  }
  // (d0 * 2) * 3 -> d0 * 6
  const lBin = asBinary(lhs, 'mul');
  if (lBin && rhsConst) {
    const lrhs = asConst(lBin.rhs);
    if (lrhs) {
      const p = checkedMul(lrhs.value, rhsConst.value);
      if (p !== undefined) return mul(lBin.lhs, p);
    }
  }
  // (d0 * 2) * d1 -> (d0 * d1) * 2
  if (lBin) {
    const lrhs = asConst(lBin.rhs);
    if (lrhs) return mul(mul(lBin.lhs, rhs), lrhs);
  }
  return undefined;
}

function simplifyDiv(lhs: AffineExpr, rhs: AffineExpr, isCeil: boolean): AffineExpr | undefined {
  const lhsConst = asConst(lhs);
  const rhsConst = asConst(rhs);
  if (!rhsConst || rhsConst.value === 0) return undefined;
  if (lhsConst) return constantExpr(isCeil ? ceilDivInt(lhsConst.value, rhsConst.value) : floorDivInt(lhsConst.value, rhsConst.value));
  if (rhsConst.value === 1) return lhs;
  // (e * 128) floordiv 64 -> e * 2
  const lBin = asBinary(lhs);
  if (lBin && lBin.kind === 'mul') {
    const lrhs = asConst(lBin.rhs);
    if (lrhs && lrhs.value % rhsConst.value === 0) return mul(lBin.lhs, lrhs.value / rhsConst.value);
  }
  // (e1 + e2) floordiv c when e1 or e2 is a known multiple of c.
  if (!isCeil && lBin && lBin.kind === 'add') {
    const llhsDiv = largestKnownDivisor(lBin.lhs);
    const lrhsDiv = largestKnownDivisor(lBin.rhs);
    if (llhsDiv % rhsConst.value === 0 || lrhsDiv % rhsConst.value === 0) {
      return add(floorDiv(lBin.lhs, rhsConst), floorDiv(lBin.rhs, rhsConst));
    }
  }
  return undefined;
}

function simplifyMod(lhs: AffineExpr, rhs: AffineExpr): AffineExpr | undefined {
  const lhsConst = asConst(lhs);
  const rhsConst = asConst(rhs);
  // mod by zero or a negative number is undefined and left alone.
  if (!rhsConst || rhsConst.value < 1) return undefined;
  if (lhsConst) return constantExpr(modInt(lhsConst.value, rhsConst.value));
  if (largestKnownDivisor(lhs) % rhsConst.value === 0) return constantExpr(0);
  const lBin = asBinary(lhs);
  if (lBin && lBin.kind === 'add') {
    if (largestKnownDivisor(lBin.lhs) % rhsConst.value === 0) return mod(lBin.rhs, rhsConst);
    if (largestKnownDivisor(lBin.rhs) % rhsConst.value === 0) return mod(lBin.lhs, rhsConst);
  }
  // (e mod a) mod b -> e mod b when b divides a.
  if (lBin && lBin.kind === 'mod') {
    const inner = asConst(lBin.rhs);
    if (inner && inner.value >= 1 && modInt(inner.value, rhsConst.value) === 0) return mod(lBin.lhs, rhsConst);
  }
  return undefined;
}

export function add(a: ExprLike, b: ExprLike): AffineExpr {
  const lhs = lift(a);
  const rhs = lift(b);
  return simplifyAdd(lhs, rhs) ?? binary('add', lhs, rhs);
}

export function mul(a: ExprLike, b: ExprLike): AffineExpr {
  const lhs = lift(a);
  const rhs = lift(b);
  return simplifyMul(lhs, rhs) ?? binary('mul', lhs, rhs);
}

export function neg(a: ExprLike): AffineExpr {
  return mul(a, -1);
}

export function sub(a: ExprLike, b: ExprLike): AffineExpr {
  return add(a, neg(b));
}

export function floorDiv(a: ExprLike, b: ExprLike): AffineExpr {
  const lhs = lift(a);
  const rhs = lift(b);
  return simplifyDiv(lhs, rhs, false) ?? binary('floordiv', lhs, rhs);
}

export function ceilDiv(a: ExprLike, b: ExprLike): AffineExpr {
  const lhs = lift(a);
  const rhs = lift(b);
  return simplifyDiv(lhs, rhs, true) ?? binary('ceildiv', lhs, rhs);
}

export function mod(a: ExprLike, b: ExprLike): AffineExpr {
  const lhs = lift(a);
  const rhs = lift(b);
  return simplifyMod(lhs, rhs) ?? binary('mod', lhs, rhs);
}

export function binaryExpr(kind: AffineBinaryKind, lhs: AffineExpr, rhs: AffineExpr): AffineExpr {
  switch (kind) {
    case 'add':
      return add(lhs, rhs);
    case 'mul':
      return mul(lhs, rhs);
    case 'mod':
      return mod(lhs, rhs);
    case 'floordiv':
      return floorDiv(lhs, rhs);
    case 'ceildiv':
      return ceilDiv(lhs, rhs);
  }
}

/** Substitutes dims and symbols (positions past the given arrays are kept), rebuilding with simplification. */
export function replaceDimsAndSymbols(e: AffineExpr, dims: readonly AffineExpr[], syms: readonly AffineExpr[]): AffineExpr {
  switch (e.kind) {
    case 'constant':
      return e;
    case 'dim':
      return e.position < dims.length ? dims[e.position] : e;
    case 'symbol':
      return e.position < syms.length ? syms[e.position] : e;
    default: {
      const l = replaceDimsAndSymbols(e.lhs, dims, syms);
      const r = replaceDimsAndSymbols(e.rhs, dims, syms);
      return l === e.lhs && r === e.rhs ? e : binaryExpr(e.kind, l, r);
    }
  }
}

/** Visits every sub-expression in post-order. */
export function walkAffineExpr(e: AffineExpr, fn: (e: AffineExpr) => void): void {
  if (e instanceof AffineBinaryExpr) {
    walkAffineExpr(e.lhs, fn);
    walkAffineExpr(e.rhs, fn);
  }
  fn(e);
}

export function isFunctionOfDim(e: AffineExpr, position: number): boolean {
  if (e.kind === 'dim') return e.position === position;
  if (e instanceof AffineBinaryExpr) return isFunctionOfDim(e.lhs, position) || isFunctionOfDim(e.rhs, position);
  return false;
}

export function isFunctionOfSymbol(e: AffineExpr, position: number): boolean {
  if (e.kind === 'symbol') return e.position === position;
  if (e instanceof AffineBinaryExpr) return isFunctionOfSymbol(e.lhs, position) || isFunctionOfSymbol(e.rhs, position);
  return false;
}

/** Evaluates with concrete dim and symbol values; undefined for division by zero, non-positive mod or overflow. */
export function evaluateAffineExpr(e: AffineExpr, dims: readonly number[], syms: readonly number[]): number | undefined {
  switch (e.kind) {
    case 'constant':
      return e.value;
    case 'dim':
      return dims[e.position];
    case 'symbol':
      return syms[e.position];
  }
  const l = evaluateAffineExpr(e.lhs, dims, syms);
  const r = evaluateAffineExpr(e.rhs, dims, syms);
  if (l === undefined || r === undefined) return undefined;
  switch (e.kind) {
    case 'add':
      return checkedAdd(l, r);
    case 'mul':
      return checkedMul(l, r);
    case 'floordiv':
      return r === 0 ? undefined : floorDivInt(l, r);
    case 'ceildiv':
      return r === 0 ? undefined : ceilDivInt(l, r);
    case 'mod':
      return r < 1 ? undefined : modInt(l, r);
  }
}

/** Prints an operand reference for a dim or symbol position; the default prints d0 / s0. */
export type AffineOperandPrinter = (position: number, isSymbol: boolean) => string;

/** Prints `e` exactly as upstream MLIR does (subtraction sugar, minimal parentheses). */
export function printAffineExpr(e: AffineExpr, printOperand?: AffineOperandPrinter): string {
  const out: string[] = [];
  printInto(e, false, printOperand, out);
  return out.join('');
}

function printInto(e: AffineExpr, strong: boolean, po: AffineOperandPrinter | undefined, out: string[]): void {
  switch (e.kind) {
    case 'symbol':
      out.push(po ? po(e.position, true) : 's' + e.position);
      return;
    case 'dim':
      out.push(po ? po(e.position, false) : 'd' + e.position);
      return;
    case 'constant':
      out.push(String(e.value));
      return;
  }
  const { lhs, rhs } = e;
  if (e.kind !== 'add') {
    if (strong) out.push('(');
    if (e.kind === 'mul' && rhs.kind === 'constant' && rhs.value === -1) {
      out.push('-');
      printInto(lhs, true, po, out);
    } else {
      printInto(lhs, true, po, out);
      out.push(' ', e.kind === 'mul' ? '*' : e.kind, ' ');
      printInto(rhs, true, po, out);
    }
    if (strong) out.push(')');
    return;
  }
  if (strong) out.push('(');
  const rMul = rhs instanceof AffineBinaryExpr && rhs.kind === 'mul' ? rhs : undefined;
  if (rMul && rMul.rhs.kind === 'constant' && rMul.rhs.value === -1) {
    printInto(lhs, false, po, out);
    out.push(' - ');
    printInto(rMul.lhs, rMul.lhs.kind === 'add', po, out);
  } else if (rMul && rMul.rhs.kind === 'constant' && rMul.rhs.value < -1) {
    printInto(lhs, false, po, out);
    out.push(' - ');
    printInto(rMul.lhs, true, po, out);
    out.push(' * ', String(-rMul.rhs.value));
  } else if (rhs.kind === 'constant' && rhs.value < 0) {
    printInto(lhs, false, po, out);
    out.push(' - ', String(-rhs.value));
  } else {
    printInto(lhs, false, po, out);
    out.push(' + ');
    printInto(rhs, false, po, out);
  }
  if (strong) out.push(')');
}
