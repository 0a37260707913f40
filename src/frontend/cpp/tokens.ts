// Preprocessing tokens of a C file (translation phases 1-3 as gcc does them in GNU C11/C17): backslash-newline
// splicing, comments to white space, pp-numbers, literals with prefixes, punctuators, header names after #include.

import type { HideSet } from './hideSets.js';

/** Thrown (and caught by the driver) when the in-process preprocessor is not certain to do what gcc does. */
export class FallBack extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

export type TokKind = 'ident' | 'number' | 'string' | 'char' | 'punct' | 'header' | 'other' | 'bad';

/** Where a macro's tokens were expanded: the outermost macro name's (presumed) file and line. */
export interface ExpansionPoint {
  readonly file: string;
  readonly line: number;
}

/** A token; lexed tokens are shared by every use of a file, so what changes them works on a copy. */
export class Tok {
  constructor(
    readonly kind: TokKind,
    readonly text: string,
    /** White space (or a comment) before the token. */
    public white: boolean,
    /** First token of a logical line. */
    readonly bol: boolean,
    /** Line of the token's first character: physical in a lexed file, presumed in a copy. */
    public line: number,
    /** Presumed file name of a copy (undefined: a token of the file being read, lexed once and shared). */
    public file: string | undefined = undefined,
    /** Spelled in a system header (true), elsewhere (false), in gcc's built-in definitions (null); see `file`. */
    public sys: boolean | null | undefined = undefined,
    /** Macros that must not expand this token (Prosser's hide set). */
    public hide: HideSet | undefined = undefined,
    public exp: ExpansionPoint | undefined = undefined,
  ) {}

  copy(): Tok {
    return new Tok(this.kind, this.text, this.white, this.bol, this.line, this.file, this.sys, this.hide, this.exp);
  }

  /** A copy with another spelling (a pasted, stringized or computed token). */
  respelled(kind: TokKind, text: string): Tok {
    return new Tok(kind, text, this.white, this.bol, this.line, this.file, this.sys, this.hide, this.exp);
  }
}

const enum C {
  Tab = 9, Nl = 10, Vt = 11, Ff = 12, Cr = 13, Space = 32, Quote = 34, Hash = 35, Dollar = 36, Apos = 39,
  Star = 42, Plus = 43, Minus = 45, Dot = 46, Slash = 47, D0 = 48, D9 = 57, Lt = 60, Gt = 62, UA = 65, UZ = 90,
  Backslash = 92, Under = 95, LA = 97, LZ = 122,
}

const isIdChar = (c: number): boolean =>
  (c >= C.LA && c <= C.LZ) || (c >= C.UA && c <= C.UZ) || (c >= C.D0 && c <= C.D9) || c === C.Under || c === C.Dollar;
const isDigit = (c: number): boolean => c >= C.D0 && c <= C.D9;
const isBlank = (c: number): boolean => c === C.Space || c === C.Tab || c === C.Ff || c === C.Vt || c === C.Cr;

const punctuators3 = new Set(['...', '<<=', '>>=']);
const punctuators2 = new Set(['->', '++', '--', '<<', '>>', '<=', '>=', '==', '!=', '&&', '||', '*=', '/=', '%=', '+=', '-=', '&=', '^=', '|=', '##']);
const digraphs = new Set(['<:', ':>', '<%', '%>', '%:']);
const punctuators1 = new Set('[](){}.&*+-~!/%<>^|?:;=,#');

/** Text with phases 1-2 done: CRLF as LF, backslash-(blanks-)newline removed; `splices` holds where lines were joined. */
interface Spliced {
  readonly text: string;
  readonly splices: readonly number[];
}

function splice(raw: string): Spliced {
  let text = raw.includes('\r') ? raw.replace(/\r\n/g, '\n') : raw;
  if (text.includes('\r')) throw new FallBack('a carriage return outside CR LF');
  if (text.includes('\0')) throw new FallBack('a NUL byte');
  const splices: number[] = [];
  if (!/\\[ \t\f\v]*\n/.test(text)) return { text, splices };
  let out = '';
  let from = 0;
  for (const m of text.matchAll(/\\[ \t\f\v]*\n/g)) {
    out += text.slice(from, m.index);
    splices.push(out.length);
    from = m.index! + m[0].length;
  }
  text = out + text.slice(from);
  return { text, splices };
}

