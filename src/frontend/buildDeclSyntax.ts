// The declaration half of the syntax-tree builder: declaration specifiers (types, qualifiers, storage, GNU
// attributes, alignment), declarators with their asm labels, struct/union/enum specifiers, type names and
// initializers with designators. buildSyntax.ts extends it with statements and expressions.

import type { ParseTree, ParserRuleContext, TerminalNode, Token } from 'antlr4ng';
import { DiagnosticError, type SourceLoc } from '../ir/diagnostics.js';
import {
  AbstractDeclaratorContext,
  AlignmentSpecifierContext,
  ArrayAbstractContext,
  ArrayAbstractSuffixContext,
  ArrayDeclaratorContext,
  ArrayQualifierContext,
  AsmLabelContext,
  CompoundStatementContext,
  DeclarationContext,
  DeclarationSpecifiersContext,
  DeclaratorContext,
  DesignatorContext,
  DirectAbstractDeclaratorContext,
  DirectDeclaratorContext,
  EnumSpecifierContext,
  ExprContext,
  ExpressionContext,
  FunctionAbstractContext,
  FunctionAbstractSuffixContext,
  FunctionDeclaratorContext,
  FunctionSpecifierContext,
  GnuAttributeContext,
  InitDeclaratorContext,
  InitializerContext,
  InitializerListContext,
  NameDeclaratorContext,
  ParameterTypeListContext,
  ParenAbstractContext,
  ParenDeclaratorContext,
  PointerContext,
  SpecifierQualifierListContext,
  StaticAssertDeclarationContext,
  StorageClassSpecifierContext,
  StructOrUnionSpecifierContext,
  TypeNameContext,
  TypeQualifierContext,
  TypeSpecifierContext,
} from './generated/CParser.js';
import { decodeString } from './literals.js';
import type { LineMap } from './lineMap.js';
import type {
  StorageKeyword,
  SynAttribute,
  SynCompound,
  SynDeclaration,
  SynDeclarator,
  SynDeclSpecs,
  SynDesignator,
  SynExpr,
  SynInitDeclarator,
  SynInitializer,
  SynInitList,
  SynMemberDeclarator,
  SynParam,
  SynStaticAssert,
  SynStructMember,
  SynStructSpec,
  SynEnumSpec,
  SynTypeName,
  SynTypeSpec,
  TypeKeyword,
} from './syntax.js';

type MutableQualifiers = { const?: boolean; volatile?: boolean; restrict?: boolean; atomic?: boolean };

export abstract class DeclSyntaxBuilder {
  constructor(protected readonly lineMap: LineMap) {}

  protected abstract expr(ctx: ExprContext): SynExpr;
  protected abstract expression(ctx: ExpressionContext): SynExpr;
  protected abstract compound(ctx: CompoundStatementContext): SynCompound;

  // ----- locations ------------------------------------------------------------------------------

  protected tokenLoc(t: Token): SourceLoc {
    return this.lineMap.locate(t.line, t.column + 1);
  }

  protected loc(ctx: ParserRuleContext | TerminalNode): SourceLoc {
    return 'symbol' in ctx ? this.tokenLoc(ctx.symbol) : this.tokenLoc(ctx.start!);
  }

  protected unsupported(ctx: ParserRuleContext | TerminalNode, what: string): never {
    throw new DiagnosticError(this.loc(ctx), `unsupported C construct: ${what}`);
  }

  // ----- declarations ---------------------------------------------------------------------------

  declaration(ctx: DeclarationContext): SynDeclaration {
    const declarators = ctx.initDeclarator().map((d) => this.initDeclarator(d));
    return { kind: 'declaration', loc: this.loc(ctx), specs: this.declSpecs(ctx.declarationSpecifiers()), declarators };
  }

  staticAssert(ctx: StaticAssertDeclarationContext): SynStaticAssert {
    const strings = ctx.StringLiteral();
    const message = strings.length ? strings.map((s) => decodeString(s.getText(), this.loc(s))).join('') : undefined;
    return { kind: 'staticAssert', loc: this.loc(ctx), cond: this.expr(ctx.expr()), message };
  }

  protected initDeclarator(ctx: InitDeclaratorContext): SynInitDeclarator {
    return this.declaratorWithInit(ctx.declarator(), ctx.initializer());
  }

