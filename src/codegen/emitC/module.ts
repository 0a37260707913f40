// The whole translation unit: includes, the helpers used, globals (memref.global as C arrays or scalars, string
// constants as char arrays), declarations of external functions, prototypes, then each function.

import { ArrayAttr, DenseElementsAttr, DictionaryAttr, StringAttr, SymbolRefAttr, TypeAttr, UnitAttr } from '../../ir/attributes.js';
import { funcCall, funcFunc } from '../../ir/dialects/func.js';
import { gnuAttributesName, sourceName, structMemberAttr } from '../../ir/nameHints.js';
import { LLVMFunctionType, LLVMPointerType, LLVMVoidType } from '../../ir/dialects/llvmTypes.js';
import { memrefGlobal } from '../../ir/dialects/memref.js';
import { memAccessOf } from '../../ir/transforms/memoryAccess.js';
import type { Operation, Value } from '../../ir/operation.js';
import { FloatType, FunctionType, IntegerType, MemRefType, kDynamic, type Type } from '../../ir/types.js';
import { checkMemRef, cType, EmitCError, memrefDeclarator, memrefPointerType, sameRepresentation } from './ctypes.js';
import { argumentMembers, bindStructResult, findMemberParameters, memberMemRef, memberPointer, memberPointerReason, type MemberInfo, type MemberParameter } from './structMembers.js';
import { atom, compound, FunctionPrinter, type CExpr } from './function.js';
import { cKeywords } from './names.js';
import { cParameterArguments } from './controlOps.js';
import { helperSource } from './helpers.js';
import { alignmentSuffix } from './memrefOps.js';
import { declaredByHeaders, includes } from './libc.js';
import { floatLiteral, intLiteral, stringLiteral } from './literals.js';

/**
 * What the C text around the emitted functions provides when they are put back into the program's own source
 * (see splice.ts): the names it uses at file scope, the functions and variables it declares, the parameter types of
 * its functions. Without it the module is printed as a translation unit of its own.
 */
export interface SourceContext {
  readonly fileScopeNames: ReadonlySet<string>;
  readonly declaredFunctions: ReadonlySet<string>;
  /** The program's file-scope variables: name to C type. */
  readonly globals: ReadonlyMap<string, string>;
  readonly parameterTypes: ReadonlyMap<string, readonly string[]>;
  /** The result types of its functions returning structs. */
  readonly resultTypes?: ReadonlyMap<string, string>;
}

export class ModulePrinter {
  private readonly helpers = new Map<string, string>();
  private readonly symbols = new Map<string, Operation>();
  private readonly names = new Map<string, string>();
  private readonly symbolNames = new Set<string>();

  constructor(
    readonly module: Operation,
    /** Set when the functions go back into the program's source: they keep its names and its C calling convention. */
    readonly source?: SourceContext,
  ) {
    for (const op of module.region(0).entry.ops()) {
      const sym = op.attr('sym_name');
      if (!(sym instanceof StringAttr)) continue;
      this.symbols.set(sym.value, op);
      if (source) {
        // The program's own names, exactly: they are its symbols (external linkage) and what its text refers to.
        // Globals and functions of our own (static locals moved to file scope, outlined loop bodies) get names the
        // program does not use.
        let name = sym.value;
        const ours = op.name === 'memref.global' ? !source.globals.has(name) : op.name === 'func.func' && !funcFunc.isDeclaration(op) && !source.declaredFunctions.has(name);
        if (ours) {
          while (source.fileScopeNames.has(name) || this.symbolNames.has(name)) name += '_';
        }
        this.symbolNames.add(name);
        this.names.set(sym.value, name);
        continue;
      }
      // Symbols keep their names; only what C cannot spell is changed (temporaries are renamed around them).
      let name = sym.value.replace(/[^A-Za-z0-9_]/g, '_').replace(/^(?=\d)/, '_');
      // A definition named like a C library function would clash with the header's declaration.
      const defined = (op.name === 'func.func' && !funcFunc.isDeclaration(op)) || op.name === 'memref.global';
      if (cKeywords.has(name) || name.startsWith('polyts_') || (defined && declaredByHeaders.has(name))) name += '_';
      while (this.symbolNames.has(name)) name += '_';
      this.symbolNames.add(name);
      this.names.set(sym.value, name);
    }
  }

