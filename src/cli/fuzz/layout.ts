// What makes a fuzz program valid C without undefined behaviour, checked on the program tree: every name in scope,
// int values bounded so no signed arithmetic can overflow, and (by running the loop nest on the parameters' values)
// every subscript in bounds. The array extents and subscript shifts come out of the same run, so a program is in
// bounds by construction however the shrinker edits it.

import { evalAffine, exprsOf, statements, subExprs, type Affine, type Assign, type Elem, type Expr, type Program, type Ref, type Stmt } from './program.js';

export const limits = {
  /** |value| of every int location that is never accumulated into (`+=`, `-=`). */
  small: 4096,
  /** |value| of every int subexpression and accumulator. */
  int: 2 ** 30,
  /** Executions of `+=`/`-=` into one int accumulator (each adds at most `small`). */
  accumulations: 2 ** 17,
  /** |value| of a loop iterator or parameter, so an affine value's bound follows from its coefficients. */
  index: 64,
  /** Statement instances per program (conditions ignored), to keep runs short. */
  instances: 200_000,
  /** Elements per array, to keep stacks and outputs small. */
  elements: 4096,
} as const;

export interface ArrayLayout {
  /** Added to the subscript of each dimension so the smallest one is 0. */
  readonly shift: readonly number[];
  readonly extent: readonly number[];
}

export interface Layout {
  readonly arrays: ReadonlyMap<string, ArrayLayout>;
  /** Statement instances, counting both branches of every condition. */
  readonly instances: number;
}

class Invalid extends Error {}

function fail(message: string): never {
  throw new Invalid(message);
}

/** The layout of a valid program, or a message saying why the program is not valid. */
export function checkProgram(p: Program): Layout | string {
  try {
    checkNames(p);
    checkTypes(p);
    return runLayout(p);
  } catch (e) {
    if (e instanceof Invalid) return e.message;
    throw e;
  }
}

/** The layout, for a program known to be valid. */
export function layoutOf(p: Program): Layout {
  const l = checkProgram(p);
  if (typeof l === 'string') throw new Error(`fuzz program ${p.seed} is not valid: ${l}`);
  return l;
}

/** Int locations accumulated into with `+=`/`-=`: their loads must be wrapped (`% m`) before use. */
export function accumulators(body: readonly Stmt[]): Set<string> {
  const out = new Set<string>();
  for (const { stmt } of statements(body)) {
    if (stmt.kind === 'assign' && (stmt.op === '+=' || stmt.op === '-=')) out.add(stmt.target.kind === 'elem' ? stmt.target.array : stmt.target.name);
  }
  return out;
}

function checkNames(p: Program): void {
  const names = [...p.params.map((x) => x.name), ...p.arrays.map((x) => x.name), ...p.scalars.map((x) => x.name)];
  if (new Set(names).size !== names.length) fail('a name is declared twice');
  const params = new Set(p.params.map((x) => x.name));
  const arrays = new Map(p.arrays.map((a) => [a.name, a]));
  const scalars = new Set(p.scalars.map((s) => s.name));
  const affineOk = (a: Affine, ivs: ReadonlySet<string>): void => {
    for (const t of a.terms) if (!params.has(t.v) && !ivs.has(t.v)) fail(`'${t.v}' is not in scope`);
  };
  const refOk = (r: Ref, ivs: ReadonlySet<string>): void => {
    if (r.kind === 'scalar') {
      if (!scalars.has(r.name)) fail(`no scalar '${r.name}'`);
      return;
    }
    const a = arrays.get(r.array) ?? fail(`no array '${r.array}'`);
    if (r.index.length !== a.rank) fail(`'${r.array}' takes ${a.rank} subscripts`);
    for (const x of r.index) affineOk(x, ivs);
  };
  const visit = (block: readonly Stmt[], ivs: ReadonlySet<string>): void => {
    for (const s of block) {
      if (s.kind === 'loop') {
        if (ivs.has(s.iv) || params.has(s.iv)) fail(`iterator '${s.iv}' shadows a name`);
        if (!s.lower.length || !s.upper.length || s.step < 1) fail('a loop without bounds or step');
        for (const b of [...s.lower, ...s.upper]) affineOk(b, ivs);
        visit(s.body, new Set([...ivs, s.iv]));
      } else if (s.kind === 'if') {
        if (!s.conds.length) fail('a condition without terms');
        for (const c of s.conds) {
          if (c.kind === 'cmp') [c.l, c.r].forEach((a) => affineOk(a, ivs));
          else if (c.kind === 'mod') {
            if (c.m < 2) fail('a modulus below 2');
            affineOk(c.e, ivs);
          }
        }
        visit(s.then, ivs);
        visit(s.else, ivs);
      } else refOk(s.target, ivs);
      for (const e of exprsOf(s).flatMap((x) => [...subExprs(x)])) {
        if (e.kind === 'load') refOk(e.ref, ivs);
        else if (e.kind === 'index') affineOk(e.e, ivs);
      }
    }
  };
  visit(p.body, new Set());
}