  protected declaratorWithInit(d: DeclaratorContext, init: InitializerContext | null): SynInitDeclarator {
    const extras = this.declaratorExtras(d);
    return { declarator: this.declarator(d), init: init ? this.initializer(init) : undefined, loc: this.loc(d), ...extras };
  }

  /** The attributes and asm label written in and after a declarator (those inside nested parentheses too). */
  protected declaratorExtras(d: DeclaratorContext): { attributes: SynAttribute[]; asmLabel?: string } {
    const attributes: SynAttribute[] = [];
    let asmLabel: string | undefined;
    const visit = (ctx: ParserRuleContext): void => {
      for (const child of ctx.children) {
        if (child instanceof GnuAttributeContext) attributes.push(...this.attribute(child));
        else if (child instanceof AsmLabelContext) asmLabel = child.StringLiteral().map((s) => decodeString(s.getText(), this.loc(s))).join('');
        else if (child instanceof PointerContext || child instanceof DeclaratorContext || child instanceof ParenDeclaratorContext) visit(child);
        else if (child instanceof ArrayDeclaratorContext || child instanceof FunctionDeclaratorContext) visit(child.directDeclarator());
      }
    };
    visit(d);
    return { attributes, asmLabel };
  }

  /** `__attribute__((a, b(1), c))`: one entry per attribute, names without surrounding underscores. */
  protected attribute(ctx: GnuAttributeContext): SynAttribute[] {
    return ctx.attributeItem().map((item) => {
      const name = item.attributeName().getText().replace(/^__(.*)__$/, '$1');
      const loc = this.loc(item);
      if (!item.LeftParen()) return { name, loc };
      if (item.balancedTokens().length > 0) return { name, loc, opaque: true };
      return { name, loc, args: item.expr().map((e) => this.expr(e)) };
    });
  }

  protected attributesOf(list: readonly GnuAttributeContext[]): SynAttribute[] {
    return list.flatMap((a) => this.attribute(a));
  }

  protected declSpecs(ctx: DeclarationSpecifiersContext): SynDeclSpecs {
    return this.specifiers(ctx, ctx.children);
  }

  protected specifierQualifiers(ctx: SpecifierQualifierListContext): SynDeclSpecs {
    return this.specifiers(ctx, ctx.children);
  }

  private specifiers(ctx: ParserRuleContext, children: readonly ParseTree[]): SynDeclSpecs {
    const storage: { keyword: StorageKeyword; loc: SourceLoc }[] = [];
    const typeSpecs: SynTypeSpec[] = [];
    const quals: MutableQualifiers = {};
    const attributes: SynAttribute[] = [];
    const alignas: (SynExpr | SynTypeName)[] = [];
    let inline = false;
    let noreturn = false;
    for (const s of children) {
      if (s instanceof StorageClassSpecifierContext) {
        const keyword = s.ThreadLocal() ? '_Thread_local' : (s.getText() as StorageKeyword);
        storage.push({ keyword, loc: this.loc(s) });
      } else if (s instanceof TypeSpecifierContext) typeSpecs.push(this.typeSpec(s));
      else if (s instanceof TypeQualifierContext) addQualifier(quals, s);
      else if (s instanceof FunctionSpecifierContext) {
        if (s.Noreturn()) noreturn = true;
        else inline = true;
      } else if (s instanceof GnuAttributeContext) attributes.push(...this.attribute(s));
      else if (s instanceof AlignmentSpecifierContext) {
        const tn = s.typeName();
        alignas.push(tn ? this.typeName(tn) : this.expr(s.expr()!));
      }
      // `__extension__` is ignored.
    }
    return { loc: this.loc(ctx), storage, typeSpecs, quals, inline, noreturn, attributes, alignas };
  }

  private typeSpec(ctx: TypeSpecifierContext): SynTypeSpec {
    const loc = this.loc(ctx);
    const su = ctx.structOrUnionSpecifier();
    if (su) return this.structSpec(su);
    const en = ctx.enumSpecifier();
    if (en) return this.enumSpec(en);
    const td = ctx.TypedefName();
    if (td) return { kind: 'typedefName', name: td.getText(), loc };
    const tof = ctx.typeofSpecifier();
    if (tof) {
      const tn = tof.typeName();
      return { kind: 'typeof', loc, operand: tn ? this.typeName(tn) : this.expression(tof.expression()!) };
    }
    const at = ctx.atomicTypeSpecifier();
    if (at) return { kind: 'atomic', loc, typeName: this.typeName(at.typeName()) };
    if (ctx.ExtendedFloat()) return { kind: 'extendedFloat', name: ctx.getText(), loc };
    if (ctx.AutoType()) return { kind: 'autoType', loc };
    if (ctx.Complex()) return { kind: 'keyword', keyword: '_Complex', loc };
    if (ctx.Int128()) return { kind: 'keyword', keyword: '__int128', loc };
    if (ctx.Signed()) return { kind: 'keyword', keyword: 'signed', loc };
    return { kind: 'keyword', keyword: ctx.getText() as TypeKeyword, loc };
  }