  private readonly memberParams = new Map<string, readonly (MemberParameter | undefined)[]>();

  /**
   * For a function of the module's own convention (an outlined parallel body, in the program's source), the
   * arguments every call passes the same member of a program's struct in (structMembers.ts findMemberParameters).
   */
  memberParameters(sym: string, depth = 0): readonly (MemberParameter | undefined)[] {
    let params = this.memberParams.get(sym);
    if (params) return params;
    const fn = this.symbols.get(sym);
    if (!this.source || !fn || fn.name !== 'func.func' || funcFunc.isDeclaration(fn) || this.source.declaredFunctions.has(sym)) return [];
    const calls = this.callsTo().get(sym) ?? [];
    // Guards against a cycle of calls: no member parameters while they are being found.
    this.memberParams.set(sym, []);
    params = findMemberParameters(this, fn, calls, depth);
    this.memberParams.set(sym, params);
    return params;
  }

  private calls: Map<string, Operation[]> | undefined;

  /** The func.call ops of the module by callee, from one walk. */
  private callsTo(): Map<string, Operation[]> {
    if (this.calls) return this.calls;
    const calls = new Map<string, Operation[]>();
    this.module.walk((o) => {
      if (o.name !== 'func.call') return;
      const callee = funcCall.callee(o);
      let list = calls.get(callee);
      if (!list) calls.set(callee, (list = []));
      list.push(o);
    });
    return (this.calls = calls);
  }

  /** The top-level op (function, global) named `sym`. */
  symbol(sym: string): Operation | undefined {
    return this.symbols.get(sym);
  }

  /** Whether a local variable may not be called `name`: it would hide a file-scope name the code uses. */
  isReserved(name: string): boolean {
    if (name.startsWith('polyts_')) return true;
    return this.source ? this.source.fileScopeNames.has(name) : this.symbolNames.has(name) || declaredByHeaders.has(name);
  }

  /** The name of helper `<name>` (helpers.ts), printed once in front of the functions. */
  helper(name: string): string {
    let c = this.helpers.get(name);
    if (!c) {
      c = `polyts_${name}`;
      while (this.source?.fileScopeNames.has(c)) c += '_';
      this.helpers.set(name, c);
    }
    return c;
  }

  /** The definitions of the helpers used so far. */
  helperDefinitions(): string[] {
    return [...this.helpers].sort(([a], [b]) => a.localeCompare(b)).map(([name, c]) => helperSource(name, c));
  }

  /**
   * How to call C library function `name`: by name where its header is included (our own output) or where the
   * program declares it; otherwise as the compiler builtin, which needs no declaration.
   */
  library(name: string): string {
    return !this.source || this.source.declaredFunctions.has(name) ? name : `__builtin_${name}`;
  }

  /** Whether global `sym` (of memref type `t`) has, in the program's text, the C type the emitter reads it with. */
  globalHasRepresentation(sym: string, t: MemRefType): boolean {
    const declared = this.source?.globals.get(sym);
    if (declared === undefined) return true;
    const ours = `${cType(t.elementType)}${t.shape.length ? ' ' + t.shape.map((d) => `[${d}]`).join('') : ''}`;
    return sameRepresentation(ours, declared);
  }

  /**
   * The name a call of `sym` uses: in the program's source, an external function the program does not declare (the
   * library function a gcc builtin stands for) is called as that builtin.
   */
  calleeName(sym: string): string {
    const op = this.symbols.get(sym);
    const external = op !== undefined && (op.name === 'func.func' ? funcFunc.isDeclaration(op) : op.name === 'llvm.func' && op.region(0).empty);
    return external && this.source && !this.source.declaredFunctions.has(sym) ? this.library(sym) : this.functionName(sym);
  }

  functionName(sym: string): string {
    return this.names.get(sym) ?? sym;
  }

  globalName(sym: string): string {
    return this.names.get(sym) ?? sym;
  }

