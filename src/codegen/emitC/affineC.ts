// Affine expressions, maps and integer sets as C over `long`: floordiv and mod as C's `/` and `%` where the dividend
// is provably non-negative (where C's truncation is the floor: the compiler vectorizes them), else, like ceildiv,
// through small helper functions.

import { AffineBinaryExpr, type AffineExpr } from '../../ir/affineExpr.js';
import type { AffineMap, IntegerSet } from '../../ir/affineMap.js';
import type { Operation, Value } from '../../ir/operation.js';
import { affineExprLowerBound } from '../../ir/transforms/valueFacts.js';
import { atom, compound, type CExpr, type FunctionPrinter } from './function.js';

/** A lower bound of a sub-expression of the expression printed (undefined: none known). */
type LowerBound = (e: AffineExpr) => number | undefined;

const unbounded: LowerBound = () => undefined;

/**
 * `e` with dims and symbols replaced by the C operands (dims first, then symbols, as in MLIR); `lb` bounds its
 * sub-expressions from below.
 */
export function affineExprC(fp: FunctionPrinter, e: AffineExpr, dims: readonly string[], syms: readonly string[], lb: LowerBound = unbounded): CExpr {
  switch (e.kind) {
    case 'dim':
      return atom(dims[e.position]!);
    case 'symbol':
      return atom(syms[e.position]!);
    case 'constant':
      return atom(e.value < 0 ? `(${e.value})` : String(e.value));
  }
  const sub = (x: AffineExpr): CExpr => affineExprC(fp, x, dims, syms, lb);
  const operand = (x: AffineExpr): string => {
    const c = sub(x);
    return c.atomic ? c.text : `(${c.text})`;
  };
  const { lhs, rhs } = e;
  // Truncation is the floor for a non-negative dividend (the divisor is a positive constant in affine maps).
  if ((e.kind === 'floordiv' || e.kind === 'mod') && rhs.kind === 'constant' && rhs.value > 0 && (lb(lhs) ?? -1) >= 0) {
    return compound(`${operand(lhs)} ${e.kind === 'mod' ? '%' : '/'} ${rhs.value}`);
  }
  switch (e.kind) {
    case 'add': {
      if (rhs.kind === 'constant' && rhs.value < 0) return compound(`${operand(lhs)} - ${-rhs.value}`);
      if (rhs instanceof AffineBinaryExpr && rhs.kind === 'mul' && rhs.rhs.kind === 'constant' && rhs.rhs.value < 0) {
        const k = -rhs.rhs.value;
        return compound(`${operand(lhs)} - ${k === 1 ? operand(rhs.lhs) : `${operand(rhs.lhs)} * ${k}`}`);
      }
      return compound(`${operand(lhs)} + ${operand(rhs)}`);
    }
    case 'mul':
      if (rhs.kind === 'constant' && rhs.value === -1) return compound(`-${operand(lhs)}`);
      return compound(`${operand(lhs)} * ${operand(rhs)}`);
    case 'mod':
      return atom(`${fp.module.helper('mod_long')}(${sub(lhs).text}, ${sub(rhs).text})`);
    case 'floordiv':
      return atom(`${fp.module.helper('floordivsi_long')}(${sub(lhs).text}, ${sub(rhs).text})`);
    case 'ceildiv':
      return atom(`${fp.module.helper('ceildivsi_long')}(${sub(lhs).text}, ${sub(rhs).text})`);
  }
}

/** The C operands of a map or set: its first `numDims` values are dims, the rest symbols. */
export function splitOperands(fp: FunctionPrinter, numDims: number, operands: readonly Value[]): { dims: string[]; syms: string[] } {
  const texts = operands.map((v) => fp.operand(v));
  return { dims: texts.slice(0, numDims), syms: texts.slice(numDims) };
}

/** Lower bounds of expressions over `operands` where `at` (the op using them) runs. */
function boundsAt(numDims: number, operands: readonly Value[], at: Operation): LowerBound {
  return (e) => affineExprLowerBound(e, numDims, operands, at);
}

/** The results of `map` over the operands of `at`, as C. */
export function affineResults(fp: FunctionPrinter, map: AffineMap, operands: readonly Value[], at: Operation): CExpr[] {
  const { dims, syms } = splitOperands(fp, map.numDims, operands);
  const lb = boundsAt(map.numDims, operands, at);
  return map.results.map((r) => affineExprC(fp, r, dims, syms, lb));
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

/** An integer set's constraints as a C condition (`e >= 0` and `e == 0`, joined by &&). */
export function integerSetC(fp: FunctionPrinter, set: IntegerSet, operands: readonly Value[], at: Operation): string {
  const { dims, syms } = splitOperands(fp, set.numDims, operands);
  if (!set.constraints.length) return '1';
  const lb = boundsAt(set.numDims, operands, at);
  return set.constraints
    .map((c, i) => {
      const e = affineExprC(fp, c, dims, syms, lb);
      return `${e.atomic ? e.text : `(${e.text})`} ${set.eqFlags[i] ? '==' : '>='} 0`;
    })
    .join(' && ');
}
