// Store-to-load and load-to-load forwarding: a load is replaced by the value an earlier access of the same
// element produced when nothing in between may write that element. It is what lets ternaries that reload an
// operand (`a >= b ? a : b`) become selects (Polygeist III-B b). Exact: any possibly aliasing write, call or op
// with unknown effects on the way stops the search.

import { Operation, Value } from '../operation.js';
import { AccessComparator, MemAccess, memAccessOf } from './memoryAccess.js';

const IF_LIKE = new Set(['scf.if', 'affine.if']);
const LOOP_LIKE = new Set(['scf.for', 'affine.for', 'scf.while', 'affine.parallel', 'scf.parallel']);

/** The value an earlier access of the same element provides for `load`, if one provably does. */
export function findForwardedValue(load: Operation, cmp = new AccessComparator()): Value | undefined {
  const read = memAccessOf(load);
  if (!read || read.kind !== 'read') return undefined;
  let cur: Operation = load;
  for (;;) {
    for (let o = cur.prev; o; o = o.prev) {
      const acc: MemAccess | undefined = memAccessOf(o);
      if (acc) {
        if (cmp.sameElement(acc, read)) return acc.kind === 'write' ? acc.stored : o.result();
        if (acc.kind === 'write' && cmp.mayAlias(acc, read)) return undefined;
        continue;
      }
      if (cmp.mayClobber(o, read)) return undefined;
    }
    const parent = cur.parentOp;
    if (!parent || parent.hasTrait('IsolatedFromAbove')) return undefined;
    // Entering an if's region from before the if is straight-line flow. Entering a loop body from before the
    // loop is too, unless an earlier iteration may have written the element.
    if (LOOP_LIKE.has(parent.name)) {
      if (cmp.mayClobber(parent, read)) return undefined;
    } else if (!IF_LIKE.has(parent.name)) return undefined;
    cur = parent;
  }
}

/** Forwards every load under `root` that can be; returns how many were replaced. */
export function forwardLoads(root: Operation): number {
  const loads: Operation[] = [];
  root.walk((op) => {
    if (op.name === 'memref.load' || op.name === 'affine.load') loads.push(op);
  });
  let n = 0;
  for (const load of loads) {
    if (!load.parentBlock) continue;
    const v = findForwardedValue(load);
    if (!v || v.type !== load.result().type) continue;
    load.result().replaceAllUsesWith(v);
    load.erase();
    n++;
  }
  return n;
}

/**
 * Erases the stack arrays under `root` that nothing reads once loads are forwarded: a memref.alloca whose every
 * use is the memref of a store into it, with those stores (a scratchpad whose values all flow through SSA again).
 * Returns how many were erased.
 */
export function eraseWriteOnlyAllocas(root: Operation): number {
  const dead: Operation[] = [];
  root.walk((op) => {
    if (op.name !== 'memref.alloca') return;
    const m = op.result();
    const onlyStored = [...m.uses()].every((u) => {
      const acc = memAccessOf(u.owner);
      return acc?.kind === 'write' && acc.memref === m && acc.stored !== m;
    });
    if (onlyStored) dead.push(op);
  });
  for (const a of dead) {
    for (const store of a.result().users()) store.erase();
    a.erase();
  }
  return dead.length;
}