  /** The C name of an external pointer-holding llvm global (`stderr`), if `sym` is one. */
  pointerGlobal(sym: string): string | undefined {
    const g = this.symbols.get(sym);
    if (g?.name !== 'llvm.mlir.global') return undefined;
    const t = (g.attr('global_type') as TypeAttr).type;
    return t instanceof LLVMPointerType && !g.attr('value') ? this.globalName(sym) : undefined;
  }

  /** `llvm.mlir.addressof`: a string constant is its char array; another global its address. */
  addressOf(op: Operation): CExpr {
    const sym = (op.attr('global_name') as SymbolRefAttr).root;
    const g = this.symbols.get(sym);
    if (g?.name !== 'llvm.mlir.global') throw new EmitCError(`address of '${sym}', which is not a global variable`);
    const value = g.attr('value');
    // A string constant is its literal, as the program wrote it.
    if (value instanceof StringAttr) return atom(stringLiteral(value.value.endsWith('\0') ? value.value.slice(0, -1) : value.value));
    return atom(`(void *)&${this.globalName(sym)}`);
  }

  print(source: string): string {
    const body: string[] = [];
    const decls: string[] = [];
    const protos: string[] = [];
    for (const op of this.module.region(0).entry.ops()) {
      try {
        this.printTopLevel(op, body, decls, protos);
      } catch (e) {
        // An error without a location of its own (a type in a signature) is located at its top-level op.
        if (e instanceof EmitCError && !e.loc) e.loc = op.loc;
        throw e;
      }
    }
    const out = [`/* Generated by polyts from ${source}. */`, ...includes.map((h) => `#include <${h}>`), ''];
    if (this.helpers.size) out.push(this.helperDefinitions().join('\n\n'), '');
    if (decls.length) out.push(...decls, '');
    if (protos.length) out.push(...protos, '');
    return out.join('\n') + '\n' + body.join('\n');
  }

  private printTopLevel(op: Operation, body: string[], decls: string[], protos: string[]): void {
    switch (op.name) {
      case 'func.func':
        if (funcFunc.isDeclaration(op)) {
          const name = funcFunc.name(op);
          if (!declaredByHeaders.has(name)) decls.push(`extern ${this.signature(op, undefined)};`);
        } else {
          const d = this.definition(op);
          protos.push(d.prototype);
          body.push(d.text);
        }
        break;
      case 'llvm.func':
        decls.push(...this.llvmDeclaration(op));
        break;
      case 'memref.global':
        decls.push(this.memrefGlobal(op));
        break;
      case 'llvm.mlir.global':
        decls.push(...this.llvmGlobal(op));
        break;
      default:
        throw new EmitCError(`top-level operation '${op.name}' has no C form here`);
    }
  }

  /**
   * The body `{ ... }` of function `op` for the program's own definition of it, whose parameters are `params`
   * (names and C types): the values arrive with the C calling convention, under the program's names.
   */
  functionBody(op: Operation, params: readonly { readonly name: string; readonly type: string }[]): string {
    const sym = (op.attr('sym_name') as StringAttr).value;
    const args = op.region(0).entry.arguments;
    const members = argumentMembers(op);
    const carriers = cParameterArguments(args.map((a) => a.type), params.map((p) => p.type), members);
    if (!carriers) throw new EmitCError(`'${sym}' takes ${args.length} arguments in the IR for its ${params.length} C parameters`);
    const fp = new FunctionPrinter(this);
    for (const p of params) fp.names.claim(p.name);
    carriers.params.forEach((c, i) => {
      // A struct or struct pointer: its members are the program's member accesses.
      if (c.members) return c.members.forEach((j) => bindMember(fp, args[j]!, params[i]!.name, members[j]!));
      bindParameter(fp, args[c.arg]!, params[i]!);
      // The caller's pointer already points at the position.
      if (c.pos !== undefined) fp.bindScalar(args[c.pos]!, atom('0'));
    });
    fp.w.open('');
    if (carriers.result.length) {
      const type = this.source?.resultTypes?.get(sym);
      if (!type) throw new EmitCError(`'${sym}' returns a struct whose C type polyts does not know here`);
      bindStructResult(fp, carriers.result.map((j) => args[j]!), carriers.result.map((j) => members[j]!), type);
    }
    fp.printBlock(op.region(0).entry);
    fp.w.close();
    fp.w.dropUnused(fp.droppable);
    return checkedText(fp.w.text()).trimEnd();
  }

