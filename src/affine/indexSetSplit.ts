// Index-set splitting: a loop that carries a dependence only through the one iteration p where it writes an element
// its other iterations read (floyd-warshall's `path[i][k]` under its j loop, written at j = k) runs as three pieces
// in the same order: the iterations before p, p alone (an affine.if), the iterations after p. Neither loop piece
// carries a dependence any more, so the C compiler vectorizes it and parallelize can make it parallel. The point p
// comes from a store whose subscript moves with the loop counter (coefficient 1 or -1) against an access whose
// subscript there does not move with the loop; the split is kept only when the exact dependence test of each loop
// piece (loopScop.ts) finds nothing carried. Splitting never reorders iterations, so it is always legal.

import { type AffineExpr, add, mul, printAffineExpr, replaceDimsAndSymbols, sub } from '../ir/affineExpr.js';
import { exprFromFlatForm, flattenAffineExpr, simplifyAffineExpr } from '../ir/affineFlatten.js';
import { fullyComposeIntegerSetAndOperands } from '../ir/affineCompose.js';
import { IntegerSet } from '../ir/affineMap.js';
import { Builder } from '../ir/builder.js';
import { affineFor, affineIf } from '../ir/dialects/affineControl.js';
import { affineApply } from '../ir/dialects/affineOps.js';
import type { Operation, Value } from '../ir/operation.js';
import { AffineExprBuilder, type LeafPolicy } from '../ir/transforms/affineOfValue.js';
import { indexType } from '../ir/types.js';
import { type MemAccess, memAccessOf, subscriptExprs } from '../ir/transforms/memoryAccess.js';
import { arrayName } from './hoistInvariants.js';
import { firstCarriedDependence, loopModel, memoryBase } from './loopScop.js';

/** Every index value the arithmetic does not decompose is a dim of the maps built (valid for loop bounds and sets). */
const indexLeaves: LeafPolicy = { leaf: (v) => (v.type === indexType ? { value: v, kind: 'dim' } : undefined) };

/** One loop split: where, and the array whose element made the split point. */
export interface IndexSetSplit {
  readonly loop: Operation;
  readonly array: string;
}

const definedOutside = (v: Value, loop: Operation): boolean => v.definer === null || !loop.isAncestorOf(v.definer);

/** Does `loop` carry a dependence (exact; an unmodelled loop counts as carrying one, so it is never split)? */
function carries(loop: Operation): boolean | undefined {
  const model = loopModel(loop);
  if ('blocker' in model) return undefined;
  return firstCarriedDependence(model) !== undefined;
}

/** The affine expressions of a map's results over the builder's leaves; undefined where an operand is not affine. */
function resultsOver(b: AffineExprBuilder, map: { results: readonly AffineExpr[]; numDims: number }, operands: readonly Value[]): AffineExpr[] | undefined {
  const es = operands.map((v) => b.expr(v));
  if (es.some((e) => e === undefined)) return undefined;
  const all = es as AffineExpr[];
  return map.results.map((r) => replaceDimsAndSymbols(r, all.slice(0, map.numDims), all.slice(map.numDims)));
}

/**
 * The iteration of `loop` (counter `iv`, a leaf of `b`) where `write` reaches the element `other` accesses, when one
 * subscript of the write is `±iv + e` and the other access's subscript there is a function of values defined outside
 * the loop: p = the counter value that makes them equal. Undefined when there is no such subscript.
 */
function splitPoint(b: AffineExprBuilder, loop: Operation, write: MemAccess, other: MemAccess): AffineExpr | undefined {
  const iv = affineFor.inductionVar(loop);
  const w = subscriptExprs(write, b);
  const o = subscriptExprs(other, b);
  const ivPos = b.operands().indexOf(iv);
  if (ivPos < 0 || w.length !== o.length) return undefined;
  const outside = b.operands().map((v) => definedOutside(v, loop));
  for (let d = 0; d < w.length; d++) {
    if (!w[d] || !o[d]) continue;
    const flat = flattenAffineExpr(simplifyAffineExpr(sub(w[d]!, o[d]!), b.numDims, b.numSymbols), b.numDims, b.numSymbols);
    if (!flat || flat.locals.length) continue;
    const c = flat.coeffs[ivPos]!;
    if (c !== 1 && c !== -1) continue;
    // Every other term must be fixed for the whole loop: p is then one counter value.
    if (flat.coeffs.some((x, j) => x !== 0 && j !== ivPos && j < outside.length && !outside[j])) continue;
    const rest = flat.coeffs.map((x, j) => (j === ivPos ? 0 : x));
    return simplifyAffineExpr(mul(exprFromFlatForm(rest, b.numDims, b.numSymbols, []), -c), b.numDims, b.numSymbols);
  }
  return undefined;
}

