// The attributes that mark polyhedral structure on the IR: SCoP regions and outlined statements.

import { UnitAttr } from './attributes.js';
import { Operation } from './operation.js';
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
