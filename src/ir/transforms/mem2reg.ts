// mem2reg: promotes scalar allocas (every access at constant subscripts, never escaping) to SSA values, carrying
// them through scf/affine loops as iter_args and out of ifs as results where a later read needs them.

import { FloatAttr, IntegerAttr } from '../attributes.js';
import { Block, Operation, Value } from '../operation.js';
import { FloatType, IndexType, IntegerType, Type } from '../types.js';
import { Slot, SlotLiveness, SlotMap, hasZeroValue } from './scalarSlots.js';
import { addIfResults, addLoopCarried, addWhileCarried, appendOperands, isForLike, isIfLike, yieldName } from './structuredOps.js';

type State = Map<Slot, Value>;

/** The block's terminator, created (an empty yield) if the block has none. */
function terminatorOf(block: Block, owner: Operation): Operation {
  return block.terminator ?? block.append(Operation.create(yieldName(owner), { loc: owner.loc }));
}

/** Walks the function once in program order, replacing loads by the current value of their slot. */
class Renamer {
  private readonly zeros = new Map<Type, Value>();

  constructor(
    private readonly m: SlotMap,
    /** For each structured op storing slots: the slots it must carry out (results or iter_args). */
    private readonly carried: ReadonlyMap<Operation, Slot[]>,
    private readonly entry: Block,
  ) {}

  /** A read of a never-written slot: C leaves the local indeterminate, so zero is a legal value. */
  private value(state: State, s: Slot): Value {
    const v = state.get(s);
    if (v) return v;
    let z = this.zeros.get(s.type);
    if (!z) {
      const attr = s.type instanceof FloatType ? new FloatAttr(0, s.type) : new IntegerAttr(0, s.type as IntegerType | IndexType);
      z = this.entry.prepend(Operation.create('arith.constant', { resultTypes: [s.type], attributes: { value: attr } })).result();
      this.zeros.set(s.type, z);
    }
    return z;
  }

  renameBlock(block: Block, state: State): void {
    for (const op of block.opsArray()) {
      if (this.m.allocas.has(op)) {
        for (const s of this.m.slotsOf(op)) state.delete(s);
        continue;
      }
      const a = this.m.access.get(op);
      if (a) {
        if (a.kind === 'load') op.result().replaceAllUsesWith(this.value(state, a.slot));
        else state.set(a.slot, op.operand(0));
        op.erase();
        continue;
      }
      if (!this.m.touched.has(op)) continue;
      if (isIfLike(op)) this.renameIf(op, state);
      else if (isForLike(op)) this.renameFor(op, state);
      else if (op.name === 'scf.while') this.renameWhile(op, state);
      // Any other region op only reads promoted slots: their values are those on entry.
      else for (const r of op.regions) for (const b of r.blocks) this.renameBlock(b, new Map(state));
    }
  }

  /** Values stored under `op` are dead after it unless carried out. */
  private finish(op: Operation, state: State, slots: readonly Slot[], results: readonly Value[]): void {
    for (const s of this.m.stored.get(op) ?? []) state.delete(s);
    slots.forEach((s, k) => state.set(s, results[k]));
  }

  private renameIf(op: Operation, state: State): void {
    const slots = this.carried.get(op) ?? [];
    const thenState = new Map(state);
    this.renameBlock(op.region(0).entry, thenState);
    const elseBlock = op.region(1).entryOrNull;
    const elseState = new Map(state);
    if (elseBlock) this.renameBlock(elseBlock, elseState);
    if (!slots.length) return this.finish(op, state, [], []);
    const n = op.numResults;
    const { op: nop, createdElse } = addIfResults(
      op,
      slots.map((s) => s.type),
      slots.map((s) => this.value(state, s)),
    );
    appendOperands(terminatorOf(nop.region(0).entry, nop), slots.map((s) => this.value(thenState, s)));
    if (!createdElse) appendOperands(terminatorOf(nop.region(1).entry, nop), slots.map((s) => this.value(elseState, s)));
    this.finish(op, state, slots, nop.results.slice(n));
  }

