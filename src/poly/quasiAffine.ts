// Quasi-affine expressions in isl's normal form (constant + parameters + dimensions + reduced floor divisions), their
// isl text (`(-1 + n + floor((i)/32))`), and multi-union quasi-affine functions `[n] -> [{ S0[i] -> [(i)] }, ...]`.

import { type AffExpr } from './affExpr.js';
import { type Int, add, ceilDiv, cmp, exactDiv, floorDiv, gcd, mod, mul, neg, sub } from './int.js';
import { type Tuple } from './space.js';
import { chooseNames, paramPrefix } from './islPrinter.js';

/** An expression `constant + sum(coef * var) + sum(coef * floor(div))`, every division in normal form. */
export interface QuasiAffine {
  readonly constant: Int;
  /** Variable name -> non-zero coefficient. */
  readonly vars: ReadonlyMap<string, Int>;
  /** Division key -> the division and its non-zero coefficient. */
  readonly divs: ReadonlyMap<string, { readonly div: FloorDiv; readonly coef: Int }>;
}

/** `floor(num / den)` with den >= 2 and every coefficient of num in (-den/2, den/2], as isl keeps its divisions. */
export interface FloorDiv {
  readonly num: QuasiAffine;
  readonly den: Int;
}

const zeroForm: QuasiAffine = { constant: 0, vars: new Map(), divs: new Map() };

function constForm(c: Int): QuasiAffine {
  return { constant: c, vars: new Map(), divs: new Map() };
}

function combine(a: QuasiAffine, b: QuasiAffine, k: Int): QuasiAffine {
  const vars = new Map(a.vars);
  for (const [v, c] of b.vars) {
    const s = add(vars.get(v) ?? 0, mul(k, c));
    if (s === 0) vars.delete(v);
    else vars.set(v, s);
  }
  const divs = new Map(a.divs);
  for (const [key, t] of b.divs) {
    const s = add(divs.get(key)?.coef ?? 0, mul(k, t.coef));
    if (s === 0) divs.delete(key);
    else divs.set(key, { div: t.div, coef: s });
  }
  return { constant: add(a.constant, mul(k, b.constant)), vars, divs };
}

function scale(a: QuasiAffine, k: Int): QuasiAffine {
  return k === 0 ? zeroForm : combine(zeroForm, a, k);
}

function divKey(d: FloorDiv): string {
  return `${formKey(d.num)}/${d.den}`;
}

function formKey(f: QuasiAffine): string {
  const vars = [...f.vars].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)).map(([v, c]) => `${c}*${v}`);
  const divs = [...f.divs].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)).map(([k, t]) => `${t.coef}*[${k}]`);
  return `${f.constant}|${vars.join(',')}|${divs.join(',')}`;
}

/** The integer q with a - q*d in (-d/2, d/2] (isl's reduction of division coefficients). */
function centredQuotient(a: Int, d: Int): Int {
  return ceilDiv(sub(mul(2, a), d), mul(2, d));
}

/** floor(num / den) in normal form: common factors divided out, coefficients reduced into (-den/2, den/2]. */
function floorForm(num: QuasiAffine, den: Int): QuasiAffine {
  let outside = zeroForm;
  for (let guard = 0; ; guard++) {
    if (guard > 64) throw new Error('floorForm: no fixed point');
    if (den === 1) return combine(outside, num, 1);
    // A nested division with coefficient one merges: floor((a + floor(b/m))/d) = floor((m*a + b)/(m*d)).
    const unit = [...num.divs].find(([, t]) => t.coef === 1);
    if (unit !== undefined) {
      const [key, t] = unit;
      const divs = new Map(num.divs);
      divs.delete(key);
      num = combine(scale({ ...num, divs }, t.div.den), t.div.num, 1);
      den = mul(den, t.div.den);
      continue;
    }
    // A common factor g of the den and the non-constant coefficients: floor((g e + c)/(g d)) = floor((e + floor(c/g))/d).
    let g = den;
    for (const c of num.vars.values()) g = gcd(g, c);
    for (const t of num.divs.values()) g = gcd(g, t.coef);
    if (g !== 1) {
      num = divideOut(num, g);
      den = exactDiv(den, g);
      continue;
    }
    // Coefficients outside (-den/2, den/2] move whole multiples of the den out of the division.
    let moved = zeroForm;
    let rest = num;
    const qc = centredQuotient(num.constant, den);
    if (qc !== 0) {
      moved = combine(moved, constForm(qc), 1);
      rest = combine(rest, constForm(mul(qc, den)), -1);
    }
    for (const [v, c] of num.vars) {
      const q = centredQuotient(c, den);
      if (q === 0) continue;
      const term: QuasiAffine = { constant: 0, vars: new Map([[v, 1]]), divs: new Map() };
      moved = combine(moved, term, q);
      rest = combine(rest, term, neg(mul(q, den)));
    }
    for (const [key, t] of num.divs) {
      const q = centredQuotient(t.coef, den);
      if (q === 0) continue;
      const term: QuasiAffine = { constant: 0, vars: new Map(), divs: new Map([[key, { div: t.div, coef: 1 }]]) };
      moved = combine(moved, term, q);
      rest = combine(rest, term, neg(mul(q, den)));
    }
    if (moved === zeroForm) {
      if (rest.vars.size === 0 && rest.divs.size === 0) return combine(outside, constForm(floorDiv(rest.constant, den)), 1);
      const div: FloorDiv = { num: rest, den };
      return combine(outside, { constant: 0, vars: new Map(), divs: new Map([[divKey(div), { div, coef: 1 }]]) }, 1);
    }
    outside = combine(outside, moved, 1);
    num = rest;
  }
}

