// Statement formation (Polygeist III-C): each affine.store of a SCoP becomes a statement, the backward slice of its
// operands rebuilt right before it, stopping at values usable as affine dimensions or symbols. Pure ops are
// duplicated into every statement that needs them; a value that cannot be recomputed there is re-read from memory:
// from a location that still holds it (the array it was loaded from or stored to), or else from a scratchpad it is
// stored to where it is defined. Loop-carried values (iter_args) and if results go through scratchpads too.

import { Builder } from '../ir/builder.js';
import { funcFunc } from '../ir/dialects/func.js';
import { isStatementFunction, markScopRegion } from '../ir/scopMarkers.js';
import { affineFor, affineIf } from '../ir/dialects/affineControl.js';
import { affineLoad, affineStore } from '../ir/dialects/affineOps.js';
import { formatLoc } from '../ir/diagnostics.js';
import { Block, BlockArgument, Operation, Value } from '../ir/operation.js';
import { isMemoryEffectFree } from '../ir/sideEffects.js';
import { AccessComparator } from '../ir/transforms/memoryAccess.js';
import { dropCarriedValues } from '../ir/transforms/structuredOps.js';
import { MemRefType } from '../ir/types.js';
import { arrayName } from './hoistInvariants.js';
import { mayTouchElement, memoryBase } from './loopScop.js';
import { type Location, type Point, ancestorIn, stillHolds } from './programPoints.js';
import { Scratchpads, scratchpadName } from './scratchpads.js';
import { StatementNames, outlineStatement } from './outlineStatements.js';
import { scopCandidates } from './scopRegions.js';

/** One statement before outlining: the ops rebuilt for it, in order, then its store. */
export interface FormedStatement {
  readonly store: Operation;
  readonly ops: Operation[];
}

export interface FormationRemark {
  readonly op: Operation;
  readonly message: string;
}

/** A place a value can be re-read from, and from which point on it holds the value. */
interface Holder {
  readonly loc: Location;
  readonly from: Point;
}

interface Building extends FormedStatement {
  /** Original value -> its value in this statement. */
  readonly map: Map<Value, Value>;
}

/** Is `v` available where `op` starts: an argument of a block around it, or the result of an op before it? */
function definedBefore(v: Value, op: Operation): boolean {
  const d = v.definingOp;
  if (!d) return !!(v as BlockArgument).owner.parentOp?.isAncestorOf(op);
  const there = ancestorIn(d.parentBlock!, op);
  return !!there && there !== d && d.isBeforeInBlock(there);
}

/** Is `v` an affine.for's induction variable? */
function isInductionVar(v: Value): boolean {
  return v instanceof BlockArgument && v.index === 0 && v.owner.parentOp?.name === 'affine.for';
}

function isPure(op: Operation): boolean {
  return !op.regions.length && isMemoryEffectFree(op) && op.name !== 'affine.load';
}

/**
 * Forms the statements of one SCoP (a run of ops of one block, every op formable). Afterwards every store
 * of the SCoP is preceded by exactly the ops of its statement (`statements`, in program order), loops and ifs carry
 * no values, and the SCoP's top-level ops are `ops()`.
 */
export class ScopFormation {
  /** The ops of the SCoP's block that are not part of it (new ops inserted into the SCoP are part of it). */
  private readonly outside = new Set<Operation>();
  private readonly block: Block;
  private readonly cmp = new AccessComparator(true);
  /** iter_args, loop results and if results -> their scratchpad. */
  private readonly carried = new Map<Value, Holder>();
  /** Scratchpad copies of values, stored where the value is defined. */
  private readonly copies = new Map<Value, Holder>();
  private readonly work: Building[] = [];
  /** Original value -> the stores of it (their locations as they were before the statements were rebuilt). */
  private readonly storedTo = new Map<Value, (Holder & { readonly store: Operation })[]>();
  readonly remarks: FormationRemark[] = [];
  /** Stores of a loop's result to the element the loop carried it in: no-ops, erased once the loops are done. */
  private readonly selfCopies: Operation[] = [];
  /** Stores whose element already holds a carried value: one value per element (`B[0] = s * t` after the loop). */
  private readonly homeStores = new Set<Operation>();
  private readonly before: Operation | null;
  private readonly after: Operation | null;

  constructor(
    ops: readonly Operation[],
    private readonly scratch: Scratchpads,
  ) {
    this.block = ops[0]!.parentBlock!;
    this.before = ops[0]!.prev;
    this.after = ops[ops.length - 1]!.next;
    const mine = new Set(ops);
    for (const o of this.block.ops()) if (!mine.has(o)) this.outside.add(o);
  }

