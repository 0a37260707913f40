// The fuzzer's program representation: a PolyBench-shaped kernel (parameters, arrays, scalars, loop nests with
// affine bounds, affine conditions and assignments) that the generator builds, the shrinker edits, the layout
// checks and printC.ts prints. Everything is plain immutable data, so a shrinking step is a new tree.

export type Elem = 'double' | 'int';

/**
 * `k + Σ c·v` over loop iterators and parameters (by name); with `div`, that divided by `div` the C way (rounding
 * toward zero), plus `plus`: `(i + 1) / 2 + 3`.
 */
export interface Affine {
  readonly terms: readonly Term[];
  readonly k: number;
  readonly div?: number;
  readonly plus?: number;
}
export interface Term {
  readonly v: string;
  readonly c: number;
}

export interface Param {
  readonly name: string;
  readonly value: number;
}
export interface ArrayVar {
  readonly name: string;
  readonly elem: Elem;
  readonly rank: number;
}
export interface ScalarVar {
  readonly name: string;
  readonly elem: Elem;
  readonly init: number;
}

/** An array element (one affine subscript per dimension, before the layout's shift) or a kernel scalar. */
export type Ref =
  | { readonly kind: 'elem'; readonly array: string; readonly index: readonly Affine[] }
  | { readonly kind: 'scalar'; readonly name: string };

/** Arithmetic, and on ints also bitwise operators and `>>` (by a constant). */
export type BinOp = '+' | '-' | '*' | '/' | '%' | '&' | '|' | '^' | '>>';

/** A typed expression; `/`, `%` and `>>` only ever have a non-zero constant on the right. */
export type Expr =
  | { readonly kind: 'const'; readonly t: Elem; readonly value: number }
  | { readonly kind: 'load'; readonly t: Elem; readonly ref: Ref }
  | { readonly kind: 'index'; readonly t: 'int'; readonly e: Affine }
  | { readonly kind: 'toDouble'; readonly t: 'double'; readonly e: Expr }
  | { readonly kind: 'neg'; readonly t: Elem; readonly e: Expr }
  | { readonly kind: 'bin'; readonly t: Elem; readonly op: BinOp; readonly a: Expr; readonly b: Expr }
  /** A comparison as an int value, 0 or 1: `(a < b)`. */
  | { readonly kind: 'cmp'; readonly t: 'int'; readonly rel: Rel; readonly l: Expr; readonly r: Expr }
  | { readonly kind: 'select'; readonly t: Elem; readonly rel: '<' | '>'; readonly l: Expr; readonly r: Expr; readonly then: Expr; readonly else: Expr };

/** `max` and `min` are written `x = v > x ? v : x` (the ?: reduction form). */
export type AssignOp = '=' | '+=' | '-=' | '*=' | 'max' | 'min';

export interface Assign {
  readonly kind: 'assign';
  readonly target: Ref;
  readonly op: AssignOp;
  readonly value: Expr;
}

/**
 * Iterates `iv` over [max(lower), min(upper)] (both inclusive) by `step`, upwards from the lower bound or, when
 * `down`, downwards from the upper one. `strict` only chooses how the exit test is printed (`<`/`>` or `<=`/`>=`).
 */
export interface Loop {
  readonly kind: 'loop';
  readonly iv: string;
  readonly lower: readonly Affine[];
  readonly upper: readonly Affine[];
  readonly step: number;
  readonly down: boolean;
  readonly strict: boolean;
  readonly body: readonly Stmt[];
}

export type Rel = '<' | '<=' | '>' | '>=' | '==' | '!=';
export type Cond =
  | { readonly kind: 'cmp'; readonly l: Affine; readonly rel: Rel; readonly r: Affine }
  /** `(e) % m == rem`, with C's remainder (negative for a negative e). */
  | { readonly kind: 'mod'; readonly e: Affine; readonly m: number; readonly rem: number }
  /** A condition on values: `A[i] > 0.5` (not affine). */
  | { readonly kind: 'data'; readonly l: Expr; readonly rel: Rel; readonly r: Expr };

export interface If {
  readonly kind: 'if';
  readonly conds: readonly Cond[];
  /** Conditions joined by `||` instead of `&&`. */
  readonly any: boolean;
  readonly then: readonly Stmt[];
  readonly else: readonly Stmt[];
}

export type Stmt = Assign | Loop | If;

export interface Program {
  /** The seed the generator started from (kept through shrinking, to name the reproducer). */
  readonly seed: number;
  /** The kernel body is marked `#pragma scop` / `#pragma endscop` (else SCoPs are found without marks). */
  readonly scop: boolean;
  /** Array parameters are declared with their extents as int parameters (`int A_0, double A[A_0]`), C99 VLAs. */
  readonly vla: boolean;
  /** The runner allocates the arrays with malloc instead of on the stack. */
  readonly heap: boolean;
  readonly params: readonly Param[];
  readonly arrays: readonly ArrayVar[];
  readonly scalars: readonly ScalarVar[];
  readonly body: readonly Stmt[];
}