/** `f / g` for a form whose non-constant coefficients g divides; the constant becomes floor(c / g). */
function divideOut(f: QuasiAffine, g: Int): QuasiAffine {
  const vars = new Map<string, Int>();
  for (const [v, c] of f.vars) vars.set(v, exactDiv(c, g));
  const divs = new Map<string, { div: FloorDiv; coef: Int }>();
  for (const [k, t] of f.divs) divs.set(k, { div: t.div, coef: exactDiv(t.coef, g) });
  return { constant: floorDiv(f.constant, g), vars, divs };
}

/** The normal form of an affine expression (floordiv, ceildiv and mod become floor divisions). */
export function quasiAffine(e: AffExpr): QuasiAffine {
  switch (e.kind) {
    case 'const':
      return constForm(e.value);
    case 'var':
      return { constant: 0, vars: new Map([[e.name, 1]]), divs: new Map() };
    case 'add':
      return combine(quasiAffine(e.lhs), quasiAffine(e.rhs), 1);
    case 'mul':
      return scale(quasiAffine(e.lhs), e.factor);
    case 'floordiv':
      return floorForm(quasiAffine(e.lhs), checkDivisor(e.divisor));
    case 'ceildiv':
      // ceil(x / d) = floor((x + d - 1) / d), the form isl keeps.
      return floorForm(combine(quasiAffine(e.lhs), constForm(sub(checkDivisor(e.divisor), 1)), 1), e.divisor);
    case 'mod': {
      // x mod d = x - d * floor(x / d)
      const x = quasiAffine(e.lhs);
      return combine(x, floorForm(x, checkDivisor(e.divisor)), neg(e.divisor));
    }
  }
}

function checkDivisor(d: Int): Int {
  if (cmp(d, 0) <= 0) throw new Error('affine division by a non-positive constant');
  return d;
}

/** Back to an expression tree (for evaluation and lowering to constraints). */
export function quasiAffineExpr(f: QuasiAffine): AffExpr {
  let e: AffExpr = { kind: 'const', value: f.constant };
  const term = (x: AffExpr, c: Int): AffExpr => (c === 1 ? x : { kind: 'mul', lhs: x, factor: c });
  for (const [v, c] of f.vars) e = { kind: 'add', lhs: e, rhs: term({ kind: 'var', name: v }, c) };
  for (const t of f.divs.values()) e = { kind: 'add', lhs: e, rhs: term({ kind: 'floordiv', lhs: quasiAffineExpr(t.div.num), divisor: t.div.den }, t.coef) };
  return e;
}

/** Are two expressions the same quasi-affine function (same normal form)? */
export function sameQuasiAffine(a: AffExpr, b: AffExpr): boolean {
  return formKey(quasiAffine(a)) === formKey(quasiAffine(b));
}

/** Variable order for printing: parameters, then dimensions (isl prints the constant first, divisions last). */
interface PrintOrder {
  readonly vars: readonly string[];
  /** Printed name of each variable. */
  readonly names: ReadonlyMap<string, string>;
}

