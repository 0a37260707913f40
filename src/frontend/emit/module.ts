// Module-level emission state: the builtin.module, symbol names, global variables, string literals and the
// declaration of every external function, created on first use in front of the function definitions.

import { Builder } from '../../ir/builder.js';
import type { Attribute } from '../../ir/attributes.js';
import type { SourceLoc } from '../../ir/diagnostics.js';
import { LLVMArrayType, LLVMFunctionType, LLVMVoidType } from '../../ir/dialects/llvmTypes.js';
import { Block, Operation, Region } from '../../ir/operation.js';
import { StringAttr } from '../../ir/attributes.js';
import { argNamesAttr } from '../../ir/nameHints.js';
import { FloatType, FunctionType, MemRefType, i8 } from '../../ir/types.js';
import type { Call, FunctionDecl, TranslationUnit, VarDecl } from '../ast.js';
import { isArithmetic, type CType } from '../ctypes.js';
import { typeToString } from '../printC.js';
import { libmCallee, type LibmCallee } from './libm.js';
import { funcFunc } from '../../ir/dialects/func.js';
import { llvmFunc, llvmGlobal } from '../../ir/dialects/llvm.js';
import { memrefGlobal } from '../../ir/dialects/memref.js';
import { abiType, arrayMemRefType, llvmPtr, pointerRepr, scalarType, unsupported, valueType, variableType } from './types.js';

/** How a call to a C function is emitted. */
export type Callee =
  /** A function defined in this file: func.func with the memref ABI. */
  | { readonly kind: 'defined'; readonly name: string; readonly type: FunctionType }
  /** An external function taking and returning only scalars: a private func.func declaration. */
  | { readonly kind: 'func'; readonly name: string; readonly type: FunctionType }
  /** An external function with pointers or varargs (printf, strcmp): an llvm.func with the C ABI. */
  | { readonly kind: 'llvm'; readonly name: string; readonly type: LLVMFunctionType }
  /** A libm function emitted as a math or arith op. */
  | LibmCallee
  /** Allocation and release, replaced by memref.alloc / memref.dealloc (Polygeist III-A). */
  | { readonly kind: 'malloc' | 'calloc' | 'polybenchAlloc' | 'free' };

/** A global variable: a memref.global (scalars as 0-d memrefs) or, for C-ABI pointers, an llvm.mlir.global. */
export type GlobalVar =
  | { readonly kind: 'memref'; readonly name: string; readonly type: MemRefType }
  | { readonly kind: 'llvm'; readonly name: string };

const allocators: Record<string, 'malloc' | 'calloc' | 'polybenchAlloc' | 'free'> = {
  malloc: 'malloc',
  calloc: 'calloc',
  free: 'free',
  polybench_alloc_data: 'polybenchAlloc',
  polybench_free_data: 'free',
};

export class ModuleEmitter {
  readonly module: Operation;
  readonly body: Block;
  /** Creates declarations, globals and strings in front of the function definitions. */
  private readonly header = new Builder();
  private lastHeaderOp: Operation | null = null;
  private readonly callees = new Map<FunctionDecl, Callee>();
  private readonly globals = new Map<VarDecl, GlobalVar>();
  private readonly strings = new Map<string, string>();
  /** Every symbol name in use, so generated names (strings, static locals) never clash. */
  private readonly names = new Set<string>();

  constructor(readonly tu: TranslationUnit) {
    const region = new Region();
    this.body = region.addBlock(new Block());
    this.module = Operation.create('builtin.module', { regions: [region] });
    for (const f of tu.functions) this.names.add(f.name);
    for (const g of tu.globals) this.names.add(g.name);
  }

  /** A fresh symbol name starting with `base`. */
  uniqueName(base: string): string {
    let name = base;
    for (let i = 0; this.names.has(name); i++) name = `${base}${i}`;
    this.names.add(name);
    return name;
  }

  /** Creates one op after the previous header op, so declarations keep their order of first use. */
  private inHeader(f: (b: Builder) => Operation): void {
    const b = this.header;
    if (this.lastHeaderOp) b.setInsertionPointAfter(this.lastHeaderOp);
    else b.setInsertionPointToStart(this.body);
    this.lastHeaderOp = f(b);
  }

  /** The func.func of a definition, appended after everything emitted so far. */
  defineFunction(fn: FunctionDecl, type: FunctionType): Operation {
    const b = new Builder();
    b.setInsertionPointToEnd(this.body);
    b.loc = fn.definitionLoc ?? fn.loc;
    return funcFunc.create(b, { name: fn.name, type, visibility: fn.storage === 'static' ? 'private' : undefined });
  }

  /** Replaces a partly emitted definition by a private declaration of the same function (its callers stay valid). */
  declareInstead(def: Operation): void {
    const region = def.region(0);
    for (const block of region.blocks) for (const op of block.ops()) op.dropAllReferences();
    region.blocks.length = 0;
    def.setAttr('sym_visibility', new StringAttr('private'));
    def.removeAttr(argNamesAttr);
  }