/** Candidate split points of `loop`: one per store and access of the same memref, as a map over `b`'s leaves. */
function candidatePoints(b: AffineExprBuilder, loop: Operation): { point: AffineExpr; array: string }[] {
  const accesses: MemAccess[] = [];
  loop.walk((op) => {
    const a = op !== loop ? memAccessOf(op) : undefined;
    if (a?.map) accesses.push(a);
  });
  const seen = new Set<string>();
  const out: { point: AffineExpr; array: string }[] = [];
  for (const w of accesses) {
    if (w.kind !== 'write') continue;
    for (const o of accesses) {
      if (o === w || o.memref !== w.memref) continue;
      const point = splitPoint(b, loop, w, o);
      if (!point || seen.has(printAffineExpr(point))) continue;
      seen.add(printAffineExpr(point));
      const base = memoryBase(w.memref);
      out.push({ point, array: base === undefined ? 'an array' : arrayName(base) });
    }
  }
  return out;
}

/** A loop over `[lower, upper)` (max of the lowers, min of the uppers) holding a copy of `loop`'s body. */
function loopPiece(b: Builder, eb: AffineExprBuilder, loop: Operation, lower: AffineExpr[], upper: AffineExpr[]): Operation {
  const lb = eb.build(lower);
  const ub = eb.build(upper);
  const piece = affineFor.create(b, { lowerBound: { map: lb.map, operands: lb.operands }, upperBound: { map: ub.map, operands: ub.operands } });
  const mapping = new Map<Value, Value>([[affineFor.inductionVar(loop), affineFor.inductionVar(piece)]]);
  const body = affineFor.body(piece);
  for (const op of affineFor.body(loop).opsArray()) if (!op.hasTrait('Terminator')) body.insertBefore(op.clone(mapping), body.terminator!);
  return piece;
}

/**
 * Replaces `loop` (step 1, carrying nothing in SSA) by its three pieces around `point` when neither loop piece
 * carries a dependence; returns the pieces, or undefined (and `loop` stays) when one still does.
 */
function splitAt(loop: Operation, eb: AffineExprBuilder, point: AffineExpr): Operation[] | undefined {
  const lower = resultsOver(eb, affineFor.lowerBoundMap(loop), affineFor.lowerBoundOperands(loop));
  const upper = resultsOver(eb, affineFor.upperBoundMap(loop), affineFor.upperBoundOperands(loop));
  if (!lower || !upper) return undefined;
  const b = Builder.before(loop);
  const before = loopPiece(b, eb, loop, lower, [...upper, point]);
  // The iteration p itself, where it lies within the loop's bounds.
  const constraints = [...lower.map((l) => sub(point, l)), ...upper.map((u) => sub(sub(u, point), 1))];
  const inRange = IntegerSet.get(
    eb.numDims,
    eb.numSymbols,
    constraints.map((c) => simplifyAffineExpr(c, eb.numDims, eb.numSymbols)),
    constraints.map(() => false),
  );
  const operands = eb.operands();
  const condition = fullyComposeIntegerSetAndOperands(inRange, operands);
  const single = affineIf.create(b, { condition, operands });
  const inner = Builder.before(affineIf.thenBlock(single).terminator!);
  const p = eb.build([point]);
  const counter = affineApply.create(inner, p.map, p.operands);
  const mapping = new Map<Value, Value>([[affineFor.inductionVar(loop), counter.result()]]);
  for (const op of affineFor.body(loop).opsArray()) if (!op.hasTrait('Terminator')) inner.insert(op.clone(mapping));
  const after = loopPiece(b, eb, loop, [...lower, add(point, 1)], upper);
  if (carries(before) === false && carries(after) === false) {
    loop.erase();
    return [before, single, after];
  }
  for (const op of [before, single, after]) op.erase();
  return undefined;
}

/** The affine.for ops under `op` (itself excluded), outermost first. */
function loopsIn(op: Operation): Operation[] {
  const out: Operation[] = [];
  op.walk((o) => void (o !== op && o.name === 'affine.for' && out.push(o)));
  return out;
}

/**
 * Splits the loops under `root` that carry a dependence only through one iteration: innermost loops, and with
 * `outer` also loops holding loops (worth it where the pieces then run in parallel). Outer loops first; the loops
 * inside the pieces of a split loop get their own turn.
 */
export function splitIndexSets(root: Operation, outer: boolean): IndexSetSplit[] {
  const pending = loopsIn(root);
  const done: IndexSetSplit[] = [];
  while (pending.length) {
    const loop = pending.shift()!;
    // Loops of a loop that was split were replaced by their copies in the pieces.
    if (!root.isAncestorOf(loop) || affineFor.step(loop) !== 1 || loop.numResults) continue;
    if (!outer && loopsIn(loop).length) continue;
    const eb = new AffineExprBuilder(indexLeaves);
    // The candidates are read off the subscripts; the exact dependence test only runs for loops that have one.
    const points = candidatePoints(eb, loop);
    if (!points.length || carries(loop) !== true) continue;
    for (const { point, array } of points) {
      const pieces = splitAt(loop, eb, point);
      if (!pieces) continue;
      done.push({ loop: pieces[0]!, array });
      pending.unshift(...pieces.flatMap(loopsIn));
      break;
    }
  }
  return done;
}
