// The in-process C preprocessor: runs a file through directives and macro expansion (Prosser's algorithm with hide
// sets) as gcc 12 does, and writes gcc's -E output, or gives the reason it is not certain to (then the caller runs
// the system preprocessor).

import type { CppConfiguration } from './configuration.js';
import { evaluateIf, unknownOperand } from './ifExpression.js';
import { findInclude, Lookups, readSourceNow, type Found, type SourceText } from './includes.js';
import { freshLineage, includeKey, type IncludeMemo, recallInclude, rememberInclude } from './includeMemo.js';
import { builtinNames, type Macro, parseDefinition, paste, sameDefinition, stringize } from './macros.js';
import { OutputWriter, quoteFileName } from './output.js';
import { HideSet } from './hideSets.js';
import { FallBack, type ExpansionPoint, Tok } from './tokens.js';

export type InProcessResult = { readonly text: string } | { readonly fallback: string };

/** Preprocesses `file` with a learned configuration: gcc's output, or why it falls back. */
export function preprocessInProcess(file: string, config: CppConfiguration): InProcessResult {
  if (config.unsupported) return { fallback: config.unsupported };
  try {
    return { text: new Preprocessor(config).run(file) };
  } catch (e) {
    if (e instanceof FallBack) return { fallback: e.reason };
    if (e instanceof RangeError) return { fallback: 'nested too deeply' };
    throw e;
  }
}

interface Conditional {
  /** A group of this #if was taken: the rest are skipped. */
  taken: boolean;
  sawElse: boolean;
}

interface FileContext {
  readonly path: string;
  /** The path up to its last '/': where `#include "..."` looks first. */
  readonly dir: string;
  readonly text: SourceText;
  pos: number;
  readonly system: boolean;
  readonly chainIndex: number;
  /** Name and line offset from #line. */
  presumed: string;
  lineDelta: number;
  readonly conditionals: Conditional[];
  /** The includer's line after the #include (physical), for the return marker. */
  readonly returnLine: number;
}

/** Marks the end of a macro's expansion among pending tokens: gcc's padding for the token after it. */
const END = new Tok('other', '', false, false, 0);


const definedBuiltins = new Set([...builtinNames].filter((n) => n !== 'defined' && n !== '__VA_ARGS__' && n !== '__VA_OPT__'));
const attributeQueries = new Set(['__has_attribute', '__has_cpp_attribute', '__has_c_attribute', '__has_builtin']);
/** Pragmas gcc -E macro-expands (registered with expansion), when their operands hold macro names. */
const expandedPragmas = new Set(['pack', 'redefine_extname', 'message', 'scalar_storage_order', 'acc']);
const preprocessorPragmas = new Set(['poison', 'system_header', 'dependency', 'warning', 'error', 'push_options', 'pop_options']);

/** A header included from the main file, being recorded for replay (src/frontend/cpp/includeMemo.ts). */
interface Recording {
  readonly key: string;
  readonly header: FileContext;
  /** Where its output starts. */
  readonly mark: number;
  /** It used what differs from file to file (__COUNTER__, __BASE_FILE__): not kept. */
  tainted: boolean;
}

class Preprocessor {
  /**
   * The macros defined now. Shared, until the first #define or #undef changes them, with the configuration or the
   * include memo (a recorded header's macros): copying the table at each header replayed allocated 43 of the 1884 MB
   * of a warm 30-kernel -O3 round.
   */
  private macros: ReadonlyMap<string, Macro>;
  private macrosShared = true;
  private readonly out = new OutputWriter();
  private readonly files: FileContext[] = [];
  private onceFiles: SourceText[] = [];
  private readonly lookups: Lookups;
  /** The include memo's key for the main file's history while it has only included headers; null after. */
  private lineage: string | null;
  private recording: Recording | undefined;
  private pending: Tok[] = [];
  private isolated = false;
  private inIf = false;
  private collecting = 0;
  private padPending = false;
  private counter = 0;
  private baseFile = '';

  constructor(private readonly config: CppConfiguration) {
    this.macros = config.macros;
    this.lookups = new Lookups(!config.gnu);
    this.lineage = freshLineage(config);
  }

