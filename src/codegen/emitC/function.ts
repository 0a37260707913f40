// Prints one func.func as a C function: names for SSA values, single-use pure ops folded into the expressions
// that use them, one C declaration per other value, and the dispatch of each op to its printer.

import { BlockArgument, type Block, type Operation, type Value } from '../../ir/operation.js';
import { constantIntValue } from '../../ir/transforms/valueFacts.js';
import { IndexType, IntegerType, MemRefType, i1, kDynamic } from '../../ir/types.js';
import { checkMemRef, cType, EmitCError, memrefDeclarator } from './ctypes.js';
import { printControlOp } from './controlOps.js';
import { externalGlobalRead, printLLVMStatementOp } from './llvmOps.js';
import { loadedMemRef, loadExpr, printMemRefOp } from './memrefOps.js';
import type { ModulePrinter } from './module.js';
import { scalarExpr } from './scalarOps.js';
import { LocalNames } from './names.js';
import { CWriter } from './writer.js';
import type { MemberView } from './structMembers.js';

/** A C expression; `atomic` ones (names, literals, calls) need no parentheses as operands. */
export interface CExpr {
  readonly text: string;
  readonly atomic: boolean;
  /**
   * An index value computed in C `int` rather than `long` (a loop counter the program declared `int`, arithmetic on
   * such that provably fits): exact as it is, converted to `long` wherever C arithmetic on it could overflow.
   */
  readonly narrow?: boolean;
}

/**
 * A memref in C: `ptr` points at its data (rows or flat, see ctypes.ts), `sizes` spells every extent (a literal
 * or a `long` variable), `direct` names the C scalar holding a one-element memref that never escapes.
 */
export interface CMemRef {
  readonly ptr: string;
  readonly sizes: readonly string[];
  readonly direct?: string;
  /** The C type of `direct` when it is not the representation (a program's `double *` global held as a long). */
  readonly declaredAs?: string;
  /** A one-element slot that is only written: its stores are dropped. */
  readonly dead?: boolean;
  /** A member of a struct the program's text holds whole (structMembers.ts): elements print as member accesses. */
  readonly member?: MemberView;
}

export const atom = (text: string): CExpr => ({ text, atomic: true });
export const compound = (text: string): CExpr => ({ text, atomic: false });

/** Ops that only compute a value from their operands; they may be folded into their user. */
const pureDialects = new Set(['arith', 'math']);
const pureOps = new Set(['affine.apply', 'affine.min', 'affine.max', 'memref.dim', 'memref.extract_aligned_pointer_as_index', 'llvm.mlir.addressof', 'llvm.mlir.zero', 'llvm.mlir.undef', 'llvm.getelementptr', 'llvm.inttoptr', 'llvm.ptrtoint']);
/** Link-time constants: folded into every use. */
const constantOps = new Set(['arith.constant', 'llvm.mlir.addressof', 'llvm.mlir.zero', 'llvm.mlir.undef']);

export function isPureValueOp(op: Operation): boolean {
  return op.numResults === 1 && (pureDialects.has(op.dialect) || pureOps.has(op.name)) && op.result().type.kind !== 'memref';
}

/** Whether every op strictly between `a` and `b` (same block) only computes values or reads memory. */
function noWritesBetween(a: Operation, b: Operation): boolean {
  for (let o = a.next; o && o !== b; o = o.next) {
    if (!(isPureValueOp(o) || o.name === 'memref.load' || o.name === 'affine.load')) return false;
  }
  return true;
}

export class FunctionPrinter {
  readonly w = new CWriter();
  private readonly scalars = new Map<Value, CExpr>();
  private readonly memrefs = new Map<Value, CMemRef>();
  /** One-element allocas holding a memref: the C variables of the memref they hold. */
  readonly slots = new Map<Value, CMemRef>();
  /**
   * Variables whose declaration and assignments have no effects (extents, values carried out of regions,
   * temporaries of parallel assignments): dropped at the end when nothing reads them.
   */
  readonly droppable: { name: string; line: number }[] = [];
  readonly names: LocalNames;
  /** The local struct a function returning a struct returns (its result's members are bound to it). */
  structResult?: CExpr;

  constructor(readonly module: ModulePrinter) {
    this.names = new LocalNames((n) => module.isReserved(n));
    this.w.onClose = (depth) => this.names.closeTo(depth);
  }

  /** A temporary's name, declared in the current block. */
  fresh(prefix = 'v'): string {
    return this.names.fresh(prefix, this.w.level);
  }

  /**
   * A variable named after the program's `hint` when there is one (else a temporary), declared in the current
   * block, or in the block about to open (`inNextBlock`: a loop's iterator, visible in its body only).
   */
  named(hint: string | undefined, prefix: string, inNextBlock = false): string {
    const depth = this.w.level + (inNextBlock ? 1 : 0);
    return hint ? this.names.named(hint, depth) : this.names.fresh(prefix, depth);
  }

