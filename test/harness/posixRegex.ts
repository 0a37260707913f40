// A POSIX-style regex matcher on top of JS RegExp: the leftmost match, extended to the longest one starting there.
//
// LLVM's regexec (Henry Spencer's engine) returns the leftmost-longest match, while JS returns the first match in
// backtracking priority order: for `a|ab` on "ab" POSIX matches "ab" and JS "a". Both agree on where the leftmost
// match starts, so we let JS find it and then ask JS again for strictly longer matches at that start until none is
// left. Captures come from the first path (in JS priority order) that reaches the longest end; for the greedy
// patterns check files use this is what POSIX's subexpression rules give too.

import { translateEre, type TranslatedRegex } from './ere.js';

export interface PosixMatch {
  /** Offset of the match in the subject. */
  readonly index: number;
  readonly end: number;
  /** spans[n] is where capture n (1-based, as in the ERE) matched, undefined when the group did not take part. */
  readonly spans: readonly (readonly [number, number] | undefined)[];
}

const compiled = new Map<string, RegExp>();

// RegExp objects are cached because the same pattern is matched against many regions (CHECK-NOT, CHECK-DAG).
function regExp(source: string, flags: string): RegExp {
  const key = `${flags}/${source}`;
  let re = compiled.get(key);
  if (!re) {
    // Extension regexes differ by their length bound, so the cache is bounded rather than left to grow.
    if (compiled.size > 2000) compiled.clear();
    re = new RegExp(source, flags);
    compiled.set(key, re);
  }
  return re;
}

export class PosixRegex {
  private readonly translated: TranslatedRegex;

  /** Throws RegexSyntaxError (with LLVM's message) for a pattern LLVM rejects. */
  constructor(readonly ere: string, ignoreCase = false) {
    this.translated = translateEre(ere, ignoreCase);
  }

  get groupCount(): number {
    return this.translated.groupCount;
  }

  /**
   * The leftmost-longest match in `subject`. The subject is the whole world: '^' matches at its start and '$' at its
   * end, as with LLVM's Regex::match on a StringRef (FileCheck relies on this when it matches inside a region).
   */
  exec(subject: string): PosixMatch | undefined {
    // The 'd' flag gives capture offsets, which FileCheck's "captured var" notes point at.
    const first = regExp(this.translated.source, 'd').exec(subject);
    if (!first) return undefined;
    let best: RegExpExecArray = first;
    const start = first.index;
    let end = start + first[0].length;
    let bestBase = 0;
    // Extending needs a look at text beyond `end`; skip it when no longer match can exist: the match already ends
    // at a line end and the pattern cannot cross a newline.
    const atLineEnd = (e: number): boolean => e === subject.length || subject.charCodeAt(e) === 10;
    if (!(atLineEnd(end) && !this.translated.canMatchNewline)) {
      // Work on the text from one char before the match so the extension test costs the match length, not the
      // offset; the one char keeps '^' and word-boundary look-behinds exact.
      const base = start > 0 ? start - 1 : 0;
      const text = subject.slice(base);
      const offset = start - base;
      for (;;) {
        // Sticky at the match start, and the look-behind demands an end beyond the best one so far.
        const longer = regExp(`(?:${this.translated.source})(?<=^[\\s\\S]{${end - base + 1},})`, 'yd');
        longer.lastIndex = offset;
        const m = longer.exec(text);
        if (!m) break;
        best = m;
        bestBase = base;
        end = base + m.index + m[0].length;
        if (atLineEnd(end) && !this.translated.canMatchNewline) break;
      }
    }
    const spans: ([number, number] | undefined)[] = [];
    for (let i = 1; i <= this.translated.groupCount; i++) {
      const span = best.indices?.[i];
      spans[i] = span ? [span[0] + bestBase, span[1] + bestBase] : undefined;
    }
    return { index: start, end, spans };
  }
}

/** LLVM's Regex::escape: a backslash before each char regcomp treats specially, so `text` matches literally. */
export function escapeEre(text: string): string {
  return text.replace(/[()^$|*+?.[\]\\{}]/g, (c) => `\\${c}`);
}
