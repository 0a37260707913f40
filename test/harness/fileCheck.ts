// Our FileCheck: checks an input text against a check file with LLVM FileCheck's semantics and messages.
// A port of FileCheck::checkInput and FileCheckString::Check/CheckDag/CheckNot/CheckNext/CheckSame
// (llvm/lib/FileCheck/FileCheck.cpp) plus the driver logic of llvm/utils/FileCheck (canonicalization, empty input,
// prefix validation, input dump). Texts are byte strings (latin1), as LLVM sees them.

import { readCheckFile, type CheckFileRequest, type CheckString, type DagNotCheck } from './checkFile.js';
import { describeCheck, type MatchOutcome, type Pattern } from './checkPattern.js';
import { PatternContext } from './patternContext.js';
import { DiagnosticSink, SourceBuffer, type Loc } from './sourceBuffer.js';
import type { LocatedError } from './span.js';

export interface FileCheckOptions {
  /** --check-prefix / --check-prefixes, in order; default CHECK. */
  readonly checkPrefixes?: readonly string[];
  /** --comment-prefixes; default COM and RUN. */
  readonly commentPrefixes?: readonly string[];
  readonly implicitCheckNot?: readonly string[];
  /** -D definitions: `VAR=value` or `#VAR=expr`. */
  readonly defines?: readonly string[];
  readonly matchFullLines?: boolean;
  readonly strictWhitespace?: boolean;
  readonly ignoreCase?: boolean;
  readonly enableVarScope?: boolean;
  readonly allowEmpty?: boolean;
  readonly allowUnusedPrefixes?: boolean;
  readonly allowDeprecatedDagOverlap?: boolean;
  /** --dump-input; default 'fail'. Our dump lists the input lines around each error, without annotations. */
  readonly dumpInput?: 'fail' | 'always' | 'never';
  readonly dumpInputContext?: number;
  /** Names used in messages. */
  readonly checkFileName?: string;
  readonly inputName?: string;
  /** Shown when the input is empty ("FileCheck command line: ..."). */
  readonly commandLine?: string;
}

export interface FileCheckResult {
  /** 0: all checks passed; 1: a check failed; 2: bad check file, bad options or empty input. */
  readonly exitCode: 0 | 1 | 2;
  /** Everything FileCheck would print on stderr. */
  readonly stderr: string;
}

/** Runs the checks of `checkText` against `input`. */
export function fileCheck(checkText: string, input: string, options: FileCheckOptions = {}): FileCheckResult {
  const diags = new DiagnosticSink();
  const result = (exitCode: 0 | 1 | 2): FileCheckResult => ({ exitCode, stderr: diags.text() });
  const req = requestOf(options);
  const invalidPrefix = validatePrefixes(req);
  if (invalidPrefix) {
    diags.raw(`${invalidPrefix}\n`);
    return result(2);
  }

  const ctx = new PatternContext();
  const defines = ctx.defineCmdlineVariables(options.defines ?? []);
  if (defines.errors.length) {
    for (const e of defines.errors) diags.print({ buffer: defines.buffer, offset: e.offset }, 'error', e.message);
    diags.raw('\n');
    return result(2);
  }
  const checkBuffer = new SourceBuffer(options.checkFileName ?? 'check', canonicalize(checkText, req.strictWhitespace));
  const checks = readCheckFile(checkBuffer, req, ctx, diags);
  if (!checks) return result(2);

  const inputName = options.inputName ?? '<stdin>';
  if (input.length === 0 && !options.allowEmpty) {
    diags.raw(`FileCheck error: '${inputName}' is empty.\n`);
    diags.raw(`FileCheck command line: ${options.commandLine ?? ''}\n`);
    return result(2);
  }
  const inputBuffer = new SourceBuffer(inputName, canonicalize(input, req.strictWhitespace));
  const checker = new InputChecker(inputBuffer, checkBuffer, req, ctx, diags);
  const ok = checker.checkInput(checks);
  const dump = options.dumpInput ?? 'fail';
  if (dump === 'always' || (dump === 'fail' && !ok))
    diags.raw(inputDump(inputBuffer, checkBuffer, checker.inputLocations, options.dumpInputContext ?? 5, dump === 'always'));
  return result(ok ? 0 : 1);
}

interface Request extends CheckFileRequest {
  readonly enableVarScope: boolean;
  readonly allowDeprecatedDagOverlap: boolean;
}

