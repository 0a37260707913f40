// Module-level emission state: the builtin.module, symbol names, global variables, string literals and the
// declaration of every external function, created on first use in front of the function definitions.

import { Builder } from '../../ir/builder.js';
import { ArrayAttr, DenseElementsAttr, DictionaryAttr, IntegerAttr, StringAttr, UnitAttr, type Attribute } from '../../ir/attributes.js';
import { gnuAttributesName } from '../../ir/nameHints.js';
import type { SourceLoc } from '../../ir/diagnostics.js';
import { LLVMArrayType, LLVMFunctionType, LLVMVoidType } from '../../ir/dialects/llvmTypes.js';
import { Block, Operation, Region } from '../../ir/operation.js';
import { argNamesAttr, structGlobalAttr, structMemberAttr } from '../../ir/nameHints.js';
import { FloatType, FunctionType, MemRefType, RankedTensorType, i64, i8, indexType, type Type } from '../../ir/types.js';
import type { Call, FunctionDecl, TranslationUnit, VarDecl } from '../ast.js';
import { alignOf, isArithmetic, type CType, type PointerType } from '../ctypes.js';
import { untranslatableAttributes } from '../sema/attributes.js';
import { typeToString } from '../printC.js';
import { globalInitializer } from './initializers.js';
import { isStructObjectType, leafMemberAttr, leafMemRefType, leafPosition, structLeaves, structPointerTypes, structShape, type StructLeaf } from './structs.js';
import { libmCallee, type LibmCallee } from './libm.js';
import { funcFunc } from '../../ir/dialects/func.js';
import { llvmFunc, llvmGlobal } from '../../ir/dialects/llvm.js';
import { memrefGlobal } from '../../ir/dialects/memref.js';
import { parametersWithPositions } from './analysis.js';
import { abiType, arrayMemRefType, arrayParts, isPositionablePointer, llvmPtr, pointerRepr, scalarType, unsupported, valueType, variableType } from './types.js';

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
  | { readonly kind: 'malloc' | 'calloc' | 'polybenchAlloc' | 'free' }
  /** A gcc `__builtin_*` function, emitted as ops (builtins.ts). */
  | { readonly kind: 'builtin' };

/** A global variable: a memref.global (scalars as 0-d memrefs) or, for C-ABI pointers, an llvm.mlir.global. */
export type GlobalVar =
  | { readonly kind: 'memref'; readonly name: string; readonly type: MemRefType }
  | { readonly kind: 'llvm'; readonly name: string }
  /** A flattened struct (structs.ts): one memref.global per leaf, in leaf order. */
  | { readonly kind: 'struct'; readonly names: readonly string[] };

/**
 * GNU function attributes that change what the C compiler does with the emitted C (inlining, cloning, which
 * unused functions it warns about), so they are carried to it; the others are hints it does not need again.
 */
