// Exact rational simplex (integer rows with a common denominator; Dantzig pricing, Bland on degeneracy): LP feasibility and lexicographic minima.

import { type Int, abs, add, cmp, divides, exactDiv, gcd, mul, mulAdd, neg, sign, zeros } from './int.js';
import { type LinearSystem, negateRow } from './linearSystem.js';
import { chargeWork } from './workBudget.js';
import { type Rat, rat } from './rational.js';
import { mapRow } from './packed.js';

export type LpResult =
  | { readonly status: 'infeasible' }
  | { readonly status: 'unbounded'; readonly objective: number }
  | { readonly status: 'optimal'; readonly point: readonly Rat[]; readonly values: readonly Rat[] };

/**
 * Lexicographic minimum over the rational points of `sys` of the affine objectives (each n + 1
 * entries, constant last): minimize the first, then the second on the first's optimal face, ...
 */
export function lexminRational(sys: LinearSystem, objectives: readonly (readonly Int[])[]): LpResult {
  return lexminState(sys, objectives).result;
}

/** A lexicographic minimum with the tableau it ended on, from which `lexminWithRows` resumes. */
export interface LexminState {
  readonly result: LpResult;
  readonly tableau: Tableau | null;
}

export function lexminState(sys: LinearSystem, objectives: readonly (readonly Int[])[]): LexminState {
  const t = new Tableau(sys);
  if (!t.makeFeasible()) return { result: { status: 'infeasible' }, tableau: null };
  return lexminOn(t, objectives);
}

/**
 * The lexicographic minimum of `parent`'s system with the inequalities `added`, resumed from the parent's optimal
 * vertex (branch and bound adds one bound per node: a few pivots instead of a new phase 1); null when the parent's
 * tableau cannot be resumed, so the caller solves the grown system afresh.
 */
export function lexminWithRows(parent: LexminState, added: readonly (readonly Int[])[], objectives: readonly (readonly Int[])[]): LexminState | null {
  const t = parent.tableau?.extended(added) ?? null;
  if (t === null) return null;
  if (t === 'infeasible') return { result: { status: 'infeasible' }, tableau: null };
  return lexminOn(t, objectives);
}

function lexminOn(t: Tableau, objectives: readonly (readonly Int[])[]): LexminState {
  const values: Rat[] = [];
  for (let k = 0; k < objectives.length; k++) {
    const v = t.minimize(objectives[k]!);
    if (v === null) return { result: { status: 'unbounded', objective: k }, tableau: null };
    values.push(v);
  }
  return { result: { status: 'optimal', point: t.point(), values }, tableau: t };
}

/** Minimum of one affine objective; null when unbounded, 'infeasible' when the system has no rational point. */
export function minimizeRational(sys: LinearSystem, objective: readonly Int[]): Rat | null | 'infeasible' {
  const r = lexminRational(sys, [objective]);
  if (r.status === 'infeasible') return 'infeasible';
  if (r.status === 'unbounded') return null;
  return r.values[0]!;
}

export function hasRationalPoint(sys: LinearSystem): boolean {
  return new Tableau(sys).makeFeasible();
}

/**
 * Which inequalities are implied by the others (over the rationals), deciding them one after the
 * other so that of two equivalent rows only one is dropped. 'infeasible' if the system has no
 * rational point. One tableau is made feasible once; each test runs on a copy. Rows marked in
 * `irredundant` are known to be needed (redundancy.ts certifies them) and get no LP.
 */
export function redundantByLp(sys: LinearSystem, irredundant: readonly boolean[] = []): boolean[] | 'infeasible' {
  const t = new Tableau(sys, { keepBoundRows: true });
  if (!t.makeFeasible()) return 'infeasible';
  const out = sys.ineqs.map(() => false);
  for (let i = 0; i < sys.ineqs.length; i++) {
    if (irredundant[i]) continue;
    const v = t.ineqVar[i]!;
    const c = t.clone();
    c.relax(v);
    const m = c.minimizeTerms([[v, 1]], 0);
    if (m !== null && m.num >= 0) {
      out[i] = true;
      t.relax(v);
    }
  }
  return out;
}

