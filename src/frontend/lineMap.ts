// Maps positions in preprocessed text back to the original file:line:col, from gcc line markers
// (lines) and a token alignment against the original source (columns, which cpp does not keep).

import { readFileSync } from 'node:fs';
import type { SourceLoc } from '../ir/diagnostics.js';

interface LineOrigin {
  readonly file: string;
  readonly line: number;
  /** From a system header (marker flag 3): its columns are not recovered (nobody edits those files). */
  readonly system?: boolean;
}

interface PositionedToken {
  readonly text: string;
  readonly line: number;
  readonly col: number;
}

/** Reads an original source file for column recovery; undefined when it cannot be read. */
export type SourceReader = (file: string) => string | undefined;

const defaultReader: SourceReader = (file) => {
  try {
    return readFileSync(file, 'latin1');
  } catch {
    return undefined;
  }
};

// `# 12 "file.c" 1 3` (gcc output) or `#line 12 "file.c"` / `#line 12`.
const markerPattern = /^#\s*(?:line\s+)?(\d+)(?:\s+"((?:[^"\\]|\\.)*)"((?:\s+\d+)*))?/;

/**
 * A whole line the lexer reads as a line marker (hidden) and LineMap reads as one: only such lines are dropped. Not
 * one with more after the marker, or a comment's end (under -C, a marker-like line inside a comment may end it).
 */
const droppableMarker = /^#[ \t]*(?:line[ \t]+)?\d+(?:[ \t]+"(?:[^"\\]|\\.)*"(?:[ \t]+\d+)*)?[ \t]*$/;
/**
 * Preprocessed text with its blank lines and markers left out, and a marker (`# 12`, or `# 12 "file"` when the
 * file or its system flag changes) before each line that does not follow the one before it: every other line keeps
 * its text, its tokens and, through a LineMap, its origin. Pruned text is mostly empty header lines and the markers
 * between them (gemm.c: 4432 lines, 417 markers, 149 lines of code), which the lexer and LineMap would read one
 * by one. Lines after the last line of code are kept as they are, so the end of input keeps its position. Text
 * with a carriage return (which LineMap and the lexer count apart), or with a marker line that is more than a
 * marker (see below), is returned as it is.
 */
export function compactLines(text: string): string {
  if (text.includes('\r')) return text;
  const lines = text.split('\n');
  let last = lines.length - 1;
  while (last >= 0 && (isBlank(lines[last]!) || isMarker(lines[last]!))) last--;
  if (last < 0) return text;
  const out: string[] = [];
  // The origin of the line read (file null: LineMap's default, no marker named one yet), and the one LineMap would
  // give the next line written. Plain variables: this runs cold, once per line of every file.
  let file: string | null = null;
  let line = 1;
  let system = false;
  let name = ''; // the last file name read, as written (escaped)
  let nextFile: string | null = null;
  let nextLine = 1;
  let nextSystem = false;
  for (let i = 0; i <= last; i++) {
    const l = lines[i]!;
    const m = l.charCodeAt(0) === 35 ? markerPattern.exec(l) : null;
    if (m) {
      // A marker line with more on it than a marker: its tokens take the origin of the next line that is not a
      // marker, which may be an empty one. Such text is not worth compacting.
      if (!isMarker(l)) return text;
      line = Number(m[1]);
      if (line > Number.MAX_SAFE_INTEGER) return text; // written back, it would not read the same
      if (m[2] !== undefined) {
        name = m[2];
        file = unescapeCString(m[2]);
        system = m[3]!.split(/\s+/).includes('3');
      }
      continue;
    }
    if (!isBlank(l)) {
      // A file or flag that changed was named by a marker, so `name` is its name.
      if (file !== nextFile || system !== nextSystem) out.push(`# ${line} "${name}"${system ? ' 3' : ''}`);
      else if (line !== nextLine) out.push(`# ${line}`);
      out.push(l);
      nextFile = file;
      nextLine = line + 1;
      nextSystem = system;
    }
    line++;
  }
  for (let i = last + 1; i < lines.length; i++) out.push(lines[i]!);
  return out.join('\n');
}

