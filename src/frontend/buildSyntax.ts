// Builds the syntax tree (syntax.ts) from the ANTLR parse tree: decodes constants, normalizes
// declarators, attaches original source locations, and rejects syntactic forms outside the subset.

import { ParserRuleContext, type ParseTree, type TerminalNode, type Token } from 'antlr4ng';
import { DiagnosticError, type SourceLoc } from '../ir/diagnostics.js';
import {
  AbstractDeclaratorContext,
  ArrayAbstractContext,
  ArrayAbstractSuffixContext,
  ArrayDeclaratorContext,
  ArrayQualifierContext,
  AssignmentContext,
  BinaryContext,
  BreakStatementContext,
  CallContext,
  CaseStatementContext,
  CastContext,
  CompoundContext,
  CompoundStatementContext,
  ConditionalContext,
  ContinueStatementContext,
  DeclarationContext,
  DeclarationSpecifiersContext,
  DeclaratorContext,
  DefaultStatementContext,
  DirectAbstractDeclaratorContext,
  DirectDeclaratorContext,
  DoStatementContext,
  ExprContext,
  ExpressionContext,
  ExpressionStatementContext,
  ForStatementContext,
  FunctionAbstractContext,
  FunctionAbstractSuffixContext,
  FunctionDeclaratorContext,
  ExternalDeclarationContext,
  InitDeclaratorContext,
  GotoStatementContext,
  IfStatementContext,
  IndexContext,
  LabeledStatementContext,
  MemberContext,
  NameDeclaratorContext,
  ParameterTypeListContext,
  ParenAbstractContext,
  ParenDeclaratorContext,
  PointerContext,
  PostIncDecContext,
  PragmaLineContext,
  PreIncDecContext,
  ParenthesizedContext,
  IdentifierContext,
  NumberContext,
  CharacterContext,
  StringContext,
  StorageClassSpecifierContext,
  ReturnStatementContext,
  SizeofExprContext,
  SizeofTypeContext,
  SpecifierQualifierListContext,
  StatementContext,
  StructOrUnionSpecifierContext,
  SwitchStatementContext,
  TranslationUnitContext,
  TypeNameContext,
  TypeQualifierContext,
  TypeSpecifierContext,
  UnaryContext,
  WhileStatementContext,
  type InitializerContext,
} from './generated/CParser.js';
import { decodeCharacter, decodeNumber, decodeString } from './literals.js';
import type { LineMap } from './lineMap.js';
import type {
  StorageKeyword,
  SynAssignOp,
  SynBinaryOp,
  SynBlockItem,
  SynCompound,
  SynDeclaration,
  SynDeclarator,
  SynDeclSpecs,
  SynExpr,
  SynExternal,
  SynInitDeclarator,
  SynInvalid,
  SynParam,
  SynPragma,
  SynStmt,
  SynStructMember,
  SynStructSpec,
  SynTranslationUnit,
  SynTypeName,
  SynTypeSpec,
  TypeKeyword,
} from './syntax.js';

export class SyntaxBuilder {
  constructor(private readonly lineMap: LineMap) {}

  /** The items of `ctx`, with the items the parser set apart (at their character offsets) in their places. */
  translationUnit(ctx: TranslationUnitContext, skipped: readonly { offset: number; item: SynInvalid }[] = []): SynTranslationUnit {
    const items: SynExternal[] = [];
    const pending = [...skipped].sort((a, b) => a.offset - b.offset);
    const flushBefore = (offset: number): void => {
      while (pending.length && pending[0]!.offset < offset) items.push(pending.shift()!.item);
    };
    for (const child of ctx.children) {
      if (child instanceof ExternalDeclarationContext) {
        flushBefore(child.start!.start);
        items.push(this.recovering(child, () => this.externalDeclaration(child)));
      } else if (child instanceof PragmaLineContext) {
        flushBefore(child.start!.start);
        items.push(this.pragma(child));
      }
    }
    flushBefore(Infinity);
    return { items };
  }

