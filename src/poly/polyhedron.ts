// Integer polyhedra over [params | dims | locals | constant]: the one class that owns that column layout.

import { type Int, abs, add, isZero, lt, mul, neg, sub, zeros } from './int.js';
import {
  type LinearSystem,
  type Row,
  combineRows,
  eqContradicts,
  evalRow,
  ineqContradicts,
  normalizeEq,
  normalizeIneq,
  CoefIndex,
  negateRow,
  normalizeInequalities,
} from './linearSystem.js';
import { hasIntegerPoint } from './omega.js';
import { minimizeRational, rationalRanges } from './simplex.js';
import { redundantInequalities } from './redundancy.js';
import type { Rat } from './rational.js';
import { localDivs } from './divs.js';
import { RowSetCache } from './rowSetCache.js';
import { mapPacked, mapRow } from './packed.js';

/** An affine expression in the named layout; the solver-facing column order is private to this file. */
export interface LinExpr {
  readonly params: readonly Int[];
  readonly dims: readonly Int[];
  readonly locals: readonly Int[];
  readonly constant: Int;
}

/** `expr = 0` or `expr >= 0`. */
export interface Constraint {
  readonly kind: 'eq' | 'ineq';
  readonly expr: LinExpr;
}

export type VarKind = 'param' | 'dim' | 'local';

/** isEmpty()'s answers by the exact rows; bounded (to ~100 MB), so long runs (batches, the fuzzer) keep their memory. */
const emptinessCache = new RowSetCache<boolean>(4_000_000);

/**
 * removeRedundancies()'s results by the exact rows: the scheduler removes the redundant rows of the same dependence
 * parts again as it builds its live pairs (two thirds of its calls on PolyBench repeat one made before).
 */
const irredundantCache = new RowSetCache<Polyhedron>(2_000_000);

/** Empties the isEmpty() and removeRedundancies() caches (the start-up snapshot does, so its warm-up kernels compile like any other). */
export function forgetPolyhedronAnswers(): void {
  emptinessCache.clear();
  irredundantCache.clear();
}

/** The empty row list, of the kind (array of objects) the others are; never written to. */
const noRows: readonly Row[] = [[0]].slice(1);

/**
 * A conjunction of integer equalities and inequalities over parameters, dimensions and
 * existentially quantified locals. Immutable: every operation returns a new polyhedron.
 * Locals are existential: the polyhedron denotes { (params, dims) : exists locals . constraints }.
 */
export class Polyhedron {
  private constructor(
    readonly nParam: number,
    readonly nDim: number,
    readonly nLocal: number,
    private readonly eqRows: readonly Row[],
    private readonly ineqRows: readonly Row[],
  ) {
    // One kind of array for every row list: an empty literal is an array of small integers to V8, a list of rows
    // one of objects, and functions over row lists that saw both were deoptimized and compiled again.
    if (eqRows.length === 0) this.eqRows = noRows;
    if (ineqRows.length === 0) this.ineqRows = noRows;
  }

  /** Set on the results of simplify(), so that repeated calls cost nothing. */
  private simplified = false;

  /** boundsByCoefficients(), computed on first use (the rows never change). */
  private rowBounds: Map<string, Int> | undefined = undefined;

  static universe(nParam: number, nDim: number): Polyhedron {
    return new Polyhedron(nParam, nDim, 0, [], []);
  }

  static empty(nParam: number, nDim: number): Polyhedron {
    const r: Row = zeros(nParam + nDim + 1);
    r[nParam + nDim] = -1;
    return new Polyhedron(nParam, nDim, 0, [], [r]);
  }

  static fromConstraints(nParam: number, nDim: number, nLocal: number, cs: readonly Constraint[]): Polyhedron {
    return new Polyhedron(nParam, nDim, nLocal, [], []).addConstraints(cs);
  }

  get nVar(): number {
    return this.nParam + this.nDim + this.nLocal;
  }

  get nEq(): number {
    return this.eqRows.length;
  }

  get nIneq(): number {
    return this.ineqRows.length;
  }

  /** Column of a variable; the only place that knows the order. */
  private col(kind: VarKind, i: number): number {
    switch (kind) {
      case 'param':
        return i;
      case 'dim':
        return this.nParam + i;
      case 'local':
        return this.nParam + this.nDim + i;
    }
  }