function requestOf(o: FileCheckOptions): Request {
  const checkPrefixes = o.checkPrefixes?.length ? [...o.checkPrefixes] : ['CHECK'];
  return {
    checkPrefixes,
    commentPrefixes: o.commentPrefixes?.length ? [...o.commentPrefixes] : ['COM', 'RUN'],
    isDefaultCheckPrefix: !o.checkPrefixes?.length,
    implicitCheckNot: o.implicitCheckNot ?? [],
    allowUnusedPrefixes: o.allowUnusedPrefixes ?? false,
    matchFullLines: o.matchFullLines ?? false,
    strictWhitespace: o.strictWhitespace ?? false,
    ignoreCase: o.ignoreCase ?? false,
    enableVarScope: o.enableVarScope ?? false,
    allowDeprecatedDagOverlap: o.allowDeprecatedDagOverlap ?? false,
  };
}

/** FileCheck::ValidateCheckPrefixes; returns the error message, if any. */
function validatePrefixes(req: Request): string | undefined {
  const seen = new Set<string>();
  for (const [kind, list] of [
    ['check', req.checkPrefixes],
    ['comment', req.commentPrefixes],
  ] as const) {
    for (const p of list) {
      if (p === '') return `error: supplied ${kind} prefix must not be the empty string`;
      if (!/^[a-zA-Z0-9_-]*$/.test(p))
        return `error: supplied ${kind} prefix must start with a letter and contain only alphanumeric characters, hyphens, and underscores: '${p}'`;
      if (seen.has(p)) return `error: supplied ${kind} prefix must be unique among check and comment prefixes: '${p}'`;
      seen.add(p);
    }
  }
  return undefined;
}

/**
 * FileCheck::CanonicalizeFile: drops the \r of \r\n and, unless --strict-whitespace, turns every run of spaces and
 * tabs into one space. Both the check file and the input go through it, so `a  b` in either matches `a\tb`.
 */
export function canonicalize(text: string, strictWhitespace: boolean): string {
  const t = text.replace(/\r\n/g, '\n');
  return strictWhitespace ? t : t.replace(/[ \t]+/g, ' ');
}

interface Match {
  readonly pos: number;
  readonly len: number;
}

/** Matches checks against one input, printing FileCheck's diagnostics for every failure. */
class InputChecker {
  /** Input offsets that diagnostics point at, for the input dump. */
  readonly inputLocations: number[] = [];
  private readonly text: string;

  constructor(
    private readonly input: SourceBuffer,
    private readonly checkBuffer: SourceBuffer,
    private readonly req: Request,
    private readonly ctx: PatternContext,
    private readonly diags: DiagnosticSink,
  ) {
    this.text = input.text;
  }

  /**
   * FileCheck::checkInput: each CHECK-LABEL first splits the input at its match, then the checks between two labels
   * are matched inside that block only. A failure ends its block; later blocks are still checked.
   */
  checkInput(checks: readonly CheckString[]): boolean {
    let failed = false;
    let bufferStart = 0;
    const bufferEnd = this.text.length;
    let i = 0;
    let j = 0;
    for (;;) {
      let region: { start: number; end: number };
      if (j === checks.length) {
        region = { start: bufferStart, end: bufferEnd };
      } else {
        const label = checks[j];
        if (label.pat.type.kind !== 'label') {
          j++;
          continue;
        }
        // Scan to the next label match, ignoring its CHECK-NOT and CHECK-DAG for now.
        const m = this.check(label, bufferStart, bufferEnd, true);
        if (!m) return false;
        region = { start: bufferStart, end: m.pos + m.len };
        bufferStart = m.pos + m.len;
        j++;
      }
      // Not before the first block: that would drop -D variables before their first use.
      if (i !== 0 && this.req.enableVarScope) this.ctx.clearLocalVars();
      // Includes a second pass over the final label, to check its CHECK-NOT and CHECK-DAG.
      for (; i !== j; i++) {
        const m = this.check(checks[i], region.start, region.end, false);
        if (!m) {
          failed = true;
          i = j;
          break;
        }
        region = { start: m.pos + m.len, end: region.end };
      }
      if (j === checks.length) break;
    }
    return !failed;
  }

  /** FileCheckString::Check: DAGs first, then the pattern (COUNT times), then NEXT/SAME/NOT rules on the gap. */
  private check(cs: CheckString, start: number, end: number, labelScan: boolean): Match | undefined {
    let lastPos = start;
    const notStrings: DagNotCheck[] = [];
    // In label-scan mode the block's variables are not known yet; its DAGs are checked on the second pass.
    if (!labelScan) {
      const p = this.checkDag(cs, start, end, notStrings);
      if (p === undefined) return undefined;
      lastPos = p;
    }
    let lastMatchEnd = lastPos;
    let firstMatchPos = start;
    const loc: Loc = { buffer: cs.pat.buffer, offset: cs.loc };
    for (let n = 1; n <= cs.pat.type.count; n++) {
      const outcome = cs.pat.match(this.text, lastMatchEnd, end);
      if (outcome.kind !== 'found') {
        this.report(true, cs.prefix, loc, cs.pat, n, lastMatchEnd, end, outcome);
        return undefined;
      }
      if (n === 1) firstMatchPos = outcome.pos;
      lastMatchEnd = outcome.pos + outcome.len;
    }
    const len = lastMatchEnd - firstMatchPos;
    if (!labelScan) {
      if (this.checkNext(cs, lastPos, firstMatchPos)) return undefined;
      if (this.checkSame(cs, lastPos, firstMatchPos)) return undefined;
      if (this.checkNot(lastPos, firstMatchPos, notStrings)) return undefined;
    }
    return { pos: firstMatchPos, len };
  }

