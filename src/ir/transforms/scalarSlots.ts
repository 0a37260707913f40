// Which allocas mem2reg may promote, the scalar slots (alloca, constant subscripts) they hold, and liveness of
// those slots over structured control flow, computed before any rewriting.

import { evaluateAffineExpr } from '../affineExpr.js';
import { mapAttr } from '../dialects/affineOps.js';
import { Block, Operation } from '../operation.js';
import { FloatType, IndexType, IntegerType, MemRefType, Type } from '../types.js';
import { isForLike, isIfLike } from './structuredOps.js';
import { smallConstant } from './valueFacts.js';

export interface Slot {
  readonly id: number;
  readonly alloca: Operation;
  readonly key: string;
  readonly type: Type;
}

export interface SlotAccess {
  readonly slot: Slot;
  readonly kind: 'load' | 'store';
}

/** Structured ops a stored slot may be carried through (as results or loop-carried values). */
const CARRIERS = new Set(['scf.for', 'scf.if', 'scf.while', 'affine.for', 'affine.if']);

/** Element types mem2reg can materialize an undefined (uninitialized) value for: a zero constant. */
export function hasZeroValue(t: Type): boolean {
  return t instanceof IntegerType || t instanceof IndexType || t instanceof FloatType;
}

/** Constant subscripts of a load/store whose memref operand is at `memrefIndex`, in bounds of `shape`. */
function constantSubscripts(op: Operation, memrefIndex: number, shape: readonly number[]): number[] | undefined {
  const operands = op.operandValues(memrefIndex + 1);
  let idx: (number | undefined)[];
  if (op.dialect === 'memref') idx = operands.map(smallConstant);
  else {
    const map = mapAttr(op);
    const vals = operands.map(smallConstant);
    if (vals.some((v) => v === undefined)) return undefined;
    const nums = vals as number[];
    idx = map.results.map((r) => evaluateAffineExpr(r, nums.slice(0, map.numDims), nums.slice(map.numDims)));
  }
  if (idx.length !== shape.length) return undefined;
  for (let i = 0; i < idx.length; i++) {
    const v = idx[i];
    if (v === undefined || v < 0 || v >= shape[i]) return undefined;
  }
  return idx as number[];
}

/** The slot accesses of `alloca` if every use is a load/store at constant in-bounds subscripts, else undefined. */
function accessesOf(alloca: Operation): { op: Operation; key: string; kind: 'load' | 'store' }[] | undefined {
  const t = alloca.result().type;
  if (!(t instanceof MemRefType) || t.layout || t.memorySpace || t.shape.some((d) => d < 0)) return undefined;
  const out: { op: Operation; key: string; kind: 'load' | 'store' }[] = [];
  for (const use of alloca.result().uses()) {
    const op = use.owner;
    const isLoad = op.name === 'memref.load' || op.name === 'affine.load';
    const isStore = op.name === 'memref.store' || op.name === 'affine.store';
    // The memref must be the accessed memref, never a stored value or any other operand (that would escape).
    if (!(isLoad && use.index === 0) && !(isStore && use.index === 1)) return undefined;
    const idx = constantSubscripts(op, use.index, t.shape);
    if (!idx) return undefined;
    if (isStore) {
      // A store must be reachable through carriers only, so its value can flow out as results/iter_args.
      for (let p = op.parentOp; p && p !== alloca.parentOp; p = p.parentOp) if (!CARRIERS.has(p.name)) return undefined;
    }
    out.push({ op, key: idx.join(','), kind: isLoad ? 'load' : 'store' });
  }
  return out;
}

/** The promotable slots of one region-holding op (a function) and where they are accessed. */
export class SlotMap {
  readonly slots: Slot[] = [];
  readonly allocas = new Set<Operation>();
  readonly access = new Map<Operation, SlotAccess>();
  /** Ops (structured ancestors of accesses, below the alloca's block) touching / storing / loading each slot. */
  readonly touched = new Map<Operation, Set<Slot>>();
  readonly stored = new Map<Operation, Set<Slot>>();
  readonly loaded = new Map<Operation, Set<Slot>>();

