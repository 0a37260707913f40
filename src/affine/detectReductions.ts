// Reduction detection (Polygeist III-E a): a memory cell every iteration of an affine.for loads and then stores,
// at a loop-invariant address no other access of the loop can touch, becomes a loop-carried value (the load
// hoisted before the loop, the store sunk after it); every loop-carried value is then classified as a reduction of
// some kind or a plain carried value, and the kinds are stored on the loop for the parallelizer.
//
// The hoisted load and the sunk store run even when the loop runs no iteration, where the original touches no cell:
// the cell's address may then lie outside its array (`for (k = i; k < m; k++) A[i] += B[k]` with A of m elements).
// So the promotion is unconditional only where the address is known valid wherever the loop is reached (the loop
// provably runs, or the cell is accessed beside it); else load, loop and store run under `affine.if` (the loop
// runs at least once), as a C compiler promotes a cell in the guarded preheader of a rotated loop. The guard moves
// out of loops whose whole body it is and whose counters it does not use, so nests stay perfect.

import { Builder } from '../ir/builder.js';
import { affineFor, affineIf } from '../ir/dialects/affineControl.js';
import { affineLoad, affineStore } from '../ir/dialects/affineOps.js';
import { memrefGetGlobal } from '../ir/dialects/memref.js';
import { sourceName } from '../ir/nameHints.js';
import { type Block, Operation, type Value } from '../ir/operation.js';
import { memAccessOf, sameAddress } from '../ir/transforms/memoryAccess.js';
import { addLoopCarried, appendOperands } from '../ir/transforms/structuredOps.js';
import { computeDependences } from '../poly/index.js';
import { loopModel } from './loopScop.js';
import { markLike, placeMarks, reductionsAttr } from './loopMarks.js';
import { loopAlwaysRuns, loopRunsCondition, loopRunsOnlyUnder } from './loopRuns.js';
import { type ReductionKind, classifyIterArg, reductionsAttribute } from './reductions.js';

export interface DetectedReduction {
  /** The loop carrying the value (after the rewrite). */
  readonly loop: Operation;
  readonly index: number;
  readonly kind: ReductionKind;
  /** Where the value is updated (the first op of the chain). */
  readonly at: Operation;
  /** The C name of the memory cell it came from, when it was one. */
  readonly cell?: string;
  /** The cell's load and store run under `if (the loop runs)`: the loop may run no iteration. */
  readonly guarded?: boolean;
}

/** A load and a later store of the same loop-invariant cell, both at the top of the loop body. */
interface CellPair {
  readonly load: Operation;
  readonly store: Operation;
}

/** Operands defined outside `loop`: the same value in every iteration. */
function invariant(loop: Operation, vs: readonly Value[]): boolean {
  return vs.every((v) => {
    const d = v.definingOp ?? v.parentBlock?.parentOp ?? null;
    return d === null || !loop.isAncestorOf(d);
  });
}

function sameCell(a: Operation, b: Operation): boolean {
  return sameAddress(memAccessOf(a)!, memAccessOf(b)!);
}

/** Load/store pairs of invariant cells in the loop body that no other access of the loop may touch. */
function invariantCellPairs(loop: Operation): CellPair[] {
  const body = affineFor.body(loop);
  const candidates: CellPair[] = [];
  for (const load of body.ops()) {
    if (load.name !== 'affine.load' || !invariant(loop, affineLoad.indices(load))) continue;
    for (let op = load.next; op; op = op.next) {
      if (op.name === 'affine.store' && sameCell(load, op)) {
        candidates.push({ load, store: op });
        break;
      }
    }
  }
  if (!candidates.length) return [];
  const model = loopModel(loop);
  if ('blocker' in model) return [];
  const stmtOf = new Map([...model.accesses].map(([name, a]) => [a.op, name]));
  const deps = computeDependences(model.scop, { distances: false }).dependences;
  return candidates.filter(({ load, store }) => {
    const own = new Set([stmtOf.get(load), stmtOf.get(store)]);
    return deps.every((d) => own.has(d.source) === own.has(d.sink));
  });
}

/** The C name of the array a memref holds: recorded by the frontend, or the global's symbol. */
function cellName(memref: Value): string | undefined {
  const d = memref.definingOp;
  return sourceName(memref) ?? (d?.name === 'memref.get_global' ? memrefGetGlobal.name(d) : undefined);
}

/** Is the cell loaded or stored beside `loop`, in its block (so whenever the loop is reached)? */
function accessedBeside(loop: Operation, { load }: CellPair): boolean {
  for (const op of loop.parentBlock!.ops()) if (op !== loop && (op.name === 'affine.load' || op.name === 'affine.store') && sameCell(op, load)) return true;
  return false;
}

