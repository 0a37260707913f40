// Pattern rewriting: the rewriter that patterns use to change IR, and the greedy driver that applies patterns
// and folders to a fixpoint (constants are deduplicated and hoisted to the enclosing region's entry block).

import { Attribute } from './attributes.js';
import { Builder } from './builder.js';
import { getDialect } from './opRegistry.js';
import { Block, Operation, Region, Value } from './operation.js';
import { opHasNoSideEffects } from './sideEffects.js';

export interface RewritePattern {
  /** For diagnostics and debugging. */
  readonly name: string;
  /** Only ops with this name are offered; undefined means every op. */
  readonly root?: string;
  readonly benefit?: number;
  /** Returns true if it changed the IR (all changes through the rewriter). */
  matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean;
}

export class PatternRewriter extends Builder {
  /** Called for ops created, modified or whose operands changed, so the driver revisits them. */
  onTouched: (op: Operation) => void = () => {};
  onErased: (op: Operation) => void = () => {};

  protected override notifyCreated(op: Operation): void {
    op.walk((o) => this.onTouched(o));
  }

  /** Replaces all uses of `op`'s results, then erases it. */
  replaceOp(op: Operation, values: readonly Value[]): void {
    op.results.forEach((r, i) => this.replaceAllUsesWith(r, values[i]));
    this.eraseOp(op);
  }

  replaceAllUsesWith(from: Value, to: Value): void {
    for (const u of from.uses()) this.onTouched(u.owner);
    from.replaceAllUsesWith(to);
  }

  eraseOp(op: Operation): void {
    const operandDefs = op.operandValues().map((v) => v.definingOp);
    op.walkPostOrder((o) => this.onErased(o));
    op.remove();
    op.dropAllReferences();
    for (const d of operandDefs) if (d) this.onTouched(d);
  }

  /** Records an in-place change to `op` (call after mutating attributes or operands). */
  modifiedInPlace(op: Operation): void {
    this.onTouched(op);
  }

  /**
   * Moves the ops of `block` before `before`, replacing the block's arguments by `args`. The block's
   * terminator is not moved when `dropTerminator` is set (its operands are returned instead).
   */
  inlineBlockBefore(block: Block, before: Operation, args: readonly Value[], dropTerminator = true): Value[] {
    block.arguments.forEach((a, i) => this.replaceAllUsesWith(a, args[i]));
    const term = dropTerminator ? block.terminator : null;
    const yielded = term ? term.operandValues() : [];
    const target = before.parentBlock!;
    for (let op = block.first; op && op !== term; ) {
      const next = op.next;
      block.removeOp(op);
      target.insertBefore(op, before);
      this.onTouched(op);
      op = next;
    }
    if (term) {
      term.dropAllReferences();
      block.removeOp(term);
    }
    return yielded;
  }
}

export interface GreedyConfig {
  readonly maxIterations?: number;
  readonly fold?: boolean;
  /** Upper bound on successful rewrites, so a pattern that never stops firing cannot hang the compiler. */
  readonly maxRewrites?: number;
}

/** Constant values of an op's operands (attributes of ConstantLike defining ops). */
export function constantOperands(op: Operation): (Attribute | undefined)[] {
  return op.operandValues().map((v) => {
    const d = v.definingOp;
    return d && d.hasTrait('ConstantLike') ? d.attr('value') : undefined;
  });
}

/** The region into which folded constants are hoisted: the body of the closest isolated-from-above op. */
function constantRegion(op: Operation): Region | null {
  let cur: Operation | null = op;
  for (let p = op.parentOp; p; p = p.parentOp) {
    if (p.hasTrait('IsolatedFromAbove')) return cur!.parentRegion;
    cur = p;
  }
  return null;
}

class ConstantTable {
  private readonly byRegion = new Map<Region, { map: Map<string, Operation>; last: Operation | null }>();

  private entry(region: Region): { map: Map<string, Operation>; last: Operation | null } {
    let e = this.byRegion.get(region);
    if (!e) this.byRegion.set(region, (e = { map: new Map(), last: null }));
    return e;
  }

  /** Looks up or creates a hoisted constant; undefined when no dialect can materialize it. */
  getOrCreate(value: Attribute, type: Value['type'], near: Operation, rewriter: PatternRewriter): Value | undefined {
    const region = constantRegion(near);
    if (!region || region.empty) return undefined;
    const e = this.entry(region);
    const key = `${value.key}|${type.key}`;
    const existing = e.map.get(key);
    if (existing && existing.parentBlock) return existing.result();
    const op = getDialect('arith')?.materializeConstant?.(value, type);
    if (!op) return undefined;
    this.place(op, region, e);
    e.map.set(key, op);
    rewriter.onTouched(op);
    return op.result();
  }

  /** Deduplicates an existing constant op and hoists it; returns the op to use instead, if any. */
  canonicalize(op: Operation): Operation | undefined {
    const region = constantRegion(op);
    if (!region) return undefined;
    const e = this.entry(region);
    const key = `${op.attr('value')!.key}|${op.result().type.key}`;
    const existing = e.map.get(key);
    if (existing && existing !== op && existing.parentBlock) return existing;
    e.map.set(key, op);
    if (op.parentRegion !== region || (e.last ? op.prev !== e.last && op !== e.last : op !== region.entry.first)) {
      op.remove();
      this.place(op, region, e);
    }
    return undefined;
  }

