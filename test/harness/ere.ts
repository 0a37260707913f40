// Translates FileCheck's regex dialect (POSIX ERE as parsed by LLVM's regcomp, REG_NEWLINE) into JavaScript RegExp source.
//
// The parser follows llvm/lib/Support/regcomp.c (p_ere, p_ere_exp, p_bracket) so that the same patterns are accepted
// and rejected with the same messages ("invalid regex: ..."). Strings are byte strings: one char per byte (latin1),
// which is how the harness reads files, so character sets range over 0..255 like LLVM's.

/** regerror() texts of LLVM's regex library, which FileCheck prints after "invalid regex: ". */
export const RegexErrors = {
  ECOLLATE: 'invalid collating element',
  ECTYPE: 'invalid character class',
  EESCAPE: 'trailing backslash (\\)',
  ESUBREG: 'invalid backreference number',
  EBRACK: 'brackets ([ ]) not balanced',
  EPAREN: 'parentheses not balanced',
  EBRACE: 'braces not balanced',
  BADBR: 'invalid repetition count(s)',
  ERANGE: 'invalid character range',
  BADRPT: 'repetition-operator operand invalid',
  EMPTY: 'empty (sub)expression',
} as const;

export class RegexSyntaxError extends Error {}

/** What the translation produced: JS source plus facts the matcher uses. */
export interface TranslatedRegex {
  readonly source: string;
  /** Number of capturing groups, numbered as POSIX numbers them (and as JS does). */
  readonly groupCount: number;
  /** Whether some match could contain a newline (only through a bracket set or a backreference to one). */
  readonly canMatchNewline: boolean;
}

const DUPMAX = 255;
const INFINITY = DUPMAX + 1;

const CLASSES: Record<string, string> = {
  alnum: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  alpha: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
  blank: ' \t',
  cntrl: '\x07\b\t\n\v\f\r\x01\x02\x03\x04\x05\x06\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f\x7f',
  digit: '0123456789',
  graph: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~',
  lower: 'abcdefghijklmnopqrstuvwxyz',
  print: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~ ',
  punct: '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~',
  space: '\t\n\v\f\r ',
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  xdigit: '0123456789ABCDEFabcdef',
};

// Collating-element names of regcomp.c's cnames table ([[.name.]] and [[=name=]]).
const COLLATING_NAMES: Record<string, number> = {
  NUL: 0, SOH: 1, STX: 2, ETX: 3, EOT: 4, ENQ: 5, ACK: 6, BEL: 7, alert: 7, BS: 8, backspace: 8, HT: 9, tab: 9,
  LF: 10, newline: 10, VT: 11, 'vertical-tab': 11, FF: 12, 'form-feed': 12, CR: 13, 'carriage-return': 13, SO: 14,
  SI: 15, DLE: 16, DC1: 17, DC2: 18, DC3: 19, DC4: 20, NAK: 21, SYN: 22, ETB: 23, CAN: 24, EM: 25, SUB: 26, ESC: 27,
  IS4: 28, FS: 28, IS3: 29, GS: 29, IS2: 30, RS: 30, IS1: 31, US: 31, space: 32, 'exclamation-mark': 33,
  'quotation-mark': 34, 'number-sign': 35, 'dollar-sign': 36, 'percent-sign': 37, ampersand: 38, apostrophe: 39,
  'left-parenthesis': 40, 'right-parenthesis': 41, asterisk: 42, 'plus-sign': 43, comma: 44, hyphen: 45,
  'hyphen-minus': 45, period: 46, 'full-stop': 46, slash: 47, solidus: 47, zero: 48, one: 49, two: 50, three: 51,
  four: 52, five: 53, six: 54, seven: 55, eight: 56, nine: 57, colon: 58, semicolon: 59, 'less-than-sign': 60,
  'equals-sign': 61, 'greater-than-sign': 62, 'question-mark': 63, 'commercial-at': 64, 'left-square-bracket': 91,
  backslash: 92, 'reverse-solidus': 92, 'right-square-bracket': 93, circumflex: 94, 'circumflex-accent': 94,
  underscore: 95, 'low-line': 95, 'grave-accent': 96, 'left-brace': 123, 'left-curly-bracket': 123,
  'vertical-line': 124, 'right-brace': 125, 'right-curly-bracket': 125, tilde: 126, DEL: 127,
};