/** Rational minimum and maximum of each affine objective (n + 1 entries) over a system; null bounds are infinite. */
export function rationalRanges(sys: LinearSystem, objectives: readonly (readonly Int[])[]): { min: Rat | null; max: Rat | null }[] | 'infeasible' {
  const t = new Tableau(sys);
  if (!t.makeFeasible()) return 'infeasible';
  return objectives.map((o) => {
    const min = t.clone().minimize(o);
    const neg0 = t.clone().minimize(negateRow(o));
    return { min, max: neg0 === null ? null : rat(neg(neg0.num), neg0.den) };
  });
}

const enum Kind {
  Free,
  NonNeg,
  Zero,
}

/**
 * Dictionary form: every basic variable is (row · (nonbasic, 1)) / den. Variables 0..n-1 are the
 * free unknowns, then one slack per constraint (Zero for equalities, NonNeg for inequalities),
 * then one artificial variable for phase 1. Nonbasic variables sit at 0.
 */
export class Tableau {
  private readonly n: number;
  private readonly nCol: number;
  private readonly K: number; // index of the constant entry in a row
  private readonly art: number; // artificial variable id
  private rows: Int[][] = [];
  private den: Int[] = [];
  private rowVar: number[] = [];
  private rowDropped: boolean[] = [];
  private colVar: number[] = [];
  private colDead: boolean[] = [];
  private kind: Kind[] = [];
  private varRow: number[] = [];
  private varCol: number[] = [];
  private obj: Int[] | null = null;
  private objDen: Int = 1;

  /** x_v = y_v + shift[v]; variables with a shift are non-negative in y (their bound row is dropped). */
  private shift: Int[] = [];

  /** Variable id of the slack of each inequality (-1 when the row became a variable bound). */
  ineqVar: number[] = [];

  constructor(src: LinearSystem | Tableau, opts: { keepBoundRows?: boolean } = {}) {
    if (src instanceof Tableau) {
      // A copy: arrays are duplicated (rows themselves are replaced, never written, by pivots).
      this.n = src.n;
      this.nCol = src.nCol;
      this.K = src.K;
      this.art = src.art;
      this.rows = src.rows.slice();
      this.den = src.den.slice();
      this.rowVar = src.rowVar.slice();
      this.rowDropped = src.rowDropped.slice();
      this.colVar = src.colVar.slice();
      this.colDead = src.colDead.slice();
      this.kind = src.kind.slice();
      this.varRow = src.varRow.slice();
      this.varCol = src.varCol.slice();
      this.shift = src.shift;
      this.ineqVar = src.ineqVar;
      return;
    }
    const sys = src;
    const n = sys.nVar;
    this.n = n;
    this.nCol = n + 1;
    this.K = n + 1;
    // A single-variable row a*x_v + c >= 0 with an integral bound l = -c/a makes x_v = y_v + l, y_v >= 0:
    // such variables start out nonbasic instead of costing a pivot each, and the row disappears.
    const boundRow = new Array<number>(n).fill(-1);
    for (let i = 0; i < sys.ineqs.length; i++) {
      const r = sys.ineqs[i]!;
      let v = -1;
      let count = 0;
      for (let j = 0; j < n && count < 2; j++) {
        if (r[j] !== 0) {
          v = j;
          count++;
        }
      }
      if (opts.keepBoundRows || count !== 1 || r[v]! < 0 || !divides(r[v]!, r[n]!)) continue;
      const l = neg(exactDiv(r[n]!, r[v]!));
      const prev = boundRow[v]!;
      if (prev < 0 || l > neg(exactDiv(sys.ineqs[prev]![n]!, sys.ineqs[prev]![v]!))) boundRow[v] = i;
    }
    const dropped = new Set<number>();
    for (let v = 0; v < n; v++) {
      const i = boundRow[v]!;
      if (i < 0) {
        this.shift.push(0);
        continue;
      }
      dropped.add(i);
      this.shift.push(neg(exactDiv(sys.ineqs[i]![n]!, sys.ineqs[i]![v]!)));
    }
    const m = sys.eqs.length + sys.ineqs.length - dropped.size;
    this.art = n + m;
    for (let v = 0; v < n; v++) {
      this.kind.push(boundRow[v]! >= 0 ? Kind.NonNeg : Kind.Free);
      this.varRow.push(-1);
      this.varCol.push(v);
      this.colVar.push(v);
      this.colDead.push(false);
    }
    const addRow = (src: readonly Int[], k: Kind) => {
      const row: Int[] = new Array(this.K + 1);
      let c = src[n]!;
      for (let j = 0; j < n; j++) {
        row[j] = src[j]!;
        if (src[j] !== 0 && this.shift[j] !== 0) c = add(c, mul(src[j]!, this.shift[j]!));
      }
      row[n] = 0;
      row[this.K] = c;
      const v = this.kind.length;
      this.kind.push(k);
      this.varRow.push(this.rows.length);
      this.varCol.push(-1);
      this.rowVar.push(v);
      this.rowDropped.push(false);
      this.rows.push(row);
      this.den.push(1);
    };
    for (const e of sys.eqs) addRow(e, Kind.Zero);
    sys.ineqs.forEach((r, i) => {
      if (dropped.has(i)) this.ineqVar.push(-1);
      else {
        this.ineqVar.push(this.kind.length);
        addRow(r, Kind.NonNeg);
      }
    });
    this.kind.push(Kind.NonNeg);
    this.varRow.push(-1);
    this.varCol.push(n);
    this.colVar.push(this.art);
    this.colDead.push(true);
  }

