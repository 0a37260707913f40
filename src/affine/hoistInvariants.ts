// Loop-invariant code motion for affine loops, loads included: an op of a loop's body whose operands are all
// defined outside the loop is computed once before it. Pure ops that cannot fault move freely; loads (and integer
// divisions that could fault) move only when the loop provably runs at least once where it is reached, so the
// hoisted op executes only where the original did. A load moves only when nothing in the loop can write what it
// reads: under the polyhedral model's assumption that distinct function arguments, allocations and globals are
// distinct arrays (src/affine/README.md), no store in the loop may go to the same base and the loop holds no op
// with unknown or non-local effects (a call). This is what a C compiler cannot do in an OpenMP outlined body, where
// it no longer sees that the arrays are distinct.

import { affineFor } from '../ir/dialects/affineControl.js';
import { sourceName } from '../ir/nameHints.js';
import { BlockArgument, type Operation, type Value } from '../ir/operation.js';
import { ownEffects } from '../ir/sideEffects.js';
import { memAccessOf } from '../ir/transforms/memoryAccess.js';
import { isSpeculatable } from './ifToSelect.js';
import { memoryBase } from './loopScop.js';
import { loopAlwaysRuns } from './loopRuns.js';

/** What the pass did to one loop, for its remark. */
export interface LoopHoisting {
  readonly loop: Operation;
  /** Ops moved before the loop (loads among them). */
  readonly moved: readonly Operation[];
  /** Names of the arrays whose loads moved. */
  readonly hoistedArrays: readonly string[];
  /** Names of the arrays whose invariant loads stayed because the loop may run no iteration. */
  readonly keptArrays: readonly string[];
}

/** Which memory a loop may write: the bases its stores go to, or 'any' when something in it may write anything. */
function writtenBases(loop: Operation): Set<Value | string> | 'any' {
  const written = new Set<Value | string>();
  let any = false;
  loop.walk((op) => {
    if (any) return 'skip';
    const access = memAccessOf(op);
    if (access) {
      if (access.kind === 'write') {
        const base = memoryBase(access.memref);
        if (base === undefined) any = true;
        else written.add(base);
      }
      return undefined;
    }
    const effects = ownEffects(op);
    if (effects === 'unknown' || effects.some((e) => e === 'write' || e === 'free')) any = true;
    return undefined;
  });
  return any ? 'any' : written;
}

function definedOutside(v: Value, loop: Operation): boolean {
  const d = v.definer;
  return d === null || !loop.isAncestorOf(d);
}

/** The C name of an array for remarks (the MLIR name of an unnamed argument). */
export function arrayName(base: Value | string): string {
  if (typeof base === 'string') return base.slice(1);
  return sourceName(base) ?? (base instanceof BlockArgument ? `%arg${base.index}` : 'a local array');
}

/** Moves the invariant ops of one affine.for's body before it; returns what moved and what stayed. */
export function hoistLoopInvariants(loop: Operation): LoopHoisting {
  const moved: Operation[] = [];
  const hoistedArrays = new Set<string>();
  const keptArrays = new Set<string>();
  let written: Set<Value | string> | 'any' | undefined;
  let runs: boolean | undefined;
  const alwaysRuns = (): boolean => (runs ??= loopAlwaysRuns(loop));
  for (const op of affineFor.body(loop).opsArray()) {
    if (op.regions.length || op.hasTrait('Terminator') || op.hasTrait('ConstantLike')) continue;
    if (!op.operandValues().every((v) => definedOutside(v, loop))) continue;
    const access = memAccessOf(op);
    if (access?.kind === 'read') {
      written ??= writtenBases(loop);
      const base = memoryBase(access.memref);
      if (base === undefined || written === 'any' || written.has(base)) continue;
      if (!alwaysRuns()) {
        keptArrays.add(arrayName(base));
        continue;
      }
      hoistedArrays.add(arrayName(base));
    } else if (!op.hasTrait('Pure') || (!isSpeculatable(op) && !alwaysRuns())) continue;
    op.moveBefore(loop);
    moved.push(op);
  }
  return { loop, moved, hoistedArrays: [...hoistedArrays], keptArrays: [...keptArrays] };
}

/** Hoists invariants out of every affine.for under `root`, innermost loops first so values climb as far as they can. */
export function hoistInvariants(root: Operation): LoopHoisting[] {
  const loops: Operation[] = [];
  root.walkPostOrder((op) => {
    if (op.name === 'affine.for') loops.push(op);
  });
  return loops.map(hoistLoopInvariants).filter((h) => h.moved.length || h.keptArrays.length);
}
