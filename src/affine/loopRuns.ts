// Does an affine loop run at least once every time control reaches it? Exact over what the affine loops and guards
// around it say (src/poly integer emptiness): the loop runs iff every lower bound is below every upper bound, so it
// is proved when no point of the enclosing domain has some lower bound >= some upper bound. Values the affine
// context does not define are free parameters, which can only make the proof fail, never wrongly succeed.

import type { AffineExpr } from '../ir/affineExpr.js';
import type { AffineMap } from '../ir/affineMap.js';
import { affineFor, affineIf } from '../ir/dialects/affineControl.js';
import { affineApply } from '../ir/dialects/affineOps.js';
import type { Operation, Value } from '../ir/operation.js';
import { smallConstant } from '../ir/transforms/valueFacts.js';
import { affFromAffineExpr, NonAffineExpr } from '../poly/affineModel.js';
import { type AffExpr, type Condition, type LoopNode, aff, buildScop } from '../poly/index.js';
import { affineLoopHeaders, nestLoops } from './loopScop.js';

/** Names the values of the affine context: iterators of the enclosing loops, everything else a parameter. */
class ContextNames {
  readonly params: string[] = [];
  private readonly names = new Map<Value, string>();
  private readonly iterators = new Map<Value, string>();

  iterator(iv: Value): string {
    const name = `i${this.iterators.size}`;
    this.iterators.set(iv, name);
    return name;
  }

  value(v: Value): AffExpr {
    const it = this.iterators.get(v);
    if (it) return { kind: 'var', name: it };
    const c = smallConstant(v);
    if (c !== undefined) return { kind: 'const', value: c };
    const d = v.definingOp;
    if (d?.name === 'affine.apply' && affineApply.map(d).results.length === 1) return this.results(affineApply.map(d), affineApply.operands(d))[0]!;
    let p = this.names.get(v);
    if (!p) {
      p = `p${this.params.length}`;
      this.params.push(p);
      this.names.set(v, p);
    }
    return { kind: 'var', name: p };
  }

  /** The map's results over its operands; NonAffineExpr where one is not affine (a product of two values). */
  results(map: AffineMap, operands: readonly Value[]): AffExpr[] {
    const vals = operands.map((v) => this.value(v));
    return map.results.map((e: AffineExpr) => affFromAffineExpr(e, vals.slice(0, map.numDims), vals.slice(map.numDims)));
  }
}

/** The affine.for / affine.parallel / affine.if ops around `op`, outermost first, up to the first other op. */
function affineAncestors(op: Operation): Operation[] {
  const out: Operation[] = [];
  for (let p = op.parentOp; p && (p.name === 'affine.for' || p.name === 'affine.parallel' || p.name === 'affine.if'); p = p.parentOp) out.unshift(p);
  return out;
}

/**
 * The loop nodes of `ancestors` (outermost first) around the nodes `inner` builds once their iterators are named:
 * only the path to `loop` is kept, since the question is about the points where control reaches it. Undefined
 * when a loop has a form the model cannot express; NonAffineExpr when a bound or guard is not affine.
 */
function pathNodes(ancestors: readonly Operation[], loop: Operation, names: ContextNames, inner: () => LoopNode[]): LoopNode[] | undefined {
  if (!ancestors.length) return inner();
  const [a, ...rest] = ancestors as [Operation, ...Operation[]];
  if (a.name === 'affine.if') {
    const set = affineIf.condition(a);
    const vals = affineIf.operands(a).map((v) => names.value(v));
    const conditions: Condition[] = set.constraints.map((c, i) => ({ kind: set.eqFlags[i] ? 'eq' : 'ge', expr: affFromAffineExpr(c, vals.slice(0, set.numDims), vals.slice(set.numDims)) }));
    const body = pathNodes(rest, loop, names, inner);
    if (!body) return undefined;
    const inThen = affineIf.thenBlock(a) === (rest[0] ?? loop).parentBlock;
    return [{ kind: 'if', conditions, then: inThen ? body : [], else: inThen ? undefined : body }];
  }
  const headers = affineLoopHeaders(a, (map, operands) => names.results(map, operands), (iv) => names.iterator(iv));
  if (typeof headers === 'string') return undefined;
  const body = pathNodes(rest, loop, names, inner);
  return body && nestLoops(headers, body);
}

/** True if the affine.for `loop` provably runs at least one iteration every time control reaches it. */
export function loopAlwaysRuns(loop: Operation): boolean {
  const names = new ContextNames();
  // One statement per (lower, upper) pair, reached only where that pair leaves the loop empty.
  const violations = (): LoopNode[] => {
    const lower = names.results(affineFor.lowerBoundMap(loop), affineFor.lowerBoundOperands(loop));
    const upper = names.results(affineFor.upperBoundMap(loop), affineFor.upperBoundOperands(loop));
    return lower.flatMap((l, i) =>
      upper.map((u, j): LoopNode => ({ kind: 'if', conditions: [{ kind: 'ge', expr: aff.sub(l, u) }], then: [{ kind: 'stmt', name: `V${i}_${j}`, reads: [], writes: [] }] })),
    );
  };
  try {
    const nodes = pathNodes(affineAncestors(loop), loop, names, violations);
    return !!nodes && buildScop('loop-runs', names.params, nodes).statements.every((s) => s.domain.isEmpty());
  } catch (e) {
    if (e instanceof NonAffineExpr) return false;
    throw e;
  }
}
