// Canonicalization patterns for the affine dialect: compose affine.apply into users, simplify maps and sets,
// fold constant min/max bounds, remove zero-trip loops, inline single-trip loops and constant-condition ifs.

import { foldMemRefCastOperand } from './memrefCanonicalize.js';
import { AffineExpr, dimExpr, replaceDimsAndSymbols, sub } from '../affineExpr.js';
import { fullyComposeAffineMapAndOperands, fullyComposeIntegerSetAndOperands } from '../affineCompose.js';
import { simplifyAffineExpr, simplifyIntegerSet } from '../affineFlatten.js';
import { AffineMap } from '../affineMap.js';
import { AffineMapAttr, IntegerSetAttr } from '../attributes.js';
import { ceilDiv } from '../checkedMath.js';
import { Operation, Value } from '../operation.js';
import { PatternRewriter, RewritePattern } from '../rewriter.js';
import { indexType } from '../types.js';
import { affineFor, integerSetOf } from './affineControl.js';
import { mapAttr } from './affineOps.js';

const sameValues = (a: readonly Value[], b: readonly Value[]): boolean => a.length === b.length && a.every((v, i) => v === b[i]);

/** affine.apply/min/max/load/store: compose producers into the map and canonicalize its operands. */
function composeOpMap(opName: string, firstMapOperand: number): RewritePattern {
  return {
    name: `compose-${opName}-map`,
    root: opName,
    matchAndRewrite(op, rw) {
      const map = mapAttr(op);
      const operands = op.operandValues(firstMapOperand);
      const newOperands = [...operands];
      const newMap = fullyComposeAffineMapAndOperands(map, newOperands);
      if (newMap === map && sameValues(newOperands, operands)) return false;
      op.setAttr('map', AffineMapAttr.get(newMap));
      op.spliceOperands(firstMapOperand, operands.length, newOperands);
      rw.modifiedInPlace(op);
      return true;
    },
  };
}

/** Removes duplicate results of a min/max map; `reduce` folds all-constant results to one. */
function dedupeResults(map: AffineMap, reduce: (xs: number[]) => number): AffineMap {
  const results = map.results.filter((r, i) => map.results.indexOf(r) === i);
  const consts = results.every((r) => r.kind === 'constant') ? results.map((r) => (r as { value: number }).value) : undefined;
  if (consts && consts.length > 1) return AffineMap.get(map.numDims, map.numSymbols, [AffineMap.constant(reduce(consts)).results[0]]);
  return results.length === map.results.length ? map : AffineMap.get(map.numDims, map.numSymbols, results);
}

/** affine.min/max with duplicate results keep one; with a single result they become affine.apply. */
function simplifyMinMax(opName: 'affine.min' | 'affine.max'): RewritePattern {
  return {
    name: `simplify-${opName}`,
    root: opName,
    matchAndRewrite(op, rw) {
      const map = mapAttr(op);
      const newMap = dedupeResults(map, opName === 'affine.min' ? (xs) => Math.min(...xs) : (xs) => Math.max(...xs));
      if (newMap.numResults === 1) {
        const apply = rw.create('affine.apply', { operands: op.operandValues(), resultTypes: [indexType], attributes: { map: AffineMapAttr.get(newMap) } });
        rw.replaceOp(op, apply.results);
        return true;
      }
      if (newMap === map) return false;
      op.setAttr('map', AffineMapAttr.get(newMap));
      rw.modifiedInPlace(op);
      return true;
    },
  };
}