  // ----- functions ------------------------------------------------------------------------------

  /** The MLIR signature of a function defined in this file (memref ABI for pointers). */
  definedType(fn: FunctionDecl): FunctionType {
    const inputs = fn.params.map((p) => variableType(p));
    const r = fn.type.result;
    return FunctionType.get(inputs, r.kind === 'void' ? [] : [valueType(r, fn.loc)]);
  }

  /** How to call `fn` from `call`, declaring it on first use. */
  callee(fn: FunctionDecl, call: Call): Callee {
    let c = this.callees.get(fn);
    if (!c) {
      c = this.classify(fn, call);
      this.callees.set(fn, c);
    }
    return c;
  }

  private classify(fn: FunctionDecl, call: Call): Callee {
    if (fn.body) return { kind: 'defined', name: fn.name, type: this.definedType(fn) };
    if (fn.definitionLoc) {
      // Defined in this file but not translated (kept as written): declared with the ABI its definition would have.
      const type = this.definedType(fn);
      this.inHeader((b) => funcFunc.create(b, { name: fn.name, type, visibility: 'private' }));
      return { kind: 'defined', name: fn.name, type };
    }
    const alloc = allocators[fn.name];
    if (alloc) return { kind: alloc };
    const libm = libmCallee(fn);
    if (libm) return libm;
    // Unprototyped declarations (`void f();`) take the types of the promoted arguments of their first call.
    const params: CType[] = fn.type.prototyped ? [...fn.type.params] : call.args.map((a) => a.type);
    const result = fn.type.result;
    for (const t of [...params, result]) {
      if (t.kind !== 'void' && t.kind !== 'pointer' && !isArithmetic(t)) throw unsupported(call.loc, `call of '${fn.name}' with a '${typeToString(t)}'`);
    }
    const usesPointers = params.some((t) => t.kind === 'pointer') || result.kind === 'pointer';
    if (usesPointers || fn.type.variadic) {
      const type = LLVMFunctionType.get(
        result.kind === 'void' ? LLVMVoidType.get() : abiType(result, call.loc),
        params.map((t) => abiType(t, call.loc)),
        fn.type.variadic,
      );
      this.inHeader((b) => llvmFunc.createDeclaration(b, fn.name, type));
      return { kind: 'llvm', name: fn.name, type };
    }
    const type = FunctionType.get(
      params.map((t) => scalarType(t, call.loc)),
      result.kind === 'void' ? [] : [scalarType(result, call.loc)],
    );
    this.inHeader((b) => funcFunc.create(b, { name: fn.name, type, visibility: 'private' }));
    return { kind: 'func', name: fn.name, type };
  }

  // ----- globals --------------------------------------------------------------------------------

  /** The global a file-scope (or static local) variable lives in, created on first use. */
  global(v: VarDecl, loc: SourceLoc): GlobalVar {
    let g = this.globals.get(v);
    if (!g) {
      g = this.createGlobal(v, loc);
      this.globals.set(v, g);
    }
    return g;
  }

  private createGlobal(v: VarDecl, loc: SourceLoc): GlobalVar {
    const name = v.scope === 'global' ? v.name : this.uniqueName(`${v.name}_static`);
    const t = v.type;
    const defined = v.scope !== 'global' || v.isDefinition;
    const isPrivate = v.storage === 'static';
    if (t.kind === 'pointer') {
      if (pointerRepr(t.pointee) !== 'llvm' || defined) throw unsupported(loc, `global pointer variable '${v.name}'`);
      this.inHeader((b) => llvmGlobal.createExternal(b, name, llvmPtr));
      return { kind: 'llvm', name };
    }
    let type: MemRefType;
    if (t.kind === 'array') {
      type = arrayMemRefType(t, loc);
      if (!type.hasStaticShape()) throw unsupported(loc, `global array '${v.name}' without a constant size`);
    } else type = MemRefType.get([], scalarType(t, loc));
    let init: Attribute | undefined;
    if (defined) {
      // C zero-initializes globals without an initializer.
      const c = v.init?.constValue ?? 0n;
      init = memrefGlobal.splat(type, type.elementType instanceof FloatType ? Number(c) : typeof c === 'bigint' ? c : BigInt(Math.trunc(c)));
      if (v.init && v.init.constValue === undefined) throw unsupported(v.init.loc, `initializer of global '${v.name}' that is not a constant`);
    }
    this.inHeader((b) => memrefGlobal.create(b, { name, type, initialValue: init, isPrivate }));
    return { kind: 'memref', name, type };
  }

  /** The symbol of an `llvm.mlir.global internal constant` holding `bytes` and a NUL. */
  stringLiteral(bytes: string): string {
    let name = this.strings.get(bytes);
    if (!name) {
      const sym = this.uniqueName('str');
      this.inHeader((b) => llvmGlobal.createString(b, sym, LLVMArrayType.get(bytes.length + 1, i8), bytes + '\0'));
      this.strings.set(bytes, sym);
      name = sym;
    }
    return name;
  }
}