/**
 * An upper bound of |value| for an int expression (0 for a double one), or Infinity when some int subexpression
 * could leave the range where C's signed arithmetic is defined. Loads of accumulators count as `limits.int`, so
 * they must be wrapped (`% m`) before any arithmetic.
 */
export function exprBound(e: Expr, isAccumulator: (name: string) => boolean): number {
  const b = rawBound(e, isAccumulator);
  if (!(b <= limits.int)) return Infinity;
  return e.t === 'double' ? 0 : b;
}

function rawBound(e: Expr, isAccumulator: (name: string) => boolean): number {
  const sub = (x: Expr): number => exprBound(x, isAccumulator);
  switch (e.kind) {
    case 'const':
      return Math.abs(e.value);
    case 'load':
      return isAccumulator(e.ref.kind === 'elem' ? e.ref.array : e.ref.name) ? limits.int : limits.small;
    case 'index':
      // A division only makes the value smaller in magnitude.
      return e.e.terms.reduce((s, t) => s + Math.abs(t.c) * limits.index, Math.abs(e.e.k)) + Math.abs(e.e.plus ?? 0);
    case 'toDouble':
      return sub(e.e) === Infinity ? Infinity : 0;
    case 'neg':
      return sub(e.e);
    case 'cmp':
      return Math.max(sub(e.l), sub(e.r)) === Infinity ? Infinity : 1;
    case 'bin': {
      const [x, y] = [sub(e.a), sub(e.b)];
      if (x === Infinity || y === Infinity) return Infinity;
      switch (e.op) {
        case '%':
          return e.b.kind === 'const' ? Math.min(x, Math.abs(e.b.value) - 1) : x;
        case '/':
        case '>>':
          return x;
        case '*':
          return x * y;
        case '+':
        case '-':
          return x + y;
        case '&':
        case '|':
        case '^':
          // Two's complement: the result fits in the bits of the wider operand (and its sign).
          return 2 ** Math.ceil(Math.log2(Math.max(x, y) + 1));
      }
    }
    case 'select': {
      const cmp = Math.max(sub(e.l), sub(e.r));
      const v = Math.max(sub(e.then), sub(e.else));
      return cmp === Infinity ? Infinity : v;
    }
  }
}

function checkTypes(p: Program): void {
  const elemOf = new Map<string, Elem>([...p.arrays, ...p.scalars].map((x) => [x.name, x.elem]));
  const acc = accumulators(p.body);
  const isAcc = (n: string): boolean => acc.has(n);
  const refElem = (r: Ref): Elem => elemOf.get(r.kind === 'elem' ? r.array : r.name)!;
  const typed = (e: Expr): void => {
    for (const x of subExprs(e)) {
      switch (x.kind) {
        case 'const':
          if (x.t === 'int' && !Number.isInteger(x.value)) fail('a fractional int constant');
          break;
        case 'load':
          if (refElem(x.ref) !== x.t) fail('a load of the wrong type');
          break;
        case 'toDouble':
          if (x.e.t !== 'int') fail('a conversion of a double to double');
          break;
        case 'bin':
          if (x.a.t !== x.t || x.b.t !== x.t) fail('mixed operand types');
          if ((x.op === '/' || x.op === '%') && (x.b.kind !== 'const' || x.b.value === 0)) fail('a division by something else than a non-zero constant');
          if (x.op === '>>' && (x.b.kind !== 'const' || x.b.value < 0 || x.b.value > 8)) fail('a shift by something else than a small constant');
          if (x.t === 'double' && ['%', '&', '|', '^', '>>'].includes(x.op)) fail(`${x.op} on doubles`);
          break;
        case 'neg':
          if (x.e.t !== x.t) fail('mixed operand types');
          break;
        case 'cmp':
          if (x.l.t !== x.r.t) fail('mixed operand types');
          break;
        case 'select':
          if (x.then.t !== x.t || x.else.t !== x.t || x.l.t !== x.r.t) fail('mixed operand types');
          break;
        case 'index':
          break;
      }
    }
  };
  for (const s of p.scalars) if (s.elem === 'int' && (!Number.isInteger(s.init) || Math.abs(s.init) > limits.small)) fail('a scalar starts out of range');
  for (const { stmt } of statements(p.body)) {
    if (stmt.kind === 'if') {
      for (const c of stmt.conds) {
        if (c.kind !== 'data') continue;
        typed(c.l);
        typed(c.r);
        if (c.l.t !== c.r.t) fail('mixed operand types');
        if (exprBound(c.l, isAcc) === Infinity || exprBound(c.r, isAcc) === Infinity) fail('an int expression may overflow');
      }
    }
    if (stmt.kind !== 'assign') continue;
    const t = refElem(stmt.target);
    if (stmt.value.t !== t) fail('an assignment of the wrong type');
    typed(stmt.value);
    const b = exprBound(stmt.value, isAcc);
    if (b === Infinity) fail('an int expression may overflow');
    if (t === 'int' && stmt.op === '*=') fail('an int product reduction');
    if (t === 'int' && b > limits.small) fail('an int value too large to store');
  }
}

