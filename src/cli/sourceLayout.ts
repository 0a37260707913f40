// Where the functions of a C file are in its text, and what C code put back into that text must know: the body of
// each definition that can be replaced (located and checked against the original characters), the C types of the
// parameters, and the file-scope names and declarations the user's text provides.

import type { ReplaceableBody, SpliceSource } from '../codegen/emitC/splice.js';
import type { FunctionDecl, StructDecl, TranslationUnit } from '../frontend/ast.js';
import type { CType } from '../frontend/ctypes.js';
import { representationType } from '../frontend/printC.js';
import { builtinFile } from '../frontend/sema/builtins.js';
import type { SourceLoc } from '../ir/diagnostics.js';

/**
 * What polyts-cc's output needs to know about a C file: the emitter's view of the text (splice.ts), and the
 * definitions whose bodies stay as written because their text cannot be replaced, with where and why.
 */
export interface SourceLayout extends SpliceSource {
  readonly fixed: ReadonlyMap<string, { readonly loc: SourceLoc; readonly reason: string }>;
}

/** The layout of `text`, the main file of `tu` (named `tu.file` in its locations). */
export function sourceLayout(tu: TranslationUnit, text: string): SourceLayout {
  const lines = lineStarts(text);
  const spelled = typeSpelling(tu);
  const bodies = new Map<string, ReplaceableBody>();
  const fixed = new Map<string, { loc: SourceLoc; reason: string }>();
  for (const fn of tu.functions) {
    const body = fn.body;
    if (!body || body.loc.file !== tu.file) continue;
    const placed = placeBody(fn, text, lines, spelled);
    if (typeof placed === 'string') fixed.set(fn.name, { loc: body.loc, reason: placed });
    else bodies.set(fn.name, placed);
  }
  const fileScopeNames = new Set<string>([...tu.functions.map((f) => f.name), ...tu.globals.map((g) => g.name), ...tu.typedefs.map((t) => t.name), ...tu.enumConstants]);
  for (const r of tu.rejected) for (const n of r.names) fileScopeNames.add(n);
  for (const m of text.matchAll(/^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)/gm)) fileScopeNames.add(m[1]!);
  // Library functions sema declares for gcc's builtins (`__builtin_fabs` as fabs) are not in the text.
  const declared = tu.functions.filter((f) => f.loc.file !== builtinFile);
  const parameterTypes = new Map<string, string[]>();
  for (const f of declared) if (f.type.prototyped) parameterTypes.set(f.name, f.type.params.map(spelled));
  const resultTypes = new Map<string, string>();
  for (const f of declared) if (f.type.result.kind === 'struct') resultTypes.set(f.name, spelled(f.type.result));
  return {
    file: tu.file,
    text,
    bodies,
    fixed,
    fileScopeNames,
    declaredFunctions: new Set(declared.map((f) => f.name)),
    globals: new Map(tu.globals.map((g) => [g.name, spelled(g.type)])),
    parameterTypes,
    resultTypes,
  };
}

/**
 * C types as code holding a value of them spells them (printC.ts representationType), a struct without a tag by the
 * typedef naming it (`vec2`), so emitted code can declare one.
 */
function typeSpelling(tu: TranslationUnit): (t: CType) => string {
  const names = new Map<StructDecl, string>();
  for (const d of tu.typedefs) if (d.type.kind === 'struct' && !d.type.decl.tag && !d.type.quals?.const && !d.type.quals?.volatile && !names.has(d.type.decl)) names.set(d.type.decl, d.name);
  return (t) => {
    const text = representationType(t);
    let inner = t;
    while (inner.kind === 'pointer' || inner.kind === 'array') inner = inner.kind === 'pointer' ? inner.pointee : inner.element;
    const name = inner.kind === 'struct' ? names.get(inner.decl) : undefined;
    return name ? text.replace(/\b(struct|union) <anonymous>/, name) : text;
  };
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

function offsetOf(lines: readonly number[], loc: SourceLoc): number | undefined {
  const start = lines[loc.line - 1];
  return start === undefined ? undefined : start + loc.col - 1;
}

/** The replaceable body of `fn`, or why its text cannot be replaced (the function is then kept as written). */
function placeBody(fn: FunctionDecl, text: string, lines: readonly number[], spelled: (t: CType) => string): ReplaceableBody | string {
  const body = fn.body!;
  const start = offsetOf(lines, body.loc);
  const close = body.endLoc && body.endLoc.file === body.loc.file ? offsetOf(lines, body.endLoc) : undefined;
  if (start === undefined || text[start] !== '{' || close === undefined || text[close] !== '}') {
    return 'its body is not written out in the file (it comes from a macro)';
  }
  const scan = scanBody(text, start);
  if (typeof scan === 'string') return scan;
  if (scan.close !== close) return 'its braces do not match in the file as written (conditional compilation or macros)';
  const after = close + 1;
  const resumeLine = body.endLoc!.line;
  return {
    start,
    end: after,
    resumeLine,
    resumeCol: after - (lines[resumeLine - 1] ?? 0) + 1,
    params: fn.params.map((p) => ({ name: p.name, type: spelled(p.type) })),
    directives: scan.directives,
  };
}

const carried = /^#\s*(define|undef|if|ifdef|ifndef|elif|else|endif)\b/;
const dropped = /^#\s*(pragma\b|$)/;

/**
 * Scans C text from the `{` at `start` to its matching `}` (comments, string and character literals skipped), and
 * collects the directive lines on the way; an #include or an unbalanced conditional makes the body unreplaceable.
 */
function scanBody(text: string, start: number): { close: number; directives: string[] } | string {
  const directives: string[] = [];
  let depth = 0;
  let conditionals = 0;
  let atLineStart = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') {
      atLineStart = true;
      continue;
    }
    if (atLineStart && (c === ' ' || c === '\t')) continue;
    if (atLineStart && c === '#') {
      let end = i;
      while (end < text.length && text[end] !== '\n') end = text[end] === '\\' && text[end + 1] === '\n' ? end + 2 : end + 1;
      const line = text.slice(i, end);
      const kind = carried.exec(line)?.[1];
      if (kind) {
        directives.push(line);
        if (kind.startsWith('if')) conditionals++;
        if (kind === 'endif' && --conditionals < 0) return 'a conditional directive in its body opens outside it';
      } else if (!dropped.test(line)) return `its body holds the directive '${line.trim().split(/\s+/)[0]}'`;
      i = end - 1;
      continue;
    }
    atLineStart = false;
    if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      i--;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) return 'an unterminated comment';
      i = end + 1;
    } else if (c === '"' || c === "'") {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      return conditionals === 0 ? { close: i, directives } : 'a conditional directive in its body closes outside it';
    }
  }
  return 'its body does not end in the file';
}
