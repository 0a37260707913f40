// The in-memory IR: values with use lists, operations in intrusive block lists, blocks and regions.

import { Attribute } from './attributes.js';
import { DiagnosticError, SourceLoc, unknownLoc } from './diagnostics.js';
import type { OpDefinition, OpTrait } from './opDefinition.js';
import { getOpDefinition } from './opRegistry.js';
import { Type } from './types.js';

/** One use of a value: operand `index` of `owner`. Uses of a value form a doubly linked list. */
export class OpOperand {
  prevUse: OpOperand | null = null;
  nextUse: OpOperand | null = null;
  constructor(
    private _value: Value,
    readonly owner: Operation,
    public index: number,
  ) {
    _value.addUse(this);
  }
  get value(): Value {
    return this._value;
  }
  set(v: Value): void {
    if (v === this._value) return;
    this._value.removeUse(this);
    this._value = v;
    v.addUse(this);
  }
  drop(): void {
    this._value.removeUse(this);
  }
}

export abstract class Value {
  firstUse: OpOperand | null = null;
  /** Printer scratch: the SSA id assigned in print pass `asmEpoch` (see printer.ts). */
  asmId: number | string = 0;
  asmEpoch = 0;
  constructor(public type: Type) {}

  addUse(u: OpOperand): void {
    u.prevUse = null;
    u.nextUse = this.firstUse;
    if (this.firstUse) this.firstUse.prevUse = u;
    this.firstUse = u;
  }
  removeUse(u: OpOperand): void {
    if (u.prevUse) u.prevUse.nextUse = u.nextUse;
    else this.firstUse = u.nextUse;
    if (u.nextUse) u.nextUse.prevUse = u.prevUse;
    u.prevUse = u.nextUse = null;
  }
  *uses(): IterableIterator<OpOperand> {
    for (let u = this.firstUse; u; ) {
      const next = u.nextUse;
      yield u;
      u = next;
    }
  }
  /** The distinct operations using this value. */
  users(): Operation[] {
    const seen = new Set<Operation>();
    for (let u = this.firstUse; u; u = u.nextUse) seen.add(u.owner);
    return [...seen];
  }
  hasUses(): boolean {
    return this.firstUse !== null;
  }
  hasOneUse(): boolean {
    return this.firstUse !== null && this.firstUse.nextUse === null;
  }
  numUses(): number {
    let n = 0;
    for (let u = this.firstUse; u; u = u.nextUse) n++;
    return n;
  }
  replaceAllUsesWith(v: Value): void {
    if (v === this) return;
    while (this.firstUse) this.firstUse.set(v);
  }
  /** Replaces the uses for which `pred` holds. */
  replaceUsesWithIf(v: Value, pred: (u: OpOperand) => boolean): void {
    for (const u of [...this.uses()]) if (pred(u)) u.set(v);
  }
  abstract get definingOp(): Operation | null;
  /** The block in which the value is defined. */
  abstract get parentBlock(): Block | null;
  get parentRegion(): Region | null {
    return this.parentBlock?.parent ?? null;
  }
  /** The op that defines the value, or that owns the block it is an argument of. */
  get definer(): Operation | null {
    return this.definingOp ?? this.parentBlock?.parentOp ?? null;
  }
}

export class OpResult extends Value {
  constructor(
    type: Type,
    readonly owner: Operation,
    readonly index: number,
  ) {
    super(type);
  }
  get definingOp(): Operation {
    return this.owner;
  }
  get parentBlock(): Block | null {
    return this.owner.parentBlock;
  }
}

export class BlockArgument extends Value {
  constructor(
    type: Type,
    public owner: Block,
    public index: number,
    public loc: SourceLoc = unknownLoc,
  ) {
    super(type);
  }
  get definingOp(): null {
    return null;
  }
  get parentBlock(): Block {
    return this.owner;
  }
}

export interface OperationInit {
  readonly operands?: readonly Value[];
  readonly resultTypes?: readonly Type[];
  /** A Map is taken over by the operation (not copied); other forms are copied. */
  readonly attributes?: Map<string, Attribute> | Iterable<readonly [string, Attribute]> | Readonly<Record<string, Attribute | undefined>>;
  /** Regions to move into the operation, or a count of empty regions to create. */
  readonly regions?: readonly Region[] | number;
  readonly loc?: SourceLoc;
}

function toAttrMap(init: OperationInit['attributes']): Map<string, Attribute> {
  if (init instanceof Map) return init;
  const m = new Map<string, Attribute>();
  if (!init) return m;
  if (Symbol.iterator in (init as object)) {
    for (const entry of init as Iterable<readonly [string, Attribute]>) m.set(entry[0], entry[1]);
  } else {
    for (const [k, v] of Object.entries(init as Record<string, Attribute | undefined>)) if (v !== undefined) m.set(k, v);
  }
  return m;
}

