// Reading a check file into the list of checks FileCheck runs: finding PREFIX-DIRECTIVE: lines, grouping CHECK-DAG and
// CHECK-NOT with the positive check that follows them, implicit CHECK-NOTs, and the errors FileCheck gives for a bad
// check file. A port of FileCheck::readCheckFile and FindCheckType (llvm/lib/FileCheck/FileCheck.cpp).

import { Pattern, type CheckType, type PatternOptions } from './checkPattern.js';
import type { PatternContext } from './patternContext.js';
import { DiagnosticSink, SourceBuffer } from './sourceBuffer.js';
import { LocatedError, Span } from './span.js';

/** A CHECK-DAG or CHECK-NOT waiting for the next positive check (or the end of input). */
export interface DagNotCheck {
  readonly pat: Pattern;
  readonly prefix: string;
}

/** A positive check (or the implicit EOF) with the CHECK-DAG/NOT directives written before it. */
export interface CheckString {
  readonly pat: Pattern;
  readonly prefix: string;
  /** Offset of the pattern in the check buffer; diagnostics about this check point there. */
  readonly loc: number;
  readonly dagNots: readonly DagNotCheck[];
}

/** The options of FileCheck that affect reading the check file. */
export interface CheckFileRequest extends PatternOptions {
  readonly checkPrefixes: readonly string[];
  readonly commentPrefixes: readonly string[];
  /** No --check-prefix was given, so the prefix is the default CHECK. */
  readonly isDefaultCheckPrefix: boolean;
  readonly implicitCheckNot: readonly string[];
  readonly allowUnusedPrefixes: boolean;
}

type FoundType = CheckType | 'none' | 'comment' | 'misspelled' | 'badNot' | 'badCount';

const isPartOfWord = (c: string | undefined): boolean => c !== undefined && /[A-Za-z0-9_-]/.test(c);
const plain = (count = 1): CheckType => ({ kind: 'plain', count, literal: false });
const NOT_COMBOS = ['DAG-NOT:', 'NOT-DAG:', 'NEXT-NOT:', 'NOT-NEXT:', 'SAME-NOT:', 'NOT-SAME:', 'EMPTY-NOT:', 'NOT-EMPTY:'];
const SUFFIXES: readonly [string, CheckType['kind']][] = [
  ['NEXT', 'next'],
  ['SAME', 'same'],
  ['NOT', 'not'],
  ['DAG', 'dag'],
  ['LABEL', 'label'],
  ['EMPTY', 'empty'],
];

/**
 * What follows a prefix at `at`: the directive type and where its pattern starts (`rest`, -1 when FileCheck's
 * remaining buffer would be empty).
 */
function findCheckType(text: string, at: number, prefix: string, req: CheckFileRequest): { type: FoundType; rest: number } {
  if (text.length - at <= prefix.length) return { type: 'none', rest: -1 };
  let r = at + prefix.length;
  if (req.commentPrefixes.includes(prefix)) return text[r] === ':' ? { type: 'comment', rest: r + 1 } : { type: 'none', rest: -1 };

  const consumeModifiers = (type: CheckType): { type: FoundType; rest: number } => {
    if (text[r] === ':') return { type, rest: r + 1 };
    if (text[r] !== '{') return { type: 'none', rest: -1 };
    r++;
    let literal = false;
    const skipSpace = (): void => {
      while (r < text.length && ' \t\n\v\f\r'.includes(text[r])) r++;
    };
    for (;;) {
      skipSpace();
      if (!text.startsWith('LITERAL', r)) return { type: 'none', rest: r };
      literal = true;
      r += 'LITERAL'.length;
      skipSpace();
      if (text[r] !== ',') break;
      r++;
    }
    if (!text.startsWith('}:', r)) return { type: 'none', rest: r };
    return { type: { ...type, literal }, rest: r + 2 };
  };

  if (text[r] === ':') return { type: plain(), rest: r + 1 };
  if (text[r] === '{') return consumeModifiers(plain());
  let misspelled = false;
  if (text[r] === '_') misspelled = true;
  else if (text[r] !== '-') return { type: 'none', rest: -1 };
  r++;
  const found = ((): { type: FoundType; rest: number } => {
    if (text.startsWith('COUNT-', r)) {
      r += 'COUNT-'.length;
      const m = /^-?[0-9]+/.exec(text.slice(r, r + 24));
      if (!m) return { type: 'badCount', rest: r };
      r += m[0].length;
      const count = Number(m[0]);
      if (count <= 0 || count > 0x7fffffff) return { type: 'badCount', rest: r };
      if (text[r] !== ':' && text[r] !== '{') return { type: 'badCount', rest: r };
      return consumeModifiers(plain(count));
    }
    if (NOT_COMBOS.some((c) => text.startsWith(c, r))) return { type: 'badNot', rest: r };
    for (const [word, kind] of SUFFIXES) {
      if (text.startsWith(word, r)) {
        r += word.length;
        return consumeModifiers({ kind, count: 1, literal: false });
      }
    }
    return { type: 'none', rest: r };
  })();
  return misspelled && found.type !== 'none' ? { type: 'misspelled', rest: found.rest } : found;
}

/** Earliest occurrence of any prefix at or after `from`; at equal positions the longest prefix wins. */
function nextPrefix(text: string, from: number, prefixes: readonly string[]): { prefix: string; at: number } | undefined {
  let best: { prefix: string; at: number } | undefined;
  for (const prefix of prefixes) {
    const at = text.indexOf(prefix, from);
    if (at < 0) continue;
    if (!best || at < best.at || (at === best.at && prefix.length > best.prefix.length)) best = { prefix, at };
  }
  return best;
}

/**
 * Parses the (canonicalized) check file. Returns undefined after printing FileCheck's error when the check file is
 * bad; FileCheck then exits with status 2.
 */
