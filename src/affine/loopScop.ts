// The polyhedral model of one loop's iterations: every memory access in the body (through nested loops and both
// branches of affine.if) becomes a statement of a scop whose outermost loop is the given loop, so the exact
// dependence analysis of src/poly answers which dependences that loop carries (exactly, but for a loop with a step
// and several lower bounds, whose iterations are over-approximated: see affineLoopHeaders).

import type { AffineExpr } from '../ir/affineExpr.js';
import type { AffineMap } from '../ir/affineMap.js';
import { IntegerAttr } from '../ir/attributes.js';
import { affineFor, affineIf, affineParallel } from '../ir/dialects/affineControl.js';
import { affineApply, affineLoad, affineStore } from '../ir/dialects/affineOps.js';
import { memrefGetGlobal } from '../ir/dialects/memref.js';
import { sourceName } from '../ir/nameHints.js';
import { type Block, BlockArgument, type Operation, type Value } from '../ir/operation.js';
import { ownEffects } from '../ir/sideEffects.js';
import { affFromAffineExpr, NonAffineExpr } from '../poly/affineModel.js';
import { type AffExpr, type Condition, type Dependence, type DependenceOptions, type DepKind, type LoopNode, type Scop, VALIDITY_KINDS, aff, buildScop, computeDependences, firstDependence } from '../poly/index.js';
import type { Location } from './programPoints.js';

/** One memory access of the loop body, a statement of the loop's scop. */
export interface LoopAccess {
  readonly op: Operation;
  readonly write: boolean;
  /** The array name in the scop (the C name where the frontend recorded one). */
  readonly array: string;
}

export interface LoopModel {
  readonly scop: Scop;
  /** Statement name -> access. */
  readonly accesses: ReadonlyMap<string, LoopAccess>;
}

/** Why a loop's iterations cannot be modelled: the op that stops it and a sentence. */
export interface Unmodelled {
  readonly blocker: Operation;
  readonly reason: string;
}

class NotModelled extends Error {
  constructor(
    readonly blocker: Operation,
    readonly reason: string,
  ) {
    super(reason);
  }
}

const accessOps = new Set(['affine.load', 'affine.store', 'memref.load', 'memref.store']);
const loopOps = new Set(['affine.for', 'affine.parallel', 'affine.if']);

/** The memref an access goes through (stores take the value first). */
function accessedMemRef(op: Operation): Value {
  return op.name === 'affine.store' || op.name === 'memref.store' ? op.operand(1) : op.operand(0);
}

/**
 * What memory a memref value names: the function argument, allocation or global it comes from (seen through
 * memref.cast), or undefined when it could be any memory (a memref loaded from a slot, a call's result, ...).
 * Distinct arguments are distinct arrays, as everywhere in the polyhedral model.
 */
export function memoryBase(v: Value): Value | string | undefined {
  for (;;) {
    if (v instanceof BlockArgument) return v.owner.parentOp?.name === 'func.func' && v.owner.isEntryBlock() ? v : undefined;
    const d = v.definingOp!;
    if (d.name === 'memref.cast') v = d.operand(0);
    else if (d.name === 'memref.get_global') return `@${memrefGetGlobal.name(d)}`;
    else if (d.name === 'memref.alloca' || d.name === 'memref.alloc') return v;
    else return undefined;
  }
}

/** The AffExpr of an IR affine expression over already converted operands; NotModelled at `at` when not affine. */
function toAff(e: AffineExpr, dims: readonly AffExpr[], syms: readonly AffExpr[], at: Operation): AffExpr {
  try {
    return affFromAffineExpr(e, dims, syms);
  } catch (x) {
    if (x instanceof NonAffineExpr) throw new NotModelled(at, x.message);
    throw x;
  }
}

/** One loop of an affine.for or affine.parallel, its bounds as expressions (the max of `lower`, the min of `upper`). */
export interface LoopHeader {
  readonly iterator: string;
  readonly lower: AffExpr[];
  readonly upper: AffExpr[];
  readonly step?: number;
}