  /** The constraints over all variables (params, dims, locals in that order) for the solvers. */
  system(): LinearSystem {
    return { nVar: this.nVar, eqs: this.eqRows, ineqs: this.ineqRows };
  }

  /** Index of a variable in system()'s variable order. */
  varIndex(kind: VarKind, i: number): number {
    return this.col(kind, i);
  }

  /** Splits a solver point (system() order) into its parts. */
  splitPoint(x: readonly Int[]): { params: Int[]; dims: Int[]; locals: Int[] } {
    const p = this.nParam;
    const d = this.nDim;
    return { params: x.slice(0, p), dims: x.slice(p, p + d), locals: x.slice(p + d, this.nVar) };
  }

  private rowOf(e: LinExpr): Row {
    if (e.params.length > this.nParam || e.dims.length > this.nDim || e.locals.length > this.nLocal) {
      throw new RangeError('constraint does not fit the polyhedron layout');
    }
    const r: Row = zeros(this.nVar + 1);
    e.params.forEach((c, i) => (r[this.col('param', i)] = c));
    e.dims.forEach((c, i) => (r[this.col('dim', i)] = c));
    e.locals.forEach((c, i) => (r[this.col('local', i)] = c));
    r[this.nVar] = e.constant;
    return r;
  }

  private exprOf(r: readonly Int[]): LinExpr {
    const p = this.nParam;
    const d = this.nDim;
    return {
      params: r.slice(0, p),
      dims: r.slice(p, p + d),
      locals: r.slice(p + d, this.nVar),
      constant: r[this.nVar]!,
    };
  }

  /** A zero expression of this layout, to fill in and pass back. */
  zeroExpr(): { params: Int[]; dims: Int[]; locals: Int[]; constant: Int } {
    return {
      params: zeros(this.nParam),
      dims: zeros(this.nDim),
      locals: zeros(this.nLocal),
      constant: 0,
    };
  }

  /** Rational minimum of an expression over this polyhedron: null if unbounded below. */
  minimize(e: LinExpr): Rat | null | 'infeasible' {
    return minimizeRational(this.system(), this.rowOf(e));
  }

  constraints(): Constraint[] {
    return [
      ...this.eqRows.map((r) => ({ kind: 'eq' as const, expr: this.exprOf(r) })),
      ...this.ineqRows.map((r) => ({ kind: 'ineq' as const, expr: this.exprOf(r) })),
    ];
  }

  addConstraints(cs: readonly Constraint[]): Polyhedron {
    const eqs = [...this.eqRows];
    const ineqs = [...this.ineqRows];
    for (const c of cs) (c.kind === 'eq' ? eqs : ineqs).push(this.rowOf(c.expr));
    return new Polyhedron(this.nParam, this.nDim, this.nLocal, eqs, ineqs);
  }

  addConstraint(kind: 'eq' | 'ineq', expr: LinExpr): Polyhedron {
    return this.addConstraints([{ kind, expr }]);
  }

  /** Value of an expression at a full point (params, dims, locals). */
  evaluate(e: LinExpr, params: readonly Int[], dims: readonly Int[], locals: readonly Int[] = []): Int {
    let s: Int = e.constant;
    e.params.forEach((c, i) => (s = add(s, mul(c, params[i]!))));
    e.dims.forEach((c, i) => (s = add(s, mul(c, dims[i]!))));
    e.locals.forEach((c, i) => (s = add(s, mul(c, locals[i]!))));
    return s;
  }

  /**
   * Rebuilds every row under a new layout. `target(kind, i)` gives the new (kind, index) of each
   * old variable, or null when it must not appear (an error if it does).
   */
  private relayout(
    nParam: number,
    nDim: number,
    nLocal: number,
    target: (kind: VarKind, i: number) => [VarKind, number] | null,
  ): Polyhedron {
    const map: number[] = [];
    const to = (t: [VarKind, number] | null): number => {
      if (t === null) return -1;
      return t[0] === 'param' ? t[1] : t[0] === 'dim' ? nParam + t[1] : nParam + nDim + t[1];
    };
    for (let i = 0; i < this.nParam; i++) map.push(to(target('param', i)));
    for (let i = 0; i < this.nDim; i++) map.push(to(target('dim', i)));
    for (let i = 0; i < this.nLocal; i++) map.push(to(target('local', i)));
    return this.remapColumns(nParam, nDim, nLocal, map);
  }