  /** A function in the module's own convention (memrefs with their extents): its prototype and definition. */
  definition(op: Operation): { prototype: string; text: string } {
    const fp = new FunctionPrinter(this);
    const sig = this.signature(op, fp);
    fp.w.open(sig);
    fp.printBlock(funcFunc.body(op));
    fp.w.close();
    fp.w.dropUnused(fp.droppable);
    return { prototype: `${sig};`, text: checkedText(fp.w.text()) };
  }

  /**
   * Whether calls to function `sym` (module convention) pass the first extent of its memref argument `i`. A
   * private function whose argument is only loaded from and stored to does not need it (a pointer to rows is
   * indexed without it), which lets a function of the program's text, whose array parameters have no first extent
   * in C, call it.
   */
  passesLeadingExtent(sym: string, i: number): boolean {
    const op = this.symbols.get(sym);
    if (!op || op.name !== 'func.func' || funcFunc.isDeclaration(op) || !funcFunc.isPrivate(op)) return true;
    const arg = funcFunc.arguments(op)[i]!;
    return arg.users().some((u) => {
      const access = memAccessOf(u);
      return !access || access.memref !== arg || access.stored === arg;
    });
  }

  /** Whether calls to `sym` use the C calling convention of the program's text (else the module's own). */
  callsInC(sym: string): boolean {
    return this.source?.declaredFunctions.has(sym) ?? false;
  }

  /** The C declarations of the globals among `used` that the program's text does not declare (static locals). */
  internalGlobals(used: ReadonlySet<string>): string[] {
    const out: string[] = [];
    for (const op of this.module.region(0).entry.ops()) {
      const sym = (op.attr('sym_name') as StringAttr | undefined)?.value;
      // The program's text holds its globals, and the structs whose members polyts keeps apart.
      const ours = !this.source?.globals.has(sym ?? '') && !(this.source && op.attr(structMemberAttr));
      if (op.name === 'memref.global' && sym !== undefined && used.has(sym) && ours) out.push(this.memrefGlobal(op));
    }
    return out;
  }

  /**
   * `static void f(int32_t a0, long a1_d0, double (*a1)[30])`: memrefs pass their dynamic extents, then their
   * data. `main` keeps C's signature. Parameters are bound in `fp` when printing a definition.
   */
  private signature(op: Operation, fp: FunctionPrinter | undefined): string {
    const sym = funcFunc.name(op);
    const type = funcFunc.functionType(op);
    if (type.results.length > 1) throw new EmitCError(`function '${sym}' with several results has no C form`);
    const result = type.results[0];
    if (result instanceof MemRefType) throw new EmitCError(`function '${sym}' returning a memref has no C form here`);
    const name = this.functionName(sym);
    const args = funcFunc.isDeclaration(op) ? undefined : funcFunc.arguments(op);
    if (sym === 'main' && fp && args) return this.mainSignature(type, fp, args);
    const argAttrs = op.attr('arg_attrs');
    const params = type.inputs.map((t, i) => {
      const p = fp ? fp.named(args && sourceName(args[i]!), 'a') : `p${i}`;
      const attrs = argAttrs instanceof ArrayAttr ? argAttrs.elements[i] : undefined;
      // `llvm.noalias`: nothing else the function sees reaches this array (outline-parallel-bodies says so).
      const restrict = attrs instanceof DictionaryAttr && attrs.get('llvm.noalias') !== undefined;
      const member = t instanceof MemRefType ? this.memberParameters(sym)[i] : undefined;
      if (member) {
        // A pointer to the struct object; `void *` since the prototype comes before the program's types.
        const sizes = (t as MemRefType).shape.map((d) => (d === kDynamic ? unknownExtent : String(d)));
        if (fp) fp.bindMemRef(args![i]!, memberMemRef(`((${member.pointerType})${p})`, { ...member.info, array: true }, t as MemRefType, sizes));
        return `void *${p}`;
      }
      if (t instanceof MemRefType) {
        const extents: string[] = [];
        const sizes = t.shape.map((d, k) => {
          if (d >= 0) return String(d);
          if (k === 0 && !this.passesLeadingExtent(sym, i)) return unknownExtent;
          const e = fp ? fp.derived(`${p}_d${k}`) : `${p}_d${k}`;
          extents.push(`long ${e}`);
          return e;
        });
        if (fp) fp.bindMemRef(args![i]!, { ptr: p, sizes });
        return [...extents, memrefDeclarator(t, restrict ? `restrict ${p}` : p)].join(', ');
      }
      if (fp) fp.bindScalar(args![i]!, atom(p));
      return `${cType(t)}${cType(t).endsWith('*') ? '' : ' '}${p}`;
    });
    const isStatic = fp && funcFunc.isPrivate(op);
    const attrs = gnuAttributes(op);
    // always_inline wants an inline function (gcc warns otherwise).
    const inline = isStatic && /\balways_inline\b/.test(attrs) ? 'inline ' : '';
    return `${attrs}${isStatic ? 'static ' : ''}${inline}${result ? cType(result) : 'void'} ${name}(${params.join(', ') || 'void'})`;
  }

