// Affine expressions, maps and integer sets as C over `long`: floordiv and mod as C's `/` and `%` where the dividend
// is provably non-negative (where C's truncation is the floor: the compiler vectorizes them), else, like ceildiv,
// through small helper functions. Over `int` loop counters, a sub-expression of int counters and constants is
// computed in `int` where its range provably fits (as in the program), else the counters are converted to long.

import { AffineBinaryExpr, type AffineExpr, add, constantExpr, mul } from '../../ir/affineExpr.js';
import type { AffineMap, IntegerSet } from '../../ir/affineMap.js';
import type { Operation, Value } from '../../ir/operation.js';
import { affineExprLowerBound } from '../../ir/transforms/valueFacts.js';
import { affineExprRange, rangeWithin, signedRange, valueRange } from '../../ir/transforms/valueRanges.js';
import { atom, compound, type CExpr, type FunctionPrinter } from './function.js';

/** A lower bound of a sub-expression of the expression printed (undefined: none known). */
type LowerBound = (e: AffineExpr) => number | undefined;

const unbounded: LowerBound = () => undefined;
const intRange = signedRange(32);

/**
 * `e` with dims and symbols replaced by the C operands (dims first, then symbols, as in MLIR); `lb` bounds its
 * sub-expressions from below. Operands and the result may be `narrow` (C int; see CExpr).
 */
export function affineExprC(fp: FunctionPrinter, e: AffineExpr, dims: readonly CExpr[], syms: readonly CExpr[], lb: LowerBound = unbounded): CExpr {
  switch (e.kind) {
    case 'dim':
      return dims[e.position]!;
    case 'symbol':
      return syms[e.position]!;
    case 'constant':
      return atom(e.value < 0 ? `(${e.value})` : String(e.value));
  }
  const sub = (x: AffineExpr): CExpr => affineExprC(fp, x, dims, syms, lb);
  const operand = (x: AffineExpr): string => {
    const c = sub(x);
    return c.atomic ? c.text : `(${c.text})`;
  };
  const narrow = isIntNode(e, dims, syms);
  const result = (text: string): CExpr => ({ text, atomic: false, narrow });
  const { lhs, rhs } = e;
  // Truncation is the floor for a non-negative dividend (the divisor is a positive constant in affine maps).
  if ((e.kind === 'floordiv' || e.kind === 'mod') && rhs.kind === 'constant' && rhs.value > 0 && (lb(lhs) ?? -1) >= 0) {
    return result(`${operand(lhs)} ${e.kind === 'mod' ? '%' : '/'} ${rhs.value}`);
  }
  switch (e.kind) {
    case 'add': {
      if (rhs.kind === 'constant' && rhs.value < 0) return result(`${operand(lhs)} - ${-rhs.value}`);
      if (rhs instanceof AffineBinaryExpr && rhs.kind === 'mul' && rhs.rhs.kind === 'constant' && rhs.rhs.value < 0) {
        const k = -rhs.rhs.value;
        return result(`${operand(lhs)} - ${k === 1 ? operand(rhs.lhs) : `${operand(rhs.lhs)} * ${k}`}`);
      }
      return result(`${operand(lhs)} + ${operand(rhs)}`);
    }
    case 'mul':
      if (rhs.kind === 'constant' && rhs.value === -1) return result(`-${operand(lhs)}`);
      return result(`${operand(lhs)} * ${operand(rhs)}`);
    case 'mod':
      return atom(`${fp.module.helper('mod_long')}(${sub(lhs).text}, ${sub(rhs).text})`);
    case 'floordiv':
      return atom(`${fp.module.helper('floordivsi_long')}(${sub(lhs).text}, ${sub(rhs).text})`);
    case 'ceildiv':
      return atom(`${fp.module.helper('ceildivsi_long')}(${sub(lhs).text}, ${sub(rhs).text})`);
  }
}

/**
 * Whether C computes `e` in `int`: every leaf is a narrow operand or a constant that is an int, and at least one is
 * an operand (a division's result may come from a long helper; treating it as int only asks more of it).
 */
function isIntNode(e: AffineExpr, dims: readonly CExpr[], syms: readonly CExpr[]): boolean {
  let operands = 0;
  const visit = (x: AffineExpr): boolean => {
    switch (x.kind) {
      case 'constant':
        return rangeWithin({ lo: BigInt(x.value), hi: BigInt(x.value) }, intRange);
      case 'dim':
      case 'symbol':
        operands++;
        return !!(x.kind === 'dim' ? dims : syms)[x.position]!.narrow;
      default:
        return visit(x.lhs) && visit(x.rhs);
    }
  };
  return visit(e) && operands > 0;
}

/** Whether every sub-expression of `e` that C computes in int has a range within int's. */
function intNodesFit(e: AffineExpr, dims: readonly CExpr[], syms: readonly CExpr[], numDims: number, operands: readonly Value[]): boolean {
  if (e.kind === 'dim' || e.kind === 'symbol' || e.kind === 'constant') return true;
  if (isIntNode(e, dims, syms)) {
    const r = affineExprRange(e, (pos, isSym) => valueRange(operands[isSym ? numDims + pos : pos]!));
    if (!rangeWithin(r, intRange)) return false;
  }
  return intNodesFit(e.lhs, dims, syms, numDims, operands) && intNodesFit(e.rhs, dims, syms, numDims, operands);
}

