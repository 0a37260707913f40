// One FileCheck pattern: parsing a directive's text into a fixed string or a regex with variables, and matching it.
// A port of Pattern::parsePattern and Pattern::match (llvm/lib/FileCheck/FileCheck.cpp): the pattern is assembled as
// one POSIX ERE (literal text escaped, {{regex}} pasted, [[VAR:regex]] as a capture group, [[VAR]] substituted at
// match time or a back-reference when VAR is defined earlier on the same line), then matched leftmost-longest.

import { NumericBlockParser, NumericVariable, OverflowError, UndefinedVariableError, evaluate, parseVariable, type Expression } from './numericExpr.js';
import type { PatternContext } from './patternContext.js';
import { PosixRegex, escapeEre } from './posixRegex.js';
import { RegexSyntaxError, translateEre } from './ere.js';
import type { SourceBuffer } from './sourceBuffer.js';
import { LocatedError, Span } from './span.js';

export type CheckKind = 'plain' | 'next' | 'same' | 'not' | 'dag' | 'label' | 'empty' | 'eof';

export interface CheckType {
  readonly kind: CheckKind;
  /** CHECK-COUNT-n; 1 for every other directive. */
  readonly count: number;
  /** The {LITERAL} modifier: the pattern is a fixed string even if it contains {{ or [[. */
  readonly literal: boolean;
}

/** How FileCheck names a directive in messages: CHECK-NEXT, CHECK-COUNT, CHECK{LITERAL}, implicit EOF. */
export function describeCheck(type: CheckType, prefix: string): string {
  const mods = type.literal ? '{LITERAL}' : '';
  switch (type.kind) {
    case 'plain':
      return `${prefix}${type.count > 1 ? '-COUNT' : ''}${mods}`;
    case 'next':
      return `${prefix}-NEXT${mods}`;
    case 'same':
      return `${prefix}-SAME${mods}`;
    case 'not':
      return `${prefix}-NOT${mods}`;
    case 'dag':
      return `${prefix}-DAG${mods}`;
    case 'label':
      return `${prefix}-LABEL${mods}`;
    case 'empty':
      return `${prefix}-EMPTY${mods}`;
    case 'eof':
      return 'implicit EOF';
  }
}

/** The options of a run that change how patterns are built. */
export interface PatternOptions {
  readonly matchFullLines: boolean;
  readonly strictWhitespace: boolean;
  readonly ignoreCase: boolean;
}

export type MatchOutcome =
  | { readonly kind: 'found'; readonly pos: number; readonly len: number }
  | { readonly kind: 'notFound' }
  /** The pattern could not be matched at all: an undefined variable or a value that cannot be printed. */
  | { readonly kind: 'error'; readonly errors: readonly LocatedError[] };

interface Substitution {
  readonly numeric: boolean;
  /** The variable name or expression text, and where it is in the pattern's buffer. */
  readonly from: string;
  readonly at: number;
  /** Where in regexStr the value goes. */
  readonly index: number;
  readonly expression?: Expression;
}

// FileCheck emits \g{N} for N > 9, which LLVM's regex engine then reads as a literal 'g' repeated; we do the same.
const BACKREF_LIMIT = 20;

const compiledPatterns = new Map<string, PosixRegex>();

function compile(ere: string, ignoreCase: boolean): PosixRegex {
  const key = `${ignoreCase ? 'i' : '-'}${ere}`;
  let re = compiledPatterns.get(key);
  if (!re) {
    if (compiledPatterns.size > 5000) compiledPatterns.clear();
    re = new PosixRegex(ere, ignoreCase);
    compiledPatterns.set(key, re);
  }
  return re;
}

let lowered: { text: string; lower: string } | undefined;
/** ASCII lower-casing (find_insensitive), remembered for the input being checked since every pattern scans it. */
function lowerAscii(text: string): string {
  if (lowered?.text === text) return lowered.lower;
  const lower = text.replace(/[A-Z]/g, (c) => c.toLowerCase());
  if (text.length > 256) lowered = { text, lower };
  return lower;
}

export class Pattern {
  private fixedStr: string | undefined;
  private regexStr = '';
  private readonly substitutions: Substitution[] = [];
  private readonly variableDefs = new Map<string, number>();
  private readonly numericDefs = new Map<string, { variable: NumericVariable; paren: number }>();
  private ignoreCase = false;
  /** Offset of the pattern text in its buffer, where diagnostics about the directive point. */
  loc = 0;

  constructor(
    readonly type: CheckType,
    private readonly ctx: PatternContext,
    readonly buffer: SourceBuffer,
    readonly lineNumber?: number,
  ) {}

