// The MLIR lexer: produces tokens on demand from the source text, with offsets mapped to line:col lazily.

import { DiagnosticError, SourceLoc } from './diagnostics.js';

export type TokenKind =
  | 'eof'
  | 'bare_identifier' // foo, i32, affine.for
  | 'at_identifier' // @foo, @"foo bar"
  | 'hash_identifier' // #map, #arith.fastmath
  | 'percent_identifier' // %0, %arg
  | 'caret_identifier' // ^bb0
  | 'exclamation_identifier' // !llvm.ptr
  | 'integer'
  | 'float'
  | 'string'
  | 'punct';

export interface Token {
  readonly kind: TokenKind;
  /** Source text of the token (for strings: including the quotes). */
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isAlpha = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isHex = (c: number): boolean => isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
// Bare identifiers: letter|_ then letter|digit|_|$|.
const isIdStart = (c: number): boolean => isAlpha(c) || c === 95;
const isIdChar = (c: number): boolean => isAlpha(c) || isDigit(c) || c === 95 || c === 36 || c === 46;
// Suffix ids after % and ^ also allow '-'.
const isSuffixChar = (c: number): boolean => isIdChar(c) || c === 45;

/** A location whose line and column are computed on first use: most parsed locations are never read. */
export class LazyLoc implements SourceLoc {
  private resolved: SourceLoc | undefined;
  constructor(
    private readonly lexer: Lexer,
    private readonly offset: number,
  ) {}
  get file(): string {
    return this.lexer.file;
  }
  get line(): number {
    return (this.resolved ??= this.lexer.locAt(this.offset)).line;
  }
  get col(): number {
    return (this.resolved ??= this.lexer.locAt(this.offset)).col;
  }
}

export class Lexer {
  private pos = 0;
  private lineStarts: number[] | undefined;

  constructor(
    readonly source: string,
    readonly file: string,
  ) {}

  get position(): number {
    return this.pos;
  }

  /** Restarts lexing at `offset` (used to split `4xf64` into `4`, `x`, `f64`). */
  resetPointer(offset: number): void {
    this.pos = offset;
  }

  locAt(offset: number): SourceLoc {
    if (!this.lineStarts) {
      const starts = [0];
      const s = this.source;
      for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === 10) starts.push(i + 1);
      this.lineStarts = starts;
    }
    const starts = this.lineStarts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { file: this.file, line: lo + 1, col: offset - starts[lo] + 1 };
  }

  error(offset: number, message: string): never {
    throw new DiagnosticError(this.locAt(offset), message);
  }

  private skipTrivia(): void {
    const s = this.source;
    for (;;) {
      const c = s.charCodeAt(this.pos);
      if (c === 32 || c === 10 || c === 9 || c === 13) {
        this.pos++;
      } else if (c === 47 && s.charCodeAt(this.pos + 1) === 47) {
        const nl = s.indexOf('\n', this.pos);
        this.pos = nl < 0 ? s.length : nl + 1;
      } else return;
    }
  }

  private tok(kind: TokenKind, start: number): Token {
    return { kind, text: this.source.slice(start, this.pos), start, end: this.pos };
  }

  next(): Token {
    this.skipTrivia();
    const s = this.source;
    const start = this.pos;
    if (start >= s.length) return { kind: 'eof', text: '', start, end: start };
    const c = s.charCodeAt(start);

    if (isIdStart(c)) {
      this.pos++;
      while (isIdChar(s.charCodeAt(this.pos))) this.pos++;
      return this.tok('bare_identifier', start);
    }
    if (isDigit(c)) return this.lexNumber(start);

    switch (c) {
      case 37: // %
      case 94: // ^
        return this.lexSuffixId(start, c === 37 ? 'percent_identifier' : 'caret_identifier');
      case 64: // @
        this.pos++;
        if (s.charCodeAt(this.pos) === 34) {
          this.lexStringBody();
          return this.tok('at_identifier', start);
        }
        if (!isIdStart(s.charCodeAt(this.pos))) this.error(start, "expected identifier after '@'");
        while (isIdChar(s.charCodeAt(this.pos))) this.pos++;
        return this.tok('at_identifier', start);
      case 35: // #
        this.pos++;
        if (s.charCodeAt(this.pos) === 45 && s.charCodeAt(this.pos + 1) === 125) {
          this.pos += 2;
          return this.tok('punct', start); // #-}
        }
        return this.lexPrefixedId(start, 'hash_identifier', '#');
      case 33: // !
        this.pos++;
        return this.lexPrefixedId(start, 'exclamation_identifier', '!');
      case 34: // "
        this.lexStringBody();
        return this.tok('string', start);
      case 45: // -
        this.pos++;
        if (s.charCodeAt(this.pos) === 62) this.pos++; // ->
        return this.tok('punct', start);
      case 46: // .
        if (s.startsWith('...', start)) {
          this.pos += 3;
          return this.tok('punct', start);
        }
        return this.error(start, "unexpected character '.'");
      case 123: // {
        this.pos++;
        if (s.charCodeAt(this.pos) === 45 && s.charCodeAt(this.pos + 1) === 35) {
          this.pos += 2; // {-#
        }
        return this.tok('punct', start);
      case 40:
      case 41:
      case 91:
      case 93:
      case 125:
      case 60:
      case 62:
      case 44:
      case 58:
      case 61:
      case 63:
      case 42:
      case 43:
      case 124: // ( ) [ ] } < > , : = ? * + |
        this.pos++;
        return this.tok('punct', start);
    }
    this.error(start, `unexpected character '${s[start]}'`);
  }