  /** The first column still in play with a nonzero entry in `row`, or -1. */
  private firstLiveColumn(row: readonly Int[]): number {
    for (let c = 0; c < this.nCol; c++) if (!this.colDead[c] && row[c] !== 0) return c;
    return -1;
  }

  /** Brings free variables into the basis, pins equalities, then runs phase 1. */
  makeFeasible(): boolean {
    const { n, K } = this;
    for (let c = 0; c < n; c++) {
      if (this.kind[this.colVar[c]!] !== Kind.Free) continue;
      let best = -1;
      for (let r = 0; r < this.rows.length; r++) {
        if (this.rowDropped[r] || this.kind[this.rowVar[r]!] === Kind.Free) continue;
        const a = this.rows[r]![c]!;
        if (a === 0) continue;
        if (best < 0) {
          best = r;
          continue;
        }
        const bz = this.kind[this.rowVar[best]!] === Kind.Zero;
        const rz = this.kind[this.rowVar[r]!] === Kind.Zero;
        if (rz && !bz) best = r;
      }
      if (best >= 0) this.pivot(best, c);
    }
    for (let c = 0; c < this.nCol; c++) if (this.kind[this.colVar[c]!] === Kind.Zero) this.colDead[c] = true;
    for (let r = 0; r < this.rows.length; r++) {
      if (this.rowDropped[r] || this.kind[this.rowVar[r]!] !== Kind.Zero) continue;
      const row = this.rows[r]!;
      const enter = this.firstLiveColumn(row);
      if (enter < 0) {
        if (row[K] !== 0) return false;
        this.rowDropped[r] = true;
        continue;
      }
      this.pivot(r, enter);
      this.colDead[enter] = true;
    }

    return this.phaseOne();
  }

  /**
   * Phase 1 with a single artificial variable t added to every violated row; t's column holds zeros on entry (it
   * is column n of a new tableau, or a column cleared by `extended`).
   */
  private phaseOne(): boolean {
    const K = this.K;
    const artCol = this.varCol[this.art]!;
    let worst = -1;
    for (let r = 0; r < this.rows.length; r++) {
      if (this.rowDropped[r] || this.kind[this.rowVar[r]!] !== Kind.NonNeg) continue;
      const row = this.rows[r]!;
      if (row[K]! < 0) {
        // A copy: clones share row arrays, which pivots replace and nothing else may write.
        const copy = row.slice();
        copy[artCol] = this.den[r]!;
        this.rows[r] = copy;
        if (worst < 0 || this.compareValues(r, worst) < 0) worst = r;
      }
    }
    if (worst < 0) return true;
    this.colDead[artCol] = false;
    this.pivot(worst, artCol);
    const ar = this.varRow[this.art]!;
    this.obj = this.rows[ar]!.slice();
    this.objDen = this.den[ar]!;
    if (!this.runSimplex()) throw new Error('simplex: phase 1 cannot be unbounded');
    if (this.obj[K] !== 0) return false;
    this.obj = null;
    const r = this.varRow[this.art]!;
    if (r >= 0) {
      const row = this.rows[r]!;
      const enter = this.firstLiveColumn(row);
      if (enter < 0) this.rowDropped[r] = true;
      else this.pivot(r, enter);
    }
    const ac = this.varCol[this.art]!;
    if (ac >= 0) this.colDead[ac] = true;
    return true;
  }