  private renameFor(op: Operation, state: State): void {
    const slots = this.carried.get(op) ?? [];
    const n = op.numResults;
    let loop = op;
    let args: Value[] = [];
    // The carried values are the slots' variables: the new arguments take the slots' locations (and names).
    if (slots.length) ({ op: loop, args } = addLoopCarried(op, slots.map((s) => this.value(state, s)), slots.map((s) => s.alloca.loc)));
    const body = loop.region(0).entry;
    const bodyState = new Map(state);
    slots.forEach((s, k) => bodyState.set(s, args[k]));
    this.renameBlock(body, bodyState);
    if (slots.length) appendOperands(terminatorOf(body, loop), slots.map((s) => this.value(bodyState, s)));
    this.finish(op, state, slots, loop.results.slice(n));
  }

  private renameWhile(op: Operation, state: State): void {
    const slots = this.carried.get(op) ?? [];
    const n = op.numResults;
    let loop = op;
    let beforeArgs: Value[] = [];
    let afterArgs: Value[] = [];
    if (slots.length) ({ op: loop, beforeArgs, afterArgs } = addWhileCarried(op, slots.map((s) => this.value(state, s)), slots.map((s) => s.alloca.loc)));
    const before = loop.region(0).entry;
    const beforeState = new Map(state);
    slots.forEach((s, k) => beforeState.set(s, beforeArgs[k]));
    this.renameBlock(before, beforeState);
    // scf.condition forwards the carried values to the `after` region and to the results.
    if (slots.length) appendOperands(before.terminator!, slots.map((s) => this.value(beforeState, s)));
    const after = loop.region(1).entry;
    const afterState = new Map(state);
    slots.forEach((s, k) => afterState.set(s, afterArgs[k]));
    this.renameBlock(after, afterState);
    if (slots.length) appendOperands(terminatorOf(after, loop), slots.map((s) => this.value(afterState, s)));
    this.finish(op, state, slots, loop.results.slice(n));
  }
}

/** True if every region under `op` has at most one block (the structured form mem2reg understands). */
function isStructured(op: Operation): boolean {
  let ok = true;
  op.walk((o) => {
    if (o !== op && o.hasTrait('IsolatedFromAbove')) return 'skip';
    for (const r of o.regions) if (r.blocks.length > 1) ok = false;
    return ok ? undefined : 'skip';
  });
  return ok;
}

/**
 * Promotes the promotable allocas in the body of `func` (a function-like op with one region) and erases them.
 * Returns how many allocas were promoted. Allocas accessed at non-constant subscripts, passed to any other op,
 * or stored under ops other than scf/affine for/if/while are left alone; with `only`, so is every other alloca.
 */
export function promoteAllocas(func: Operation, only?: ReadonlySet<Operation>): number {
  const body = func.regions[0]?.entryOrNull;
  if (!body || func.regions.length !== 1 || !isStructured(func)) return 0;
  const excluded = new Set<Operation>();
  if (only) func.walk((o) => void (o.name === 'memref.alloca' && !only.has(o) && excluded.add(o)));
  let m: SlotMap;
  let live: SlotLiveness;
  for (;;) {
    m = new SlotMap(func, excluded);
    live = new SlotLiveness(m);
    // A slot whose type has no zero value (e.g. a memref) must never be read before it is written.
    const bad = m.slots.filter((s) => !hasZeroValue(s.type) && live.liveAfter(s.alloca, s));
    if (!bad.length) break;
    for (const s of bad) excluded.add(s.alloca);
  }
  if (!m.allocas.size) return 0;
  // Decide every op's carried slots before rewriting: liveness reads the original loads.
  const carried = new Map<Operation, Slot[]>();
  for (const op of m.stored.keys()) carried.set(op, isIfLike(op) ? live.ifResults(op) : live.loopCarried(op));
  new Renamer(m, carried, body).renameBlock(body, new Map());
  for (const a of m.allocas) a.erase();
  return m.allocas.size;
}
