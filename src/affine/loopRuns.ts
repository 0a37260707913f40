// Does an affine loop run at least once every time control reaches it? Exact over what the affine loops and guards
// around it say (src/poly integer emptiness): the loop runs iff every lower bound is below every upper bound, so it
// is proved when no point of the enclosing domain has some lower bound >= some upper bound. Values the affine
// context does not define are free parameters, which can only make the proof fail, never wrongly succeed.

import { type AffineExpr, dimExpr, replaceDimsAndSymbols, sub, symbolExpr } from '../ir/affineExpr.js';
import { fullyComposeIntegerSetAndOperands } from '../ir/affineCompose.js';
import { simplifyAffineExpr } from '../ir/affineFlatten.js';
import { type AffineMap, IntegerSet } from '../ir/affineMap.js';
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

/** A statement reached only where `conditions` hold: the point that would disprove a claim. */
const violation = (name: string, conditions: Condition[]): LoopNode => ({ kind: 'if', conditions, then: [{ kind: 'stmt', name, reads: [], writes: [] }] });

/**
 * True if no point of `loop`'s affine context reaches any of the statements `violations` builds (once the context's
 * values are named): the claim they would disprove holds. False where a bound or guard is not affine.
 */
function neverViolated(loop: Operation, names: ContextNames, violations: () => LoopNode[]): boolean {
  try {
    const nodes = pathNodes(affineAncestors(loop), loop, names, violations);
    return !!nodes && buildScop('loop-runs', names.params, nodes).statements.every((s) => s.domain.isEmpty());
  } catch (e) {
    if (e instanceof NonAffineExpr) return false;
    throw e;
  }
}

/** True if the affine.for `loop` provably runs at least one iteration every time control reaches it. */
export function loopAlwaysRuns(loop: Operation): boolean {
  const names = new ContextNames();
  // One statement per (lower, upper) pair, reached only where that pair leaves the loop empty.
  return neverViolated(loop, names, () => {
    const lower = names.results(affineFor.lowerBoundMap(loop), affineFor.lowerBoundOperands(loop));
    const upper = names.results(affineFor.upperBoundMap(loop), affineFor.upperBoundOperands(loop));
    return lower.flatMap((l, i) => upper.map((u, j) => violation(`V${i}_${j}`, [{ kind: 'ge', expr: aff.sub(l, u) }])));
  });
}

/** The conditions under which `loop` runs: every upper bound exceeds every lower bound. */
function runsConditions(loop: Operation, names: ContextNames): Condition[] {
  const lower = names.results(affineFor.lowerBoundMap(loop), affineFor.lowerBoundOperands(loop));
  const upper = names.results(affineFor.upperBoundMap(loop), affineFor.upperBoundOperands(loop));
  return lower.flatMap((l) => upper.map((u): Condition => ({ kind: 'ge', expr: aff.sub(aff.sub(u, l), 1) })));
}

/**
 * True if the affine.for `loop` runs only where the condition of the affine.if `guard` beside it (same block)
 * holds: no point of their context runs the loop and violates one of the guard's constraints. Exact, like
 * loopAlwaysRuns; a loop it cannot model never qualifies.
 */
export function loopRunsOnlyUnder(loop: Operation, guard: Operation): boolean {
  const names = new ContextNames();
  return neverViolated(loop, names, () => {
    const runs = runsConditions(loop, names);
    const set = affineIf.condition(guard);
    const vals = affineIf.operands(guard).map((v) => names.value(v));
    return set.constraints.flatMap((c, k) => {
      const e = affFromAffineExpr(c, vals.slice(0, set.numDims), vals.slice(set.numDims));
      // Violated: e < 0, or for an equality also e > 0.
      const broken = set.eqFlags[k] ? [aff.sub(-1, e), aff.sub(e, 1)] : [aff.sub(-1, e)];
      return broken.map((b, j) => violation(`V${k}_${j}`, [...runs, { kind: 'ge', expr: b }]));
    });
  });
}

/**
 * The condition under which the affine.for `loop` runs at least once, as an affine.if condition and its operands:
 * every upper bound exceeds every lower bound. Over the bounds' own operands, so it holds wherever the loop is.
 */
export function loopRunsCondition(loop: Operation): { condition: IntegerSet; operands: Value[] } {
  const lb = affineFor.lowerBoundMap(loop);
  const ub = affineFor.upperBoundMap(loop);
  const lbOps = affineFor.lowerBoundOperands(loop);
  const ubOps = affineFor.upperBoundOperands(loop);
  // Operands: lower dims, upper dims, lower symbols, upper symbols.
  const numDims = lb.numDims + ub.numDims;
  const numSymbols = lb.numSymbols + ub.numSymbols;
  const over = (r: AffineExpr, map: AffineMap, dimBase: number, symBase: number): AffineExpr =>
    replaceDimsAndSymbols(
      r,
      Array.from({ length: map.numDims }, (_, i) => dimExpr(dimBase + i)),
      Array.from({ length: map.numSymbols }, (_, i) => symbolExpr(symBase + i)),
    );
  const lower = lb.results.map((r) => over(r, lb, 0, 0));
  const upper = ub.results.map((r) => over(r, ub, lb.numDims, lb.numSymbols));
  const constraints = lower.flatMap((l) => upper.map((u) => simplifyAffineExpr(sub(sub(u, l), 1), numDims, numSymbols)));
  const operands = [...lbOps.slice(0, lb.numDims), ...ubOps.slice(0, ub.numDims), ...lbOps.slice(lb.numDims), ...ubOps.slice(ub.numDims)];
  const set = IntegerSet.get(numDims, numSymbols, constraints, constraints.map(() => false));
  return { condition: fullyComposeIntegerSetAndOperands(set, operands), operands };
}