  /** Minimizes the objective on the current face; returns null if unbounded. Fixes the columns it must. */
  minimize(o: readonly Int[]): Rat | null {
    const { terms, constant } = this.terms(o);
    return this.minimizeTerms(terms, constant);
  }

  /** A sum of variables (any ids, slacks included) plus a constant, in the current nonbasic columns. */
  private express(terms: readonly (readonly [number, Int])[], constant: Int): { row: Int[]; den: Int } {
    const K = this.K;
    let row: Int[] = zeros(K + 1);
    let den: Int = 1;
    row[K] = constant;
    for (const [v, c] of terms) {
      const col = this.varCol[v]!;
      if (col >= 0) {
        row[col] = add(row[col]!, mul(c, den));
        continue;
      }
      const basic = this.rows[this.varRow[v]!]!;
      const d = this.den[this.varRow[v]!]!;
      // row/den + c * basic/d = (row*d + c*den*basic) / (den*d)
      const f = mul(c, den);
      for (let j = 0; j <= K; j++) row[j] = mulAdd(row[j]!, d, f, basic[j]!);
      den = mul(den, d);
      const g = rowGcd(row, den);
      if (g !== 1) {
        row = mapRow(row, (x) => exactDiv(x, g));
        den = exactDiv(den, g);
      }
    }
    return { row, den };
  }

  /** An affine form over the original variables (n + 1 entries) as (variable, coefficient) terms and a constant. */
  private terms(o: readonly Int[]): { terms: [number, Int][]; constant: Int } {
    const terms: [number, Int][] = [];
    let constant = o[this.n]!;
    for (let v = 0; v < this.n; v++) {
      if (o[v] === 0) continue;
      terms.push([v, o[v]!]);
      if (this.shift[v] !== 0) constant = add(constant, mul(o[v]!, this.shift[v]!));
    }
    return { terms, constant };
  }

  /**
   * A copy with the inequalities `ineqs` (n + 1 entries each) added, feasible again: phase 1 starts from this
   * tableau's vertex, where only the new rows can be violated, and the columns earlier objectives fixed are
   * released. 'infeasible' when the extended system has no rational point; null when this tableau cannot be
   * extended (its artificial variable stayed basic on a dropped row), so the caller starts from scratch.
   */
  extended(ineqs: readonly (readonly Int[])[]): Tableau | 'infeasible' | null {
    const artCol = this.varCol[this.art]!;
    if (artCol < 0) return null;
    const t = this.clone();
    for (let c = 0; c < t.nCol; c++) t.colDead[c] = t.colVar[c] === t.art || t.kind[t.colVar[c]!] === Kind.Zero;
    // The artificial variable is nonbasic at 0 and out of play: its stale column entries can be cleared.
    for (let r = 0; r < t.rows.length; r++) {
      if (t.rows[r]![artCol] === 0) continue;
      const copy = t.rows[r]!.slice();
      copy[artCol] = 0;
      t.rows[r] = copy;
    }
    for (const ineq of ineqs) {
      const { terms, constant } = t.terms(ineq);
      const { row, den } = t.express(terms, constant);
      const v = t.kind.length;
      t.kind.push(Kind.NonNeg);
      t.varRow.push(t.rows.length);
      t.varCol.push(-1);
      t.rowVar.push(v);
      t.rowDropped.push(false);
      t.rows.push(row);
      t.den.push(den);
    }
    return t.phaseOne() ? t : 'infeasible';
  }

  /** Minimum of a sum of variables (any ids, slacks included) plus a constant; null if unbounded. */
  minimizeTerms(terms: readonly (readonly [number, Int])[], constant: Int): Rat | null {
    const K = this.K;
    const { row: obj, den } = this.express(terms, constant);
    this.obj = obj;
    this.objDen = den;
    if (!this.runSimplex()) {
      this.obj = null;
      return null;
    }
    const result = rat(this.obj[K]!, this.objDen);
    // Columns with positive reduced cost must stay at 0 to keep this objective optimal.
    for (let c = 0; c < this.nCol; c++) if (!this.colDead[c] && this.obj[c]! > 0 && this.kind[this.colVar[c]!] !== Kind.Free) this.colDead[c] = true;
    this.obj = null;
    return result;
  }

