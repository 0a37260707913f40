// Flattening affine expressions to linear form over [dims | symbols | locals | constant] (locals stand for
// floordiv/mod/ceildiv terms), and the simplification that rebuilds an expression from that form.

import {
  AffineExpr,
  AffineBinaryExpr,
  AffineBinaryKind,
  add,
  mul,
  mod,
  floorDiv,
  ceilDiv,
  binaryExpr,
  constantExpr,
  dimExpr,
  symbolExpr,
  isPureAffine,
} from './affineExpr.js';
import { AffineMap, IntegerSet } from './affineMap.js';
import { checkedAdd, checkedMul, gcd } from './checkedMath.js';

/** A local variable introduced by flattening: `floor(dividend . [dims, syms, locals, 1] / divisor)`. */
export interface FlatLocal {
  /** The expression the local stands for (a floordiv, ceildiv, or for semi-affine terms a product/mod/div). */
  readonly expr: AffineExpr;
  /** Coefficients over [dims, syms, locals defined before this one, constant]; undefined for semi-affine locals. */
  readonly dividend?: readonly number[];
  readonly divisor?: number;
}

/** Linear form of an expression: coefficients over [dims, syms, locals, constant]. */
export interface FlatForm {
  readonly numDims: number;
  readonly numSymbols: number;
  readonly coeffs: readonly number[];
  readonly locals: readonly FlatLocal[];
}

class FlattenFailure extends Error {}

function checked(v: number | undefined): number {
  if (v === undefined) throw new FlattenFailure('overflow');
  return v;
}

/** Post-order flattener, one local per distinct floordiv/ceildiv (mod is rewritten through a floordiv). */
class Flattener {
  readonly stack: number[][] = [];
  readonly locals: FlatLocal[] = [];
  private readonly localExprs: AffineExpr[] = [];

  constructor(
    readonly numDims: number,
    readonly numSymbols: number,
  ) {}

  private get localStart(): number {
    return this.numDims + this.numSymbols;
  }
  private get numCols(): number {
    return this.numDims + this.numSymbols + this.locals.length + 1;
  }
  private zeros(): number[] {
    return new Array<number>(this.numCols).fill(0);
  }

  walk(e: AffineExpr): void {
    switch (e.kind) {
      case 'dim': {
        const row = this.zeros();
        row[e.position] = 1;
        this.stack.push(row);
        return;
      }
      case 'symbol': {
        const row = this.zeros();
        row[this.numDims + e.position] = 1;
        this.stack.push(row);
        return;
      }
      case 'constant': {
        const row = this.zeros();
        row[row.length - 1] = e.value;
        this.stack.push(row);
        return;
      }
    }
    this.walk(e.lhs);
    this.walk(e.rhs);
    switch (e.kind) {
      case 'add':
        return this.visitAdd();
      case 'mul':
        return this.visitMul(e);
      case 'mod':
        return this.visitMod(e);
      case 'floordiv':
        return this.visitDiv(e, false);
      case 'ceildiv':
        return this.visitDiv(e, true);
    }
  }

  private visitAdd(): void {
    const rhs = this.stack.pop()!;
    const lhs = this.stack[this.stack.length - 1];
    for (let i = 0; i < rhs.length; i++) lhs[i] = checked(checkedAdd(lhs[i], rhs[i]));
  }

  private visitMul(e: AffineBinaryExpr): void {
    const rhs = this.stack.pop()!;
    const lhs = this.stack[this.stack.length - 1];
    if (e.rhs.kind !== 'constant') {
      const a = this.toExpr(lhs);
      const b = this.toExpr(rhs);
      this.addSemiAffineLocal(mul(a, b), lhs);
      return;
    }
    const c = rhs[rhs.length - 1];
    for (let i = 0; i < lhs.length; i++) lhs[i] = checked(checkedMul(lhs[i], c));
  }

