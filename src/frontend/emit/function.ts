// Per-function emission state: the builder, the prologue (allocas, constants, globals at the function top, as
// Polygeist places them), where each variable lives, loop and return flags, and the function's body.

import { ArrayAttr, FloatAttr, IntegerAttr, StringAttr } from '../../ir/attributes.js';
import { Builder } from '../../ir/builder.js';
import type { SourceLoc } from '../../ir/diagnostics.js';
import { argNamesAttr, nameAttr } from '../../ir/nameHints.js';
import { Block, Operation, type Value } from '../../ir/operation.js';
import { FloatType, FunctionType, IntegerType, MemRefType, i1, indexType, type Type } from '../../ir/types.js';
import type { FunctionDecl, Stmt, VarDecl } from '../ast.js';
import { isSignedInteger, type ArrayType, type CType } from '../ctypes.js';
import { assignedVariables, readOutsideCountedLoops, returnsOnlyAtEnd, signalsOf, type Signal } from './analysis.js';
import type { ModuleEmitter } from './module.js';
import { funcReturn } from '../../ir/dialects/func.js';
import { llvmAddressOf } from '../../ir/dialects/llvm.js';
import { memrefAlloca, memrefGetGlobal, memrefLoad, memrefStore } from '../../ir/dialects/memref.js';
import { emitStatements } from './statements.js';
import { arrayMemRefType, unsupported, variableRepr, variableType } from './types.js';
import { memrefPointerOf, storeValue } from './lvalues.js';
import { emitRValue } from './expressions.js';
import type { LValue, RValue } from './values.js';

/** The flags of the loop being emitted; created only when its body breaks or continues. */
export interface LoopFrame {
  readonly breakFlag?: Value;
  readonly continueFlag?: Value;
}

export class FunctionEmitter {
  readonly b = new Builder();
  readonly entry: Block;
  /** The body is built here and moved after the prologue at the end. */
  private readonly bodyBlock = new Block();
  private readonly constants = new Map<string, Value>();
  private readonly storage = new Map<VarDecl, LValue>();
  /** The slots of pointer variables, with the variables' names. */
  readonly pointerSlots = new Map<Value, string>();
  readonly loops: LoopFrame[] = [];
  /** Set when the function returns from somewhere other than its last statement. */
  returnFlag?: Value;
  returnSlot?: Value;
  readonly assigned: Set<VarDecl>;
  readonly readAfterLoops: Set<VarDecl>;
  private readonly signalCache = new Map<Stmt, Set<Signal>>();

  constructor(
    readonly m: ModuleEmitter,
    readonly fn: FunctionDecl,
    readonly op: Operation,
    readonly type: FunctionType,
  ) {
    this.entry = op.region(0).addBlock(new Block(type.inputs, fn.params.map((p) => p.loc)));
    // C names of the parameters, so analyses (e.g. --print-scop) can name what they report after the source.
    if (fn.params.length) op.setAttr(argNamesAttr, new ArrayAttr(fn.params.map((p) => new StringAttr(p.name))));
    this.assigned = assignedVariables(fn.body!);
    this.readAfterLoops = readOutsideCountedLoops(fn.body!);
    this.b.setInsertionPointToEnd(this.bodyBlock);
  }

  signals(s: Stmt): Set<Signal> {
    let r = this.signalCache.get(s);
    if (!r) this.signalCache.set(s, (r = signalsOf(s)));
    return r;
  }

  // ----- prologue -------------------------------------------------------------------------------

  /** Runs `f` with the builder at the end of the prologue (the entry block, before the body). */
  inPrologue<T>(f: () => T): T {
    return this.b.guard(() => {
      this.b.setInsertionPointToEnd(this.entry);
      return f();
    });
  }

  private constant(key: string, make: () => Value): Value {
    let v = this.constants.get(key);
    if (!v) this.constants.set(key, (v = this.inPrologue(make)));
    return v;
  }

  constIndex(n: number | bigint): Value {
    return this.constInt(BigInt(n), indexType);
  }

  constInt(n: number | bigint, t: IntegerType | typeof indexType): Value {
    const attr = new IntegerAttr(n, t);
    return this.constant(`${t.key}:${attr.value}`, () => this.b.constant(attr).result());
  }