  /** Lifts the sign restriction of a slack: its constraint no longer binds. */
  relax(v: number): void {
    this.kind[v] = Kind.Free;
  }

  /** An independent copy (rows are replaced, never written, by pivots, so sharing them is safe). */
  clone(): Tableau {
    return new Tableau(this);
  }

  point(): Rat[] {
    const out: Rat[] = [];
    for (let v = 0; v < this.n; v++) {
      const r = this.varRow[v]!;
      const y = r >= 0 ? rat(this.rows[r]![this.K]!, this.den[r]!) : rat(0);
      out.push(this.shift[v] === 0 ? y : rat(add(y.num, mul(this.shift[v]!, y.den)), y.den));
    }
    return out;
  }

  /**
   * Primal simplex on this.obj; false when unbounded. Dantzig's rule (most negative reduced cost), and among rows
   * tied in the ratio test the largest pivot, which leaves degenerate vertices (the scheduler's Farkas systems have
   * hundreds of rows through the origin) in few pivots. A long run of degenerate pivots switches to Bland's rule
   * until the objective moves again, which rules out cycling: every return to Dantzig's rule follows a strict
   * improvement. (Bland's rule from the first degenerate pivot took 6000 pivots where this takes 300.)
   */
  private runSimplex(): boolean {
    const K = this.K;
    const degenerateLimit = 2 * (this.rows.length + this.nCol);
    let degenerate = 0;
    let bland = false;
    for (;;) {
      const obj = this.obj!;
      let enter = -1;
      let enterVar = Infinity;
      let enterCost: Int = 0;
      let dir = 1;
      for (let c = 0; c < this.nCol; c++) {
        if (this.colDead[c]) continue;
        const oc = obj[c]!;
        if (oc === 0) continue;
        const v = this.colVar[c]!;
        // A free column improves the objective in the direction opposite to its cost.
        const free = this.kind[v] === Kind.Free;
        if (!free && oc > 0) continue;
        const mag = oc < 0 ? oc : neg(oc);
        if (bland ? v < enterVar : enter < 0 || mag < enterCost || (mag === enterCost && v < enterVar)) {
          enter = c;
          enterVar = v;
          enterCost = mag;
          dir = oc < 0 ? 1 : -1;
        }
      }
      if (enter < 0) return true;
      let leave = -1;
      for (let r = 0; r < this.rows.length; r++) {
        if (this.rowDropped[r] || this.kind[this.rowVar[r]!] === Kind.Free) continue;
        const a = this.rows[r]![enter]!;
        if (dir > 0 ? a >= 0 : a <= 0) continue;
        if (leave < 0) {
          leave = r;
          continue;
        }
        // ratio row[K] / |a|, compared by cross-multiplication (denominators cancel).
        const L = this.rows[leave]!;
        const c = cmp(mul(this.rows[r]![K]!, abs(L[enter]!)), mul(L[K]!, abs(a)));
        if (c < 0) leave = r;
        else if (c === 0) {
          // |a| / den[r] against the incumbent's, by cross-multiplication.
          const larger = bland ? 0 : cmp(mul(abs(a), this.den[leave]!), mul(abs(L[enter]!), this.den[r]!));
          if (larger > 0 || (larger === 0 && this.rowVar[r]! < this.rowVar[leave]!)) leave = r;
        }
      }
      if (leave < 0) return false;
      degenerate = this.rows[leave]![K] === 0 ? degenerate + 1 : 0;
      bland = degenerate > degenerateLimit;
      this.pivot(leave, enter);
    }
  }

  /** Compares the current values of two basic rows. */
  private compareValues(r: number, s: number): number {
    return cmp(mul(this.rows[r]![this.K]!, this.den[s]!), mul(this.rows[s]![this.K]!, this.den[r]!));
  }

