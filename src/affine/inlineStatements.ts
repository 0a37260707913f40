// inline-statements: outlined statements back into their callers, the statement functions deleted, the one-element
// scratchpads they were passed promoted back to SSA values and re-reads forwarded (mem2reg) where that is possible,
// and scratchpads left without reads erased.

import { funcFunc } from '../ir/dialects/func.js';
import { Operation } from '../ir/operation.js';
import { isStatementFunction, statementCallee } from '../ir/scopMarkers.js';
import { eraseWriteOnlyAllocas, forwardLoads } from '../ir/transforms/loadForwarding.js';
import { promoteAllocas } from '../ir/transforms/mem2reg.js';
import { MemRefType } from '../ir/types.js';
import { eraseUncalledStatements, inlineStatementCalls } from './outlineStatements.js';

/** Inlines every outlined statement of `module`; returns how many scratchpads became SSA values again. */
export function inlineModuleStatements(module: Operation): number {
  let promoted = 0;
  for (const fn of module.region(0).entry.opsArray()) {
    if (fn.name !== 'func.func' || funcFunc.isDeclaration(fn) || isStatementFunction(fn)) continue;
    // One-element allocas handed to statements: the scalar scratchpads.
    const scalars = new Set<Operation>();
    fn.walk((o) => {
      if (!statementCallee(o)) return;
      for (const v of o.operandValues()) {
        const d = v.definingOp;
        if (d?.name === 'memref.alloca' && (v.type as MemRefType).shape.length === 1 && (v.type as MemRefType).shape[0] === 1) scalars.add(d);
      }
    });
    if (!inlineStatementCalls(fn).size) continue;
    promoted += promoteAllocas(fn, scalars);
    forwardLoads(fn);
    // A split statement's scratchpad is only written once its reads are forwarded to the value stored.
    eraseWriteOnlyAllocas(fn);
  }
  eraseUncalledStatements(module);
  return promoted;
}
