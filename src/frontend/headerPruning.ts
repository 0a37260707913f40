// Drops, from preprocessed text, the top-level declarations of system headers that the program never names,
// directly or through other kept declarations. glibc's headers are ten times the size of a typical kernel and
// parsing them dominated compile time; a declaration nobody names cannot change what the program means.
// The caller parses the full text again when the pruned text fails to compile (see frontend.ts), so a name
// this token-level analysis misses can cost time but never correctness.

// `# 12 "file" 1 3 4`: flag 3 marks a system header.
const markerPattern = /^#\s*(\d+)\s+"(?:[^"\\]|\\.)*"((?:\s+\d+)*)\s*$/;

/** Keywords that are never declared names (specifiers, qualifiers, GNU spellings). */
const keywords = new Set(
  (
    'auto break case char const continue default do double else enum extern float for goto if inline int long register ' +
    'restrict return short signed sizeof static struct switch typedef union unsigned void volatile while _Bool _Complex ' +
    '_Alignas _Alignof _Atomic _Generic _Noreturn _Static_assert _Thread_local __thread __int128 __int128__ __auto_type ' +
    '__attribute__ __attribute asm __asm __asm__ __extension__ __inline __inline__ __restrict __restrict__ __const ' +
    '__const__ __volatile __volatile__ __signed __signed__ __complex __complex__ typeof __typeof __typeof__ ' +
    '_Float16 _Float32 _Float64 _Float128 _Float32x _Float64x _Float128x __float128 __float80 __ibm128 __bf16 __fp16 ' +
    '_Decimal32 _Decimal64 _Decimal128 __builtin_va_list'
  ).split(' '),
);
/** Keywords followed by a parenthesized group that is not part of a declarator. */
const groupKeywords = new Set(['__attribute__', '__attribute', 'asm', '__asm', '__asm__', '_Alignas', '_Atomic', 'typeof', '__typeof', '__typeof__']);

/** Tokens kept beyond one call: the arrays of `Tokens`, exactly as long as their count. */
interface TokenSnapshot {
  readonly texts: readonly string[];
  readonly lines: Int32Array;
  readonly starts: Int32Array;
  readonly ends: Int32Array;
}

const noTokens: TokenSnapshot = { texts: [], lines: new Int32Array(0), starts: new Int32Array(0), ends: new Int32Array(0) };

/**
 * The tokens of the text, as parallel arrays: a header's tens of thousands of tokens as objects cost more (in
 * allocation and collection) than the whole analysis. Tokens resumed from a checkpoint are read from its snapshot
 * (shared, never written: copying it cost more than the rest of a resumed call); those read after it are this
 * object's own, numbered on from the snapshot's.
 */
class Tokens {
  /** The own tokens' texts. */
  readonly texts: string[] = [];
  lines: Int32Array;
  starts: Int32Array;
  ends: Int32Array;
  private base = noTokens;

  constructor(capacity: number) {
    this.lines = new Int32Array(capacity);
    this.starts = new Int32Array(capacity);
    this.ends = new Int32Array(capacity);
  }

  /** Empty again, keeping the arrays' room for the next text. */
  clear(): void {
    this.texts.length = 0;
    this.base = noTokens;
  }

  /** Holds `saved`'s tokens, and nothing else. */
  resume(saved: TokenSnapshot): void {
    this.clear();
    this.base = saved;
  }

  push(text: string, line: number, start: number, end: number): void {
    const k = this.texts.length;
    if (k === this.lines.length) this.grow();
    this.texts.push(text);
    this.lines[k] = line;
    this.starts[k] = start;
    this.ends[k] = end;
  }

  get length(): number {
    return this.base.texts.length + this.texts.length;
  }

  /** How many tokens came from the snapshot resumed: the own tokens' first number. */
  get resumed(): number {
    return this.base.texts.length;
  }

  line(k: number): number {
    const b = this.base.texts.length;
    return k < b ? this.base.lines[k]! : this.lines[k - b]!;
  }

