// Late parallelization (Polygeist III-E b): each affine.for whose iterations carry no dependence, after mem2reg and
// reduction detection, becomes an affine.parallel; one whose only carried values are reductions becomes an
// affine.parallel with `reduce`. The test is exact (src/poly on the loop's own model); every decision is reported.

import { IntegerAttr } from '../ir/attributes.js';
import { Builder } from '../ir/builder.js';
import { formatLoc } from '../ir/diagnostics.js';
import { affineFor, affineParallel } from '../ir/dialects/affineControl.js';
import type { AtomicRMWKind } from '../ir/dialects/arithAttrs.js';
import type { Operation } from '../ir/operation.js';
import { IntegerType, isFloat } from '../ir/types.js';
import type { Dependence } from '../poly/index.js';
import { type LoopModel, firstCarriedDependence, loopDistance, loopModel } from './loopScop.js';
import { markLike, parallelHintAttr, placeMarks } from './loopMarks.js';
import { hasLoops, isLoop } from './parallelNests.js';
import { constantWork, leastReaching, maxTripCount, workPolynomial } from './loopWork.js';
import { type ReductionKind, classifyIterArg, combine, identityAttr, storedReductions } from './reductions.js';


/**
 * Reduction kinds affine.parallel accepts in MLIR 19 that upstream's --convert-scf-to-openmp also lowers
 * (maximumf/minimumf verify but do not lower; integer max/min, xori and the select forms have no reduce kind).
 */
const parallelKinds: ReadonlySet<ReductionKind> = new Set(['addf', 'mulf', 'addi', 'muli', 'andi', 'ori']);

export interface ParallelizeOptions {
  /** Turn reduction loops nested in a parallel loop into parallel reductions too (slow under OpenMP). */
  readonly nestedReductions?: boolean;
  /**
   * Keep sequential a loop nested in a sequential loop when its body holds no loop: each outer iteration would fork
   * and join threads for one loop's worth of scalar work, which costs more than it saves. And a loop whose trip counts,
   * bounded by constants, make it at most minParallelWork operations in all (a function called in a loop elsewhere);
   * a loop bounded by a parameter gets minParallelTripsAttr instead.
   */
  readonly profitableOnly?: boolean;
}

/**
 * Below this many operations (trip counts bounded by constants), a loop stays sequential under profitableOnly: starting and
 * joining a team of threads costs microseconds, thousands of simple operations.
 */
export const minParallelWork = 10000;

/**
 * On an affine.parallel that starts threads: the least trip count at which it is worth it; the C emitter makes the
 * OpenMP region conditional on it (`if(...)`), so a kernel called with small sizes runs sequentially.
 */
export const minParallelTripsAttr = 'polyts.min_parallel_trips';

export type Report = (loop: Operation, message: string) => void;

const depNames: Record<string, string> = { raw: 'read-after-write', war: 'write-after-read', waw: 'write-after-write' };

function where(op: Operation): string {
  return `${op.name === 'affine.store' || op.name === 'memref.store' ? 'store' : 'load'} at ${formatLoc(op.loc)}`;
}

/** `read-after-write dependence on 'A' from the store at f.c:3:5 to the load at f.c:4:9, distance 1`. */
function describeDependence(model: LoopModel, dep: Dependence): string {
  const src = model.accesses.get(dep.source)!;
  const dst = model.accesses.get(dep.sink)!;
  const d = loopDistance(dep);
  return `${depNames[dep.kind]} dependence on '${src.array}' from the ${where(src.op)} to the ${where(dst.op)}, distance ${d ?? 'not constant'}`;
}

/** Why the loop's carried values forbid parallel iterations, or the reduce kinds they allow. */
function carriedValues(loop: Operation, insideParallel: boolean, opts: ParallelizeOptions): { kinds: ReductionKind[] } | { reason: string } {
  const stored = storedReductions(loop);
  const kinds: ReductionKind[] = [];
  for (let k = 0; k < loop.numResults; k++) {
    const arg = affineFor.iterArgs(loop)[k]!;
    const at = arg.firstUse ? ` (updated at ${formatLoc(arg.firstUse.owner.loc)})` : '';
    const c = classifyIterArg(loop, k);
    if (stored[k] === 'none' || 'reason' in c || c.kind !== stored[k]) {
      const why = 'reason' in c ? `: ${c.reason}` : stored[k] === 'none' ? ' (run detect-reductions first)' : '';
      return { reason: `a value is carried from one iteration to the next and is not a reduction${why}${at}` };
    }
    const t = arg.type;
    const typed = c.kind.endsWith('f') ? isFloat(t) : t instanceof IntegerType;
    if (!parallelKinds.has(c.kind) || !typed) return { reason: `the '${c.kind}' reduction of a ${t.key} has no affine.parallel form that upstream MLIR lowers${at}` };
    kinds.push(c.kind);
  }
  if (kinds.length && insideParallel && !opts.nestedReductions) return { reason: `its ${kinds.join(', ')} reduction is kept sequential inside a parallel loop` };
  return { kinds };
}