  /** A name derived from another (`A_d1` for an extent of `A`), given once in the function. */
  derived(name: string): string {
    return this.names.named(name, this.w.level, true);
  }

  /** Whether `op`'s value is printed inside its single user instead of a declaration of its own. */
  isFolded(op: Operation): boolean {
    if (op.name === 'memref.load' || op.name === 'affine.load') return this.isFoldedLoad(op);
    // `fprintf(stderr, ...)`: a read of an external pointer global is folded like a load.
    if (op.name === 'llvm.load') return externalGlobalRead(this, op) !== undefined && this.isFoldedLoad(op);
    if (!isPureValueOp(op)) return false;
    if (constantOps.has(op.name)) return true;
    if (isParameterWidening(op)) return true;
    const r = op.result();
    if (!r.hasOneUse()) return false;
    const user = r.firstUse!.owner;
    if (user.parentBlock !== op.parentBlock) return false;
    // A folded load inside this expression moves with it: nothing in between may write memory.
    return !this.readsFoldedLoad(op) || noWritesBetween(op, user);
  }

  private readsFoldedLoad(op: Operation): boolean {
    return op.operandValues().some((v) => {
      const d = v.definingOp;
      if (!d || d.parentBlock !== op.parentBlock || !this.isFolded(d)) return false;
      return d.name === 'memref.load' || d.name === 'affine.load' || this.readsFoldedLoad(d);
    });
  }

  /**
   * A load is folded into its single user in the same block when nothing between them may write memory, and
   * the user is not a loop (whose bounds C would re-read every iteration).
   */
  private isFoldedLoad(op: Operation): boolean {
    const r = op.result();
    if (r.type instanceof MemRefType || !r.hasOneUse() || this.slots.has(loadedMemRef(op))) return false;
    const user = r.firstUse!.owner;
    if (user.parentBlock !== op.parentBlock || user.regions.length > 0 && user.name !== 'scf.if' && user.name !== 'affine.if') return false;
    return noWritesBetween(op, user);
  }

  // ----- values ---------------------------------------------------------------------------------

  /** The C expression of `v`, of the C type of its type (a `narrow` one converted to long). */
  expr(v: Value): CExpr {
    const e = this.exprAsIs(v);
    return e.narrow ? compound(`(long)${e.atomic ? e.text : `(${e.text})`}`) : e;
  }

  /** The C expression of `v` as computed, possibly `narrow`: for users to which an int is the same value. */
  exprAsIs(v: Value): CExpr {
    const e = this.scalars.get(v);
    if (e) return e;
    const def = v.definingOp;
    if (def && this.isFolded(def)) {
      const folded =
        def.name === 'memref.load' || def.name === 'affine.load' ? loadExpr(this, def) : def.name === 'llvm.load' ? atom(externalGlobalRead(this, def)!) : scalarExpr(this, def);
      this.scalars.set(v, folded);
      return folded;
    }
    throw new EmitCError(`value of type ${v.type.key} used before it is defined in C`);
  }

  /** The operand as text that can stand next to any operator. */
  operand(v: Value): string {
    const e = this.expr(v);
    return e.atomic ? e.text : `(${e.text})`;
  }

  mem(v: Value): CMemRef {
    const m = this.memrefs.get(v);
    if (!m) throw new EmitCError(`memref of type ${v.type.key} used before it is defined in C`);
    return m;
  }

  bindScalar(v: Value, e: CExpr): void {
    this.scalars.set(v, e);
  }

  bindMemRef(v: Value, m: CMemRef): void {
    this.memrefs.set(v, m);
  }

  /**
   * Declares a C variable for `v` holding `init` (when given) and binds `v` to it; named after the program's
   * variable when `v` is a block argument that holds one (its location's name).
   */
  declare(v: Value, init: CExpr | undefined, prefix = 'v', droppable = false): string {
    const hint = v instanceof BlockArgument ? v.loc.name : undefined;
    const name = hint ? this.names.named(hint, this.w.level, true) : this.fresh(prefix);
    const line = this.w.line(`${cType(v.type)}${cType(v.type).endsWith('*') ? '' : ' '}${name}${init ? ` = ${init.text}` : ''};`);
    if (droppable) this.droppable.push({ name, line });
    this.scalars.set(v, atom(name));
    return name;
  }

