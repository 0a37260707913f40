// Token-level parsing shared by the type, attribute, affine and operation parsers: lookahead, punctuation,
// keywords, literals, and errors pointing at the offending token.

import { DiagnosticError, SourceLoc } from './diagnostics.js';
import { LazyLoc, Lexer, Token, decodeStringLiteral } from './lexer.js';

export class TokenParser {
  protected readonly lexer: Lexer;
  protected tok: Token;

  constructor(source: string, file: string) {
    this.lexer = new Lexer(source, file);
    this.tok = this.lexer.next();
  }

  get file(): string {
    return this.lexer.file;
  }

  loc(): SourceLoc {
    return new LazyLoc(this.lexer, this.tok.start);
  }

  locAt(offset: number): SourceLoc {
    return new LazyLoc(this.lexer, offset);
  }

  error(message: string, loc?: SourceLoc): never {
    throw new DiagnosticError(loc ?? this.loc(), message);
  }

  /** Describes the current token for "expected X" messages. */
  protected tokenDescription(): string {
    return this.tok.kind === 'eof' ? 'end of file' : `'${this.tok.text}'`;
  }

  /** The current token's kind (a method, so narrowing does not survive consume()). */
  protected kind(): Token['kind'] {
    return this.tok.kind;
  }

  protected consume(): Token {
    const t = this.tok;
    this.tok = this.lexer.next();
    return t;
  }

  /** Re-lexes from `offset`, discarding the current token (splits `4xf64` after the `x`). */
  protected resetTo(offset: number): void {
    this.lexer.resetPointer(offset);
    this.tok = this.lexer.next();
  }

  protected isPunct(p: string): boolean {
    return this.tok.kind === 'punct' && this.tok.text === p;
  }

  protected consumeIf(p: string): boolean {
    if (this.tok.kind === 'punct' && this.tok.text === p) {
      this.tok = this.lexer.next();
      return true;
    }
    return false;
  }

  protected expect(p: string, context?: string): void {
    if (!this.consumeIf(p)) this.error(`expected '${p}'${context ? ' ' + context : ''}, found ${this.tokenDescription()}`);
  }

  protected isKeyword(kw: string): boolean {
    return this.tok.kind === 'bare_identifier' && this.tok.text === kw;
  }

  protected consumeKeywordIf(kw: string): boolean {
    if (this.isKeyword(kw)) {
      this.consume();
      return true;
    }
    return false;
  }

  // --- OpAsmParser punctuation API ---
  isNext(p: string): boolean {
    return this.isPunct(p) || (this.tok.kind === 'bare_identifier' && this.tok.text === p);
  }
  parseOptionalPunctuation(p: string): boolean {
    return this.consumeIf(p);
  }
  parseComma(): void {
    this.expect(',');
  }
  parseOptionalComma(): boolean {
    return this.consumeIf(',');
  }
  parseColon(): void {
    this.expect(':');
  }
  parseOptionalColon(): boolean {
    return this.consumeIf(':');
  }
  parseEqual(): void {
    this.expect('=');
  }
  parseOptionalEqual(): boolean {
    return this.consumeIf('=');
  }
  parseArrow(): void {
    this.expect('->');
  }
  parseOptionalArrow(): boolean {
    return this.consumeIf('->');
  }
  parseLParen(): void {
    this.expect('(');
  }
  parseOptionalLParen(): boolean {
    return this.consumeIf('(');
  }
  parseRParen(): void {
    this.expect(')');
  }
  parseOptionalRParen(): boolean {
    return this.consumeIf(')');
  }
  parseLSquare(): void {
    this.expect('[');
  }
  parseOptionalLSquare(): boolean {
    return this.consumeIf('[');
  }
  parseRSquare(): void {
    this.expect(']');
  }
  parseOptionalRSquare(): boolean {
    return this.consumeIf(']');
  }
  parseLess(): void {
    this.expect('<');
  }
  parseOptionalLess(): boolean {
    return this.consumeIf('<');
  }
  parseGreater(): void {
    this.expect('>');
  }
  parseOptionalLBrace(): boolean {
    return this.consumeIf('{');
  }

  parseKeyword(kw: string): void {
    if (!this.consumeKeywordIf(kw)) this.error(`expected '${kw}', found ${this.tokenDescription()}`);
  }

  /** Consumes any bare identifier (or one of `kws` when given) and returns it. */
  parseOptionalKeyword(kws?: readonly string[]): string | undefined {
    if (this.tok.kind !== 'bare_identifier') return undefined;
    if (kws && !kws.includes(this.tok.text)) return undefined;
    return this.consume().text;
  }

  parseIdentifier(): string {
    if (this.tok.kind !== 'bare_identifier') this.error(`expected identifier, found ${this.tokenDescription()}`);
    return this.consume().text;
  }

  /** An integer literal with an optional leading minus. */
  parseOptionalInteger(): bigint | undefined {
    if (this.tok.kind === 'integer') return BigInt(this.consume().text);
    if (this.isPunct('-')) {
      const save = this.tok.start;
      this.consume();
      if (this.kind() === 'integer') return -BigInt(this.consume().text);
      this.resetTo(save);
    }
    return undefined;
  }

  parseInteger(): bigint {
    const v = this.parseOptionalInteger();
    if (v === undefined) this.error(`expected integer value, found ${this.tokenDescription()}`);
    return v;
  }

  /** A small integer as a JS number (errors beyond the safe range). */
  parseSmallInteger(what = 'integer'): number {
    const loc = this.loc();
    const v = this.parseInteger();
    if (v > BigInt(Number.MAX_SAFE_INTEGER) || v < BigInt(Number.MIN_SAFE_INTEGER)) this.error(`${what} is out of range`, loc);
    return Number(v);
  }

  parseOptionalString(): string | undefined {
    if (this.tok.kind !== 'string') return undefined;
    return decodeStringLiteral(this.consume().text);
  }

  parseString(): string {
    const s = this.parseOptionalString();
    if (s === undefined) this.error(`expected string, found ${this.tokenDescription()}`);
    return s;
  }

  parseOptionalSymbolName(): string | undefined {
    if (this.tok.kind !== 'at_identifier') return undefined;
    const t = this.consume().text;
    return t[1] === '"' ? decodeStringLiteral(t.slice(1)) : t.slice(1);
  }

  parseSymbolName(): string {
    const s = this.parseOptionalSymbolName();
    if (s === undefined) this.error(`expected symbol name (@name), found ${this.tokenDescription()}`);
    return s;
  }

  /** Parses `elt (, elt)*` between `open` and `close`; an empty list is allowed. */
  protected parseCommaSeparatedList(open: string, close: string, elt: () => void, context?: string): void {
    this.expect(open, context);
    if (this.consumeIf(close)) return;
    do elt();
    while (this.consumeIf(','));
    this.expect(close, context);
  }
}