  private inside(op: Operation): boolean {
    for (let o: Operation | null = op; o; o = o.parentOp) {
      if (o.parentBlock === this.block) return !this.outside.has(o) && !this.scratch.created.includes(o);
    }
    return false;
  }

  private readonly stopCache = new Map<Value, boolean>();

  /**
   * Where slices stop: memrefs, values from outside the SCoP, induction variables, and pure functions of such
   * values at the SCoP's top level (e.g. an index_cast of an argument). Constants are rebuilt instead, so
   * statements do not take them as arguments.
   */
  private isStop(v: Value): boolean {
    if (v.type instanceof MemRefType) return true;
    let r = this.stopCache.get(v);
    if (r !== undefined) return r;
    const d = v.definingOp;
    if (!d) r = isInductionVar(v) || !this.inside((v as BlockArgument).owner.parentOp!);
    else if (d.hasTrait('ConstantLike')) r = false;
    else if (!this.inside(d)) r = true;
    else r = d.parentBlock === this.block && isPure(d) && d.operandValues().every((o) => this.isStop(o) || !!o.definingOp?.hasTrait('ConstantLike'));
    this.stopCache.set(v, r);
    return r;
  }

  private readonly pureCache = new Map<Value, boolean>();

  /** A pure function of stop values and constants: recomputed wherever it is needed. */
  private iterationPure(v: Value): boolean {
    if (this.isStop(v)) return true;
    let r = this.pureCache.get(v);
    if (r === undefined) {
      const d = v.definingOp;
      r = !!d && isPure(d) && d.operandValues().every((o) => this.iterationPure(o));
      this.pureCache.set(v, r);
    }
    return r;
  }

  /** Runs the formation; returns the statements in program order. */
  run(): FormedStatement[] {
    // Each phase adds ops to the SCoP, so each walks the ops there are now.
    for (const op of this.ops()) op.walk((o) => void ((o.name === 'affine.for' || o.name === 'affine.if') && o.numResults && this.carry(o)));
    for (const s of this.selfCopies) s.erase();
    for (const op of this.ops()) op.walk((o) => void this.copyValuesUsedOutside(o));
    const copies = new Set(this.work.map((w) => w.store));
    for (const op of this.ops()) op.walk((o) => void (o.name === 'affine.store' && !copies.has(o) && this.addStatement(o)));
    // Copies made while building join the work list.
    for (let i = 0; i < this.work.length; i++) this.buildStatement(this.work[i]!);
    this.cleanUp();
    const statements: FormedStatement[] = [];
    for (const op of this.ops()) op.walk((o) => void (o.name === 'affine.store' && statements.push(this.work.find((w) => w.store === o)!)));
    return statements;
  }

  /** The SCoP's top-level ops now (scratchpad allocas and re-reads for uses after it are outside it). */
  ops(): Operation[] {
    const out: Operation[] = [];
    const allocas = new Set(this.scratch.created);
    for (let o = this.before ? this.before.next : this.block.first; o && o !== this.after; o = o.next) if (!allocas.has(o) && !this.outside.has(o)) out.push(o);
    return out;
  }

  // ---------------------------------------------------------------------- values through scratchpads

  /**
   * The loop-carried values of an affine.for (or the results of an affine.if) get a scratchpad each: stored
   * before the loop (the init) and at the end of each iteration (the yielded value), re-read where they are used.
   */
  private carry(op: Operation): void {
    const b = new Builder();
    b.loc = op.loc;
    if (op.name === 'affine.for') {
      const args = affineFor.iterArgs(op);
      const inits = affineFor.inits(op);
      const body = affineFor.body(op);
      const yieldOp = body.terminator!;
      const pads = args.map((a, k) => {
        const home = this.homeOf(op, k);
        let loc: Location;
        if (home) {
          loc = home.loc;
          this.homeStores.add(home.store);
          this.remarks.push({ op, message: `the value this loop carries between iterations (iter_args #${k}) stays in '${arrayName(memoryBase(loc.memref)!)}', where it is stored after the loop` });
          if (affineStore.value(home.store) === op.result(k)) this.selfCopies.push(home.store);
        } else {
          const pad = this.scratch.scalar(a.type, 'carried');
          loc = pad.loc;
          this.remarks.push({ op, message: `scratchpad '${scratchpadName(pad.alloca)}' for the value this loop carries between iterations (iter_args #${k})` });
        }
        this.carried.set(a, { loc, from: { start: body } });
        this.carried.set(op.result(k), { loc, from: { after: op } });
        if (!this.alreadyIn(inits[k]!, loc, op)) {
          b.setInsertionPoint(op);
          affineStore.create(b, inits[k]!, loc.memref, loc.map, loc.indices);
        }
        return loc;
      });
      const yields = yieldOp.operandValues();
      b.setInsertionPoint(yieldOp);
      b.loc = yieldOp.loc;
      for (const k of this.yieldOrder(args, yields, body)) {
        if (yields[k] !== args[k]) affineStore.create(b, yields[k]!, pads[k]!.memref, pads[k]!.map, pads[k]!.indices);
      }
      return;
    }
    const pads = op.results.map((r, k) => {
      const { alloca, loc } = this.scratch.scalar(r.type, 'carried');
      this.remarks.push({ op, message: `scratchpad '${scratchpadName(alloca)}' for result #${k} of this condition` });
      this.carried.set(r, { loc, from: { after: op } });
      return loc;
    });
    for (const block of [affineIf.thenBlock(op), affineIf.elseBlock(op)!]) {
      const y = block.terminator!;
      b.setInsertionPoint(y);
      y.operandValues().forEach((v, k) => affineStore.create(b, v, pads[k]!.memref, pads[k]!.map, []));
    }
  }

