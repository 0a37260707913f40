// The fuzzer's program generator: from a seed, a random, valid, terminating PolyBench-shaped C kernel.
//
// What it produces (the contract: polyts must compile every such program, and compile it right):
// - 1-3 int parameters (values 0-9, mostly 2-9) passed to the kernel, 1-4 arrays of double or int with 1-3
//   dimensions and constant extents, 0-2 double or int scalars local to the kernel (initialized, dumped at the end);
//   the kernel body between `#pragma scop` marks (most programs) or unmarked;
// - 1-3 top-level loop nests (and sometimes a lone statement), depth 1-4, perfect or imperfect (statements before,
//   between and after inner loops, sibling loops), loops counting up or down (`i++`, `i--`, steps 2 and 3), exit
//   tests with `<`/`<=` or `>`/`>=`;
// - bounds that are rectangular (`0..n-1`, constants), shifted (`1..n-2`, `i-1..i+1`), triangular (`j <= i`,
//   `j < i`, `j = i+1..n-1`, `j <= 2*i`) and min/max of two affine forms written as `(a > b ? a : b)`;
// - conditions around statements and loops: comparisons of affine forms (`<`, `<=`, `>`, `>=`, `==`, `!=`),
//   `(e) % m == r` and comparisons of values, joined by `&&` (sometimes `||`), with or without an else branch;
// - assignments `=`, `+=`, `-=`, `*=` (double only) and max/min written `x = (v > x) ? v : x`, to array elements
//   and scalars; reductions (a target invariant in the innermost loop, scalars reset before an inner loop and
//   stored after it), scalars carried across iterations (`t = t * 0.5 + A[i]`);
// - affine subscripts over iterators and parameters with offsets, strides (`2*i`), sums (`i+j`) and reversal
//   (`n-1-i`), stencil reads of the written array's neighbours; in bounds by construction (layout.ts);
// - expressions of loads, constants (exact binary fractions and others: 0.1, 1e3), iterator values
//   (`(double)(i + 1)`), unary `-`, `+ - *`, division by non-zero constants, on ints also `%` by non-zero
//   constants, `& | ^`, `>>` by 1-3 and comparisons as 0/1 values; data-dependent `?:` selects;
// - C divisions in bounds and subscripts (`j < (n + 1) / 2`, `A[(i + 1) / 2]`), conditions on data
//   (`if (A[i] > 0.5)`);
// - array parameters with constant extents or as C99 VLAs (`int A_0, double A[A_0]`), arrays on the stack or
//   from malloc.
// No undefined behaviour: int values are bounded (layout.ts: accumulated ints are read through `% 256`), no
// double is converted to int, nothing is read before it is written, so gcc -O0 is a valid reference.

import { checkProgram, exprBound, limits } from './layout.js';
import { affine, affineVar, offsetAffine, type Affine, type ArrayVar, type AssignOp, type BinOp, type Cond, type Elem, type Expr, type Param, type Program, type Ref, type ScalarVar, type Stmt } from './program.js';
import { Random } from './random.js';

const ivNames = ['i', 'j', 'k', 'l'];
const paramNames = ['n', 'm', 'p'];
const arrayNames = ['A', 'B', 'C', 'D'];
const scalarNames = ['s', 't'];
const doubleConsts = [0.5, 0.25, 0.75, 1.5, 2.0, 1.0, 3.0, 0.125, -0.5, -1.0, 0.1, 0.3, 1.7, 0.001, 1e3, -2.25];

/** The program for `seed`; the same seed always gives the same program. */
export function generateProgram(seed: number): Program {
  const r = new Random(seed);
  for (;;) {
    const p = new Generator(r).program(seed);
    // Rarely a draw breaks a limit (too many instances, an array too large): draw again from the same stream.
    if (typeof checkProgram(p) !== 'string') return p;
  }
}

class Generator {
  private params: Param[] = [];
  private arrays: ArrayVar[] = [];
  private scalars: ScalarVar[] = [];
  /** Int locations that are accumulated into (`+=`, `-=`); the others only ever hold |v| <= limits.small. */
  private accumulators = new Set<string>();

  constructor(private readonly r: Random) {}

