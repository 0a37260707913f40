// Canonicalization shared by memref and affine accesses: a load or store through a memref.cast of a ranked memref
// accesses the cast's source (as upstream's foldMemRefCast does), so that an array and a pointer made from it
// (`double *p = a;`) are one array for the analyses that follow.

import { MemRefType } from '../types.js';
import type { RewritePattern } from '../rewriter.js';

/** The pattern for op `root`, whose memref is operand `index`. */
export function foldMemRefCastOperand(root: string, index: number): RewritePattern {
  return {
    name: `fold-memref-cast-into-${root}`,
    root,
    matchAndRewrite(op, rw) {
      const cast = op.operand(index).definingOp;
      if (cast?.name !== 'memref.cast') return false;
      const from = cast.operand(0).type;
      const to = cast.result().type;
      if (!(from instanceof MemRefType) || !(to instanceof MemRefType) || from.rank !== to.rank || from.layout || to.layout) return false;
      op.setOperand(index, cast.operand(0));
      rw.modifiedInPlace(op);
      return true;
    },
  };
}
