// Parsing of types and attributes, including `#alias` / `!alias` definitions, dense elements, locations and
// dialect attributes/types (dispatched to the owning dialect).

import { AffineMap, IntegerSet } from './affineMap.js';
import { AffineParser } from './affineParser.js';
import {
  AffineMapAttr,
  ArrayAttr,
  Attribute,
  DenseArrayAttr,
  DenseElementsAttr,
  DictionaryAttr,
  FloatAttr,
  IntegerAttr,
  IntegerSetAttr,
  LocationAttr,
  StringAttr,
  SymbolRefAttr,
  TypeAttr,
  UnitAttr,
  normalizeInt,
} from './attributes.js';
import { SourceLoc } from './diagnostics.js';
import { bitsToNumber, parseDecimalToBits } from './floatFormat.js';
import { decodeStringLiteral } from './lexer.js';
import { getDialect } from './opRegistry.js';
import {
  FloatKind,
  FloatType,
  FunctionType,
  IndexType,
  IntegerType,
  MemRefType,
  NoneType,
  RankedTensorType,
  ShapedType,
  Type,
  UnrankedMemRefType,
  UnrankedTensorType,
  VectorType,
  i1,
  i64,
  f64,
  kDynamic,
} from './types.js';

const floatKinds = new Set<string>(['f16', 'bf16', 'f32', 'f64', 'f80', 'f128']);
const intTypeRe = /^([su]?)i([0-9]+)$/;

/** A parsed dense literal before its type is known: nested lists of scalar tokens. */
type DenseLiteral = DenseLiteral[] | { kind: 'int'; value: bigint; hex: boolean; loc: SourceLoc } | { kind: 'float'; text: string; loc: SourceLoc } | { kind: 'bool'; value: boolean; loc: SourceLoc };

export class AttrTypeParser extends AffineParser {
  protected readonly attrAliases = new Map<string, Attribute>();
  protected readonly typeAliases = new Map<string, Type>();

  // ---------------------------------------------------------------- types

  /** True if the current token can start a type. */
  protected atType(): boolean {
    const t = this.tok;
    if (t.kind === 'exclamation_identifier') return true;
    if (this.isPunct('(')) return true;
    if (t.kind !== 'bare_identifier') return false;
    return (
      t.text === 'index' ||
      t.text === 'none' ||
      floatKinds.has(t.text) ||
      intTypeRe.test(t.text) ||
      t.text === 'memref' ||
      t.text === 'tensor' ||
      t.text === 'vector'
    );
  }

  /** Shaped types by their exact source text: most ops repeat the same memref type, and re-lexing it is costly. */
  private readonly shapedTypeCache = new Map<string, Type>();

  /** The source text of `memref<...>` / `tensor<...>` / `vector<...>` starting at the current token, if balanced. */
  private shapedTypeText(): string | undefined {
    const src = this.lexer.source;
    let i = this.tok.end;
    if (src.charCodeAt(i) !== 60 /* < */) return undefined;
    let depth = 0;
    for (; i < src.length; i++) {
      const c = src.charCodeAt(i);
      if (c === 60) depth++;
      else if (c === 62 /* > */ && --depth === 0) return src.slice(this.tok.start, i + 1);
      else if (c === 10 || c === 40 /* ( */ || c === 35 /* # aliases must resolve normally */) return undefined;
    }
    return undefined;
  }