  /**
   * Where the value loop `op` carries in iter_args #k can live instead of a scratchpad: the element its final value
   * is stored to after the loop, as in `w = A[i][j]; for k: w -= A[i][k] * A[k][j]; A[i][j] = w / A[j][j]`, which then
   * accumulates in A[i][j] as `A[i][j] -= ...` would (the scheduler sees one array instead of a scalar every
   * iteration overwrites). The store is the first one of the SCoP after the loop, in its block, computed from the loop's result
   * (a value of the element's type); its subscripts are known before the loop; no other carried value lives there
   * (that store's value is computed from two of them, of this loop or of two loops before it); and nothing else reads
   * or writes the element from the loop's start to that store (exact over the loops' iterations and the conditions
   * around them).
   */
  private homeOf(op: Operation, k: number): { loc: Location; store: Operation } | undefined {
    const result = op.result(k);
    let store: Operation | undefined;
    for (let o = op.next; o && this.inside(o) && !store; o = o.next) if (o.name === 'affine.store' && this.computedFrom(affineStore.value(o), result, op)) store = o;
    if (!store || this.homeStores.has(store)) return undefined;
    const memref = affineStore.memref(store);
    if ((memref.type as MemRefType).elementType !== result.type) return undefined;
    const loc = { memref, map: affineStore.map(store), indices: affineStore.indices(store) };
    if (!loc.indices.every((i) => this.iterationPure(i) && definedBefore(i, op))) return undefined;
    const between: Operation[] = [];
    for (let o: Operation | null = op; o !== store; o = o!.next) between.push(o!);
    return mayTouchElement(between, loc) ? undefined : { loc, store };
  }

  /** Is `v` computed from `from` (a result of loop `loop`) by pure ops after the loop, in its block? */
  private computedFrom(v: Value, from: Value, loop: Operation): boolean {
    if (v === from) return true;
    const d = v.definingOp;
    return !!d && d.parentBlock === loop.parentBlock && loop.isBeforeInBlock(d) && isPure(d) && d.operandValues().some((o) => this.computedFrom(o, from, loop));
  }

  /** Does `loc` hold `v` already when `op` starts: `v` was loaded from it, or carried in it, and nothing wrote it since? */
  private alreadyIn(v: Value, loc: Location, op: Operation): boolean {
    const d = v.definingOp;
    const candidates: Holder[] = [];
    if (d?.name === 'affine.load') candidates.push({ loc: { memref: affineLoad.memref(d), map: affineLoad.map(d), indices: affineLoad.indices(d) }, from: { after: d } });
    const c = this.carried.get(v);
    if (c) candidates.push(c);
    const access = (l: Location) => ({ op, kind: 'read' as const, memref: l.memref, indices: l.indices, map: l.map });
    return candidates.some((h) => this.cmp.sameElement(access(h.loc), access(loc)) && stillHolds(h.loc, h.from, op, this.cmp));
  }

