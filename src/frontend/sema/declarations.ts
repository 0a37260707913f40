// Checks declarations: typedefs, global and local variables with their initializers, function
// prototypes and definitions, merging redeclarations into one declaration object each.

import { DiagnosticError, DiagnosticList, type SourceLoc } from '../../ir/diagnostics.js';
import type { Expr, FunctionDecl, StorageClass, TypedefDecl, VarDecl } from '../ast.js';
import { compatible, isComplete, isScalar, isVariablyModified, unqualified, type CType, type FunctionType } from '../ctypes.js';
import { typeToString } from '../printC.js';
import type { SynAttribute, SynDeclaration, SynFunctionDef, SynInitializer, SynStaticAssert, StorageKeyword } from '../syntax.js';
import { applyMode, attributeEffects, type AttributeEffects } from './attributes.js';
import type { SemaContext } from './context.js';
import { convertForAssignment, rvalue } from './conversions.js';
import { InitializerChecker } from './initializers.js';
import type { ResolvedDeclarator, ResolvedSpecifiers } from './typeResolver.js';

/** What a declarator adds to its declaration's specifiers: attributes, alignment, its asm label. */
interface DeclaratorInfo {
  readonly effects: AttributeEffects;
  readonly asmLabel?: string;
}

export class DeclChecker {
  constructor(private readonly ctx: SemaContext) {}

  /** A declaration at file or block scope; returns the variables it defines (for a DeclStmt). */
  declaration(d: SynDeclaration): VarDecl[] {
    const specs = this.ctx.types.specifiers(d.specs);
    const vars: VarDecl[] = [];
    for (const init of d.declarators) {
      let r = this.ctx.types.declarator(init.declarator, specs.type);
      if (r.name === undefined) this.ctx.error(init.loc, 'declaration does not declare anything');
      const info = this.declaratorInfo(specs, init.attributes, init.asmLabel);
      if (info.effects.mode) r = { ...r, type: applyMode(this.ctx, r.type, info.effects.mode) };
      if (specs.autoType) {
        if (!init.init || init.init.kind === 'initList') this.ctx.error(r.nameLoc, "'__auto_type' requires an initializer that is an expression");
        r = { ...r, type: unqualified(rvalue(this.ctx.exprs.check(init.init)).type) };
      }
      if (specs.storage === 'typedef') {
        if (init.init) this.ctx.error(init.init.loc, "illegal initializer (only variables can be initialized)");
        this.typedef(r.name!, r.type, r.nameLoc);
      } else if (r.type.kind === 'function') {
        if (init.init) this.ctx.error(init.init.loc, `illegal initializer: '${r.name}' is a function`);
        this.declareFunction(r.name!, r.type, r.params ?? [], specs, r.nameLoc, info);
      } else {
        const v = this.ctx.atFileScope ? this.global(r, specs, init.init) : this.local(r, specs, init.init);
        this.applyVarInfo(v, specs, info);
        vars.push(v);
      }
    }
    return vars;
  }

  /** `_Static_assert(cond, "message")`: the condition must be a nonzero integer constant. */
  staticAssert(s: SynStaticAssert): void {
    const c = this.ctx.exprs.value(s.cond).constValue;
    if (typeof c !== 'bigint') this.ctx.error(s.cond.loc, 'static assertion expression is not an integral constant expression');
    if (c === 0n) this.ctx.error(s.loc, `static assertion failed${s.message !== undefined ? `: "${s.message}"` : ''}`);
  }

  private declaratorInfo(specs: ResolvedSpecifiers, attributes: readonly SynAttribute[], asmLabel: string | undefined): DeclaratorInfo {
    const own = attributeEffects(this.ctx, attributes);
    const names = new Set([...specs.effects.names, ...own.names]);
    const align = Math.max(specs.effects.align ?? 1, own.align ?? 1);
    const effects: AttributeEffects = { names, mode: own.mode ?? specs.effects.mode };
    if (align > 1) effects.align = align;
    return { effects, asmLabel };
  }