  start(k: number): number {
    const b = this.base.texts.length;
    return k < b ? this.base.starts[k]! : this.starts[k - b]!;
  }

  end(k: number): number {
    const b = this.base.texts.length;
    return k < b ? this.base.ends[k]! : this.ends[k - b]!;
  }

  /** A copy of the first `n` tokens. */
  snapshot(n: number): TokenSnapshot {
    const b = Math.min(n, this.base.texts.length);
    const own = n - b;
    const join = (base: Int32Array, mine: Int32Array): Int32Array => {
      const a = new Int32Array(n);
      a.set(base.subarray(0, b));
      a.set(mine.subarray(0, own), b);
      return a;
    };
    return {
      texts: [...this.base.texts.slice(0, b), ...this.texts.slice(0, own)],
      lines: join(this.base.lines, this.lines), starts: join(this.base.starts, this.starts), ends: join(this.base.ends, this.ends),
    };
  }

  private grow(): void {
    const wider = (a: Int32Array): Int32Array => {
      const b = new Int32Array(Math.max(16, a.length * 2));
      b.set(a);
      return b;
    };
    this.lines = wider(this.lines);
    this.starts = wider(this.starts);
    this.ends = wider(this.ends);
  }
}

// One Tokens for every call (the arrays' memory comes from outside the heap, slow to get afresh each time).
const scratchTokens = new Tokens(1 << 15);

const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isWord = (c: number): boolean => isLetter(c) || isDigit(c);
const asciiChars = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c));
const spaceRuns = Array.from({ length: 64 }, (_, n) => ' '.repeat(n));
/** n spaces (shared strings for the usual token lengths). */
const spaces = (n: number): string => spaceRuns[n] ?? ' '.repeat(n);
/** What a regular expression's `.` does not match. */
const isLineTerminator = (c: number): boolean => c === 10 || c === 13 || c === 0x2028 || c === 0x2029;

/**
 * The end of the token at `at` (a non-blank character), or -1 for white space beyond ASCII. Tokens: identifiers,
 * string and character literals (an unterminated one is its quote alone), numbers (`.5`, `1e+3`, `0x1p-2`), `...`,
 * `->`, and any other character alone.
 */
function tokenEnd(line: string, at: number): number {
  const c = line.charCodeAt(at);
  const n = line.length;
  if (isLetter(c)) {
    let i = at + 1;
    while (i < n && isWord(line.charCodeAt(i))) i++;
    return i;
  }
  if (c === 34 || c === 39) {
    for (let i = at + 1; i < n; ) {
      const d = line.charCodeAt(i);
      if (d === c) return i + 1;
      if (d === 92) {
        if (i + 1 >= n || isLineTerminator(line.charCodeAt(i + 1))) break;
        i += 2;
      } else i++;
    }
    return at + 1;
  }
  if (isDigit(c) || (c === 46 && at + 1 < n && isDigit(line.charCodeAt(at + 1)))) {
    let i = at + 1;
    while (i < n) {
      const d = line.charCodeAt(i);
      const e = i + 1 < n ? line.charCodeAt(i + 1) : 0;
      if ((d === 101 || d === 69 || d === 112 || d === 80) && (e === 43 || e === 45)) i += 2;
      else if (isWord(d) || d === 46) i++;
      else break;
    }
    return i;
  }
  if (c === 46 && line.charCodeAt(at + 1) === 46 && line.charCodeAt(at + 2) === 46) return at + 3;
  if (c === 45 && line.charCodeAt(at + 1) === 62) return at + 2;
  if (c > 127 && /\s/.test(line[at]!)) return -1;
  return at + 1;
}

interface Declaration {
  /** Its tokens: indices from..to-1. */
  readonly from: number;
  readonly to: number;
  /** Names it declares: typedef names, tags, enumerators, declarator names (empty: always kept). */
  readonly declared: Set<string>;
  readonly mentioned: Set<string>;
  /** Kept whatever the program names (a static assertion, a declaration that declares no name). */
  readonly always: boolean;
}

/** The indices of the declarations (not always kept) that declare each name. */
type Declarers = Map<string, number[]>;