  constFloat(x: number, t: FloatType): Value {
    // Keyed by bit pattern so that 0.0 and -0.0 stay apart.
    const bits = new DataView(new Float64Array([x]).buffer).getBigUint64(0, true);
    return this.constant(`${t.key}:${bits}`, () => this.b.constant(new FloatAttr(x, t)).result());
  }

  constBool(v: boolean): Value {
    return this.constInt(v ? 1n : 0n, i1);
  }

  zeroOf(t: Type): Value {
    return t instanceof FloatType ? this.constFloat(0, t) : this.constInt(0n, t as IntegerType);
  }

  /** A static stack slot at the function top. */
  prologueAlloca(type: MemRefType): Value {
    return this.inPrologue(() => memrefAlloca.create(this.b, type).result());
  }

  /** A fresh i1 flag (break, continue, return signals), in memory like any C variable. */
  newFlag(): Value {
    return this.prologueAlloca(MemRefType.get([1], i1));
  }

  setFlag(flag: Value, v: boolean): void {
    memrefStore.create(this.b, this.constBool(v), flag, [this.constIndex(0)]);
  }

  readFlag(flag: Value): Value {
    return memrefLoad.create(this.b, flag, [this.constIndex(0)]).result();
  }

  // ----- variables ------------------------------------------------------------------------------

  /** Where `v` lives; locals get their slot when declared, globals on first use. */
  lvalueOf(v: VarDecl, loc: SourceLoc): LValue {
    const s = this.storage.get(v);
    if (s) return s;
    if (v.scope === 'global' || v.storage === 'static' || v.storage === 'extern') {
      const g = this.m.global(v, loc);
      let lv: LValue;
      if (g.kind === 'llvm') {
        lv = { kind: 'llvm', type: v.type, addr: this.inPrologue(() => llvmAddressOf.create(this.b, g.name).result()) };
      } else {
        const base = this.inPrologue(() => memrefGetGlobal.create(this.b, g.name, g.type).result());
        lv = v.type.kind === 'array' ? { kind: 'array', type: v.type, base, lead: [] } : { kind: 'element', type: v.type, base, indices: [] };
      }
      this.storage.set(v, lv);
      return lv;
    }
    // A local used before its declaration is emitted: only possible for a counted loop's own declaration.
    return this.declareLocal(v);
  }

  /** Gives a local its storage: an alloca at the top, or here for a variable-length array. */
  declareLocal(v: VarDecl): LValue {
    const existing = this.storage.get(v);
    if (existing) return existing;
    let lv: LValue;
    if (v.type.kind === 'array') {
      const type = arrayMemRefType(v.type, v.loc);
      let base: Value;
      if (type.hasStaticShape()) base = this.prologueAlloca(type);
      else base = memrefAlloca.create(this.b, type, this.dynamicSizes(v.type, v.loc)).result();
      base.definingOp?.setAttr(nameAttr, new StringAttr(v.name));
      lv = { kind: 'array', type: v.type, base, lead: [] };
    } else {
      if (v.type.kind === 'pointer' && variableRepr(v) === 'llvm') {
        throw unsupported(v.loc, `local variable '${v.name}' holding a C-ABI pointer that is assigned after its declaration`);
      }
      const t = variableType(v);
      const base = this.prologueAlloca(MemRefType.get([1], t));
      // A scalar whose address is taken stays in memory: its slot is named like an array. A pointer variable's
      // slot names the allocations stored into it (see nameAllocation).
      if (v.addressTaken) base.definingOp?.setAttr(nameAttr, new StringAttr(v.name));
      // The slot is the variable: values mem2reg carries for it (loop iter_args) are named after it.
      base.definingOp!.loc = { ...v.loc, name: v.name };
      if (v.type.kind === 'pointer') this.pointerSlots.set(base, v.name);
      lv = { kind: 'element', type: v.type, base, indices: [this.constIndex(0)] };
    }
    this.storage.set(v, lv);
    return lv;
  }