  /**
   * Rebuilds every row under a new layout: old column j (params, dims, locals) becomes column map[j], or must not
   * appear when map[j] is -1 (an error if it does). relayout's work without a pair per variable, for the callers
   * that run on every intersection (appending locals, inserting dims).
   */
  private remapColumns(nParam: number, nDim: number, nLocal: number, map: readonly number[]): Polyhedron {
    const nVar = nParam + nDim + nLocal;
    let identity = nVar === this.nVar && nParam === this.nParam && nDim === this.nDim;
    for (let j = 0; identity && j < this.nVar; j++) identity = map[j] === j;
    // Nothing moves (no columns added, none renumbered): the same rows.
    if (identity) return this;
    const width = nVar + 1;
    const move = (r: readonly Int[]): Row => {
      const o: Row = zeros(width);
      for (let j = 0; j < this.nVar; j++) {
        const c = r[j]!;
        if (c === 0) continue;
        const t = map[j]!;
        if (t < 0) throw new Error('relayout: dropping a variable that is still constrained');
        o[t] = o[t] === 0 ? c : add(o[t]!, c);
      }
      o[nVar] = r[this.nVar]!;
      return o;
    };
    return new Polyhedron(nParam, nDim, nLocal, mapPacked(this.eqRows, move), mapPacked(this.ineqRows, move));
  }

  /** Columns of this layout with `shift` added from column `from` on (new variables inserted there). */
  private shiftedColumns(from: number, shift: number): number[] {
    const map: number[] = [];
    for (let j = 0; j < this.nVar; j++) map.push(j < from ? j : j + shift);
    return map;
  }

  /** Appends n unconstrained locals. */
  addLocals(n: number): Polyhedron {
    if (n === 0) return this;
    return this.remapColumns(this.nParam, this.nDim, this.nLocal + n, this.shiftedColumns(this.nVar, n));
  }

  /** Inserts n unconstrained dims at position pos. */
  insertDims(pos: number, n: number): Polyhedron {
    return this.remapColumns(this.nParam, this.nDim + n, this.nLocal, this.shiftedColumns(this.nParam + pos, n));
  }

  /** New dim j is old dim order[j]; order is a permutation. */
  permuteDims(order: readonly number[]): Polyhedron {
    const inv: number[] = [];
    order.forEach((old, j) => (inv[old] = j));
    return this.relayout(this.nParam, this.nDim, this.nLocal, (k, i) => (k === 'dim' ? ['dim', inv[i]!] : [k, i]));
  }

  /** Parameters renumbered: old param i becomes new param oldToNew[i]. */
  remapParams(oldToNew: readonly number[], nParam: number): Polyhedron {
    return this.relayout(nParam, this.nDim, this.nLocal, (k, i) => (k === 'param' ? ['param', oldToNew[i]!] : [k, i]));
  }

  /** Turns dims [first, first+n) into existential locals (exact projection), then simplifies. */
  projectOutDims(first: number, n: number): Polyhedron {
    return this.relayout(this.nParam, this.nDim - n, this.nLocal + n, (k, i) => {
      if (k === 'dim' && i >= first && i < first + n) return ['local', this.nLocal + (i - first)];
      if (k === 'dim' && i >= first + n) return ['dim', i - n];
      return [k, i];
    }).simplify();
  }

