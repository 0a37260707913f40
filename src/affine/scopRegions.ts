// The SCoPs statement formation works on: the candidate runs of a block's ops (src/ir/scopMarkers.ts) made only of
// what it can form.

import { Block, Operation } from '../ir/operation.js';
import { candidateRuns, runsOf, statementCallee } from '../ir/scopMarkers.js';
import { isMemoryEffectFree } from '../ir/sideEffects.js';

export interface ScopCandidate {
  readonly ops: Operation[];
}

export interface Unformable {
  /** The op that cannot be part of a SCoP. */
  readonly at: Operation;
  readonly reason: string;
}

const structural = new Set(['affine.for', 'affine.if', 'affine.yield', 'affine.load', 'affine.store', 'affine.apply']);

function isPlain(op: Operation): boolean {
  return !op.regions.length && isMemoryEffectFree(op) && !op.hasTrait('Terminator');
}

/** Why `op` (with what it nests) cannot be formed into statements, or undefined. */
export function unformable(op: Operation): Unformable | undefined {
  let found: Unformable | undefined;
  op.walk((o) => {
    if (found) return 'skip';
    if (structural.has(o.name) || isPlain(o)) return undefined;
    found = { at: o, reason: `'${o.name}' cannot be part of a SCoP` };
    return 'skip';
  });
  return found;
}

/** Does the run hold outlined statements already (a formed SCoP)? */
function alreadyFormed(ops: readonly Operation[]): boolean {
  let formed = false;
  for (const op of ops) op.walk((o) => void (statementCallee(o) && (formed = true)));
  return formed;
}

/**
 * The SCoPs of a function body to form: candidate runs of its blocks, looked for inside non-affine ops too. A run
 * with an op that cannot be formed is reported and split around it (the parts before and after it, and the blocks
 * inside it, are tried). Runs that already hold outlined statements are left as they are.
 */
export function scopCandidates(body: Block): { scops: ScopCandidate[]; unformable: Unformable[] } {
  const scops: ScopCandidate[] = [];
  const problems: Unformable[] = [];
  const tryRun = (run: Operation[]): void => {
    if (alreadyFormed(run)) return;
    const bad = run.findIndex((op) => unformable(op));
    if (bad < 0) {
      scops.push({ ops: run });
      return;
    }
    const u = unformable(run[bad]!)!;
    // An op nested in several candidate runs is reported once.
    if (!problems.some((p) => p.at === u.at)) problems.push(u);
    for (const r of runsOf(run.slice(0, bad), () => true)) tryRun(r);
    for (const reg of run[bad]!.regions) for (const b of reg.blocks) scan(b);
    for (const r of runsOf(run.slice(bad + 1), () => true)) tryRun(r);
  };
  const scan = (block: Block): void => {
    const runs = candidateRuns(block);
    for (const run of runs) tryRun(run);
    const inRuns = new Set(runs.flat());
    for (const op of block.ops()) if (!inRuns.has(op)) for (const r of op.regions) for (const b of r.blocks) scan(b);
  };
  scan(body);
  return { scops, unformable: problems };
}
