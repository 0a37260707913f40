// The attributes that mark polyhedral structure on the IR (SCoP regions, outlined statements), and the runs of a
// block's ops that can be SCoPs.

import { UnitAttr } from './attributes.js';
import { Block, Operation } from './operation.js';
import { isMemoryEffectFree } from './sideEffects.js';
import { lookupSymbol } from './symbols.js';

/** On each top-level op of a SCoP (the `#pragma scop` region, or a region form-statements formed). */
export const scopRegionAttr = 'polyts.scop';
/** On a `func.func` that is an outlined statement (`@S0`, `@S1`, ...), called from its place in the loop nest. */
export const scopStmtAttr = 'scop.stmt';

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
  return runsOf(
    ops,
    (op) =>
      ['affine.for', 'affine.if', 'affine.store', 'affine.load'].includes(op.name) ||
      !!statementCallee(op) ||
      (!op.regions.length && isMemoryEffectFree(op) && !op.hasTrait('Terminator')),
  );
}