  parseType(): Type {
    const t = this.tok;
    if (t.kind === 'bare_identifier' && (t.text === 'memref' || t.text === 'tensor' || t.text === 'vector')) {
      const text = this.shapedTypeText();
      const cached = text !== undefined ? this.shapedTypeCache.get(text) : undefined;
      if (cached) {
        this.resetTo(t.start + text!.length);
        return cached;
      }
      const parsed = t.text === 'memref' ? this.parseMemRefType() : t.text === 'tensor' ? this.parseTensorType() : this.parseVectorType();
      if (text !== undefined && this.tok.start >= t.start + text.length) this.shapedTypeCache.set(text, parsed);
      return parsed;
    }
    if (t.kind === 'exclamation_identifier') return this.parseAliasOrDialectType();
    if (this.isPunct('(')) return this.parseFunctionType();
    if (t.kind === 'bare_identifier') {
      switch (t.text) {
        case 'index':
          this.consume();
          return IndexType.get();
        case 'none':
          this.consume();
          return NoneType.get();
        case 'memref':
          return this.parseMemRefType();
        case 'tensor':
          return this.parseTensorType();
        case 'vector':
          return this.parseVectorType();
      }
      if (floatKinds.has(t.text)) {
        this.consume();
        return FloatType.get(t.text as FloatKind);
      }
      const m = intTypeRe.exec(t.text);
      if (m) {
        const width = Number(m[2]);
        if (width > 16777215) this.error('integer bitwidth is limited to 16777215 bits');
        this.consume();
        return IntegerType.get(width, m[1] === 's' ? 'signed' : m[1] === 'u' ? 'unsigned' : 'signless');
      }
    }
    return this.error(`expected type, found ${this.tokenDescription()}`);
  }

  parseColonType(): Type {
    this.expect(':');
    return this.parseType();
  }

  parseTypeList(): Type[] {
    const types = [this.parseType()];
    while (this.consumeIf(',')) types.push(this.parseType());
    return types;
  }

  parseColonTypeList(): Type[] {
    this.expect(':');
    return this.parseTypeList();
  }

  /** After `->`: a single type or a parenthesized list. */
  parseFunctionResultTypes(): Type[] {
    if (this.isPunct('(')) {
      const types: Type[] = [];
      this.parseCommaSeparatedList('(', ')', () => types.push(this.parseType()), 'in result type list');
      return types;
    }
    return [this.parseType()];
  }

  parseOptionalArrowTypeList(): Type[] {
    return this.consumeIf('->') ? this.parseFunctionResultTypes() : [];
  }

  protected parseFunctionType(): FunctionType {
    const inputs: Type[] = [];
    this.parseCommaSeparatedList('(', ')', () => inputs.push(this.parseType()), 'in function type');
    this.expect('->', 'in function type');
    return FunctionType.get(inputs, this.parseFunctionResultTypes());
  }

  /** Consumes the `x` separating dimensions, splitting tokens like `xf64`. */
  private parseXInDimensionList(): void {
    if (this.tok.kind !== 'bare_identifier' || this.tok.text[0] !== 'x') this.error(`expected 'x' in dimension list, found ${this.tokenDescription()}`);
    if (this.tok.text === 'x') this.consume();
    else this.resetTo(this.tok.start + 1);
  }

  /** `4x?x` prefix of a shaped type; stops before the element type. */
  private parseDimensionList(allowDynamic: boolean): number[] {
    const shape: number[] = [];
    for (;;) {
      if (this.isPunct('?')) {
        if (!allowDynamic) this.error('dynamic dimensions are not allowed here');
        this.consume();
        shape.push(kDynamic);
      } else if (this.tok.kind === 'integer') {
        const text = this.tok.text;
        if (text.startsWith('0x')) {
          // `0xf64` lexes as a hex integer: it is dimension 0 followed by `xf64`.
          shape.push(0);
          this.resetTo(this.tok.start + 1);
          this.parseXInDimensionList();
          continue;
        }
        const v = Number(text);
        if (!Number.isSafeInteger(v)) this.error('dimension is too large');
        this.consume();
        shape.push(v);
      } else return shape;
      this.parseXInDimensionList();
    }
  }

