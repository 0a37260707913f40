// OpenMP for affine.parallel: `#pragma omp parallel for` (with collapse and reduction clauses) on the outermost
// parallel loop of a nest, never a parallel region inside another; innermost parallel loops inside a region get
// `#pragma omp simd`. Every pragma sits under `#ifdef _OPENMP`, so the C builds warning-free without -fopenmp.

import { flattenAffineMap } from '../../ir/affineFlatten.js';
import { affineParallel } from '../../ir/dialects/affineControl.js';
import { affineLoad, affineStore } from '../../ir/dialects/affineOps.js';
import type { Operation, Value } from '../../ir/operation.js';
import { collapseChain, hasLoops, hasOmpReductions, ompOperators } from '../../affine/parallelNests.js';
import { parallelBodyAttr } from '../../affine/outlineParallelBodies.js';
import { minParallelTripsAttr } from '../../affine/parallelize.js';
import { IntegerAttr } from '../../ir/attributes.js';
import type { FunctionPrinter } from './function.js';

/** Per function printer: the affine.parallel whose loops hold the open parallel region, if any. */
const openRegion = new WeakMap<FunctionPrinter, Operation>();
/** affine.parallel ops whose loops an outer pragma's collapse clause already covers. */
const collapsed = new WeakSet<Operation>();

/**
 * Whether every access in the loop body moves by 0 or 1 element per iteration of `iv` along the innermost
 * dimension and not at all along the others: only then is forcing vectorization worth it (with strided or
 * gathered accesses, `omp simd` overrides the compiler's cost model and measured up to 15x slower).
 */
function contiguous(op: Operation, iv: Value): boolean {
  let ok = true;
  op.walk((o) => {
    if (!ok || o === op) return;
    if (o.name === 'memref.load' || o.name === 'memref.store') ok = false;
    if (o.name !== 'affine.load' && o.name !== 'affine.store') return;
    const store = o.name === 'affine.store';
    const map = store ? affineStore.map(o) : affineLoad.map(o);
    const operands = store ? affineStore.indices(o) : affineLoad.indices(o);
    const flat = flattenAffineMap(map);
    const at = operands.flatMap((v, i) => (v === iv ? [i] : []));
    if (!flat || flat.locals.some((l) => !l.dividend || at.some((i) => l.dividend![i] !== 0))) return void (ok = false);
    flat.rows.forEach((row, r) => {
      const c = at.reduce((sum, i) => sum + row[i]!, 0);
      if (r < flat.rows.length - 1 ? c !== 0 : c !== 0 && c !== 1) ok = false;
    });
  });
  return ok;
}

/** ` reduction(+:r0) reduction(*:r1)`, or undefined when some reduction has no OpenMP operator. */
function reductionClauses(fp: FunctionPrinter, op: Operation): string | undefined {
  if (!hasOmpReductions(op)) return undefined;
  return affineParallel.reductions(op).map((k, i) => ` reduction(${ompOperators[k]}:${fp.expr(op.result(i)).text})`).join('');
}

/** ` if(ub - lb >= n)` when parallelize asked for at least n iterations of the first loop (minParallelTripsAttr). */
function ifClause(op: Operation, first: { lower: string; upper: string; step: number }): string {
  const a = op.attr(minParallelTripsAttr);
  if (!(a instanceof IntegerAttr)) return '';
  const trips = first.lower === '0' ? first.upper : `(${first.upper}) - (${first.lower})`;
  return ` if(${trips} >= ${BigInt(a.value) * BigInt(first.step)})`;
}

/** Prints `lines` under `#ifdef _OPENMP`. */
function guarded(fp: FunctionPrinter, pragma: string): void {
  fp.w.line('#ifdef _OPENMP');
  fp.w.line(pragma);
  fp.w.line('#endif');
}

/** True inside a function outline-parallel-bodies made: its caller's loop already opened the parallel region. */
function inParallelBody(op: Operation): boolean {
  let f: Operation | null = op.parentOp;
  while (f && f.name !== 'func.func') f = f.parentOp;
  return f?.attr(parallelBodyAttr) !== undefined;
}

/**
 * The pragmas to print before each loop of affine.parallel `op` (one `for` per induction variable), printed by
 * calling `pragmaFor(d)` right before the d-th `for`; `done()` after the loops closes the parallel region.
 */
export function parallelLoopPragmas(fp: FunctionPrinter, op: Operation, first: { lower: string; upper: string; step: number }): { pragmaFor(d: number): void; done(): void } {
  const n = affineParallel.inductionVars(op).length;
  const none = { pragmaFor: () => {}, done: () => {} };
  if (collapsed.has(op)) return none;
  const reductions = reductionClauses(fp, op);
  if (reductions === undefined) return none; // runs as the sequential loop nest it is printed as
  if (!openRegion.has(fp) && !inParallelBody(op)) {
    const chain = collapseChain(op);
    chain.slice(1).forEach((o) => collapsed.add(o));
    // Within `op` itself, collapse all its ivs unless the last one is a loop-free innermost loop (kept for simd).
    const own = chain.length > 1 || hasLoops(op) ? n : Math.max(1, n - 1);
    const k = own + chain.slice(1).reduce((s, o) => s + affineParallel.inductionVars(o).length, 0);
    openRegion.set(fp, op);
    return {
      pragmaFor: (d) => {
        if (d === 0) guarded(fp, `#pragma omp parallel for${k > 1 ? ` collapse(${k})` : ''}${reductions}${ifClause(op, first)}`);
        else if (d === n - 1 && d >= own && contiguous(op, affineParallel.inductionVars(op)[d]!)) guarded(fp, `#pragma omp simd${reductions}`);
      },
      done: () => openRegion.delete(fp),
    };
  }
  // Inside a parallel region: the innermost loop is a vectorization candidate without dependences.
  return {
    pragmaFor: (d) => {
      if (d === n - 1 && !hasLoops(op) && contiguous(op, affineParallel.inductionVars(op)[d]!)) guarded(fp, `#pragma omp simd${reductions}`);
    },
    done: () => {},
  };
}