  private place(op: Operation, region: Region, e: { last: Operation | null }): void {
    const block = region.entry;
    if (e.last && e.last.parentBlock === block) block.insertAfter(op, e.last);
    else block.prepend(op);
    e.last = op;
  }

  forget(op: Operation): void {
    for (const e of this.byRegion.values()) {
      if (e.last === op) e.last = op.prev && op.prev.hasTrait('ConstantLike') ? op.prev : null;
      const key = `${op.attr('value')?.key}|${op.results[0]?.type.key}`;
      if (e.map.get(key) === op) e.map.delete(key);
    }
  }
}

/** True if `op` can be erased when its results are unused. */
export function isTriviallyDead(op: Operation): boolean {
  if (op.hasTrait('Terminator') || op.hasTrait('Symbol') || op.hasTrait('SymbolTable')) return false;
  if (!op.parentBlock) return false;
  for (const r of op.results) if (r.hasUses()) return false;
  return opHasNoSideEffects(op, true);
}

/**
 * Applies `patterns` and op folders to every op nested under `root` until nothing changes. Returns true if
 * anything changed.
 */
export function applyPatternsGreedily(root: Operation, patterns: readonly RewritePattern[], config: GreedyConfig = {}): boolean {
  const maxIterations = config.maxIterations ?? 10;
  const fold = config.fold ?? true;
  const byRoot = new Map<string, RewritePattern[]>();
  const generic: RewritePattern[] = [];
  for (const p of [...patterns].sort((a, b) => (b.benefit ?? 1) - (a.benefit ?? 1))) {
    if (p.root) {
      let l = byRoot.get(p.root);
      if (!l) byRoot.set(p.root, (l = []));
      l.push(p);
    } else generic.push(p);
  }
  const rewriter = new PatternRewriter();
  const constants = new ConstantTable();
  let changedAny = false;
  let opCount = 0;
  root.walk(() => void opCount++);
  let budget = config.maxRewrites ?? 64 * opCount + 10000;

  for (let iter = 0; iter < maxIterations; iter++) {
    const worklist: Operation[] = [];
    const inList = new Set<Operation>();
    const push = (op: Operation): void => {
      if (!inList.has(op)) {
        inList.add(op);
        worklist.push(op);
      }
    };
    const erased = new Set<Operation>();
    rewriter.onTouched = push;
    rewriter.onErased = (op) => {
      erased.add(op);
      if (op.hasTrait('ConstantLike')) constants.forget(op);
    };
    // Post-order, reversed so that popping visits ops in post-order (inner and earlier ops first).
    const order: Operation[] = [];
    for (const r of root.regions) for (const b of r.blocks) for (const op of b.opsArray()) op.walkPostOrder((o) => order.push(o));
    for (let i = order.length - 1; i >= 0; i--) push(order[i]);
    let changed = false;

    while (worklist.length && budget > 0) {
      const op = worklist.pop()!;
      inList.delete(op);
      if (erased.has(op) || !op.parentBlock) continue;

      if (isTriviallyDead(op)) {
        rewriter.eraseOp(op);
        changed = true;
        continue;
      }
      if (op.hasTrait('ConstantLike')) {
        const dup = constants.canonicalize(op);
        if (dup) {
          rewriter.replaceOp(op, [dup.result()]);
          changed = true;
        }
        continue;
      }
      if (fold && moveConstantOperandRight(op)) {
        rewriter.modifiedInPlace(op);
        changed = true;
        continue;
      }
      if (fold && op.def.fold && tryFold(op, rewriter, constants)) {
        changed = true;
        continue;
      }
      const candidates = [...(byRoot.get(op.name) ?? []), ...generic];
      for (const p of candidates) {
        rewriter.setInsertionPoint(op);
        rewriter.loc = op.loc;
        if (p.matchAndRewrite(op, rewriter)) {
          changed = true;
          budget--;
          if (!erased.has(op) && op.parentBlock) push(op);
          break;
        }
      }
    }
    changedAny ||= changed;
    if (!changed || budget <= 0) break;
  }
  return changedAny;
}

/** For commutative binary ops, puts a constant operand on the right (`c + x` becomes `x + c`). */
function moveConstantOperandRight(op: Operation): boolean {
  if (!op.hasTrait('Commutative') || op.numOperands !== 2) return false;
  const isConst = (i: number): boolean => op.operand(i).definingOp?.hasTrait('ConstantLike') ?? false;
  if (!isConst(0) || isConst(1)) return false;
  op.setOperands([op.operand(1), op.operand(0)]);
  return true;
}

function tryFold(op: Operation, rewriter: PatternRewriter, constants: ConstantTable): boolean {
  const result = op.def.fold!(op, constantOperands(op));
  if (!result) return false;
  if (result === 'inPlace') {
    rewriter.modifiedInPlace(op);
    return true;
  }
  const values: Value[] = [];
  for (let i = 0; i < result.length; i++) {
    const r = result[i];
    if (r instanceof Value) {
      values.push(r);
      continue;
    }
    const v = constants.getOrCreate(r, op.results[i].type, op, rewriter);
    if (!v) return false;
    values.push(v);
  }
  if (values.every((v, i) => v === op.results[i])) return false;
  rewriter.replaceOp(op, values);
  return true;
}
