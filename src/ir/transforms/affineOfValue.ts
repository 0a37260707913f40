// Folds the integer arithmetic that computes an SSA value into an affine expression (Polygeist III-B a):
// constants, add/sub, multiplication and shifts by constants, casts, exact divisions, upstream lower-affine's
// floordiv/ceildiv/mod idioms, affine.apply, and min/max nests for loop bounds. What cannot be folded becomes a
// dim or symbol operand when a LeafPolicy accepts it; otherwise the value is not affine.

import { AffineExpr, add, ceilDiv, constantExpr, dimExpr, floorDiv, mod, mul, replaceDimsAndSymbols, sub, symbolExpr } from '../affineExpr.js';
import { canonicalizeMapAndOperands } from '../affineCompose.js';
import { simplifyAffineMap } from '../affineFlatten.js';
import { AffineMap } from '../affineMap.js';
import { cmpiPredicates } from '../dialects/arithAttrs.js';
import { affineApply, mapAttr } from '../dialects/affineOps.js';
import { IntegerAttr } from '../attributes.js';
import { Operation, Value } from '../operation.js';
import { defOp, isIntegerLike, isKnownNonNegative, sameComputation, smallConstant } from './valueFacts.js';

/** What an undecomposable value becomes: an index operand of the map (a dim or a symbol), or undefined. */
export interface LeafPolicy {
  leaf(v: Value): { value: Value; kind: 'dim' | 'symbol' } | undefined;
  /** Where the expression is used: what holds there (enclosing loops run, guards hold) may prove a dividend non-negative. */
  readonly at?: Operation;
}

/** Every leaf is an opaque symbol: for comparing subscripts (alias checks), never for building IR. */
export const opaqueLeaves: LeafPolicy = { leaf: (v) => ({ value: v, kind: 'symbol' }) };

export type BoundKind = 'min' | 'max';

/** At most this many terms in one min/max bound (sums of min/max nests multiply their terms). */
const MAX_BOUND_TERMS = 16;

export function cmpiPredicate(op: Operation): string | undefined {
  const p = op.attr('predicate');
  return p instanceof IntegerAttr ? cmpiPredicates[p.number] : undefined;
}

/** True if `c` is `arith.cmpi <pred>, x, 0`. */
function isCmpWithZero(c: Value, pred: string, x: Value): boolean {
  const d = defOp(c, 'arith.cmpi');
  return !!d && cmpiPredicate(d) === pred && d.operand(0) === x && smallConstant(d.operand(1)) === 0;
}

/** Operands of `name` as [a, b], also accepting the swapped order for commutative ops. */
function binaryOperands(v: Value, name: string): [Value, Value] | undefined {
  const d = defOp(v, name);
  return d ? [d.operand(0), d.operand(1)] : undefined;
}

function isConst(v: Value, c: number): boolean {
  return smallConstant(v) === c;
}

/** The positive constant divisor of a divsi/remsi, else undefined. */
function positiveDivisor(v: Value): number | undefined {
  const c = smallConstant(v);
  return c !== undefined && c > 0 ? c : undefined;
}

/**
 * `select(x < 0, -1 - q, q)` with `q = divsi(select(x < 0, -1 - x, x), c)`: upstream's lowering of `x floordiv c`.
 * Returns [x, c].
 */
function matchFloorDivIdiom(sel: Operation): [Value, number] | undefined {
  const [cond, a, b] = sel.operandValues();
  const div = defOp(b, 'arith.divsi');
  const negQ = binaryOperands(a, 'arith.subi');
  if (!div || !negQ || !isConst(negQ[0], -1) || negQ[1] !== b) return undefined;
  const c = positiveDivisor(div.operand(1));
  const inner = defOp(div.operand(0), 'arith.select');
  if (c === undefined || !inner) return undefined;
  const x = inner.operand(2);
  const negX = binaryOperands(inner.operand(1), 'arith.subi');
  if (!negX || !isConst(negX[0], -1) || negX[1] !== x) return undefined;
  if (!isCmpWithZero(cond, 'slt', x) || !isCmpWithZero(inner.operand(0), 'slt', x)) return undefined;
  return [x, c];
}

/**
 * `select(x <= 0, 0 - q, q + 1)` with `q = divsi(select(x <= 0, 0 - x, x - 1), c)`: upstream's lowering of
 * `x ceildiv c`. Returns [x, c].
 */
