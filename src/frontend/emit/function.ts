// Per-function emission state: the builder, the prologue (allocas, constants, globals at the function top, as
// Polygeist places them), where each variable lives, loop and return flags, and the function's body.

import { ArrayAttr, DictionaryAttr, FloatAttr, IntegerAttr, StringAttr } from '../../ir/attributes.js';
import { Builder } from '../../ir/builder.js';
import type { SourceLoc } from '../../ir/diagnostics.js';
import { argNamesAttr, nameAttr, structMemberAttr } from '../../ir/nameHints.js';
import { Block, Operation, type Value } from '../../ir/operation.js';
import { FloatType, FunctionType, IntegerType, MemRefType, i1, indexType, type Type } from '../../ir/types.js';
import type { FunctionDecl, Stmt, VarDecl } from '../ast.js';
import { forEachStmt } from '../astWalk.js';
import { isSignedInteger, type ArrayType, type CType, type PointerType } from '../ctypes.js';
import { assignedVariables, readOutsideCountedLoops, returnsOnlyAtEnd, signalsOf, type Signal } from './analysis.js';
import { explicitAlignment, isStructPointer, type ModuleEmitter } from './module.js';
import { funcReturn } from '../../ir/dialects/func.js';
import { llvmAddressOf } from '../../ir/dialects/llvm.js';
import { memrefAlloca, memrefGetGlobal, memrefLoad, memrefStore } from '../../ir/dialects/memref.js';
import { emitStatements } from './statements.js';
import { cStructStorage, isStructObjectType, nameLeaf, structObject, structPointerOf, structPointerTypes } from './structs.js';
import { arrayMemRefType, unsupported, variableRepr, variableType } from './types.js';
import { loadValue, memrefPointerOf, storeValue } from './lvalues.js';
import { emitRValue } from './expressions.js';
import type { LValue, RValue, StructObject } from './values.js';

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
  /** For a function returning a struct: where `return` copies it (memrefs the caller passed). */
  resultObject?: StructObject;
  readonly assigned: Set<VarDecl>;
  readonly readAfterLoops: Set<VarDecl>;
  private readonly signalCache = new Map<Stmt, Set<Signal>>();
  private readonly gotoFlags = new Map<string, Value>();

  constructor(
    readonly m: ModuleEmitter,
    readonly fn: FunctionDecl,
    readonly op: Operation,
    readonly type: FunctionType,
  ) {
    this.entry = op.region(0).addBlock(new Block(type.inputs, fn.params.map((p) => p.loc)));
    // C names of the parameters, so analyses (e.g. --print-scop) can name what they report after the source.
    const args = m.definedArguments(fn);
    if (args.length) op.setAttr(argNamesAttr, new ArrayAttr(args.map((a) => new StringAttr(a.name))));
    // Struct members the C emitter prints as the program's member accesses.
    if (args.some((a) => a.member)) op.setAttr(structMemberAttr, new ArrayAttr(args.map((a) => a.member ?? new DictionaryAttr([]))));
    this.assigned = assignedVariables(fn.body!);
    this.readAfterLoops = readOutsideCountedLoops(fn.body!);
    this.b.setInsertionPointToEnd(this.bodyBlock);
  }

  /** The flag of forward jumps to label `name`, cleared at the function's start. */
  gotoFlag(name: string): Value {
    let f = this.gotoFlags.get(name);
    if (!f) {
      f = this.newFlag();
      this.gotoFlags.set(name, f);
      this.inPrologue(() => this.setFlag(f!, false));
    }
    return f;
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
    return this.inPrologue(() => memrefAlloca.create(this.b, type, []).result());
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
      if (g.kind === 'struct') {
        let i = 0;
        lv = this.inPrologue(() => structObject(v.type, loc, this.constIndex(0), (type) => memrefGetGlobal.create(this.b, g.names[i++]!, type).result()));
      } else if (g.kind === 'llvm') {
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
    if (v.type.kind === 'struct' && v.type.decl.loc.system) {
      // A struct of the system headers keeps C's layout: the library writes it (gettimeofday(&tv, 0)).
      const { element, count, align } = cStructStorage(v.type.decl, v.loc);
      const base = this.prologueAlloca(MemRefType.get([count], element));
      if (align > element.width / 8) base.definingOp!.setAttr('alignment', IntegerAttr.i64(align));
      base.definingOp!.setAttr(nameAttr, new StringAttr(v.name));
      lv = { kind: 'cstruct', type: v.type, base, index: this.constIndex(0) };
    } else if (isStructObjectType(v.type)) {
      lv = structObject(v.type, v.loc, this.constIndex(0), (type, leaf) => {
        const base = this.prologueAlloca(type);
        nameLeaf(base, v.name, leaf);
        return base;
      });
    } else if (v.type.kind === 'array') {
      const type = arrayMemRefType(v.type, v.loc);
      let base: Value;
      if (type.hasStaticShape()) base = this.prologueAlloca(type);
      else base = memrefAlloca.create(this.b, type, this.dynamicSizes(v.type, v.loc)).result();
      const align = explicitAlignment(v);
      if (align) base.definingOp!.setAttr('alignment', IntegerAttr.i64(align));
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
      if (v.type.kind === 'pointer' && variableRepr(v) === 'fig4') {
        lv = { kind: 'ptrVar', type: v.type, slot: base, offsetSlot: this.prologueAlloca(MemRefType.get([1], indexType)) };
      } else {
        lv = { kind: 'element', type: v.type, base, indices: [this.constIndex(0)] };
      }
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
    let arg = 0;
    for (const p of fn.params) {
      if (isStructPointer(p.type)) {
        const pointee = (p.type as PointerType).pointee;
        const n = structPointerTypes(pointee, p.loc).length;
        const bases = this.entry.arguments.slice(arg, arg + n);
        arg += n;
        if (this.assigned.has(p) || p.addressTaken) throw unsupported(p.loc, `assigning to parameter '${p.name}', a pointer to structs`);
        const ptr = structPointerOf(pointee, bases, p.loc);
        this.bind(p, { kind: 'ssa', type: p.type, value: () => ({ kind: 'structPtr', ptr }) });
      } else if (p.type.kind === 'struct') {
        // By value: the caller passed a copy of its own.
        const n = structPointerTypes(p.type, p.loc).length;
        const ptr = structPointerOf(p.type, this.entry.arguments.slice(arg, arg + n), p.loc);
        arg += n;
        this.bind(p, { kind: 'struct', type: p.type, object: { ...ptr.object, idx: [this.constIndex(0)] } });
      } else if (this.m.carriesOffset(p)) {
        const [memref, offset] = [this.entry.arguments[arg]!, this.entry.arguments[arg + 1]!];
        arg += 2;
        const value: RValue = { kind: 'memref', ptr: { base: memref, lead: [], offset, unit: false } };
        if (!this.assigned.has(p) && !p.addressTaken) this.bind(p, { kind: 'ssa', type: p.type, value: () => value });
        else storeValue(this, this.declareLocal(p), value, p.loc);
      } else {
        this.bindParameter(p, this.entry.arguments[arg++]!);
      }
    }
    // Globals nothing can write while the function runs are read once, here: loop bounds and affine symbols.
    for (const g of fn.stableGlobals ?? []) {
      const value = loadValue(this, this.lvalueOf(g, g.loc), g.loc);
      this.bind(g, { kind: 'ssa', type: g.type, value: () => value });
    }
    if (fn.type.result.kind === 'struct') {
      const ptr = structPointerOf(fn.type.result, this.entry.arguments.slice(arg), fn.loc);
      this.resultObject = { ...ptr.object, idx: [this.constIndex(0)] };
    }
    // Only forward jumps to a label later in an enclosing block are structured; the function's body consumes them.
    const escaping = [...signalsOf(body)].find((sig) => sig.startsWith('goto:'));
    if (escaping) throw unsupported(gotoLoc(body, escaping.slice(5)) ?? fn.loc, `goto '${escaping.slice(5)}' backwards or into a block`);
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

/** Where the first `goto label` in `s` is. */
function gotoLoc(s: Stmt, label: string): SourceLoc | undefined {
  let loc: SourceLoc | undefined;
  forEachStmt(s, (st) => {
    if (!loc && st.kind === 'goto' && st.label === label) loc = st.loc;
  });
  return loc;
}
