// Shrinking a failing program: greedy delta debugging over the program tree. Each round lists the one-step
// simplifications of the current program (drop a statement, a loop level, a branch, a condition, a bound term,
// simplify an expression, lower a parameter, drop an unused array ...), biggest first, keeps those that are still
// valid programs (layout.ts), and moves to the first one that still fails the same way, until none does.

import { checkProgram } from './layout.js';
import { affinesOf, exprsOf, refName, statements, subExprs, substituteAffine, type Affine, type Assign, type Expr, type Loop, type Program, type Ref, type Stmt } from './program.js';

function* blockVariants(block: readonly Stmt[]): Generator<Stmt[]> {
  for (let i = 0; i < block.length; i++) yield [...block.slice(0, i), ...block.slice(i + 1)];
  for (let i = 0; i < block.length; i++) {
    for (const rep of stmtVariants(block[i]!)) yield [...block.slice(0, i), ...rep, ...block.slice(i + 1)];
  }
}

/** The body of `l` for one iteration: the iterator replaced by its first value (unless that divides). */
function peel(l: Loop): Stmt[] | undefined {
  const first = l.down ? l.upper[0]! : l.lower[0]!;
  return first.div ? undefined : l.body.map((s) => substituteStmt(s, l.iv, first));
}

function* stmtVariants(s: Stmt): Generator<Stmt[]> {
  switch (s.kind) {
    case 'loop': {
      const body = peel(s);
      if (body) yield body;
      if (s.lower.length > 1) for (const b of s.lower) yield [{ ...s, lower: [b] }];
      if (s.upper.length > 1) for (const b of s.upper) yield [{ ...s, upper: [b] }];
      if (s.step > 1) yield [{ ...s, step: 1 }];
      if (s.down) yield [{ ...s, down: false }];
      for (const b of blockVariants(s.body)) yield [{ ...s, body: b }];
      for (const [k, b] of [...s.lower.entries()]) for (const x of affineVariants(b)) yield [{ ...s, lower: s.lower.map((y, j) => (j === k ? x : y)) }];
      for (const [k, b] of [...s.upper.entries()]) for (const x of affineVariants(b)) yield [{ ...s, upper: s.upper.map((y, j) => (j === k ? x : y)) }];
      return;
    }
    case 'if':
      yield [...s.then];
      if (s.else.length) yield [...s.else];
      if (s.else.length) yield [{ ...s, else: [] }];
      if (s.conds.length > 1) for (let i = 0; i < s.conds.length; i++) yield [{ ...s, conds: s.conds.filter((_, j) => j !== i) }];
      if (s.any) yield [{ ...s, any: false }];
      for (const b of blockVariants(s.then)) yield [{ ...s, then: b }];
      for (const b of blockVariants(s.else)) yield [{ ...s, else: b }];
      return;
    case 'assign':
      if (s.op !== '=') yield [{ ...s, op: '=' }];
      for (const v of exprVariants(s.value)) yield [{ ...s, value: v }];
      for (const t of refVariants(s.target)) yield [{ ...s, target: t }];
      return;
  }
}

function* exprVariants(e: Expr): Generator<Expr> {
  if (e.kind !== 'const') yield { kind: 'const', t: e.t, value: e.t === 'double' ? 1.0 : 1 } as Expr;
  switch (e.kind) {
    case 'bin':
      // The right operand of /, % and >> stays the constant it must be.
      const constRight = e.op === '/' || e.op === '%' || e.op === '>>';
      if (!constRight) yield e.b;
      yield e.a;
      for (const a of exprVariants(e.a)) yield { ...e, a };
      if (!constRight) for (const b of exprVariants(e.b)) yield { ...e, b };
      return;
    case 'select':
      yield e.then;
      yield e.else;
      for (const x of exprVariants(e.then)) yield { ...e, then: x };
      for (const x of exprVariants(e.else)) yield { ...e, else: x };
      return;
    case 'toDouble':
      for (const x of exprVariants(e.e)) yield { ...e, e: x };
      return;
    case 'neg':
      yield e.e;
      for (const x of exprVariants(e.e)) yield { ...e, e: x };
      return;
    case 'cmp':
      for (const l of exprVariants(e.l)) yield { ...e, l };
      for (const r of exprVariants(e.r)) yield { ...e, r };
      return;
    case 'load':
      for (const ref of refVariants(e.ref)) yield { ...e, ref };
      return;
    case 'index':
      for (const x of affineVariants(e.e)) yield { ...e, e: x };
      return;
    case 'const':
      if (e.value !== 0 && e.value !== 1) yield { ...e, value: 1 };
      return;
  }
}

function* refVariants(r: Ref): Generator<Ref> {
  if (r.kind !== 'elem') return;
  for (let d = 0; d < r.index.length; d++) for (const x of affineVariants(r.index[d]!)) yield { ...r, index: r.index.map((y, j) => (j === d ? x : y)) };
}

/** Simpler affine forms: no division, one term less, coefficients 1, constants 0. */
function* affineVariants(a: Affine): Generator<Affine> {
  if (a.div) yield { terms: a.terms, k: a.k };
  if (a.plus) yield { ...a, plus: 0 };
  for (let i = 0; i < a.terms.length; i++) yield { ...a, terms: a.terms.filter((_, j) => j !== i) };
  for (let i = 0; i < a.terms.length; i++) if (Math.abs(a.terms[i]!.c) > 1) yield { ...a, terms: a.terms.map((t, j) => (j === i ? { v: t.v, c: Math.sign(t.c) } : t)) };
  if (a.k !== 0) yield { ...a, k: 0 };
}