// ---- affine forms ----

export function affine(k: number, ...terms: Term[]): Affine {
  return normalize({ terms, k });
}

export function affineVar(v: string, c = 1, k = 0): Affine {
  return affine(k, { v, c });
}

/** Merges equal variables, drops zero coefficients and orders terms by first appearance. */
export function normalize(a: Affine): Affine {
  const coeff = new Map<string, number>();
  for (const t of a.terms) coeff.set(t.v, (coeff.get(t.v) ?? 0) + t.c);
  return { ...a, terms: [...coeff].filter(([, c]) => c !== 0).map(([v, c]) => ({ v, c })) };
}

/** `a` with `scale * b` added to its numerator (`b` without division). */
export function addAffine(a: Affine, b: Affine, scale = 1): Affine {
  if (b.div) throw new Error('fuzz program: cannot add a division to an affine form');
  return normalize({ ...a, terms: [...a.terms, ...b.terms.map((t) => ({ v: t.v, c: t.c * scale }))], k: a.k + scale * b.k });
}

/** `a + d`. */
export function offsetAffine(a: Affine, d: number): Affine {
  return a.div ? { ...a, plus: (a.plus ?? 0) + d } : { ...a, k: a.k + d };
}

export function evalAffine(a: Affine, env: ReadonlyMap<string, number>): number {
  let s = a.k;
  for (const t of a.terms) {
    const x = env.get(t.v);
    if (x === undefined) throw new Error(`fuzz program: '${t.v}' is not in scope`);
    s += t.c * x;
  }
  return a.div ? Math.trunc(s / a.div) + (a.plus ?? 0) : s;
}

/** `a` with `v` replaced by `by` (which must not divide). */
export function substituteAffine(a: Affine, v: string, by: Affine): Affine {
  const t = a.terms.find((x) => x.v === v);
  if (!t) return a;
  return addAffine({ terms: a.terms.filter((x) => x.v !== v), k: a.k }, by, t.c);
}

export function affineUses(a: Affine, v: string): boolean {
  return a.terms.some((t) => t.v === v);
}

// ---- traversal ----

/** Every statement of a block, depth first, with the loops around it (outermost first). */
export function* statements(block: readonly Stmt[], loops: readonly Loop[] = []): Generator<{ stmt: Stmt; loops: readonly Loop[] }> {
  for (const s of block) {
    yield { stmt: s, loops };
    if (s.kind === 'loop') yield* statements(s.body, [...loops, s]);
    else if (s.kind === 'if') {
      yield* statements(s.then, loops);
      yield* statements(s.else, loops);
    }
  }
}

/** The sub-expressions of `e`, `e` first. */
export function* subExprs(e: Expr): Generator<Expr> {
  yield e;
  switch (e.kind) {
    case 'toDouble':
    case 'neg':
      yield* subExprs(e.e);
      break;
    case 'bin':
      yield* subExprs(e.a);
      yield* subExprs(e.b);
      break;
    case 'cmp':
      yield* subExprs(e.l);
      yield* subExprs(e.r);
      break;
    case 'select':
      for (const x of [e.l, e.r, e.then, e.else]) yield* subExprs(x);
      break;
    default:
      break;
  }
}

/** The locations an assignment reads: its value's loads, and its target for every op but `=`. */
export function readsOf(a: Assign): Ref[] {
  const refs = [...subExprs(a.value)].flatMap((e) => (e.kind === 'load' ? [e.ref] : []));
  return a.op === '=' ? refs : [a.target, ...refs];
}

export function refName(r: Ref): string {
  return r.kind === 'elem' ? r.array : r.name;
}

/** The expressions of a statement's own (not nested) parts: an assignment's value, a data condition's sides. */
export function exprsOf(s: Stmt): Expr[] {
  if (s.kind === 'assign') return [s.value];
  if (s.kind === 'if') return s.conds.flatMap((c) => (c.kind === 'data' ? [c.l, c.r] : []));
  return [];
}

/** Every affine form in a statement tree (subscripts, index values, bounds, conditions). */
export function* affinesOf(block: readonly Stmt[]): Generator<Affine> {
  const ofRef = function* (r: Ref): Generator<Affine> {
    if (r.kind === 'elem') yield* r.index;
  };
  for (const { stmt } of statements(block)) {
    if (stmt.kind === 'loop') yield* [...stmt.lower, ...stmt.upper];
    else if (stmt.kind === 'if') for (const c of stmt.conds) yield* c.kind === 'cmp' ? [c.l, c.r] : c.kind === 'mod' ? [c.e] : [];
    else yield* ofRef(stmt.target);
    for (const e of exprsOf(stmt).flatMap((x) => [...subExprs(x)])) {
      if (e.kind === 'load') yield* ofRef(e.ref);
      else if (e.kind === 'index') yield e.e;
    }
  }
}