  private parseMemRefType(): Type {
    this.consume();
    this.expect('<', "in memref type");
    if (this.consumeIf('*')) {
      this.parseXInDimensionList();
      const elt = this.parseType();
      let space: Attribute | null = null;
      if (this.consumeIf(',')) space = this.parseAttribute();
      this.expect('>', 'at end of memref type');
      return UnrankedMemRefType.get(elt, space);
    }
    const shape = this.parseDimensionList(true);
    const eltLoc = this.loc();
    const elt = this.parseType();
    if (elt.kind === 'function' || elt.kind === 'none') this.error('invalid memref element type', eltLoc);
    let layout: Attribute | null = null;
    let space: Attribute | null = null;
    while (this.consumeIf(',')) {
      const loc = this.loc();
      const a = this.parseAttribute();
      if (a instanceof AffineMapAttr && !layout && !space) {
        if (a.map.numDims !== shape.length) this.error('memref layout mismatch between rank and affine map', loc);
        if (!a.map.isIdentity()) layout = a;
      } else if (!space) space = a;
      else this.error('unexpected extra attribute in memref type', loc);
    }
    this.expect('>', 'at end of memref type');
    return MemRefType.get(shape, elt, layout, space);
  }

  private parseTensorType(): Type {
    this.consume();
    this.expect('<', 'in tensor type');
    if (this.consumeIf('*')) {
      this.parseXInDimensionList();
      const elt = this.parseType();
      this.expect('>', 'at end of tensor type');
      return UnrankedTensorType.get(elt);
    }
    const shape = this.parseDimensionList(true);
    const elt = this.parseType();
    this.expect('>', 'at end of tensor type');
    return RankedTensorType.get(shape, elt);
  }

  private parseVectorType(): Type {
    this.consume();
    this.expect('<', 'in vector type');
    const shape = this.parseDimensionList(false);
    const elt = this.parseType();
    this.expect('>', 'at end of vector type');
    return VectorType.get(shape, elt);
  }

  private parseAliasOrDialectType(): Type {
    const t = this.consume();
    const name = t.text.slice(1);
    const alias = this.typeAliases.get(name);
    if (alias) return alias;
    const dot = name.indexOf('.');
    if (dot < 0) this.error(`undefined symbol alias id '${name}'`, this.locAt(t.start));
    const dialect = getDialect(name.slice(0, dot));
    if (!dialect?.parseType) this.error(`dialect '${name.slice(0, dot)}' has no registered types (in '!${name}')`, this.locAt(t.start));
    return dialect.parseType(this, name.slice(dot + 1));
  }

  // ---------------------------------------------------------------- attributes

  parseOptionalAttribute(type?: Type): Attribute | undefined {
    const t = this.tok;
    switch (t.kind) {
      case 'hash_identifier':
      case 'string':
      case 'integer':
      case 'float':
      case 'at_identifier':
        return this.parseAttribute(type);
      case 'punct':
        return t.text === '[' || t.text === '{' || t.text === '-' || t.text === '(' ? this.parseAttribute(type) : undefined;
      case 'bare_identifier':
        return this.isAttributeKeyword() || this.atType() ? this.parseAttribute(type) : undefined;
      default:
        return undefined;
    }
  }

  private isAttributeKeyword(): boolean {
    switch (this.tok.text) {
      case 'true':
      case 'false':
      case 'unit':
      case 'affine_map':
      case 'affine_set':
      case 'dense':
      case 'array':
      case 'loc':
        return true;
    }
    return false;
  }

