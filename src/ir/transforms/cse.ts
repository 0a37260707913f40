// Common subexpression elimination: erases operations equivalent to a dominating one (same name, operands,
// attributes and result types). Pure ops are merged across nested regions; read-only ops only within a block
// with no write between.

import { idOf } from '../objectIds.js';
import { Operation, Region } from '../operation.js';
import { isTriviallyDead } from '../rewriter.js';
import { allEffects, isMemoryEffectFree, onlyReadsMemory } from '../sideEffects.js';

function opKey(op: Operation): string {
  let k = op.name + '(';
  for (let i = 0; i < op.numOperands; i++) k += idOf(op.operand(i)) + ',';
  k += ')';
  const names = [...op.attributes.keys()].sort();
  for (const n of names) k += n + '=' + op.attributes.get(n)!.key + ';';
  for (const r of op.results) k += r.type.key + ',';
  return k;
}


/** True if an op strictly between `a` and `b` (same block, a before b) may write memory. */
function writesBetween(a: Operation, b: Operation): boolean {
  for (let o = a.next; o && o !== b; o = o.next) {
    const e = allEffects(o);
    if (e === 'unknown' || e.has('write') || e.has('free')) return true;
  }
  return false;
}

/** Scoped table: lookups see enclosing regions' entries for pure ops. */
class Scopes {
  private readonly stack: Map<string, Operation>[] = [];
  push(): void {
    this.stack.push(new Map());
  }
  pop(): void {
    this.stack.pop();
  }
  lookup(key: string): Operation | undefined {
    for (let i = this.stack.length - 1; i >= 0; i--) {
      const op = this.stack[i].get(key);
      if (op) return op;
    }
    return undefined;
  }
  insert(key: string, op: Operation): void {
    this.stack[this.stack.length - 1].set(key, op);
  }
}

function simplifyRegion(region: Region, scopes: Scopes, stats: { erased: number }): void {
  for (const block of region.blocks) {
    scopes.push();
    for (let op = block.first; op; ) {
      const next = op.next;
      simplifyOp(op, scopes, stats);
      op = next;
    }
    scopes.pop();
  }
}

function simplifyOp(op: Operation, scopes: Scopes, stats: { erased: number }): void {
  // Like upstream's CSE, unused side-effect-free ops are removed on the way.
  if (isTriviallyDead(op)) {
    op.erase();
    stats.erased++;
    return;
  }
  if (op.regions.length) {
    // Ops with regions are not merged; their bodies are simplified, in a fresh table when isolated.
    const inner = op.hasTrait('IsolatedFromAbove') ? new Scopes() : scopes;
    for (const r of op.regions) simplifyRegion(r, inner, stats);
    return;
  }
  if (op.numResults === 0 || op.hasTrait('Terminator')) return;
  const pure = isMemoryEffectFree(op);
  if (!pure && !onlyReadsMemory(op)) return;
  const key = opKey(op);
  const existing = scopes.lookup(key);
  if (existing) {
    const sameBlock = existing.parentBlock === op.parentBlock;
    if (pure || (sameBlock && !writesBetween(existing, op))) {
      op.replaceAllUsesWith(existing.results);
      op.erase();
      stats.erased++;
      return;
    }
  }
  scopes.insert(key, op);
}

/** Eliminates common subexpressions in the regions of `root`; returns how many ops were erased. */
export function eliminateCommonSubexpressions(root: Operation): number {
  const scopes = new Scopes();
  const stats = { erased: 0 };
  for (const r of root.regions) simplifyRegion(r, scopes, stats);
  return stats.erased;
}