const carriedFunctionAttributes = ['noclone', 'always_inline', 'noipa', 'flatten', 'hot', 'cold', 'unused', 'used'];

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
  /** The `T *` parameters passed as a memref and a position. */
  private readonly positioned: Set<VarDecl>;

  constructor(readonly tu: TranslationUnit) {
    const region = new Region();
    this.body = region.addBlock(new Block());
    this.module = Operation.create('builtin.module', { regions: [region] });
    for (const f of tu.functions) this.names.add(f.name);
    for (const g of tu.globals) this.names.add(g.name);
    this.positioned = parametersWithPositions(tu.functions, isPositionablePointer);
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
    for (const a of fn.attributes) {
      if (untranslatableAttributes.has(a)) throw unsupported(fn.definitionLoc ?? fn.loc, `attribute '${a}' on function '${fn.name}'`);
    }
    const op = funcFunc.create(b, { name: fn.name, type, visibility: fn.storage === 'static' ? 'private' : undefined });
    if (fn.attributes.has('noinline')) op.setAttr('no_inline', UnitAttr.instance);
    const carried = carriedFunctionAttributes.filter((a) => fn.attributes.has(a));
    if (carried.length) op.setAttr(gnuAttributesName, new ArrayAttr(carried.map((a) => new StringAttr(a))));
    return op;
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
    const inputs = this.definedArguments(fn).map((a) => a.type);
    const r = fn.type.result;
    return FunctionType.get(inputs, r.kind === 'void' || r.kind === 'struct' ? [] : [valueType(r, fn.loc)]);
  }

  /**
   * The MLIR arguments of a function defined here, each with the C name it stands for. A pointer to a struct is
   * one memref per leaf member (structs.ts); a struct passed by value is the memrefs of a copy the caller makes; a
   * struct result is written into memrefs the caller passes last; a `T *` the callers point into arrays is a memref
   * and the position it points at (`f(a + 1)`).
   */
  definedArguments(fn: FunctionDecl): { type: Type; name: string; member?: DictionaryAttr }[] {
    // A struct's leaves, each with the member of C parameter `param` it holds (-1: the result).
    const leaves = (pointee: CType, name: string, param: number, subscripted: boolean, loc: SourceLoc): { type: Type; name: string; member: DictionaryAttr }[] => {
      const element = pointee.kind === 'array' ? arrayParts(pointee).element : pointee;
      const ls = element.kind === 'struct' ? structLeaves(element.decl, loc) : [];
      return structPointerTypes(pointee, loc).map((type, i) => ({
        type,
        name: `${name}_${ls[i]!.path.map((f) => f.name).join('_')}`,
        member: leafMemberAttr(ls[i]!, subscripted, param),
      }));
    };
    const args = fn.params.flatMap((p, k) => {
      if (isStructPointer(p.type)) return leaves((p.type as PointerType).pointee, p.name, k, true, p.loc);
      if (p.type.kind === 'struct') return leaves(p.type, p.name, k, false, p.loc);
      if (this.carriesOffset(p)) return [{ type: variableType(p), name: p.name }, { type: indexType as Type, name: `${p.name}_pos` }];
      return [{ type: variableType(p), name: p.name }];
    });
    const r = fn.type.result;
    return r.kind === 'struct' ? [...args, ...leaves(r, 'result', -1, false, fn.loc)] : args;
  }

  /** Whether parameter `p` is passed as a memref and a position (`f(a + 1)` somewhere). */
  carriesOffset(p: VarDecl): boolean {
    return this.positioned.has(p);
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
    if (fn.builtin) return { kind: 'builtin' };
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
    const name = v.scope === 'global' && v.name ? v.name : this.uniqueName(`${v.name || 'literal'}_static`);
    const t = v.type;
    const defined = v.scope !== 'global' || v.isDefinition;
    const isPrivate = v.storage === 'static';
    if (v.threadLocal) throw unsupported(loc, `thread-local variable '${v.name}'`);
    if (isStructObjectType(t)) return this.createStructGlobal(v, name, defined, isPrivate, loc);
    if (t.kind === 'pointer' && !defined && pointerRepr(t.pointee) === 'llvm') {
      this.inHeader((b) => llvmGlobal.createExternal(b, name, llvmPtr));
      return { kind: 'llvm', name };
    }
    let type: MemRefType;
    if (t.kind === 'pointer') {
      // A global pointer variable holds an address (upstream memrefs cannot hold pointers); read, it is a C pointer.
      if (v.init && v.init.constValue === undefined) throw unsupported(v.init.loc, `initializing global pointer '${v.name}' with an address`);
      type = MemRefType.get([], i64);
    } else if (t.kind === 'array') {
      type = arrayMemRefType(t, loc);
      if (!type.hasStaticShape()) throw unsupported(loc, `global array '${v.name}' without a constant size`);
    } else type = MemRefType.get([], scalarType(t, loc));
    let init: Attribute | undefined;
    // C zero-initializes globals without an initializer.
    if (defined) init = v.init ? globalInitializer(type, v.init, v.name) : memrefGlobal.splat(type, type.elementType instanceof FloatType ? 0 : 0n);
    this.inHeader((b) => {
      const g = memrefGlobal.create(b, { name, type, initialValue: init, isPrivate });
      const align = explicitAlignment(v);
      if (align) g.setAttr('alignment', IntegerAttr.i64(align));
      return g;
    });
    return { kind: 'memref', name, type };
  }

  /** A struct (or array of structs) global: one memref.global per leaf, named after the member path. */
  private createStructGlobal(v: VarDecl, name: string, defined: boolean, isPrivate: boolean, loc: SourceLoc): GlobalVar {
    const { decl, prefix } = structShape(v.type, loc);
    const leaves = structLeaves(decl, loc);
    const values = defined ? structGlobalValues(v, leaves, prefix, loc) : undefined;
    const names = leaves.map((leaf, i) => {
      const sym = this.uniqueName([name, ...leaf.path.map((f) => f.name)].join('_'));
      const type = leafMemRefType(leaf, prefix, loc);
      const init = values ? new DenseElementsAttr(RankedTensorType.get(type.shape, type.elementType), values[i]!, false) : undefined;
      this.inHeader((b) => {
        const g = memrefGlobal.create(b, { name: sym, type, initialValue: init, isPrivate });
        // C code put back into the program must not read a copy of the program's struct (splice.ts).
        g.setAttr(structGlobalAttr, new StringAttr(v.name));
        // A file-scope struct stays whole in the program's text; a static local one is ours (the body is replaced).
        if (v.scope === 'global') g.setAttr(structMemberAttr, leafMemberAttr(leaf, v.type.kind === 'array'));
        return g;
      });
      return sym;
    });
    return { kind: 'struct', names };
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

/** The alignment `_Alignas` or `aligned(N)` asks of `v` beyond its type's own, or undefined. */
export function explicitAlignment(v: VarDecl): number | undefined {
  return v.align !== undefined && v.align > (alignOf(v.type) ?? 1) ? v.align : undefined;
}

/** The initial elements of each leaf of a struct global: zeros, then its initializer's constants. */
function structGlobalValues(v: VarDecl, leaves: readonly StructLeaf[], prefix: readonly number[], loc: SourceLoc): (bigint | number)[][] {
  const values = leaves.map((l) => {
    const n = [...prefix, ...l.dims].reduce((a, b) => a * b, 1);
    const isFloat = l.element.kind === 'floating';
    if (l.element.kind === 'pointer') throw unsupported(loc, `global struct '${v.name}' with a pointer member`);
    return new Array<bigint | number>(n).fill(isFloat ? 0 : 0n);
  });
  const init = v.init;
  if (!init) return values;
  if (init.kind !== 'initList') throw unsupported(init.loc, `initializing global struct '${v.name}' from a value`);
  for (const e of init.elements) {
    const { leaf, indices } = leafPosition(v.type, e.path, e.value.loc);
    const c = e.value.constValue;
    if (leaf < 0 || c === undefined) throw unsupported(e.value.loc, `initializer of global '${v.name}' that is not a constant`);
    const l = leaves[leaf]!;
    const shape = [...prefix, ...l.dims];
    let at = 0;
    for (let k = 0; k < shape.length; k++) at = at * shape[k]! + (indices[k] ?? 0);
    values[leaf]![at] = l.element.kind === 'floating' ? Number(c) : typeof c === 'bigint' ? c : BigInt(Math.trunc(c));
  }
  return values;
}

/** Whether `t` is a pointer to the program's own (flattened) structs. */
export function isStructPointer(t: CType): boolean {
  return t.kind === 'pointer' && pointerRepr(t.pointee) === 'struct';
}