const WORD = '[0-9A-Za-z_]';
const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const isAsciiAlpha = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const otherCase = (c: number): number => (c >= 65 && c <= 90 ? c + 32 : c >= 97 && c <= 122 ? c - 32 : c);
// regcomp compares range ends as (signed) chars, so a range ending in a byte >= 0x80 behaves like C's.
const signedChar = (c: number): number => (c >= 128 && c <= 255 ? c - 256 : c);

/** A JS regex escape for one char, safe both inside and outside a character class. */
function jsChar(code: number): string {
  const ch = String.fromCharCode(code);
  if (/[0-9A-Za-z_]/.test(ch)) return ch;
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** A JS class for a set of byte values; `negated` sets also match every char above 0xff. */
function jsClass(members: ReadonlySet<number>, negated: boolean): string {
  const list = [...members].sort((a, b) => a - b);
  let body = '';
  for (let i = 0; i < list.length; ) {
    let j = i;
    while (j + 1 < list.length && list[j + 1] === list[j] + 1) j++;
    body += j - i >= 2 ? `${jsChar(list[i])}-${jsChar(list[j])}` : list.slice(i, j + 1).map(jsChar).join('');
    i = j + 1;
  }
  if (negated) return body === '' ? '[\\s\\S]' : `[^${body}]`;
  return body === '' ? '[]' : `[${body}]`;
}

/** Recursive-descent parser mirroring regcomp.c for REG_EXTENDED | REG_NEWLINE (and REG_ICASE when asked). */
class EreParser {
  private pos = 0;
  private groupCount = 0;
  private canMatchNewline = false;
  // regcomp remembers where groups 1..9 end; a backreference to a group that has not ended yet is an error.
  private readonly closedGroups = new Set<number>();
  private readonly groupCanMatchNewline = new Map<number, boolean>();

  constructor(
    private readonly re: string,
    private readonly ignoreCase: boolean,
  ) {}

  translate(): TranslatedRegex {
    const source = this.parseEre(undefined);
    return { source, groupCount: this.groupCount, canMatchNewline: this.canMatchNewline };
  }

  private fail(code: keyof typeof RegexErrors): never {
    throw new RegexSyntaxError(RegexErrors[code]);
  }

  private more(): boolean {
    return this.pos < this.re.length;
  }

  private peek(offset = 0): string | undefined {
    return this.re[this.pos + offset];
  }

  private eat(c: string): boolean {
    if (this.peek() !== c) return false;
    this.pos++;
    return true;
  }

  private eatTwo(a: string, b: string): boolean {
    if (this.peek() !== a || this.peek(1) !== b) return false;
    this.pos += 2;
    return true;
  }

  /** Alternatives separated by '|', up to `stop` (')' inside a group). Empty alternatives are errors, as in regcomp. */
  private parseEre(stop: string | undefined): string {
    const branches: string[] = [];
    for (;;) {
      let branch = '';
      let empty = true;
      while (this.more() && this.peek() !== '|' && this.peek() !== stop) {
        branch += this.parseExp();
        empty = false;
      }
      if (empty) this.fail('EMPTY');
      branches.push(branch);
      if (!this.eat('|')) break;
    }
    return branches.length === 1 ? branches[0] : branches.join('|');
  }

  /** One atom and at most one repetition operator. */
  private parseExp(): string {
    const c = this.re[this.pos++];
    let atom: string;
    let wasCaret = false;
    switch (c) {
      case '(': {
        if (!this.more()) this.fail('EPAREN');
        const group = ++this.groupCount;
        const before = this.canMatchNewline;
        this.canMatchNewline = false;
        const inner = this.peek() === ')' ? '' : this.parseEre(')');
        this.groupCanMatchNewline.set(group, this.canMatchNewline);
        this.canMatchNewline ||= before;
        if (group < 10) this.closedGroups.add(group);
        if (!this.eat(')')) this.fail('EPAREN');
        atom = `(${inner})`;
        break;
      }
      case ')':
        this.fail('EPAREN');
      case '^':
        // Under REG_NEWLINE '^' matches at the start of the subject and after any newline.
        atom = '(?<![^\\n])';
        wasCaret = true;
        break;
      case '$':
        atom = '(?![^\\n])';
        break;
      case '|':
        this.fail('EMPTY');
      case '*':
      case '+':
      case '?':
        this.fail('BADRPT');
      case '.':
        atom = '[^\\n]';
        break;
      case '[':
        atom = this.parseBracket();
        break;
      case '\\': {
        if (!this.more()) this.fail('EESCAPE');
        const e = this.re[this.pos++];
        if (e >= '1' && e <= '9') {
          const n = e.charCodeAt(0) - 48;
          if (!this.closedGroups.has(n)) this.fail('ESUBREG');
          if (this.groupCanMatchNewline.get(n)) this.canMatchNewline = true;
          // Grouped so a following digit is not read as part of the group number.
          atom = `(?:\\${n})`;
        } else {
          // Any other escaped char is just itself (so `\d` is the letter d, `\$` a dollar sign).
          atom = this.ordinary(e);
        }
        break;
      }
      case '{':
        if (isDigit(this.peek())) this.fail('BADRPT');
        atom = this.ordinary(c);
        break;
      default:
        atom = this.ordinary(c);
    }
    const op = this.parseRepetition(wasCaret);
    // Wrapping makes the operator apply to the whole atom (and JS accepts it on the assertions ^ and $ become).
    return op === '' ? atom : `(?:${atom})${op}`;
  }

  private parseRepetition(wasCaret: boolean): string {
    const c = this.peek();
    if (!(c === '*' || c === '+' || c === '?' || (c === '{' && isDigit(this.peek(1))))) return '';
    this.pos++;
    if (wasCaret) this.fail('BADRPT');
    let op: string;
    if (c === '{') {
      const from = this.parseCount();
      let to = from;
      if (this.eat(',')) to = isDigit(this.peek()) ? this.parseCount() : INFINITY;
      if (to < from) this.fail('BADBR');
      if (!this.eat('}')) {
        while (this.more() && this.peek() !== '}') this.pos++;
        this.fail(this.more() ? 'BADBR' : 'EBRACE');
      }
      op = to === INFINITY ? `{${from},}` : from === to ? `{${from}}` : `{${from},${to}}`;
    } else {
      op = c;
    }
    const next = this.peek();
    if (next === '*' || next === '+' || next === '?' || (next === '{' && isDigit(this.peek(1)))) this.fail('BADRPT');
    return op;
  }

  private parseCount(): number {
    let count = 0;
    let digits = 0;
    while (this.more() && isDigit(this.peek()) && count <= DUPMAX) {
      count = count * 10 + (this.re.charCodeAt(this.pos++) - 48);
      digits++;
    }
    if (digits === 0 || count > DUPMAX) this.fail('BADBR');
    return count;
  }

  private ordinary(ch: string): string {
    const code = ch.charCodeAt(0);
    if (code === 10) this.canMatchNewline = true;
    if (this.ignoreCase && isAsciiAlpha(code)) return jsClass(new Set([code, otherCase(code)]), false);
    return jsChar(code);
  }

  private parseBracket(): string {
    if (this.re.startsWith('[:<:]]', this.pos)) {
      this.pos += 6;
      return `(?<!${WORD})(?=${WORD})`;
    }
    if (this.re.startsWith('[:>:]]', this.pos)) {
      this.pos += 6;
      return `(?<=${WORD})(?!${WORD})`;
    }
    const set = new Set<number>();
    const invert = this.eat('^');
    if (this.eat(']')) set.add(93);
    else if (this.eat('-')) set.add(45);
    while (this.more() && this.peek() !== ']' && !(this.peek() === '-' && this.peek(1) === ']')) this.parseBracketTerm(set);
    if (this.eat('-')) set.add(45);
    if (!this.eat(']')) this.fail('EBRACK');
    if (this.ignoreCase) for (const c of [...set]) if (isAsciiAlpha(c)) set.add(otherCase(c));
    if (invert) {
      // The complement over bytes, minus newline (REG_NEWLINE); written as a negated class of what stays out.
      const excluded = new Set(set);
      excluded.add(10);
      return jsClass(excluded, true);
    }
    if (set.has(10)) this.canMatchNewline = true;
    return jsClass(set, false);
  }

  private parseBracketTerm(set: Set<number>): void {
    const first = this.peek();
    if (first === '-') this.fail('ERANGE');
    const kind = first === '[' ? this.peek(1) : undefined;
    if (kind === ':') {
      this.pos += 2;
      if (!this.more()) this.fail('EBRACK');
      if (this.peek() === '-' || this.peek() === ']') this.fail('ECTYPE');
      const start = this.pos;
      while (this.more() && /[A-Za-z]/.test(this.peek()!)) this.pos++;
      const chars = CLASSES[this.re.slice(start, this.pos)];
      if (chars === undefined) this.fail('ECTYPE');
      for (const ch of chars) set.add(ch.charCodeAt(0));
      if (!this.more()) this.fail('EBRACK');
      if (!this.eatTwo(':', ']')) this.fail('ECTYPE');
      return;
    }
    if (kind === '=') {
      this.pos += 2;
      if (!this.more()) this.fail('EBRACK');
      if (this.peek() === '-' || this.peek() === ']') this.fail('ECOLLATE');
      set.add(this.collatingElement('='));
      if (!this.more()) this.fail('EBRACK');
      if (!this.eatTwo('=', ']')) this.fail('ECOLLATE');
      return;
    }
    const start = this.bracketSymbol();
    let finish = start;
    if (this.peek() === '-' && this.pos + 1 < this.re.length && this.peek(1) !== ']') {
      this.pos++;
      finish = this.eat('-') ? 45 : this.bracketSymbol();
    }
    if (signedChar(start) > signedChar(finish)) this.fail('ERANGE');
    for (let i = signedChar(start); i <= signedChar(finish); i++) set.add(i < 0 ? i + 256 : i);
  }

  private bracketSymbol(): number {
    if (!this.more()) this.fail('EBRACK');
    if (!this.eatTwo('[', '.')) return this.re.charCodeAt(this.pos++);
    const value = this.collatingElement('.');
    if (!this.eatTwo('.', ']')) this.fail('ECOLLATE');
    return value;
  }

  private collatingElement(end: string): number {
    const start = this.pos;
    while (this.more() && !(this.peek() === end && this.peek(1) === ']')) this.pos++;
    if (!this.more()) this.fail('EBRACK');
    const name = this.re.slice(start, this.pos);
    if (Object.prototype.hasOwnProperty.call(COLLATING_NAMES, name)) return COLLATING_NAMES[name];
    if (name.length === 1) return name.charCodeAt(0);
    this.fail('ECOLLATE');
  }
}

/**
 * Translates an LLVM/POSIX extended regular expression to JS RegExp source (to be used without flags).
 * Throws RegexSyntaxError with LLVM's message when regcomp would reject it.
 */
export function translateEre(re: string, ignoreCase = false): TranslatedRegex {
  return new EreParser(re, ignoreCase).translate();
}