  /** Parses any attribute; `type` is the expected type for untyped literals (e.g. dense elements). */
  parseAttribute(type?: Type): Attribute {
    const t = this.tok;
    switch (t.kind) {
      case 'hash_identifier':
        return this.parseAliasOrDialectAttr();
      case 'string': {
        this.consume();
        const s = new StringAttr(decodeStringLiteral(t.text));
        if (this.isPunct(':') && !type) {
          // Typed strings are not used by our dialects; accept and drop the type like a plain string.
          this.consume();
          this.parseType();
        }
        return s;
      }
      case 'at_identifier': {
        const root = this.parseSymbolName();
        const nested: string[] = [];
        while (this.isPunct(':') && this.lexer.source.startsWith('::', this.tok.start)) {
          this.consume();
          this.consume();
          nested.push(this.parseSymbolName());
        }
        return new SymbolRefAttr(root, nested);
      }
      case 'integer':
      case 'float':
        return this.parseNumberAttr(type);
      case 'punct':
        if (t.text === '-') return this.parseNumberAttr(type);
        if (t.text === '[') {
          const elts: Attribute[] = [];
          this.parseCommaSeparatedList('[', ']', () => elts.push(this.parseAttribute()), 'in array attribute');
          return new ArrayAttr(elts);
        }
        if (t.text === '{') return this.parseDictionaryAttr();
        if (t.text === '(') return new TypeAttr(this.parseType());
        break;
      case 'bare_identifier':
        switch (t.text) {
          case 'true':
          case 'false':
            this.consume();
            if (this.consumeIf(':')) {
              const ty = this.parseType();
              if (ty !== i1) this.error('expected i1 type for a boolean attribute');
            }
            return IntegerAttr.bool(t.text === 'true');
          case 'unit':
            this.consume();
            return UnitAttr.instance;
          case 'affine_map':
          case 'affine_set': {
            this.consume();
            this.expect('<', `in ${t.text}`);
            const loc = this.loc();
            const body = this.parseAffineMapOrSetBody();
            this.expect('>', `at end of ${t.text}`);
            if (t.text === 'affine_map') {
              if (!(body instanceof AffineMap)) this.error('expected an affine map, found an integer set', loc);
              return AffineMapAttr.get(body);
            }
            if (!(body instanceof IntegerSet)) this.error('expected an integer set, found an affine map', loc);
            return IntegerSetAttr.get(body);
          }
          case 'dense':
            return this.parseDenseAttr(type);
          case 'array':
            return this.parseDenseArrayAttr();
          case 'loc':
            return this.parseLocation();
        }
        if (this.atType()) return new TypeAttr(this.parseType());
        break;
      case 'exclamation_identifier':
        return new TypeAttr(this.parseType());
    }
    return this.error(`expected attribute value, found ${this.tokenDescription()}`);
  }

  private parseAliasOrDialectAttr(): Attribute {
    const t = this.consume();
    const name = t.text.slice(1);
    const alias = this.attrAliases.get(name);
    if (alias) return alias;
    const dot = name.indexOf('.');
    if (dot < 0) this.error(`undefined symbol alias id '${name}'`, this.locAt(t.start));
    const dialectName = name.slice(0, dot);
    const dialect = getDialect(dialectName);
    if (!dialect?.parseAttribute) this.error(`dialect '${dialectName}' has no registered attributes (in '#${name}')`, this.locAt(t.start));
    return dialect.parseAttribute(this, name.slice(dot + 1));
  }

  protected parseDictionaryAttr(): DictionaryAttr {
    const m = new Map<string, Attribute>();
    this.parseAttrDictInto(m);
    return new DictionaryAttr(m);
  }

  /** Parses `{name = value, unitName}` into `into`; duplicate names are errors. */
  protected parseAttrDictInto(into: Map<string, Attribute>): void {
    this.parseCommaSeparatedList(
      '{',
      '}',
      () => {
        const loc = this.loc();
        let name: string;
        if (this.tok.kind === 'bare_identifier') name = this.consume().text;
        else if (this.tok.kind === 'string') name = decodeStringLiteral(this.consume().text);
        else return this.error(`expected attribute name, found ${this.tokenDescription()}`);
        if (into.has(name)) this.error(`duplicate key '${name}' in dictionary attribute`, loc);
        into.set(name, this.consumeIf('=') ? this.parseAttribute() : UnitAttr.instance);
      },
      'in attribute dictionary',
    );
  }

  parseOptionalAttrDict(into: Map<string, Attribute>): void {
    if (this.isPunct('{')) this.parseAttrDictInto(into);
  }

  parseOptionalAttrDictWithKeyword(into: Map<string, Attribute>): void {
    if (this.consumeKeywordIf('attributes')) this.parseAttrDictInto(into);
  }