function addDeclarers(declarers: Declarers, declarations: readonly Declaration[], from: number): void {
  for (let k = from; k < declarations.length; k++) {
    const d = declarations[k]!;
    if (d.always) continue;
    for (const n of d.declared) {
      const list = declarers.get(n);
      if (list) list.push(k);
      else declarers.set(n, [k]);
    }
  }
}

function isIdentifier(t: string): boolean {
  const c = t.charCodeAt(0);
  return ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95) && !keywords.has(t);
}

/** Space, tab, vertical tab, form feed, carriage return. */
const isBlank = (c: number): boolean => c === 32 || (c >= 9 && c <= 13);

/**
 * What reading the system headers at the top of a text left: the state at its last line marker before the
 * program's first token, between declarations. Files that include the same headers first (the headers are replayed
 * alike by the preprocessor) start from here: their lines up to the marker are the same, but for the markers' file
 * names and line numbers (the main file's), which the analysis does not read.
 */
interface Checkpoint {
  /** The lines before the marker, markers reduced to their flags. */
  readonly prefix: readonly string[];
  readonly tokens: TokenSnapshot;
  /** The declarations read, and who declares each name among them. */
  readonly declarations: readonly Declaration[];
  readonly declarers: Declarers;
  readonly typedefNames: readonly string[];
}

/** The last few texts' checkpoints, newest first. */
const checkpoints: Checkpoint[] = [];
const maxCheckpoints = 4;

/** A marker line as the analysis sees it: its flags, after a newline no line holds; null for another line. */
function markerFlags(line: string): string | null {
  if (!line.startsWith('#')) return null;
  const m = markerPattern.exec(line);
  return m ? `\n${m[2]!}` : null;
}

const sameAsPrefix = (lines: readonly string[], c: Checkpoint): boolean => {
  if (lines.length <= c.prefix.length) return false;
  for (let i = 0; i < c.prefix.length; i++) {
    const line = lines[i]!;
    if (line !== c.prefix[i] && markerFlags(line) !== c.prefix[i]) return false;
  }
  return markerFlags(lines[c.prefix.length]!) !== null;
};

