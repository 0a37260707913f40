// Affine expressions over named iterators and parameters (with floordiv/ceildiv/mod), lowered to constraints with locals.

import { type Int, add, ceilDiv, floorDiv, mod, mul, neg, sub, zeros } from './int.js';
import type { Constraint, LinExpr } from './polyhedron.js';

/** The affine expressions of affine MLIR maps, over names (loop iterators, parameters). */
export type AffExpr =
  | { readonly kind: 'const'; readonly value: Int }
  | { readonly kind: 'var'; readonly name: string }
  | { readonly kind: 'add'; readonly lhs: AffExpr; readonly rhs: AffExpr }
  | { readonly kind: 'mul'; readonly lhs: AffExpr; readonly factor: Int }
  | { readonly kind: 'floordiv' | 'ceildiv' | 'mod'; readonly lhs: AffExpr; readonly divisor: Int };

/** Small constructors so that hand-built models read like the loops they describe. */
export const aff = {
  c: (value: Int): AffExpr => ({ kind: 'const', value }),
  v: (name: string): AffExpr => ({ kind: 'var', name }),
  add: (...xs: (AffExpr | string | Int)[]): AffExpr => xs.map(lift).reduce((a, b) => ({ kind: 'add', lhs: a, rhs: b })),
  sub: (a: AffExpr | string | Int, b: AffExpr | string | Int): AffExpr => ({ kind: 'add', lhs: lift(a), rhs: { kind: 'mul', lhs: lift(b), factor: -1 } }),
  mul: (factor: Int, a: AffExpr | string | Int): AffExpr => ({ kind: 'mul', lhs: lift(a), factor }),
  floordiv: (a: AffExpr | string | Int, divisor: Int): AffExpr => ({ kind: 'floordiv', lhs: lift(a), divisor }),
  ceildiv: (a: AffExpr | string | Int, divisor: Int): AffExpr => ({ kind: 'ceildiv', lhs: lift(a), divisor }),
  mod: (a: AffExpr | string | Int, divisor: Int): AffExpr => ({ kind: 'mod', lhs: lift(a), divisor }),
};

/** A string is a variable name; a number a constant. */
export function lift(x: AffExpr | string | Int): AffExpr {
  if (typeof x === 'string') return { kind: 'var', name: x };
  if (typeof x === 'number' || typeof x === 'bigint') return { kind: 'const', value: x };
  return x;
}

/** Value of an expression under an environment (the reference semantics for interpreters). */
export function evalAff(e: AffExpr, env: (name: string) => Int): Int {
  switch (e.kind) {
    case 'const':
      return e.value;
    case 'var':
      return env(e.name);
    case 'add':
      return add(evalAff(e.lhs, env), evalAff(e.rhs, env));
    case 'mul':
      return mul(evalAff(e.lhs, env), e.factor);
    case 'floordiv':
      return floorDiv(evalAff(e.lhs, env), e.divisor);
    case 'ceildiv':
      return ceilDiv(evalAff(e.lhs, env), e.divisor);
    case 'mod':
      return mod(evalAff(e.lhs, env), e.divisor);
  }
}

/** `e` with each variable replaced by `f(name)` where that gives an expression. */
export function substituteAff(e: AffExpr, f: (name: string) => AffExpr | undefined): AffExpr {
  switch (e.kind) {
    case 'const':
      return e;
    case 'var':
      return f(e.name) ?? e;
    case 'add':
      return { kind: 'add', lhs: substituteAff(e.lhs, f), rhs: substituteAff(e.rhs, f) };
    case 'mul':
      return { kind: 'mul', lhs: substituteAff(e.lhs, f), factor: e.factor };
    default:
      return { kind: e.kind, lhs: substituteAff(e.lhs, f), divisor: e.divisor };
  }
}

/** Substitutes variable names (all at once, so swaps work). */
export function renameVars(e: AffExpr, names: ReadonlyMap<string, string>): AffExpr {
  return substituteAff(e, (n) => (names.has(n) ? { kind: 'var', name: names.get(n)! } : undefined));
}

/** Names of the variables an expression uses. */
export function affNames(e: AffExpr, into: Set<string> = new Set()): Set<string> {
  if (e.kind === 'var') into.add(e.name);
  else if (e.kind === 'add') {
    affNames(e.lhs, into);
    affNames(e.rhs, into);
  } else if (e.kind !== 'const') affNames(e.lhs, into);
  return into;
}

/** Readable isl-like text: `n - 1`, `4*c0 + 3`, `floor((n - 1)/4)`, `(i) mod 2`. */
export function affToString(e: AffExpr): string {
  const n = normalizeAff(e);
  const parts = summands(n);
  let s = '';
  for (const t of parts) {
    const negTerm = t.kind === 'mul' && t.factor < 0 ? { ...t, factor: neg(t.factor) } : t.kind === 'const' && t.value < 0 ? { kind: 'const' as const, value: neg(t.value) } : null;
    const text = atomText(negTerm ?? t);
    s = s === '' ? (negTerm ? `-${text}` : text) : `${s} ${negTerm ? '-' : '+'} ${text}`;
  }
  return s;
}