  /**
   * Eliminates the chosen locals over the rationals (an equality substitutes, else Fourier-Motzkin): the result
   * contains this polyhedron, and equals it when every elimination happened to be exact. Code generation uses it
   * for loop bounds of sets whose existentials no division defines (the guards keep the code exact).
   */
  shadowLocals(drop: (l: number) => boolean): Polyhedron {
    // Which of the current locals are still to go (indices shift as locals are dropped).
    let pending: boolean[] = Array.from({ length: this.nLocal }, (_, l) => drop(l));
    let cur: Polyhedron = this;
    for (;;) {
      const l = cur.cheapestElimination(pending);
      if (l < 0) break;
      const c = cur.col('local', l);
      const pivot = cur.eqRows.filter((r) => r[c] !== 0).reduce<Row | null>((best, r) => (best === null || abs(r[c]!) < abs(best[c]!) ? r : best), null);
      let eqs: Row[];
      let ineqs: Row[];
      if (pivot !== null) {
        // |a|*r - sign(a)*r[c]*pivot has no l, and a positive multiple keeps inequalities valid.
        const a = pivot[c]!;
        const clear = (r: Row): Row => (r[c] === 0 ? r : combineRows(abs(a), r, a > 0 ? neg(r[c]!) : r[c]!, pivot));
        eqs = mapPacked(cur.eqRows.filter((r) => r !== pivot), clear);
        ineqs = mapPacked(cur.ineqRows, clear);
      } else {
        const lowers = cur.ineqRows.filter((r) => r[c]! > 0);
        const uppers = cur.ineqRows.filter((r) => r[c]! < 0);
        ineqs = cur.ineqRows.filter((r) => r[c] === 0);
        for (const lo of lowers) for (const up of uppers) ineqs.push(combineRows(neg(up[c]!), lo, lo[c]!, up));
        eqs = [...cur.eqRows];
      }
      const grew = ineqs.length > cur.ineqRows.length;
      cur = cur.dropLocal(l, eqs, ineqs);
      pending = pending.filter((_, i) => i !== l);
      // Fourier-Motzkin squares the row count at each step unless the redundant rows go (they are most of them):
      // without pruning, a few locals over tiled loops take gigabytes.
      if (grew) {
        // Same locals as before (simplify would drop some and shift the pending indices).
        const red = redundantInequalities(cur.system());
        if (red === 'infeasible') return Polyhedron.empty(this.nParam, this.nDim);
        cur = new Polyhedron(cur.nParam, cur.nDim, cur.nLocal, cur.eqRows, cur.ineqRows.filter((_, i) => !red[i]));
      }
    }
    return cur.simplify();
  }

  /**
   * The pending local whose elimination adds the fewest rows (an equality first), or -1 when none is pending.
   */
  private cheapestElimination(pending: readonly boolean[]): number {
    let best = -1;
    let bestCost = Infinity;
    pending.forEach((p, l) => {
      if (!p) return;
      const c = this.col('local', l);
      if (this.eqRows.some((r) => r[c] !== 0)) {
        if (bestCost > -Infinity) [best, bestCost] = [l, -Infinity];
        return;
      }
      const lowers = this.ineqRows.filter((r) => r[c]! > 0).length;
      const uppers = this.ineqRows.filter((r) => r[c]! < 0).length;
      const cost = lowers * uppers - lowers - uppers;
      if (cost < bestCost) [best, bestCost] = [l, cost];
    });
    return best;
  }

  /** Turns all params into dims placed before the existing dims (for sampling parameter values). */
  paramsToDims(): Polyhedron {
    return this.relayout(0, this.nParam + this.nDim, this.nLocal, (k, i) => (k === 'param' ? ['dim', i] : k === 'dim' ? ['dim', this.nParam + i] : [k, i]));
  }

  /** Replaces the params by fixed values; the result has no params. */
  substituteParams(values: readonly Int[]): Polyhedron {
    if (values.length !== this.nParam) throw new RangeError('substituteParams: wrong number of values');
    const p = this.nParam;
    const sub = (r: readonly Int[]): Row => {
      const o = r.slice(p);
      let c = o[o.length - 1]!;
      for (let i = 0; i < p; i++) if (r[i] !== 0) c = add(c, mul(r[i]!, values[i]!));
      o[o.length - 1] = c;
      return o;
    };
    return new Polyhedron(0, this.nDim, this.nLocal, mapPacked(this.eqRows, sub), mapPacked(this.ineqRows, sub));
  }

  intersect(o: Polyhedron): Polyhedron {
    if (o.nParam !== this.nParam || o.nDim !== this.nDim) throw new RangeError('intersect: layouts differ');
    // With the universe (a statement's whole filter in a schedule tree), the same rows: no copy, no new simplify.
    if (o.nLocal === 0 && o.eqRows.length === 0 && o.ineqRows.length === 0) return this;
    if (this.nLocal === 0 && this.eqRows.length === 0 && this.ineqRows.length === 0) return o;
    const a = this.addLocals(o.nLocal);
    const b = o.remapColumns(o.nParam, o.nDim, this.nLocal + o.nLocal, o.shiftedColumns(o.nParam + o.nDim, this.nLocal));
    return new Polyhedron(this.nParam, this.nDim, a.nLocal, [...a.eqRows, ...b.eqRows], [...a.ineqRows, ...b.ineqRows]);
  }

