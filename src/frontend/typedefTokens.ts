// Tells typedef names from other identifiers while parsing (C's "lexer hack"): a token stream that
// labels identifier tokens from the typedef scopes, and the parse listener that keeps those scopes.

import { CommonTokenStream, Token, type ParserRuleContext, type ParseTreeListener, type TokenSource } from 'antlr4ng';
import {
  CParser,
  CompoundStatementContext,
  DeclarationContext,
  DeclaratorContext,
  DirectDeclaratorContext,
  ForStatementContext,
  FunctionDeclaratorContext,
  ExternalDeclarationContext,
  NameDeclaratorContext,
  ArrayDeclaratorContext,
  ParenDeclaratorContext,
} from './generated/CParser.js';
import { builtinTypedefNames } from './ctypes.js';

const typeSpecifierTokens = new Set([
  CParser.Void,
  CParser.Char,
  CParser.Short,
  CParser.Int,
  CParser.Long,
  CParser.Float,
  CParser.Double,
  CParser.Signed,
  CParser.Unsigned,
  CParser.Bool,
  CParser.Int128,
  CParser.ExtendedFloat,
  CParser.TypedefName,
  CParser.Star,
]);

/** Nested scopes of ordinary identifiers, recording for each name whether it is a typedef. */
export class TypedefScopes {
  private readonly scopes: Map<string, boolean>[] = [new Map(builtinTypedefNames.map((n) => [n, true]))];

  isTypedef(name: string): boolean {
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      const v = this.scopes[i]!.get(name);
      if (v !== undefined) return v;
    }
    return false;
  }

  declare(name: string, isTypedef: boolean): void {
    this.scopes[this.scopes.length - 1]!.set(name, isTypedef);
  }

  push(): void {
    this.scopes.push(new Map());
  }

  pop(): void {
    if (this.scopes.length > 1) this.scopes.pop();
  }
}

/**
 * A token stream whose lookahead tokens are labelled TypedefName or Identifier from the scopes as
 * they are when the parser looks at them. Consumed tokens keep their label, so the parse tree
 * stays consistent; lookahead labels are refreshed because the stream may have buffered a token
 * before the declaration that changes its meaning was complete.
 */
export class TypedefTokenStream extends CommonTokenStream {
  constructor(
    source: TokenSource,
    private readonly scopes: TypedefScopes,
  ) {
    super(source);
  }

  override LT(k: number): Token | null {
    const t = super.LT(k);
    if (k > 0 && t && (t.type === CParser.Identifier || t.type === CParser.TypedefName)) {
      const typedef = this.scopes.isTypedef(t.text ?? '') && !this.followsTypeSpecifier(t.tokenIndex);
      (t as { type: number }).type = typedef ? CParser.TypedefName : CParser.Identifier;
    }
    return t;
  }

  /**
   * True after a type specifier or `*`, where a typedef name cannot be a type (C99 6.7.2p2 allows
   * one type specifier set per declaration), so `int T;` or `double *T` declares a variable T that
   * hides the typedef.
   */
  private followsTypeSpecifier(index: number): boolean {
    for (let i = index - 1; i >= 0; i--) {
      const prev = this.tokens[i]!;
      if (prev.channel !== Token.DEFAULT_CHANNEL) continue;
      return typeSpecifierTokens.has(prev.type);
    }
    return false;
  }
}

/** Updates the typedef scopes as the parser enters and leaves blocks and finishes declarations. */
export class TypedefScopeListener implements ParseTreeListener {
  constructor(private readonly scopes: TypedefScopes) {}

  visitTerminal(): void {}
  visitErrorNode(): void {}

  enterEveryRule(ctx: ParserRuleContext): void {
    if (ctx instanceof CompoundStatementContext) {
      const fn = ctx.parent;
      if (fn instanceof ExternalDeclarationContext && fn.declarator()) {
        // A function body: the function's name is visible in it, and its parameters hide typedefs there.
        const name = declaratorName(fn.declarator());
        if (name) this.scopes.declare(name, false);
        this.scopes.push();
        for (const p of parameterNames(fn.declarator()!)) this.scopes.declare(p, false);
      } else {
        this.scopes.push();
      }
    } else if (ctx instanceof ForStatementContext) {
      this.scopes.push();
    }
  }

  exitEveryRule(ctx: ParserRuleContext): void {
    if (ctx instanceof CompoundStatementContext || ctx instanceof ForStatementContext) {
      this.scopes.pop();
    } else if (ctx instanceof DeclarationContext || (ctx instanceof ExternalDeclarationContext && !ctx.compoundStatement())) {
      // A rule left by a syntax error may be incomplete: it declares nothing (the parse is abandoned anyway).
      const specifiers = ctx.declarationSpecifiers() as ReturnType<typeof ctx.declarationSpecifiers> | null;
      if (!specifiers) return;
      const isTypedef = specifiers.storageClassSpecifier().some((s) => s.Typedef() !== null);
      const declarators: (DeclaratorContext | null)[] = ctx.initDeclarator().map((d) => d.declarator());
      if (ctx instanceof ExternalDeclarationContext) declarators.unshift(ctx.declarator());
      for (const d of declarators) {
        const name = declaratorName(d);
        if (name) this.scopes.declare(name, isTypedef);
      }
    }
  }
}

function innermostDirect(d: DeclaratorContext): DirectDeclaratorContext | null {
  let dd: DirectDeclaratorContext | null = d.directDeclarator();
  while (dd) {
    if (dd instanceof NameDeclaratorContext) return dd;
    if (dd instanceof ParenDeclaratorContext) dd = dd.declarator()?.directDeclarator() ?? null;
    else if (dd instanceof ArrayDeclaratorContext || dd instanceof FunctionDeclaratorContext) dd = dd.directDeclarator();
    else return null;
  }
  return null;
}

function declaratorName(d: DeclaratorContext | null): string | undefined {
  if (!d) return undefined;
  const n = innermostDirect(d);
  return n instanceof NameDeclaratorContext ? ((n.Identifier() as ReturnType<typeof n.Identifier> | null)?.getText() ?? undefined) : undefined;
}

/** The parameter names of a function definition's declarator (the function declarator nearest the name). */
function parameterNames(d: DeclaratorContext): string[] {
  let dd: DirectDeclaratorContext | null = d.directDeclarator();
  let fn: FunctionDeclaratorContext | undefined;
  while (dd) {
    if (dd instanceof FunctionDeclaratorContext) {
      fn = dd;
      dd = dd.directDeclarator();
    } else if (dd instanceof ArrayDeclaratorContext) {
      dd = dd.directDeclarator();
    } else if (dd instanceof ParenDeclaratorContext) {
      dd = dd.declarator()?.directDeclarator() ?? null;
    } else {
      break;
    }
  }
  const names: string[] = [];
  for (const p of fn?.parameterTypeList()?.parameterDeclaration() ?? []) {
    const pd = p.declarator();
    const name = pd ? declaratorName(pd) : undefined;
    if (name) names.push(name);
  }
  return names;
}