  /** An integer or float literal, optionally negative, typed by `: type` or by `type`. */
  private parseNumberAttr(type?: Type): Attribute {
    const negLoc = this.loc();
    const negative = this.consumeIf('-');
    const t = this.tok;
    if (t.kind !== 'integer' && t.kind !== 'float') this.error(`expected integer or float literal, found ${this.tokenDescription()}`);
    this.consume();
    let ty = type;
    // As upstream: a literal parsed where the type is known (e.g. an affine.for bound) takes no `: type`.
    if (!type && this.consumeIf(':')) ty = this.parseType();
    const loc = negative ? negLoc : this.locAt(t.start);
    if (t.kind === 'float') {
      ty ??= f64;
      if (!(ty instanceof FloatType)) this.error('floating point value not valid for specified type', loc);
      return new FloatAttr(this.floatValue(negative, t.text, ty, loc), ty);
    }
    ty ??= i64;
    if (ty instanceof FloatType) {
      if (!t.text.startsWith('0x')) this.error('unexpected decimal integer literal for a floating point value', loc);
      if (negative) this.error('hexadecimal float literal should not have a leading minus', loc);
      return new FloatAttr(this.hexFloatValue(t.text, ty, loc), ty);
    }
    if (!(ty instanceof IntegerType || ty instanceof IndexType)) this.error('integer literal not valid for specified type', loc);
    return new IntegerAttr(this.checkedIntValue(negative, t.text, ty, loc), ty);
  }

  /** Upstream's range check: the literal must fit the type's width (as signed or unsigned). */
  protected checkedIntValue(negative: boolean, text: string, ty: IntegerType | IndexType, loc: SourceLoc): bigint {
    const magnitude = BigInt(text);
    const width = ty instanceof IndexType ? 64 : ty.width;
    const outOfRange = (): never => this.error('integer constant out of range for attribute', loc);
    if (magnitude >> BigInt(width) !== 0n) outOfRange();
    if (negative) {
      if (width === 0) outOfRange();
      // The negated value must have its sign bit set.
      const v = BigInt.asUintN(width, -magnitude);
      if (width > 0 && ((v >> BigInt(width - 1)) & 1n) === 0n) outOfRange();
      return normalizeInt(-magnitude, ty);
    }
    const signBit = width > 0 ? (magnitude >> BigInt(width - 1)) & 1n : 0n;
    if ((ty instanceof IndexType || ty.signedness === 'signed') && signBit) outOfRange();
    return normalizeInt(magnitude, ty);
  }

  protected floatValue(negative: boolean, text: string, ty: FloatType, loc: SourceLoc): number {
    if (ty.floatKind === 'f80' || ty.floatKind === 'f128') this.error(`${ty.floatKind} constants are not supported`, loc);
    const bits = parseDecimalToBits((negative ? '-' : '') + text, ty.semantics);
    if (bits === undefined) this.error('invalid floating point literal', loc);
    return bitsToNumber(bits, ty.semantics);
  }

  protected hexFloatValue(text: string, ty: FloatType, loc: SourceLoc): number {
    if (ty.floatKind === 'f80' || ty.floatKind === 'f128') this.error(`${ty.floatKind} constants are not supported`, loc);
    const bits = BigInt(text);
    if (bits >> BigInt(ty.width) !== 0n) this.error('hexadecimal float constant out of range for type', loc);
    return bitsToNumber(bits, ty.semantics);
  }

  private parseDenseArrayAttr(): DenseArrayAttr {
    this.consume();
    this.expect('<', 'in array attribute');
    const tyLoc = this.loc();
    const ty = this.parseType();
    if (!(ty instanceof IntegerType || ty instanceof FloatType)) this.error('expected integer or float type in array<>', tyLoc);
    const values: (bigint | number)[] = [];
    if (this.consumeIf(':')) {
      do {
        const loc = this.loc();
        const neg = this.consumeIf('-');
        const t = this.consume();
        if (ty instanceof FloatType) {
          if (t.kind !== 'float' && t.kind !== 'integer') this.error('expected float value in array<>', loc);
          if (t.kind === 'float') values.push(this.floatValue(neg, t.text, ty, loc));
          else {
            // As for scalar float attributes: an integer literal must be a hex bit pattern, without a minus.
            const at = this.locAt(t.start);
            if (!t.text.startsWith('0x')) this.error('unexpected decimal integer literal for a floating point value', at);
            if (neg) this.error('hexadecimal float literal should not have a leading minus', at);
            values.push(this.hexFloatValue(t.text, ty, at));
          }
        } else if (t.kind === 'bare_identifier' && (t.text === 'true' || t.text === 'false') && ty.width === 1) {
          values.push(t.text === 'true' ? 1n : 0n);
        } else {
          if (t.kind !== 'integer') this.error('expected integer value in array<>', loc);
          values.push(this.checkedIntValue(neg, t.text, ty, loc));
        }
      } while (this.consumeIf(','));
    }
    this.expect('>', 'at end of array attribute');
    return new DenseArrayAttr(ty, values);
  }