  /** CHECK-NEXT and CHECK-EMPTY: exactly one newline between the previous match and this one. */
  private checkNext(cs: CheckString, from: number, to: number): boolean {
    const kind = cs.pat.type.kind;
    if (kind !== 'next' && kind !== 'empty') return false;
    const name = `${cs.prefix}${kind === 'empty' ? '-EMPTY' : '-NEXT'}`;
    const { count, firstNewline } = countNewlines(this.text, from, to);
    if (count === 1) return false;
    const loc: Loc = { buffer: cs.pat.buffer, offset: cs.loc };
    this.diags.print(loc, 'error', `${name}: ${count === 0 ? 'is on the same line as previous match' : 'is not on the line after the previous match'}`);
    this.note(to, "'next' match was here");
    this.note(from, 'previous match ended here');
    if (count > 1) this.note(firstNewline, 'non-matching line after previous match is here');
    return true;
  }

  private checkSame(cs: CheckString, from: number, to: number): boolean {
    if (cs.pat.type.kind !== 'same') return false;
    if (countNewlines(this.text, from, to).count === 0) return false;
    this.diags.print({ buffer: cs.pat.buffer, offset: cs.loc }, 'error', `${cs.prefix}-SAME: is not on the same line as the previous match`);
    this.note(to, "'next' match was here");
    this.note(from, 'previous match ended here');
    return true;
  }

  /** CHECK-NOT: none of `nots` may match in [from, to). Every failing one is reported. */
  private checkNot(from: number, to: number, nots: readonly DagNotCheck[]): boolean {
    let failed = false;
    for (const n of nots) {
      const outcome = n.pat.match(this.text, from, to);
      if (!this.report(false, n.prefix, { buffer: n.pat.buffer, offset: n.pat.loc }, n.pat, 1, from, to, outcome)) failed = true;
    }
    return failed;
  }

  /**
   * FileCheckString::CheckDag: each group of consecutive CHECK-DAGs matches in any order without overlapping;
   * CHECK-NOTs between groups must not match between them. Returns where the last group ended.
   */
  private checkDag(cs: CheckString, start: number, end: number, notStrings: DagNotCheck[]): number | undefined {
    if (cs.dagNots.length === 0) return start;
    let startPos = start;
    // Sorted, non-overlapping ranges matched by the current group.
    let ranges: { pos: number; end: number }[] = [];
    for (let k = 0; k < cs.dagNots.length; k++) {
      const { pat, prefix } = cs.dagNots[k];
      if (pat.type.kind === 'not') {
        notStrings.push(cs.dagNots[k]);
        continue;
      }
      let matchPos = startPos;
      let matchLen = 0;
      // Search for a match that does not overlap one of this group's earlier matches.
      let mi = 0;
      for (;;) {
        const outcome = pat.match(this.text, matchPos, end);
        if (outcome.kind !== 'found') {
          this.report(true, prefix, { buffer: pat.buffer, offset: pat.loc }, pat, 1, matchPos, end, outcome);
          return undefined;
        }
        matchLen = outcome.len;
        matchPos = outcome.pos;
        const m = { pos: matchPos, end: matchPos + matchLen };
        if (this.req.allowDeprecatedDagOverlap) {
          if (ranges.length === 0) ranges.push(m);
          else ranges[0] = { pos: Math.min(ranges[0].pos, m.pos), end: Math.max(ranges[0].end, m.end) };
          break;
        }
        let overlap = false;
        for (; mi < ranges.length; mi++) {
          if (m.pos < ranges[mi].end) {
            overlap = ranges[mi].pos < m.end;
            break;
          }
        }
        if (!overlap) {
          ranges.splice(mi, 0, m);
          break;
        }
        matchPos = ranges[mi].end;
      }
      const next = cs.dagNots[k + 1];
      if (next === undefined || next.pat.type.kind === 'not') {
        // End of a group: the NOTs before it apply between the previous group and this group's first match.
        if (notStrings.length) {
          if (this.checkNot(startPos, ranges[0].pos, notStrings)) return undefined;
          notStrings.length = 0;
        }
        startPos = ranges[ranges.length - 1].end;
        ranges = [];
      }
    }
    return startPos;
  }