  program(seed: number): Program {
    const r = this.r;
    const nParams = r.weighted([[1, 3], [2, 4], [3, 2]] as const);
    this.params = paramNames.slice(0, nParams).map((name) => ({ name, value: r.weighted([[r.int(2, 9), 92], [1, 5], [0, 3]] as const) }));
    const nArrays = r.weighted([[1, 2], [2, 4], [3, 3], [4, 2]] as const);
    this.arrays = arrayNames.slice(0, nArrays).map((name) => ({ name, elem: this.elem(), rank: r.weighted([[1, 3], [2, 5], [3, 2]] as const) }));
    const nScalars = r.weighted([[0, 4], [1, 4], [2, 2]] as const);
    this.scalars = scalarNames.slice(0, nScalars).map((name) => {
      const elem = this.elem();
      return { name, elem, init: elem === 'double' ? r.pick(doubleConsts) : r.int(-3, 3) };
    });
    this.accumulators = new Set([...this.arrays, ...this.scalars].filter((x) => x.elem === 'int' && r.chance(0.4)).map((x) => x.name));
    const body: Stmt[] = [];
    const nests = r.weighted([[1, 4], [2, 4], [3, 2]] as const);
    for (let n = 0; n < nests; n++) {
      if (r.chance(0.08)) body.push(this.assign([]));
      body.push(this.loop([], r.weighted([[1, 2], [2, 4], [3, 3], [4, 1]] as const)));
    }
    return { seed, scop: r.chance(0.7), vla: r.chance(0.25), heap: r.chance(0.25), params: this.params, arrays: this.arrays, scalars: this.scalars, body };
  }

  private elem(): Elem {
    return this.r.chance(0.7) ? 'double' : 'int';
  }

  private param(): Param {
    return this.r.pick(this.params);
  }

  // ---- loops ----

  /** A loop over a fresh iterator inside `ivs`, with up to `depth` levels of loops (itself included). */
  private loop(ivs: readonly string[], depth: number): Stmt {
    const r = this.r;
    const iv = ivNames[ivs.length]!;
    const outer = ivs.length ? r.pick(ivs) : undefined;
    const n = this.param().name;
    let lower: Affine[];
    let upper: Affine[];
    const kind = r.weighted([['rect', 40], ['tri', outer ? 25 : 0], ['shift', 12], ['minmax', 13], ['const', 6], ['stride', outer ? 4 : 0], ['div', 6]] as const);
    switch (kind) {
      case 'rect':
        lower = [affine(0)];
        upper = [affineVar(n, 1, -1)];
        break;
      case 'const':
        lower = [affine(r.int(0, 1))];
        upper = [affine(r.int(2, 6))];
        break;
      case 'shift':
        if (outer && r.chance(0.5)) {
          const w = r.int(1, 2);
          lower = [affineVar(outer, 1, -w)];
          upper = [affineVar(outer, 1, w)];
        } else {
          lower = [affine(r.int(1, 2))];
          upper = [affineVar(n, 1, -r.int(1, 3))];
        }
        break;
      case 'tri':
        if (r.chance(0.5)) {
          lower = [affine(0)];
          upper = [affineVar(outer!, 1, -r.int(0, 1))];
        } else {
          lower = [affineVar(outer!, 1, r.int(0, 1))];
          upper = [affineVar(n, 1, -1)];
        }
        break;
      case 'stride':
        lower = [affine(0)];
        upper = [affineVar(outer!, 2)];
        break;
      case 'div':
        // `j < (n + 1) / 2`, `j <= i / 2`, `j = (i + 1) / 2`: C division in bounds.
        if (outer && r.chance(0.5)) {
          lower = r.chance(0.5) ? [{ ...affineVar(outer, 1, 1), div: 2 }] : [affine(0)];
          upper = r.chance(0.5) ? [{ ...affineVar(outer), div: 2 }] : [affineVar(n, 1, -1)];
        } else {
          lower = [affine(0)];
          upper = [{ ...affineVar(n, 1, r.int(0, 1)), div: r.int(2, 3), plus: -1 }];
        }
        break;
      case 'minmax':
        if (outer) {
          lower = [affine(0), affineVar(outer, 1, -r.int(1, 3))];
          upper = [affineVar(n, 1, -1), affineVar(outer, 1, r.int(1, 3))];
        } else {
          lower = [affine(r.int(0, 1)), affineVar(n, 1, -r.int(3, 6))];
          upper = [affineVar(n, 1, -1), affine(r.int(3, 6))];
        }
        if (r.chance(0.3)) lower = [lower[0]!];
        else if (r.chance(0.3)) upper = [upper[0]!];
        break;
    }
    return {
      kind: 'loop',
      iv,
      lower,
      upper,
      step: r.weighted([[1, 85], [2, 12], [3, 3]] as const),
      down: r.chance(0.15),
      strict: r.chance(0.6),
      body: this.body([...ivs, iv], depth - 1),
    };
  }