  /**
   * The order of the stores of the yielded values: the store of a loop-carried value after the stores of values
   * computed from its old value (a value already stored in the body is re-read from there, not recomputed).
   * What a cycle leaves is copied at the start of the iteration when it is built.
   */
  private yieldOrder(args: readonly Value[], yields: readonly Value[], body: Block): number[] {
    const reads = yields.map((y) => {
      const found = new Set<number>();
      const visit = (v: Value): void => {
        const k = args.indexOf(v);
        if (k >= 0) return void found.add(k);
        const d = v.definingOp;
        if (!d || !isPure(d) || !this.inside(d)) return;
        if (d.parentBlock === body && v.users().some((u) => u.name === 'affine.store' && affineStore.value(u) === v)) return;
        d.operandValues().forEach(visit);
      };
      visit(y);
      return found;
    });
    const order: number[] = [];
    const left = yields.map((_, k) => k);
    while (left.length) {
      const i = left.findIndex((j) => !left.some((o) => o !== j && reads[o]!.has(j)));
      order.push(...left.splice(i < 0 ? 0 : i, 1));
    }
    return order;
  }

  private addStatement(store: Operation): void {
    this.work.push({ store, ops: [], map: new Map() });
    const v = affineStore.value(store);
    const h = { store, loc: { memref: affineStore.memref(store), map: affineStore.map(store), indices: affineStore.indices(store) }, from: { after: store } };
    this.storedTo.set(v, [...(this.storedTo.get(v) ?? []), h]);
  }

  /** The point just after `v` is defined. */
  private definitionPoint(v: Value): Point {
    const d = v.definingOp;
    return d ? { after: d } : { start: (v as BlockArgument).owner };
  }

  /** A scratchpad copy of `v`, stored right where it is defined (a statement of its own). */
  private copyOf(v: Value, why: string): Holder {
    let h = this.copies.get(v);
    if (h) return h;
    const { alloca, loc } = this.scratch.scalar(v.type, 'copy');
    const from = this.definitionPoint(v);
    const b = new Builder();
    if ('after' in from) {
      b.setInsertionPointAfter(from.after);
      b.loc = from.after.loc;
    } else {
      b.setInsertionPointToStart(from.start);
      b.loc = from.start.parentOp!.loc;
    }
    const store = affineStore.create(b, v, loc.memref, loc.map, []);
    this.addStatement(store);
    h = { loc, from: { after: store } };
    this.copies.set(v, h);
    const what = v.definingOp ? `the value of '${v.definingOp.name}'` : `the value carried into this iteration`;
    this.remarks.push({ op: v.definer!, message: `scratchpad '${scratchpadName(alloca)}' for ${what}: ${why}` });
    return h;
  }

  /** Values of the SCoP used after it go through a scratchpad, re-read where they are used. */
  private copyValuesUsedOutside(op: Operation): void {
    for (const r of op.results) {
      const outside = [...r.uses()].filter((u) => !this.inside(u.owner));
      // Constants stay where they are for their uses outside; statements rebuild their own.
      if (!outside.length || this.isStop(r) || op.hasTrait('ConstantLike')) continue;
      const h = this.copyOf(r, 'it is used after the SCoP');
      for (const u of outside) {
        const b = Builder.before(u.owner);
        const load = affineLoad.create(b, h.loc.memref, h.loc.map, []);
        this.outside.add(load);
        u.set(load.result());
      }
    }
  }

  // ---------------------------------------------------------------------- slices

  private buildStatement(st: Building): void {
    const s = st.store;
    const value = this.build(affineStore.value(s), st);
    const indices = affineStore.indices(s).map((i) => this.build(i, st));
    s.setOperands([value, affineStore.memref(s), ...indices]);
  }

  /** The value of `v` inside statement `st`, rebuilt before its store. */
  private build(v: Value, st: Building): Value {
    if (this.isStop(v)) return v;
    const known = st.map.get(v);
    if (known) return known;
    const d = v.definingOp;
    let r: Value;
    if (this.iterationPure(v)) r = this.clone(d!, v, st);
    else if (d?.name === 'affine.load' && this.isCopyOf(st, v)) {
      // The copy of a load stands right after it: the loaded element still holds the value (its subscripts,
      // rebuilt here, may themselves be re-read from memory).
      r = this.loadFrom({ memref: affineLoad.memref(d), map: affineLoad.map(d), indices: affineLoad.indices(d) }, st);
    } else {
      const h = this.holder(v, st.store);
      if (h) r = this.loadFrom(h.loc, st);
      else if (d && isPure(d)) r = this.clone(d, v, st);
      else r = this.loadFrom(this.copyOf(v, `it is overwritten before its use at ${formatLoc(st.store.loc)}`).loc, st);
    }
    st.map.set(v, r);
    return r;
  }

  /** Is statement `st` the scratchpad copy of `v` (whose value it must compute, not re-read from the copy)? */
  private isCopyOf(st: Building, v: Value): boolean {
    const from = this.copies.get(v)?.from;
    return !!from && 'after' in from && from.after === st.store;
  }