  private parseDenseLiteral(): DenseLiteral {
    if (this.isPunct('[')) {
      const list: DenseLiteral[] = [];
      this.parseCommaSeparatedList('[', ']', () => list.push(this.parseDenseLiteral()), 'in dense literal');
      return list;
    }
    const loc = this.loc();
    if (this.tok.kind === 'bare_identifier' && (this.tok.text === 'true' || this.tok.text === 'false')) {
      return { kind: 'bool', value: this.consume().text === 'true', loc };
    }
    const neg = this.consumeIf('-');
    const t = this.tok;
    if (t.kind === 'integer') {
      this.consume();
      return { kind: 'int', value: neg ? -BigInt(t.text) : BigInt(t.text), hex: t.text.startsWith('0x'), loc };
    }
    if (t.kind === 'float') {
      this.consume();
      return { kind: 'float', text: (neg ? '-' : '') + t.text, loc };
    }
    return this.error(`expected element literal in dense attribute, found ${this.tokenDescription()}`);
  }

  private parseDenseAttr(contextType?: Type): DenseElementsAttr {
    const start = this.loc();
    this.consume();
    this.expect('<', 'in dense attribute');
    let hex: string | undefined;
    let literal: DenseLiteral | undefined;
    // `dense<>` is how upstream prints (and reads) an attribute with zero elements.
    const empty = this.isPunct('>');
    if (this.tok.kind === 'string') hex = decodeStringLiteral(this.consume().text);
    else if (!empty) literal = this.parseDenseLiteral();
    this.expect('>', 'at end of dense attribute');
    const typeLoc = this.loc();
    let type = contextType;
    if (this.consumeIf(':')) type = this.parseType();
    if (!(type instanceof RankedTensorType || type instanceof VectorType)) {
      return this.error('dense attribute needs a ranked tensor or vector type (add `: tensor<...>`)', start);
    }
    if (!type.hasStaticShape()) this.error('dense attribute type must have a static shape', start);
    if (hex !== undefined) return this.denseFromHex(hex, type, start);
    if (empty) {
      if (type.numElements() !== 0) this.error(`parsed zero elements, but type ('${type.key}') expected at least 1`, typeLoc);
      return new DenseElementsAttr(type, [], false);
    }
    return this.denseFromLiteral(literal!, type, start);
  }

  private denseElement(lit: DenseLiteral, elt: Type): bigint | number {
    if (Array.isArray(lit)) this.error('unexpected nested list in dense attribute');
    if (elt instanceof FloatType) {
      if (lit.kind === 'float') {
        const neg = lit.text.startsWith('-');
        return this.floatValue(neg, neg ? lit.text.slice(1) : lit.text, elt, lit.loc);
      }
      if (lit.kind === 'int' && lit.hex) return this.hexFloatValue('0x' + lit.value.toString(16), elt, lit.loc);
      return this.error('expected floating point literal for a float element type', lit.loc);
    }
    if (elt instanceof IntegerType || elt instanceof IndexType) {
      if (lit.kind === 'bool') {
        if (!(elt instanceof IntegerType && elt.width === 1)) this.error('boolean literal needs an i1 element type', lit.loc);
        return lit.value ? 1n : 0n;
      }
      if (lit.kind !== 'int') this.error('expected integer literal for an integer element type', lit.loc);
      const neg = lit.value < 0n;
      return this.checkedIntValue(neg, (neg ? -lit.value : lit.value).toString(), elt, lit.loc);
    }
    return this.error(`unsupported dense element type '${elt.key}'`, lit.loc);
  }