/** Shared by every op without explicit attributes; never mutated (setAttr replaces it first). */
const noAttributes = new Map<string, Attribute>();

/** Most ops have no regions or no results; sharing one frozen empty array saves an allocation per op. */
const noRegions: Region[] = Object.freeze([]) as unknown as Region[];
const noResults: OpResult[] = Object.freeze([]) as unknown as OpResult[];

export class Operation {
  /** Allocated at exact size: growing by push over-allocates ~17 slots, which adds up over a large module. */
  readonly operands: OpOperand[];
  readonly results: OpResult[];
  /** Explicitly set attributes; default-valued properties are not stored (attr() falls back to them). */
  private attrs: Map<string, Attribute>;
  readonly regions: Region[];
  parentBlock: Block | null = null;
  prev: Operation | null = null;
  next: Operation | null = null;
  loc: SourceLoc;
  /** Position in the parent block, valid only while an analysis that numbered the block runs (the verifier). */
  orderIndex = 0;

  private constructor(
    readonly def: OpDefinition,
    init: OperationInit,
  ) {
    this.loc = init.loc ?? unknownLoc;
    const ops = init.operands ?? [];
    this.operands = ops.length ? ops.map((v, i) => new OpOperand(v, this, i)) : [];
    const rts = init.resultTypes ?? [];
    this.results = rts.length ? rts.map((t, i) => new OpResult(t, this, i)) : noResults;
    const attrs = toAttrMap(init.attributes);
    for (const [k, v] of def.defaults) if (attrs.get(k)?.equals(v)) attrs.delete(k);
    this.attrs = attrs.size ? attrs : noAttributes;
    const regs = init.regions ?? 0;
    const numRegions = typeof regs === 'number' ? regs : regs.length;
    if (numRegions === 0) this.regions = noRegions;
    else if (typeof regs === 'number') {
      this.regions = [];
      for (let i = 0; i < regs; i++) this.regions.push(new Region(this));
    } else {
      this.regions = [...regs];
      for (const r of regs) r.parentOp = this;
    }
  }

  /** Creates a detached operation of a registered kind. */
  static create(name: string | OpDefinition, init: OperationInit = {}): Operation {
    const def = typeof name === 'string' ? getOpDefinition(name) : name;
    if (!def) throw new Error(`Operation.create: unregistered operation '${name as string}'`);
    return new Operation(def, init);
  }

  get name(): string {
    return this.def.name;
  }
  get dialect(): string {
    return this.def.name.slice(0, this.def.name.indexOf('.'));
  }
  hasTrait(t: OpTrait): boolean {
    return this.def.traits.has(t);
  }
  isa(name: string): boolean {
    return this.def.name === name;
  }

  // --- operands and results ---
  operand(i: number): Value {
    return this.operands[i].value;
  }
  get numOperands(): number {
    return this.operands.length;
  }
  operandValues(start = 0, end = this.operands.length): Value[] {
    const out: Value[] = [];
    for (let i = start; i < end; i++) out.push(this.operands[i].value);
    return out;
  }
  setOperand(i: number, v: Value): void {
    this.operands[i].set(v);
  }
  /** Replaces all operands (use lists updated). */
  setOperands(values: readonly Value[]): void {
    for (const o of this.operands) o.drop();
    this.operands.length = 0;
    for (let i = 0; i < values.length; i++) this.operands.push(new OpOperand(values[i], this, i));
  }
  /** Replaces operands [start, start + count) with `values`. */
  spliceOperands(start: number, count: number, values: readonly Value[]): void {
    const all = this.operandValues();
    all.splice(start, count, ...values);
    this.setOperands(all);
  }
  result(i = 0): OpResult {
    return this.results[i];
  }
  get numResults(): number {
    return this.results.length;
  }
  resultTypes(): Type[] {
    return this.results.map((r) => r.type);
  }
  operandTypes(): Type[] {
    return this.operands.map((o) => o.value.type);
  }
  /** True when no result has a use. */
  resultsUnused(): boolean {
    return this.results.every((r) => !r.hasUses());
  }
  replaceAllUsesWith(values: readonly Value[]): void {
    if (values.length !== this.results.length) throw new Error('replaceAllUsesWith: result count mismatch');
    this.results.forEach((r, i) => r.replaceAllUsesWith(values[i]));
  }

