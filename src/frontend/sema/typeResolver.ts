// Turns declaration specifiers and declarators into C types: type-specifier combinations, typedef
// names, struct definitions, pointers, arrays (constant or run-time lengths) and function types with
// their parameters.

import type { SourceLoc } from '../../ir/diagnostics.js';
import type { FieldDecl, StructDecl, VarDecl } from '../ast.js';
import {
  adjustParameterType,
  arrayOf,
  boolType,
  charType,
  doubleType,
  floatType,
  integerType,
  isComplete,
  isVariablyModified,
  pointerTo,
  qualify,
  voidType,
  type ArrayLength,
  type CType,
  type FunctionType,
  type IntegerKind,
  type StructType,
} from '../ctypes.js';
import { typeToString } from '../printC.js';
import type {
  StorageKeyword,
  SynDeclarator,
  SynDeclSpecs,
  SynExpr,
  SynParam,
  SynStructSpec,
  SynTypeName,
  TypeKeyword,
} from '../syntax.js';
import type { SemaContext } from './context.js';
import { promote, rvalue } from './conversions.js';

export interface ResolvedSpecifiers {
  readonly type: CType;
  readonly storage?: StorageKeyword;
  readonly storageLoc?: SourceLoc;
  readonly inline: boolean;
}

export interface ResolvedDeclarator {
  readonly name?: string;
  readonly nameLoc: SourceLoc;
  readonly type: CType;
  /** For a declarator that declares a function: its parameters, in their prototype scope. */
  readonly params?: VarDecl[];
}

// Pairs of type keywords that may appear together (C99 6.7.2p2), in either order.
const combinable = new Set([
  'double+long',
  'char+signed',
  'char+unsigned',
  'int+short',
  'short+signed',
  'short+unsigned',
  'int+long',
  'long+signed',
  'long+unsigned',
  'long+long',
  'int+signed',
  'int+unsigned',
]);

function canCombine(a: TypeKeyword, b: TypeKeyword): boolean {
  return combinable.has(a < b ? `${a}+${b}` : `${b}+${a}`);
}

export class TypeResolver {
  constructor(private readonly ctx: SemaContext) {}

  /** The base type, storage class and `inline` of a declaration's specifiers. */
  specifiers(specs: SynDeclSpecs): ResolvedSpecifiers {
    if (specs.storage.length > 1) {
      const second = specs.storage[1]!;
      this.ctx.error(second.loc, `cannot combine with previous '${specs.storage[0]!.keyword}' declaration specifier`);
    }
    const storage = specs.storage[0];
    return { type: this.baseType(specs), storage: storage?.keyword, storageLoc: storage?.loc, inline: specs.inline };
  }

  typeName(tn: SynTypeName): CType {
    return this.declarator(tn.declarator, this.baseType(tn.specs)).type;
  }

  private baseType(specs: SynDeclSpecs): CType {
    const named = specs.typeSpecs.filter((s) => s.kind !== 'keyword');
    const keywords = specs.typeSpecs.flatMap((s) => (s.kind === 'keyword' ? [s] : []));
    if (named.length > 0 && specs.typeSpecs.length > 1) {
      const second = specs.typeSpecs[1]!;
      const first = specs.typeSpecs[0]!;
      const firstText = first.kind === 'keyword' ? first.keyword : first.kind === 'typedefName' ? first.name : 'struct';
      this.ctx.error(second.loc, `cannot combine with previous '${firstText}' declaration specifier`);
    }
    let base: CType;
    const spec = named[0];
    if (spec?.kind === 'typedefName') {
      const sym = this.ctx.lookup(spec.name, spec.loc);
      if (!sym || sym.kind !== 'typedef') this.ctx.error(spec.loc, `unknown type name '${spec.name}'`);
      base = sym.type;
    } else if (spec?.kind === 'struct') {
      base = this.structType(spec);
    } else {
      if (keywords.length === 0) this.ctx.error(specs.loc, 'type specifier missing (C99 has no implicit int)');
      base = this.keywordType(keywords);
    }
    return qualify(base, specs.quals);
  }

