// Finds the top-level item (function definition or declaration) around a syntax error in preprocessed C, so the
// parser can set that item apart and read the rest of the file: a construct the grammar does not know (a computed
// goto, a GNU statement expression) then costs one function, not the whole file.

import { Token } from 'antlr4ng';
import { charStreamOf } from './textCharStream.js';
import { CLexer } from './generated/CLexer.js';

/** A top-level item of preprocessed text: [start, end) character offsets and what it declares. */
export interface TopLevelItem {
  readonly start: number;
  readonly end: number;
  readonly functionDef: boolean;
  /** For a function definition, the offset of its body's `{`. */
  readonly bodyStart?: number;
  /** The function's name, or the names a declaration declares (best effort, from the tokens). */
  readonly names: string[];
}

const open = new Set([CLexer.LeftParen, CLexer.LeftBracket, CLexer.LeftBrace]);
const close = new Set([CLexer.RightParen, CLexer.RightBracket, CLexer.RightBrace]);
const endsDeclarator = new Set([CLexer.Semi, CLexer.Comma, CLexer.Assign, CLexer.LeftBracket]);

/** The tokens of `text` the parser would see (errors skipped: this only delimits items). */
function significantTokens(text: string): Token[] {
  const lexer = new CLexer(charStreamOf(text));
  lexer.removeErrorListeners();
  const out: Token[] = [];
  for (let t = lexer.nextToken(); t.type !== Token.EOF; t = lexer.nextToken()) {
    if (t.channel === Token.DEFAULT_CHANNEL) out.push(t);
  }
  return out;
}

/**
 * The top-level item containing character `offset`, or undefined when items cannot be delimited there (brackets
 * that do not balance before the end of the text). An item ends at a `;` outside brackets, or, for a function
 * definition (a parenthesized declarator and no `=` before its first `{`), at the `}` closing its body.
 */
export function itemAround(text: string, offset: number): TopLevelItem | undefined {
  const tokens = significantTokens(text);
  let i = 0;
  while (i < tokens.length) {
    const first = tokens[i]!;
    if (first.type === CLexer.PragmaLine || first.type === CLexer.Directive || first.type === CLexer.Semi) {
      if (first.start <= offset && offset <= first.stop) return { start: first.start, end: first.stop + 1, functionDef: false, names: [] };
      i++;
      continue;
    }
    let depth = 0;
    let sawParens = false;
    let sawAssign = false;
    let functionDef = false;
    let bodyStart: number | undefined;
    let nameBeforeParen: string | undefined;
    const names: string[] = [];
    let j = i;
    for (; j < tokens.length; j++) {
      const t = tokens[j]!;
      if (depth === 0) {
        if (t.type === CLexer.Assign) sawAssign = true;
        if (t.type === CLexer.LeftParen && !sawParens) {
          sawParens = true;
          const prev = tokens[j - 1];
          if (prev && prev.type === CLexer.Identifier && j > i) nameBeforeParen = prev.text ?? undefined;
        }
        if (t.type === CLexer.LeftBrace && sawParens && !sawAssign && !functionDef) {
          functionDef = true;
          bodyStart = t.start;
        }
        if (t.type === CLexer.Identifier && endsDeclarator.has(tokens[j + 1]?.type ?? -1)) names.push(t.text ?? '');
        if (t.type === CLexer.Semi && !functionDef && !(sawParens && !sawAssign && bodyFollows(tokens, j + 1))) break;
      }
      if (open.has(t.type)) depth++;
      else if (close.has(t.type)) {
        depth--;
        if (depth < 0) return undefined;
        if (depth === 0 && functionDef && t.type === CLexer.RightBrace) break;
      }
    }
    if (j >= tokens.length) return undefined;
    const last = tokens[j]!;
    if (first.start <= offset && offset <= last.stop) {
      const declared = functionDef ? (nameBeforeParen ? [nameBeforeParen] : []) : names;
      return { start: first.start, end: last.stop + 1, functionDef, bodyStart, names: declared };
    }
    i = j + 1;
  }
  return undefined;
}

/**
 * Whether the tokens from `k` on are declarations ending in `;` and then a `{`, with no `(` or `=` on the way: the
 * parameter declarations of an old-style (K&R) definition, `f(x) int x; { ... }`, which a `;` does not end.
 */
function bodyFollows(tokens: readonly Token[], k: number): boolean {
  for (; k < tokens.length; k++) {
    const t = tokens[k]!.type;
    // The body comes right after the last parameter declaration's `;` (a `{` after anything else opens a struct).
    if (t === CLexer.LeftBrace) return tokens[k - 1]!.type === CLexer.Semi;
    if (t === CLexer.LeftParen || t === CLexer.Assign || t === CLexer.PragmaLine || t === CLexer.Directive || t === CLexer.RightBrace) return false;
  }
  return false;
}

/** `text` with [start, end) replaced by spaces, line breaks kept (so every other position keeps its line). */
export function blankOut(text: string, start: number, end: number): string {
  return text.slice(0, start) + text.slice(start, end).replace(/[^\r\n]/g, ' ') + text.slice(end);
}

/**
 * `text` without `item`: a function definition leaves its declaration (`int f(int k);`), so callers still see its
 * type, unless `whole` or it is an old-style (K&R) definition; anything else is blanked out entirely.
 */
export function withoutItem(text: string, item: TopLevelItem, whole: boolean): string {
  // An old-style definition's parameter declarations (`f(x) int x; {`) do not make a declaration.
  const oldStyle = item.bodyStart !== undefined && text.slice(item.start, item.bodyStart).includes(';');
  if (whole || item.bodyStart === undefined || oldStyle) return blankOut(text, item.start, item.end);
  const blanked = blankOut(text, item.bodyStart, item.end);
  return blanked.slice(0, item.bodyStart) + ';' + blanked.slice(item.bodyStart + 1);
}