/**
 * The loops of an affine.for (one) or affine.parallel (one per induction variable, each bounded by its group of
 * results), bounds converted by `results`, iterators named by `iterator` in order; a sentence when a loop has a step
 * and several lower bounds, which the model cannot express. With `superset`, such an affine.for is modelled without
 * its step instead: every value between the bounds, more iterations than it runs, which only questions whose answer
 * stays true for more iterations may ask (may two accesses depend on each other).
 */
export function affineLoopHeaders(
  op: Operation,
  results: (map: AffineMap, operands: readonly Value[]) => AffExpr[],
  iterator: (iv: Value) => string,
  superset = false,
): LoopHeader[] | string {
  if (op.name === 'affine.for') {
    const lower = results(affineFor.lowerBoundMap(op), affineFor.lowerBoundOperands(op));
    const upper = results(affineFor.upperBoundMap(op), affineFor.upperBoundOperands(op));
    const step = affineFor.step(op);
    if (step !== 1 && lower.length !== 1) {
      if (!superset) return `a loop with step ${step} and several lower bounds`;
      return [{ iterator: iterator(affineFor.inductionVar(op)), lower, upper }];
    }
    return [{ iterator: iterator(affineFor.inductionVar(op)), lower, upper, step: step === 1 ? undefined : step }];
  }
  const lbs = results(affineParallel.lowerBoundsMap(op), affineParallel.lowerBoundsOperands(op));
  const ubs = results(affineParallel.upperBoundsMap(op), affineParallel.upperBoundsOperands(op));
  const group = (sizes: readonly number[], d: number): [number, number] => [sizes.slice(0, d).reduce((a, b) => a + b, 0), sizes.slice(0, d + 1).reduce((a, b) => a + b, 0)];
  const steps = affineParallel.steps(op);
  const headers: LoopHeader[] = [];
  for (const [d, iv] of affineParallel.inductionVars(op).entries()) {
    const lower = lbs.slice(...group(affineParallel.lowerBoundsGroups(op), d));
    if (steps[d] !== 1 && lower.length !== 1) return `a loop with step ${steps[d]} and several lower bounds`;
    headers.push({ iterator: iterator(iv), lower, upper: ubs.slice(...group(affineParallel.upperBoundsGroups(op), d)), step: steps[d] === 1 ? undefined : steps[d] });
  }
  return headers;
}

/** `headers` as nested for nodes, outermost first, around `body`. */
export function nestLoops(headers: readonly LoopHeader[], body: LoopNode[]): LoopNode[] {
  for (let d = headers.length - 1; d >= 0; d--) body = [{ kind: 'for', ...headers[d]!, body }];
  return body;
}

/** Builds the loop tree of one loop; fails with NotModelled at the first thing it cannot express. */
class LoopModelBuilder {
  readonly params: string[] = [];
  private readonly paramOf = new Map<Value, string>();
  private readonly iterators = new Map<Value, string>();
  private readonly arrayOf = new Map<Value | string, string>();
  readonly accesses = new Map<string, LoopAccess>();
  private depth = 0;

  constructor(
    /** The ops modelled: values they define are not parameters. */
    private readonly roots: readonly Operation[],
    /** Bases whose accesses become statements (the others cannot take part in a dependence). */
    private readonly tracked: ReadonlySet<Value | string>,
  ) {}

  private inside(v: Value): boolean {
    const d = v.definer;
    return d !== null && this.roots.some((r) => r.isAncestorOf(d));
  }