  run(file: string): string {
    const text = readSourceNow(file, !this.config.gnu);
    if (!text) throw new FallBack(`cannot read ${file}`);
    if (/["\\\n]/.test(file) || /[^\x20-\x7e]/.test(file)) throw new FallBack('a file name gcc would escape');
    this.baseFile = file;
    this.out.start(this.config.preamble.replaceAll('FILE', quoteFileName(file)), file);
    this.files.push(this.context(file, text, -2, false, 0));
    for (;;) {
      const t = this.next();
      if (!t) break;
      if (t.kind === 'bad') throw new FallBack('an unterminated literal');
      const pad = this.padPending;
      this.padPending = false;
      const ctx = this.top();
      const file = t.exp ? t.exp.file : t.file !== undefined ? t.file : ctx.presumed;
      const line = t.exp ? t.exp.line : t.file !== undefined ? t.line : t.line + ctx.lineDelta;
      this.out.token(t.text, t.white, pad, file, line, t.sys !== undefined ? t.sys : ctx.system);
    }
    return this.out.finish();
  }

  private context(path: string, text: SourceText, chainIndex: number, system: boolean, returnLine: number): FileContext {
    const slash = path.lastIndexOf('/');
    return { path, dir: path.slice(0, slash + 1), text, pos: 0, system, chainIndex, presumed: path, lineDelta: 0, conditionals: [], returnLine };
  }

  private top(): FileContext {
    return this.files[this.files.length - 1]!;
  }

  /** Where gcc locates a token: the outermost macro use for expanded tokens, else the token itself. */
  private placeOf(t: Tok): ExpansionPoint {
    if (t.exp) return t.exp;
    if (t.file !== undefined) return { file: t.file, line: t.line };
    const ctx = this.top();
    return { file: ctx.presumed, line: t.line + ctx.lineDelta };
  }

  /** A token of the current file as a copy that can travel (macro bodies, arguments). */
  private own(t: Tok): Tok {
    if (t.file !== undefined) return t; // already a copy, read once from the pending tokens
    const c = t.copy();
    const ctx = this.top();
    c.file = ctx.presumed;
    c.line = t.line + ctx.lineDelta;
    c.sys = ctx.system;
    return c;
  }

  // ---- reading tokens ----

  /** The next token before macro expansion: pending expansions first, then the file (running directives). */
  private read(): Tok | null {
    for (;;) {
      const t = this.pending.pop();
      if (t === END) {
        this.padPending = true;
        continue;
      }
      if (t) return t;
      if (this.isolated) return null;
      return this.readFile();
    }
  }

  private readFile(): Tok | null {
    for (;;) {
      const ctx = this.top();
      const toks = ctx.text.tokens;
      if (ctx.pos >= toks.length) {
        if (this.collecting) throw new FallBack('macro arguments across the end of a file');
        if (!this.leaveFile()) return null;
        continue;
      }
      const t = toks[ctx.pos]!;
      if (t.bol && t.text === '#' && t.kind === 'punct') {
        if (this.collecting) throw new FallBack('a directive inside macro arguments');
        this.directive();
        continue;
      }
      ctx.pos++;
      if (this.files.length === 1) this.lineage = null;
      if (t.bol && !this.collecting) this.out.lineChange(ctx.presumed, t.line + ctx.lineDelta, ctx.system);
      return t;
    }
  }

  /** The token a function-like macro name looks at for its '(' (padding passed is noted), not consumed. */
  private peekForParen(): { readonly tok: Tok | null; readonly padded: boolean } {
    let padded = false;
    while (this.pending.length) {
      const t = this.pending[this.pending.length - 1]!;
      if (t !== END) return { tok: t, padded };
      this.pending.pop();
      padded = true;
    }
    if (this.isolated) return { tok: null, padded };
    const ctx = this.top();
    return { tok: ctx.text.tokens[ctx.pos] ?? null, padded };
  }

  /** The next token after macro expansion. */
  private next(): Tok | null {
    for (;;) {
      const t = this.read();
      if (!t) return null;
      if (t.kind !== 'ident') return t;
      const name = t.text;
      if (this.inIf) {
        const r = this.ifOperator(t);
        if (r) return r;
      }
      const m = this.macros.get(name);
      if (m === undefined) {
        if (definedBuiltins.has(name) && !t.hide?.has(name)) {
          this.expandBuiltin(t);
          continue;
        }
        return t;
      }
      if (t.hide?.has(name)) return t;
      if (this.expand(t, m)) continue;
      return t;
    }
  }

  /**
   * Expands `list` alone (a macro argument, a directive's operands: tokens of the current file, which expansion
   * copies and never changes).
   */
  private expandList(list: readonly Tok[]): Tok[] {
    const saved = { pending: this.pending, isolated: this.isolated, pad: this.padPending };
    this.pending = list.slice().reverse();
    this.isolated = true;
    const out: Tok[] = [];
    try {
      for (let t = this.next(); t; t = this.next()) out.push(t);
    } finally {
      this.pending = saved.pending;
      this.isolated = saved.isolated;
      this.padPending = saved.pad;
    }
    return out;
  }

  // ---- macro expansion ----

  private expOf(t: Tok): ExpansionPoint {
    return this.placeOf(t);
  }

  private push(tokens: Tok[]): void {
    this.pending.push(END);
    for (let k = tokens.length - 1; k >= 0; k--) this.pending.push(tokens[k]!);
    this.padPending = true;
  }

  private expandBuiltin(t: Tok): void {
    const at = this.expOf(t);
    let kind: Tok['kind'] = 'number';
    let text: string;
    switch (t.text) {
      case '__LINE__':
        text = String(at.line);
        break;
      case '__FILE__':
        kind = 'string';
        text = quoteFileName(this.top().presumed);
        break;
      case '__BASE_FILE__':
        this.taint();
        kind = 'string';
        text = quoteFileName(this.baseFile);
        break;
      case '__FILE_NAME__':
        kind = 'string';
        text = quoteFileName(this.top().presumed.slice(this.top().presumed.lastIndexOf('/') + 1));
        break;
      case '__COUNTER__':
        this.taint();
        text = String(this.counter++);
        break;
      case '__INCLUDE_LEVEL__':
        text = String(this.files.length - 1);
        break;
      default:
        throw new FallBack(`${t.text} outside what is done in-process`);
    }
    this.push([new Tok(kind, text, t.white, false, at.line, at.file, null, undefined, at)]);
  }

  /** Expands macro `m` named by `name` into the pending tokens; false when a function-like name has no '('. */
  private expand(name: Tok, m: Macro): boolean {
    const exp = this.expOf(name);
    if (!m.params) {
      const hide = (name.hide ?? HideSet.empty).with(m.name);
      let body = m.body.map((t) => {
        const c = t.copy();
        c.hide = hide;
        c.exp = exp;
        return c;
      });
      if (body.some((t) => t.text === '##' && t.kind === 'punct')) body = this.pasteObjectLike(body);
      if (body[0]) body[0].white = name.white;
      this.push(body);
      return true;
    }
    const { tok, padded } = this.peekForParen();
    if (!tok || tok.text !== '(') {
      if (padded) this.pending.push(END);
      return false;
    }
    this.read();
    const { args, close } = this.collectArguments(m);
    const hide = (name.hide && close.hide ? name.hide.intersect(close.hide) : HideSet.empty).with(m.name);
    const body = this.substitute(m, m.body, args);
    for (const t of body) {
      t.hide = t.hide ? t.hide.union(hide) : hide;
      t.exp = exp;
    }
    if (body[0]) body[0].white = name.white;
    this.push(body);
    return true;
  }

  private collectArguments(m: Macro): { args: (Tok[] | null)[]; close: Tok } {
    const params = m.params!;
    const args: Tok[][] = [[]];
    let depth = 0;
    this.collecting++;
    let close: Tok;
    try {
      for (;;) {
        const t = this.read();
        if (!t) throw new FallBack('an unterminated macro argument list');
        if (t.kind === 'punct') {
          if (t.text === '(') depth++;
          else if (t.text === ')') {
            if (depth === 0) {
              close = t;
              break;
            }
            depth--;
          } else if (t.text === ',' && depth === 0 && !(m.variadic && args.length === params.length)) {
            args.push([]);
            continue;
          }
        }
        args[args.length - 1]!.push(this.own(t));
      }
    } finally {
      this.collecting--;
    }
    // One empty argument for no parameters; an absent variadic argument is GNU C (ISO needs the comma).
    const result: (Tok[] | null)[] = args;
    if (params.length === 0 && args.length === 1 && args[0]!.length === 0) result.length = 0;
    else if (m.variadic && args.length === params.length - 1) result.push(null);
    if (result.length !== params.length) throw new FallBack(`macro '${m.name}' given ${args.length} arguments`);
    return { args: result, close };
  }

  /** The replacement list with arguments substituted, '#' and '##' applied (placemarkers as null). */
  private substitute(m: Macro, body: readonly Tok[], args: readonly (Tok[] | null)[]): Tok[] {
    const params = m.params!;
    const va = m.variadic ? params.length - 1 : -1;
    const expanded: (Tok[] | undefined)[] = [];
    const expandedArg = (k: number): Tok[] => (expanded[k] ??= this.expandList(args[k] ?? []));
    const raw = (k: number, white: boolean): (Tok | null)[] => {
      const a = args[k] ?? [];
      if (a.length === 0) return [null];
      const once = m.paramUses![k] === 1;
      return a.map((t, i) => {
        const c = once ? t : t.copy();
        if (i === 0) c.white = white;
        return c;
      });
    };
    const paramOf = (t: Tok | undefined): number => (t && t.kind === 'ident' ? params.indexOf(t.text) : -1);
    const out: (Tok | null)[] = [];
    for (let i = 0; i < body.length; i++) {
      const t = body[i]!;
      const k = paramOf(t);
      if (t.kind === 'punct' && t.text === '#') {
        const p = paramOf(body[i + 1]);
        if (p < 0) throw new FallBack('# __VA_OPT__');
        // gcc spells the string where the last token was read: the file being read, not the macro's definition.
        const str = stringize(args[p] ?? [], t);
        str.sys = this.top().system;
        out.push(str);
        i++;
        continue;
      }
      if (t.kind === 'punct' && t.text === ',' && body[i + 1]?.text === '##' && va >= 0 && paramOf(body[i + 2]) === va) {
        // GNU comma elision: `, ## __VA_ARGS__` drops the comma when the variable argument is left out (in GNU
        // modes also when it is empty and the only parameter); an empty one keeps it.
        const a = args[va];
        if (a === null || (a!.length === 0 && params.length === 1 && this.config.gnu)) out.push(null);
        else {
          out.push(t.copy());
          for (const x of a!) out.push(x.copy());
        }
        i += 2;
        continue;
      }
      if (t.kind === 'punct' && t.text === '##') {
        const r = body[++i]!;
        const p = paramOf(r);
        if (r.text === '__VA_OPT__') throw new FallBack('## __VA_OPT__');
        const rhs = p >= 0 ? raw(p, r.white) : [r.copy()];
        const lhs = out.pop() ?? null;
        const first = rhs[0] ?? null;
        out.push(lhs === null ? first : first === null ? lhs : paste(lhs, first), ...rhs.slice(1));
        continue;
      }
      if (t.kind === 'ident' && t.text === '__VA_OPT__') {
        if (body[i + 1]?.text !== '(') throw new FallBack('__VA_OPT__ without (');
        let depth = 0;
        let close = i + 1;
        for (; close < body.length; close++) {
          if (body[close]!.text === '(') depth++;
          else if (body[close]!.text === ')' && --depth === 0) break;
        }
        if (close >= body.length) throw new FallBack('an unterminated __VA_OPT__');
        const content = body.slice(i + 2, close);
        if (content.some((c) => c.text === '#' || c.text === '##') || body[close + 1]?.text === '##' || body[i - 1]?.text === '##') {
          throw new FallBack('# or ## with __VA_OPT__');
        }
        if (args[va] && expandedArg(va).length > 0) out.push(...this.substitute(m, content, args));
        else out.push(null);
        i = close;
        continue;
      }
      if (k >= 0) {
        if (body[i + 1]?.text === '##') {
          out.push(...raw(k, t.white));
          continue;
        }
        const e = expandedArg(k);
        const once = m.paramUses![k] === 1;
        for (let n = 0; n < e.length; n++) {
          const c = once ? e[n]! : e[n]!.copy();
          if (n === 0) c.white = t.white;
          out.push(c);
        }
        continue;
      }
      out.push(t.copy());
    }
    return out.filter((t): t is Tok => t !== null);
  }

  private pasteObjectLike(body: Tok[]): Tok[] {
    const out: Tok[] = [];
    for (let i = 0; i < body.length; i++) {
      const t = body[i]!;
      if (t.kind === 'punct' && t.text === '##') out.push(paste(out.pop()!, body[++i]!));
      else out.push(t);
    }
    return out;
  }

  // ---- #if operators ----

  /** `defined X`, `__has_include(...)`, `__has_attribute(...)` inside #if: the number (or unknown) they stand for. */
  private ifOperator(t: Tok): Tok | undefined {
    const number = (v: boolean | string): Tok => (typeof v === 'string' ? t.respelled('ident', v) : t.respelled('number', v ? '1' : '0'));
    if (t.text === 'defined') {
      let x = this.read();
      const paren = x?.text === '(';
      if (paren) x = this.read();
      if (!x || x.kind !== 'ident') throw new FallBack("'defined' without a macro name");
      if (paren && this.read()?.text !== ')') throw new FallBack("'defined(' without ')'");
      return number(this.macros.has(x.text) || definedBuiltins.has(x.text));
    }
    if (t.text === '__has_include' || t.text === '__has_include_next') {
      if (this.read()?.text !== '(') throw new FallBack(`${t.text} without (`);
      const h = this.read();
      if (!h || (h.kind !== 'header' && !(h.kind === 'string' && h.text.startsWith('"')))) throw new FallBack(`${t.text} of a macro`);
      if (this.read()?.text !== ')') throw new FallBack(`${t.text} without )`);
      const name = h.text.slice(1, -1);
      if (name === '' || name.includes('\\')) throw new FallBack('an odd header name');
      return number(this.find(name, h.kind === 'header', t.text === '__has_include_next') !== undefined);
    }
    if (attributeQueries.has(t.text)) {
      if (this.read()?.text !== '(') throw new FallBack(`${t.text} without (`);
      for (let depth = 1; depth > 0; ) {
        const x = this.read();
        if (!x) throw new FallBack(`${t.text} without )`);
        if (x.text === '(') depth++;
        else if (x.text === ')') depth--;
      }
      return number(unknownOperand);
    }
    return undefined;
  }

  private find(name: string, angled: boolean, next: boolean): Found | undefined {
    const ctx = this.top();
    if (next && this.files.length === 1) throw new FallBack('#include_next in the main file');
    return findInclude(this.config, name, angled, next, ctx, this.lookups);
  }

  // ---- directives ----

  private directive(): void {
    const ctx = this.top();
    const toks = ctx.text.tokens;
    const start = ctx.pos;
    let end = start + 1;
    while (end < toks.length && !toks[end]!.bol) end++;
    ctx.pos = end;
    const line = toks.slice(start + 1, end);
    const lastLine = toks[end - 1]!.line;
    const name = line[0];
    if (!name) return;
    if (name.kind !== 'ident') throw new FallBack(name.kind === 'number' ? 'a line marker directive' : 'an invalid directive');
    const rest = line.slice(1);
    const directiveLine = toks[start]!.line;
    if (this.files.length === 1 && name.text !== 'include') this.lineage = null;
    switch (name.text) {
      case 'define': {
        const m = parseDefinition(rest, (t) => this.own(t));
        const old = this.macros.get(m.name);
        if (old && !sameDefinition(old, m)) throw new FallBack(`'${m.name}' redefined`);
        this.ownMacros().set(m.name, m);
        return;
      }
      case 'undef': {
        const n = rest[0];
        if (!n || n.kind !== 'ident' || builtinNames.has(n.text)) throw new FallBack('a malformed #undef');
        this.ownMacros().delete(n.text);
        return;
      }
      case 'include':
      case 'include_next':
        return this.include(rest, name.text === 'include_next', lastLine);
      case 'if':
        return this.enterConditional(this.evaluate(rest));
      case 'ifdef':
      case 'ifndef':
        return this.enterConditional(this.isDefined(rest) === (name.text === 'ifdef'));
      case 'elifdef':
      case 'elifndef':
      case 'elif':
      case 'else': {
        const c = ctx.conditionals[ctx.conditionals.length - 1];
        if (!c || c.sawElse) throw new FallBack(`a misplaced #${name.text}`);
        if (name.text.startsWith('elif') && name.text !== 'elif' && !this.config.gnu) throw new FallBack(`#${name.text} in strict ISO mode`);
        if (name.text === 'else') c.sawElse = true;
        c.taken = true;
        return this.skip();
      }
      case 'endif':
        if (!ctx.conditionals.pop()) throw new FallBack('#endif without #if');
        return;
      case 'line':
        return this.lineDirective(rest, lastLine);
      case 'warning':
        return; // only a message on stderr
      case 'pragma':
        return this.pragma(rest, directiveLine);
      case 'ident': {
        if (rest.length !== 1 || rest[0]!.kind !== 'string' || !rest[0]!.text.startsWith('"')) throw new FallBack('a malformed #ident');
        this.out.directiveLine(ctx.presumed, directiveLine + ctx.lineDelta, ctx.system, `#ident ${rest[0]!.text}`);
        return;
      }
      default:
        throw new FallBack(`#${name.text}`);
    }
  }

  private isDefined(rest: readonly Tok[]): boolean {
    const n = rest[0];
    if (!n || n.kind !== 'ident') throw new FallBack('#ifdef without a macro name');
    return this.macros.has(n.text) || definedBuiltins.has(n.text);
  }

  private evaluate(rest: readonly Tok[]): boolean {
    this.inIf = true;
    try {
      return evaluateIf(this.expandList(rest), this.config.unsignedChar);
    } finally {
      this.inIf = false;
    }
  }

  private enterConditional(value: boolean): void {
    this.top().conditionals.push({ taken: value, sawElse: false });
    if (!value) this.skip();
  }

  /** Skips the rest of a group whose #if is not (or no longer) taken, up to the group that is, or its #endif. */
  private skip(): void {
    const ctx = this.top();
    const toks = ctx.text.tokens;
    const c = ctx.conditionals[ctx.conditionals.length - 1]!;
    let depth = 0;
    for (let i = ctx.pos; ; i++) {
      if (i >= toks.length) throw new FallBack('an unterminated #if');
      const t = toks[i]!;
      if (!(t.bol && t.text === '#' && t.kind === 'punct')) continue;
      const name = toks[i + 1];
      if (!name || name.bol || name.kind !== 'ident') continue;
      const d = name.text;
      if (d === 'if' || d === 'ifdef' || d === 'ifndef') {
        depth++;
        continue;
      }
      if (depth > 0) {
        if (d === 'endif') depth--;
        continue;
      }
      if (d !== 'endif' && d !== 'else' && d !== 'elif' && !(this.config.gnu && (d === 'elifdef' || d === 'elifndef'))) continue;
      let end = i + 2;
      while (end < toks.length && !toks[end]!.bol) end++;
      ctx.pos = end;
      const rest = toks.slice(i + 2, end);
      if (d === 'endif') {
        ctx.conditionals.pop();
        return;
      }
      if (c.sawElse) throw new FallBack(`#${d} after #else`);
      if (d === 'else') {
        c.sawElse = true;
        if (!c.taken) {
          c.taken = true;
          return;
        }
        continue;
      }
      if (c.taken) continue;
      const value = d === 'elif' ? this.evaluate(rest) : this.isDefined(rest) === (d === 'elifdef');
      if (value) {
        c.taken = true;
        return;
      }
      i = end - 1;
    }
  }

  private include(rest: readonly Tok[], next: boolean, lastLine: number): void {
    let operand = rest;
    if (!(rest[0]?.kind === 'header' || rest[0]?.kind === 'string')) operand = this.expandList(rest);
    const first = operand[0];
    let name: string;
    let angled: boolean;
    if (first?.kind === 'header' || (first?.kind === 'string' && first.text.startsWith('"'))) {
      name = first.text.slice(1, -1);
      angled = first.kind === 'header';
    } else if (first?.text === '<') {
      const close = operand.findIndex((t) => t.text === '>');
      if (close < 0) throw new FallBack('#include < without >');
      name = operand.slice(1, close).map((t, k) => (k > 0 && t.white ? ' ' : '') + t.text).join('');
      angled = true;
    } else throw new FallBack('a malformed #include');
    if (name === '' || name.includes('\\')) throw new FallBack('an odd header name');
    const found = this.find(name, angled, next);
    if (!found) throw new FallBack(`${name}: No such file or directory`);
    if (this.files.length >= 200) throw new FallBack('#include nested too deeply');
    if (found.text.guard !== null && this.macros.has(found.text.guard)) return;
    if (this.onceFiles.some((o) => o.size === found.text.size && o.mtimeNs === found.text.mtimeNs && o.raw === found.text.raw)) return;
    const ctx = this.top();
    this.out.moveTo(ctx.presumed, lastLine + ctx.lineDelta, ctx.system);
    const header = this.context(found.path, found.text, found.chainIndex, found.system, lastLine + 1);
    this.files.push(header);
    this.out.marker(found.path, 1, found.system, ' 1');
    if (this.files.length === 2 && this.lineage !== null) this.replayOrRecord(header, found);
  }

  /** Includes `header` from the main file as recorded before, when every path it looked up is as it was; else records. */
  private replayOrRecord(header: FileContext, found: Found): void {
    const key = includeKey(this.lineage!, found.path, found.chainIndex, found.system, this.out.lastWasSystem, this.padPending);
    const memo = recallInclude(key);
    if (memo && this.unchanged(memo)) {
      this.out.replay(memo.output, memo.writer);
      this.macros = memo.macros;
      this.macrosShared = true;
      this.onceFiles = [...memo.onceFiles];
      this.padPending = memo.padPending;
      header.pos = header.text.tokens.length; // read to its end: leaving it writes the return marker
      this.lineage = key;
      return;
    }
    this.lookups.consulted = new Map([[found.path, found.text]]);
    this.recording = { key, header, mark: this.out.length, tainted: false };
  }

  private unchanged(memo: IncludeMemo): boolean {
    for (const [path, text] of memo.consulted) if (this.lookups.read(path) !== text) return false;
    return true;
  }

  /** The macro table to change: this file's own copy. */
  private ownMacros(): Map<string, Macro> {
    if (!this.macrosShared) return this.macros as Map<string, Macro>;
    const own = new Map(this.macros);
    this.macros = own;
    this.macrosShared = false;
    return own;
  }

  /** Keeps what the recorded header did (before its return marker is written). */
  private finishRecording(r: Recording): void {
    const consulted = this.lookups.consulted!;
    this.lookups.consulted = undefined;
    this.recording = undefined;
    if (r.tainted || this.pending.length > 0) {
      this.lineage = null;
      return;
    }
    const memo = { consulted, output: this.out.since(r.mark), writer: this.out.state(), macros: this.macros, onceFiles: [...this.onceFiles], padPending: this.padPending };
    this.macrosShared = true;
    rememberInclude(r.key, memo);
    this.lineage = r.key;
  }

  /** What was just expanded differs from main file to main file: nothing recorded now or later is kept. */
  private taint(): void {
    if (this.recording) this.recording.tainted = true;
    this.lineage = null;
  }

  /** Ends the current file; false when it was the main file. */
  private leaveFile(): boolean {
    const done = this.files.pop()!;
    if (done.conditionals.length) throw new FallBack('an unterminated #if');
    if (this.recording?.header === done) this.finishRecording(this.recording);
    const ctx = this.files[this.files.length - 1];
    if (!ctx) return false;
    this.out.marker(ctx.presumed, done.returnLine + ctx.lineDelta, ctx.system, ' 2');
    return true;
  }

  private lineDirective(rest: readonly Tok[], lastLine: number): void {
    const ctx = this.top();
    const toks = this.expandList(rest);
    const n = toks[0];
    if (!n || !/^[0-9]+$/.test(n.text) || Number(n.text) === 0 || Number(n.text) > 2147483647) throw new FallBack('a #line gcc warns about');
    const f = toks[1];
    if (toks.length > 2 || (f && (f.kind !== 'string' || !f.text.startsWith('"') || /[\\]/.test(f.text)))) throw new FallBack('a malformed #line');
    const line = Number(n.text);
    ctx.lineDelta = line - (lastLine + 1);
    if (f) ctx.presumed = f.text.slice(1, -1);
    this.out.marker(ctx.presumed, line, ctx.system, '');
  }

  private pragma(rest: readonly Tok[], directiveLine: number): void {
    const ctx = this.top();
    const first = rest[0]?.text;
    if (first === 'once') {
      this.onceFiles.push(ctx.text);
      return;
    }
    if (first === 'push_macro' || first === 'pop_macro' || (first === 'GCC' && preprocessorPragmas.has(rest[1]?.text ?? ''))) {
      throw new FallBack(`#pragma ${first} ${rest[1]?.text ?? ''}`);
    }
    if (expandedPragmas.has(first ?? '') || (first === 'omp' && this.config.openmp) || first === 'STDC' || first === 'GCC') {
      if (rest.slice(1).some((t) => t.kind === 'ident' && (this.macros.has(t.text) || definedBuiltins.has(t.text)))) {
        throw new FallBack(`#pragma ${first} with macros`);
      }
    }
    if (rest.some((t) => t.kind === 'bad')) throw new FallBack('an unterminated literal in a #pragma');
    const text = rest.map((t, k) => (k > 0 && t.white ? ' ' : '') + t.text).join('');
    this.out.directiveLine(ctx.presumed, directiveLine + ctx.lineDelta, ctx.system, `#pragma ${text}`);
  }
}