  /** A location that holds `v` when `s` runs: where it was loaded from or stored to, or its scratchpad. */
  private holder(v: Value, s: Operation): Holder | undefined {
    const candidates: Holder[] = [];
    const d = v.definingOp;
    if (d?.name === 'affine.load') candidates.push({ loc: { memref: affineLoad.memref(d), map: affineLoad.map(d), indices: affineLoad.indices(d) }, from: { after: d } });
    const c = this.carried.get(v);
    if (c) candidates.push(c);
    for (const h of this.storedTo.get(v) ?? []) if (h.store !== s) candidates.push(h);
    return candidates.find((h) => h.loc.indices.every((i) => this.iterationPure(i)) && stillHolds(h.loc, h.from, s, this.cmp));
  }

  private emit(st: Building, op: Operation): Operation {
    st.store.parentBlock!.insertBefore(op, st.store);
    st.ops.push(op);
    return op;
  }

  private loadFrom(loc: Location, st: Building): Value {
    const indices = loc.indices.map((i) => this.build(i, st));
    const b = Builder.before(st.store);
    const op = affineLoad.create(b, loc.memref, loc.map, indices);
    st.ops.push(op);
    return op.result();
  }

  private clone(d: Operation, v: Value, st: Building): Value {
    const mapping = new Map<Value, Value>(d.operandValues().map((o) => [o, this.build(o, st)]));
    const c = this.emit(st, d.clone(mapping));
    d.results.forEach((r, i) => st.map.set(r, c.result(i)));
    return c.result(d.results.indexOf(v as never));
  }

  // ---------------------------------------------------------------------- clean-up

  /** Erases the original ops the statements no longer use and the carried values of loops and ifs. */
  private cleanUp(): void {
    const carriers: Operation[] = [];
    for (const op of this.ops()) op.walk((o) => void ((o.name === 'affine.for' || o.name === 'affine.if') && o.numResults && carriers.push(o)));
    for (const c of carriers) for (const r of c.regions) for (const b of r.blocks) b.terminator!.setOperands([]);
    const statementOps = new Set(this.work.flatMap((w) => [w.store, ...w.ops]));
    const eraseDead = (): void => {
      for (let changed = true; changed; ) {
        changed = false;
        for (const op of this.ops()) {
          op.walkPostOrder((o) => {
            if (statementOps.has(o) || o.regions.length || o.hasTrait('Terminator') || !o.numResults || !o.resultsUnused()) return;
            if (o.name !== 'affine.load' && !isMemoryEffectFree(o)) return;
            o.erase();
            changed = true;
          });
        }
      }
    };
    // The loops' inits were the last uses of the values they were computed from. What is left of a carrier's
    // values feeds only later carriers (an init of a loop after it or nested in it), so the last is dropped first;
    // dropping one leaves the ops computing its inits dead, and they may use an enclosing carrier's arguments.
    for (const c of carriers.reverse()) {
      eraseDead();
      dropCarriedValues(c);
    }
    eraseDead();
  }
}

// ------------------------------------------------------------------------ the whole module

export interface ModuleFormation {
  readonly remarks: FormationRemark[];
  /** The outlined statement calls of each formed SCoP, in order. */
  readonly scops: { readonly fn: Operation; readonly calls: Operation[] }[];
}

/**
 * Forms the SCoPs of every function of `module` (statement functions excepted) and outlines their statements to
 * `@S<n>` functions numbered in textual order; every top-level op of a formed SCoP is marked `polyts.scop`.
 */
export function formModuleStatements(module: Operation): ModuleFormation {
  const remarks: FormationRemark[] = [];
  const scops: ModuleFormation['scops'] = [];
  const names = new StatementNames(module);
  const fns = module.region(0).entry.opsArray().filter((f) => f.name === 'func.func' && !funcFunc.isDeclaration(f) && !isStatementFunction(f));
  for (const fn of fns) {
    const { scops: candidates, unformable } = scopCandidates(funcFunc.body(fn));
    for (const u of unformable) remarks.push({ op: u.at, message: `affine region in @${funcFunc.name(fn)} not formed into statements: ${u.reason}` });
    const scratch = new Scratchpads(fn);
    for (const c of candidates) {
      const formation = new ScopFormation(c.ops, scratch);
      const statements = formation.run();
      remarks.push(...formation.remarks);
      const calls = statements.map((st) => outlineStatement([...st.ops, st.store], names.fresh(), fn));
      const ops = formation.ops();
      for (const op of ops) markScopRegion(op);
      remarks.push({ op: ops[0]!, message: `${calls.length} statement(s) formed in @${funcFunc.name(fn)}` });
      scops.push({ fn, calls });
    }
  }
  return { remarks, scops };
}