  /**
   * reportMatchResult: prints what FileCheck prints for an unexpected match or a missing expected one. Returns true
   * when there is nothing wrong.
   */
  private report(
    expected: boolean,
    prefix: string,
    loc: Loc,
    pat: Pattern,
    matchedCount: number,
    regionStart: number,
    regionEnd: number,
    outcome: MatchOutcome,
  ): boolean {
    const countSuffix = pat.type.count > 1 ? ` (${matchedCount} out of ${pat.type.count})` : '';
    const desc = describeCheck(pat.type, prefix);
    if (outcome.kind === 'found') {
      if (expected) return true;
      this.diags.print(loc, 'error', `${desc}: excluded string found in input${countSuffix}`);
      this.note(outcome.pos, 'found here', { start: outcome.pos, end: outcome.pos + outcome.len });
      for (const n of pat.substitutionNotes()) this.note(outcome.pos, n);
      for (const v of pat.capturedVariables()) this.note(v.start, `captured var "${v.name}"`, v);
      return false;
    }
    const patternErrors: readonly LocatedError[] = outcome.kind === 'error' ? outcome.errors : [];
    for (const e of patternErrors) this.diags.print({ buffer: pat.buffer, offset: e.offset }, 'error', e.message);
    if (!expected && patternErrors.length === 0) return true;
    if (patternErrors.length === 0) {
      this.diags.print(loc, 'error', `${desc}: expected string not found in input${countSuffix}`);
      this.note(regionStart, 'scanning from here');
    }
    for (const n of pat.substitutionNotes()) this.note(regionStart, n);
    if (expected) this.printFuzzyMatch(pat, regionStart, regionEnd);
    return false;
  }

  /** Pattern::printFuzzyMatch: a "possible intended match" within the next 4 KiB of the search region. */
  private printFuzzyMatch(pat: Pattern, start: number, end: number): void {
    const limit = Math.min(4096, end - start);
    // FileCheck skips the search when it would be too slow for a long pattern.
    if (4096 * 2048 < limit * pat.exampleLength()) return;
    let linesForward = 0;
    let best = -1;
    let bestQuality = 0;
    for (let i = 0; i < limit; i++) {
      const c = this.text[start + i];
      if (c === '\n') linesForward++;
      if (c === ' ' || c === '\t') continue;
      const quality = pat.matchDistance(this.text, start + i, end) + linesForward / 100;
      if (quality < bestQuality || best < 0) {
        best = i;
        bestQuality = quality;
      }
    }
    // As in FileCheck, a best guess at the very start of the region is not shown (it is the "scanning from" point).
    if (best > 0 && bestQuality < 50) this.note(start + best, 'possible intended match here');
  }

  private note(offset: number, message: string, range?: { start: number; end: number }): void {
    this.inputLocations.push(offset);
    this.diags.print({ buffer: this.input, offset }, 'note', message, range);
  }
}

/** CountNumNewlinesBetween: \n, \r, \r\n and \n\r each count once. */
function countNewlines(text: string, from: number, to: number): { count: number; firstNewline: number } {
  let count = 0;
  let firstNewline = from;
  let i = from;
  while (i < to) {
    const c = text[i];
    if (c !== '\n' && c !== '\r') {
      i++;
      continue;
    }
    count++;
    const d = text[i + 1];
    i += i + 1 < to && (d === '\n' || d === '\r') && d !== c ? 2 : 1;
    if (count === 1) firstNewline = i;
  }
  return { count, firstNewline };
}

/** The input lines around the places diagnostics pointed at, numbered, like FileCheck's -dump-input (unannotated). */
function inputDump(input: SourceBuffer, check: SourceBuffer, offsets: readonly number[], context: number, all: boolean): string {
  const lines = input.text.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  const shown = new Set<number>();
  if (all) lines.forEach((_, k) => shown.add(k));
  for (const off of offsets) {
    const l = input.lineAndColumn(off).line - 1;
    for (let k = Math.max(0, l - context); k <= Math.min(lines.length - 1, l + context); k++) shown.add(k);
  }
  const out = [`\nInput file: ${input.name}\nCheck file: ${check.name}\n\nInput was:\n<<<<<<\n`];
  let elided = false;
  lines.forEach((text, k) => {
    if (!shown.has(k)) {
      if (!elided) out.push('           .\n           .\n           .\n');
      elided = true;
      return;
    }
    elided = false;
    out.push(`${String(k + 1).padStart(9)}: ${text}\n`);
  });
  out.push('>>>>>>\n');
  return out.join('');
}