function substituteStmt(s: Stmt, v: string, by: Affine): Stmt {
  const af = (a: Affine): Affine => substituteAffine(a, v, by);
  const ref = (r: Ref): Ref => (r.kind === 'elem' ? { ...r, index: r.index.map(af) } : r);
  const expr = (e: Expr): Expr => {
    switch (e.kind) {
      case 'const':
        return e;
      case 'load':
        return { ...e, ref: ref(e.ref) };
      case 'index':
        return { ...e, e: af(e.e) };
      case 'toDouble':
      case 'neg':
        return { ...e, e: expr(e.e) } as Expr;
      case 'cmp':
        return { ...e, l: expr(e.l), r: expr(e.r) };
      case 'bin':
        return { ...e, a: expr(e.a), b: expr(e.b) };
      case 'select':
        return { ...e, l: expr(e.l), r: expr(e.r), then: expr(e.then), else: expr(e.else) };
    }
  };
  switch (s.kind) {
    case 'assign':
      return { ...s, target: ref(s.target), value: expr(s.value) } satisfies Assign;
    case 'loop':
      return { ...s, lower: s.lower.map(af), upper: s.upper.map(af), body: s.body.map((x) => substituteStmt(x, v, by)) };
    case 'if':
      return {
        ...s,
        conds: s.conds.map((c) => (c.kind === 'cmp' ? { ...c, l: af(c.l), r: af(c.r) } : c.kind === 'mod' ? { ...c, e: af(c.e) } : { ...c, l: expr(c.l), r: expr(c.r) })),
        then: s.then.map((x) => substituteStmt(x, v, by)),
        else: s.else.map((x) => substituteStmt(x, v, by)),
      };
  }
}

/** Names the body uses (arrays, scalars, parameters). */
function usedNames(p: Program): Set<string> {
  const used = new Set<string>();
  for (const { stmt } of statements(p.body)) {
    if (stmt.kind === 'assign') used.add(refName(stmt.target));
    for (const e of exprsOf(stmt).flatMap((x) => [...subExprs(x)])) if (e.kind === 'load') used.add(refName(e.ref));
  }
  for (const a of affinesOf(p.body)) for (const t of a.terms) used.add(t.v);
  return used;
}

/** The one-step simplifications of `p` that are valid programs, biggest steps first. */
export function* shrinkCandidates(p: Program): Generator<Program> {
  const used = usedNames(p);
  const raw = function* (): Generator<Program> {
    const unused = { params: p.params.filter((x) => !used.has(x.name)), arrays: p.arrays.filter((a) => !used.has(a.name)), scalars: p.scalars.filter((s) => !used.has(s.name)) };
    if (unused.params.length + unused.arrays.length + unused.scalars.length) {
      yield { ...p, params: p.params.filter((x) => used.has(x.name)), arrays: p.arrays.filter((a) => used.has(a.name)), scalars: p.scalars.filter((s) => used.has(s.name)) };
    }
    for (const body of blockVariants(p.body)) yield { ...p, body };
    for (const [i, x] of p.params.entries()) {
      for (const value of [1, 2, x.value - 1]) if (value >= 0 && value < x.value) yield { ...p, params: p.params.map((y, j) => (j === i ? { ...y, value } : y)) };
    }
    for (const [i, s] of p.scalars.entries()) if (s.init !== 0) yield { ...p, scalars: p.scalars.map((y, j) => (j === i ? { ...y, init: 0 } : y)) };
    if (p.scop) yield { ...p, scop: false };
    if (p.vla) yield { ...p, vla: false };
    if (p.heap) yield { ...p, heap: false };
  };
  for (const c of raw()) if (typeof checkProgram(c) !== 'string') yield c;
}

export interface ShrinkResult {
  readonly program: Program;
  /** Simplification steps taken. */
  readonly steps: number;
  /** Candidate programs tried. */
  readonly tried: number;
  /** The time budget ran out before no candidate was left. */
  readonly timedOut: boolean;
}

/**
 * Shrinks `p` while `stillFails` holds. `stillFails` gets several candidates at once (so they share one build) and
 * returns the index of the first that fails, or -1. Stops after `deadline` (performance.now() milliseconds).
 */
export async function shrinkProgram(p: Program, stillFails: (candidates: readonly Program[]) => Promise<number>, deadline: number, chunk = 12): Promise<ShrinkResult> {
  let current = p;
  let steps = 0;
  let tried = 0;
  const seen = new Set<string>();
  for (;;) {
    let next: Program | undefined;
    let batch: Program[] = [];
    const flush = async (): Promise<boolean> => {
      tried += batch.length;
      const k = batch.length ? await stillFails(batch) : -1;
      if (k >= 0) next = batch[k];
      batch = [];
      return k >= 0;
    };
    for (const c of shrinkCandidates(current)) {
      if (performance.now() > deadline) return { program: current, steps, tried, timedOut: true };
      const key = JSON.stringify(c);
      if (seen.has(key)) continue;
      seen.add(key);
      batch.push(c);
      if (batch.length >= chunk && (await flush())) break;
    }
    if (!next && !(await flush())) return { program: current, steps, tried, timedOut: false };
    current = next!;
    steps++;
  }
}