function matchCeilDivIdiom(sel: Operation): [Value, number] | undefined {
  const [cond, a, b] = sel.operandValues();
  const negQ = binaryOperands(a, 'arith.subi');
  const incQ = binaryOperands(b, 'arith.addi');
  if (!negQ || !incQ || !isConst(negQ[0], 0)) return undefined;
  const q = negQ[1];
  if (!((incQ[0] === q && isConst(incQ[1], 1)) || (incQ[1] === q && isConst(incQ[0], 1)))) return undefined;
  const div = defOp(q, 'arith.divsi');
  const c = div ? positiveDivisor(div.operand(1)) : undefined;
  const inner = div ? defOp(div.operand(0), 'arith.select') : undefined;
  if (!div || c === undefined || !inner) return undefined;
  const negX = binaryOperands(inner.operand(1), 'arith.subi');
  const decX = binaryOperands(inner.operand(2), 'arith.subi');
  if (!negX || !decX || !isConst(negX[0], 0) || !isConst(decX[1], 1) || negX[1] !== decX[0]) return undefined;
  const x = decX[0];
  if (!isCmpWithZero(cond, 'sle', x) || !isCmpWithZero(inner.operand(0), 'sle', x)) return undefined;
  return [x, c];
}

/** `select(r < 0, r + c, r)` with `r = remsi(x, c)`: upstream's lowering of `x mod c`. Returns [x, c]. */
function matchModIdiom(sel: Operation): [Value, number] | undefined {
  const [cond, a, r] = sel.operandValues();
  const rem = defOp(r, 'arith.remsi');
  const c = rem ? positiveDivisor(rem.operand(1)) : undefined;
  const sum = binaryOperands(a, 'arith.addi');
  if (!rem || c === undefined || !sum || !isCmpWithZero(cond, 'slt', r)) return undefined;
  const ok = (sum[0] === r && isConst(sum[1], c)) || (sum[1] === r && isConst(sum[0], c));
  return ok ? [rem.operand(0), c] : undefined;
}

/**
 * For `select(cmpi(a, b), x, y)` computing min(a, b) or max(a, b), returns which and the two operands. `same` says
 * whether two values are equal; C's MIN/MAX macros compare one copy of an expression and return another.
 */
function matchMinMaxSelect(sel: Operation, same: (u: Value, v: Value) => boolean): { kind: BoundKind; a: Value; b: Value } | undefined {
  const [cond, x, y] = sel.operandValues();
  const cmp = defOp(cond, 'arith.cmpi');
  if (!cmp) return undefined;
  const pred = cmpiPredicate(cmp);
  const [a, b] = cmp.operandValues();
  const straight = same(x, a) && same(y, b);
  const swapped = !straight && same(x, b) && same(y, a);
  if (!straight && !swapped) return undefined;
  if (pred === 'slt' || pred === 'sle') return { kind: straight ? 'min' : 'max', a, b };
  if (pred === 'sgt' || pred === 'sge') return { kind: straight ? 'max' : 'min', a, b };
  return undefined;
}

/**
 * Collects dims and symbols while folding values into affine expressions. One builder serves one map (or one
 * set): build() returns the map over exactly the operands it uses.
 */
export class AffineExprBuilder {
  private readonly dims: Value[] = [];
  private readonly symbols: Value[] = [];
  private readonly cache = new Map<Value, AffineExpr | null>();

  constructor(private readonly policy: LeafPolicy) {}

  /** The affine expression computing `v`, or undefined when `v` is not provably affine. */
  expr(v: Value): AffineExpr | undefined {
    const cached = this.cache.get(v);
    if (cached !== undefined) return cached ?? undefined;
    const e = this.fold(v) ?? this.leaf(v);
    this.cache.set(v, e ?? null);
    return e;
  }

  /**
   * The expressions whose minimum (kind 'min') or maximum is `v`. A nest of minsi/maxsi, min/max selects or
   * affine.min/max of the same kind flattens into its terms; sums, differences and constant multiples distribute
   * over them (`min(a, b) + 1` is `min(a + 1, b + 1)`; subtracting a max, or scaling by a negative constant, is
   * taking a min). Any other value is a single term. Undefined when `v` is neither, e.g. a max where a min is
   * asked for.
   *
   * `quotientsFloor` is for the upper bound of a loop whose lower bound is non-negative: a term `x / c` of its
   * min may be read as `x floordiv c` whatever the sign of x, since truncated and floored differ only for a
   * negative x, where both are at most 0 and the loop runs alike (not at all).
   */
  boundTerms(v: Value, kind: BoundKind, quotientsFloor = false): AffineExpr[] | undefined {
    const q = quotientsFloor ? this.quotientTerm(v) : undefined;
    if (q) return [q];
    const terms = this.distributedTerms(v, kind, quotientsFloor);
    if (terms) return terms;
    const e = this.expr(v);
    return e ? [e] : undefined;
  }

