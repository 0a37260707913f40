// Loop reversal of affine.for without any legality check: the mechanism of the test-only pass
// test-reverse-inner-loops, which the fuzzer's own test uses as a known miscompilation to catch.

import { add, dimExpr, floorDiv, mul, replaceDimsAndSymbols, sub, symbolExpr } from '../ir/affineExpr.js';
import { simplifyAffineMap } from '../ir/affineFlatten.js';
import { AffineMap } from '../ir/affineMap.js';
import { Builder } from '../ir/builder.js';
import { affineFor } from '../ir/dialects/affineControl.js';
import { affineApply } from '../ir/dialects/affineOps.js';
import type { Operation } from '../ir/operation.js';

const loopOps = new Set(['affine.for', 'affine.parallel', 'scf.for', 'scf.while', 'scf.parallel']);

/** The affine.for ops under `root` with no loop inside them. */
export function innermostAffineLoops(root: Operation): Operation[] {
  const out: Operation[] = [];
  root.walk((op) => {
    if (op.name !== 'affine.for') return undefined;
    let inner = false;
    op.region(0).walk((o) => {
      if (o !== op && loopOps.has(o.name)) inner = true;
      return undefined;
    });
    if (!inner) out.push(op);
    return undefined;
  });
  return out;
}

/**
 * Makes `loop` visit its iterations in reverse order: the body sees `lb + last - iv` instead of `iv`, where `last`
 * is the final value `lb + step * ((ub - lb - 1) floordiv step)`. Loops with max/min bounds are left alone (false).
 */
export function reverseAffineLoop(loop: Operation): boolean {
  const lbMap = affineFor.lowerBoundMap(loop);
  const ubMap = affineFor.upperBoundMap(loop);
  if (lbMap.numResults !== 1 || ubMap.numResults !== 1) return false;
  // One map over (iv, lb dims, ub dims)[lb symbols, ub symbols].
  const lbDims = Array.from({ length: lbMap.numDims }, (_, i) => dimExpr(1 + i));
  const ubDims = Array.from({ length: ubMap.numDims }, (_, i) => dimExpr(1 + lbMap.numDims + i));
  const lbSyms = Array.from({ length: lbMap.numSymbols }, (_, i) => symbolExpr(i));
  const ubSyms = Array.from({ length: ubMap.numSymbols }, (_, i) => symbolExpr(lbMap.numSymbols + i));
  const lb = replaceDimsAndSymbols(lbMap.results[0]!, lbDims, lbSyms);
  const ub = replaceDimsAndSymbols(ubMap.results[0]!, ubDims, ubSyms);
  const step = affineFor.step(loop);
  const last = add(lb, mul(floorDiv(sub(sub(ub, lb), 1), step), step));
  const map = simplifyAffineMap(AffineMap.get(1 + lbMap.numDims + ubMap.numDims, lbMap.numSymbols + ubMap.numSymbols, [sub(add(lb, last), dimExpr(0))]));
  const lbOps = affineFor.lowerBoundOperands(loop);
  const ubOps = affineFor.upperBoundOperands(loop);
  const iv = affineFor.inductionVar(loop);
  const b = new Builder();
  b.loc = loop.loc;
  b.setInsertionPointToStart(loop.region(0).entry);
  const operands = [iv, ...lbOps.slice(0, lbMap.numDims), ...ubOps.slice(0, ubMap.numDims), ...lbOps.slice(lbMap.numDims), ...ubOps.slice(ubMap.numDims)];
  const apply = affineApply.create(b, map, operands);
  iv.replaceUsesWithIf(apply.result(), (u) => u.owner !== apply);
  return true;
}