  operand(v: Value, at: Operation): AffExpr {
    const it = this.iterators.get(v);
    if (it) return { kind: 'var', name: it };
    const d = v.definingOp;
    if (d?.name === 'arith.constant' && d.attr('value') instanceof IntegerAttr) return { kind: 'const', value: Number((d.attr('value') as IntegerAttr).value) };
    if (!this.inside(v)) {
      let p = this.paramOf.get(v);
      if (!p) {
        p = `p${this.params.length}`;
        this.params.push(p);
        this.paramOf.set(v, p);
      }
      return { kind: 'var', name: p };
    }
    if (d?.name === 'affine.apply') return this.mapResults(affineApply.map(d), affineApply.operands(d), at)[0]!;
    throw new NotModelled(at, `an index is computed by '${d?.name ?? 'a block argument'}' inside the loop`);
  }

  mapResults(map: AffineMap, operands: readonly Value[], at: Operation): AffExpr[] {
    const vals = operands.map((v) => this.operand(v, at));
    return map.results.map((e) => toAff(e, vals.slice(0, map.numDims), vals.slice(map.numDims), at));
  }

  arrayName(base: Value | string): string {
    let n = this.arrayOf.get(base);
    if (n) return n;
    const hint = typeof base === 'string' ? base.slice(1) : sourceName(base);
    const taken = new Set(this.arrayOf.values());
    n = hint && /^[A-Za-z_]\w*$/.test(hint) && !taken.has(hint) ? hint : undefined;
    for (let k = this.arrayOf.size; !n || taken.has(n); k++) n = `A${k}`;
    this.arrayOf.set(base, n);
    return n;
  }

  private newIterator(iv: Value): string {
    const name = `i${this.depth++}`;
    this.iterators.set(iv, name);
    return name;
  }

  loopNode(op: Operation): LoopNode {
    // Dependence questions only: a stride the model cannot express is dropped (unroll-jam's blocks of a loop with
    // max lower bounds), a superset of the iterations that can only add dependences.
    const headers = affineLoopHeaders(op, (map, operands) => this.mapResults(map, operands, op), (iv) => this.newIterator(iv), true);
    if (typeof headers === 'string') throw new NotModelled(op, headers);
    const body = op.name === 'affine.for' ? affineFor.body(op) : affineParallel.body(op);
    return nestLoops(headers, this.nodes(body.opsArray()))[0]!;
  }

  /** The nodes of a block's ops. */
  nodes(ops: readonly Operation[]): LoopNode[] {
    const out: LoopNode[] = [];
    const saved = this.depth;
    for (const op of ops) {
      if (op.name === 'affine.for' || op.name === 'affine.parallel') {
        out.push(this.loopNode(op));
        this.depth = saved;
      } else if (op.name === 'affine.if') {
        const set = affineIf.condition(op);
        const vals = affineIf.operands(op).map((v) => this.operand(v, op));
        const conditions: Condition[] = set.constraints.map((c, i) => ({
          kind: set.eqFlags[i] ? 'eq' : 'ge',
          expr: toAff(c, vals.slice(0, set.numDims), vals.slice(set.numDims), op),
        }));
        const elseBlock = affineIf.elseBlock(op);
        out.push({ kind: 'if', conditions, then: this.nodes(affineIf.thenBlock(op).opsArray()), else: elseBlock ? this.nodes(elseBlock.opsArray()) : undefined });
      } else if (op.name === 'affine.load' || op.name === 'affine.store') {
        const base = memoryBase(accessedMemRef(op));
        if (base === undefined || !this.tracked.has(base)) continue;
        const write = op.name === 'affine.store';
        const map = write ? affineStore.map(op) : affineLoad.map(op);
        const index = this.mapResults(map, write ? affineStore.indices(op) : affineLoad.indices(op), op);
        const name = `S${this.accesses.size}`;
        const array = this.arrayName(base);
        this.accesses.set(name, { op, write, array });
        out.push({ kind: 'stmt', name, reads: write ? [] : [{ array, index }], writes: write ? [{ array, index }] : [] });
      }
    }
    return out;
  }
}