/** affine.for: compose and canonicalize both bound maps; fold constant max/min bounds. */
const canonicalizeForBounds: RewritePattern = {
  name: 'canonicalize-affine-for-bounds',
  root: 'affine.for',
  matchAndRewrite(op, rw) {
    const lbOps = affineFor.lowerBoundOperands(op);
    const ubOps = affineFor.upperBoundOperands(op);
    const newLbOps = [...lbOps];
    const newUbOps = [...ubOps];
    const lbMap = dedupeResults(fullyComposeAffineMapAndOperands(affineFor.lowerBoundMap(op), newLbOps), (xs) => Math.max(...xs));
    const ubMap = dedupeResults(fullyComposeAffineMapAndOperands(affineFor.upperBoundMap(op), newUbOps), (xs) => Math.min(...xs));
    const unchanged =
      lbMap === affineFor.lowerBoundMap(op) && ubMap === affineFor.upperBoundMap(op) && sameValues(newLbOps, lbOps) && sameValues(newUbOps, ubOps);
    if (unchanged) return false;
    op.setOperands([...newLbOps, ...newUbOps, ...affineFor.inits(op)]);
    op.setAttr('lowerBoundMap', AffineMapAttr.get(lbMap));
    op.setAttr('upperBoundMap', AffineMapAttr.get(ubMap));
    rw.modifiedInPlace(op);
    return true;
  },
};

/** The trip count when every (ub result - lb result) is constant, else undefined. */
export function constantTripCount(op: Operation): number | undefined {
  const lbMap = affineFor.lowerBoundMap(op);
  const ubMap = affineFor.upperBoundMap(op);
  const lbOps = affineFor.lowerBoundOperands(op);
  const ubOps = affineFor.upperBoundOperands(op);
  // Put both maps over one list of operands, all treated as dims.
  const all: Value[] = [];
  const posOf = (v: Value): number => {
    let i = all.indexOf(v);
    if (i < 0) {
      all.push(v);
      i = all.length - 1;
    }
    return i;
  };
  const over = (map: AffineMap, ops: readonly Value[]): AffineExpr[] => {
    const repl = ops.map((v) => dimExpr(posOf(v)));
    return map.results.map((r) => replaceDimsAndSymbols(r, repl.slice(0, map.numDims), repl.slice(map.numDims)));
  };
  const lbs = over(lbMap, lbOps);
  const ubs = over(ubMap, ubOps);
  const step = affineFor.step(op);
  let trip: number | undefined;
  for (const l of lbs)
    for (const u of ubs) {
      const d = simplifyAffineExpr(sub(u, l), all.length, 0);
      if (d.kind !== 'constant') return undefined;
      const t = Math.max(0, ceilDiv(d.value, step));
      trip = trip === undefined ? t : Math.min(trip, t);
    }
  return trip;
}

/** Zero-trip affine.for loops disappear (results become the inits); single-trip loops are inlined. */
const foldTrivialAffineFor: RewritePattern = {
  name: 'fold-trivial-affine-for',
  root: 'affine.for',
  matchAndRewrite(op, rw) {
    const trip = constantTripCount(op);
    if (trip === 0) {
      rw.replaceOp(op, affineFor.inits(op));
      return true;
    }
    if (trip !== 1) return false;
    const lbMap = affineFor.lowerBoundMap(op);
    if (lbMap.numResults !== 1) return false;
    const iv = affineFor.inductionVar(op);
    let ivValue: Value | undefined;
    if (iv.hasUses()) {
      const c = lbMap.singleConstantValue();
      ivValue =
        c !== undefined
          ? rw.constantIndex(c).result()
          : rw.create('affine.apply', { operands: affineFor.lowerBoundOperands(op), resultTypes: [indexType], attributes: { map: AffineMapAttr.get(lbMap) } }).result();
    }
    const body = op.region(0).entry;
    const args = [ivValue ?? iv, ...affineFor.inits(op)];
    const yielded = rw.inlineBlockBefore(body, op, args);
    rw.replaceOp(op, yielded);
    return true;
  },
};

/** Inlines the chosen region of an if-like op before it (results come from its yield). */
export function replaceIfWithRegion(op: Operation, regionIndex: number, rw: PatternRewriter): void {
  const region = op.region(regionIndex);
  if (region.empty) {
    rw.eraseOp(op);
    return;
  }
  const yielded = rw.inlineBlockBefore(region.entry, op, []);
  rw.replaceOp(op, yielded);
}

