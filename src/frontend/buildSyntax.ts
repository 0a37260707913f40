// Builds the syntax tree (syntax.ts) from the ANTLR parse tree: decodes constants, normalizes
// declarators, attaches original source locations. The declaration half is in buildDeclSyntax.ts.

import { ParserRuleContext, type ParseTree } from 'antlr4ng';
import { DiagnosticError } from '../ir/diagnostics.js';
import { DeclSyntaxBuilder } from './buildDeclSyntax.js';
import {
  AlignofExprContext,
  AlignofTypeContext,
  AsmStatementContext,
  AsmStatementStatementContext,
  AssignmentContext,
  AttributeStatementContext,
  BinaryContext,
  BreakStatementContext,
  CallContext,
  CaseStatementContext,
  CastContext,
  CharacterContext,
  CompoundContext,
  CompoundLiteralContext,
  CompoundStatementContext,
  ConditionalContext,
  ContinueStatementContext,
  DeclarationContext,
  DefaultStatementContext,
  DoStatementContext,
  ExprContext,
  ExpressionContext,
  ExpressionStatementContext,
  ExternalDeclarationContext,
  ForStatementContext,
  GenericSelectionContext,
  GnuAttributeContext,
  GotoStatementContext,
  IdentifierContext,
  IfStatementContext,
  IndexContext,
  LabeledStatementContext,
  MemberContext,
  NameDeclaratorContext,
  NumberContext,
  OffsetOfContext,
  ParameterTypeListContext,
  ParenthesizedContext,
  PostIncDecContext,
  PragmaLineContext,
  PreIncDecContext,
  ReturnStatementContext,
  SizeofExprContext,
  SizeofTypeContext,
  StatementContext,
  StatementExpressionContext,
  StaticAssertDeclarationContext,
  StringContext,
  StructOrUnionSpecifierContext,
  SwitchStatementContext,
  TranslationUnitContext,
  TypesCompatibleContext,
  UnaryContext,
  VaArgContext,
  WhileStatementContext,
} from './generated/CParser.js';
import { decodeCharacter, decodeNumber, decodeString } from './literals.js';
import type {
  SynAssignOp,
  SynBinaryOp,
  SynBlockItem,
  SynCompound,
  SynDesignator,
  SynExpr,
  SynExternal,
  SynInitDeclarator,
  SynInvalid,
  SynPragma,
  SynStmt,
  SynTranslationUnit,
} from './syntax.js';