  private keywordType(keywords: readonly { keyword: TypeKeyword; loc: SourceLoc }[]): CType {
    const seen: TypeKeyword[] = [];
    for (const k of keywords) {
      const clash = seen.find((s) => !canCombine(s, k.keyword));
      const longs = seen.filter((s) => s === 'long').length;
      if (clash || (k.keyword === 'long' && (longs === 2 || seen.includes('double'))) || (k.keyword === 'double' && longs > 1)) {
        this.ctx.error(k.loc, `cannot combine with previous '${clash ?? 'long'}' declaration specifier`);
      }
      seen.push(k.keyword);
    }
    const has = (k: TypeKeyword): boolean => seen.includes(k);
    const unsigned = has('unsigned');
    const longs = seen.filter((s) => s === 'long').length;
    if (has('void')) return voidType;
    if (has('_Bool')) return boolType;
    if (has('float')) return floatType;
    if (has('double')) {
      if (longs > 0) this.ctx.unsupported(keywords[0]!.loc, 'long double');
      return doubleType;
    }
    let kind: IntegerKind;
    if (has('char')) kind = unsigned ? 'uchar' : has('signed') ? 'schar' : 'char';
    else if (has('short')) kind = unsigned ? 'ushort' : 'short';
    else if (longs === 2) kind = unsigned ? 'ullong' : 'llong';
    else if (longs === 1) kind = unsigned ? 'ulong' : 'long';
    else kind = unsigned ? 'uint' : 'int';
    return kind === 'char' ? charType : integerType(kind);
  }

  private structType(spec: SynStructSpec): StructType {
    if (!spec.members) {
      let decl = spec.tag !== undefined ? this.ctx.scope.lookupTag(spec.tag) : undefined;
      if (!decl) decl = this.newStruct(spec.tag, spec.loc);
      return { kind: 'struct', decl };
    }
    let decl = spec.tag !== undefined ? this.ctx.scope.ownTag(spec.tag) : undefined;
    if (decl?.fields) this.ctx.error(spec.loc, `redefinition of 'struct ${spec.tag}'`);
    if (!decl) decl = this.newStruct(spec.tag, spec.loc);
    const fields: FieldDecl[] = [];
    for (const member of spec.members) {
      const base = this.baseType(member.specs);
      for (const d of member.declarators) {
        const r = this.declarator(d, base);
        if (r.name === undefined) this.ctx.error(r.nameLoc, 'struct member needs a name');
        if (fields.some((f) => f.name === r.name)) this.ctx.error(r.nameLoc, `duplicate member '${r.name}'`);
        if (r.type.kind === 'function') this.ctx.error(r.nameLoc, `field '${r.name}' declared as a function`);
        if (!isComplete(r.type)) this.ctx.error(r.nameLoc, `field has incomplete type '${typeToString(r.type)}'`);
        if (isVariablyModified(r.type)) this.ctx.error(r.nameLoc, 'fields must have a constant size');
        fields.push({ name: r.name, type: r.type, index: fields.length, loc: r.nameLoc });
      }
    }
    decl.fields = fields;
    return { kind: 'struct', decl };
  }

  private newStruct(tag: string | undefined, loc: SourceLoc): StructDecl {
    const decl: StructDecl = { kind: 'struct', id: this.ctx.newId(), tag, loc };
    if (tag !== undefined) this.ctx.scope.declareTag(tag, decl);
    this.ctx.structs.push(decl);
    return decl;
  }

