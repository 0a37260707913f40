// The attributes that mark polyhedral structure on the IR (SCoP regions, outlined statements), and the runs of a
// block's ops that can be SCoPs.

import { StringAttr, UnitAttr } from './attributes.js';
import { affineLoad, affineStore } from './dialects/affineOps.js';
import { memrefStore } from './dialects/memref.js';
import { Block, Operation, type Value } from './operation.js';
import { isMemoryEffectFree } from './sideEffects.js';
import { lookupSymbol } from './symbols.js';
import { MemRefType } from './types.js';

/** On each top-level op of a SCoP (the `#pragma scop` region, or a region form-statements formed). */
export const scopRegionAttr = 'polyts.scop';
/** On a `func.func` that is an outlined statement (`@S0`, `@S1`, ...), called from its place in the loop nest. */
export const scopStmtAttr = 'scop.stmt';

/**
 * On a `memref.alloca` statement formation made to pass values between statements (a scratchpad), which
 * inline-statements turns back into SSA values; its value says what for: `carried` (a value a loop carries from one
 * iteration to the next), `copy` or `split` (a value read in the same iteration of the loops around where it was
 * stored).
 */
export const scratchpadAttr = 'polyts.scratchpad';

/** The kind of scratchpad `memref` is, or undefined when it is not one. */
export function scratchpadKind(memref: Value): string | undefined {
  const a = memref.definingOp?.attr(scratchpadAttr);
  return a instanceof StringAttr ? a.value : undefined;
}

export function markScopRegion(op: Operation): void {
  op.setAttr(scopRegionAttr, UnitAttr.instance);
}

export function isScopRegionOp(op: Operation): boolean {
  return op.attr(scopRegionAttr) !== undefined;
}

/** Is `fn` a func.func holding an outlined statement? */
export function isStatementFunction(fn: Operation): boolean {
  return fn.name === 'func.func' && fn.attr(scopStmtAttr) !== undefined;
}

/** The outlined statement `call` calls (a func.func with a body and `scop.stmt`), or undefined. */
export function statementCallee(call: Operation): Operation | undefined {
  if (call.name !== 'func.call') return undefined;
  const callee = call.attr('callee');
  const fn = callee && 'root' in callee ? lookupSymbol(call, (callee as { root: string }).root) : undefined;
  return fn && isStatementFunction(fn) && !fn.region(0).empty ? fn : undefined;
}

/** Maximal runs of `ops` for which `candidate` holds that contain a loop, an if, a store or a statement call. */
export function runsOf(ops: readonly Operation[], candidate: (op: Operation) => boolean): Operation[][] {
  const runs: Operation[][] = [];
  let run: Operation[] = [];
  const flush = (): void => {
    if (run.some((o) => o.name === 'affine.for' || o.name === 'affine.store' || o.name === 'affine.if' || statementCallee(o))) runs.push(run);
    run = [];
  };
  for (const op of ops) {
    if (candidate(op)) run.push(op);
    else flush();
  }
  flush();
  return runs;
}

/**
 * The runs of `block` that can be SCoPs: the ops marked `polyts.scop` (the `#pragma scop` region, or a formed
 * SCoP) where the block has such marks, else maximal runs of affine loops, ifs, accesses, statement calls and pure ops.
 */
export function candidateRuns(block: Block): Operation[][] {
  const ops = block.opsArray();
  if (ops.some(isScopRegionOp)) return runsOf(ops, isScopRegionOp);
  const symbolLoads = symbolDefiningLoads(block);
  return runsOf(
    ops,
    (op) =>
      (['affine.for', 'affine.if', 'affine.store', 'affine.load'].includes(op.name) && !symbolLoads.has(op)) ||
      !!statementCallee(op) ||
      (!op.regions.length && isMemoryEffectFree(op) && !op.hasTrait('Terminator')),
  );
}

/**
 * The loads of a scalar (a rank-0 memref: a global such as `int n`) at the block's top level that nothing in the
 * block stores to: they define symbols (the frontend reads a global that keeps its value once, at the function's
 * entry), so a SCoP starts after them and takes their values as parameters.
 */
function symbolDefiningLoads(block: Block): Set<Operation> {
  const isScalar = (m: Value): boolean => m.type instanceof MemRefType && m.type.shape.length === 0;
  const loads = block.opsArray().filter((op) => op.name === 'affine.load' && isScalar(affineLoad.memref(op)));
  if (!loads.length) return new Set();
  const stored = new Set<Value>();
  for (const op of block.ops()) {
    op.walk((o) => {
      if (o.name === 'affine.store') stored.add(affineStore.memref(o));
      else if (o.name === 'memref.store') stored.add(memrefStore.memref(o));
    });
  }
  return new Set(loads.filter((l) => !stored.has(affineLoad.memref(l))));
}
