// Prints sets and relations in isl syntax: `[N] -> { S0[i, j] : 0 <= i < N and ... ; ... }`.

import { type Int, add, neg, sign } from './int.js';
import type { Constraint, LinExpr } from './polyhedron.js';
import type { BasicSet } from './basicSet.js';
import type { BasicMap } from './basicMap.js';
import type { UnionMap, UnionSet } from './union.js';
import type { Tuple } from './space.js';

const KEYWORDS = new Set(['and', 'or', 'not', 'exists', 'floor', 'ceil', 'mod', 'min', 'max', 'true', 'false', 'infty', 'implies']);

export function isIslIdentifier(s: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(s) && !KEYWORDS.has(s);
}

/** `[a, b] -> ` or nothing when there are no parameters. */
export function paramPrefix(params: readonly string[]): string {
  return params.length === 0 ? '' : `[${params.join(', ')}] -> `;
}

export function printUnionSet(u: UnionSet): string {
  const body = u.parts.map((p) => basicSetBody(p)).join('; ');
  return `${paramPrefix(u.params)}{ ${body} }`;
}

export function printUnionMap(u: UnionMap): string {
  const body = u.parts.map((p) => basicMapBody(p)).join('; ');
  return `${paramPrefix(u.params)}{ ${body} }`;
}

export function printBasicSet(b: BasicSet): string {
  return `${paramPrefix(b.params)}{ ${basicSetBody(b)} }`;
}

export function printBasicMap(b: BasicMap): string {
  return `${paramPrefix(b.params)}{ ${basicMapBody(b)} }`;
}

/** Picks printable, distinct names: the hints where they are valid and free, else base + index. */
export function chooseNames(hints: readonly string[], base: string, taken: Set<string>): string[] {
  return hints.map((h, i) => {
    let name = isIslIdentifier(h) && !taken.has(h) ? h : `${base}${i}`;
    let k = 0;
    while (taken.has(name) || !isIslIdentifier(name)) name = `${base}${i}_${++k}`;
    taken.add(name);
    return name;
  });
}

interface Names {
  params: readonly string[];
  dims: readonly string[];
  locals: readonly string[];
}

function tupleText(t: Tuple, items: readonly string[]): string {
  return `${t.name ?? ''}[${items.join(', ')}]`;
}

export function basicSetBody(b: BasicSet): string {
  const poly = b.poly;
  const taken = new Set<string>(b.params);
  const dims = chooseNames(b.tuple.dims, 'i', taken);
  const locals = chooseNames(Array.from({ length: poly.nLocal }, () => ''), 'e', taken);
  const names: Names = { params: b.params, dims, locals };
  const head = b.space.isParamSpace ? '' : tupleText(b.tuple, dims);
  if (poly.isObviouslyEmpty()) return `${head} : false`;
  const cond = formatConstraints(poly.constraints(), names);
  return cond === '' ? (head === '' ? ': true' : head) : `${head} : ${cond}`.trimStart();
}

export function basicMapBody(b: BasicMap): string {
  const poly = b.poly;
  const taken = new Set<string>(b.params);
  const inNames = chooseNames(b.inTuple.dims, 'i', taken);
  const outNames = chooseNames(b.outTuple.dims, 'o', taken);
  const locals = chooseNames(Array.from({ length: poly.nLocal }, () => ''), 'e', taken);
  const names: Names = { params: b.params, dims: [...inNames, ...outNames], locals };
  const inText = tupleText(b.inTuple, inNames);
  if (poly.isObviouslyEmpty()) return `${inText} -> ${tupleText(b.outTuple, outNames)} : false`;

  // Out dims defined by an equality over params and in dims only are printed as expressions.
  const cs = poly.constraints();
  const used = new Set<number>();
  const outItems = outNames.map((name, k) => {
    const d = b.nIn + k;
    const idx = cs.findIndex((c, ci) => {
      if (c.kind !== 'eq' || used.has(ci)) return false;
      const a = c.expr.dims[d]!;
      if (a !== 1 && a !== -1) return false;
      if (c.expr.locals.some((x) => x !== 0)) return false;
      if (!c.expr.dims.every((x, j) => j < b.nIn || j === d || x === 0)) return false;
      // Only when no other constraint mentions this dim, since it will have no name.
      return cs.every((o, oi) => oi === ci || o.expr.dims[d] === 0);
    });
    if (idx < 0) return name;
    used.add(idx);
    const c = cs[idx]!.expr;
    // a*o + rest = 0  =>  o = -a * rest
    const a = c.dims[d]!;
    const rest: LinExpr = {
      params: c.params.map((x) => scaleSign(x, -a)),
      dims: c.dims.map((x, j) => (j === d ? 0 : scaleSign(x, -a))),
      locals: c.locals,
      constant: scaleSign(c.constant, -a),
    };
    return formatExpr(rest, names);
  });
  const remaining = cs.filter((_, i) => !used.has(i));
  const cond = formatConstraints(remaining, names);
  const head = `${inText} -> ${tupleText(b.outTuple, outItems)}`;
  return cond === '' ? head : `${head} : ${cond}`;
}

function scaleSign(x: Int, s: Int): Int {
  return s === 1 ? x : neg(x);
}

