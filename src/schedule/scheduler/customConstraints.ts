// Custom constraints of the configuration: the `S0_it_1 - x >= 0` syntax (PolyTOPS III-A2) and their instances
// on the statements of a group.

import { type Int, add, neg, parseInt as parseBig, sub } from '../../poly/int.js';
import type { Scop } from '../../poly/scop.js';
import type { ConstraintTerm, ConstraintVar, CustomConstraint } from './config.js';
import { type NamedConstraint, coefName, form } from './ilpBuilder.js';

export interface ParsedConstraint {
  readonly terms: readonly ConstraintTerm[];
  readonly constant: Int;
  readonly kind: 'ge' | 'eq';
  /** Offsets of the identifiers in the text, for located errors. */
  readonly idents: readonly { readonly name: string; readonly v: ConstraintVar; readonly offset: number }[];
}

export class ConstraintSyntaxError extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

const COEF = /^S(\d+|i)_(it|par|cst)(?:_(\d+|i))?$/;

/** The variable an identifier names: a statement coefficient, or (anything else) a new variable. */
export function constraintVar(name: string): ConstraintVar | string {
  const m = COEF.exec(name);
  if (!m) {
    if (/^S(\d+|i)_/.test(name)) return `'${name}' is not a coefficient: write S<stmt>_it_<index>, S<stmt>_par_<index> or S<stmt>_cst (stmt or index may be 'i')`;
    return { kind: 'user', name };
  }
  const type = m[2] as 'it' | 'par' | 'cst';
  if (type === 'cst' && m[3] !== undefined) return `'${name}': the constant coefficient has no index (write S${m[1]}_cst)`;
  if (type !== 'cst' && m[3] === undefined) return `'${name}' needs an index (${name}_0, or ${name}_i for the sum)`;
  return { kind: 'coef', stmt: m[1] === 'i' ? 'each' : Number(m[1]), type, index: m[3] === undefined || m[3] === 'i' ? 'sum' : Number(m[3]) };
}