  /** boundTerms through the op defining `v`, or undefined when it is not one that distributes. */
  private distributedTerms(v: Value, kind: BoundKind, quotientsFloor: boolean): AffineExpr[] | undefined {
    const d = v.definingOp;
    if (!d || !isIntegerLike(v.type)) return undefined;
    const flip: BoundKind = kind === 'min' ? 'max' : 'min';
    const cross = (a: Value, ka: BoundKind, b: Value, kb: BoundKind, f: (x: AffineExpr, y: AffineExpr) => AffineExpr): AffineExpr[] | undefined => {
      const ta = this.boundTerms(a, ka);
      const tb = ta && this.boundTerms(b, kb);
      if (!ta || !tb || ta.length * tb.length > MAX_BOUND_TERMS) return undefined;
      return ta.flatMap((x) => tb.map((y) => f(x, y)));
    };
    switch (d.name) {
      case 'arith.index_cast':
      case 'arith.extsi':
        return isIntegerLike(d.operand(0).type) ? this.boundTerms(d.operand(0), kind, quotientsFloor) : undefined;
      case 'arith.addi':
        return cross(d.operand(0), kind, d.operand(1), kind, add);
      case 'arith.subi':
        return cross(d.operand(0), kind, d.operand(1), flip, sub);
      case 'arith.muli': {
        const [a, b] = d.operandValues();
        const ca = smallConstant(a);
        const [x, c] = ca !== undefined ? [b, ca] : [a, smallConstant(b)];
        if (c === undefined) return undefined;
        return this.boundTerms(x, c >= 0 ? kind : flip)?.map((t) => mul(t, c));
      }
      case 'arith.minsi':
      case 'arith.maxsi':
        return d.name === (kind === 'min' ? 'arith.minsi' : 'arith.maxsi') ? this.pair(d.operand(0), d.operand(1), kind, quotientsFloor) : undefined;
      case 'arith.select': {
        // Values computed alike, or folding to the same affine expression over this builder's operands, are
        // equal: C's MIN/MAX macros compare one copy of an expression and return another.
        const same = (u: Value, w: Value): boolean =>
          sameComputation(u, w) || (isIntegerLike(u.type) && u.type === w.type && this.expr(u) !== undefined && this.expr(u) === this.expr(w));
        const m = matchMinMaxSelect(d, same);
        return m && m.kind === kind ? this.pair(m.a, m.b, kind, quotientsFloor) : undefined;
      }
      case 'affine.min':
      case 'affine.max': {
        if (d.name !== (kind === 'min' ? 'affine.min' : 'affine.max')) return undefined;
        const map = mapAttr(d);
        const ops = d.operandValues().map((o) => this.expr(o));
        if (ops.some((o) => o === undefined)) return undefined;
        const es = ops as AffineExpr[];
        return map.results.map((r) => replaceDimsAndSymbols(r, es.slice(0, map.numDims), es.slice(map.numDims)));
      }
    }
    return undefined;
  }

  /** The terms of min(a, b) (or max), both sides of the same kind. */
  private pair(a: Value, b: Value, kind: BoundKind, quotientsFloor: boolean): AffineExpr[] | undefined {
    const ta = this.boundTerms(a, kind, quotientsFloor);
    const tb = ta && this.boundTerms(b, kind, quotientsFloor);
    return ta && tb && ta.length + tb.length <= MAX_BOUND_TERMS ? [...ta, ...tb] : undefined;
  }

  /** `x / c` (through casts) for a positive constant c, as `x floordiv c`; else undefined. */
  private quotientTerm(v: Value): AffineExpr | undefined {
    let d = v.definingOp;
    while (d && (d.name === 'arith.index_cast' || d.name === 'arith.extsi') && isIntegerLike(d.operand(0).type)) d = d.operand(0).definingOp;
    const c = d?.name === 'arith.divsi' ? positiveDivisor(d.operand(1)) : undefined;
    const x = c !== undefined ? this.expr(d!.operand(0)) : undefined;
    return x ? floorDiv(x, c!) : undefined;
  }

