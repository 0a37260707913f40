// OpenMP for affine.parallel: `#pragma omp parallel for` (with collapse and reduction clauses) on the outermost
// parallel loop of a nest, never a parallel region inside another; innermost parallel loops inside a region get
// `#pragma omp simd`. Every pragma sits under `#ifdef _OPENMP`, so the C builds warning-free without -fopenmp.

import { flattenAffineMap } from '../../ir/affineFlatten.js';
import { affineParallel } from '../../ir/dialects/affineControl.js';
import { affineLoad, affineStore } from '../../ir/dialects/affineOps.js';
import type { Operation, Value } from '../../ir/operation.js';
import type { FunctionPrinter } from './function.js';

/** The OpenMP reduction operator of each affine.parallel reduction kind that has one. */
const ompOperators: Readonly<Record<string, string>> = { addf: '+', addi: '+', mulf: '*', muli: '*', andi: '&', ori: '|' };

/** Per function printer: the affine.parallel whose loops hold the open parallel region, if any. */
const openRegion = new WeakMap<FunctionPrinter, Operation>();
/** affine.parallel ops whose loops an outer pragma's collapse clause already covers. */
const collapsed = new WeakSet<Operation>();

function hasLoops(op: Operation): boolean {
  let found = false;
  op.walk((o) => {
    if (o !== op && /^(affine|scf)\.(for|parallel|while)$/.test(o.name)) found = true;
  });
  return found;
}

/** The ops of `op`'s body other than its terminator. */
function bodyOps(op: Operation): Operation[] {
  const body = affineParallel.body(op);
  return body.opsArray().filter((o) => o !== body.terminator);
}

/**
 * How many loops, starting at the first induction variable of `op`, one `collapse` clause can take: the ivs of
 * `op` and of affine.parallel ops perfectly nested in it without reductions, whose bounds use none of the ivs
 * taken (so the nest is rectangular, as OpenMP requires). The innermost loop of a nest is left out when it
 * has no loop inside, so that it stays a plain loop the C compiler can vectorize.
 */
function collapseChain(op: Operation): Operation[] {
  const chain = [op];
  const taken = new Set<Value>(affineParallel.inductionVars(op));
  for (let cur = op; ; ) {
    const inner = bodyOps(cur);
    const next = inner.length === 1 && inner[0]!.name === 'affine.parallel' ? inner[0]! : undefined;
    if (!next || next.numResults || !hasLoops(next)) break;
    if (next.operandValues().some((v) => taken.has(v))) break;
    chain.push(next);
    affineParallel.inductionVars(next).forEach((v) => taken.add(v));
    cur = next;
  }
  return chain;
}

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
  const kinds = affineParallel.reductions(op);
  if (kinds.some((k) => !(k in ompOperators))) return undefined;
  return kinds.map((k, i) => ` reduction(${ompOperators[k]}:${fp.expr(op.result(i)).text})`).join('');
}

/** Prints `lines` under `#ifdef _OPENMP`. */
function guarded(fp: FunctionPrinter, pragma: string): void {
  fp.w.line('#ifdef _OPENMP');
  fp.w.line(pragma);
  fp.w.line('#endif');
}

/**
 * The pragmas to print before each loop of affine.parallel `op` (one `for` per induction variable), printed by
 * calling `pragmaFor(d)` right before the d-th `for`; `done()` after the loops closes the parallel region.
 */
export function parallelLoopPragmas(fp: FunctionPrinter, op: Operation): { pragmaFor(d: number): void; done(): void } {
  const n = affineParallel.inductionVars(op).length;
  const none = { pragmaFor: () => {}, done: () => {} };
  if (collapsed.has(op)) return none;
  const reductions = reductionClauses(fp, op);
  if (reductions === undefined) return none; // runs as the sequential loop nest it is printed as
  if (!openRegion.has(fp)) {
    const chain = collapseChain(op);
    chain.slice(1).forEach((o) => collapsed.add(o));
    // Within `op` itself, collapse all its ivs unless the last one is a loop-free innermost loop (kept for simd).
    const own = chain.length > 1 || hasLoops(op) ? n : Math.max(1, n - 1);
    const k = own + chain.slice(1).reduce((s, o) => s + affineParallel.inductionVars(o).length, 0);
    openRegion.set(fp, op);
    return {
      pragmaFor: (d) => {
        if (d === 0) guarded(fp, `#pragma omp parallel for${k > 1 ? ` collapse(${k})` : ''}${reductions}`);
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