  private pivot(r: number, c: number): void {
    const K = this.K;
    const R = this.rows[r]!;
    const d = this.den[r]!;
    const p = R[c]!;
    // The pivot row's new form, built here (so written in place): -R with column c = d, over p, sign moved to the row.
    const N: Int[] = new Array(K + 1);
    const flip = sign(p) < 0;
    for (let j = 0; j <= K; j++) N[j] = flip ? R[j]! : neg(R[j]!);
    N[c] = flip ? neg(d) : d;
    let nd: Int = flip ? neg(p) : p;
    const g = rowGcd(N, nd);
    if (g !== 1) {
      divideRow(N, g);
      nd = exactDiv(nd, g);
    }
    this.rows[r] = N;
    this.den[r] = nd;
    const nz: number[] = [];
    for (let j = 0; j <= K; j++) if (N[j] !== 0) nz.push(j);
    let updated = 0;
    for (let i = 0; i < this.rows.length; i++) {
      if (i === r || this.rowDropped[i]) continue;
      const A = this.rows[i]!;
      const a = A[c]!;
      if (a === 0) continue;
      const { row, den } = substituteRow(A, this.den[i]!, a, c, N, nd, nz);
      this.rows[i] = row;
      this.den[i] = den;
      updated++;
    }
    // Work: the cells updated, weighted by the pivot row's size in 16-bit words (gcds and products grow with it).
    chargeWork(updated * (K + 1) * (1 + (bitLength(N, nd) >> 4)));
    if (this.obj !== null) {
      const a = this.obj[c]!;
      if (a !== 0) {
        const { row, den } = substituteRow(this.obj, this.objDen, a, c, N, nd, nz);
        this.obj = row;
        this.objDen = den;
      }
    }
    const leaving = this.rowVar[r]!;
    const entering = this.colVar[c]!;
    this.rowVar[r] = entering;
    this.colVar[c] = leaving;
    this.varRow[entering] = r;
    this.varCol[entering] = -1;
    this.varRow[leaving] = -1;
    this.varCol[leaving] = c;
  }
}

/**
 * A/D with column c (coefficient a) replaced by N/nd: (A*nd + a*N) / (D*nd), column c = a*N[c].
 * `nz` lists the nonzero entries of N; when nd = 1 only those entries change.
 */
function substituteRow(A: Int[], D: Int, a: Int, c: number, N: Int[], nd: Int, nz: readonly number[]): { row: Int[]; den: Int } {
  const K = A.length - 1;
  let row: Int[];
  if (nd === 1) {
    row = A.slice();
    for (const j of nz) row[j] = j === c ? mul(a, N[c]!) : add(A[j]!, mul(a, N[j]!));
    if (N[c] === 0) row[c] = 0;
  } else {
    row = new Array(K + 1);
    for (let j = 0; j <= K; j++) row[j] = j === c ? mul(a, N[c]!) : mulAdd(A[j]!, nd, a, N[j]!);
  }
  let den = mul(D, nd);
  const g = rowGcd(row, den);
  if (g !== 1) {
    divideRow(row, g);
    den = exactDiv(den, g);
  }
  return { row, den };
}

/** Divides every entry of `row` (one built by the caller, shared with nothing) by g, which divides them all. */
function divideRow(row: Int[], g: Int): void {
  for (let j = 0; j < row.length; j++) {
    const x = row[j]!;
    if (x !== 0) row[j] = exactDiv(x, g);
  }
}

/** Bits of the largest magnitude among `row` and `den`. */
function bitLength(row: readonly Int[], den: Int): number {
  let max = 0;
  let big: bigint | null = null;
  for (let j = 0; j <= row.length; j++) {
    const x = j < row.length ? row[j]! : den;
    if (typeof x === 'bigint') {
      const a = x < 0n ? -x : x;
      if (big === null || a > big) big = a;
    } else if (x > max || -x > max) max = Math.abs(x);
  }
  if (big !== null) return big.toString(2).length;
  return max === 0 ? 0 : Math.floor(Math.log2(max)) + 1;
}

function rowGcd(row: Int[], den: Int): Int {
  let g = den;
  for (let i = 0; i < row.length; i++) {
    const x = row[i]!;
    if (x !== 0) {
      g = gcd(g, x);
      if (g === 1) return 1;
    }
  }
  return g;
}