/** Does the lexer skip the whole line (its Whitespace rule)? */
function isBlank(line: string): boolean {
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 12 && c !== 11) return false;
  }
  return true;
}

function isMarker(line: string): boolean {
  return line.startsWith('#') && droppableMarker.test(line) && !line.includes('*/');
}

/**
 * The origin of every line of a preprocessor's output. gcc keeps line numbers through markers but
 * collapses whitespace inside lines and replaces macro names by their expansions, so the column of a
 * token is recovered by aligning the tokens of the output line with those of the original lines it
 * came from (a longest common subsequence); a token that came out of a macro expansion gets the
 * position of the macro use it replaced.
 */
export class LineMap {
  private readonly origins: (LineOrigin | undefined)[] = [];
  private readonly lines: string[];
  private readonly columnCache = new Map<number, Map<number, SourceLoc>>();
  private readonly fileTokens = new Map<string, readonly (readonly PositionedToken[])[] | undefined>();

  constructor(
    text: string,
    private readonly defaultFile: string,
    private readonly readSource: SourceReader = defaultReader,
  ) {
    this.lines = text.split(/\r\n|\r|\n/);
    let current: LineOrigin = { file: defaultFile, line: 1 };
    for (let i = 0; i < this.lines.length; i++) {
      const m = markerPattern.exec(this.lines[i]!);
      if (m) {
        this.origins.push(undefined);
        const system = m[3] !== undefined ? m[3].split(/\s+/).includes('3') : current.system;
        current = { file: m[2] !== undefined ? unescapeCString(m[2]) : current.file, line: Number(m[1]), system };
      } else {
        this.origins.push(current);
        current = { file: current.file, line: current.line + 1, system: current.system };
      }
    }
  }

  /** The original location of 1-based `line` and `col` in the preprocessed text. */
  locate(line: number, col: number): SourceLoc {
    const index = Math.min(Math.max(line, 1), this.lines.length) - 1;
    const origin = this.originAt(index);
    if (!origin) return { file: this.defaultFile, line, col };
    if (origin.system) return { file: origin.file, line: origin.line, col, system: true };
    const columns = this.columnsOf(index);
    const exact = columns.get(col);
    if (exact) return exact;
    // Not a token start (e.g. end of input): use the nearest token to the left, else the line itself.
    let best: SourceLoc | undefined;
    let bestCol = -1;
    for (const [c, loc] of columns) {
      if (c <= col && c > bestCol) {
        best = loc;
        bestCol = c;
      }
    }
    if (best) return best.line === origin.line ? { ...best, col: best.col + (col - bestCol) } : best;
    return { file: origin.file, line: origin.line, col };
  }

  /** The origin of a line; marker lines borrow the next real line's origin. */
  private originAt(index: number): LineOrigin | undefined {
    for (let i = index; i < this.origins.length; i++) {
      const o = this.origins[i];
      if (o) return o;
    }
    for (let i = index; i >= 0; i--) {
      const o = this.origins[i];
      if (o) return o;
    }
    return undefined;
  }

  private columnsOf(index: number): Map<number, SourceLoc> {
    let cached = this.columnCache.get(index);
    if (cached) return cached;
    cached = this.alignLine(index);
    this.columnCache.set(index, cached);
    return cached;
  }

  private alignLine(index: number): Map<number, SourceLoc> {
    const origin = this.originAt(index)!;
    const result = new Map<number, SourceLoc>();
    const ppTokens = tokenizeC(this.lines[index]!, 1);
    const original = this.originalTokens(origin.file);
    // The original lines this output line came from: up to the line the next output line starts.
    let lastLine = origin.line;
    const next = this.origins[index + 1];
    if (next && next.file === origin.file && next.line > origin.line) lastLine = next.line - 1;
    const window: PositionedToken[] = [];
    if (original) for (let l = origin.line; l <= lastLine && l - 1 < original.length; l++) window.push(...original[l - 1]!);
    if (window.length === 0) {
      for (const t of ppTokens) result.set(t.col, { file: origin.file, line: origin.line, col: t.col });
      return result;
    }
    // Most lines come out of cpp token for token (only whitespace changed): no alignment needed.
    const same = ppTokens.length === window.length && ppTokens.every((t, i) => t.text === window[i]!.text);
    const matchOf = same ? ppTokens.map((_, i) => i) : alignTokens(ppTokens, window);
    const matched = new Set(matchOf.filter((j) => j >= 0));
    let lastMatch = -1;
    for (let i = 0; i < ppTokens.length; i++) {
      const j = matchOf[i]!;
      let target: PositionedToken;
      if (j >= 0) {
        target = window[j]!;
        lastMatch = j;
      } else {
        target = window[expansionSite(window, matched, lastMatch + 1)]!;
      }
      result.set(ppTokens[i]!.col, { file: origin.file, line: target.line, col: target.col });
    }
    return result;
  }

