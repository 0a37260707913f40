// Turns declaration specifiers and declarators into C types: type-specifier combinations, typedef
// names, typeof, struct/union/enum definitions, pointers, arrays (constant or run-time lengths) and
// function types with their parameters.

import type { SourceLoc } from '../../ir/diagnostics.js';
import type { EnumDecl, FieldDecl, StructDecl, VarDecl } from '../ast.js';
import {
  adjustParameterType,
  alignOf,
  arrayOf,
  boolType,
  charType,
  doubleType,
  floatType,
  intType,
  integerType,
  isComplete,
  isInteger,
  isVariablyModified,
  pointerTo,
  qualify,
  voidType,
  type ArrayLength,
  type CType,
  type FloatKind,
  type FunctionType,
  type IntegerKind,
  type StructType,
} from '../ctypes.js';
import { typeToString } from '../printC.js';
import type {
  StorageKeyword,
  SynDeclarator,
  SynDeclSpecs,
  SynEnumSpec,
  SynExpr,
  SynParam,
  SynStructSpec,
  SynTypeName,
  TypeKeyword,
} from '../syntax.js';
import { applyMode, attributeEffects, type AttributeEffects } from './attributes.js';
import { wrapInteger } from './constFold.js';
import type { SemaContext } from './context.js';
import { promote, rvalue } from './conversions.js';

export interface ResolvedSpecifiers {
  readonly type: CType;
  readonly storage?: Exclude<StorageKeyword, '_Thread_local'>;
  readonly storageLoc?: SourceLoc;
  readonly threadLocal: boolean;
  readonly inline: boolean;
  readonly noreturn: boolean;
  /** `__auto_type`: the type comes from the initializer. */
  readonly autoType: boolean;
  /** Attributes and `_Alignas` among the specifiers (they apply to every declarator). */
  readonly effects: AttributeEffects;
}

/** gcc's extended floating types, by keyword. */
const extendedFloats: Record<string, FloatKind> = {
  _Float16: 'float16',
  __fp16: 'float16',
  __bf16: 'bf16',
  _Float32: 'float',
  _Float64: 'double',
  _Float32x: 'double',
  _Float64x: 'ldouble',
  __float80: 'ldouble',
  _Float128: 'float128',
  _Float128x: 'float128',
  __float128: 'float128',
  __ibm128: 'float128',
  _Decimal32: 'decimal32',
  _Decimal64: 'decimal64',
  _Decimal128: 'decimal128',
};

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
  '__int128+signed',
  '__int128+unsigned',
  '_Complex+double',
  '_Complex+float',
  '_Complex+long',
  '_Complex+char',
  '_Complex+short',
  '_Complex+int',
  '_Complex+signed',
  '_Complex+unsigned',
]);

function canCombine(a: TypeKeyword, b: TypeKeyword): boolean {
  return combinable.has(a < b ? `${a}+${b}` : `${b}+${a}`);
}

export class TypeResolver {
  constructor(private readonly ctx: SemaContext) {}

  /** The base type, storage class, function specifiers and attributes of a declaration's specifiers. */
  specifiers(specs: SynDeclSpecs): ResolvedSpecifiers {
    const threadLocal = specs.storage.some((s) => s.keyword === '_Thread_local');
    const classes = specs.storage.filter((s) => s.keyword !== '_Thread_local');
    if (classes.length > 1) {
      const second = classes[1]!;
      this.ctx.error(second.loc, `cannot combine with previous '${classes[0]!.keyword}' declaration specifier`);
    }
    const storage = classes[0] as { keyword: Exclude<StorageKeyword, '_Thread_local'>; loc: SourceLoc } | undefined;
    const autoType = specs.typeSpecs.some((t) => t.kind === 'autoType');
    const effects = attributeEffects(this.ctx, specs.attributes, specs.alignas);
    let type = autoType ? intType : this.baseType(specs);
    if (effects.mode) type = applyMode(this.ctx, type, effects.mode);
    return { type, storage: storage?.keyword, storageLoc: storage?.loc, threadLocal, inline: specs.inline, noreturn: specs.noreturn, autoType, effects };
  }

  typeName(tn: SynTypeName): CType {
    return this.declarator(tn.declarator, this.baseType(tn.specs)).type;
  }

  /** `_Alignof(T)`: the alignment of a complete object type. */
  alignOfType(t: CType, loc: SourceLoc): number {
    if (t.kind === 'function' || !isComplete(t)) this.ctx.error(loc, `invalid application of 'alignof' to an incomplete type '${typeToString(t)}'`);
    return alignOf(t) ?? 1;
  }