  /** The body of a loop over `ivs` (innermost last) that may hold `depth` more levels of loops. */
  private body(ivs: readonly string[], depth: number): Stmt[] {
    const r = this.r;
    if (depth > 0 && r.chance(0.45)) return [this.loop(ivs, depth)];
    if (depth > 0 && r.chance(0.12)) {
      const red = this.reduction(ivs, depth);
      if (red) return red;
    }
    const out: Stmt[] = [];
    const items = r.weighted([[1, 4], [2, 4], [3, 2]] as const);
    for (let n = 0; n < items; n++) {
      const what = r.weighted([['assign', 60], ['loop', depth > 0 ? 30 : 0], ['if', 14]] as const);
      if (what === 'loop') out.push(this.loop(ivs, depth));
      else if (what === 'if') out.push(this.ifStmt(ivs, depth));
      else out.push(this.assign(ivs));
    }
    return out;
  }

  /** `s = init; for (...) s op= v; X[..] = f(s);`: a scalar reduction around an inner loop, or undefined. */
  private reduction(ivs: readonly string[], depth: number): Stmt[] | undefined {
    const r = this.r;
    const s = this.scalars.length ? r.pick(this.scalars) : undefined;
    if (!s) return undefined;
    const isAcc = this.accumulators.has(s.name);
    const op: AssignOp = s.elem === 'double' ? r.weighted([['+=', 5], ['*=', 1], ['max', 2], ['min', 1]] as const) : isAcc ? '+=' : r.pick(['max', 'min'] as const);
    const target: Ref = { kind: 'scalar', name: s.name };
    const init: Expr = s.elem === 'double' ? { kind: 'const', t: 'double', value: op === '*=' ? 1.0 : r.pick([0.0, 0.5, -1.0]) } : { kind: 'const', t: 'int', value: 0 };
    const inner = this.loop(ivs, depth);
    if (inner.kind !== 'loop') return undefined;
    const innerIvs = [...ivs, inner.iv];
    const update: Stmt = { kind: 'assign', target, op, value: this.storable(s.elem, innerIvs, op) };
    const dest = this.arrays.filter((a) => a.elem === s.elem);
    const after: Stmt[] = dest.length
      ? [{ kind: 'assign', target: this.elemRef(r.pick(dest), ivs), op: '=', value: this.storable(s.elem, ivs, '=', this.load(s.elem, target)) }]
      : [];
    return [{ kind: 'assign', target, op: '=', value: init }, { ...inner, body: [...inner.body, update] }, ...after];
  }

  private ifStmt(ivs: readonly string[], depth: number): Stmt {
    const r = this.r;
    const conds: Cond[] = Array.from({ length: r.weighted([[1, 3], [2, 1]] as const) }, () => this.cond(ivs));
    const branch = (): Stmt[] => (depth > 0 && r.chance(0.2) ? [this.loop(ivs, depth)] : Array.from({ length: r.int(1, 2) }, () => this.assign(ivs)));
    return { kind: 'if', conds, any: conds.length > 1 && r.chance(0.15), then: branch(), else: r.chance(0.3) ? branch() : [] };
  }

  private cond(ivs: readonly string[]): Cond {
    const r = this.r;
    const vars = [...ivs, ...this.params.map((p) => p.name)];
    const form = (): Affine => (r.chance(0.3) && vars.length > 1 ? affine(r.int(-1, 1), { v: r.pick(vars), c: 1 }, { v: r.pick(vars), c: 1 }) : affineVar(r.pick(vars), 1, r.int(-2, 2)));
    if (r.chance(0.2)) {
      const m = r.int(2, 3);
      return { kind: 'mod', e: form(), m, rem: r.int(0, m - 1) };
    }
    const rel = r.weighted([['<', 3], ['<=', 2], ['>', 3], ['>=', 2], ['==', 1], ['!=', 1]] as const);
    if (r.chance(0.2)) {
      // A condition on data, as in `if (A[i][j] > 0.5)`.
      const t: Elem = r.chance(0.7) ? 'double' : 'int';
      return { kind: 'data', l: this.expr(t, ivs, 1), rel, r: this.leaf(t, ivs) };
    }
    return { kind: 'cmp', l: form(), rel, r: r.chance(0.5) ? affine(r.int(0, 4)) : affineVar(r.pick(vars), 1, r.int(-1, 1)) };
  }