  private mainSignature(type: FunctionType, fp: FunctionPrinter, args: readonly Value[]): string {
    const [argc, argv] = type.inputs;
    if (type.results.length !== 1 || !(type.results[0] instanceof IntegerType) || type.results[0].width !== 32) {
      throw new EmitCError("'main' must return i32");
    }
    if (!args.length) return 'int main(void)';
    if (args.length !== 2 || !(argc instanceof IntegerType) || argc.width !== 32 || !(argv instanceof LLVMPointerType)) {
      throw new EmitCError("'main' must take (i32, !llvm.ptr) or nothing");
    }
    fp.bindScalar(args[0]!, atom('argc'));
    fp.bindScalar(args[1]!, atom('(void *)argv'));
    return 'int main(int argc, char **argv)';
  }

  private llvmDeclaration(op: Operation): string[] {
    const sym = (op.attr('sym_name') as StringAttr).value;
    if (declaredByHeaders.has(sym)) return [];
    if (!op.region(0).empty) throw new EmitCError(`llvm.func '${sym}' with a body has no C form here`);
    const t = (op.attr('function_type') as TypeAttr).type as LLVMFunctionType;
    const params = t.params.map((p) => cType(p));
    if (t.isVarArg) params.push('...');
    const result = t.result instanceof LLVMVoidType ? 'void' : cType(t.result);
    return [`extern ${result} ${this.functionName(sym)}(${params.join(', ') || 'void'});`];
  }

  private llvmGlobal(op: Operation): string[] {
    const sym = (op.attr('sym_name') as StringAttr).value;
    const value = op.attr('value');
    const name = this.globalName(sym);
    // String constants are printed as literals where they are used.
    if (value instanceof StringAttr) return [];
    if (value !== undefined) throw new EmitCError(`llvm global '${sym}' with an initializer has no C form here`);
    if (declaredByHeaders.has(sym)) return [];
    return [`extern ${cType((op.attr('global_type') as TypeAttr).type)}${name};`];
  }

  private memrefGlobal(op: Operation): string {
    const sym = memrefGlobal.name(op);
    const t = memrefGlobal.type(op);
    const init = memrefGlobal.initialValue(op);
    const isPrivate = memrefGlobal.isPrivate(op);
    const dims = t.shape.map((d) => `[${d}]`).join('');
    const decl = `${cType(t.elementType)} ${this.globalName(sym)}${dims}${alignmentSuffix(op)}`;
    const constant = memrefGlobal.isConstant(op) ? 'const ' : '';
    if (init === undefined) return `extern ${constant}${decl};`;
    const storage = isPrivate ? 'static ' : '';
    if (init instanceof UnitAttr) return `${storage}${decl};`;
    if (!(init instanceof DenseElementsAttr)) throw new EmitCError(`global '${sym}' initializer has no C form here`);
    // Globals start zeroed; only other values need an initializer.
    const isZero = (v: bigint | number): boolean => v === 0n || (v === 0 && 1 / v > 0);
    const n = t.numElements()!;
    if (Array.from({ length: init.splat ? 1 : n }, (_, i) => init.at(i)).every(isZero)) return `${storage}${constant}${decl};`;
    return `${storage}${constant}${decl} = ${initializer(t.elementType, t.shape, init, 0).text};`;
  }
}