  /** Variables for a memref of type `t` (pointer plus a `long` per dynamic extent), optionally initialized. */
  newMemRefVars(t: MemRefType, init: { ptr: string; sizes: readonly string[] } | undefined, prefix: string): CMemRef {
    const name = this.fresh(prefix);
    const sizes = t.shape.map((d, i) => {
      if (d !== kDynamic) return String(d);
      const s = this.derived(`${name}_d${i}`);
      this.droppable.push({ name: s, line: this.w.line(`long ${s} = ${init ? init.sizes[i] : '0'};`) });
      return s;
    });
    this.droppable.push({ name, line: this.w.line(`${memrefDeclarator(t, name)} = ${init ? init.ptr : '0'};`) });
    return { ptr: name, sizes };
  }

  /** Declares memref variables for `v` and binds `v` to them. */
  declareMemRef(v: Value, init?: { ptr: string; sizes: readonly string[] }, prefix = 'm'): CMemRef {
    const m = this.newMemRefVars(checkMemRef(v.type), init, prefix);
    this.memrefs.set(v, m);
    return m;
  }

  /** Assigns `from` to the variables of a memref declared with declareMemRef. */
  assignMemRef(to: CMemRef, from: CMemRef, t: MemRefType): void {
    t.shape.forEach((d, i) => {
      if (d === kDynamic) this.w.line(`${to.sizes[i]} = ${from.sizes[i]};`);
    });
    this.w.line(`${to.ptr} = ${from.ptr};`);
  }

  /** i1 values known to hold a value where the C being printed runs (a loop's exit flag after its `break`). */
  private readonly assumed = new Map<Value, boolean>();

  assume(v: Value, holds: boolean): void {
    this.assumed.set(v, holds);
  }

  /**
   * The value of i1 `v` where the C being printed runs, when the assumptions (and `extra`, one more) decide it
   * through constants, `xori`, `ori` and `andi`; undefined otherwise.
   */
  knownBool(v: Value, extra?: readonly [Value, boolean], depth = 0): boolean | undefined {
    if (extra && v === extra[0]) return extra[1];
    const a = this.assumed.get(v);
    if (a !== undefined) return a;
    if (v.type !== i1 || depth > 8) return undefined;
    const c = constantIntValue(v);
    if (c !== undefined) return c !== 0n;
    const d = v.definingOp;
    if (!d || !['arith.xori', 'arith.ori', 'arith.andi'].includes(d.name)) return undefined;
    const [p, q] = [this.knownBool(d.operand(0), extra, depth + 1), this.knownBool(d.operand(1), extra, depth + 1)];
    if (d.name === 'arith.xori') return p === undefined || q === undefined ? undefined : p !== q;
    // One side decides `or` when true and `and` when false.
    const decides = d.name === 'arith.ori';
    if (p === decides || q === decides) return decides;
    return p === undefined || q === undefined ? undefined : !decides;
  }

  /** Values whose variables nothing reads: assignments to them are left out. */
  private readonly discarded = new Set<Value>();

  isDiscarded(v: Value): boolean {
    return this.discarded.has(v);
  }

  /** Marks `v` as never read (its variable would only be set). */
  discard(v: Value): void {
    this.discarded.add(v);
  }

  /** Declares the variables a value flowing out of a region needs (scalar or memref), initialized from `init`. */
  declareCarried(v: Value, init: Value | undefined, prefix: string): void {
    if (v.type instanceof MemRefType) this.declareMemRef(v, init ? this.mem(init) : undefined, prefix);
    else this.declare(v, init ? this.exprAsIs(init) : atom('0'), prefix, true);
  }