  /**
   * Builds one item; a construct outside the subset makes it an `invalid` item instead of ending the file, so the
   * rest of the file is still read (and a function polyts cannot translate can be kept as written).
   */
  private recovering<T>(ctx: ParserRuleContext, build: () => T): T | SynInvalid {
    try {
      return build();
    } catch (e) {
      if (!(e instanceof DiagnosticError)) throw e;
      const functionDef = ctx instanceof ExternalDeclarationContext && ctx.compoundStatement() !== null;
      return { kind: 'invalid', loc: this.loc(ctx), error: e, names: declaredNames(ctx), functionDef };
    }
  }

  // ----- locations ------------------------------------------------------------------------------

  private tokenLoc(t: Token): SourceLoc {
    return this.lineMap.locate(t.line, t.column + 1);
  }

  private loc(ctx: ParserRuleContext | TerminalNode): SourceLoc {
    return 'symbol' in ctx ? this.tokenLoc(ctx.symbol) : this.tokenLoc(ctx.start!);
  }

  private unsupported(ctx: ParserRuleContext | TerminalNode, what: string): never {
    throw new DiagnosticError(this.loc(ctx), `unsupported C construct: ${what}`);
  }

  // ----- declarations ---------------------------------------------------------------------------

  /** A function definition or a file-scope declaration (they share a grammar rule, see C.g4). */
  private externalDeclaration(ctx: ExternalDeclarationContext): SynExternal {
    const specs = this.declSpecs(ctx.declarationSpecifiers());
    const first = ctx.declarator();
    const body = ctx.compoundStatement();
    if (first && body) {
      return { kind: 'functionDef', loc: this.loc(ctx), specs, declarator: this.declarator(first), body: this.compound(body) };
    }
    const declarators: SynInitDeclarator[] = [];
    if (first) {
      const init = ctx.initializer();
      declarators.push({ declarator: this.declarator(first), init: init ? this.initializer(init) : undefined, loc: this.loc(first) });
    }
    for (const d of ctx.initDeclarator()) declarators.push(this.initDeclarator(d));
    return { kind: 'declaration', loc: this.loc(ctx), specs, declarators };
  }