function summands(e: AffExpr): AffExpr[] {
  return e.kind === 'add' ? [...summands(e.lhs), ...summands(e.rhs)] : [e];
}

function atomText(e: AffExpr): string {
  switch (e.kind) {
    case 'const':
      return e.value.toString();
    case 'var':
      return e.name;
    case 'mul': {
      const inner = e.lhs.kind === 'add' ? `(${affToString(e.lhs)})` : atomText(e.lhs);
      return e.factor === 1 ? inner : `${e.factor}*${inner}`;
    }
    case 'add':
      return `(${affToString(e)})`;
    case 'floordiv':
      return `floor((${affToString(e.lhs)})/${e.divisor})`;
    case 'ceildiv':
      return `ceil((${affToString(e.lhs)})/${e.divisor})`;
    case 'mod':
      return `((${affToString(e.lhs)}) mod ${e.divisor})`;
  }
}

/** A sum of coefficient * atom (a variable or a division of a normalized sum) plus a constant. */
interface NormSum {
  readonly terms: Map<string, { atom: AffExpr; coef: Int }>;
  c: Int;
}

function normAdd(into: NormSum, from: NormSum, k: Int): void {
  for (const [key, t] of from.terms) {
    const cur = into.terms.get(key);
    const coef = add(cur?.coef ?? 0, mul(k, t.coef));
    if (coef === 0) into.terms.delete(key);
    else into.terms.set(key, { atom: t.atom, coef });
  }
  into.c = add(into.c, mul(k, from.c));
}

function normOf(e: AffExpr): NormSum {
  switch (e.kind) {
    case 'const':
      return { terms: new Map(), c: e.value };
    case 'var':
      return { terms: new Map([[`v:${e.name}`, { atom: e, coef: 1 }]]), c: 0 };
    case 'add': {
      const out = normOf(e.lhs);
      normAdd(out, normOf(e.rhs), 1);
      return out;
    }
    case 'mul': {
      const out: NormSum = { terms: new Map(), c: 0 };
      if (e.factor !== 0) normAdd(out, normOf(e.lhs), e.factor);
      return out;
    }
    default: {
      // (d*A + B + c) with c = d*q + r: floor -> A + q + floor((B + r)/d), ceil -> A + q + ceil((B + r)/d), mod -> (B + r) mod d.
      const inner = normOf(e.lhs);
      const d = e.divisor;
      const whole: NormSum = { terms: new Map(), c: floorDiv(inner.c, d) };
      const rest: NormSum = { terms: new Map(), c: mod(inner.c, d) };
      for (const [key, t] of inner.terms) {
        if (mod(t.coef, d) === 0) whole.terms.set(key, { atom: t.atom, coef: floorDiv(t.coef, d) });
        else rest.terms.set(key, t);
      }
      if (d === 1) return inner;
      if (rest.terms.size === 0) {
        if (e.kind === 'mod') return { terms: new Map(), c: rest.c };
        const out: NormSum = e.kind === 'floordiv' ? whole : { terms: whole.terms, c: add(whole.c, rest.c === 0 ? 0 : 1) };
        return out;
      }
      const atom: AffExpr = { kind: e.kind, lhs: normSumToAff(rest), divisor: d };
      const key = `${e.kind}:${d}:${affKey(atom.lhs)}`;
      if (e.kind === 'mod') return { terms: new Map([[key, { atom, coef: 1 }]]), c: 0 };
      normAdd(whole, { terms: new Map([[key, { atom, coef: 1 }]]), c: 0 }, 1);
      return whole;
    }
  }
}

function affKey(e: AffExpr): string {
  return JSON.stringify(e, (_, x) => (typeof x === 'bigint' ? `${x}n` : x));
}

function normSumToAff(n: NormSum): AffExpr {
  const parts: AffExpr[] = [];
  for (const { atom, coef } of n.terms.values()) parts.push(coef === 1 ? atom : { kind: 'mul', lhs: atom, factor: coef });
  if (n.c !== 0 || parts.length === 0) parts.push({ kind: 'const', value: n.c });
  return parts.reduce((a, b) => ({ kind: 'add', lhs: a, rhs: b }));
}

/** The same function with constants folded, like terms collected and whole multiples pulled out of divisions. */
export function normalizeAff(e: AffExpr): AffExpr {
  return normSumToAff(normOf(e));
}

/**
 * A linear form: the coefficients of the parameters then the dimensions (`v`, as wide as both), of the locals made
 * so far (`l`, missing entries zero) and the constant. Arrays, not maps keyed by names: lowering runs for every
 * condition that code generation and the legality checks test, and the maps were most of its cost.
 */
interface Lin {
  readonly v: Int[];
  readonly l: Int[];
  c: Int;
}