  /** The run-time extents of a VLA type, as index values. */
  dynamicSizes(t: ArrayType, loc: SourceLoc): Value[] {
    const sizes: Value[] = [];
    let a: CType = t;
    while (a.kind === 'array') {
      const len = a.length;
      if (len.kind === 'variable') sizes.push(this.toIndex(emitRValue(this, len.expr), len.expr.type, loc));
      else if (len.kind === 'incomplete') throw unsupported(loc, 'array of unknown size');
      a = a.element;
    }
    return sizes;
  }

  /** A C integer as an index: sign-extended for signed types, zero-extended for unsigned ones. */
  toIndex(v: RValue, t: CType, loc: SourceLoc): Value {
    if (v.kind !== 'scalar') throw unsupported(loc, 'non-integer subscript');
    return this.indexCast(v.value, t.kind === 'integer' && isSignedInteger(t));
  }

  /** An integer value as an index (a constant index for a constant). */
  indexCast(v: Value, signed: boolean): Value {
    const def = v.definingOp;
    const c = def?.name === 'arith.constant' ? def.attr('value') : undefined;
    if (c instanceof IntegerAttr && c.type instanceof IntegerType) return this.constIndex(signed ? BigInt.asIntN(c.type.width, c.value) : BigInt.asUintN(c.type.width, c.value));
    return this.b.create(signed ? 'arith.index_cast' : 'arith.index_castui', { operands: [v], resultTypes: [indexType] }).result();
  }

  /** Binds `v` to a value for the duration of `f` (a counted loop's induction variable in its body). */
  withBinding<T>(v: VarDecl, lv: LValue, f: () => T): T {
    const prev = this.storage.get(v);
    this.storage.set(v, lv);
    try {
      return f();
    } finally {
      if (prev) this.storage.set(v, prev);
      else this.storage.delete(v);
    }
  }

  /** Binds `v` for the rest of the function (parameters that are never assigned, single-assignment C-ABI locals). */
  bind(v: VarDecl, lv: LValue): void {
    this.storage.set(v, lv);
  }

  // ----- the body -------------------------------------------------------------------------------

  emit(): void {
    const fn = this.fn;
    const body = fn.body!;
    fn.params.forEach((p, i) => this.bindParameter(p, this.entry.arguments[i]!));
    const resultType = this.type.results[0];
    const direct = returnsOnlyAtEnd(body);
    if (!direct) {
      this.returnFlag = this.newFlag();
      this.setFlag(this.returnFlag, false);
      if (resultType) {
        this.returnSlot = this.prologueAlloca(MemRefType.get([1], resultType));
        // C99 5.1.2.2.3: reaching the end of main returns 0.
        if (fn.name === 'main') memrefStore.create(this.b, this.zeroOf(resultType), this.returnSlot, [this.constIndex(0)]);
      }
    }
    emitStatements(this, body.kind === 'compound' ? body.body : [body]);
    const last = this.bodyBlock.last;
    if (!last || last.name !== 'func.return') {
      let results: Value[] = [];
      if (resultType) results = [this.returnSlot ? memrefLoad.create(this.b, this.returnSlot, [this.constIndex(0)]).result() : this.zeroOf(resultType)];
      funcReturn.create(this.b, results);
    }
    this.entry.spliceFrom(this.bodyBlock, this.bodyBlock.first, null);
  }

  private bindParameter(p: VarDecl, arg: Value): void {
    if (!this.assigned.has(p) && !p.addressTaken) {
      this.bind(p, { kind: 'ssa', type: p.type, value: () => this.ssaValue(p, arg) });
      return;
    }
    if (p.type.kind === 'pointer' && variableRepr(p) === 'llvm') throw unsupported(p.loc, `assigning to parameter '${p.name}', a C-ABI pointer`);
    const lv = this.declareLocal(p);
    if (p.type.kind === 'pointer') storeValue(this, lv, this.ssaValue(p, arg), p.loc);
    else memrefStore.create(this.b, arg, (lv as { base: Value }).base, [this.constIndex(0)]);
  }

  /** The C value of an SSA-bound variable of type `v.type` held in `arg`. */
  ssaValue(v: VarDecl, arg: Value): RValue {
    if (v.type.kind !== 'pointer') return { kind: 'scalar', value: arg };
    if (arg.type.kind === 'memref') return { kind: 'memref', ptr: memrefPointerOf(arg, v.type) };
    return { kind: 'llvm', value: arg };
  }

}