  private applyVarInfo(v: VarDecl, specs: ResolvedSpecifiers, info: DeclaratorInfo): void {
    if (info.effects.align && info.effects.align > (v.align ?? 1)) v.align = info.effects.align;
    if (info.asmLabel !== undefined) v.asmLabel = info.asmLabel;
    if (specs.threadLocal) v.threadLocal = true;
  }

  private typedef(name: string, type: CType, loc: SourceLoc): void {
    if (this.ctx.atFileScope && isVariablyModified(type)) {
      this.ctx.error(loc, 'variable length array declaration not allowed at file scope');
    }
    const prior = this.ctx.scope.own(name);
    if (prior) {
      if (prior.kind === 'typedef' && compatible(prior.type, type)) return;
      this.ctx.error(loc, prior.kind === 'typedef' ? `typedef redefinition with different types ('${typeToString(type)}' vs '${typeToString(prior.type)}')` : `redefinition of '${name}' as different kind of symbol`);
    }
    const decl: TypedefDecl = { kind: 'typedef', name, type, loc };
    this.ctx.scope.declare(name, decl);
    this.ctx.typedefs.push(decl);
  }

  /** Declares (or redeclares) a function; functions always live at file scope. */
  private declareFunction(name: string, type: FunctionType, params: VarDecl[], specs: ResolvedSpecifiers, loc: SourceLoc, info: DeclaratorInfo): FunctionDecl {
    const storage = specs.storage;
    if (storage === 'auto' || storage === 'register') this.ctx.error(specs.storageLoc!, 'illegal storage class on function');
    if (storage === 'static' && !this.ctx.atFileScope) {
      this.ctx.error(specs.storageLoc!, "function declared in block scope cannot have 'static' storage class");
    }
    let file = this.ctx.scope;
    while (file.parent) file = file.parent;
    const local = this.ctx.scope.own(name);
    if (local && local.kind !== 'function') this.ctx.error(loc, `redefinition of '${name}' as different kind of symbol`);
    const prior = file.own(name);
    let fn: FunctionDecl;
    if (prior) {
      if (prior.kind !== 'function') this.ctx.error(loc, `redefinition of '${name}' as different kind of symbol`);
      if (!compatible(prior.type, type)) {
        this.ctx.error(loc, `conflicting types for '${name}' ('${typeToString(type)}' vs '${typeToString(prior.type)}')`);
      }
      if (storage === 'static' && prior.storage !== 'static') {
        this.ctx.error(loc, `static declaration of '${name}' follows non-static declaration`);
      }
      if (type.prototyped && !prior.type.prototyped) {
        prior.type = type;
        prior.params = params;
      }
      prior.inline ||= specs.inline;
      for (const a of info.effects.names) prior.attributes.add(a);
      if (specs.noreturn) prior.attributes.add('noreturn');
      if (info.asmLabel !== undefined) prior.asmLabel = info.asmLabel;
      fn = prior;
    } else {
      fn = {
        kind: 'function',
        id: this.ctx.newId(),
        name,
        type,
        params,
        storage: storage === 'static' ? 'static' : 'none',
        inline: specs.inline,
        loc,
        referenced: false,
        attributes: new Set([...info.effects.names, ...(specs.noreturn ? ['noreturn'] : [])]),
        asmLabel: info.asmLabel,
      };
      file.declare(name, fn);
      this.ctx.functions.push(fn);
    }
    if (!this.ctx.atFileScope) this.ctx.scope.declare(name, fn);
    return fn;
  }