  private originalTokens(file: string): readonly (readonly PositionedToken[])[] | undefined {
    if (this.fileTokens.has(file)) return this.fileTokens.get(file);
    const text = file.startsWith('<') ? undefined : this.readSource(file);
    const byLine = text === undefined ? undefined : tokensByLine(text);
    this.fileTokens.set(file, byLine);
    return byLine;
  }
}

/**
 * The tokens of recently read original files, by their exact text: the files of a batch (or of a compile server's
 * commands) include the same headers, and a header's tokens depend on its text alone.
 */
const recentFileTokens = new Map<string, readonly (readonly PositionedToken[])[]>();
const recentFileTokensKept = 8;

/** The tokens of an original file's text, by 0-based line. */
function tokensByLine(text: string): readonly (readonly PositionedToken[])[] {
  const known = recentFileTokens.get(text);
  if (known) {
    // Most recently used last, so a header every file includes stays.
    recentFileTokens.delete(text);
    recentFileTokens.set(text, known);
    return known;
  }
  const byLine: PositionedToken[][] = Array.from({ length: text.split(/\r\n|\r|\n/).length }, () => []);
  for (const t of tokenizeFile(text)) byLine[t.line - 1]!.push(t);
  recentFileTokens.set(text, byLine);
  if (recentFileTokens.size > recentFileTokensKept) recentFileTokens.delete(recentFileTokens.keys().next().value!);
  return byLine;
}

/**
 * Where a token that came out of a macro expansion should point: the macro's name, i.e. the nearest
 * original identifier that did not survive preprocessing, at or before `gap` (the first original
 * token after the last matched one); failing that, the token at `gap`.
 */
function expansionSite(window: readonly PositionedToken[], matched: ReadonlySet<number>, gap: number): number {
  const last = Math.min(gap, window.length - 1);
  for (let k = last; k >= 0; k--) {
    if (!matched.has(k) && isIdentStart(window[k]!.text.charCodeAt(0))) return k;
  }
  return last;
}

// Above this table size (a line of thousands of tokens, e.g. generated code) the quadratic
// alignment would cost too much memory; a greedy forward match is used instead.
const maxAlignmentCells = 4_000_000;

/** Matches each token of `a` with the next equal token of `b` not far ahead, in order. */
function alignGreedily(a: readonly PositionedToken[], b: readonly PositionedToken[]): number[] {
  const match = new Array<number>(a.length).fill(-1);
  let j = 0;
  for (let i = 0; i < a.length && j < b.length; i++) {
    for (let k = j; k < Math.min(b.length, j + 64); k++) {
      if (a[i]!.text === b[k]!.text) {
        match[i] = k;
        j = k + 1;
        break;
      }
    }
  }
  return match;
}

/** For each token of `a`, the index of the token of `b` it is matched with (or -1): a longest common subsequence. */
function alignTokens(a: readonly PositionedToken[], b: readonly PositionedToken[]): number[] {
  const n = a.length;
  const m = b.length;
  if ((n + 1) * (m + 1) > maxAlignmentCells) return alignGreedily(a, b);
  const table = new Uint16Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i * (m + 1) + j] =
        a[i]!.text === b[j]!.text
          ? table[(i + 1) * (m + 1) + j + 1]! + 1
          : Math.max(table[(i + 1) * (m + 1) + j]!, table[i * (m + 1) + j + 1]!);
    }
  }
  const match = new Array<number>(n).fill(-1);
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i]!.text === b[j]!.text && table[i * (m + 1) + j] === table[(i + 1) * (m + 1) + j + 1]! + 1) {
      match[i] = j;
      i++;
      j++;
    } else if (table[(i + 1) * (m + 1) + j]! >= table[i * (m + 1) + j + 1]!) {
      i++;
    } else {
      j++;
    }
  }
  return match;
}

