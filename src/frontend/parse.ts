// Parses preprocessed C with the ANTLR-generated parser and builds the syntax tree. A lexical or syntax error is a
// DiagnosticError at its original file:line:col; it sets its top-level item apart (an invalid item) and the rest of
// the file is read, or ends the parse when the item cannot be delimited.

import {
  BaseErrorListener,
  CommonTokenFactory,
  Parser,
  PredictionMode,
  Token,
  type ATNSimulator,
  type RecognitionException,
  type Recognizer,
} from 'antlr4ng';
import { DiagnosticError, type SourceLoc } from '../ir/diagnostics.js';
import { SyntaxBuilder } from './buildSyntax.js';
import { charStreamOf } from './textCharStream.js';
import { itemAround, withoutItem } from './itemRecovery.js';
import { CLexer } from './generated/CLexer.js';
import { CParser, type TranslationUnitContext } from './generated/CParser.js';
import { LineMap, type SourceReader } from './lineMap.js';
import type { SynInvalid, SynTranslationUnit } from './syntax.js';
import { TypedefScopeListener, TypedefScopes, TypedefTokenStream } from './typedefTokens.js';

export interface ParseResult {
  readonly unit: SynTranslationUnit;
  readonly lineMap: LineMap;
}

/**
 * Parses `text` (the preprocessor's output for `file`, or plain C without directives). `readSource`
 * reads original files to recover columns; by default from disk.
 */
export function parseC(text: string, file: string, readSource?: SourceReader): ParseResult {
  const lineMap = new LineMap(text, file, readSource);
  // A syntax error sets its top-level item apart (blanked out, reported as an invalid item) and the file is
  // parsed again without it, so one construct the grammar lacks costs one function, not the whole file.
  const skipped: { offset: number; item: SynInvalid }[] = [];
  let current = text;
  for (;;) {
    try {
      const tree = parseBothWays(current, lineMap);
      const unit = new SyntaxBuilder(lineMap).translationUnit(tree, skipped);
      return { unit, lineMap };
    } catch (e) {
      if (!(e instanceof ParseError) || skipped.length >= maxSkippedItems) throw e;
      const item = itemAround(current, e.offset);
      if (!item) throw e;
      // The second failure at the same place is in the declaration left of a definition: drop it too.
      const again = skipped.some((s) => s.offset === item.start);
      if (!again) {
        const loc = lineMap.locate(...lineAndColumn(current, item.start));
        skipped.push({ offset: item.start, item: { kind: 'invalid', loc, error: e, names: item.names, functionDef: item.functionDef } });
      }
      current = withoutItem(current, item, again);
    }
  }
}

/** Items set apart for syntax errors before the whole file counts as unreadable. */
const maxSkippedItems = 64;

/**
 * SLL prediction is much faster than full LL and suffices for nearly all input; when it reports a syntax error,
 * the parse is redone with full LL so a valid program is never rejected by SLL's weaker prediction, and a real
 * error is reported from the LL parse.
 */
function parseBothWays(text: string, lineMap: LineMap): TranslationUnitContext {
  try {
    return runParser(text, lineMap, PredictionMode.SLL);
  } catch (e) {
    if (!(e instanceof DiagnosticError)) throw e;
    return runParser(text, lineMap, PredictionMode.LL);
  }
}

/** 1-based line and column of character `offset`. */
function lineAndColumn(text: string, offset: number): [number, number] {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return [line, offset - lineStart + 1];
}

/** The character offset of 1-based `line` and 0-based `column`. */
function offsetOf(text: string, line: number, column: number): number {
  let at = 0;
  for (let l = 1; l < line; l++) {
    const nl = text.indexOf('\n', at);
    if (nl < 0) break;
    at = nl + 1;
  }
  return at + column;
}

/** A lexical or syntax error, with the character offset where it was found. */
export class ParseError extends DiagnosticError {
  constructor(
    loc: SourceLoc,
    message: string,
    readonly offset: number,
  ) {
    super(loc, message);
  }
}

function runParser(text: string, lineMap: LineMap, mode: number): TranslationUnitContext {
  const lexer = new CLexer(charStreamOf(text));
  // Token text is read many times (typedef lookups, the syntax builder): compute it once per token.
  lexer.tokenFactory = new CommonTokenFactory(true);
  const scopes = new TypedefScopes();
  const tokens = new TypedefTokenStream(lexer, scopes);
  const parser = new CParser(tokens);
  const listener = new FirstErrorListener(lineMap, tokens, text);
  lexer.removeErrorListeners();
  lexer.addErrorListener(listener);
  parser.removeErrorListeners();
  parser.addErrorListener(listener);
  parser.addParseListener(new TypedefScopeListener(scopes));
  parser.interpreter.predictionMode = mode;
  return parser.translationUnit();
}