  // ---- statements and expressions ----

  private assign(ivs: readonly string[]): Stmt {
    const r = this.r;
    const useScalar = this.scalars.length > 0 && r.chance(0.25);
    let target: Ref;
    let elem: Elem;
    if (useScalar) {
      const s = r.pick(this.scalars);
      target = { kind: 'scalar', name: s.name };
      elem = s.elem;
    } else {
      const a = r.pick(this.arrays);
      // A target that leaves out the innermost iterator makes the statement a reduction over that loop.
      const reduce = ivs.length > 1 && r.chance(0.3);
      target = this.elemRef(a, reduce ? ivs.slice(0, -1) : ivs);
      elem = a.elem;
    }
    const name = target.kind === 'elem' ? target.array : target.name;
    const op: AssignOp =
      elem === 'double'
        ? r.weighted([['=', 45], ['+=', 25], ['-=', 5], ['*=', 7], ['max', 12], ['min', 6]] as const)
        : this.accumulators.has(name)
          ? r.weighted([['+=', 60], ['-=', 15], ['=', 10], ['max', 10], ['min', 5]] as const)
          : r.weighted([['=', 80], ['max', 12], ['min', 8]] as const);
    const stencil = target.kind === 'elem' && r.chance(0.35) ? target : undefined;
    return { kind: 'assign', target, op, value: this.storable(elem, ivs, op, undefined, stencil) };
  }

  /** A value that may be stored with `op`: an int one bounded by limits.small (wrapped with `%` if needed). */
  private storable(t: Elem, ivs: readonly string[], op: AssignOp, seed?: Expr, stencil?: Ref & { kind: 'elem' }): Expr {
    const r = this.r;
    const bound = (x: Expr): number => exprBound(x, (n) => this.accumulators.has(n));
    let e = this.expr(t, ivs, r.int(0, 2), stencil);
    if (seed) {
      const both = this.bin(r.pick(['+', '*'] as const), seed, e);
      e = r.chance(0.5) || bound(both) === Infinity ? seed : both;
    }
    if (t === 'double' && op === '*=') {
      // Products of many factors overflow to inf quickly; keep the factors near 1.
      e = this.bin('+', { kind: 'const', t, value: 1.0 }, this.bin('*', e, { kind: 'const', t, value: 0.125 }));
    }
    if (t === 'int' && bound(e) > limits.small) e = this.bin('%', e, { kind: 'const', t, value: r.pick([4096, 1000, 97]) });
    return e;
  }

  private bin(op: BinOp, a: Expr, b: Expr): Expr {
    return { kind: 'bin', t: a.t, op, a, b };
  }

  private expr(t: Elem, ivs: readonly string[], depth: number, stencil?: Ref & { kind: 'elem' }): Expr {
    const r = this.r;
    if (depth === 0 || r.chance(0.3)) return this.leaf(t, ivs, stencil);
    if (r.chance(0.1)) {
      const ct = r.chance(0.8) ? t : t === 'double' ? 'int' : 'double';
      const l = this.expr(ct, ivs, depth - 1, stencil);
      const rr = this.leaf(ct, ivs, stencil);
      const maxForm = ct === t && r.chance(0.6);
      return {
        kind: 'select',
        t,
        rel: r.pick(['<', '>'] as const),
        l,
        r: rr,
        then: maxForm ? l : this.leaf(t, ivs, stencil),
        else: maxForm ? rr : this.expr(t, ivs, depth - 1, stencil),
      };
    }
    if (r.chance(0.06)) return { kind: 'neg', t, e: this.expr(t, ivs, depth - 1, stencil) };
    if (t === 'int' && r.chance(0.06)) {
      const ct = r.chance(0.6) ? 'double' : 'int';
      return { kind: 'cmp', t, rel: r.pick(['<', '<=', '>', '>=', '==', '!='] as const), l: this.expr(ct, ivs, depth - 1, stencil), r: this.leaf(ct, ivs, stencil) };
    }
    const op =
      t === 'double'
        ? r.weighted([['+', 35], ['-', 20], ['*', 30], ['/', 15]] as const)
        : r.weighted([['+', 35], ['-', 20], ['*', 25], ['/', 10], ['%', 10], ['&', 4], ['|', 3], ['^', 3], ['>>', 4]] as const);
    const a = this.expr(t, ivs, depth - 1, stencil);
    if (op === '>>') return this.bin(op, a, { kind: 'const', t, value: r.int(1, 3) });
    if (op === '/' || op === '%') return this.bin(op, a, { kind: 'const', t, value: t === 'double' ? r.pick([2.0, 4.0, 3.0, 0.5, -2.0, 10.0]) : r.pick([2, 3, 4, 5, 7, 9, -2, -3]) });
    const b = this.expr(t, ivs, depth - 1, stencil);
    const e = this.bin(op, a, b);
    // A product that could overflow an int becomes a sum.
    return t === 'int' && exprBound(e, (n) => this.accumulators.has(n)) === Infinity ? this.bin('+', a, b) : e;
  }