  /** Considers every memref.alloca nested in `root` except those in `exclude`. */
  constructor(root: Operation, exclude: ReadonlySet<Operation> = new Set()) {
    // Program order numbers make slot ids, and so the order of new results and iter_args, deterministic.
    const order = new Map<Operation, number>();
    const candidates: Operation[] = [];
    root.walk((op) => {
      order.set(op, order.size);
      if (op.name === 'memref.alloca' && !exclude.has(op)) candidates.push(op);
    });
    for (const alloca of candidates) {
      const accesses = accessesOf(alloca);
      if (!accesses) continue;
      accesses.sort((a, b) => order.get(a.op)! - order.get(b.op)!);
      this.allocas.add(alloca);
      const byKey = new Map<string, Slot>();
      const elt = (alloca.result().type as MemRefType).elementType;
      for (const a of accesses) {
        let slot = byKey.get(a.key);
        if (!slot) {
          slot = { id: this.slots.length, alloca, key: a.key, type: elt };
          byKey.set(a.key, slot);
          this.slots.push(slot);
        }
        this.access.set(a.op, { slot, kind: a.kind });
        for (let p = a.op.parentOp; p && p !== alloca.parentOp; p = p.parentOp) {
          add(this.touched, p, slot);
          add(a.kind === 'store' ? this.stored : this.loaded, p, slot);
        }
      }
    }
  }

  slotsOf(alloca: Operation): Slot[] {
    return this.slots.filter((s) => s.alloca === alloca);
  }
}

function add(m: Map<Operation, Set<Slot>>, op: Operation, s: Slot): void {
  let set = m.get(op);
  if (!set) m.set(op, (set = new Set()));
  set.add(s);
}

type Effect = 'read' | 'kill' | 'none';

/** Liveness of slots over structured control flow: may the current value be read before it is overwritten? */
export class SlotLiveness {
  constructor(private readonly m: SlotMap) {}

  /** Effect of running ops from `from` to the end of its block on slot `s`. */
  private scan(from: Operation | null, s: Slot): Effect {
    for (let op = from; op; op = op.next) {
      const e = this.effect(op, s);
      if (e !== 'none') return e;
    }
    return 'none';
  }

  scanBlock(b: Block | null, s: Slot): Effect {
    return b ? this.scan(b.first, s) : 'none';
  }

  private effect(op: Operation, s: Slot): Effect {
    const a = this.m.access.get(op);
    if (a && a.slot === s) return a.kind === 'load' ? 'read' : 'kill';
    // A (re-)executed alloca starts a fresh, undefined value.
    if (op === s.alloca) return 'kill';
    if (!this.m.touched.get(op)?.has(s)) return 'none';
    if (isIfLike(op)) {
      const t = this.scanBlock(op.region(0).entryOrNull, s);
      const e = this.scanBlock(op.region(1).entryOrNull, s);
      if (t === 'read' || e === 'read') return 'read';
      return t === 'kill' && e === 'kill' ? 'kill' : 'none';
    }
    // A loop body may run zero times, so it never surely kills.
    if (isForLike(op)) return this.scanBlock(op.region(0).entryOrNull, s) === 'read' ? 'read' : 'none';
    if (op.name === 'scf.while') {
      // The `before` region always runs once.
      const b = this.scanBlock(op.region(0).entryOrNull, s);
      if (b !== 'none') return b;
      return this.scanBlock(op.region(1).entryOrNull, s) === 'read' ? 'read' : 'none';
    }
    // Other region ops only read promoted slots (stores under them make the alloca unpromotable).
    return 'read';
  }

  /** May the value of `s` right after `op` be read before being overwritten? */
  liveAfter(op: Operation, s: Slot): boolean {
    const r = this.scan(op.next, s);
    if (r !== 'none') return r === 'read';
    const block = op.parentBlock;
    // The end of the alloca's own block ends the slot's lifetime.
    if (!block || block === s.alloca.parentBlock) return false;
    const parent = block.parentOp;
    if (!parent) return false;
    // At the end of a loop body the next iteration may read the value.
    if (isForLike(parent) && this.scanBlock(block, s) === 'read') return true;
    if (parent.name === 'scf.while' && this.m.loaded.get(parent)?.has(s)) return true;
    return this.liveAfter(parent, s);
  }

  /** Slots stored in loop `op` that must be loop-carried: read before written in the body, or live after. */
  loopCarried(op: Operation): Slot[] {
    const stored = this.storedIn(op);
    if (op.name === 'scf.while') return stored.filter((s) => this.m.loaded.get(op)?.has(s) || this.liveAfter(op, s));
    return stored.filter((s) => this.scanBlock(op.region(0).entryOrNull, s) === 'read' || this.liveAfter(op, s));
  }

  /** Slots stored in if-like `op` whose value after it may be read: they become results. */
  ifResults(op: Operation): Slot[] {
    return this.storedIn(op).filter((s) => this.liveAfter(op, s));
  }

  /** Slots stored anywhere under `op`, by id. */
  storedIn(op: Operation): Slot[] {
    return [...(this.m.stored.get(op) ?? [])].sort((a, b) => a.id - b.id);
  }
}
