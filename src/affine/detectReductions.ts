// Reduction detection (Polygeist III-E a): a memory cell every iteration of an affine.for loads and then stores,
// at a loop-invariant address no other access of the loop can touch, becomes a loop-carried value (the load
// hoisted before the loop, the store sunk after it); every loop-carried value is then classified as a reduction of
// some kind or a plain carried value, and the kinds are stored on the loop for the parallelizer.

import { Builder } from '../ir/builder.js';
import { affineFor } from '../ir/dialects/affineControl.js';
import { affineLoad, affineStore } from '../ir/dialects/affineOps.js';
import { memrefGetGlobal } from '../ir/dialects/memref.js';
import { sourceName } from '../ir/nameHints.js';
import type { Operation, Value } from '../ir/operation.js';
import { addLoopCarried, appendOperands } from '../ir/transforms/structuredOps.js';
import { computeDependences } from '../poly/index.js';
import { loopModel } from './loopScop.js';
import { markLike, placeMarks, reductionsAttr } from './loopMarks.js';
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

function sameCell(load: Operation, store: Operation): boolean {
  const a = affineLoad.indices(load);
  const b = affineStore.indices(store);
  return (
    affineLoad.memref(load) === affineStore.memref(store) &&
    affineLoad.map(load).toString() === affineStore.map(store).toString() &&
    a.length === b.length &&
    a.every((v, i) => v === b[i])
  );
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
    for (const pair of invariantCellPairs(loop)) {
      const name = cellName(affineLoad.memref(pair.load));
      loop = carryCell(loop, pair);
      cells.set(loop.numResults - 1, name);
    }
    if (!loop.numResults) continue;
    const kinds = affineFor.iterArgs(loop).map((_, k) => {
      const c = classifyIterArg(loop, k);
      if ('reason' in c) return 'none' as const;
      const arg = affineFor.iterArgs(loop)[k]!;
      found.push({ loop, index: k, kind: c.kind, at: arg.firstUse!.owner, cell: cells.get(k) });
      return c.kind;
    });
    loop.setAttr(reductionsAttr, reductionsAttribute(kinds));
  }
  return found;
}
