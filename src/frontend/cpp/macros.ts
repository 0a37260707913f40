// Macro definitions (#define parsing, gcc's redefinition rule) and the two operators of replacement lists:
// `#` stringizing with gcc's spacing and escaping, `##` pasting into exactly one token.

import { FallBack, lexOne, type Tok } from './tokens.js';

export interface Macro {
  readonly name: string;
  /** Parameter names of a function-like macro (the variadic one last, `__VA_ARGS__` or a GNU named one). */
  readonly params?: readonly string[];
  readonly variadic: boolean;
  readonly body: readonly Tok[];
  /** How often each parameter occurs in the body (__VA_OPT__ counts as a use of the variadic one). */
  readonly paramUses?: readonly number[];
}

/** Names gcc handles itself; defining or undefining them is not done here. */
export const builtinNames = new Set([
  '__FILE__', '__LINE__', '__DATE__', '__TIME__', '__TIMESTAMP__', '__COUNTER__', '__INCLUDE_LEVEL__', '__BASE_FILE__',
  '__FILE_NAME__', '__has_attribute', '__has_cpp_attribute', '__has_c_attribute', '__has_builtin', '__has_include',
  '__has_include_next', '_Pragma', 'defined', '__VA_ARGS__', '__VA_OPT__',
]);

/**
 * The macro a #define's tokens (after the directive name) define; `copy` places a body token (file, line, system).
 * Whatever gcc rejects or warns about in a definition is a FallBack.
 */
export function parseDefinition(toks: readonly Tok[], copy: (t: Tok) => Tok): Macro {
  const nameTok = toks[0];
  if (!nameTok || nameTok.kind !== 'ident') throw new FallBack('#define without a macro name');
  const name = nameTok.text;
  if (builtinNames.has(name)) throw new FallBack(`#define of '${name}'`);
  let i = 1;
  let params: string[] | undefined;
  let variadic = false;
  if (toks[1]?.text === '(' && !toks[1].white) {
    params = [];
    i = 2;
    for (;;) {
      const t = toks[i++];
      if (!t) throw new FallBack('an unterminated macro parameter list');
      if (t.text === ')' && params.length === 0) break;
      if (t.text === '...') {
        params.push('__VA_ARGS__');
        variadic = true;
      } else if (t.kind === 'ident' && !builtinNames.has(t.text) && !params.includes(t.text)) {
        params.push(t.text);
        if (toks[i]?.text === '...') {
          variadic = true;
          i++;
        }
      } else throw new FallBack('a malformed macro parameter list');
      const sep = toks[i++]?.text;
      if (sep === ')') break;
      if (sep !== ',' || variadic) throw new FallBack('a malformed macro parameter list');
    }
  } else if (toks[1] && !toks[1].white) throw new FallBack('no white space after a macro name');
  const body = toks.slice(i).map((t, k) => {
    const c = copy(t);
    if (k === 0) c.white = false;
    return c;
  });
  for (const [k, t] of body.entries()) {
    if (t.kind === 'bad') throw new FallBack('an unterminated literal in a #define');
    if (t.kind !== 'ident') {
      if (t.text === '##' && (k === 0 || k === body.length - 1)) throw new FallBack("'##' at an end of a replacement list");
      if (params && t.text === '#' && (body[k + 1]?.kind !== 'ident' || !(params.includes(body[k + 1]!.text) || body[k + 1]!.text === '__VA_OPT__'))) {
        throw new FallBack("'#' not followed by a macro parameter");
      }
      continue;
    }
    if (t.text === '__VA_ARGS__' && !(variadic && params!.includes('__VA_ARGS__'))) throw new FallBack('__VA_ARGS__ outside a variadic macro');
    if (t.text === '__VA_OPT__' && !variadic) throw new FallBack('__VA_OPT__ outside a variadic macro');
  }
  const paramUses = params?.map((p) => body.filter((t) => t.text === p || (p === params[params.length - 1] && variadic && t.text === '__VA_OPT__')).length);
  return { name, params, variadic, body, paramUses };
}

/** gcc's rule for a redefinition without a diagnostic: same parameters, same tokens, same white space between them. */
export function sameDefinition(a: Macro, b: Macro): boolean {
  if ((a.params === undefined) !== (b.params === undefined) || a.variadic !== b.variadic) return false;
  if (a.params && a.params.join(',') !== b.params!.join(',')) return false;
  if (a.body.length !== b.body.length) return false;
  return a.body.every((t, k) => t.text === b.body[k]!.text && (k === 0 || t.white === b.body[k]!.white));
}

/** `#arg`: the argument's spelling, one space where white space separated tokens, `\` and `"` escaped in literals. */
export function stringize(arg: readonly Tok[], like: Tok): Tok {
  let s = '';
  for (const [k, t] of arg.entries()) {
    if (k > 0 && (t.white || t.bol)) s += ' ';
    s += t.kind === 'string' || t.kind === 'char' ? t.text.replace(/[\\"]/g, (c) => '\\' + c) : t.text;
  }
  if (/(^|[^\\])(\\\\)*\\$/.test(s)) throw new FallBack('stringizing gives an invalid string literal');
  return like.respelled('string', `"${s}"`);
}

/** `a ## b`: one token, or a FallBack (gcc's "does not give a valid preprocessing token"). */
export function paste(a: Tok, b: Tok): Tok {
  const t = lexOne(a.text + b.text);
  if (!t) throw new FallBack(`pasting '${a.text}' and '${b.text}'`);
  return a.respelled(t.kind, t.text);
}