/**
 * Which memory the loop writes, and what in its body defeats any dependence test (a call, an access to memory
 * that may alias anything, a non-affine access to written memory, a non-affine region holding accesses).
 * Memory allocated inside the body is private to each iteration and left out.
 */
function writtenMemory(loop: Operation): { written: Set<Value | string> } | Unmodelled {
  const written = new Set<Value | string>();
  const accesses: Operation[] = [];
  let blocked: Unmodelled | undefined;
  const privateBase = (b: Value | string): boolean => typeof b !== 'string' && b.definingOp !== null && loop.isAncestorOf(b.definingOp);
  loop.walk((op) => {
    if (blocked || op === loop) return undefined;
    if (accessOps.has(op.name)) {
      const base = memoryBase(accessedMemRef(op));
      if (base === undefined) blocked = { blocker: op, reason: `'${op.name}' goes through a memref that may alias any array` };
      else if (!privateBase(base)) {
        accesses.push(op);
        if (op.name.endsWith('store')) written.add(base);
      }
      return undefined;
    }
    if (op.regions.length && !loopOps.has(op.name) && op.name !== 'func.func') {
      let inner: Operation | undefined;
      op.walk((o) => {
        if (!inner && accessOps.has(o.name)) inner = o;
      });
      if (inner) blocked = { blocker: op, reason: `'${op.name}' holding memory accesses is not affine` };
      return 'skip';
    }
    const effects = ownEffects(op);
    if (effects === 'unknown') blocked = { blocker: op, reason: `'${op.name}' may access any memory` };
    else if (effects.some((e) => e !== 'alloc') && !(op.name === 'memref.dealloc' && privateBase(memoryBase(op.operand(0)) ?? ''))) {
      blocked = { blocker: op, reason: `'${op.name}' accesses memory` };
    }
    return undefined;
  });
  if (blocked) return blocked;
  for (const op of accesses) {
    if (op.name.startsWith('memref.') && written.has(memoryBase(accessedMemRef(op))!)) {
      return { blocker: op, reason: `'${op.name}' is a non-affine access to memory the loop writes` };
    }
  }
  return { written };
}

/**
 * The scop of `loop` (an affine.for or affine.parallel with one induction variable): its iterations are the
 * outermost loop, values defined outside are parameters (within what the loops and conditions around say of them),
 * and the statements are the affine accesses to memory the loop writes (reads of memory nothing writes cannot depend
 * on anything).
 */
export function loopModel(loop: Operation): LoopModel | Unmodelled {
  const mem = writtenMemory(loop);
  if ('blocker' in mem) return mem;
  const builder = new LoopModelBuilder([loop], mem.written);
  try {
    const nodes = [builder.loopNode(loop)];
    return { scop: buildScop('loop', builder.params, nodes, enclosingFacts(loop.parentBlock!, builder)), accesses: builder.accesses };
  } catch (e) {
    if (e instanceof NotModelled) return { blocker: e.blocker, reason: e.reason };
    throw e;
  }
}

/** The dependences `loop` carries (source and sink in different iterations of it), over the model's statements. */
export function carriedDependences(model: LoopModel, kinds: readonly DepKind[] = VALIDITY_KINDS): Dependence[] {
  return computeDependences(model.scop, carriedOptions(kinds)).dependences.slice();
}

/** The first of carriedDependences (a read-after-write one if any), found without building the others. */
export function firstCarriedDependence(model: LoopModel, kinds: readonly DepKind[] = VALIDITY_KINDS): Dependence | undefined {
  return firstDependence(model.scop, carriedOptions(kinds));
}

function carriedOptions(kinds: readonly DepKind[]): DependenceOptions {
  return { kinds, distances: false, levels: [1] };
}