  hasVariable(): boolean {
    return this.substitutions.length > 0 || this.variableDefs.size > 0;
  }

  /** Parses the text after `PREFIX:`; throws LocatedError (at an offset of `this.buffer`) for a bad pattern. */
  parse(text: Span, prefix: string, options: PatternOptions): void {
    const matchFullLinesHere = options.matchFullLines && this.type.kind !== 'not';
    this.ignoreCase = options.ignoreCase;
    this.loc = text.start;
    let p = options.strictWhitespace && options.matchFullLines ? text : text.rtrim();
    if (p.empty && this.type.kind !== 'empty')
      throw new LocatedError(this.loc, `found empty check string with prefix '${prefix}:'`, true);
    if (!p.empty && this.type.kind === 'empty')
      throw new LocatedError(this.loc, `found non-empty check string for empty check with prefix '${prefix}:'`, true);
    if (this.type.kind === 'empty') {
      // A newline followed by the end of a line: the empty line after the previous match.
      this.regexStr = '(\n$)';
      return;
    }
    if (this.type.literal || (!matchFullLinesHere && (p.length < 2 || (!p.contains('{{') && !p.contains('[['))))) {
      this.fixedStr = p.str();
      return;
    }
    if (matchFullLinesHere) this.regexStr += options.strictWhitespace ? '^' : '^ *';

    // Group 0 is the whole match; groups are numbered as they are opened, across all pieces of the pattern.
    const paren = { next: 1 };
    while (!p.empty) {
      if (p.startsWith('{{')) {
        const end = p.find('}}');
        if (end < 0) throw new LocatedError(p.start, "found start of regex string with no end '}}'", true);
        // Parenthesized so `abc{{x|z}}def` means abc(x|z)def; FileCheck looks for '|' in the rest of the whole line.
        const hasAlternation = p.contains('|');
        if (hasAlternation) {
          this.regexStr += '(';
          paren.next++;
        }
        this.addRegex(p.sub(2, end - 2), paren);
        if (hasAlternation) this.regexStr += ')';
        p = p.dropFront(end + 2);
        continue;
      }
      if (p.startsWith('[[') && !p.startsWith('[[[')) {
        p = this.parseSubstitutionBlock(p, paren);
        continue;
      }
      const next = [p.find('{{', 1), p.find('[[', 1)].filter((i) => i >= 0);
      const fixedEnd = next.length ? Math.min(...next) : p.length;
      this.regexStr += escapeEre(p.takeFront(fixedEnd).str());
      p = p.dropFront(fixedEnd);
    }
    if (matchFullLinesHere) this.regexStr += options.strictWhitespace ? '$' : ' *$';
  }