  private structSpec(ctx: StructOrUnionSpecifierContext): SynStructSpec {
    const union = ctx.structOrUnion().Union() !== null;
    const tag = ctx.tag()?.getText();
    const attributes = this.attributesOf(ctx.gnuAttribute());
    if (!ctx.LeftBrace()) return { kind: 'struct', loc: this.loc(ctx), union, tag, attributes };
    const members: SynStructMember[] = ctx.structDeclaration().map((m) => {
      const declarators: SynMemberDeclarator[] = (m.structDeclaratorList()?.structDeclarator() ?? []).map((d) => {
        const declarator = d.declarator();
        const bits = d.expr();
        const own = this.attributesOf(d.gnuAttribute());
        if (!declarator) return { declarator: { kind: 'abstract', loc: this.loc(d) }, bits: bits ? this.expr(bits) : undefined, attributes: own, loc: this.loc(d) };
        const extras = this.declaratorExtras(declarator);
        return {
          declarator: this.declarator(declarator),
          bits: bits ? this.expr(bits) : undefined,
          attributes: [...extras.attributes, ...own],
          loc: this.loc(d),
        };
      });
      return { loc: this.loc(m), specs: this.specifierQualifiers(m.specifierQualifierList()), declarators };
    });
    return { kind: 'struct', loc: this.loc(ctx), union, tag, members, attributes };
  }

  private enumSpec(ctx: EnumSpecifierContext): SynEnumSpec {
    const tag = ctx.tag()?.getText();
    if (!ctx.LeftBrace()) return { kind: 'enum', loc: this.loc(ctx), tag };
    const enumerators = ctx.enumerator().map((e) => {
      const v = e.expr();
      return { name: e.Identifier().getText(), value: v ? this.expr(v) : undefined, loc: this.loc(e) };
    });
    return { kind: 'enum', loc: this.loc(ctx), tag, enumerators };
  }

  declarator(ctx: DeclaratorContext): SynDeclarator {
    return this.wrapPointers(ctx.pointer(), this.directDeclarator(ctx.directDeclarator()));
  }

  /** `* const * D`: the leftmost `*` is applied to the base type first, so it becomes the outermost node. */
  private wrapPointers(pointers: PointerContext[], inner: SynDeclarator): SynDeclarator {
    let d = inner;
    for (let i = pointers.length - 1; i >= 0; i--) {
      const p = pointers[i]!;
      const quals: MutableQualifiers = {};
      for (const q of p.typeQualifier()) addQualifier(quals, q);
      d = { kind: 'pointer', quals, inner: d, loc: this.loc(p) };
    }
    return d;
  }

  private directDeclarator(ctx: DirectDeclaratorContext): SynDeclarator {
    if (ctx instanceof NameDeclaratorContext) {
      return { kind: 'name', name: ctx.Identifier().getText(), loc: this.loc(ctx) };
    }
    if (ctx instanceof ParenDeclaratorContext) return this.declarator(ctx.declarator());
    if (ctx instanceof ArrayDeclaratorContext) {
      return this.arrayDerivation(this.directDeclarator(ctx.directDeclarator()), ctx, ctx.arrayQualifier(), ctx.expr());
    }
    if (ctx instanceof FunctionDeclaratorContext) {
      return this.functionDerivation(this.directDeclarator(ctx.directDeclarator()), ctx, ctx.parameterTypeList());
    }
    return this.unsupported(ctx, 'declarator');
  }