/**
 * Puts `loop` under `affine.if (it runs at least once)`; the if yields the loop's results, or its initial values
 * where it does not run. Returns the if.
 */
function guardLoop(loop: Operation): Operation {
  const { condition, operands } = loopRunsCondition(loop);
  const b = Builder.before(loop);
  b.loc = loop.loc;
  const resultTypes = loop.resultTypes();
  const guard = affineIf.create(b, { condition, operands, resultTypes, withElse: resultTypes.length > 0 });
  if (resultTypes.length) {
    const results = loop.results.slice();
    results.forEach((r, k) => r.replaceAllUsesWith(guard.result(k)));
    const yieldOf = (block: Block, values: readonly Value[]): void => {
      block.append(Operation.create('affine.yield', { operands: values, loc: loop.loc }));
    };
    yieldOf(affineIf.thenBlock(guard), results);
    yieldOf(affineIf.elseBlock(guard)!, affineFor.inits(loop));
  }
  loop.moveBefore(affineIf.thenBlock(guard).terminator!);
  return guard;
}

/** A loop beside the guard that runs only where the guard holds does nothing elsewhere: it may run under it. */
function idleOutside(op: Operation | null, guard: Operation): op is Operation {
  return op?.name === 'affine.for' && op.numResults === 0 && loopRunsOnlyUnder(op, guard);
}

/**
 * Moves a result-less guard out of the loops whose whole body it is, while none of its operands is defined in
 * such a loop: `for j { if (c) {...} }` is `if (c) { for j {...} }`. Loops next to it that run only where it holds
 * join it first (atax's second j loop beside the guarded reduction over j).
 */
function hoistGuard(guard: Operation): void {
  if (guard.numResults) return;
  for (let parent = guard.parentOp; parent?.name === 'affine.for' && parent.numResults === 0; parent = guard.parentOp) {
    const then = affineIf.thenBlock(guard);
    while (idleOutside(guard.prev, guard)) guard.prev.moveBefore(then.first!);
    while (idleOutside(guard.next, guard)) guard.next.moveBefore(then.terminator!);
    const body = affineFor.body(parent);
    if (body.first !== guard || guard.next !== body.terminator || !invariant(parent, affineIf.operands(guard))) return;
    guard.moveBefore(parent);
    for (const op of then.opsArray()) if (op !== then.terminator) op.moveBefore(body.terminator!);
    parent.moveBefore(then.terminator!);
  }
}

/** Turns one pair into a loop-carried value; returns the new loop. */
function carryCell(loop: Operation, { load, store }: CellPair): Operation {
  const init = markLike(load.clone(), loop);
  loop.parentBlock!.insertBefore(init, loop);
  const { op, args } = addLoopCarried(loop, [init.result()]);
  load.result().replaceAllUsesWith(args[0]!);
  load.erase();
  appendOperands(affineFor.body(op).terminator!, [affineStore.value(store)]);
  const b = new Builder();
  b.setInsertionPointAfter(op);
  b.loc = store.loc;
  affineStore.create(b, op.result(op.numResults - 1), affineStore.memref(store), affineStore.map(store), affineStore.indices(store), placeMarks(op));
  store.erase();
  return op;
}

/**
 * Rewrites invariant cells of every affine.for in `root` into loop-carried values (inner loops first, so a cell
 * reduced over a whole nest is carried by every loop of it) and stores the kind of every loop-carried value on its
 * loop. Returns the reductions found.
 */
export function detectReductions(root: Operation): DetectedReduction[] {
  const loops: Operation[] = [];
  root.walkPostOrder((op) => {
    if (op.name === 'affine.for') loops.push(op);
  });
  const found: DetectedReduction[] = [];
  for (let loop of loops) {
    const cells = new Map<number, string | undefined>();
    const pairs = invariantCellPairs(loop);
    const guard = pairs.some((p) => !accessedBeside(loop, p)) && !loopAlwaysRuns(loop) ? guardLoop(loop) : undefined;
    for (const pair of pairs) {
      const name = cellName(affineLoad.memref(pair.load));
      loop = carryCell(loop, pair);
      cells.set(loop.numResults - 1, name);
    }
    if (guard) hoistGuard(guard);
    if (!loop.numResults) continue;
    const kinds = affineFor.iterArgs(loop).map((_, k) => {
      const c = classifyIterArg(loop, k);
      if ('reason' in c) return 'none' as const;
      const arg = affineFor.iterArgs(loop)[k]!;
      const cell = cells.has(k) ? { cell: cells.get(k), guarded: guard !== undefined } : {};
      found.push({ loop, index: k, kind: c.kind, at: arg.firstUse!.owner, ...cell });
      return c.kind;
    });
    loop.setAttr(reductionsAttr, reductionsAttribute(kinds));
  }
  return found;
}