/** An if-like op without results whose else region holds only its terminator loses the else region. */
export function dropEmptyElse(opName: string): RewritePattern {
  return {
    name: `drop-empty-else-${opName}`,
    root: opName,
    matchAndRewrite(op, rw) {
      const elseR = op.region(1);
      if (op.numResults || elseR.empty || elseR.entry.numOps !== 1) return false;
      rw.eraseOp(elseR.entry.last!);
      elseR.blocks.length = 0;
      rw.modifiedInPlace(op);
      return true;
    },
  };
}

/** affine.if: compose and canonicalize the condition; inline a branch when the condition is constant. */
const canonicalizeAffineIf: RewritePattern = {
  name: 'canonicalize-affine-if',
  root: 'affine.if',
  matchAndRewrite(op, rw) {
    const set = integerSetOf(op);
    const operands = op.operandValues();
    const newOperands = [...operands];
    const composed = fullyComposeIntegerSetAndOperands(set, newOperands);
    const simplified = simplifyIntegerSet(composed);
    if (simplified.isEmptyIntegerSet()) {
      replaceIfWithRegion(op, 1, rw);
      return true;
    }
    const alwaysTrue = simplified.numConstraints === 1 && simplified.eqFlags[0] && simplified.constraints[0].kind === 'constant';
    if (alwaysTrue) {
      replaceIfWithRegion(op, 0, rw);
      return true;
    }
    // Simplification can drop uses of some operands; canonicalize again to drop them.
    const finalOperands = [...newOperands];
    const finalSet = fullyComposeIntegerSetAndOperands(simplified, finalOperands);
    if (finalSet === set && sameValues(finalOperands, operands)) return false;
    op.setAttr('condition', IntegerSetAttr.get(finalSet));
    op.setOperands(finalOperands);
    rw.modifiedInPlace(op);
    return true;
  },
};

/** affine.parallel: compose affine.apply producers into both bound maps. */
const composeParallelBounds: RewritePattern = {
  name: 'compose-affine-parallel-bounds',
  root: 'affine.parallel',
  matchAndRewrite(op, rw) {
    const lbMap = mapAttr(op, 'lowerBoundsMap');
    const ubMap = mapAttr(op, 'upperBoundsMap');
    const lbOps = op.operandValues(0, lbMap.numInputs);
    const ubOps = op.operandValues(lbMap.numInputs);
    const newLb = [...lbOps];
    const newUb = [...ubOps];
    const l = fullyComposeAffineMapAndOperands(lbMap, newLb);
    const u = fullyComposeAffineMapAndOperands(ubMap, newUb);
    if (l === lbMap && u === ubMap && sameValues(newLb, lbOps) && sameValues(newUb, ubOps)) return false;
    op.setAttr('lowerBoundsMap', AffineMapAttr.get(l));
    op.setAttr('upperBoundsMap', AffineMapAttr.get(u));
    op.setOperands([...newLb, ...newUb]);
    rw.modifiedInPlace(op);
    return true;
  },
};

export const affineCanonicalizations: Readonly<Record<string, readonly RewritePattern[]>> = {
  'affine.apply': [composeOpMap('affine.apply', 0)],
  'affine.min': [composeOpMap('affine.min', 0), simplifyMinMax('affine.min')],
  'affine.max': [composeOpMap('affine.max', 0), simplifyMinMax('affine.max')],
  'affine.load': [composeOpMap('affine.load', 1), foldMemRefCastOperand('affine.load', 0)],
  'affine.store': [composeOpMap('affine.store', 2), foldMemRefCastOperand('affine.store', 1)],
  'affine.for': [canonicalizeForBounds, foldTrivialAffineFor],
  'affine.if': [canonicalizeAffineIf, dropEmptyElse('affine.if')],
  'affine.parallel': [composeParallelBounds],
};