/** Parses `lhs (>=|<=|=|==|>|<) rhs` with affine sides over identifiers and integers. */
export function parseConstraint(text: string): ParsedConstraint {
  const tokens: { t: string; at: number }[] = [];
  const re = /\s*(?:(\d+)|([A-Za-z_][A-Za-z0-9_]*)|(>=|<=|==|=|>|<|\+|-|\*))/y;
  let pos = 0;
  while (pos < text.length) {
    if (/^\s*$/.test(text.slice(pos))) break;
    re.lastIndex = pos;
    const m = re.exec(text);
    if (!m) throw new ConstraintSyntaxError(pos + (text.slice(pos).length - text.slice(pos).trimStart().length), `unexpected '${text.slice(pos).trimStart()[0]}' in constraint`);
    tokens.push({ t: m[1] ?? m[2] ?? m[3]!, at: re.lastIndex - (m[1] ?? m[2] ?? m[3]!).length });
    pos = re.lastIndex;
  }
  let i = 0;
  const peek = () => tokens[i];
  const idents: { name: string; v: ConstraintVar; offset: number }[] = [];
  // One side: a list of signed terms.
  const side = (): { terms: ConstraintTerm[]; constant: Int } => {
    const terms: ConstraintTerm[] = [];
    let constant: Int = 0;
    let first = true;
    for (;;) {
      let sign: Int = 1;
      const tk = peek();
      if (tk && (tk.t === '+' || tk.t === '-')) {
        sign = tk.t === '-' ? -1 : 1;
        i++;
      } else if (!first) break;
      first = false;
      const a = peek();
      if (!a) throw new ConstraintSyntaxError(text.length, 'constraint ends early: expected a number or a variable');
      let coef: Int = sign;
      let ident: { t: string; at: number } | undefined;
      if (/^\d/.test(a.t)) {
        i++;
        const num = parseBig(a.t);
        if (peek()?.t === '*') {
          i++;
          ident = peek();
          if (!ident || !/^[A-Za-z_]/.test(ident.t)) throw new ConstraintSyntaxError(ident?.at ?? text.length, "expected a variable after '*'");
          i++;
          coef = sign === 1 ? num : neg(num);
        } else if (peek() && /^[A-Za-z_]/.test(peek()!.t)) {
          ident = peek();
          i++;
          coef = sign === 1 ? num : neg(num);
        } else {
          constant = add(constant, sign === 1 ? num : neg(num));
          continue;
        }
      } else if (/^[A-Za-z_]/.test(a.t)) {
        ident = a;
        i++;
        if (peek()?.t === '*') {
          i++;
          const n = peek();
          if (!n || !/^\d/.test(n.t)) throw new ConstraintSyntaxError(n?.at ?? text.length, "expected a number after '*'");
          i++;
          coef = sign === 1 ? parseBig(n.t) : neg(parseBig(n.t));
        }
      } else throw new ConstraintSyntaxError(a.at, `unexpected '${a.t}': expected a number or a variable`);
      const v = constraintVar(ident.t);
      if (typeof v === 'string') throw new ConstraintSyntaxError(ident.at, v);
      idents.push({ name: ident.t, v, offset: ident.at });
      terms.push({ coef, v });
    }
    return { terms, constant };
  };
  const lhs = side();
  const rel = peek();
  if (!rel || !['>=', '<=', '=', '==', '>', '<'].includes(rel.t)) {
    throw new ConstraintSyntaxError(rel?.at ?? text.length, rel ? `unexpected '${rel.t}': expected >=, <=, =, > or <` : 'constraint has no relation (>=, <=, =, >, <)');
  }
  i++;
  const rhs = side();
  if (i < tokens.length) throw new ConstraintSyntaxError(tokens[i]!.at, `unexpected '${tokens[i]!.t}' after the constraint`);
  // Normalize to `expr >= 0` / `expr = 0`, with expr = lhs - rhs (or rhs - lhs for <=, <).
  const flip = rel.t === '<=' || rel.t === '<';
  const pos_ = flip ? rhs : lhs;
  const negSide = flip ? lhs : rhs;
  const terms = [...pos_.terms, ...negSide.terms.map((t) => ({ coef: neg(t.coef), v: t.v }))];
  let constant = sub(pos_.constant, negSide.constant);
  if (rel.t === '>' || rel.t === '<') constant = sub(constant, 1);
  return { terms, constant, kind: rel.t === '=' || rel.t === '==' ? 'eq' : 'ge', idents };
}

/**
 * The constraint on the statements of a group: one instance per statement when it uses `Si_...`, none when it
 * names a statement outside the group. An `_i` index sums over the iterators (or parameters) of the statement.
 */
export function instantiateConstraint(c: CustomConstraint, stmts: readonly number[], scop: Scop, nParams: number): NamedConstraint[] {
  const named = c.terms.flatMap((t) => (t.v.kind === 'coef' && t.v.stmt !== 'each' ? [t.v.stmt] : []));
  if (!named.every((s) => stmts.includes(s))) return [];
  const each = c.terms.some((t) => t.v.kind === 'coef' && t.v.stmt === 'each');
  const label = `custom constraint '${c.text}'`;
  const instance = (current: number | null): NamedConstraint => {
    const terms: [string, Int][] = [];
    for (const t of c.terms) {
      const v = t.v;
      if (v.kind === 'user') {
        terms.push([v.name, t.coef]);
        continue;
      }
      const s = v.stmt === 'each' ? current! : v.stmt;
      if (v.type === 'cst') {
        terms.push([coefName(s, 'cst'), t.coef]);
        continue;
      }
      const n = v.type === 'it' ? scop.statements[s]!.iterators.length : nParams;
      const idx = v.index === 'sum' ? Array.from({ length: n }, (_, k) => k) : [v.index];
      for (const k of idx) terms.push([coefName(s, v.type, k), t.coef]);
    }
    return { form: form(terms, c.constant), kind: c.kind, label };
  };
  return each ? stmts.map((s) => instance(s)) : [instance(null)];
}