  private pragma(ctx: PragmaLineContext): SynPragma {
    const text = ctx.PragmaLine().getText().replace(/^#\s*pragma/, '').trim();
    return { kind: 'pragma', loc: this.loc(ctx), text };
  }

  declaration(ctx: DeclarationContext): SynDeclaration {
    const declarators = ctx.initDeclarator().map((d) => this.initDeclarator(d));
    return { kind: 'declaration', loc: this.loc(ctx), specs: this.declSpecs(ctx.declarationSpecifiers()), declarators };
  }

  private initDeclarator(ctx: InitDeclaratorContext): SynInitDeclarator {
    const init = ctx.initializer();
    return { declarator: this.declarator(ctx.declarator()), init: init ? this.initializer(init) : undefined, loc: this.loc(ctx) };
  }

  private initializer(ctx: InitializerContext): SynExpr {
    const e = ctx.expr();
    if (!e) this.unsupported(ctx, 'initializer list');
    return this.expr(e);
  }

  private declSpecs(ctx: DeclarationSpecifiersContext): SynDeclSpecs {
    const storage: { keyword: StorageKeyword; loc: SourceLoc }[] = [];
    const typeSpecs: SynTypeSpec[] = [];
    const quals: { const?: boolean; volatile?: boolean; restrict?: boolean } = {};
    let inline = false;
    for (const s of ctx.children) {
      if (s instanceof StorageClassSpecifierContext) storage.push({ keyword: s.getText() as StorageKeyword, loc: this.loc(s) });
      else if (s instanceof TypeSpecifierContext) typeSpecs.push(this.typeSpec(s));
      else if (s instanceof TypeQualifierContext) addQualifier(quals, s);
      else inline = true;
    }
    return { loc: this.loc(ctx), storage, typeSpecs, quals, inline };
  }

  private specifierQualifiers(ctx: SpecifierQualifierListContext): SynDeclSpecs {
    const typeSpecs: SynTypeSpec[] = [];
    const quals: { const?: boolean; volatile?: boolean; restrict?: boolean } = {};
    for (const child of ctx.children) {
      if (child instanceof TypeSpecifierContext) typeSpecs.push(this.typeSpec(child));
      else if (child instanceof TypeQualifierContext) addQualifier(quals, child);
    }
    return { loc: this.loc(ctx), storage: [], typeSpecs, quals, inline: false };
  }

  private typeSpec(ctx: TypeSpecifierContext): SynTypeSpec {
    const su = ctx.structOrUnionSpecifier();
    if (su) return this.structSpec(su);
    if (ctx.enumSpecifier()) this.unsupported(ctx, 'enum');
    const td = ctx.TypedefName();
    if (td) return { kind: 'typedefName', name: td.getText(), loc: this.loc(ctx) };
    if (ctx.Complex()) this.unsupported(ctx, '_Complex');
    return { kind: 'keyword', keyword: ctx.getText() as TypeKeyword, loc: this.loc(ctx) };
  }

  private structSpec(ctx: StructOrUnionSpecifierContext): SynStructSpec {
    if (ctx.structOrUnion().Union()) this.unsupported(ctx, 'union');
    const tag = ctx.tag()?.getText();
    if (!ctx.LeftBrace()) return { kind: 'struct', loc: this.loc(ctx), tag };
    const members: SynStructMember[] = ctx.structDeclaration().map((m) => {
      const declarators = (m.structDeclaratorList()?.structDeclarator() ?? []).map((d) => {
        const declarator = d.declarator();
        if (d.Colon() || !declarator) this.unsupported(d, 'bit-field');
        return this.declarator(declarator);
      });
      if (declarators.length === 0) this.unsupported(m, 'anonymous struct member');
      return { loc: this.loc(m), specs: this.specifierQualifiers(m.specifierQualifierList()), declarators };
    });
    return { kind: 'struct', loc: this.loc(ctx), tag, members };
  }

  declarator(ctx: DeclaratorContext): SynDeclarator {
    return this.wrapPointers(ctx.pointer(), this.directDeclarator(ctx.directDeclarator()));
  }

  /** `* const * D`: the leftmost `*` is applied to the base type first, so it becomes the outermost node. */
  private wrapPointers(pointers: PointerContext[], inner: SynDeclarator): SynDeclarator {
    let d = inner;
    for (let i = pointers.length - 1; i >= 0; i--) {
      const p = pointers[i]!;
      const quals: { const?: boolean; volatile?: boolean; restrict?: boolean } = {};
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
    const quals: { const?: boolean; volatile?: boolean; restrict?: boolean } = {};
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
      return { loc: this.loc(p), specs: this.declSpecs(p.declarationSpecifiers()), declarator };
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

  private typeName(ctx: TypeNameContext): SynTypeName {
    const a = ctx.abstractDeclarator();
    return {
      loc: this.loc(ctx),
      specs: this.specifierQualifiers(ctx.specifierQualifierList()),
      declarator: a ? this.abstractDeclarator(a) : { kind: 'abstract', loc: this.loc(ctx) },
    };
  }

  // ----- statements -----------------------------------------------------------------------------

  private compound(ctx: CompoundStatementContext): SynCompound {
    const items: SynBlockItem[] = [];
    for (const child of ctx.children) {
      if (child instanceof DeclarationContext) items.push(this.recovering(child, () => this.declaration(child)));
      else if (child instanceof StatementContext) items.push(this.recovering(child, () => this.statement(child)));
      else if (child instanceof PragmaLineContext) items.push(this.pragma(child));
    }
    return { kind: 'compound', loc: this.loc(ctx), items, endLoc: this.loc(ctx.RightBrace()) };
  }

  private statement(ctx: StatementContext): SynStmt {
    const loc = this.loc(ctx);
    if (ctx instanceof CompoundContext) return this.compound(ctx.compoundStatement());
    if (ctx instanceof ExpressionStatementContext) {
      const e = ctx.expression();
      return { kind: 'expr', loc, expr: e ? this.expression(e) : undefined };
    }
    if (ctx instanceof IfStatementContext) {
      const [then, otherwise] = ctx.statement();
      return {
        kind: 'if',
        loc,
        cond: this.expression(ctx.expression()),
        then: this.statement(then!),
        else: otherwise ? this.statement(otherwise) : undefined,
      };
    }
    if (ctx instanceof WhileStatementContext) {
      return { kind: 'while', loc, cond: this.expression(ctx.expression()), body: this.statement(ctx.statement()) };
    }
    if (ctx instanceof DoStatementContext) {
      return { kind: 'doWhile', loc, body: this.statement(ctx.statement()), cond: this.expression(ctx.expression()) };
    }
    if (ctx instanceof ForStatementContext) {
      const init = ctx.forInit();
      const initDecl = init.declaration();
      const initExpr = init.expression();
      // The condition and step are the expressions after the init clause, told apart by the ';'.
      const semi = ctx.Semi().symbol.tokenIndex;
      let cond: SynExpr | undefined;
      let step: SynExpr | undefined;
      for (const e of ctx.expression()) {
        if (e.start!.tokenIndex < semi) cond = this.expression(e);
        else step = this.expression(e);
      }
      return {
        kind: 'for',
        loc,
        init: initDecl ? this.declaration(initDecl) : initExpr ? this.expression(initExpr) : undefined,
        cond,
        step,
        body: this.statement(ctx.statement()),
      };
    }
    if (ctx instanceof ContinueStatementContext) return { kind: 'continue', loc };
    if (ctx instanceof BreakStatementContext) return { kind: 'break', loc };
    if (ctx instanceof ReturnStatementContext) {
      const e = ctx.expression();
      return { kind: 'return', loc, value: e ? this.expression(e) : undefined };
    }
    if (ctx instanceof GotoStatementContext) this.unsupported(ctx, 'goto statement');
    if (ctx instanceof SwitchStatementContext) this.unsupported(ctx, 'switch statement');
    if (ctx instanceof CaseStatementContext) this.unsupported(ctx, 'case label');
    if (ctx instanceof DefaultStatementContext) this.unsupported(ctx, 'default label');
    if (ctx instanceof LabeledStatementContext) this.unsupported(ctx, 'label');
    return this.unsupported(ctx, 'statement');
  }

  // ----- expressions ----------------------------------------------------------------------------

  /** A comma expression `a, b, c` is left-associative: ((a, b), c). */
  private expression(ctx: ExpressionContext): SynExpr {
    const parts = ctx.expr();
    let e = this.expr(parts[0]!);
    for (let i = 1; i < parts.length; i++) {
      e = { kind: 'comma', loc: this.loc(ctx.Comma(i - 1)!), lhs: e, rhs: this.expr(parts[i]!) };
    }
    return e;
  }

  private expr(ctx: ExprContext): SynExpr {
    const loc = this.loc(ctx);
    if (ctx instanceof IdentifierContext) return { kind: 'ident', loc, name: ctx.Identifier().getText() };
    if (ctx instanceof NumberContext) {
      const text = ctx.Number().getText();
      const c = decodeNumber(text, loc);
      return c.kind === 'int'
        ? { kind: 'int', loc, value: c.value, decimal: c.decimal, unsigned: c.unsigned, longs: c.longs, text }
        : { kind: 'float', loc, value: c.value, suffix: c.suffix, text };
    }
    if (ctx instanceof CharacterContext) return { kind: 'char', loc, value: decodeCharacter(ctx.CharacterConstant().getText(), loc) };
    if (ctx instanceof StringContext) {
      const value = ctx.StringLiteral().map((s) => decodeString(s.getText(), this.loc(s))).join('');
      return { kind: 'string', loc, value };
    }
    if (ctx instanceof ParenthesizedContext) return this.expression(ctx.expression());
    if (ctx instanceof IndexContext) {
      return { kind: 'index', loc, base: this.expr(ctx.expr()), index: this.expression(ctx.expression()) };
    }
    if (ctx instanceof CallContext) {
      const args = (ctx.argumentList()?.expr() ?? []).map((a) => this.expr(a));
      return { kind: 'call', loc, callee: this.expr(ctx.expr()), args };
    }
    if (ctx instanceof MemberContext) {
      const name = (ctx.Identifier() ?? ctx.TypedefName())!.getText();
      return { kind: 'member', loc: this.tokenLoc(ctx._op!), base: this.expr(ctx.expr()), name, arrow: ctx.Arrow() !== null };
    }
    if (ctx instanceof PostIncDecContext) {
      const op = ctx._op!.text as '++' | '--';
      return { kind: 'incDec', loc: this.tokenLoc(ctx._op!), op, prefix: false, operand: this.expr(ctx.expr()) };
    }
    if (ctx instanceof PreIncDecContext) {
      return { kind: 'incDec', loc, op: ctx._op!.text as '++' | '--', prefix: true, operand: this.expr(ctx.expr()) };
    }
    if (ctx instanceof UnaryContext) {
      const op = ctx._op!.text as '+' | '-' | '!' | '~' | '*' | '&';
      return { kind: 'unary', loc, op, operand: this.expr(ctx.expr()) };
    }
    if (ctx instanceof SizeofTypeContext) return { kind: 'sizeofType', loc, typeName: this.typeName(ctx.typeName()) };
    if (ctx instanceof SizeofExprContext) return { kind: 'sizeofExpr', loc, operand: this.expr(ctx.expr()) };
    if (ctx instanceof CastContext) {
      return { kind: 'cast', loc, typeName: this.typeName(ctx.typeName()), operand: this.expr(ctx.expr()) };
    }
    if (ctx instanceof BinaryContext) {
      const [lhs, rhs] = ctx.expr();
      const op = ctx._op!.text as SynBinaryOp;
      return { kind: 'binary', loc: this.tokenLoc(ctx._op!), op, lhs: this.expr(lhs!), rhs: this.expr(rhs!) };
    }
    if (ctx instanceof ConditionalContext) {
      const [cond, otherwise] = ctx.expr();
      return {
        kind: 'conditional',
        loc: this.loc(ctx.Question()),
        cond: this.expr(cond!),
        then: this.expression(ctx.expression()),
        else: this.expr(otherwise!),
      };
    }
    if (ctx instanceof AssignmentContext) {
      const [target, value] = ctx.expr();
      const op = ctx.assignmentOperator();
      return {
        kind: 'assign',
        loc: this.loc(op),
        op: op.getText() as SynAssignOp,
        target: this.expr(target!),
        value: this.expr(value!),
      };
    }
    return this.unsupported(ctx, 'expression');
  }

}

function addQualifier(q: { const?: boolean; volatile?: boolean; restrict?: boolean }, ctx: TypeQualifierContext): void {
  if (ctx.Const()) q.const = true;
  else if (ctx.Volatile()) q.volatile = true;
  else q.restrict = true;
}



/**
 * The names a declaration (or function definition) declares, read from the parse tree: the identifier of each
 * declarator, not those of parameter lists or of the function body.
 */
function declaredNames(ctx: ParserRuleContext): string[] {
  const names: string[] = [];
  const visit = (node: ParseTree): void => {
    if (node instanceof NameDeclaratorContext) {
      names.push(node.Identifier().getText());
      return;
    }
    if (node instanceof ParameterTypeListContext || node instanceof CompoundStatementContext || node instanceof StatementContext || node instanceof StructOrUnionSpecifierContext) return;
    if (node instanceof ParserRuleContext) for (const c of node.children) visit(c);
  };
  visit(ctx);
  return names;
}