  private leaf(t: Elem, ivs: readonly string[], stencil?: Ref & { kind: 'elem' }): Expr {
    const r = this.r;
    const same = this.arrays.filter((a) => a.elem === t);
    const scalars = this.scalars.filter((s) => s.elem === t);
    const what = r.weighted([
      ['stencil', stencil ? 25 : 0],
      ['load', same.length ? 45 : 0],
      ['scalar', scalars.length ? 10 : 0],
      ['const', 15],
      ['index', t === 'int' ? 25 : 10],
      ['convert', t === 'double' ? 8 : 0],
    ] as const);
    switch (what) {
      case 'stencil': {
        const d = r.int(0, stencil!.index.length - 1);
        const index = stencil!.index.map((x, k) => (k === d ? offsetAffine(x, r.pick([-1, 1, -2, 2])) : x));
        return this.load(t, { kind: 'elem', array: stencil!.array, index });
      }
      case 'load':
        return this.load(t, this.elemRef(r.pick(same), ivs));
      case 'scalar':
        return this.load(t, { kind: 'scalar', name: r.pick(scalars).name });
      case 'const':
        return { kind: 'const', t, value: t === 'double' ? r.pick(doubleConsts) : r.int(-4, 9) };
      case 'index': {
        const vars = [...ivs, ...this.params.map((p) => p.name)];
        const e: Expr = { kind: 'index', t: 'int', e: affineVar(r.pick(vars), r.weighted([[1, 4], [2, 1]] as const), r.int(-2, 3)) };
        return t === 'int' ? e : { kind: 'toDouble', t: 'double', e };
      }
      case 'convert':
        return { kind: 'toDouble', t: 'double', e: this.leaf('int', ivs) };
    }
  }

  /** A load; accumulated ints are read through `% 256` so arithmetic on them cannot overflow. */
  private load(t: Elem, ref: Ref): Expr {
    const e: Expr = { kind: 'load', t, ref };
    const name = ref.kind === 'elem' ? ref.array : ref.name;
    return this.accumulators.has(name) ? this.bin('%', e, { kind: 'const', t: 'int', value: 256 }) : e;
  }

  /** An element of `a` subscripted by affine forms of `ivs` (and parameters, constants). */
  private elemRef(a: ArrayVar, ivs: readonly string[]): Ref {
    const r = this.r;
    const index = Array.from({ length: a.rank }, (_, d): Affine => {
      if (!ivs.length || r.chance(0.08)) return r.chance(0.6) || !this.params.length ? affine(r.int(0, 2)) : affineVar(this.param().name, 1, -1);
      // Dimension d prefers the d-th iterator from the inside out, the usual A[i][j] shape.
      const iv = r.chance(0.7) ? ivs[Math.max(0, ivs.length - a.rank + d)]! : r.pick(ivs);
      const form = r.weighted([['plain', 70], ['stride', 8], ['sum', 8], ['reverse', this.params.length ? 6 : 0], ['halve', 4]] as const);
      const off = r.weighted([[0, 6], [1, 2], [-1, 2], [2, 1]] as const);
      switch (form) {
        case 'plain':
          return affineVar(iv, 1, off);
        case 'stride':
          return affineVar(iv, 2, off);
        case 'sum':
          return affine(off, { v: iv, c: 1 }, { v: r.pick(ivs), c: 1 });
        case 'reverse':
          return affine(-1, { v: this.param().name, c: 1 }, { v: iv, c: -1 });
        case 'halve':
          return { ...affineVar(iv, 1, off), div: r.int(2, 3) };
      }
    });
    return { kind: 'elem', array: a.name, index };
  }
}