/** The file's tokens; a directive is a `#` with `bol` and the tokens up to the next `bol`. */
export function lexFile(raw: string): Tok[] {
  const { text, splices } = splice(raw);
  if (text.endsWith('\\')) throw new FallBack('a backslash at the end of a file');
  const tokens: Tok[] = [];
  const n = text.length;
  let i = 0;
  let line = 1;
  let spliceAt = 0;
  let bol = true;
  let white = false;
  // The line of position p: 1 + newlines before p + splices at or before p (counted as the lexer passes them).
  const advanceTo = (to: number): void => {
    for (let k = i; k < to; k++) if (text.charCodeAt(k) === C.Nl) line++;
    i = to;
  };
  const syncSplices = (): void => {
    while (spliceAt < splices.length && splices[spliceAt]! <= i) {
      line++;
      spliceAt++;
    }
  };
  const push = (kind: TokKind, end: number): void => {
    tokens.push(new Tok(kind, text.slice(i, end), white, bol, line));
    bol = false;
    white = false;
    i = end;
  };
  while (i < n) {
    syncSplices();
    const c = text.charCodeAt(i);
    if (c === C.Nl) {
      line++;
      i++;
      bol = true;
      white = false;
      continue;
    }
    if (isBlank(c)) {
      i++;
      white = true;
      continue;
    }
    if (c === C.Slash) {
      const d = text.charCodeAt(i + 1);
      if (d === C.Slash) {
        let e = text.indexOf('\n', i);
        if (e < 0) e = n;
        advanceTo(e);
        white = true;
        continue;
      }
      if (d === C.Star) {
        const e = text.indexOf('*/', i + 2);
        if (e < 0) throw new FallBack('an unterminated comment');
        advanceTo(e + 2);
        white = true;
        continue;
      }
    }
    if (c >= 0x80) throw new FallBack('a byte outside ASCII');
    if (isDigit(c) || (c === C.Dot && isDigit(text.charCodeAt(i + 1)))) {
      let e = i + 1;
      for (;;) {
        const d = text.charCodeAt(e);
        if (isIdChar(d) || d === C.Dot) e++;
        else if ((d === C.Plus || d === C.Minus) && /[eEpP]/.test(text[e - 1]!)) e++;
        else break;
      }
      if (e < n && text.charCodeAt(e) >= 0x80) throw new FallBack('a byte outside ASCII');
      push('number', e);
      continue;
    }
    if (isIdChar(c)) {
      let e = i + 1;
      while (e < n && isIdChar(text.charCodeAt(e))) e++;
      const word = text.slice(i, e);
      const q = text.charCodeAt(e);
      if ((q === C.Quote || q === C.Apos) && (word === 'L' || word === 'u' || word === 'U' || (word === 'u8' && q === C.Quote))) {
        pushLiteral(e, q);
        continue;
      }
      if (q === C.Quote && /^(u8|u|U|L)?R$/.test(word)) throw new FallBack('a raw string literal');
      if (q === C.Backslash || q >= 0x80) throw new FallBack('an extended identifier');
      push('ident', e);
      continue;
    }
    if (c === C.Quote || c === C.Apos) {
      pushLiteral(i, c);
      continue;
    }
    if (c === C.Lt && isHeaderNamePlace(tokens)) {
      const e = text.indexOf('>', i);
      const nl = text.indexOf('\n', i);
      if (e > 0 && (nl < 0 || e < nl)) {
        push('header', e + 1);
        continue;
      }
    }
    const three = text.slice(i, i + 3);
    if (punctuators3.has(three)) {
      push('punct', i + 3);
      continue;
    }
    const two = text.slice(i, i + 2);
    if (punctuators2.has(two)) {
      push('punct', i + 2);
      continue;
    }
    if (digraphs.has(two)) throw new FallBack('a digraph');
    if (punctuators1.has(text[i]!)) {
      push('punct', i + 1);
      continue;
    }
    if (c === C.Backslash && /[uU]/.test(text[i + 1] ?? '')) throw new FallBack('a universal character name');
    push('other', i + 1);
  }
  return tokens;

  function pushLiteral(quoteAt: number, quote: number): void {
    let e = quoteAt + 1;
    for (;;) {
      if (e >= n || text.charCodeAt(e) === C.Nl) {
        // Unterminated: like gcc, the rest of the line is one token, an error only where it is not skipped.
        let end = text.indexOf('\n', quoteAt);
        if (end < 0) end = n;
        push('bad', end);
        return;
      }
      const d = text.charCodeAt(e);
      if (d === C.Backslash) e += 2;
      else if (d === quote) break;
      else e++;
    }
    push(quote === C.Quote ? 'string' : 'char', e + 1);
  }
}

/** After `# include`, `# include_next` or `__has_include (`, gcc reads `<...>` as one header name. */
function isHeaderNamePlace(tokens: readonly Tok[]): boolean {
  const k = tokens.length;
  const last = tokens[k - 1];
  if (!last) return false;
  if ((last.text === 'include' || last.text === 'include_next' || last.text === 'import') && !last.bol) {
    const hash = tokens[k - 2];
    return hash !== undefined && hash.bol && hash.text === '#';
  }
  if (last.text === '(') {
    const name = tokens[k - 2]?.text;
    return name === '__has_include' || name === '__has_include_next';
  }
  return false;
}

/** The tokens of `text` if it is exactly one token (pasting), else undefined. */
export function lexOne(text: string): Tok | undefined {
  let toks: Tok[];
  try {
    toks = lexFile(text);
  } catch {
    return undefined;
  }
  if (toks.length !== 1 || toks[0]!.kind === 'bad' || toks[0]!.kind === 'header' || toks[0]!.text !== text) return undefined;
  return toks[0];
}