  private arrayDerivation(
    inner: SynDeclarator,
    ctx: ParserRuleContext,
    qualifiers: ArrayQualifierContext[],
    size: ExprContext | null,
  ): SynDeclarator {
    const quals: MutableQualifiers = {};
    for (const q of qualifiers) {
      const tq = q.typeQualifier();
      if (tq) addQualifier(quals, tq);
      // `static` in parameter brackets only promises a minimum size; it changes nothing for us.
    }
    return { kind: 'array', inner, size: size ? this.expr(size) : undefined, quals, loc: this.loc(ctx) };
  }

  private functionDerivation(inner: SynDeclarator, ctx: ParserRuleContext, list: ParameterTypeListContext | null): SynDeclarator {
    if (!list) return { kind: 'function', inner, params: undefined, variadic: false, loc: this.loc(ctx) };
    const params: SynParam[] = list.parameterDeclaration().map((p) => {
      const d = p.declarator();
      const a = p.abstractDeclarator();
      const declarator: SynDeclarator = d
        ? this.declarator(d)
        : a
          ? this.abstractDeclarator(a)
          : { kind: 'abstract', loc: this.loc(p) };
      const attributes = d ? this.declaratorExtras(d).attributes : [];
      return { loc: this.loc(p), specs: this.declSpecs(p.declarationSpecifiers()), declarator, attributes };
    });
    return { kind: 'function', inner, params, variadic: list.Ellipsis() !== null, loc: this.loc(ctx) };
  }

  private abstractDeclarator(ctx: AbstractDeclaratorContext): SynDeclarator {
    const direct = ctx.directAbstractDeclarator();
    const inner: SynDeclarator = direct ? this.directAbstract(direct) : { kind: 'abstract', loc: this.loc(ctx) };
    return this.wrapPointers(ctx.pointer(), inner);
  }

  private directAbstract(ctx: DirectAbstractDeclaratorContext): SynDeclarator {
    const here: SynDeclarator = { kind: 'abstract', loc: this.loc(ctx) };
    if (ctx instanceof ParenAbstractContext) return this.abstractDeclarator(ctx.abstractDeclarator());
    if (ctx instanceof ArrayAbstractContext) return this.arrayDerivation(here, ctx, ctx.arrayQualifier(), ctx.expr());
    if (ctx instanceof FunctionAbstractContext) return this.functionDerivation(here, ctx, ctx.parameterTypeList());
    if (ctx instanceof ArrayAbstractSuffixContext) {
      const inner = this.directAbstract(ctx.directAbstractDeclarator());
      return this.arrayDerivation(inner, ctx, ctx.arrayQualifier(), ctx.expr());
    }
    if (ctx instanceof FunctionAbstractSuffixContext) {
      return this.functionDerivation(this.directAbstract(ctx.directAbstractDeclarator()), ctx, ctx.parameterTypeList());
    }
    return this.unsupported(ctx, 'abstract declarator');
  }

  protected typeName(ctx: TypeNameContext): SynTypeName {
    const a = ctx.abstractDeclarator();
    return {
      loc: this.loc(ctx),
      specs: this.specifierQualifiers(ctx.specifierQualifierList()),
      declarator: a ? this.abstractDeclarator(a) : { kind: 'abstract', loc: this.loc(ctx) },
    };
  }

  // ----- initializers ---------------------------------------------------------------------------

  protected initializer(ctx: InitializerContext): SynInitializer {
    const e = ctx.expr();
    if (e) return this.expr(e);
    return this.initList(ctx, ctx.initializerList());
  }

  protected initList(ctx: ParserRuleContext, list: InitializerListContext | null): SynInitList {
    const items = (list?.designatedInitializer() ?? []).map((item) => ({
      loc: this.loc(item),
      designators: item.designator().map((d) => this.designator(d)),
      init: this.initializer(item.initializer()),
    }));
    return { kind: 'initList', loc: this.loc(ctx), items };
  }

  protected designator(ctx: DesignatorContext): SynDesignator {
    const name = ctx.Identifier() ?? ctx.TypedefName();
    if (name) return { kind: 'field', name: name.getText(), loc: this.loc(name) };
    const [index, last] = ctx.expr();
    return { kind: 'index', index: this.expr(index!), last: last ? this.expr(last) : undefined, loc: this.loc(ctx) };
  }
}

function addQualifier(q: MutableQualifiers, ctx: TypeQualifierContext): void {
  if (ctx.Const()) q.const = true;
  else if (ctx.Volatile()) q.volatile = true;
  else if (ctx.Atomic()) q.atomic = true;
  else q.restrict = true;
}