  /** `[[VAR:regex]]`, `[[VAR]]`, `[[#...]]` or `[[@LINE...]]` at the front of `p`; returns the rest. */
  private parseSubstitutionBlock(p: Span, paren: { next: number }): Span {
    const unparsed = p.dropFront(2);
    const end = findRegexVarEnd(unparsed);
    let matchStr = end < 0 ? unparsed : unparsed.takeFront(end);
    let isNumBlock = matchStr.startsWith('#');
    if (isNumBlock) matchStr = matchStr.dropFront(1);
    if (end < 0) throw new LocatedError(p.start, 'Invalid substitution block, no ]] found', true);
    const rest = unparsed.dropFront(end + 2);

    let isDefinition = false;
    let substNeeded = false;
    let isLegacyLineExpr = false;
    let defName = '';
    let subst: { from: string; at: number } | undefined;
    let matchRegexp: Span | undefined;
    let insertIndex = this.regexStr.length;

    if (!isNumBlock) {
      const varEnd = matchStr.find(':');
      const head = varEnd < 0 ? matchStr : matchStr.takeFront(varEnd);
      const space = head.str().search(/[ \t]/);
      if (space >= 0) throw new LocatedError(head.start + space, 'unexpected whitespace', true);
      const original = matchStr;
      const { name, isPseudo, rest: afterName } = parseVariable(matchStr);
      matchStr = afterName;
      isDefinition = varEnd >= 0;
      substNeeded = !isDefinition;
      if (isDefinition) {
        if (isPseudo || !matchStr.startsWith(':'))
          throw new LocatedError(original.start, 'invalid name in string variable definition', true);
        matchStr = matchStr.dropFront(1);
        if (this.ctx.numericVars.has(name))
          throw new LocatedError(original.start, `numeric variable with name '${name}' already exists`, true);
        defName = name;
        matchRegexp = matchStr;
      } else if (isPseudo) {
        // [[@LINE]], [[@LINE+n]]: the legacy spelling of a numeric expression.
        matchStr = original;
        isLegacyLineExpr = isNumBlock = true;
      } else {
        if (!matchStr.empty) throw new LocatedError(original.start, 'invalid name in string variable use', true);
        subst = { from: name, at: original.start };
      }
    }

    let expression: Expression | undefined;
    let defined: NumericVariable | undefined;
    let wildcard: string | undefined;
    if (isNumBlock) {
      ({ expression, defined } = new NumericBlockParser(this.ctx, this.lineNumber, matchStr).parseBlock(isLegacyLineExpr));
      substNeeded = expression.ast !== undefined;
      if (defined) {
        isDefinition = true;
        defName = defined.name;
      }
      if (substNeeded) subst = { from: matchStr.str(), at: matchStr.start };
      else wildcard = expression.format.wildcardRegex();
    }

    if (isDefinition) {
      this.regexStr += '(';
      insertIndex++;
      if (defined) {
        this.numericDefs.set(defName, { variable: defined, paren: paren.next });
        // Registered now so later lines' uses resolve to this variable object.
        this.ctx.numericVars.set(defName, defined);
      } else {
        this.variableDefs.set(defName, paren.next);
        this.ctx.definedStringVars.add(defName);
      }
      paren.next++;
    }
    if (matchRegexp && !matchRegexp.empty) this.addRegex(matchRegexp, paren);
    if (wildcard) this.addRegex(new Span(wildcard, 0, wildcard.length), paren);
    if (isDefinition) this.regexStr += ')';

    if (substNeeded && subst) {
      const group = isNumBlock ? undefined : this.variableDefs.get(subst.from);
      if (group !== undefined) {
        // Defined earlier on this line: the value is not known before matching, so refer back to its group.
        if (group < 1 || group > BACKREF_LIMIT)
          throw new LocatedError(subst.at, `Can't back-reference more than ${BACKREF_LIMIT} variables`, true);
        this.regexStr += group <= 9 ? `\\${group}` : `\\g{${group}}`;
      } else {
        this.substitutions.push({ numeric: isNumBlock, from: subst.from, at: subst.at, index: insertIndex, expression });
      }
    }
    return rest;
  }

  private addRegex(re: Span, paren: { next: number }): void {
    try {
      paren.next += translateEre(re.str()).groupCount;
    } catch (e) {
      if (e instanceof RegexSyntaxError) throw new LocatedError(re.start, `invalid regex: ${e.message}`, true);
      throw e;
    }
    this.regexStr += re.str();
  }

  /** Matches against text[start, end) (a region: '^' and '$' match at its ends); positions are offsets in text. */
  match(text: string, start: number, end: number): MatchOutcome {
    if (this.type.kind === 'eof') return { kind: 'found', pos: end, len: 0 };
    if (this.fixedStr !== undefined) {
      const hay = this.ignoreCase ? lowerAscii(text) : text;
      const needle = this.ignoreCase ? lowerAscii(this.fixedStr) : this.fixedStr;
      const pos = hay.indexOf(needle, start);
      if (pos < 0 || pos + needle.length > end) return { kind: 'notFound' };
      return { kind: 'found', pos, len: needle.length };
    }

    let ere = this.regexStr;
    if (this.substitutions.length) {
      if (this.lineNumber !== undefined) this.ctx.lineVariable.value = BigInt(this.lineNumber);
      const errors: LocatedError[] = [];
      let shift = 0;
      for (const s of this.substitutions) {
        const value = this.substitutionValue(s, errors);
        if (value === undefined) continue;
        const value2 = s.numeric ? value : escapeEre(value);
        ere = ere.slice(0, s.index + shift) + value2 + ere.slice(s.index + shift);
        shift += value2.length;
      }
      if (errors.length) return { kind: 'error', errors };
    }

    const subject = text.slice(start, end);
    const m = compile(ere, this.ignoreCase).exec(subject);
    if (!m) return { kind: 'notFound' };
    for (const [name, group] of this.variableDefs) {
      const span = m.spans[group];
      this.ctx.stringVars.set(name, {
        value: span ? subject.slice(span[0], span[1]) : '',
        matchedAt: span ? { start: start + span[0], end: start + span[1] } : undefined,
      });
    }
    for (const { variable, paren } of this.numericDefs.values()) {
      const span = m.spans[paren]!;
      variable.value = variable.implicitFormat.valueFromString(subject.slice(span[0], span[1]));
      variable.matchedAt = { start: start + span[0], end: start + span[1] };
      // --enable-var-scope may have dropped it from the table; a new match brings it back.
      if (!this.ctx.numericVars.has(variable.name)) this.ctx.numericVars.set(variable.name, variable);
    }
    // CHECK-EMPTY's regex consumes the newline before the empty line; its match starts after it, like CHECK-NEXT's.
    const skip = this.type.kind === 'empty' ? 1 : 0;
    return { kind: 'found', pos: start + m.index + skip, len: m.end - m.index - skip };
  }