/** The C operands of a map or set: its first `numDims` values are dims, the rest symbols. */
export function splitOperands(fp: FunctionPrinter, numDims: number, operands: readonly Value[]): { dims: CExpr[]; syms: CExpr[] } {
  const exprs = operands.map((v) => fp.exprAsIs(v));
  return { dims: exprs.slice(0, numDims), syms: exprs.slice(numDims) };
}

/**
 * `e` over `operands` as C: int operands stay int unless some int sub-expression could leave int's range, in which
 * case they are converted to long first.
 */
function exprOver(fp: FunctionPrinter, e: AffineExpr, numDims: number, operands: readonly Value[], lb: LowerBound): CExpr {
  const { dims, syms } = splitOperands(fp, numDims, operands);
  if (intNodesFit(e, dims, syms, numDims, operands)) return affineExprC(fp, e, dims, syms, lb);
  const wide = operands.map((v) => fp.expr(v));
  return affineExprC(fp, e, wide.slice(0, numDims), wide.slice(numDims), lb);
}

/** Lower bounds of expressions over `operands` where `at` (the op using them) runs. */
function boundsAt(numDims: number, operands: readonly Value[], at: Operation): LowerBound {
  return (e) => affineExprLowerBound(e, numDims, operands, at);
}

/** The results of `map` over the operands of `at`, as C. */
export function affineResults(fp: FunctionPrinter, map: AffineMap, operands: readonly Value[], at: Operation): CExpr[] {
  const lb = boundsAt(map.numDims, operands, at);
  return map.results.map((r) => exprOver(fp, r, map.numDims, operands, lb));
}

export function affineApply(fp: FunctionPrinter, map: AffineMap, operands: readonly Value[], at: Operation): CExpr {
  return affineResults(fp, map, operands, at)[0]!;
}

/** The min (or max) of a map's results, nested helper calls. */
export function affineMinMax(fp: FunctionPrinter, map: AffineMap, operands: readonly Value[], isMin: boolean, at: Operation): CExpr {
  return combine(fp, affineResults(fp, map, operands, at), isMin);
}

export function combine(fp: FunctionPrinter, exprs: readonly CExpr[], isMin: boolean): CExpr {
  if (exprs.length === 1) return exprs[0]!;
  // Only a helper that is called is printed: clang -Wall warns about unused static inline functions.
  const helper = fp.module.helper(isMin ? 'minsi_long' : 'maxsi_long');
  return exprs.slice(1).reduce((acc, e) => atom(`${helper}(${acc.text}, ${e.text})`), exprs[0]!);
}

/** A sum split by the signs of its terms: e = pos - neg + constant (pos and neg without constant terms). */
interface SignedSides {
  readonly pos: AffineExpr[];
  readonly neg: AffineExpr[];
  readonly constant: number;
}

function signedSides(e: AffineExpr): SignedSides {
  const out = { pos: [] as AffineExpr[], neg: [] as AffineExpr[], constant: 0 };
  const visit = (x: AffineExpr): void => {
    if (x.kind === 'add') {
      visit((x as AffineBinaryExpr).lhs);
      visit((x as AffineBinaryExpr).rhs);
    } else if (x.kind === 'constant') out.constant += x.value;
    else if (x.kind === 'mul' && x.rhs.kind === 'constant' && x.rhs.value < 0) out.neg.push(x.rhs.value === -1 ? x.lhs : mul(x.lhs, -x.rhs.value));
    else out.pos.push(x);
  };
  visit(e);
  return out;
}

const sumOf = (terms: readonly AffineExpr[], constant = 0): AffineExpr => {
  const all = constant === 0 && terms.length ? terms : [...terms, constantExpr(constant)];
  return all.reduce((a, b) => add(a, b));
};

/**
 * An integer set's constraints as a C condition joined by &&, each written as a comparison of its positive and
 * negative terms the way people write them: `-d0 + s0 - 1 >= 0` is `i < m`, `s0 - 1 >= 0` is `n >= 1`.
 */
export function integerSetC(fp: FunctionPrinter, set: IntegerSet, operands: readonly Value[], at: Operation): string {
  if (!set.constraints.length) return '1';
  const lb = boundsAt(set.numDims, operands, at);
  const c = (e: AffineExpr): string => exprOver(fp, e, set.numDims, operands, lb).text;
  return set.constraints
    .map((e, i) => {
      const { pos, neg, constant: k } = signedSides(e);
      if (set.eqFlags[i]) {
        // pos + k == neg, the constant on the side where it is positive.
        if (!pos.length && !neg.length) return k === 0 ? '1' : '0';
        if (!neg.length) return `${c(sumOf(pos))} == ${-k}`;
        if (!pos.length) return `${c(sumOf(neg))} == ${k}`;
        return k >= 0 ? `${c(sumOf(pos, k))} == ${c(sumOf(neg))}` : `${c(sumOf(pos))} == ${c(sumOf(neg, -k))}`;
      }
      // neg <= pos + k.
      if (!pos.length && !neg.length) return k >= 0 ? '1' : '0';
      if (!neg.length) return `${c(sumOf(pos))} >= ${-k}`;
      if (!pos.length) return `${c(sumOf(neg))} <= ${k}`;
      if (k === -1) return `${c(sumOf(neg))} < ${c(sumOf(pos))}`;
      return k >= 0 ? `${c(sumOf(neg))} <= ${c(sumOf(pos, k))}` : `${c(sumOf(neg, -k))} <= ${c(sumOf(pos))}`;
    })
    .join(' && ');
}
