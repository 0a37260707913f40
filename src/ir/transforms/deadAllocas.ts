// Allocas that are only ever written: the stores into them and the allocas themselves are dead. Statement splitting
// leaves such scratchpads once their re-reads are forwarded, and inside a parallel loop their stores would be a data
// race (every thread writing the same cells) as well as wasted work.

import type { Operation } from '../operation.js';

const storeOps = new Set(['affine.store', 'memref.store']);

/** Erases every `memref.alloca` under `root` whose only uses are stores into it (operand 1); returns how many. */
export function eraseWriteOnlyAllocas(root: Operation): number {
  const dead: Operation[] = [];
  root.walk((op) => {
    if (op.name !== 'memref.alloca') return;
    const r = op.result();
    for (const u of r.uses()) if (!storeOps.has(u.owner.name) || u.index !== 1) return;
    dead.push(op);
  });
  for (const alloca of dead) {
    for (const store of alloca.result().users()) store.erase();
    alloca.erase();
  }
  return dead.length;
}
