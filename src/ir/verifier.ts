// The verifier: structural rules (terminators, single-block regions), each op's own verifier, then dominance of
// every operand use and isolation from above. Stops at the first error (a DiagnosticError).

import { DiagnosticError } from './diagnostics.js';
import { Block, BlockArgument, Operation } from './operation.js';
import { withSymbolCache } from './symbols.js';

function verifyStructure(op: Operation): void {
  for (let ri = 0; ri < op.regions.length; ri++) {
    const region = op.regions[ri];
    if (op.hasTrait('SingleBlock') && region.blocks.length > 1) {
      throw op.emitError(`expects region #${ri} to have 0 or 1 blocks`);
    }
    for (const block of region.blocks) {
      let index = 0;
      for (let o = block.first; o; o = o.next) {
        o.orderIndex = index++;
        if (o.hasTrait('Terminator') && o !== block.last) throw o.emitError('must be the last operation in the parent block');
      }
      if (!op.hasTrait('NoTerminator')) {
        if (!block.last) throw op.emitError(`empty block: expect at least a terminator`);
        if (!block.last.hasTrait('Terminator')) {
          throw new DiagnosticError(block.last.loc, `block with no terminator, has '${block.last.name}' as its last operation`);
        }
      }
    }
  }
  if (op.hasTrait('ZeroResults') && op.numResults) throw op.emitError('requires zero results');
  // A default-valued property (fastmath, overflowFlags) given in the generic form must be of the default's kind,
  // or the custom printer would print text that does not parse.
  for (const [name, dflt] of op.def.defaults) {
    const a = op.attr(name);
    if (a && a.kind !== dflt.kind) throw op.emitError(`invalid attribute '${name}' in properties: ${a.key}`);
  }
  op.def.verify?.(op);
  for (const region of op.regions) for (const block of region.blocks) for (let o = block.first; o; o = o.next) verifyStructure(o);
  op.def.verifyRegions?.(op);
}

/** Requires the order indices set by verifyStructure. */
function verifyDominance(root: Operation): void {
  root.walk((user) => {
    for (let i = 0; i < user.numOperands; i++) {
      const v = user.operand(i);
      const defBlock = v.parentBlock;
      const defOp = v instanceof BlockArgument ? null : v.definingOp;
      let ok = false;
      // Climb from the user to the op that sits directly in the defining block.
      for (let a: Operation = user; ; ) {
        const b = a.parentBlock;
        if (!b) break;
        if (b === defBlock) {
          ok = defOp === null || defOp.orderIndex < a.orderIndex;
          break;
        }
        if (defOp === null && defBlock?.isEntryBlock() && b.parent === defBlock.parent) {
          ok = true; // entry-block arguments dominate every block of their region
          break;
        }
        const parent = a.parentOp;
        if (!parent) break;
        if (parent.hasTrait('IsolatedFromAbove') && !parentContains(parent, defBlock)) {
          throw user.emitError('using value defined outside the region');
        }
        a = parent;
      }
      if (!ok) throw new DiagnosticError(user.loc, `operand #${i} does not dominate this use`);
    }
  });
}

function parentContains(op: Operation, block: Block | null): boolean {
  for (let b = block; b; b = b.parentOp?.parentBlock ?? null) if (b.parentOp === op) return true;
  return false;
}

/** Verifies `root` and everything nested in it; throws the first error found. */
export function verify(root: Operation): void {
  withSymbolCache(() => {
    verifyStructure(root);
    verifyDominance(root);
  });
}