  /** A map with `exprs` as results over the operands they use (canonicalized and simplified). */
  build(exprs: readonly AffineExpr[]): { map: AffineMap; operands: Value[] } {
    const operands = [...this.dims, ...this.symbols];
    const map = canonicalizeMapAndOperands(AffineMap.get(this.dims.length, this.symbols.length, exprs), operands);
    return { map: simplifyAffineMap(map), operands };
  }

  get numDims(): number {
    return this.dims.length;
  }
  get numSymbols(): number {
    return this.symbols.length;
  }
  /** The operands in map order (dims then symbols), for building an integer set by hand. */
  operands(): Value[] {
    return [...this.dims, ...this.symbols];
  }

  private leaf(v: Value): AffineExpr | undefined {
    if (!isIntegerLike(v.type)) return undefined;
    const l = this.policy.leaf(v);
    if (!l) return undefined;
    const list = l.kind === 'dim' ? this.dims : this.symbols;
    let pos = list.indexOf(l.value);
    if (pos < 0) {
      list.push(l.value);
      pos = list.length - 1;
    }
    return l.kind === 'dim' ? dimExpr(pos) : symbolExpr(pos);
  }

  /** Folds the op defining `v` into an expression; undefined when it is not a foldable op. */
  private fold(v: Value): AffineExpr | undefined {
    if (!isIntegerLike(v.type)) return undefined;
    const c = smallConstant(v);
    if (c !== undefined) return constantExpr(c);
    const d = v.definingOp;
    if (!d) return undefined;
    const x = (i: number): AffineExpr | undefined => this.expr(d.operand(i));
    switch (d.name) {
      case 'arith.index_cast':
      case 'arith.extsi':
        // C integer conversions of values that fit (overflow is undefined behaviour in C).
        return isIntegerLike(d.operand(0).type) ? x(0) : undefined;
      case 'arith.addi': {
        const a = x(0);
        const b = a && x(1);
        return a && b ? add(a, b) : undefined;
      }
      case 'arith.subi': {
        const a = x(0);
        const b = a && x(1);
        return a && b ? sub(a, b) : undefined;
      }
      case 'arith.muli': {
        const a = x(0);
        const b = a && x(1);
        // Products of two non-constants are not affine (a top-level product may still be a symbol leaf).
        if (!a || !b || (a.kind !== 'constant' && b.kind !== 'constant')) return undefined;
        return mul(a, b);
      }
      case 'arith.shli': {
        const k = smallConstant(d.operand(1));
        const a = k !== undefined && k >= 0 && k < 31 ? x(0) : undefined;
        return a ? mul(a, 2 ** k!) : undefined;
      }
      case 'arith.divsi':
      case 'arith.remsi': {
        // Truncating division equals floordiv, and remainder equals mod, only for a non-negative dividend.
        const c2 = positiveDivisor(d.operand(1));
        if (c2 === undefined || !isKnownNonNegative(d.operand(0), this.policy.at)) return undefined;
        const a = x(0);
        return a ? (d.name === 'arith.divsi' ? floorDiv(a, c2) : mod(a, c2)) : undefined;
      }
      case 'arith.floordivsi':
      case 'arith.ceildivsi': {
        const c2 = positiveDivisor(d.operand(1));
        const a = c2 !== undefined ? x(0) : undefined;
        if (!a) return undefined;
        return d.name === 'arith.floordivsi' ? floorDiv(a, c2!) : ceilDiv(a, c2!);
      }
      case 'arith.select':
        return this.foldSelect(d);
      case 'affine.apply': {
        const map = affineApply.map(d);
        const ops: AffineExpr[] = [];
        for (const o of affineApply.operands(d)) {
          const e = this.expr(o);
          if (!e) return undefined;
          ops.push(e);
        }
        return replaceDimsAndSymbols(map.results[0], ops.slice(0, map.numDims), ops.slice(map.numDims));
      }
    }
    return undefined;
  }

  private foldSelect(sel: Operation): AffineExpr | undefined {
    const fd = matchFloorDivIdiom(sel);
    if (fd) {
      const a = this.expr(fd[0]);
      return a ? floorDiv(a, fd[1]) : undefined;
    }
    const cd = matchCeilDivIdiom(sel);
    if (cd) {
      const a = this.expr(cd[0]);
      return a ? ceilDiv(a, cd[1]) : undefined;
    }
    const md = matchModIdiom(sel);
    if (md) {
      const a = this.expr(md[0]);
      return a ? mod(a, md[1]) : undefined;
    }
    return undefined;
  }
}