  /**
   * Applies the derivations of `d` to `base`, outermost first (see SynDeclarator). Parameters of a
   * function declarator are resolved in their own prototype scope, so `int n, double A[n][n]` works.
   */
  declarator(d: SynDeclarator, base: CType): ResolvedDeclarator {
    switch (d.kind) {
      case 'name':
        return { name: d.name, nameLoc: d.loc, type: base };
      case 'abstract':
        return { nameLoc: d.loc, type: base };
      case 'pointer':
        if (base.kind === 'function') this.ctx.unsupported(d.loc, 'function pointer');
        return this.declarator(d.inner, pointerTo(base, d.quals));
      case 'array': {
        if (base.kind === 'function') this.ctx.error(d.loc, 'declared as an array of functions');
        if (!isComplete(base)) this.ctx.error(d.loc, `array has incomplete element type '${typeToString(base)}'`);
        // Qualifiers in parameter brackets (`A[restrict N]`) only matter for aliasing; they are accepted and dropped.
        return this.declarator(d.inner, arrayOf(base, this.arrayLength(d.size)));
      }
      case 'function': {
        if (base.kind === 'array') this.ctx.error(d.loc, `function cannot return array type '${typeToString(base)}'`);
        if (base.kind === 'function') this.ctx.error(d.loc, 'function cannot return a function type');
        const params = this.ctx.inScope('prototype', () => this.parameters(d.params ?? []));
        const type: FunctionType = {
          kind: 'function',
          result: base,
          params: params.map((p) => p.type),
          variadic: d.variadic,
          prototyped: d.params !== undefined,
        };
        const inner = this.declarator(d.inner, type);
        return d.inner.kind === 'name' ? { ...inner, params } : inner;
      }
    }
  }

  private arrayLength(size: SynExpr | undefined): ArrayLength {
    if (!size) return { kind: 'incomplete' };
    const e = rvalue(this.ctx.exprs.check(size));
    if (e.type.kind !== 'integer') {
      this.ctx.error(e.loc, `size of array has non-integer type '${typeToString(e.type)}'`);
    }
    const c = e.constValue;
    if (typeof c === 'bigint') {
      if (c < 0n) this.ctx.error(e.loc, 'array size is negative');
      if (c === 0n) this.ctx.error(e.loc, 'array size is zero');
      if (c > 0x7fffffffn) this.ctx.error(e.loc, 'array is too large');
      return { kind: 'constant', value: Number(c), expr: e };
    }
    return { kind: 'variable', expr: promote(e) };
  }

  private parameters(params: readonly SynParam[]): VarDecl[] {
    const only = params[0];
    if (
      params.length === 1 &&
      only!.declarator.kind === 'abstract' &&
      only!.specs.typeSpecs.length === 1 &&
      only!.specs.typeSpecs[0]!.kind === 'keyword' &&
      only!.specs.typeSpecs[0]!.keyword === 'void' &&
      !only!.specs.quals.const &&
      !only!.specs.quals.volatile
    ) {
      return [];
    }
    const decls: VarDecl[] = [];
    for (const p of params) {
      const specs = this.specifiers(p.specs);
      if (specs.storage && specs.storage !== 'register') {
        this.ctx.error(specs.storageLoc!, 'invalid storage class specifier in function declarator');
      }
      const r = this.declarator(p.declarator, specs.type);
      if (r.type.kind === 'void') this.ctx.error(p.loc, "'void' must be the first and only parameter if specified");
      if (r.type.kind === 'function') this.ctx.unsupported(p.loc, 'function pointer');
      const decl: VarDecl = {
        kind: 'var',
        id: this.ctx.newId(),
        name: r.name ?? '',
        type: adjustParameterType(r.type),
        declaredType: r.type,
        storage: specs.storage === 'register' ? 'register' : 'none',
        scope: 'param',
        loc: r.nameLoc,
        isDefinition: true,
        addressTaken: false,
        referenced: false,
      };
      if (r.name !== undefined) {
        if (this.ctx.scope.own(r.name)) this.ctx.error(r.nameLoc, `redefinition of parameter '${r.name}'`);
        this.ctx.scope.declare(r.name, decl);
      }
      decls.push(decl);
    }
    return decls;
  }
}