  // --- attributes ---
  /** The explicitly set attributes (default-valued properties are omitted). */
  get attributes(): ReadonlyMap<string, Attribute> {
    return this.attrs;
  }
  /** The attribute, or the op's default for a default-valued property. */
  attr(name: string): Attribute | undefined {
    const a = this.attrs.get(name);
    if (a !== undefined || !this.def.defaults.length) return a;
    for (const [k, v] of this.def.defaults) if (k === name) return v;
    return undefined;
  }
  setAttr(name: string, value: Attribute): void {
    for (const [k, v] of this.def.defaults) {
      if (k === name && v.equals(value)) {
        this.removeAttr(name);
        return;
      }
    }
    if (this.attrs === noAttributes) this.attrs = new Map();
    this.attrs.set(name, value);
  }
  removeAttr(name: string): void {
    if (this.attrs.has(name)) this.attrs.delete(name);
  }

  // --- structure ---
  get parentRegion(): Region | null {
    return this.parentBlock?.parent ?? null;
  }
  get parentOp(): Operation | null {
    return this.parentBlock?.parent?.parentOp ?? null;
  }
  region(i = 0): Region {
    return this.regions[i];
  }
  /** True if `this` is `other` or nested inside it. */
  isAncestorOf(other: Operation): boolean {
    for (let o: Operation | null = other; o; o = o.parentOp) if (o === this) return true;
    return false;
  }
  /** Walks this op and all nested ops, pre-order; the callback may return 'skip' to skip an op's regions. */
  walk(fn: (op: Operation) => void | 'skip'): void {
    if (fn(this) === 'skip') return;
    this.eachNested(walkFrom, fn);
  }
  /** Walks nested ops post-order (children before parents); safe against erasing the visited op. */
  walkPostOrder(fn: (op: Operation) => void): void {
    this.eachNested(walkPostOrderFrom, fn);
    fn(this);
  }
  /**
   * `visit(op, arg)` for each op directly in this op's regions, in order; each op's successor is read before it is
   * visited, so `visit` may erase it. Indexed loops: every pass walks the IR, much of it before V8 optimizes this,
   * and for-of loops there allocated an iterator and its results per region and block.
   */
  private eachNested<A>(visit: (op: Operation, arg: A) => void, arg: A): void {
    const regions = this.regions;
    for (let i = 0; i < regions.length; i++) {
      const blocks = regions[i]!.blocks;
      for (let j = 0; j < blocks.length; j++) {
        for (let op = blocks[j]!.first; op; ) {
          const next = op.next;
          visit(op, arg);
          op = next;
        }
      }
    }
  }
  /** Unlinks from the parent block, keeping uses intact. */
  remove(): void {
    this.parentBlock?.removeOp(this);
  }
  /** Drops all operand uses, recursively for nested ops. */
  dropAllReferences(): void {
    for (const o of this.operands) o.drop();
    this.operands.length = 0;
    for (const r of this.regions) for (const b of r.blocks) for (let op = b.first; op; op = op.next) op.dropAllReferences();
  }
  /** Removes the op from its block and drops its operand uses; its results must be unused. */
  erase(): void {
    for (const r of this.results) if (r.hasUses()) throw new Error(`erase: '${this.name}' still has uses`);
    this.remove();
    this.dropAllReferences();
  }
  moveBefore(other: Operation): void {
    this.remove();
    other.parentBlock!.insertBefore(this, other);
  }
  moveAfter(other: Operation): void {
    this.remove();
    other.parentBlock!.insertAfter(this, other);
  }
  isBeforeInBlock(other: Operation): boolean {
    for (let o = this.next; o; o = o.next) if (o === other) return true;
    return false;
  }

  /** Deep copy; operands are remapped through `mapping` (values not in it are kept), which is extended. */
  clone(mapping: Map<Value, Value> = new Map()): Operation {
    const operands = this.operandValues().map((v) => mapping.get(v) ?? v);
    const op = new Operation(this.def, {
      operands,
      resultTypes: this.resultTypes(),
      attributes: new Map(this.attrs),
      regions: this.regions.length,
      loc: this.loc,
    });
    this.results.forEach((r, i) => mapping.set(r, op.results[i]));
    this.regions.forEach((r, i) => r.cloneInto(op.regions[i], mapping));
    return op;
  }

  emitError(message: string): DiagnosticError {
    return new DiagnosticError(this.loc, `'${this.name}' op ${message}`);
  }
}

export class Block {
  readonly arguments: BlockArgument[];
  first: Operation | null = null;
  last: Operation | null = null;
  parent: Region | null = null;
  private count = 0;

  constructor(argTypes: readonly Type[] = [], argLocs?: readonly SourceLoc[]) {
    this.arguments = argTypes.map((t, i) => new BlockArgument(t, this, i, argLocs?.[i] ?? unknownLoc));
  }