/** The distance of a dependence along the loop (sink iteration minus source iteration) when it is one constant. */
export function loopDistance(dep: Dependence): number | undefined {
  let value: number | undefined;
  for (const part of dep.relation.parts) {
    const r = part.rationalRanges([{ in: [[0, -1]], out: [[0, 1]] }]);
    if (r === 'empty') continue;
    const { min, max } = r[0]!;
    if (!min || !max || min.den !== 1 || max.den !== 1 || min.num !== max.num) return undefined;
    const v = Number(min.num);
    if (value !== undefined && value !== v) return undefined;
    value = v;
  }
  return value;
}

/**
 * What the affine loops and conditions around `block` say about the values defined outside `roots` (ops of the
 * block): each enclosing loop's counter lies within its bounds, each enclosing condition holds in its then
 * branch. Facts that do not fit (an else branch, a stride) are left out, which only makes the answer weaker.
 */
function enclosingFacts(block: Block, builder: LoopModelBuilder): Condition[] {
  const facts: Condition[] = [];
  for (let b: Block | null = block, op = block.parentOp; op; b = op.parentBlock, op = op.parentOp) {
    if (op.name === 'affine.for' || op.name === 'affine.parallel') {
      const headers = affineLoopHeaders(op, (map, operands) => builder.mapResults(map, operands, op), (iv) => (builder.operand(iv, op) as { name: string }).name, true);
      if (typeof headers === 'string') continue;
      for (const h of headers) {
        for (const l of h.lower) facts.push({ kind: 'ge', expr: aff.sub(h.iterator, l) });
        for (const u of h.upper) facts.push({ kind: 'ge', expr: aff.sub(aff.sub(u, h.iterator), 1) });
      }
    } else if (op.name === 'affine.if' && b === affineIf.thenBlock(op)) {
      const set = affineIf.condition(op);
      const vals = affineIf.operands(op).map((v) => builder.operand(v, op));
      set.constraints.forEach((c, i) => facts.push({ kind: set.eqFlags[i] ? 'eq' : 'ge', expr: toAff(c, vals.slice(0, set.numDims), vals.slice(set.numDims), op) }));
    } else if (op.name !== 'affine.if') break;
  }
  return facts;
}

/**
 * May running `ops` (consecutive ops of one block, with everything nested in them) read or write the element
 * `loc`, whose subscripts are defined before them? Exact over the iterations of the loops among `ops` and what the
 * loops and conditions around them say (distinct memref arguments are distinct arrays, as in the model); true
 * whenever something there cannot be modelled.
 */
export function mayTouchElement(ops: readonly Operation[], loc: Location): boolean {
  const target = memoryBase(loc.memref);
  if (target === undefined || !ops.length) return target === undefined;
  let opaque = false;
  for (const root of ops) {
    root.walk((op) => {
      if (opaque) return 'skip';
      if (accessOps.has(op.name)) {
        const base = memoryBase(accessedMemRef(op));
        // A non-affine access to the element's array is not modelled.
        if (base === undefined || (base === target && op.name.startsWith('memref.'))) opaque = true;
        return undefined;
      }
      if (op.regions.length && !loopOps.has(op.name)) {
        opaque = true;
        return 'skip';
      }
      const effects = ownEffects(op);
      if (effects === 'unknown' || effects.some((e) => e !== 'alloc')) opaque = true;
      return undefined;
    });
  }
  if (opaque) return true;
  const builder = new LoopModelBuilder(ops, new Set([target]));
  try {
    const probe = 'P';
    const index = builder.mapResults(loc.map, loc.indices, ops[0]!);
    const nodes: LoopNode[] = [{ kind: 'stmt', name: probe, reads: [], writes: [{ array: builder.arrayName(target), index }] }, ...builder.nodes(ops)];
    if (!builder.accesses.size) return false;
    const context = enclosingFacts(ops[0]!.parentBlock!, builder);
    const scop = buildScop('touch', builder.params, nodes, context);
    return computeDependences(scop, { kinds: ['raw', 'waw'], distances: false }).dependences.some((d) => d.source === probe);
  } catch (e) {
    if (e instanceof NotModelled) return true;
    throw e;
  }
}