/**
 * `__attribute__((noinline, noclone)) ` for a function whose C source asked for attributes that matter to the C
 * compiler: MLIR's own `no_inline` and the names in `polyts.gnu_attributes`.
 */
function gnuAttributes(op: Operation): string {
  const names = op.attr('no_inline') ? ['noinline'] : [];
  const more = op.attr(gnuAttributesName);
  if (more instanceof ArrayAttr) for (const a of more.elements) if (a instanceof StringAttr) names.push(a.value);
  return names.length ? `__attribute__((${names.join(', ')})) ` : '';
}

/** A braced initializer for the elements of `shape` starting at flat index `start`. */
function initializer(elem: Type, shape: readonly number[], init: DenseElementsAttr, start: number): { text: string; size: number } {
  if (!shape.length) {
    const v = init.at(start);
    return { text: elem instanceof FloatType ? floatLiteral(Number(v), elem) : intLiteral(BigInt(v), elem), size: 1 };
  }
  const parts: string[] = [];
  let at = start;
  for (let i = 0; i < shape[0]!; i++) {
    const sub = initializer(elem, shape.slice(1), init, at);
    parts.push(sub.text);
    at += sub.size;
  }
  return { text: `{${parts.join(', ')}}`, size: at - start };
}

/** Stands for the first extent of an array parameter, which C does not pass: code that needs it cannot be printed. */
const unknownExtent = 'polyts_unknown_extent';

/** A function's C text, unless it holds what C cannot say (unknownExtent, structMembers.ts memberPointer). */
function checkedText(text: string): string {
  if (text.includes(unknownExtent)) throw new EmitCError('the code needs the extent of an array parameter, which C does not pass');
  if (text.includes(memberPointer)) throw new EmitCError(memberPointerReason);
  return text;
}

/** Binds argument `a`, member `info` of the struct (or struct pointer) parameter named `param`. */
function bindMember(fp: FunctionPrinter, a: Value, param: string, info: MemberInfo): void {
  const t = checkMemRef(a.type);
  fp.bindMemRef(a, memberMemRef(param, info, t, t.shape.map((d) => (d === kDynamic ? unknownExtent : String(d)))));
}

/**
 * Binds argument `a` to C parameter `p`: directly when its C type is the representation the emitter uses for
 * `a`'s type, through a cast otherwise (`unsigned n` read as an int, `const double *x` as `double *`).
 */
function bindParameter(fp: FunctionPrinter, a: Value, p: { readonly name: string; readonly type: string }): void {
  const t = a.type;
  if (t instanceof MemRefType) {
    const ours = memrefPointerType(t);
    const ptr = sameRepresentation(ours, p.type) ? p.name : `((${ours})${p.name})`;
    // The extents past the first are in the C type (a pointer to rows, possibly of run-time length).
    const sizes = t.shape.map((d, k) => {
      if (d !== kDynamic) return String(d);
      if (k === 0) return unknownExtent;
      if ((p.type.match(/\[/g) ?? []).length < k) throw new EmitCError(`parameter '${p.name}' of type '${p.type}' has no extent ${k}`);
      return `(long)(sizeof ${p.name}${'[0]'.repeat(k)} / sizeof ${p.name}${'[0]'.repeat(k + 1)})`;
    });
    fp.bindMemRef(a, { ptr, sizes });
    return;
  }
  const ours = cType(t);
  if (sameRepresentation(ours, p.type)) fp.bindScalar(a, atom(p.name));
  else fp.bindScalar(a, compound(`(${ours})${p.name}`));
}
