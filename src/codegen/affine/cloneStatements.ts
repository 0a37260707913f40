// Statement instances by cloning: a statement's root op (its affine.store, or its func.call once statements are
// outlined) is cloned with everything it depends on inside the scop, the original loop counters replaced.

import type { Builder } from '../../ir/builder.js';
import type { Operation, Value } from '../../ir/operation.js';
import type { ExtractedScop } from '../../poly/affineModel.js';

/** The affine.for counters around `op` inside the scop, outermost first: the statement's original iterators. */
export function enclosingCounters(ext: ExtractedScop, op: Operation): Value[] {
  const out: Value[] = [];
  for (let p = op.parentOp; p && inScop(ext, p); p = p.parentOp) if (p.name === 'affine.for') out.push(p.region(0).entry.arguments[0]!);
  return out.reverse();
}

function inScop(ext: ExtractedScop, op: Operation): boolean {
  return ext.ops.some((t) => t === op || t.isAncestorOf(op));
}

/**
 * An emitter of statement instances for emitAffine. Values computed inside the scop's loops (and loads at its top
 * level) are recomputed per instance; values from outside, or pure values at the scop's top level, are used as they
 * are (so the new code must come after the scop's top-level ops).
 */
export interface StatementCloner {
  readonly emit: (b: Builder, statement: string, iterators: readonly Value[]) => void;
  /** The clones made of an op of the scop so far. */
  readonly clonesOf: (op: Operation) => readonly Operation[];
  /** Is the op recomputed by each instance that needs it (else it stays where it is)? */
  readonly recomputes: (op: Operation) => boolean;
}

export function statementCloner(ext: ExtractedScop): StatementCloner {
  const roots = new Map(ext.scop.statements.map((s, i) => [s.name, ext.statementOps[i]!] as const));
  const top = new Set(ext.ops);
  // Recomputed per instance: ops inside the scop's loops, loads, and what depends on them. Pure ops at the top level
  // of only outside values (an index_cast of an argument) stay where they are.
  const memo = new Map<Operation, boolean>();
  const recompute = (op: Operation): boolean => {
    let r = memo.get(op);
    if (r === undefined) {
      r = inScop(ext, op) && (!top.has(op) || op.name === 'affine.load' || op.operandValues().some((v) => !!v.definingOp && recompute(v.definingOp)));
      memo.set(op, r);
    }
    return r;
  };
  // Clones keep the original textual order (loads and arithmetic in the order the source had them).
  const position = new Map<Operation, number>();
  for (const t of ext.ops) t.walk((op) => void position.set(op, position.size));
  const clones = new Map<Operation, Operation[]>();
  const emit = (b: Builder, statement: string, iterators: readonly Value[]): void => {
    const root = roots.get(statement);
    if (!root) throw new Error(`statementCloner: no statement ${statement} in @${ext.scop.name}`);
    const counters = enclosingCounters(ext, root);
    if (counters.length !== iterators.length) throw new Error(`statementCloner: ${statement} has ${counters.length} iterators, got ${iterators.length}`);
    const needed = new Set<Operation>([root]);
    const visit = (v: Value): void => {
      const d = v.definingOp;
      if (!d || needed.has(d) || !recompute(d)) return;
      needed.add(d);
      for (const o of d.operandValues()) visit(o);
    };
    for (const o of root.operandValues()) visit(o);
    const mapping = new Map<Value, Value>(counters.map((c, i) => [c, iterators[i]!]));
    for (const op of [...needed].sort((x, y) => position.get(x)! - position.get(y)!)) {
      const c = b.insert(op.clone(mapping));
      clones.set(op, [...(clones.get(op) ?? []), c]);
    }
  };
  return { emit, clonesOf: (op) => clones.get(op) ?? [], recomputes: recompute };
}