export class SyntaxBuilder extends DeclSyntaxBuilder {
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
      } else if (child instanceof StaticAssertDeclarationContext) {
        flushBefore(child.start!.start);
        items.push(this.recovering(child, () => this.staticAssert(child)));
      } else if (child instanceof AsmStatementContext) {
        flushBefore(child.start!.start);
        items.push({ kind: 'asm', loc: this.loc(child) });
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

  /** A function definition or a file-scope declaration (they share a grammar rule, see C.g4). */
  private externalDeclaration(ctx: ExternalDeclarationContext): SynExternal {
    const specs = this.declSpecs(ctx.declarationSpecifiers());
    const first = ctx.declarator();
    const body = ctx.compoundStatement();
    if (first && body) {
      const { attributes, asmLabel } = this.declaratorExtras(first);
      return { kind: 'functionDef', loc: this.loc(ctx), specs, declarator: this.declarator(first), body: this.compound(body), attributes, asmLabel };
    }
    const declarators: SynInitDeclarator[] = [];
    if (first) declarators.push(this.declaratorWithInit(first, ctx.initializer()));
    for (const d of ctx.initDeclarator()) declarators.push(this.initDeclarator(d));
    return { kind: 'declaration', loc: this.loc(ctx), specs, declarators };
  }

  private pragma(ctx: PragmaLineContext): SynPragma {
    const text = ctx.PragmaLine().getText().replace(/^#\s*pragma/, '').trim();
    return { kind: 'pragma', loc: this.loc(ctx), text };
  }

  // ----- statements -----------------------------------------------------------------------------

  protected compound(ctx: CompoundStatementContext): SynCompound {
    const items: SynBlockItem[] = [];
    for (const child of ctx.children) {
      if (child instanceof DeclarationContext) {
        // `__attribute__((fallthrough));` reads as a declaration with only attributes: it is an empty statement.
        const onlyAttributes = child.initDeclarator().length === 0 && child.declarationSpecifiers().children.every((c) => c instanceof GnuAttributeContext);
        items.push(onlyAttributes ? { kind: 'expr', loc: this.loc(child) } : this.recovering(child, () => this.declaration(child)));
      } else if (child instanceof StatementContext) items.push(this.recovering(child, () => this.statement(child)));
      else if (child instanceof PragmaLineContext) items.push(this.pragma(child));
      else if (child instanceof StaticAssertDeclarationContext) items.push(this.staticAssert(child));
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
    if (ctx instanceof GotoStatementContext) return { kind: 'goto', loc, label: ctx.Identifier().getText() };
    if (ctx instanceof SwitchStatementContext) {
      return { kind: 'switch', loc, cond: this.expression(ctx.expression()), body: this.statement(ctx.statement()) };
    }
    if (ctx instanceof CaseStatementContext) {
      const [value, last] = ctx.expr();
      return { kind: 'case', loc, value: this.expr(value!), last: last ? this.expr(last) : undefined, body: this.statement(ctx.statement()) };
    }
    if (ctx instanceof DefaultStatementContext) return { kind: 'default', loc, body: this.statement(ctx.statement()) };
    if (ctx instanceof LabeledStatementContext) {
      return { kind: 'label', loc, name: ctx.Identifier().getText(), body: this.statement(ctx.statement()) };
    }
    // `__attribute__((fallthrough));` only informs warnings.
    if (ctx instanceof AttributeStatementContext) return { kind: 'expr', loc };
    if (ctx instanceof AsmStatementStatementContext) return { kind: 'asm', loc };
    return this.unsupported(ctx, 'statement');
  }

  // ----- expressions ----------------------------------------------------------------------------

  /** A comma expression `a, b, c` is left-associative: ((a, b), c). */
  protected expression(ctx: ExpressionContext): SynExpr {
    const parts = ctx.expr();
    let e = this.expr(parts[0]!);
    for (let i = 1; i < parts.length; i++) {
      e = { kind: 'comma', loc: this.loc(ctx.Comma(i - 1)!), lhs: e, rhs: this.expr(parts[i]!) };
    }
    return e;
  }

  protected expr(ctx: ExprContext): SynExpr {
    const loc = this.loc(ctx);
    if (ctx instanceof IdentifierContext) return { kind: 'ident', loc, name: ctx.Identifier().getText() };
    if (ctx instanceof NumberContext) {
      const text = ctx.Number().getText();
      const c = decodeNumber(text, loc);
      return c.kind === 'int'
        ? { kind: 'int', loc, value: c.value, decimal: c.decimal, unsigned: c.unsigned, longs: c.longs, text }
        : { kind: 'float', loc, value: c.value, suffix: c.suffix, text };
    }
    if (ctx instanceof CharacterContext) {
      return { kind: 'char', loc, value: decodeCharacter(ctx.CharacterConstant().getText().replace(/^[LuU]/, ''), loc) };
    }
    if (ctx instanceof StringContext) {
      // `u8"..."` is a char string like any other; L, u and U strings have wider elements.
      let wide = false;
      const value = ctx
        .StringLiteral()
        .map((s) => {
          const text = s.getText();
          const prefix = /^(u8|L|u|U)?/.exec(text)![0];
          if (prefix && prefix !== 'u8') wide = true;
          return decodeString(text.slice(prefix.length), this.loc(s));
        })
        .join('');
      return wide ? { kind: 'string', loc, value, wide } : { kind: 'string', loc, value };
    }
    if (ctx instanceof ParenthesizedContext) return this.expression(ctx.expression());
    if (ctx instanceof StatementExpressionContext) return { kind: 'stmtExpr', loc, body: this.compound(ctx.compoundStatement()) };
    if (ctx instanceof CompoundLiteralContext) {
      return { kind: 'compoundLiteral', loc, typeName: this.typeName(ctx.typeName()), init: this.initList(ctx, ctx.initializerList()) };
    }
    if (ctx instanceof VaArgContext) return { kind: 'vaArg', loc, operand: this.expr(ctx.expr()), typeName: this.typeName(ctx.typeName()) };
    if (ctx instanceof OffsetOfContext) {
      const m = ctx.offsetofMember();
      const names = [...m.Identifier(), ...m.TypedefName()].sort((a, b) => a.symbol.tokenIndex - b.symbol.tokenIndex);
      const exprs = m.expr();
      // The member path after the first name, in source order: `.name` and `[index]` steps.
      const path: SynDesignator[] = [];
      let ni = 1;
      let ei = 0;
      for (const child of m.children.slice(1)) {
        const text = child.getText();
        if (text === '.') {
          const n = names[ni++]!;
          path.push({ kind: 'field', name: n.getText(), loc: this.loc(n) });
        } else if (text === '[') {
          const e = exprs[ei++]!;
          path.push({ kind: 'index', index: this.expr(e), loc: this.loc(e) });
        }
      }
      return { kind: 'offsetof', loc, typeName: this.typeName(ctx.typeName()), member: names[0]!.getText(), path };
    }
    if (ctx instanceof TypesCompatibleContext) {
      const [a, b] = ctx.typeName();
      return { kind: 'typesCompatible', loc, a: this.typeName(a!), b: this.typeName(b!) };
    }
    if (ctx instanceof GenericSelectionContext) {
      const associations = ctx.genericAssociation().map((a) => {
        const tn = a.typeName();
        return { typeName: tn ? this.typeName(tn) : undefined, value: this.expr(a.expr()), loc: this.loc(a) };
      });
      return { kind: 'generic', loc, control: this.expr(ctx.expr()), associations };
    }
    if (ctx instanceof AlignofTypeContext) return { kind: 'alignofType', loc, typeName: this.typeName(ctx.typeName()) };
    if (ctx instanceof AlignofExprContext) return { kind: 'alignofExpr', loc, operand: this.expr(ctx.expr()) };
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
      const text = ctx._op!.text!;
      // `__extension__ e` is `e` (it only silences pedantic warnings).
      if (text === '__extension__') return this.expr(ctx.expr());
      const op = (text.startsWith('__real') ? '__real__' : text.startsWith('__imag') ? '__imag__' : text) as '+' | '-' | '!' | '~' | '*' | '&' | '__real__' | '__imag__';
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