/** Replaces affine.for `loop` by an affine.parallel over the same bounds reducing its carried values by `kinds`. */
function toParallel(loop: Operation, kinds: readonly ReductionKind[]): Operation {
  const b = Builder.before(loop);
  const inits = affineFor.inits(loop);
  const identities = kinds.map((k, i) => markLike(b.constant(identityAttr(k, inits[i]!.type)), loop).result());
  const par = affineParallel.create(b, {
    // One induction variable: the lower bound is the max of all the map's results, the upper the min.
    lowerBounds: { map: affineFor.lowerBoundMap(loop), operands: affineFor.lowerBoundOperands(loop), groups: [affineFor.lowerBoundMap(loop).numResults] },
    upperBounds: { map: affineFor.upperBoundMap(loop), operands: affineFor.upperBoundOperands(loop), groups: [affineFor.upperBoundMap(loop).numResults] },
    steps: [affineFor.step(loop)],
    reductions: kinds.map((kind, i) => ({ kind: kind as AtomicRMWKind, type: inits[i]!.type })),
    attributes: placeMarks(loop),
  });
  const from = affineFor.body(loop);
  const to = affineParallel.body(par);
  to.terminator?.erase();
  to.spliceFrom(from, from.first, null);
  affineFor.inductionVar(loop).replaceAllUsesWith(affineParallel.inductionVars(par)[0]!);
  affineFor.iterArgs(loop).forEach((a, i) => a.replaceAllUsesWith(identities[i]!));
  b.setInsertionPointAfter(par);
  loop.results.forEach((r, i) => {
    const total = combine(b, kinds[i]!, inits[i]!, par.result(i));
    markLike(total.definingOp!, loop);
    r.replaceAllUsesWith(total);
  });
  loop.erase();
  return par;
}

/** Parallelizes every affine.for in `root` whose iterations are independent; `report` hears each decision. */
export function parallelizeLoops(root: Operation, report: Report, opts: ParallelizeOptions = {}): void {
  const visit = (op: Operation, insideParallel: boolean, insideSequential: boolean): void => {
    for (const region of op.regions)
      for (const block of region.blocks)
        for (const child of block.opsArray()) {
          if (child.name === 'affine.parallel') visit(child, true, insideSequential);
          else if (child.name === 'affine.for') {
            const par = decide(child, insideParallel, insideSequential, report, opts);
            visit(par ?? child, insideParallel || par !== undefined, insideSequential || (par === undefined && !insideParallel));
          } else visit(child, insideParallel, insideSequential || (isLoop(child) && !insideParallel));
        }
  };
  visit(root, false, false);
}


/** The affine.parallel that replaced `loop`, or undefined when it stays sequential (reported either way). */
function decide(loop: Operation, insideParallel: boolean, insideSequential: boolean, report: Report, opts: ParallelizeOptions): Operation | undefined {
  const hinted = loop.attr(parallelHintAttr) !== undefined;
  // `profitable`: the loop is parallel, kept sequential for speed (a parallel mark on it is then true).
  const sequential = (why: string, profitable = false): undefined => {
    report(loop, `loop stays sequential: ${why}${hinted && !profitable ? ` (its ${parallelHintAttr} mark is not borne out)` : ''}`);
    return undefined;
  };
  const model = loopModel(loop);
  if ('blocker' in model) return sequential(`${model.reason} (${formatLoc(model.blocker.loc)})`);
  // Flow dependences first (the analysis orders them first): they are the ones no renaming can remove.
  const dep = firstCarriedDependence(model);
  if (dep) return sequential(describeDependence(model, dep));
  const carried = carriedValues(loop, insideParallel, opts);
  if ('reason' in carried) return sequential(carried.reason);
  if (opts.profitableOnly && insideSequential && !insideParallel && !hasLoops(loop)) {
    return sequential('parallel, but its body holds no loop and a sequential loop encloses it: a fork and join per outer iteration would cost more than one loop of work saves', true);
  }
  // Only an outermost parallel loop starts threads (one inside it is a simd loop).
  const poly = opts.profitableOnly && !insideParallel ? workPolynomial(loop) : undefined;
  const work = poly && constantWork(poly);
  if (work !== undefined && work < minParallelWork) {
    return sequential(`parallel, but it does at most ${work} operations in all (${maxTripCount(loop)} iterations): starting and joining threads would cost more`, true);
  }
  // A loop bounded by a parameter: threads only when it runs often enough, decided when it starts.
  const least = poly && work === undefined ? leastReaching(poly, minParallelWork) : undefined;
  const minTrips = least !== undefined && least > 2 ? least : undefined;
  const par = toParallel(loop, carried.kinds);
  if (minTrips !== undefined) par.setAttr(minParallelTripsAttr, IntegerAttr.i64(minTrips));
  const when = minTrips !== undefined ? ` when it runs at least ${minTrips} iterations (fewer do less than ${minParallelWork} operations, each loop bounded by a parameter counted as running as often)` : '';
  report(par, `${carried.kinds.length ? `parallel loop reducing ${carried.kinds.join(', ')}` : 'parallel loop'}${when}`);
  return par;
}
