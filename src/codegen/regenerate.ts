// Replaces a scop's region by the affine loop nest that scans a schedule tree (the mechanism behind the codegen pass).

import { Builder } from '../ir/builder.js';
import type { Operation } from '../ir/operation.js';
import { isMemoryEffectFree } from '../ir/sideEffects.js';
import type { ExtractedScop } from '../poly/affineModel.js';
import { BasicSet } from '../poly/basicSet.js';
import type { Constraint } from '../poly/polyhedron.js';
import { Space } from '../poly/space.js';
import type { ScheduleTree } from '../schedule/tree.js';
import { astSize } from './ast/ast.js';
import { emitAffine } from './affine/emitAffine.js';
import { type StatementCloner, statementCloner } from './affine/cloneStatements.js';
import { CodegenError, type ScanStats } from './scan/build.js';
import { type ScanTreeOptions, scanScheduleTree } from './scan/scanTree.js';

export interface RegenerateReport {
  /** Ops in the scop's region before and after (nested ops included): the code growth of separation and guards. */
  readonly opsBefore: number;
  readonly opsAfter: number;
  readonly loops: number;
  readonly statements: number;
  readonly stats: ScanStats;
}

function countOps(ops: readonly Operation[]): number {
  let n = 0;
  for (const op of ops) op.walk(() => void n++);
  return n;
}

/**
 * What the IR says about the parameters: a parameter that sizes an allocation is at least 1 (C array sizes are
 * positive), one read by memref.dim is at least 0. Facts outside the tree, so guards on parameters disappear.
 */
export function parameterFacts(ext: ExtractedScop): BasicSet {
  const params = ext.scop.params;
  const cs: Constraint[] = [];
  params.forEach((p, i) => {
    const v = ext.paramValues.get(p);
    if (!v) return;
    const sizes = [...v.uses()].some((u) => u.owner.name === 'memref.alloc' || u.owner.name === 'memref.alloca');
    const dim = v.definingOp?.name === 'memref.dim';
    if (!sizes && !dim) return;
    const e = { params: params.map((_, j) => (j === i ? 1 : 0)), dims: [], locals: [], constant: sizes ? -1 : 0 };
    cs.push({ kind: 'ineq', expr: e });
  });
  return BasicSet.fromConstraints(Space.forParams(params), 0, cs);
}

/**
 * A value of the scop used after it (the model allows a statement's value to leave a region that runs it once)
 * now comes from the statement's one clone at the top level of the new code.
 */
function forwardEscapingValues(ext: ExtractedScop, cloner: StatementCloner): void {
  const inside = (op: Operation) => ext.ops.some((t) => t === op || t.isAncestorOf(op));
  for (const op of ext.ops) {
    if (!cloner.recomputes(op) || !op.results.some((r) => [...r.uses()].some((u) => !inside(u.owner)))) continue;
    const clones = cloner.clonesOf(op);
    if (clones.length !== 1 || clones[0]!.parentBlock !== op.parentBlock) {
      throw new CodegenError(`the value of '${op.name}' is used after the scop, but the new code computes it ${clones.length === 1 ? 'inside a loop' : `${clones.length} times`}`);
    }
    op.results.forEach((r, i) => r.replaceUsesWithIf(clones[0]!.results[i]!, (u) => !inside(u.owner)));
  }
}

/**
 * Scans `tree` and puts the resulting loop nest in place of the scop's ops: each statement instance is its root op
 * (store or call) cloned with what it computes from, the original loop counters replaced by the new iterators.
 */
export function regenerateScop(ext: ExtractedScop, tree: ScheduleTree, opts: ScanTreeOptions = {}): RegenerateReport {
  let context = parameterFacts(ext);
  if (opts.context) context = context.intersect(opts.context.alignParams(context.params));
  // A max of parameters computed before the loops is an affine symbol only at the function's top level.
  const topLevel = ext.ops[0]!.parentBlock === ext.fn.region(0).entry;
  const { ast, stats } = scanScheduleTree(tree, { deriveParams: topLevel, ...opts, context });
  const opsBefore = countOps(ext.ops);
  const last = ext.ops[ext.ops.length - 1]!;
  const after = last.next;
  const b = new Builder();
  b.loc = ext.ops[0]!.loc;
  b.setInsertionPointAfter(last);
  const cloner = statementCloner(ext);
  emitAffine(b, ast, { params: ext.paramValues, emitStatement: cloner.emit });
  const added: Operation[] = [];
  for (let op = last.next; op && op !== after; op = op.next) added.push(op);
  forwardEscapingValues(ext, cloner);
  // The old ops go, last first; pure ops at the top level stay while something still uses them.
  const kept: Operation[] = [];
  for (const op of [...ext.ops].reverse()) {
    const pure = !op.regions.length && isMemoryEffectFree(op);
    if (pure && op.results.some((r) => r.hasUses())) kept.push(op);
    else op.erase();
  }
  const size = astSize(ast.body);
  return { opsBefore, opsAfter: countOps([...kept, ...added]), loops: size.loops, statements: size.statements, stats };
}