function runLayout(p: Program): Layout {
  const acc = accumulators(p.body);
  const ranges = new Map(p.arrays.map((a) => [a.name, { lo: new Array<number>(a.rank).fill(Infinity), hi: new Array<number>(a.rank).fill(-Infinity) }]));
  const accumulations = new Map<string, number>();
  let instances = 0;
  const env = new Map<string, number>();
  for (const x of p.params) {
    if (Math.abs(x.value) > limits.index) fail('a parameter out of range');
    env.set(x.name, x.value);
  }
  const touch = (r: Ref): void => {
    if (r.kind !== 'elem') return;
    const rg = ranges.get(r.array)!;
    r.index.forEach((x, d) => {
      const v = evalAffine(x, env);
      rg.lo[d] = Math.min(rg.lo[d]!, v);
      rg.hi[d] = Math.max(rg.hi[d]!, v);
    });
  };
  const execute = (s: Assign): void => {
    if (++instances > limits.instances) fail('too many statement instances');
    touch(s.target);
    for (const e of subExprs(s.value)) if (e.kind === 'load') touch(e.ref);
    const name = s.target.kind === 'elem' ? s.target.array : s.target.name;
    if (acc.has(name) && (s.op === '+=' || s.op === '-=')) {
      const n = (accumulations.get(name) ?? 0) + 1;
      if (n > limits.accumulations) fail(`too many accumulations into '${name}'`);
      accumulations.set(name, n);
    }
  };
  const visit = (block: readonly Stmt[]): void => {
    for (const s of block) {
      if (s.kind === 'assign') execute(s);
      else if (s.kind === 'if') {
        for (const e of exprsOf(s).flatMap((x) => [...subExprs(x)])) if (e.kind === 'load') touch(e.ref);
        visit(s.then);
        visit(s.else);
      } else {
        const lo = Math.max(...s.lower.map((b) => evalAffine(b, env)));
        const hi = Math.min(...s.upper.map((b) => evalAffine(b, env)));
        for (let n = 0, v = s.down ? hi : lo; v >= lo && v <= hi; n++, v += s.down ? -s.step : s.step) {
          if (Math.abs(v) > limits.index) fail(`iterator '${s.iv}' out of range`);
          // An empty body still costs the loop's iterations.
          if (++instances > limits.instances) fail('too many loop iterations');
          env.set(s.iv, v);
          visit(s.body);
        }
        env.delete(s.iv);
      }
    }
  };
  visit(p.body);
  const arrays = new Map<string, ArrayLayout>();
  for (const a of p.arrays) {
    const rg = ranges.get(a.name)!;
    const shift = rg.lo.map((lo) => (lo === Infinity ? 0 : -lo));
    const extent = rg.lo.map((lo, d) => (lo === Infinity ? 1 : rg.hi[d]! - lo + 1));
    if (extent.reduce((x, y) => x * y, 1) > limits.elements) fail(`array '${a.name}' too large`);
    arrays.set(a.name, { shift, extent });
  }
  return { arrays, instances };
}

/** `r` as its element type. */
export function elemOf(p: Program, r: Ref): Elem {
  const name = r.kind === 'elem' ? r.array : r.name;
  return (p.arrays.find((a) => a.name === name) ?? p.scalars.find((s) => s.name === name))!.elem;
}