  private lexSuffixId(start: number, kind: TokenKind): Token {
    const s = this.source;
    this.pos++;
    const c = s.charCodeAt(this.pos);
    if (isDigit(c)) {
      while (isDigit(s.charCodeAt(this.pos))) this.pos++;
    } else if (isIdStart(c) || c === 36 || c === 46 || c === 45) {
      while (isSuffixChar(s.charCodeAt(this.pos))) this.pos++;
    } else {
      this.error(start, `invalid ${kind === 'percent_identifier' ? 'SSA' : 'block'} name`);
    }
    return this.tok(kind, start);
  }

  private lexPrefixedId(start: number, kind: TokenKind, prefix: string): Token {
    const s = this.source;
    const c = s.charCodeAt(this.pos);
    if (!(isIdStart(c) || isDigit(c))) this.error(start, `invalid '${prefix}' identifier`);
    while (isIdChar(s.charCodeAt(this.pos)) || s.charCodeAt(this.pos) === 45) this.pos++;
    return this.tok(kind, start);
  }

  private lexNumber(start: number): Token {
    const s = this.source;
    if (s.charCodeAt(start) === 48 && s.charCodeAt(start + 1) === 120 && isHex(s.charCodeAt(start + 2))) {
      this.pos = start + 2;
      while (isHex(s.charCodeAt(this.pos))) this.pos++;
      return this.tok('integer', start);
    }
    while (isDigit(s.charCodeAt(this.pos))) this.pos++;
    if (s.charCodeAt(this.pos) !== 46) return this.tok('integer', start);
    // float: digits '.' digits? exponent?
    this.pos++;
    while (isDigit(s.charCodeAt(this.pos))) this.pos++;
    const e = s.charCodeAt(this.pos);
    if (e === 101 || e === 69) {
      const sign = s.charCodeAt(this.pos + 1);
      const first = sign === 43 || sign === 45 ? this.pos + 2 : this.pos + 1;
      if (isDigit(s.charCodeAt(first))) {
        this.pos = first;
        while (isDigit(s.charCodeAt(this.pos))) this.pos++;
      }
    }
    return this.tok('float', start);
  }

  /** Lexes a "..." string starting at this.pos (the opening quote). */
  private lexStringBody(): void {
    const s = this.source;
    const start = this.pos;
    this.pos++;
    for (;;) {
      const c = s.charCodeAt(this.pos);
      if (Number.isNaN(c) || c === 10) this.error(start, 'expected \'"\' in string literal');
      this.pos++;
      if (c === 34) return;
      if (c === 92) {
        const n = s.charCodeAt(this.pos);
        if (n === 34 || n === 92 || n === 110 || n === 116) this.pos++;
        else if (isHex(n) && isHex(s.charCodeAt(this.pos + 1))) this.pos += 2;
        else this.error(this.pos - 1, 'unknown escape in string literal');
      }
    }
  }
}

/** Decodes the body of a lexed string token (quotes included) into a byte string. */
export function decodeStringLiteral(text: string): string {
  let out = '';
  for (let i = 1; i < text.length - 1; i++) {
    const c = text[i];
    if (c !== '\\') {
      out += c;
      continue;
    }
    const n = text[++i];
    if (n === 'n') out += '\n';
    else if (n === 't') out += '\t';
    else if (n === '"' || n === '\\') out += n;
    else {
      out += String.fromCharCode(parseInt(text.substr(i, 2), 16));
      i++;
    }
  }
  return out;
}