  /** Adds var = value. */
  fix(kind: VarKind, i: number, value: Int): Polyhedron {
    const e = this.zeroExpr();
    e[kind === 'param' ? 'params' : kind === 'dim' ? 'dims' : 'locals'][i] = 1;
    e.constant = neg(value);
    return this.addConstraint('eq', e);
  }

  /** Adds lower <= var and/or var <= upper. */
  bound(kind: VarKind, i: number, lower: Int | null, upper: Int | null): Polyhedron {
    const cs: Constraint[] = [];
    const field = kind === 'param' ? 'params' : kind === 'dim' ? 'dims' : 'locals';
    if (lower !== null) {
      const e = this.zeroExpr();
      e[field][i] = 1;
      e.constant = neg(lower);
      cs.push({ kind: 'ineq', expr: e });
    }
    if (upper !== null) {
      const e = this.zeroExpr();
      e[field][i] = -1;
      e.constant = upper;
      cs.push({ kind: 'ineq', expr: e });
    }
    return this.addConstraints(cs);
  }

  uses(kind: VarKind, i: number): boolean {
    const c = this.col(kind, i);
    return this.eqRows.some((r) => r[c] !== 0) || this.ineqRows.some((r) => r[c] !== 0);
  }

  /** True if the constraints are syntactically contradictory (the canonical empty form among them). */
  isObviouslyEmpty(): boolean {
    return this.ineqRows.some(ineqContradicts) || this.eqRows.some(eqContradicts);
  }

  /** Exact integer emptiness (locals existential, params free). */
  isEmpty(): boolean {
    // Code generation, tiling and the legality checks ask about the same polyhedra many times over (half the
    // questions on a PolyBench kernel are repeats): the answer depends only on the constraints.
    // The Omega test reads locals as the integer unknowns they are: simplifying first (eliminating them) would only
    // do part of its work twice (cold -O3 batch of 10 kernels under callgrind: 1.4% fewer instructions without).
    return emptinessCache.getOrCompute([this.nParam, this.nDim, this.nLocal], this.eqRows, this.ineqRows, () => this.isObviouslyEmpty() || !hasIntegerPoint(this.system()));
  }

  /** Does (params, dims) belong to the set, i.e. do integer locals exist? */
  containsPoint(params: readonly Int[], dims: readonly Int[]): boolean {
    if (this.nLocal === 0) {
      const x = [...params, ...dims];
      return this.eqRows.every((r) => evalRow(r, x) === 0) && this.ineqRows.every((r) => evalRow(r, x) >= 0);
    }
    let p = this.substituteParams(params);
    for (let i = 0; i < dims.length; i++) p = p.fix('dim', i, dims[i]!);
    return !p.isEmpty();
  }

  /**
   * Normal form: rows divided by their gcd (inequalities tightened), duplicates and tautologies
   * removed, opposite inequality pairs turned into equalities, and locals eliminated where that is
   * exact (unit equality, one-sided bounds, Fourier-Motzkin with equal real and dark shadows).
   * A contradiction yields the canonical empty polyhedron.
   */
  simplify(): Polyhedron {
    if (this.simplified) return this;
    let cur: Polyhedron = this;
    for (let guard = 0; ; guard++) {
      const n = cur.normalizeRows();
      if (n === null) {
        const e = Polyhedron.empty(this.nParam, this.nDim);
        e.simplified = true;
        return e;
      }
      const next = n.eliminateOneLocal();
      if (next === null) {
        n.simplified = true;
        return n;
      }
      cur = next;
      if (guard > 10000) throw new Error('simplify: no progress');
    }
  }

  /** Row-level normal form; null if a contradiction shows up. */
  private normalizeRows(): Polyhedron | null {
    const K = this.nVar;
    const eqs: Row[] = [];
    const eqIndex = new CoefIndex(eqs);
    const pushEq = (r0: readonly Int[]): boolean => {
      const r = normalizeEq(r0);
      if (r === false) return false;
      if (r === true) return true;
      const at = eqIndex.find(r);
      if (at >= 0) return eqs[at]![K] === r[K];
      eqs.push(r);
      eqIndex.add(eqs.length - 1);
      return true;
    };
    for (const r of this.eqRows) if (!pushEq(r)) return null;
    const normal = normalizeInequalities(this.ineqRows, pushEq);
    if (normal === null) return null;
    const { rows, hashes, paired } = normal;
    // An inequality implied by an equality with the same coefficients is dropped; one contradicting it is empty.
    const ineqs: Row[] = [];
    for (let i = 0; i < rows.length; i++) {
      if (paired[i]) continue;
      const r = rows[i]!;
      const e1 = eqIndex.find(r, 1, hashes[i]);
      if (e1 >= 0) {
        // On the equality, r equals its constant minus the equality's constant.
        if (sub(r[K]!, eqs[e1]![K]!) < 0) return null;
        continue;
      }
      const e2 = eqIndex.find(r, -1, hashes[i]);
      if (e2 >= 0) {
        if (add(r[K]!, eqs[e2]![K]!) < 0) return null;
        continue;
      }
      ineqs.push(r);
    }
    return new Polyhedron(this.nParam, this.nDim, this.nLocal, eqs, ineqs);
  }