/** Terms of an expression as (coefficient, name), dims and locals first, then params. */
function terms(e: LinExpr, names: Names): [Int, string][] {
  const out: [Int, string][] = [];
  e.dims.forEach((c, i) => c !== 0 && out.push([c, names.dims[i]!]));
  e.locals.forEach((c, i) => c !== 0 && out.push([c, names.locals[i]!]));
  e.params.forEach((c, i) => c !== 0 && out.push([c, names.params[i]!]));
  return out;
}

function formatTerms(ts: readonly [Int, string][], constant: Int): string {
  let s = '';
  for (const [c, n] of ts) {
    const mag = c < 0 ? neg(c) : c;
    const coef = mag === 1 ? '' : mag.toString();
    if (s === '') s = (c < 0 ? '-' : '') + coef + n;
    else s += (c < 0 ? ' - ' : ' + ') + coef + n;
  }
  if (constant !== 0 || s === '') {
    if (s === '') s = constant.toString();
    else s += constant < 0 ? ` - ${neg(constant)}` : ` + ${constant}`;
  }
  return s;
}

export function formatExpr(e: LinExpr, names: Names): string {
  return formatTerms(terms(e, names), e.constant);
}

interface Bound {
  pivot: string;
  coef: Int; // positive multiple of the pivot
  other: string; // the other side
  otherTerms: [Int, string][];
  otherConst: Int;
  lower: boolean;
}

/** Renders constraints isl-style, chaining `lb <= x <= ub`, with locals under one `exists`. */
function formatConstraints(cs: readonly Constraint[], names: Names): string {
  const plain: Constraint[] = [];
  const withLocals: Constraint[] = [];
  for (const c of cs) (c.expr.locals.some((x) => x !== 0) ? withLocals : plain).push(c);
  const a = renderGroup(plain, names);
  if (withLocals.length === 0) return a;
  const usedLocals = names.locals.filter((_, i) => withLocals.some((c) => c.expr.locals[i] !== 0));
  const b = `exists (${usedLocals.join(', ')}: ${renderGroup(withLocals, names)})`;
  return a === '' ? b : `${a} and ${b}`;
}

function renderGroup(cs: readonly Constraint[], names: Names): string {
  const parts: string[] = [];
  const bounds: Bound[] = [];
  for (const c of cs) {
    const ts = terms(c.expr, names);
    if (ts.length === 0) {
      // A constant constraint only survives when contradictory.
      const ok = c.kind === 'eq' ? c.expr.constant === 0 : c.expr.constant >= 0;
      parts.push(ok ? 'true' : 'false');
      continue;
    }
    // Pivot: the last dim / local, else the last param (isl picks the last variable too).
    const pivotIdx = pivotIndex(c.expr, ts.length);
    const [pc, pn] = ts[pivotIdx]!;
    const rest = ts.filter((_, i) => i !== pivotIdx).map(([k, n]): [Int, string] => [sign(pc) > 0 ? neg(k) : k, n]);
    const restConst = sign(pc) > 0 ? neg(c.expr.constant) : c.expr.constant;
    const mag = pc < 0 ? neg(pc) : pc;
    const lhs = (mag === 1 ? '' : mag.toString()) + pn;
    if (c.kind === 'eq') {
      parts.push(`${lhs} = ${formatTerms(rest, restConst)}`);
      continue;
    }
    bounds.push({ pivot: lhs, coef: mag, other: formatTerms(rest, restConst), otherTerms: rest, otherConst: restConst, lower: sign(pc) > 0 });
  }
  const usedB = new Array<boolean>(bounds.length).fill(false);
  for (let i = 0; i < bounds.length; i++) {
    if (usedB[i]) continue;
    const b = bounds[i]!;
    usedB[i] = true;
    const j = bounds.findIndex((o, k) => !usedB[k] && o.pivot === b.pivot && o.lower !== b.lower);
    if (j >= 0) {
      usedB[j] = true;
      const lo = b.lower ? b : bounds[j]!;
      const hi = b.lower ? bounds[j]! : b;
      parts.push(`${lowerText(lo)} ${b.pivot} ${upperText(hi)}`);
    } else if (b.lower) parts.push(`${lowerText(b)} ${b.pivot}`);
    else parts.push(`${b.pivot} ${upperText(b)}`);
  }
  return parts.join(' and ');
}

function pivotIndex(e: LinExpr, nTerms: number): number {
  // terms() lists dims, locals, params; the last dim-or-local term if any, else the last param.
  const nonParam = e.dims.filter((x) => x !== 0).length + e.locals.filter((x) => x !== 0).length;
  return nonParam > 0 ? nonParam - 1 : nTerms - 1;
}

/** `lb <=`, or `lb - 1 <` when that reads better (`i < j` rather than `i + 1 <= j`). */
function lowerText(b: Bound): string {
  if (b.otherTerms.length > 0 && b.otherConst > 0) return `${formatTerms(b.otherTerms, add(b.otherConst, -1))} <`;
  return `${b.other} <=`;
}

/** `<= ub`, or `< ub + 1` when that reads better (`i < N` rather than `i <= N - 1`). */
function upperText(b: Bound): string {
  if (b.otherTerms.length > 0 && b.otherConst < 0) return `< ${formatTerms(b.otherTerms, add(b.otherConst, 1))}`;
  return `<= ${b.other}`;
}