export function readCheckFile(
  buffer: SourceBuffer,
  req: CheckFileRequest,
  ctx: PatternContext,
  diags: DiagnosticSink,
): CheckString[] | undefined {
  const text = buffer.text;
  const fail = (offset: number, message: string): undefined => {
    diags.print({ buffer, offset }, 'error', message);
    return undefined;
  };

  const implicitNots: DagNotCheck[] = [];
  for (const patternText of req.implicitCheckNot) {
    // Shown as if from the command line, so a match points at the option that asked for it.
    const lead = "-implicit-check-not='";
    const cmdline = new SourceBuffer('command line', `${lead}${patternText}'`);
    const pat = new Pattern({ kind: 'not', count: 1, literal: false }, ctx, cmdline);
    try {
      pat.parse(new Span(cmdline.text, lead.length, lead.length + patternText.length), 'IMPLICIT-CHECK', req);
    } catch (e) {
      // FileCheck prints the error and carries on with the half-parsed pattern.
      if (!(e instanceof LocatedError)) throw e;
      diags.print({ buffer: cmdline, offset: e.offset }, 'error', e.message);
    }
    implicitNots.push({ pat, prefix: 'IMPLICIT-CHECK' });
  }

  const checks: CheckString[] = [];
  let dagNots: DagNotCheck[] = [...implicitNots];
  const allPrefixes = [...req.checkPrefixes, ...req.commentPrefixes];
  const prefixesNotFound = new Set(req.checkPrefixes);
  const distinctPrefixes = prefixesNotFound.size;
  let lineNumber = 1;
  let pos = 0;

  for (;;) {
    // FindFirstMatchingPrefix: a prefix that is not the tail of a longer word and is followed by a directive.
    let found: { prefix: string; at: number; type: Exclude<FoundType, 'none'>; rest: number } | undefined;
    while (pos < text.length) {
      const hit = nextPrefix(text, pos, allPrefixes);
      if (!hit) break;
      for (let i = pos; i < hit.at; i++) if (text.charCodeAt(i) === 10) lineNumber++;
      const skippedSomething = hit.at > pos;
      pos = hit.at;
      if (!skippedSomething || !isPartOfWord(text[hit.at - 1])) {
        const { type, rest } = findCheckType(text, hit.at, hit.prefix, req);
        if (type !== 'none') {
          found = { ...hit, type, rest };
          break;
        }
      }
      pos = hit.at + hit.prefix.length;
      while (pos < text.length && isPartOfWord(text[pos])) pos++;
    }
    if (!found) break;
    const { prefix, at: prefixStart, type } = found;
    if (type !== 'comment') prefixesNotFound.delete(prefix);
    pos = found.rest < 0 || found.rest >= text.length ? prefixStart + prefix.length : found.rest;

    if (type === 'misspelled') return fail(prefixStart, `misspelled directive '${text.slice(prefixStart, found.rest)}'`);
    if (type === 'badNot') return fail(pos, `unsupported -NOT combo on prefix '${prefix}'`);
    if (type === 'badCount') return fail(pos, `invalid count in -COUNT specification on prefix '${prefix}'`);

    if (!(req.strictWhitespace && req.matchFullLines)) while (pos < text.length && (text[pos] === ' ' || text[pos] === '\t')) pos++;
    let eol = pos;
    while (eol < text.length && text[eol] !== '\n' && text[eol] !== '\r') eol++;
    const patternSpan = new Span(text, pos, eol);
    pos = eol;
    if (type === 'comment') continue;

    const pat = new Pattern(type, ctx, buffer, lineNumber);
    try {
      pat.parse(patternSpan, prefix, req);
    } catch (e) {
      if (!(e instanceof LocatedError)) throw e;
      diags.print({ buffer, offset: e.offset }, 'error', e.message);
      // Errors FileCheck returns as Error values are printed by logAllUnhandledErrors, which adds a blank line.
      if (!e.printedDirectly) diags.raw('\n');
      return undefined;
    }
    if (type.kind === 'label' && pat.hasVariable())
      return fail(prefixStart, `found '${prefix}-LABEL:' with variable definition or use`);
    if ((type.kind === 'next' || type.kind === 'same' || type.kind === 'empty') && checks.length === 0) {
      const name = type.kind === 'next' ? 'NEXT' : type.kind === 'empty' ? 'EMPTY' : 'SAME';
      return fail(prefixStart, `found '${prefix}-${name}' without previous '${prefix}: line`);
    }
    if (type.kind === 'dag' || type.kind === 'not') {
      dagNots.push({ pat, prefix });
      continue;
    }
    checks.push({ pat, prefix, loc: patternSpan.start, dagNots });
    dagNots = [...implicitNots];
  }

  const noPrefixesFound = prefixesNotFound.size === distinctPrefixes;
  const someUnused = !req.allowUnusedPrefixes && prefixesNotFound.size > 0;
  if ((noPrefixesFound || someUnused) && (implicitNots.length === 0 || !req.isDefaultCheckPrefix)) {
    const missing = [...prefixesNotFound].sort().map((p) => `'${p}:'`);
    diags.raw(`error: no check strings found with prefix${missing.length > 1 ? 'es ' : ' '}${missing.join(', ')}\n`);
    return undefined;
  }
  // Trailing CHECK-DAG/NOT (and implicit CHECK-NOTs) are checked up to the end of the input.
  if (dagNots.length) {
    const eof = new Pattern({ kind: 'eof', count: 1, literal: false }, ctx, buffer, lineNumber + 1);
    eof.loc = pos;
    checks.push({ pat: eof, prefix: req.checkPrefixes[0], loc: pos, dagNots });
  }
  return checks;
}