  /** The regex text of a substitution (string values escaped later), or undefined with the reason in `errors`. */
  private substitutionValue(s: Substitution, errors: LocatedError[]): string | undefined {
    if (!s.numeric) {
      const v = this.ctx.stringVars.get(s.from);
      if (!v) errors.push(new LocatedError(s.at, `undefined variable: ${s.from}`));
      return v?.value;
    }
    const evalErrors: Error[] = [];
    const value = evaluate(s.expression!.ast!, evalErrors);
    for (const e of evalErrors) {
      if (e instanceof UndefinedVariableError) errors.push(new LocatedError(e.at, e.message));
      else if (e instanceof OverflowError)
        errors.push(new LocatedError(s.at, 'unable to substitute variable or numeric expression: overflow error'));
      else throw e;
    }
    if (value === undefined) return undefined;
    try {
      return s.expression!.format.matchingString(value);
    } catch (e) {
      if (!(e instanceof OverflowError)) throw e;
      errors.push(new LocatedError(s.at, 'unable to substitute variable or numeric expression: overflow error'));
      return undefined;
    }
  }

  /**
   * `with "VAR" equal to "value"` notes FileCheck prints after a match or a failed search. LLVM 19 shows the value as
   * it went into the regex (string values escaped), then escaped again for printing.
   */
  substitutionNotes(): string[] {
    const notes: string[] = [];
    for (const s of this.substitutions) {
      let shown: string;
      if (s.numeric) {
        const value = evaluate(s.expression!.ast!, []);
        if (value === undefined) continue;
        try {
          shown = s.expression!.format.matchingString(value);
        } catch {
          continue;
        }
      } else {
        const v = this.ctx.stringVars.get(s.from);
        if (!v) continue;
        shown = escapeEre(v.value);
      }
      notes.push(`with "${writeEscaped(s.from)}" equal to "${writeEscaped(shown)}"`);
    }
    return notes;
  }

  /** Where each variable this pattern defines was captured, in input order, for "captured var" notes. */
  capturedVariables(): { name: string; start: number; end: number }[] {
    const out: { name: string; start: number; end: number }[] = [];
    for (const name of this.variableDefs.keys()) {
      const at = this.ctx.stringVars.get(name)?.matchedAt;
      if (at) out.push({ name, ...at });
    }
    for (const [name, { variable }] of this.numericDefs) if (variable.matchedAt) out.push({ name, ...variable.matchedAt });
    return out.sort((a, b) => a.start - b.start);
  }

  /** Pattern::computeMatchDistance: edit distance between the pattern text and text[at, end) (its first line). */
  matchDistance(text: string, at: number, end: number): number {
    const example = this.fixedStr ?? this.regexStr;
    const prefix = text.slice(at, Math.min(end, at + example.length)).split('\n')[0];
    return editDistance(prefix, example);
  }

  /** Length of the text the fuzzy search compares, to apply FileCheck's limit on its cost. */
  exampleLength(): number {
    return Math.max(this.fixedStr?.length ?? 0, this.regexStr.length);
  }
}

/** Pattern::FindRegexVarEnd: the "]]" closing a substitution block, skipping nested [...] and backslash escapes. */
function findRegexVarEnd(s: Span): number {
  let depth = 0;
  for (let i = 0; i < s.length; ) {
    if (depth === 0 && s.at(i) === ']' && s.at(i + 1) === ']') return i;
    const c = s.at(i);
    if (c === '\\') {
      i += 2;
      continue;
    }
    if (c === '[') depth++;
    else if (c === ']') {
      if (depth === 0) throw new LocatedError(s.start + i, 'missing closing "]" for regex variable', true);
      depth--;
    }
    i++;
  }
  return -1;
}

function isPrint(code: number): boolean {
  return code >= 0x20 && code < 0x7f;
}

/** raw_ostream::write_escaped. */
function writeEscaped(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if (ch === '\\') out += '\\\\';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\n') out += '\\n';
    else if (ch === '"') out += '\\"';
    else if (isPrint(c)) out += ch;
    else out += `\\${c.toString(8).padStart(3, '0')}`;
  }
  return out;
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}
