// Affine expressions, maps and integer sets as C over `long`: floordiv, ceildiv and mod (always non-negative
// for the positive divisors affine allows) through small helper functions.

import { AffineBinaryExpr, type AffineExpr } from '../../ir/affineExpr.js';
import type { AffineMap, IntegerSet } from '../../ir/affineMap.js';
import type { Value } from '../../ir/operation.js';
import { atom, compound, type CExpr, type FunctionPrinter } from './function.js';

/** `e` with dims and symbols replaced by the C operands (dims first, then symbols, as in MLIR). */
export function affineExprC(fp: FunctionPrinter, e: AffineExpr, dims: readonly string[], syms: readonly string[]): CExpr {
  switch (e.kind) {
    case 'dim':
      return atom(dims[e.position]!);
    case 'symbol':
      return atom(syms[e.position]!);
    case 'constant':
      return atom(e.value < 0 ? `(${e.value})` : String(e.value));
  }
  const operand = (x: AffineExpr): string => {
    const c = affineExprC(fp, x, dims, syms);
    return c.atomic ? c.text : `(${c.text})`;
  };
  const { lhs, rhs } = e;
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
      return atom(`${fp.module.helper('mod_long')}(${affineExprC(fp, lhs, dims, syms).text}, ${affineExprC(fp, rhs, dims, syms).text})`);
    case 'floordiv':
      return atom(`${fp.module.helper('floordivsi_long')}(${affineExprC(fp, lhs, dims, syms).text}, ${affineExprC(fp, rhs, dims, syms).text})`);
    case 'ceildiv':
      return atom(`${fp.module.helper('ceildivsi_long')}(${affineExprC(fp, lhs, dims, syms).text}, ${affineExprC(fp, rhs, dims, syms).text})`);
  }
}

/** The C operands of a map or set: its first `numDims` values are dims, the rest symbols. */
export function splitOperands(fp: FunctionPrinter, numDims: number, operands: readonly Value[]): { dims: string[]; syms: string[] } {
  const texts = operands.map((v) => fp.operand(v));
  return { dims: texts.slice(0, numDims), syms: texts.slice(numDims) };
}

export function affineResults(fp: FunctionPrinter, map: AffineMap, operands: readonly Value[]): CExpr[] {
  const { dims, syms } = splitOperands(fp, map.numDims, operands);
  return map.results.map((r) => affineExprC(fp, r, dims, syms));
}

export function affineApply(fp: FunctionPrinter, map: AffineMap, operands: readonly Value[]): CExpr {
  return affineResults(fp, map, operands)[0]!;
}

/** The min (or max) of a map's results, nested helper calls. */
export function affineMinMax(fp: FunctionPrinter, map: AffineMap, operands: readonly Value[], isMin: boolean): CExpr {
  return combine(fp, affineResults(fp, map, operands), isMin);
}

export function combine(fp: FunctionPrinter, exprs: readonly CExpr[], isMin: boolean): CExpr {
  if (exprs.length === 1) return exprs[0]!;
  // Only a helper that is called is printed: clang -Wall warns about unused static inline functions.
  const helper = fp.module.helper(isMin ? 'minsi_long' : 'maxsi_long');
  return exprs.slice(1).reduce((acc, e) => atom(`${helper}(${acc.text}, ${e.text})`), exprs[0]!);
}

/** An integer set's constraints as a C condition (`e >= 0` and `e == 0`, joined by &&). */
export function integerSetC(fp: FunctionPrinter, set: IntegerSet, operands: readonly Value[]): string {
  const { dims, syms } = splitOperands(fp, set.numDims, operands);
  if (!set.constraints.length) return '1';
  return set.constraints
    .map((c, i) => {
      const e = affineExprC(fp, c, dims, syms);
      return `${e.atomic ? e.text : `(${e.text})`} ${set.eqFlags[i] ? '==' : '>='} 0`;
    })
    .join(' && ');
}