  /** One exact local elimination step, or null when no local can be removed exactly. */
  private eliminateOneLocal(): Polyhedron | null {
    for (let l = 0; l < this.nLocal; l++) {
      const c = this.col('local', l);
      const inEqs = this.eqRows.filter((r) => r[c] !== 0);
      const inIneqs = this.ineqRows.filter((r) => r[c] !== 0);
      if (inEqs.length === 0 && inIneqs.length === 0) return this.dropLocal(l, this.eqRows, this.ineqRows);
      if (inEqs.length > 0) {
        const unit = inEqs.find((r) => r[c] === 1 || r[c] === -1);
        if (unit !== undefined) {
          const s = mapRow(unit, (v) => mul(neg(v), unit[c]!)); // l = s (without the l term)
          s[c] = 0;
          const subst = (r: Row): Row => {
            if (r[c] === 0) return r;
            const o = combineRows(1, r, r[c]!, s);
            o[c] = 0;
            return o;
          };
          return this.dropLocal(l, mapPacked(this.eqRows.filter((r) => r !== unit), subst), mapPacked(this.ineqRows, subst));
        }
        // Non-unit: clear l from every other row with an equality free of earlier locals (echelon
        // order, so clearing never reintroduces an earlier local); l then only carries a stride.
        if (inEqs.length === 1 && inIneqs.length === 0) continue;
        const firstLocal = this.col('local', 0);
        const candidates = inEqs.filter((r) => r.every((x, j) => j < firstLocal || j >= c || x === 0));
        if (candidates.length === 0) continue;
        const pivot = candidates.reduce((best, r) => (abs(r[c]!) < abs(best[c]!) ? r : best));
        const a = pivot[c]!;
        const others = this.eqRows.filter((r) => r !== pivot);
        const absA = abs(a);
        const clear = (r: Row): Row => {
          if (r[c] === 0) return r;
          const o = combineRows(absA, r, neg(mul(r[c]!, a < 0 ? -1 : 1)), pivot);
          o[c] = 0;
          return o;
        };
        return new Polyhedron(this.nParam, this.nDim, this.nLocal, [pivot, ...mapPacked(others, clear)], mapPacked(this.ineqRows, clear));
      }
      const lowers = inIneqs.filter((r) => r[c]! > 0);
      const uppers = inIneqs.filter((r) => r[c]! < 0);
      const rest = this.ineqRows.filter((r) => r[c] === 0);
      if (lowers.length === 0 || uppers.length === 0) return this.dropLocal(l, this.eqRows, rest);
      if (lowers.length * uppers.length > lowers.length + uppers.length + 6) continue;
      const combined: Row[] = [];
      let exact = true;
      for (const lo of lowers) {
        const a = lo[c]!;
        for (const up of uppers) {
          const b = neg(up[c]!);
          const real = combineRows(b, lo, a, up);
          real[c] = 0;
          const dark = real.slice();
          dark[this.nVar] = sub(dark[this.nVar]!, mul(sub(a, 1), sub(b, 1)));
          const nr = normalizeIneq(real);
          const nd = normalizeIneq(dark);
          if (!sameNormalized(nr, nd)) {
            exact = false;
            break;
          }
          combined.push(real);
        }
        if (!exact) break;
      }
      if (!exact) continue;
      return this.dropLocal(l, this.eqRows, [...rest, ...combined]);
    }
    return null;
  }