  private visitMod(e: AffineBinaryExpr): void {
    const rhs = this.stack.pop()!;
    const lhs = this.stack[this.stack.length - 1];
    if (e.rhs.kind !== 'constant') {
      this.addSemiAffineLocal(mod(this.toExpr(lhs), this.toExpr(rhs)), lhs);
      return;
    }
    const c = rhs[rhs.length - 1];
    if (c <= 0) throw new FlattenFailure('mod by a non-positive constant');
    if (lhs.every((v) => v % c === 0)) {
      lhs.fill(0);
      return;
    }
    // e mod c = e - c * (e floordiv c), cancelling the gcd of e and c in the floordiv.
    let g = c;
    for (const v of lhs) g = gcd(g, v);
    const dividend = lhs.map((v) => v / g);
    const divisor = c / g;
    const divExpr = floorDiv(this.toExpr(dividend), constantExpr(divisor));
    const loc = this.localExprs.indexOf(divExpr);
    if (loc === -1) {
      this.addFloorDivLocal(dividend, divisor, divExpr);
      lhs[this.localStart + this.locals.length - 1] = -c;
    } else {
      lhs[this.localStart + loc] = checked(checkedAdd(lhs[this.localStart + loc], -c));
    }
  }

  private visitDiv(e: AffineBinaryExpr, isCeil: boolean): void {
    const rhs = this.stack.pop()!;
    const lhs = this.stack[this.stack.length - 1];
    if (e.rhs.kind !== 'constant') {
      const a = this.toExpr(lhs);
      const b = this.toExpr(rhs);
      this.addSemiAffineLocal(isCeil ? ceilDiv(a, b) : floorDiv(a, b), lhs);
      return;
    }
    const c = rhs[rhs.length - 1];
    if (c <= 0) throw new FlattenFailure('division by a non-positive constant');
    let g = c;
    for (const v of lhs) g = gcd(g, v);
    for (let i = 0; i < lhs.length; i++) lhs[i] = lhs[i] / g + 0;
    const divisor = c / g;
    if (divisor === 1) return;
    const a = this.toExpr(lhs);
    const divExpr = isCeil ? ceilDiv(a, divisor) : floorDiv(a, divisor);
    let loc = this.localExprs.indexOf(divExpr);
    if (loc === -1) {
      const dividend = [...lhs];
      // x ceildiv c == (x + c - 1) floordiv c
      if (isCeil) dividend[dividend.length - 1] = checked(checkedAdd(dividend[dividend.length - 1], divisor - 1));
      this.addFloorDivLocal(dividend, divisor, divExpr);
      loc = this.locals.length - 1;
    }
    lhs.fill(0);
    lhs[this.localStart + loc] = 1;
  }

  private insertLocalColumn(): void {
    const at = this.localStart + this.locals.length;
    for (const row of this.stack) row.splice(at, 0, 0);
  }

  private addFloorDivLocal(dividend: number[], divisor: number, expr: AffineExpr): void {
    this.insertLocalColumn();
    this.locals.push({ expr, dividend: Object.freeze([...dividend]), divisor });
    this.localExprs.push(expr);
  }

  private addSemiAffineLocal(expr: AffineExpr, result: number[]): void {
    let loc = this.localExprs.indexOf(expr);
    if (loc === -1) {
      this.insertLocalColumn();
      this.locals.push({ expr });
      this.localExprs.push(expr);
      loc = this.locals.length - 1;
      // the column was inserted into `result` too (it is on the stack)
    }
    result.fill(0);
    result[this.localStart + loc] = 1;
  }

  toExpr(row: readonly number[]): AffineExpr {
    return exprFromFlatForm(row, this.numDims, this.numSymbols, this.localExprs);
  }
}