  private denseFromLiteral(lit: DenseLiteral, type: ShapedType, loc: SourceLoc): DenseElementsAttr {
    const elt = type.elementType;
    if (!Array.isArray(lit)) return new DenseElementsAttr(type, [this.denseElement(lit, elt)], true);
    const values: (bigint | number)[] = [];
    const walk = (l: DenseLiteral, depth: number): void => {
      if (depth === type.rank) {
        values.push(this.denseElement(l, elt));
        return;
      }
      if (!Array.isArray(l) || l.length !== type.shape[depth]) {
        this.error(`dense literal does not match the shape of '${type.key}'`, loc);
      }
      for (const x of l) walk(x, depth + 1);
    };
    walk(lit, 0);
    return new DenseElementsAttr(type, values, false);
  }

  private denseFromHex(hex: string, type: ShapedType, loc: SourceLoc): DenseElementsAttr {
    if (!/^0x([0-9a-fA-F]{2})*$/.test(hex)) this.error('expected a hex string "0x..." in dense attribute', loc);
    const elt = type.elementType;
    const width = elt instanceof IndexType ? 64 : elt instanceof IntegerType || elt instanceof FloatType ? elt.width : 0;
    const bytes = Math.max(1, Math.ceil(width / 8));
    const n = type.numElements()!;
    const data = hex.slice(2);
    const count = data.length / 2 / bytes;
    if (count !== n && count !== 1) this.error(`hex dense attribute has ${count} elements, '${type.key}' needs ${n}`, loc);
    const values: (bigint | number)[] = [];
    for (let i = 0; i < count; i++) {
      let v = 0n;
      for (let b = bytes - 1; b >= 0; b--) v = (v << 8n) | BigInt(parseInt(data.substr((i * bytes + b) * 2, 2), 16));
      if (elt instanceof FloatType) values.push(bitsToNumber(v, elt.semantics));
      else values.push(normalizeInt(v, elt as IntegerType | IndexType));
    }
    return new DenseElementsAttr(type, values, count === 1 && n !== 1);
  }

  /** `loc(...)`: kept as text, with the first `"file":line:col` extracted for diagnostics. */
  protected parseLocation(): LocationAttr {
    this.consume();
    const open = this.tok.start;
    this.expect('(', 'in location');
    let depth = 1;
    let fileLineCol: { file: string; line: number; col: number } | undefined;
    while (depth > 0) {
      const t = this.tok;
      if (t.kind === 'eof') this.error("expected ')' at end of location");
      if (t.kind === 'hash_identifier') {
        const alias = this.attrAliases.get(t.text.slice(1));
        if (!(alias instanceof LocationAttr)) this.error(`expected location alias, found '${t.text}'`);
        fileLineCol ??= alias.fileLineCol;
      }
      if (t.kind === 'string' && !fileLineCol) {
        this.consume();
        if (this.isPunct(':')) {
          this.consume();
          const line = this.tok.kind === 'integer' ? Number(this.consume().text) : NaN;
          this.expect(':', 'in file location');
          const col = this.tok.kind === 'integer' ? Number(this.consume().text) : NaN;
          if (Number.isNaN(line) || Number.isNaN(col)) this.error('expected line and column in file location');
          fileLineCol = { file: decodeStringLiteral(t.text), line, col };
        }
        continue;
      }
      if (this.isPunct('(') || this.isPunct('[')) depth++;
      else if (this.isPunct(')') || this.isPunct(']')) depth--;
      this.consume();
    }
    const body = this.lexer.source.slice(open + 1, this.tokPrevEnd()).trim();
    return new LocationAttr(body.endsWith(')') ? body.slice(0, -1).trim() : body, fileLineCol);
  }

  /** End offset of the last consumed token (the source just before the current token, trimmed). */
  private tokPrevEnd(): number {
    let e = this.tok.start;
    while (e > 0 && /\s/.test(this.lexer.source[e - 1])) e--;
    return e;
  }
}