  private dropLocal(l: number, eqs: readonly Row[], ineqs: readonly Row[]): Polyhedron {
    const tmp = new Polyhedron(this.nParam, this.nDim, this.nLocal, eqs, ineqs);
    const at = this.nParam + this.nDim + l;
    const map = tmp.shiftedColumns(at, -1);
    map[at] = -1;
    return tmp.remapColumns(this.nParam, this.nDim, this.nLocal - 1, map);
  }

  /**
   * Drops inequalities implied (over the rationals, hence over the integers) by the others, and
   * returns the canonical empty polyhedron if the system has no rational point.
   */
  removeRedundancies(): Polyhedron {
    return irredundantCache.getOrCompute([this.nParam, this.nDim, this.nLocal], this.eqRows, this.ineqRows, () => {
      const s = this.simplify();
      if (s.isObviouslyEmpty()) return s;
      const red = redundantInequalities(s.system());
      if (red === 'infeasible') return Polyhedron.empty(this.nParam, this.nDim);
      // Rational implication implies integer implication, so dropping these keeps the integer points.
      return new Polyhedron(s.nParam, s.nDim, s.nLocal, s.eqRows, s.ineqRows.filter((_, i) => !red[i]));
    });
  }

  /** Rational minimum and maximum of several expressions (null where unbounded); 'empty' without rational points. */
  ranges(es: readonly LinExpr[]): { min: Rat | null; max: Rat | null }[] | 'empty' {
    const r = rationalRanges(this.system(), es.map((e) => this.rowOf(e)));
    return r === 'infeasible' ? 'empty' : r;
  }

  /**
   * Constraints of this polyhedron that are not implied by `context` and the remaining ones
   * (integer implication). The result intersected with the context equals this one intersected with it.
   */
  gist(context: Polyhedron): Polyhedron {
    const s = this.simplify();
    if (s.isObviouslyEmpty()) return s;
    if (context.isEmpty()) return Polyhedron.universe(this.nParam, this.nDim);
    let eqs = [...s.eqRows];
    let ineqs = [...s.ineqRows];
    const bound = context.nParam === s.nParam && context.nDim === s.nDim ? context.boundsByCoefficients() : undefined;
    // Is `row >= 0` implied by a context inequality with the same coefficients alone (no emptiness test)?
    const byContext = (row: Row): boolean => bound !== undefined && boundImplies(bound, row, s.nParam + s.nDim, s.nVar);
    const implied = (eqsRest: Row[], ineqsRest: Row[], negated: Row): boolean => {
      const p = new Polyhedron(s.nParam, s.nDim, s.nLocal, eqsRest, [...ineqsRest, negated]).intersect(context);
      return p.isEmpty();
    };
    // The rows that define a division local stay, so the result can still name it (floor(e/d) in a guard).
    const { definitional } = localDivs(s);
    for (let i = ineqs.length - 1; i >= 0; i--) {
      if (definitional.has(s.eqRows.length + i)) continue;
      const r = ineqs[i]!;
      const others = ineqs.filter((_, j) => j !== i);
      if (byContext(r)) {
        ineqs = others;
        continue;
      }
      const negated = negateRow(r);
      negated[s.nVar] = sub(negated[s.nVar]!, 1);
      if (implied(eqs, others, negated)) ineqs = others;
    }
    for (let i = eqs.length - 1; i >= 0; i--) {
      const r = eqs[i]!;
      const others = eqs.filter((_, j) => j !== i);
      const below = negateRow(r);
      if (byContext(r) && byContext(below)) {
        eqs = others;
        continue;
      }
      below[s.nVar] = sub(below[s.nVar]!, 1); // r <= -1
      const above = r.slice();
      above[s.nVar] = sub(above[s.nVar]!, 1); // r >= 1
      if (implied(others, ineqs, below) && implied(others, ineqs, above)) eqs = others;
    }
    return new Polyhedron(s.nParam, s.nDim, s.nLocal, eqs, ineqs).simplify();
  }

  /**
   * Whether each constraint of `o` (same parameters and dimensions) is implied by one constraint of this polyhedron
   * alone: one with the same coefficients and a constant no larger (an equality counts as both its inequalities).
   * No emptiness test; false says nothing. Constraints of `o` that use its locals are never implied this way.
   */
  impliesRowwise(o: Polyhedron): boolean {
    if (o.nParam !== this.nParam || o.nDim !== this.nDim) return false;
    const bound = this.boundsByCoefficients();
    const n = o.nParam + o.nDim;
    for (const r of o.ineqRows) if (!boundImplies(bound, r, n, o.nVar)) return false;
    for (const r of o.eqRows) if (!boundImplies(bound, r, n, o.nVar) || !boundImplies(bound, negateRow(r), n, o.nVar)) return false;
    return true;
  }