/** Rebuilds `sum(coeff * id) + constant`, dims first, then symbols, then locals (upstream's order). */
export function exprFromFlatForm(
  flat: readonly number[],
  numDims: number,
  numSymbols: number,
  localExprs: readonly AffineExpr[],
): AffineExpr {
  let expr: AffineExpr = constantExpr(0);
  for (let j = 0; j < numDims + numSymbols; j++) {
    if (flat[j] === 0) continue;
    const id = j < numDims ? dimExpr(j) : symbolExpr(j - numDims);
    expr = add(expr, mul(id, flat[j]));
  }
  for (let j = numDims + numSymbols; j < flat.length - 1; j++) {
    if (flat[j] === 0) continue;
    expr = add(expr, mul(localExprs[j - numDims - numSymbols], flat[j]));
  }
  const c = flat[flat.length - 1];
  if (c !== 0) expr = add(expr, c);
  return expr;
}

/** The linear form of `e`, or undefined if it divides by a non-positive constant or overflows. */
export function flattenAffineExpr(e: AffineExpr, numDims: number, numSymbols: number): FlatForm | undefined {
  const f = new Flattener(numDims, numSymbols);
  try {
    f.walk(e);
  } catch (err) {
    if (err instanceof FlattenFailure) return undefined;
    throw err;
  }
  return { numDims, numSymbols, coeffs: f.stack[0], locals: f.locals };
}

/** Linear forms of all results of a map, sharing one list of locals; undefined as for flattenAffineExpr. */
export function flattenAffineMap(map: AffineMap): { rows: number[][]; locals: FlatLocal[] } | undefined {
  const f = new Flattener(map.numDims, map.numSymbols);
  try {
    for (const r of map.results) f.walk(r);
  } catch (err) {
    if (err instanceof FlattenFailure) return undefined;
    throw err;
  }
  // Rows flattened early lack columns for locals added later; pad them (locals precede the constant).
  const width = map.numInputs + f.locals.length + 1;
  const rows = f.stack.map((row) => {
    const padded = [...row];
    while (padded.length < width) padded.splice(padded.length - 1, 0, 0);
    return padded;
  });
  return { rows, locals: f.locals };
}

// --- semi-affine simplification (mod/div by a symbol), as upstream does it ---

function canSimplifyDivisionBySymbol(e: AffineExpr, symbolPos: number, opKind: AffineBinaryKind, fromMul = false): boolean {
  switch (e.kind) {
    case 'constant':
      return e.value === 0;
    case 'dim':
      return false;
    case 'symbol':
      return e.position === symbolPos;
    case 'add':
      return canSimplifyDivisionBySymbol(e.lhs, symbolPos, opKind) && canSimplifyDivisionBySymbol(e.rhs, symbolPos, opKind);
    case 'mod':
      return canSimplifyDivisionBySymbol(e.lhs, symbolPos, 'mod') && canSimplifyDivisionBySymbol(e.rhs, symbolPos, 'mod');
    case 'mul':
      return canSimplifyDivisionBySymbol(e.lhs, symbolPos, opKind, true) || canSimplifyDivisionBySymbol(e.rhs, symbolPos, opKind, true);
    case 'floordiv':
    case 'ceildiv':
      if (opKind !== e.kind || fromMul) return false;
      return canSimplifyDivisionBySymbol(e.lhs, symbolPos, e.kind);
  }
}

function symbolicDivide(e: AffineExpr, symbolPos: number, opKind: AffineBinaryKind): AffineExpr | undefined {
  switch (e.kind) {
    case 'constant':
      return e.value !== 0 ? undefined : constantExpr(0);
    case 'dim':
      return undefined;
    case 'symbol':
      return constantExpr(1);
    case 'add':
    case 'mod': {
      const kind = e.kind === 'mod' ? 'mod' : opKind;
      const l = symbolicDivide(e.lhs, symbolPos, kind);
      const r = symbolicDivide(e.rhs, symbolPos, kind);
      return l && r ? binaryExpr(e.kind, l, r) : undefined;
    }
    case 'mul': {
      if (!canSimplifyDivisionBySymbol(e.lhs, symbolPos, opKind)) {
        const r = symbolicDivide(e.rhs, symbolPos, opKind);
        return r ? mul(e.lhs, r) : undefined;
      }
      const l = symbolicDivide(e.lhs, symbolPos, opKind);
      return l ? mul(l, e.rhs) : undefined;
    }
    case 'floordiv':
    case 'ceildiv': {
      const l = symbolicDivide(e.lhs, symbolPos, e.kind);
      return l ? binaryExpr(e.kind, l, e.rhs) : undefined;
    }
  }
}