  /**
   * Assigns the values of `from` to the variables bound to `to` as one parallel assignment: a value is held in a
   * temporary first only when it reads a variable assigned before it. A value that is the variable itself unless a
   * condition holds (`select(c, x, v)`) is the conditional update `if (c) v = x;` the program most likely wrote,
   * those of one condition under one `if`: gcc if-converts plain updates better than selects of a variable.
   */
  assignAll(to: readonly Value[], from: readonly Value[]): void {
    const pending: (() => void)[] = [];
    const live = to.filter((t) => !this.discarded.has(t)).length;
    const scalars: { dst: string; src: string; type: Value['type']; cond?: { value: Value; text: string } }[] = [];
    to.forEach((t, i) => {
      const f = from[i]!;
      if (this.discarded.has(t)) return;
      if (t.type instanceof MemRefType) {
        const src = this.mem(f);
        const dst = this.mem(t);
        if (src === dst) return;
        if (live === 1) return this.assignMemRef(dst, src, t.type);
        const tmp = this.fresh('t');
        const tt = t.type as MemRefType;
        const copy = { ptr: tmp, sizes: tt.shape.map((d, k) => (d === kDynamic ? this.derived(`${tmp}_d${k}`) : String(d))) };
        tt.shape.forEach((d, k) => d === kDynamic && this.droppable.push({ name: copy.sizes[k]!, line: this.w.line(`long ${copy.sizes[k]} = ${src.sizes[k]};`) }));
        this.droppable.push({ name: tmp, line: this.w.line(`${memrefDeclarator(tt, tmp)} = ${src.ptr};`) });
        pending.push(() => this.assignMemRef(dst, copy, tt));
        return;
      }
      const dst = this.expr(t).text;
      const sel = f.definingOp;
      if (sel?.name === 'arith.select' && this.isFolded(sel) && this.knownBool(sel.operand(0)) === undefined && this.exprAsIs(sel.operand(2)).text === dst) {
        const value = sel.operand(0);
        scalars.push({ dst, src: this.exprAsIs(sel.operand(1)).text, type: t.type, cond: { value, text: this.expr(value).text } });
        return;
      }
      // Assignment converts: an int counter needs no cast.
      const src = this.exprAsIs(f).text;
      if (dst !== src) scalars.push({ dst, src, type: t.type });
    });
    // A destination that is not a plain variable counts as read.
    const reads = (text: string, name: string): boolean => !/^[A-Za-z_]\w*$/.test(name) || new RegExp(`\\b${name}\\b`).test(text);
    const assignments = scalars.map((a, k) => {
      const text = a.cond ? `${a.cond.text} ${a.src}` : a.src;
      if (!scalars.slice(0, k).some((earlier) => reads(text, earlier.dst))) return a;
      const tmp = this.fresh('t');
      const value = a.cond ? `${a.cond.text} ? ${a.src} : ${a.dst}` : a.src;
      this.droppable.push({ name: tmp, line: this.w.line(`${cType(a.type)} ${tmp} = ${value};`) });
      return { ...a, src: tmp, cond: undefined };
    });
    for (let k = 0; k < assignments.length; ) {
      const { cond } = assignments[k]!;
      let end = k + 1;
      while (cond && end < assignments.length && assignments[end]!.cond?.value === cond.value) end++;
      const group = assignments.slice(k, end);
      const lines = (): void => group.forEach((a) => this.w.line(`${a.dst} = ${a.src};`));
      if (!cond) lines();
      else if (group.length === 1) this.w.line(`if (${cond.text}) ${group[0]!.dst} = ${group[0]!.src};`);
      else this.w.block(`if (${cond.text})`, lines);
      k = end;
    }
    for (const p of pending) p();
  }

  // ----- ops ------------------------------------------------------------------------------------

  printBlock(block: Block): void {
    for (let op = block.first; op; op = op.next) this.printOp(op);
  }

  printOp(op: Operation): void {
    try {
      this.printOpUnchecked(op);
    } catch (e) {
      if (e instanceof EmitCError && !e.loc) e.loc = op.loc;
      throw e;
    }
  }

  private printOpUnchecked(op: Operation): void {
    if (this.isFolded(op)) return;
    if (isPureValueOp(op)) {
      // A condition known here is its value, not a variable.
      const known = this.knownBool(op.result());
      if (known !== undefined) return this.bindScalar(op.result(), atom(known ? '1' : '0'));
      // Unused pure values are dead code.
      if (op.result().hasUses()) this.declare(op.result(), scalarExpr(this, op));
      return;
    }
    if (op.dialect === 'memref' || op.name === 'affine.load' || op.name === 'affine.store') return printMemRefOp(this, op);
    if (op.dialect === 'llvm') return printLLVMStatementOp(this, op);
    if (printControlOp(this, op)) return;
    throw new EmitCError(`operation '${op.name}' has no C form here`);
  }

  /** Binds the results of a call-like op: declared when used, the call alone as a statement otherwise. */
  callResult(op: Operation, call: string): void {
    if (op.numResults > 1) throw new EmitCError(`'${op.name}' with ${op.numResults} results has no C form`);
    if (op.numResults === 1 && op.result().type instanceof MemRefType) throw new EmitCError('functions returning memrefs have no C form here');
    if (op.numResults === 1 && op.result().hasUses()) this.declare(op.result(), atom(call));
    else this.w.line(`${call};`);
  }
}

/**
 * An int parameter as an index (`arith.index_cast` of a function argument): its C text is the parameter itself,
 * which no code assigns, so it is folded at every use (`i < n`, as the program wrote it) rather than copied into a
 * `long` variable that changes the loops' machine code.
 */
function isParameterWidening(op: Operation): boolean {
  if (op.name !== 'arith.index_cast' || !(op.result().type instanceof IndexType)) return false;
  const from = op.operand(0);
  if (!(from instanceof BlockArgument) || !(from.type instanceof IntegerType) || from.type.width !== 32) return false;
  const fn = from.owner.parentOp;
  return fn?.name === 'func.func' && from.owner === fn.region(0).entry;
}
