// Rebuilding structured control-flow ops (scf.for/if/while, affine.for/if) with extra loop-carried values or
// results: results are fixed at creation, so a new op takes over the regions and the old results' uses.

import { Block, Operation, Region, Value } from '../operation.js';
import type { SourceLoc } from '../diagnostics.js';
import { Type } from '../types.js';

export const isIfLike = (op: Operation): boolean => op.name === 'scf.if' || op.name === 'affine.if';
export const isForLike = (op: Operation): boolean => op.name === 'scf.for' || op.name === 'affine.for';

/** The terminator name of a structured op's regions. */
export function yieldName(op: Operation): string {
  return op.dialect === 'affine' ? 'affine.yield' : 'scf.yield';
}

/** Creates `name` before `old` with the given operands/results, moving `old`'s regions and attributes over. */
function replaceWith(old: Operation, operands: readonly Value[], resultTypes: readonly Type[]): Operation {
  const regions = old.regions.map((r) => {
    const nr = new Region();
    nr.takeBody(r);
    return nr;
  });
  const op = Operation.create(old.def, { operands, resultTypes, attributes: new Map(old.attributes), regions, loc: old.loc });
  old.parentBlock!.insertBefore(op, old);
  old.results.forEach((r, i) => r.replaceAllUsesWith(op.result(i)));
  old.erase();
  return op;
}

/** Appends `values` to a terminator's operands. */
export function appendOperands(term: Operation, values: readonly Value[]): void {
  term.setOperands([...term.operandValues(), ...values]);
}

/**
 * scf.for / affine.for with `inits` appended to the loop-carried values (the new body arguments at `locs`, which
 * may name the variables they hold). Returns the new loop and the new body arguments; the caller appends the
 * matching values to the body's yield.
 */
export function addLoopCarried(loop: Operation, inits: readonly Value[], locs: readonly SourceLoc[] = []): { op: Operation; args: Value[] } {
  const types = inits.map((v) => v.type);
  const op = replaceWith(loop, [...loop.operandValues(), ...inits], [...loop.resultTypes(), ...types]);
  const body = op.region(0).entry;
  return { op, args: types.map((t, k) => body.addArgument(t, locs[k])) };
}

/**
 * scf.if / affine.if with results of `types` appended. An absent else region is created (ending in a yield of
 * the given `elseValues`); the caller appends the then-values to the then region's yield and, when the else
 * region existed, the else-values to its yield. Returns the new op and whether the else region was created.
 */
export function addIfResults(ifOp: Operation, types: readonly Type[], elseValues: readonly Value[]): { op: Operation; createdElse: boolean } {
  const op = replaceWith(ifOp, ifOp.operandValues(), [...ifOp.resultTypes(), ...types]);
  const elseR = op.region(1);
  if (!elseR.empty) return { op, createdElse: false };
  const block = elseR.addBlock(new Block());
  block.append(Operation.create(yieldName(op), { operands: elseValues, loc: op.loc }));
  return { op, createdElse: true };
}

/**
 * scf.while with `inits` appended: new `before` arguments, forwarded by scf.condition to new `after` arguments
 * and results. The caller appends the values to scf.condition and to the after region's yield.
 */
export function addWhileCarried(loop: Operation, inits: readonly Value[], locs: readonly SourceLoc[] = []): { op: Operation; beforeArgs: Value[]; afterArgs: Value[] } {
  const types = inits.map((v) => v.type);
  const op = replaceWith(loop, [...loop.operandValues(), ...inits], [...loop.resultTypes(), ...types]);
  const before = op.region(0).entry;
  const after = op.region(1).entry;
  return { op, beforeArgs: types.map((t, k) => before.addArgument(t, locs[k])), afterArgs: types.map((t, k) => after.addArgument(t, locs[k])) };
}

/**
 * affine.for / scf.for without loop-carried values, or affine.if / scf.if without results: none may be used any
 * more, and the yields must carry nothing. Returns the new op, which takes over the regions.
 */
export function dropCarriedValues(op: Operation): Operation {
  if (op.results.some((r) => r.hasUses())) throw new Error(`dropCarriedValues: a result of '${op.name}' is still used`);
  const control = isForLike(op) ? op.numOperands - op.numResults : op.numOperands;
  const n = replaceWith(op, op.operandValues(0, control), []);
  if (isForLike(n)) {
    const body = n.region(0).entry;
    while (body.arguments.length > 1) body.eraseArgument(body.arguments.length - 1);
  }
  return n;
}