/** out += k * b, in place. */
function addScaled(out: Lin, b: Lin, k: Int): void {
  for (let j = 0; j < b.v.length; j++) if (b.v[j] !== 0) out.v[j] = add(out.v[j]!, mul(k, b.v[j]!));
  for (let j = 0; j < b.l.length; j++) {
    while (out.l.length <= j) out.l.push(0);
    if (b.l[j] !== 0) out.l[j] = add(out.l[j]!, mul(k, b.l[j]!));
  }
  out.c = add(out.c, mul(k, b.c));
}

/**
 * Lowers affine expressions over a fixed list of parameter and dimension names to linear forms,
 * introducing one existential local per distinct floor division (d*l <= e <= d*l + d - 1).
 */
export class AffLowering {
  private readonly localDefs: { lin: Lin; d: Int }[] = [];
  /** The locals by their division, made at the first one (most expressions lowered have none). */
  private localKeys: Map<string, number> | undefined;

  constructor(
    readonly params: readonly string[],
    readonly dims: readonly string[],
  ) {}

  get nLocal(): number {
    return this.localDefs.length;
  }

  private zero(): Lin {
    return { v: zeros(this.params.length + this.dims.length), l: [], c: 0 };
  }

  private lin(e: AffExpr): Lin {
    const out = this.zero();
    this.addTo(out, e, 1);
    return out;
  }

  /** out += k * e, in place: one form for a whole expression tree, not one per node. */
  private addTo(out: Lin, e: AffExpr, k: Int): void {
    switch (e.kind) {
      case 'const':
        out.c = add(out.c, mul(k, e.value));
        return;
      case 'var': {
        // Inner names shadow outer ones (a dim named like a param wins).
        const d = this.dims.lastIndexOf(e.name);
        const j = d >= 0 ? this.params.length + d : this.params.indexOf(e.name);
        if (j < 0) throw new Error(`affine expression uses unknown name '${e.name}'`);
        out.v[j] = add(out.v[j]!, k);
        return;
      }
      case 'add':
        this.addTo(out, e.lhs, k);
        this.addTo(out, e.rhs, k);
        return;
      case 'mul':
        return this.addTo(out, e.lhs, mul(k, e.factor));
      case 'floordiv':
        return addScaled(out, this.floorLocal(this.lin(e.lhs), e.divisor), k);
      case 'ceildiv': {
        const x = this.zero();
        addScaled(x, this.lin(e.lhs), -1);
        return addScaled(out, this.floorLocal(x, e.divisor), neg(k));
      }
      case 'mod': {
        const x = this.lin(e.lhs);
        const f = this.floorLocal(x, e.divisor);
        addScaled(out, x, k);
        return addScaled(out, f, mul(k, neg(e.divisor)));
      }
    }
  }

  /** The local floor(x / d) as a form (x itself when d = 1); the same division twice is one local. */
  private floorLocal(x: Lin, d: Int): Lin {
    if (d <= 0) throw new Error('affine division by a non-positive constant');
    if (d === 1) return x;
    let key = `${x.c}|${d}|`;
    for (let j = 0; j < x.v.length; j++) if (x.v[j] !== 0) key += `${j}:${x.v[j]},`;
    for (let j = 0; j < x.l.length; j++) if (x.l[j] !== 0) key += `l${j}:${x.l[j]},`;
    this.localKeys ??= new Map();
    let i = this.localKeys.get(key);
    if (i === undefined) {
      i = this.localDefs.length;
      this.localDefs.push({ lin: x, d });
      this.localKeys.set(key, i);
    }
    const unit = this.zero();
    for (let j = 0; j < i; j++) unit.l.push(0);
    unit.l.push(1);
    return unit;
  }

  private toExpr(l: Lin, nLocal: number): LinExpr {
    const p = this.params.length;
    const locals = zeros(nLocal);
    for (let j = 0; j < l.l.length; j++) locals[j] = l.l[j]!;
    return { params: l.v.slice(0, p), dims: l.v.slice(p), locals, constant: l.c };
  }

  /**
   * Constraints for `e >= 0` / `e = 0` style conditions plus every local definition so far.
   * Call once all expressions of the polyhedron have been lowered.
   */
  constraints(conds: readonly { kind: 'eq' | 'ineq'; expr: AffExpr }[]): { nLocal: number; constraints: Constraint[] } {
    const lins = conds.map((c) => ({ kind: c.kind, lin: this.lin(c.expr) }));
    const n = this.nLocal;
    const out: Constraint[] = lins.map((c) => ({ kind: c.kind, expr: this.toExpr(c.lin, n) }));
    this.localDefs.forEach((def, i) => {
      // e - d*l >= 0 and d*l + d - 1 - e >= 0 (the definition uses only locals made before l)
      const below = this.zero();
      addScaled(below, def.lin, 1);
      const above = this.zero();
      addScaled(above, def.lin, -1);
      above.c = add(above.c, sub(def.d, 1));
      for (const f of [below, above]) while (f.l.length <= i) f.l.push(0);
      below.l[i] = neg(def.d);
      above.l[i] = def.d;
      out.push({ kind: 'ineq', expr: this.toExpr(below, n) });
      out.push({ kind: 'ineq', expr: this.toExpr(above, n) });
    });
    return { nLocal: n, constraints: out };
  }
}