  functionDefinition(def: SynFunctionDef): FunctionDecl {
    const specs = this.ctx.types.specifiers(def.specs);
    if (specs.storage === 'typedef') this.ctx.error(specs.storageLoc!, "function definition declared 'typedef'");
    const r = this.ctx.types.declarator(def.declarator, specs.type);
    if (r.type.kind !== 'function' || !r.params || r.name === undefined) {
      return this.ctx.error(r.nameLoc, 'a function definition needs a function declarator');
    }
    for (const p of r.params) {
      if (p.name === '') this.ctx.error(p.loc, 'parameter name omitted');
      if (!isComplete(p.type)) this.ctx.error(p.loc, `variable has incomplete type '${typeToString(p.type)}'`);
    }
    if (r.type.result.kind !== 'void' && !isComplete(r.type.result)) {
      this.ctx.error(r.nameLoc, `incomplete result type '${typeToString(r.type.result)}' in function definition`);
    }
    // A definition `f()` takes no arguments; checking its calls as `f(void)` is what C23 does and
    // catches mistakes C99 would leave undefined.
    const type: FunctionType = { ...r.type, prototyped: true };
    const fn = this.declareFunction(r.name, type, r.params, specs, r.nameLoc, this.declaratorInfo(specs, def.attributes, def.asmLabel));
    if (fn.body) this.ctx.error(r.nameLoc, `redefinition of '${r.name}'`);
    fn.type = type;
    fn.params = r.params;
    fn.definitionLoc = r.nameLoc;
    // Every block item that fails is recorded and checking goes on; the function is rejected with all of them.
    const errors: DiagnosticError[] = [];
    const body = this.ctx.inScope('function', () => {
      for (const p of r.params!) this.ctx.scope.declare(p.name, p);
      this.ctx.currentFunction = fn;
      this.ctx.functionErrors = errors;
      this.ctx.loopDepth = 0;
      this.ctx.switches = [];
      this.ctx.labels = new Map();
      this.ctx.gotos = [];
      try {
        const body = this.ctx.stmts.functionBody(def.body);
        this.ctx.stmts.checkGotos();
        return body;
      } finally {
        this.ctx.currentFunction = undefined;
        this.ctx.functionErrors = undefined;
      }
    });
    if (errors.length) throw DiagnosticList.of(errors);
    fn.body = body;
    return fn;
  }

  private global(r: ResolvedDeclarator, specs: ResolvedSpecifiers, initSyntax: SynInitializer | undefined): VarDecl {
    const name = r.name!;
    const storage = specs.storage;
    if (storage === 'auto' || storage === 'register') this.ctx.error(specs.storageLoc!, 'illegal storage class on file-scoped variable');
    if (isVariablyModified(r.type)) this.ctx.error(r.nameLoc, 'variable length array declaration not allowed at file scope');
    const isExtern = storage === 'extern';
    const prior = this.ctx.scope.own(name);
    let v: VarDecl;
    if (prior) {
      if (prior.kind !== 'var') this.ctx.error(r.nameLoc, `redefinition of '${name}' as different kind of symbol`);
      if (!compatible(prior.type, r.type)) {
        this.ctx.error(r.nameLoc, `redefinition of '${name}' with a different type: '${typeToString(r.type)}' vs '${typeToString(prior.type)}'`);
      }
      if (storage === 'static' && prior.storage !== 'static') {
        this.ctx.error(r.nameLoc, `static declaration of '${name}' follows non-static declaration`);
      }
      if (storage === undefined && prior.storage === 'static') {
        this.ctx.error(r.nameLoc, `non-static declaration of '${name}' follows static declaration`);
      }
      if (prior.type.kind === 'array' && prior.type.length.kind === 'incomplete') prior.type = r.type;
      v = prior;
    } else {
      v = this.newVar(name, r.type, storageClass(storage), 'global', r.nameLoc);
      v.isDefinition = false;
      this.ctx.scope.declare(name, v);
      this.ctx.globals.push(v);
    }
    if (!isExtern || initSyntax) {
      if (!isComplete(v.type) && !initSyntax) {
        this.ctx.error(r.nameLoc, `definition of variable with incomplete type '${typeToString(v.type)}'`);
      }
      v.isDefinition = true;
      if (v.storage === 'extern') v.storage = storageClass(storage === 'extern' ? undefined : storage);
    }
    if (initSyntax) {
      if (v.init) this.ctx.error(r.nameLoc, `redefinition of '${name}'`);
      v.init = this.constantInitializer(v, initSyntax);
    }
    return v;
  }

  /** A file-scope (or static local) variable initialized where it is declared, with `static` storage. */