/** Turns the first error ANTLR reports into a DiagnosticError with a readable message. */
class FirstErrorListener extends BaseErrorListener {
  constructor(
    private readonly lineMap: LineMap,
    private readonly tokens: TypedefTokenStream,
    private readonly text: string,
  ) {
    super();
  }

  override syntaxError<S extends Token, T extends ATNSimulator>(
    recognizer: Recognizer<T>,
    offendingSymbol: S | null,
    line: number,
    column: number,
    msg: string,
    _e: RecognitionException | null,
  ): void {
    const loc = this.lineMap.locate(line, column + 1);
    if (!(recognizer instanceof Parser) || !offendingSymbol) throw new ParseError(loc, lexicalMessage(msg), offsetOf(this.text, line, column));
    const at = offendingSymbol.type === Token.EOF ? this.text.length : offendingSymbol.start;
    const unknownType = this.unknownTypeName(offendingSymbol);
    if (unknownType) throw new ParseError(unknownType.loc, unknownType.diagnostic, at);
    throw new ParseError(loc, syntaxMessage(recognizer, offendingSymbol), at);
  }

  /** `foo x;` with `foo` not a type: two identifiers in a row at the start of a declaration. */
  private unknownTypeName(offending: Token): DiagnosticError | undefined {
    if (offending.type !== CParser.Identifier) return undefined;
    const prev = this.previousToken(offending.tokenIndex);
    if (!prev || prev.type !== CParser.Identifier) return undefined;
    const before = this.previousToken(prev.tokenIndex);
    const starts = new Set([
      CParser.Semi,
      CParser.LeftBrace,
      CParser.RightBrace,
      CParser.LeftParen,
      CParser.Comma,
      CParser.Static,
      CParser.Extern,
      CParser.Const,
      CParser.Volatile,
      CParser.Inline,
      CParser.Register,
      CParser.Auto,
      CParser.Typedef,
      CParser.PragmaLine,
    ]);
    if (before && !starts.has(before.type)) return undefined;
    return new DiagnosticError(this.tokenLoc(prev), `unknown type name '${prev.text}'`);
  }

  private previousToken(index: number): Token | undefined {
    for (let i = index - 1; i >= 0; i--) {
      const t = this.tokens.get(i);
      if (t.channel === Token.DEFAULT_CHANNEL) return t;
    }
    return undefined;
  }

  private tokenLoc(t: Token): SourceLoc {
    return this.lineMap.locate(t.line, t.column + 1);
  }
}

function lexicalMessage(msg: string): string {
  const m = /token recognition error at: '([\s\S]*)'$/.exec(msg);
  if (!m) return msg;
  const text = m[1]!;
  if (text.startsWith('"')) return `missing terminating '"' character`;
  if (text.startsWith("'")) return "missing terminating ' character";
  return `unexpected character '${text[0]}'`;
}

function describeToken(t: Token): string {
  return t.type === Token.EOF ? 'end of input' : `'${t.text}'`;
}

function syntaxMessage(parser: Parser, offending: Token): string {
  if (offending.type === CParser.Directive) {
    return `unexpected preprocessor directive '${offending.text?.trim()}' (the input must be preprocessed)`;
  }
  let expected: number[] = [];
  try {
    expected = parser.getExpectedTokens().toArray();
  } catch {
    expected = [];
  }
  const where = offending.type === Token.EOF ? 'at end of input' : `before '${offending.text}'`;
  if (offending.type === Token.EOF && expected.includes(CParser.RightBrace)) return `expected '}' ${where}`;
  if (expected.includes(CParser.Identifier) && expected.includes(CParser.Number) && !expected.includes(CParser.Int)) {
    return `expected expression ${where}`;
  }
  const names = expected
    .map((t) => parser.vocabulary.getLiteralName(t))
    .filter((n): n is string => n !== null);
  if (expected.length > 0 && expected.length <= 3 && names.length === expected.length) {
    return `expected ${names.join(' or ')} ${where}`;
  }
  return `unexpected ${describeToken(offending)}`;
}