/** `text` with the unnamed system-header declarations blanked out (line structure kept). */
export function pruneSystemDeclarations(text: string): string {
  const lines = text.split('\n');
  const used = new Set<string>();
  let declarations: Declaration[] = [];
  let typedefNames = new Set<string>();
  const tokens = scratchTokens;
  tokens.clear();
  let system = false;
  // The declaration being read: its first token, and whether all its tokens so far come from system headers.
  let from = 0;
  let allSystem = true;
  let depth = 0;
  let start = 0;
  const resumed = checkpoints.find((c) => sameAsPrefix(lines, c));
  if (resumed) {
    tokens.resume(resumed.tokens);
    declarations = [...resumed.declarations];
    typedefNames = new Set(resumed.typedefNames);
    from = tokens.length;
    start = resumed.prefix.length;
  }
  // The last marker line before the program's first token, between declarations: [line, tokens, declarations,
  // typedef names] there.
  let mark: [number, number, number, number] | undefined;
  let programSeen = false;
  // A declaration made only of system-header tokens is a candidate; any other is the program's own, and
  // everything it names is used (a system macro expanded in the program's code is marked as system text).
  const finish = (): void => {
    const to = tokens.length;
    if (to === from) return;
    // Declarations start after the tokens resumed: their texts are the own ones.
    const texts = tokens.texts.slice(from - tokens.resumed, to - tokens.resumed);
    if (allSystem) declarations.push(analyze(texts, from, typedefNames));
    else for (const t of texts) if (isIdentifier(t)) used.add(t);
    from = to;
    allSystem = true;
  };
  for (let i = start; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('#')) {
      const m = markerPattern.exec(line);
      if (m) {
        if (!programSeen && tokens.length === from && depth === 0) mark = [i, tokens.length, declarations.length, typedefNames.size];
        system = m[2]!.split(/\s+/).includes('3');
      } else if (tokens.length > from) {
        // A directive inside a declaration (glibc's inline functions hold `#pragma GCC diagnostic` lines at -O1 and
        // up): it goes with the declaration, kept or blanked whole.
        tokens.push('#pragma', i, 0, line.length);
        allSystem &&= system;
        programSeen ||= !system;
      }
      continue;
    }
    for (let at = 0; ; ) {
      while (at < line.length && isBlank(line.charCodeAt(at))) at++;
      if (at >= line.length) break;
      const end = tokenEnd(line, at);
      if (end < 0) {
        at++; // other white space
        continue;
      }
      // One-character tokens (most punctuation) are shared strings: no copy, and comparisons are identity checks.
      const t = end === at + 1 && line.charCodeAt(at) < 128 ? asciiChars[line.charCodeAt(at)]! : line.slice(at, end);
      tokens.push(t, i, at, end);
      allSystem &&= system;
      programSeen ||= !system;
      at = end;
      if (t === '(' || t === '[' || t === '{') depth++;
      else if (t === ')' || t === ']' || t === '}') depth--;
      if (depth === 0 && (t === ';' || (t === '}' && isFunctionBody(tokens.texts, from - tokens.resumed)))) finish();
    }
  }
  finish();
  if (mark && mark[0] > start) remember(lines, tokens, declarations, typedefNames, mark);
  // Keep what the program names, then what kept declarations name, until nothing is left to keep. The resumed
  // prefix's declarers are the checkpoint's; only the declarations read since are indexed here.
  const own: Declarers = new Map();
  const resumedCount = resumed ? resumed.declarations.length : 0;
  addDeclarers(own, declarations, resumedCount);
  const kept = new Uint8Array(declarations.length);
  for (let k = 0; k < declarations.length; k++) if (declarations[k]!.always) kept[k] = 1;
  const pending = [...used];
  const keep = (list: readonly number[] | undefined): void => {
    if (!list) return;
    for (const k of list) {
      if (kept[k]) continue;
      kept[k] = 1;
      for (const n of declarations[k]!.mentioned) {
        if (used.has(n)) continue;
        used.add(n);
        pending.push(n);
      }
    }
  };
  while (pending.length > 0) {
    const n = pending.pop()!;
    keep(resumed?.declarers.get(n));
    keep(own.get(n));
  }
  // Blank the tokens of the declarations not kept, line by line. A line of blanked tokens only is left empty (what
  // is between its tokens is white space): most header lines, which are not worth rebuilding.
  const blank = new Uint8Array(tokens.length);
  for (let k = 0; k < declarations.length; k++) if (!kept[k]) blank.fill(1, declarations[k]!.from, declarations[k]!.to);
  for (let k = 0; k < tokens.length; ) {
    const i = tokens.line(k);
    let end = k;
    let blanked = 0;
    for (; end < tokens.length && tokens.line(end) === i; end++) blanked += blank[end]!;
    if (blanked === end - k) lines[i] = '';
    else if (blanked > 0) {
      const line = lines[i]!;
      let out = '';
      let copied = 0;
      for (; k < end; k++) {
        if (!blank[k]) continue;
        out += line.slice(copied, tokens.start(k)) + spaces(tokens.end(k) - tokens.start(k));
        copied = tokens.end(k);
      }
      lines[i] = (out + line.slice(copied)).trimEnd();
    }
    k = end;
  }
  tokens.clear(); // the token strings would keep this text alive until the next call
  return lines.join('\n');
}

/** Keeps the state at `mark` (line, tokens, declarations, typedef names then) for the next texts. */
function remember(lines: readonly string[], tokens: Tokens, declarations: readonly Declaration[], typedefNames: ReadonlySet<string>, mark: [number, number, number, number]): void {
  const [line, n, d, t] = mark;
  const prefix = lines.slice(0, line).map((l) => markerFlags(l) ?? l);
  const kept = declarations.slice(0, d);
  const declarers: Declarers = new Map();
  addDeclarers(declarers, kept, 0);
  checkpoints.unshift({ prefix, tokens: tokens.snapshot(n), declarations: kept, declarers, typedefNames: [...typedefNames].slice(0, t) });
  checkpoints.length = Math.min(checkpoints.length, maxCheckpoints);
}