  private baseType(specs: SynDeclSpecs): CType {
    const named = specs.typeSpecs.filter((s) => s.kind !== 'keyword');
    const keywords = specs.typeSpecs.flatMap((s) => (s.kind === 'keyword' ? [s] : []));
    if (named.length > 0 && specs.typeSpecs.length > 1) {
      const second = specs.typeSpecs[1]!;
      const first = specs.typeSpecs[0]!;
      const firstText = first.kind === 'keyword' ? first.keyword : first.kind === 'typedefName' ? first.name : first.kind;
      this.ctx.error(second.loc, `cannot combine with previous '${firstText}' declaration specifier`);
    }
    let base: CType;
    const spec = named[0];
    switch (spec?.kind) {
      case 'typedefName': {
        const sym = this.ctx.lookup(spec.name, spec.loc);
        if (!sym || sym.kind !== 'typedef') this.ctx.error(spec.loc, `unknown type name '${spec.name}'`);
        base = sym.type;
        break;
      }
      case 'struct':
        base = this.structType(spec);
        break;
      case 'enum':
        base = this.enumType(spec);
        break;
      case 'typeof':
        // The operand of typeof is not evaluated (except for variably modified types, which we do not need).
        base = 'specs' in spec.operand ? this.typeName(spec.operand) : this.ctx.exprs.check(spec.operand).type;
        break;
      case 'atomic':
        base = qualify(this.typeName(spec.typeName), { atomic: true });
        break;
      case 'extendedFloat':
        base = { kind: 'floating', fkind: extendedFloats[spec.name] ?? 'float128' };
        break;
      case 'autoType':
        base = intType;
        break;
      default:
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
    let real: CType;
    if (has('float')) real = floatType;
    else if (has('double')) real = longs > 0 ? { kind: 'floating', fkind: 'ldouble' } : doubleType;
    else if (has('_Complex') && seen.length === 1) real = doubleType;
    else {
      let kind: IntegerKind;
      if (has('char')) kind = unsigned ? 'uchar' : has('signed') ? 'schar' : 'char';
      else if (has('short')) kind = unsigned ? 'ushort' : 'short';
      else if (has('__int128')) kind = unsigned ? 'uint128' : 'int128';
      else if (longs === 2) kind = unsigned ? 'ullong' : 'llong';
      else if (longs === 1) kind = unsigned ? 'ulong' : 'long';
      else kind = unsigned ? 'uint' : 'int';
      real = kind === 'char' ? charType : integerType(kind);
    }
    if (!has('_Complex')) return real;
    return { kind: 'complex', element: real as { kind: 'floating'; fkind: FloatKind } };
  }

  private structType(spec: SynStructSpec): StructType {
    const keyword = spec.union ? 'union' : 'struct';
    if (!spec.members) {
      let decl = spec.tag !== undefined ? this.ctx.scope.lookupTag(spec.tag) : undefined;
      if (decl && (decl.kind !== 'struct' || decl.union !== spec.union)) this.ctx.error(spec.loc, `use of '${spec.tag}' with tag type that does not match previous declaration`);
      if (!decl) decl = this.newStruct(spec.tag, spec.union, spec.loc);
      return { kind: 'struct', decl };
    }
    let decl = spec.tag !== undefined ? this.ctx.scope.ownTag(spec.tag) : undefined;
    if (decl && (decl.kind !== 'struct' || decl.union !== spec.union)) this.ctx.error(spec.loc, `use of '${spec.tag}' with tag type that does not match previous declaration`);
    if (decl?.fields) this.ctx.error(spec.loc, `redefinition of '${keyword} ${spec.tag}'`);
    if (!decl) decl = this.newStruct(spec.tag, spec.union, spec.loc);
    const fields: FieldDecl[] = [];
    const names = new Set<string>();
    const addName = (name: string, loc: SourceLoc): void => {
      if (names.has(name)) this.ctx.error(loc, `duplicate member '${name}'`);
      names.add(name);
    };
    for (const member of spec.members) {
      const specs = this.specifiers(member.specs);
      const base = specs.type;
      if (member.declarators.length === 0) {
        // C11 anonymous struct or union member: its members are members of the enclosing one.
        if (base.kind !== 'struct' || base.decl.tag !== undefined || !base.decl.fields) {
          this.ctx.error(member.loc, 'declaration does not declare anything');
        }
        for (const name of memberNames(base.decl)) addName(name, member.loc);
        fields.push({ name: '', type: base, index: fields.length, loc: member.loc, align: specs.effects.align });
        continue;
      }
      for (const md of member.declarators) {
        const r = this.declarator(md.declarator, base);
        const effects = attributeEffects(this.ctx, md.attributes);
        const type = effects.mode ? applyMode(this.ctx, r.type, effects.mode) : r.type;
        const align = Math.max(specs.effects.align ?? 1, effects.align ?? 1);
        const loc = r.nameLoc;
        if (md.bits) {
          const bits = this.bitFieldWidth(md.bits, type, r.name, loc);
          if (r.name !== undefined) addName(r.name, loc);
          fields.push({ name: r.name ?? '', type, index: fields.length, loc, bits, align: align > 1 ? align : undefined });
          continue;
        }
        if (r.name === undefined) this.ctx.error(loc, 'struct member needs a name');
        addName(r.name, loc);
        if (type.kind === 'function') this.ctx.error(loc, `field '${r.name}' declared as a function`);
        const flexible = type.kind === 'array' && type.length.kind === 'incomplete' && md === member.declarators.at(-1) && member === spec.members.at(-1);
        if (flexible) this.ctx.unsupported(loc, `flexible array member '${r.name}'`);
        if (!isComplete(type)) this.ctx.error(loc, `field has incomplete type '${typeToString(type)}'`);
        if (isVariablyModified(type)) this.ctx.error(loc, 'fields must have a constant size');
        fields.push({ name: r.name, type, index: fields.length, loc, align: align > 1 ? align : undefined });
      }
    }
    const effects = attributeEffects(this.ctx, spec.attributes);
    if (effects.packed) decl.packed = true;
    if (effects.align) decl.align = effects.align;
    decl.fields = fields;
    return { kind: 'struct', decl };
  }

  private bitFieldWidth(e: SynExpr, type: CType, name: string | undefined, loc: SourceLoc): number {
    if (!isInteger(type)) this.ctx.error(loc, `bit-field '${name ?? ''}' has non-integral type '${typeToString(type)}'`);
    const v = rvalue(this.ctx.exprs.check(e)).constValue;
    if (typeof v !== 'bigint') this.ctx.error(e.loc, 'bit-field width is not an integer constant');
    const size = BigInt((alignOf(type) ?? 1) * 8);
    if (v < 0n) this.ctx.error(e.loc, `bit-field '${name ?? ''}' has negative width`);
    if (v > size || (type.ikind === 'bool' && v > 1n)) this.ctx.error(e.loc, `width of bit-field '${name ?? ''}' exceeds the width of its type`);
    if (v === 0n && name !== undefined) this.ctx.error(e.loc, `named bit-field '${name}' has zero width`);
    return Number(v);
  }

  private newStruct(tag: string | undefined, union: boolean, loc: SourceLoc): StructDecl {
    const decl: StructDecl = { kind: 'struct', id: this.ctx.newId(), tag, union, loc };
    if (tag !== undefined) this.ctx.scope.declareTag(tag, decl);
    this.ctx.structs.push(decl);
    return decl;
  }

  /**
   * An enum type: the constants are int constant expressions (each one more than the previous by default);
   * like gcc, the type is unsigned int when no value is negative, int otherwise, wider when a value needs it.
   */
  private enumType(spec: SynEnumSpec): CType {
    if (!spec.enumerators) {
      const decl = spec.tag !== undefined ? this.ctx.scope.lookupTag(spec.tag) : undefined;
      if (decl && decl.kind !== 'enum') this.ctx.error(spec.loc, `use of '${spec.tag}' with tag type that does not match previous declaration`);
      if (decl?.type) return decl.type;
      // A forward reference (a GNU extension): an incomplete type until defined; uses are checked as int.
      if (!decl) this.declareEnum(spec.tag, spec.loc);
      return intType;
    }
    let decl = spec.tag !== undefined ? this.ctx.scope.ownTag(spec.tag) : undefined;
    if (decl && decl.kind !== 'enum') this.ctx.error(spec.loc, `use of '${spec.tag}' with tag type that does not match previous declaration`);
    if (decl?.type) this.ctx.error(spec.loc, `redefinition of 'enum ${spec.tag}'`);
    if (!decl) decl = this.declareEnum(spec.tag, spec.loc);
    let next = 0n;
    let min = 0n;
    let max = 0n;
    for (const e of spec.enumerators) {
      let value = next;
      if (e.value) {
        const c = rvalue(this.ctx.exprs.check(e.value)).constValue;
        if (typeof c !== 'bigint') this.ctx.error(e.value.loc, 'expression is not an integer constant expression');
        value = c;
      }
      const prior = this.ctx.scope.own(e.name);
      if (prior) this.ctx.error(e.loc, `redefinition of '${e.name}'`);
      this.ctx.scope.declare(e.name, { kind: 'enumConstant', name: e.name, value, loc: e.loc, referenced: false });
      this.ctx.enumConstants.push(e.name);
      if (value < min) min = value;
      if (value > max) max = value;
      next = value + 1n;
    }
    const fits = (k: IntegerKind): boolean => wrapInteger(min, integerType(k)) === min && wrapInteger(max, integerType(k)) === max;
    const kind = (['uint', 'int', 'ulong', 'long'] as const).find((k) => (min < 0n ? k === 'int' || k === 'long' : true) && fits(k)) ?? 'long';
    decl.type = integerType(kind);
    return decl.type;
  }

  private declareEnum(tag: string | undefined, loc: SourceLoc): EnumDecl {
    const decl: EnumDecl = { kind: 'enum', tag, loc };
    if (tag !== undefined) this.ctx.scope.declareTag(tag, decl);
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
      let r = this.declarator(p.declarator, specs.type);
      const effects = attributeEffects(this.ctx, p.attributes);
      if (effects.mode) r = { ...r, type: applyMode(this.ctx, r.type, effects.mode) };
      if (r.type.kind === 'void') this.ctx.error(p.loc, "'void' must be the first and only parameter if specified");
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

/** The names a struct or union makes visible as members, through anonymous members. */
export function memberNames(decl: StructDecl): string[] {
  return (decl.fields ?? []).flatMap((f) => (f.name !== '' ? [f.name] : f.type.kind === 'struct' ? memberNames(f.type.decl) : []));
}