  private local(r: ResolvedDeclarator, specs: ResolvedSpecifiers, initSyntax: SynInitializer | undefined): VarDecl {
    const name = r.name!;
    if (specs.storage === 'extern') this.ctx.unsupported(specs.storageLoc!, 'block-scope extern declaration');
    const prior = this.ctx.scope.own(name);
    if (prior) this.ctx.error(r.nameLoc, prior.kind === 'var' ? `redefinition of '${name}'` : `redefinition of '${name}' as different kind of symbol`);
    const unsizedArray = r.type.kind === 'array' && r.type.length.kind === 'incomplete' && initSyntax !== undefined;
    if (!isComplete(r.type) && !unsizedArray) this.ctx.error(r.nameLoc, `variable has incomplete type '${typeToString(r.type)}'`);
    const storage = storageClass(specs.storage);
    if (storage === 'static' && isVariablyModified(r.type)) {
      this.ctx.error(r.nameLoc, "variable length array declaration cannot have 'static' storage duration");
    }
    const v = this.newVar(name, r.type, storage, 'local', r.nameLoc);
    // The variable is in scope from the end of its declarator, so its initializer can see it (C99 6.2.1p7).
    this.ctx.scope.declare(name, v);
    if (initSyntax) {
      v.init = storage === 'static' ? this.constantInitializer(v, initSyntax) : this.initializer(v, initSyntax);
    }
    return v;
  }

  private newVar(name: string, type: CType, storage: StorageClass, scope: VarDecl['scope'], loc: SourceLoc): VarDecl {
    return {
      kind: 'var',
      id: this.ctx.newId(),
      name,
      type,
      declaredType: type,
      storage,
      scope,
      loc,
      isDefinition: true,
      addressTaken: false,
      referenced: false,
    };
  }

  /** The checked initializer of `v`; an array declared without a length takes it from the initializer. */
  private initializer(v: VarDecl, syntax: SynInitializer): Expr {
    if (isVariablyModified(v.type)) this.ctx.error(syntax.loc, 'variable-sized object may not be initialized');
    const t = v.type;
    const braced = syntax.kind === 'initList' || t.kind === 'array';
    if (!braced && t.kind === 'struct') {
      const value = this.ctx.exprs.value(syntax);
      if (value.type.kind !== 'struct' || value.type.decl !== t.decl) {
        this.ctx.error(syntax.loc, `initializing '${typeToString(t)}' with an expression of incompatible type '${typeToString(value.type)}'`);
      }
      return value;
    }
    if (!braced) return convertForAssignment(this.ctx.exprs.value(syntax), t, 'initializing', syntax.loc);
    const list = InitializerChecker.check(this.ctx, t, syntax, syntax.loc);
    // `int x = { 3 };`: braces around a scalar's initializer change nothing.
    if (isScalar(t)) return list.elements[list.elements.length - 1]!.value;
    if (list.type !== t) {
      v.type = list.type;
      (v as { declaredType: CType }).declaredType = list.type;
    }
    return list;
  }

  /** Initializers of objects with static storage must be constant expressions or address constants. */
  private constantInitializer(v: VarDecl, syntax: SynInitializer): Expr {
    const init = this.initializer(v, syntax);
    const values = init.kind === 'initList' ? init.elements.map((e) => e.value) : [init];
    for (const e of values) {
      if (e.constValue === undefined && !isAddressConstant(e)) this.ctx.error(e.loc, 'initializer element is not a compile-time constant');
    }
    return init;
  }
}

function storageClass(s: StorageKeyword | undefined): StorageClass {
  return s === undefined || s === 'typedef' || s === '_Thread_local' ? 'none' : s;
}

/** C99 6.6p9: the address of an object with static storage (or a string literal), possibly converted. */
function isAddressConstant(e: Expr): boolean {
  if (e.kind === 'cast' && (e.castKind === 'pointerBitcast' || e.castKind === 'noop')) return isAddressConstant(e.operand);
  if (e.kind === 'cast' && e.castKind === 'arrayToPointer') return isStaticLvalue(e.operand);
  if (e.kind === 'addressOf') return isStaticLvalue(e.operand);
  return false;
}

function isStaticLvalue(e: Expr): boolean {
  if (e.kind === 'stringLiteral') return true;
  if (e.kind === 'declRef') return e.decl.scope === 'global' || e.decl.storage === 'static';
  if (e.kind === 'member' && !e.arrow) return isStaticLvalue(e.base);
  return false;
}