  addArgument(type: Type, loc: SourceLoc = unknownLoc): BlockArgument {
    const a = new BlockArgument(type, this, this.arguments.length, loc);
    this.arguments.push(a);
    return a;
  }
  eraseArgument(i: number): void {
    const [a] = this.arguments.splice(i, 1);
    if (a.hasUses()) throw new Error('eraseArgument: argument still has uses');
    this.arguments.forEach((arg, j) => (arg.index = j));
  }
  get numOps(): number {
    return this.count;
  }
  get empty(): boolean {
    return this.first === null;
  }
  get parentOp(): Operation | null {
    return this.parent?.parentOp ?? null;
  }
  isEntryBlock(): boolean {
    return this.parent !== null && this.parent.blocks[0] === this;
  }
  /** The last op if it is a terminator. */
  get terminator(): Operation | null {
    return this.last && this.last.hasTrait('Terminator') ? this.last : null;
  }
  *ops(): IterableIterator<Operation> {
    for (let op = this.first; op; ) {
      const next = op.next;
      yield op;
      op = next;
    }
  }
  opsArray(): Operation[] {
    const out: Operation[] = [];
    for (let op = this.first; op; op = op.next) out.push(op);
    return out;
  }

  private link(op: Operation, prev: Operation | null, next: Operation | null): void {
    if (op.parentBlock) throw new Error(`insert: '${op.name}' is already in a block`);
    op.parentBlock = this;
    op.prev = prev;
    op.next = next;
    if (prev) prev.next = op;
    else this.first = op;
    if (next) next.prev = op;
    else this.last = op;
    this.count++;
  }
  append(op: Operation): Operation {
    this.link(op, this.last, null);
    return op;
  }
  prepend(op: Operation): Operation {
    this.link(op, null, this.first);
    return op;
  }
  insertBefore(op: Operation, before: Operation): Operation {
    this.link(op, before.prev, before);
    return op;
  }
  insertAfter(op: Operation, after: Operation): Operation {
    this.link(op, after, after.next);
    return op;
  }
  removeOp(op: Operation): void {
    if (op.parentBlock !== this) throw new Error('removeOp: op not in this block');
    if (op.prev) op.prev.next = op.next;
    else this.first = op.next;
    if (op.next) op.next.prev = op.prev;
    else this.last = op.prev;
    op.prev = op.next = null;
    op.parentBlock = null;
    this.count--;
  }
  /** Moves ops [from, end) of `src` before `before` in this block (or to the end when `before` is null). */
  spliceFrom(src: Block, from: Operation | null, before: Operation | null, end: Operation | null = null): void {
    for (let op = from; op && op !== end; ) {
      const next = op.next;
      src.removeOp(op);
      if (before) this.insertBefore(op, before);
      else this.append(op);
      op = next;
    }
  }
}

/** The visits of Operation.walk and walkPostOrder, module functions so that a walk makes no closure per op. */
function walkFrom(op: Operation, fn: (op: Operation) => void | 'skip'): void {
  op.walk(fn);
}

function walkPostOrderFrom(op: Operation, fn: (op: Operation) => void): void {
  op.walkPostOrder(fn);
}

export class Region {
  readonly blocks: Block[] = [];
  constructor(public parentOp: Operation | null = null) {}

  get empty(): boolean {
    return this.blocks.length === 0;
  }
  get entry(): Block {
    if (!this.blocks.length) throw new Error('Region.entry: region is empty');
    return this.blocks[0];
  }
  get entryOrNull(): Block | null {
    return this.blocks[0] ?? null;
  }
  get arguments(): BlockArgument[] {
    return this.blocks[0]?.arguments ?? [];
  }
  addBlock(block: Block = new Block()): Block {
    if (block.parent) throw new Error('addBlock: block already in a region');
    block.parent = this;
    this.blocks.push(block);
    return block;
  }
  /** Moves all blocks of `other` into this region (this must be empty). */
  takeBody(other: Region): void {
    for (const b of other.blocks) {
      b.parent = this;
      this.blocks.push(b);
    }
    other.blocks.length = 0;
  }
  /** True if `op` is inside this region (at any depth). */
  isAncestorOf(op: Operation): boolean {
    for (let r: Region | null = op.parentRegion; r; r = r.parentOp?.parentRegion ?? null) if (r === this) return true;
    return false;
  }
  cloneInto(dest: Region, mapping: Map<Value, Value>): void {
    for (const b of this.blocks) {
      const nb = new Block();
      for (const a of b.arguments) mapping.set(a, nb.addArgument(a.type, a.loc));
      dest.addBlock(nb);
    }
    this.blocks.forEach((b, i) => {
      for (let op = b.first; op; op = op.next) dest.blocks[i].append(op.clone(mapping));
    });
  }
  walk(fn: (op: Operation) => void | 'skip'): void {
    for (const b of this.blocks) for (let op = b.first; op; ) {
      const next = op.next;
      op.walk(fn);
      op = next;
    }
  }
}
