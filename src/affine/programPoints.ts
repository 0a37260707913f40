// Where a value still sits in memory: program points, the ops that may run between a point and a later op in
// the same iteration, and whether one of them may overwrite a location (statement formation's value analysis).

import { AffineMap } from '../ir/affineMap.js';
import { Block, Operation, Value } from '../ir/operation.js';
import { AccessComparator } from '../ir/transforms/memoryAccess.js';

/** Just after an op, or at the start of a block (an iteration of a loop body begins there). */
export type Point = { readonly after: Operation } | { readonly start: Block };

/** An element of memory: `memref[map(indices)]`. */
export interface Location {
  readonly memref: Value;
  readonly map: AffineMap;
  readonly indices: readonly Value[];
}

function blockOf(p: Point): Block {
  return 'after' in p ? p.after.parentBlock! : p.start;
}

/** The op of `block` that is `op` or contains it, or undefined. */
export function ancestorIn(block: Block, op: Operation): Operation | undefined {
  for (let o: Operation | null = op; o; o = o.parentOp) if (o.parentBlock === block) return o;
  return undefined;
}

/** Does every execution of `op` come after `p`, in the same execution of p's block? */
export function precedes(p: Point, op: Operation): boolean {
  const t = ancestorIn(blockOf(p), op);
  if (!t) return false;
  return 'start' in p || (t !== p.after && p.after.isBeforeInBlock(t));
}

/**
 * The ops that may run after `p` and before `op` (which `p` precedes): the rest of p's block up to the op holding
 * `op`, then down through the ifs around `op`. A loop around `op` runs whole between two of its iterations.
 */
export function opsBetween(p: Point, op: Operation): Operation[] {
  const out: Operation[] = [];
  let block = blockOf(p);
  let from = 'after' in p ? p.after.next : block.first;
  for (;;) {
    const t = ancestorIn(block, op)!;
    for (let o = from; o && o !== t; o = o.next) out.push(o);
    if (t === op) return out;
    if (t.name !== 'affine.if') {
      out.push(t);
      return out;
    }
    block = t.regions.find((r) => r.isAncestorOf(op))!.entry;
    from = block.first;
  }
}

/**
 * Does `loc`, as it is at `p`, still hold the same value when `op` runs? Distinct memref arguments are distinct
 * arrays here, as in the polyhedral model.
 */
export function stillHolds(loc: Location, p: Point, op: Operation, cmp: AccessComparator): boolean {
  if (!precedes(p, op)) return false;
  const read = { op, kind: 'read' as const, memref: loc.memref, indices: loc.indices, map: loc.map };
  return !opsBetween(p, op).some((o) => cmp.mayClobber(o, read));
}