  /**
   * The rows without locals, by their parameter and dimension coefficients: the smallest constant c of `e + c >= 0`
   * among the inequalities (an equality e + c = 0 gives e + c >= 0 and -e - c >= 0). A row with the same
   * coefficients and a constant no smaller is implied by that one alone.
   */
  private boundsByCoefficients(): Map<string, Int> {
    if (this.rowBounds) return this.rowBounds;
    const n = this.nParam + this.nDim;
    const nVar = this.nVar;
    const out = new Map<string, Int>();
    const note = (row: readonly Int[]): void => {
      for (let j = n; j < nVar; j++) if (!isZero(row[j]!)) return;
      const k = coefKey(row, n);
      const c = out.get(k);
      if (c === undefined || lt(row[nVar]!, c)) out.set(k, row[nVar]!);
    };
    for (const r of this.ineqRows) note(r);
    for (const r of this.eqRows) {
      note(r);
      note(negateRow(r));
    }
    this.rowBounds = out;
    return out;
  }

  /** Is every integer point of this one (with its locals) inside `o`? Requires `o` to have no locals. */
  isSubsetOf(o: Polyhedron): boolean {
    if (o.nLocal > 0) throw new Error('isSubsetOf: the superset must not have existential locals');
    const base = this.simplify();
    if (base.isEmpty()) return true;
    const lift = (r: readonly Int[]): Row => {
      // o's row in this layout: same params and dims, no locals.
      const out: Row = zeros(base.nVar + 1);
      for (let j = 0; j < o.nParam + o.nDim; j++) out[j] = r[j]!;
      out[base.nVar] = r[o.nVar]!;
      return out;
    };
    for (const r of o.ineqRows) {
      const negated = negateRow(lift(r));
      negated[base.nVar] = sub(negated[base.nVar]!, 1);
      if (!new Polyhedron(base.nParam, base.nDim, base.nLocal, base.eqRows, [...base.ineqRows, negated]).isEmpty()) return false;
    }
    for (const r of o.eqRows) {
      const l = lift(r);
      const below = negateRow(l);
      below[base.nVar] = sub(below[base.nVar]!, 1);
      const above = l.slice();
      above[base.nVar] = sub(above[base.nVar]!, 1);
      if (!new Polyhedron(base.nParam, base.nDim, base.nLocal, base.eqRows, [...base.ineqRows, below]).isEmpty()) return false;
      if (!new Polyhedron(base.nParam, base.nDim, base.nLocal, base.eqRows, [...base.ineqRows, above]).isEmpty()) return false;
    }
    return true;
  }

  /** Equal for two polyhedra exactly when they have the same layout and the same rows in the same order. */
  exactKey(): string {
    const rows = (rs: readonly Row[]) => rs.map((r) => r.join(',')).join(';');
    return `${this.nParam}/${this.nDim}/${this.nLocal}|${rows(this.eqRows)}|${rows(this.ineqRows)}`;
  }

  /** Key for structural equality of two polyhedra in the same layout (after simplify). */
  structuralKey(): string {
    const e = this.eqRows.map((r) => r.join(',')).sort();
    const i = this.ineqRows.map((r) => r.join(',')).sort();
    return `${this.nParam}/${this.nDim}/${this.nLocal}|${e.join(';')}|${i.join(';')}`;
  }
}

function sameNormalized(a: Row | boolean, b: Row | boolean): boolean {
  if (typeof a === 'boolean' || typeof b === 'boolean') return a === b;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The first `n` coefficients of a row, as a map key. */
function coefKey(row: readonly Int[], n: number): string {
  let k = '';
  for (let j = 0; j < n; j++) k += `${row[j]},`;
  return k;
}

/** Is `row >= 0` (with `nVar` variables, the first `n` parameters and dimensions) implied by one of `bound`'s rows? */
function boundImplies(bound: ReadonlyMap<string, Int>, row: readonly Int[], n: number, nVar: number): boolean {
  for (let j = n; j < nVar; j++) if (!isZero(row[j]!)) return false;
  const c = bound.get(coefKey(row, n));
  return c !== undefined && !lt(row[nVar]!, c);
}