/** True when the tokens from `from` on end with a function body: `... ) {...}` (attributes aside). */
function isFunctionBody(texts: readonly string[], from: number): boolean {
  let open = -1;
  let depth = 0;
  for (let i = texts.length - 1; i >= from; i--) {
    const t = texts[i]!;
    if (t === '}') depth++;
    else if (t === '{' && --depth === 0) {
      open = i;
      break;
    }
  }
  if (open <= from) return false;
  const head = withoutGroups(texts.slice(from, open));
  return head[head.length - 1] === ')' && !head.includes('=');
}

/** The token texts with `__attribute__((...))`, `asm(...)`, `typeof(...)` groups and `__extension__` removed. */
function withoutGroups(texts: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < texts.length; i++) {
    const t = texts[i]!;
    if (t === '__extension__') continue;
    if (groupKeywords.has(t) && texts[i + 1] === '(') {
      let depth = 0;
      let j = i + 1;
      for (; j < texts.length; j++) {
        if (texts[j] === '(') depth++;
        else if (texts[j] === ')' && --depth === 0) break;
      }
      // typeof and _Atomic(T) name a type: keep a placeholder so the declarators are found after it.
      if (t !== '_Alignas' && !t.includes('asm') && !t.includes('attribute')) out.push('int');
      i = j;
      continue;
    }
    out.push(t);
  }
  return out;
}

/** What one top-level declaration (its token texts, the first at index `from`) declares and mentions. */
function analyze(texts: readonly string[], from: number, typedefNames: Set<string>): Declaration {
  const mentioned = new Set(texts.filter(isIdentifier));
  const declared = new Set<string>();
  if (texts[0] === '_Static_assert') return { from, to: from + texts.length, declared, mentioned, always: true };
  const ts = withoutGroups(texts);
  const isTypedef = ts.includes('typedef');
  // Specifiers: keywords, struct/union/enum with tag and body, and one typedef name when no type keyword came.
  let i = 0;
  let sawType = false;
  while (i < ts.length) {
    const t = ts[i]!;
    if (t === 'struct' || t === 'union' || t === 'enum') {
      sawType = true;
      i++;
      if (ts[i] !== undefined && isIdentifier(ts[i]!)) declared.add(ts[i++]!);
      if (ts[i] === '{') {
        const close = matching(ts, i);
        if (t === 'enum') for (let j = i + 1; j < close; j++) if (isIdentifier(ts[j]!) && (ts[j - 1] === '{' || ts[j - 1] === ',')) declared.add(ts[j]!);
        i = close + 1;
      }
      continue;
    }
    if (keywords.has(t)) {
      if (t !== 'typedef' && t !== 'extern' && t !== 'static' && t !== 'inline' && t !== 'const' && t !== 'volatile') sawType = true;
      i++;
      continue;
    }
    if (isIdentifier(t) && !sawType && typedefNames.has(t)) {
      sawType = true;
      i++;
      continue;
    }
    break;
  }
  // Declarators, separated by commas at depth 0: the first identifier of each is its name.
  let depth = 0;
  let named = false;
  for (; i < ts.length; i++) {
    const t = ts[i]!;
    if (t === '(' || t === '[' || t === '{') depth++;
    else if (t === ')' || t === ']' || t === '}') depth--;
    else if (t === ',' && depth === 0) named = false;
    else if (t === '=' && depth === 0) named = true;
    else if (!named && isIdentifier(t)) {
      declared.add(t);
      if (isTypedef) typedefNames.add(t);
      named = true;
    }
  }
  return { from, to: from + texts.length, declared, mentioned, always: declared.size === 0 };
}

function matching(ts: readonly string[], open: number): number {
  let depth = 0;
  for (let i = open; i < ts.length; i++) {
    if (ts[i] === '{') depth++;
    else if (ts[i] === '}' && --depth === 0) return i;
  }
  return ts.length - 1;
}