/** isl keeps divisions sorted by their last variable; one that uses another division comes after it. */
function sortedDivs(f: QuasiAffine, order: PrintOrder): { div: FloorDiv; coef: Int }[] {
  const rank = (d: FloorDiv): number => {
    const inner = [...d.num.divs.values()].map((t) => rank(t.div));
    if (inner.length > 0) return order.vars.length + Math.max(...inner) + 1;
    return lastOne(order.vars.map((v) => (d.num.vars.has(v) ? 1 : 0)));
  };
  return [...f.divs.values()].sort((x, y) => rank(x.div) - rank(y.div));
}

function lastOne(r: readonly number[]): number {
  for (let i = r.length - 1; i >= 0; i--) if (r[i]) return i;
  return -1;
}

/** The terms in isl's order, divisions as `c*floor((num)/den)` (isl's print_affine_of_len). */
function baseText(f: QuasiAffine, order: PrintOrder): string {
  const terms: [Int, string, boolean][] = [];
  if (f.constant !== 0) terms.push([f.constant, '', false]);
  for (const v of order.vars) {
    const c = f.vars.get(v);
    if (c !== undefined) terms.push([c, order.names.get(v)!, false]);
  }
  for (const v of f.vars.keys()) if (!order.names.has(v)) throw new Error(`quasi-affine expression uses unknown name '${v}'`);
  for (const t of sortedDivs(f, order)) terms.push([t.coef, `floor((${baseText(t.div.num, order)})/${t.div.den})`, true]);
  if (terms.length === 0) return '0';
  return terms
    .map(([c, name, isDiv], i) => {
      const negative = cmp(c, 0) < 0;
      const mag = negative ? neg(c) : c;
      const body = name === '' ? mag.toString() : mag === 1 ? name : `${mag}${isDiv ? '*' : ''}${name}`;
      if (i === 0) return negative ? `-${body}` : body;
      return negative ? ` - ${body}` : ` + ${body}`;
    })
    .join('');
}

/**
 * isl's text of an expression, with its modulo detection: the last division whose coefficient is a multiple a*m of
 * its denominator m is written `f + a*g - a*(g mod m)`, the rest printed first (isl's print_aff_num).
 */
function numText(f: QuasiAffine, order: PrintOrder): string {
  const divs = sortedDivs(f, order);
  for (let i = divs.length - 1; i >= 0; i--) {
    const t = divs[i]!;
    if (mod(t.coef, t.div.den) !== 0) continue;
    const a = exactDiv(t.coef, t.div.den);
    const divs2 = new Map(f.divs);
    divs2.delete(divKey(t.div));
    const rest = combine({ ...f, divs: divs2 }, t.div.num, a);
    const empty = rest.constant === 0 && rest.vars.size === 0 && rest.divs.size === 0;
    const c = neg(a);
    const negative = cmp(c, 0) < 0;
    const shown = empty ? c : negative ? neg(c) : c;
    const core = `(${numText(t.div.num, order)}) mod ${t.div.den}`;
    const term = shown === 1 ? core : `${shown}*(${core})`;
    return empty ? term : `${numText(rest, order)}${negative ? ' - ' : ' + '}${term}`;
  }
  return baseText(f, order);
}

/** One member of a multi-union quasi-affine function: per statement tuple, an expression over its dims and the params. */
export interface UnionAffMember {
  readonly parts: readonly { readonly tuple: Tuple; readonly expr: AffExpr }[];
}

/** isl's multi_union_pw_aff restricted to one piece per statement: `[n] -> [{ S0[i] -> [(i)]; S1[j] -> [(0)] }, ...]`. */
export interface MultiUnionAff {
  readonly params: readonly string[];
  readonly members: readonly UnionAffMember[];
}

/** isl's text of one `S0[i, j] -> [(expr)]` piece: names made valid and distinct from the parameters. */
function pieceText(params: readonly string[], t: Tuple, expr: AffExpr): string {
  const dims = chooseNames(t.dims, 'i', new Set(params));
  const names = new Map<string, string>(params.map((p) => [p, p]));
  // A dimension shadows a parameter of the same name.
  t.dims.forEach((d, k) => names.set(d, dims[k]!));
  const order: PrintOrder = { vars: [...params.filter((p) => !t.dims.includes(p)), ...t.dims], names };
  return `${t.name ?? ''}[${dims.join(', ')}] -> [(${numText(quasiAffine(expr), order)})]`;
}

/** The isl text of a multi-union quasi-affine function (the `schedule:` of a band). */
export function printMultiUnionAff(m: MultiUnionAff): string {
  const members = m.members.map((mem) => `{ ${mem.parts.map((p) => pieceText(m.params, p.tuple, p.expr)).join('; ')} }`);
  return `${paramPrefix(m.params)}[${members.join(', ')}]`;
}