const punctuators = [
  '...', '<<=', '>>=', '->', '++', '--', '<<', '>>', '<=', '>=', '==', '!=', '&&', '||',
  '*=', '/=', '%=', '+=', '-=', '&=', '^=', '|=', '##',
];

/** C tokens of one line (no comments expected), with 1-based columns. */
function tokenizeC(line: string, lineNo: number): PositionedToken[] {
  return scan(line, lineNo);
}

/** C tokens of a whole original file: comments and line continuations skipped, positions kept. */
function tokenizeFile(text: string): PositionedToken[] {
  return scan(text, 1);
}

function scan(text: string, firstLine: number): PositionedToken[] {
  const out: PositionedToken[] = [];
  let line = firstLine;
  let lineStart = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i]!;
    if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      i++;
      line++;
      lineStart = i;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\f' || c === '\v') {
      i++;
      continue;
    }
    if (c === '\\' && (text[i + 1] === '\n' || text[i + 1] === '\r')) {
      i++;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? n : end + 2;
      for (let k = i; k < stop; k++) {
        if (text[k] === '\n') {
          line++;
          lineStart = k + 1;
        }
      }
      i = stop;
      continue;
    }
    if (c === '/' && text[i + 1] === '/') {
      // A backslash at the end of the line continues the comment on the next one (a line splice).
      for (;;) {
        while (i < n && text[i] !== '\n' && text[i] !== '\r') i++;
        const splice = spliceAt(text, i - 1);
        if (splice === 0) break;
        i += splice - 1;
        line++;
        lineStart = i;
      }
      continue;
    }
    const start = i;
    const startLine = line;
    const startCol = start - lineStart + 1;
    const code = text.charCodeAt(i);
    if (isIdentStart(code)) {
      while (i < n && isIdentPart(text.charCodeAt(i))) i++;
    } else if (isDigit(code) || (code === 46 /* . */ && isDigit(text.charCodeAt(i + 1)))) {
      i++;
      while (i < n) {
        const d = text.charCodeAt(i);
        const sign = text.charCodeAt(i + 1);
        if ((d === 101 || d === 69 || d === 112 || d === 80) && (sign === 43 || sign === 45)) i += 2;
        else if (isIdentPart(d) || d === 46) i++;
        else break;
      }
    } else if (c === '"' || c === "'") {
      i++;
      while (i < n && text[i] !== c && text[i] !== '\n' && text[i] !== '\r') {
        const splice = spliceAt(text, i);
        if (splice > 0) {
          // The literal goes on in the next line: later tokens are on the lines they are on.
          i += splice;
          line++;
          lineStart = i;
        } else i += text[i] === '\\' ? 2 : 1;
      }
      i++;
    } else {
      const p = punctuators.find((q) => text.startsWith(q, i));
      i += p ? p.length : 1;
    }
    // A literal spliced across lines is one token to cpp, without its splices.
    const spelled = text.slice(start, Math.min(i, n));
    out.push({ text: line === startLine ? spelled : spelled.replace(/\\(?:\r\n|\r|\n)/g, ''), line: startLine, col: startCol });
  }
  return out;
}

/** The length of the line splice (a backslash, then a line end) at `i`, or 0 when there is none. */
function spliceAt(text: string, i: number): number {
  if (text[i] !== '\\') return 0;
  if (text[i + 1] === '\n') return 2;
  if (text[i + 1] === '\r') return text[i + 2] === '\n' ? 3 : 2;
  return 0;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isIdentStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
}

function isIdentPart(c: number): boolean {
  return isIdentStart(c) || isDigit(c);
}

function unescapeCString(s: string): string {
  return s.replace(/\\(.)/g, '$1');
}