function simplifySemiAffine(e: AffineExpr): AffineExpr {
  switch (e.kind) {
    case 'constant':
    case 'dim':
    case 'symbol':
      return e;
    case 'add':
    case 'mul':
      return binaryExpr(e.kind, simplifySemiAffine(e.lhs), simplifySemiAffine(e.rhs));
    default: {
      const sLhs = simplifySemiAffine(e.lhs);
      const sRhs = simplifySemiAffine(e.rhs);
      if (sRhs.kind !== 'symbol') return binaryExpr(e.kind, sLhs, sRhs);
      if (!canSimplifyDivisionBySymbol(e.lhs, sRhs.position, e.kind)) return binaryExpr(e.kind, sLhs, sRhs);
      if (e.kind === 'mod') return constantExpr(0);
      return symbolicDivide(sLhs, sRhs.position, e.kind) ?? binaryExpr(e.kind, sLhs, sRhs);
    }
  }
}

/** Upstream's simplifyAffineExpr: flatten and rebuild, so `d0 + 1 + d0 - 1` becomes `d0 * 2`. */
export function simplifyAffineExpr(expr: AffineExpr, numDims: number, numSymbols: number): AffineExpr {
  const pure = isPureAffine(expr);
  if (!pure) expr = simplifySemiAffine(expr);
  const f = new Flattener(numDims, numSymbols);
  try {
    f.walk(expr);
  } catch (err) {
    if (err instanceof FlattenFailure) return expr;
    throw err;
  }
  const flat = f.stack[0];
  const localExprs = f.locals.map((l) => l.expr);
  if (!isPureAffine(expr)) {
    // Semi-affine expressions are only rewritten when flattening changes them.
    const rebuilt = exprFromFlatForm(flat, numDims, numSymbols, localExprs);
    return rebuilt === expr ? expr : rebuilt;
  }
  return exprFromFlatForm(flat, numDims, numSymbols, localExprs);
}

export function simplifyAffineMap(map: AffineMap): AffineMap {
  return AffineMap.get(
    map.numDims,
    map.numSymbols,
    map.results.map((r) => simplifyAffineExpr(r, map.numDims, map.numSymbols)),
  );
}

/**
 * Simplifies every constraint, drops constraints that are trivially true and duplicates, and returns the
 * canonical empty set when a constraint is trivially false. Equalities are normalized to a positive leading
 * coefficient so `d0 - 1 == 0` and `-d0 + 1 == 0` are recognized as duplicates.
 */
export function simplifyIntegerSet(set: IntegerSet): IntegerSet {
  const constraints: AffineExpr[] = [];
  const eqFlags: boolean[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < set.numConstraints; i++) {
    const isEq = set.eqFlags[i];
    let c = simplifyAffineExpr(set.constraints[i], set.numDims, set.numSymbols);
    if (c.kind === 'constant') {
      const holds = isEq ? c.value === 0 : c.value >= 0;
      if (!holds) return IntegerSet.emptySet(set.numDims, set.numSymbols);
      continue;
    }
    if (isEq) {
      const flat = flattenAffineExpr(c, set.numDims, set.numSymbols);
      const lead = flat?.coeffs.find((v) => v !== 0);
      if (lead !== undefined && lead < 0) c = simplifyAffineExpr(mul(c, -1), set.numDims, set.numSymbols);
    }
    const key = `${isEq ? 'eq' : 'ge'}:${c.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    constraints.push(c);
    eqFlags.push(isEq);
  }
  if (constraints.length === 0) {
    // Keep a trivially true constraint: an integer set needs at least one.
    return IntegerSet.get(set.numDims, set.numSymbols, [constantExpr(0)], [true]);
  }
  return IntegerSet.get(set.numDims, set.numSymbols, constraints, eqFlags);
}
