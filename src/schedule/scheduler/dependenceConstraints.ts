// Live dependence polyhedra of the scheduler, and the Farkas constraints they put on the schedule coefficients
// (validity, strong satisfaction for Feautrier, the proximity bound, zero distance for directives), cached.

import { type Int, add, neg, sub, zeros } from '../../poly/int.js';
import { BasicMap } from '../../poly/basicMap.js';
import type { Dependence } from '../../poly/dependences.js';
import { type ParametricForm, farkasEliminate } from '../../poly/farkas.js';
import type { LinearSystem } from '../../poly/linearSystem.js';
import type { LinExpr } from '../../poly/polyhedron.js';
import { type DenseConstraints, PROXIMITY_CONSTANT, coefName, feautrierName, proximityParamName } from './ilpBuilder.js';

/** One statement's affine function at one schedule dimension: sum it_j * i_j + sum par_p * p + cst. */
export interface StmtRow {
  readonly it: readonly Int[];
  readonly par: readonly Int[];
  readonly cst: Int;
}

/**
 * One convex part of a dependence that the schedule has not yet strictly ordered: the pairs
 * (source instance, sink instance) on which every completed band so far is equal.
 */
export interface LiveDep {
  /** Index of the dependence in the analysis (parts of one dependence share it). */
  readonly id: number;
  readonly dep: Dependence;
  /** Statement indices (positions in scop.statements). */
  readonly source: number;
  readonly sink: number;
  /** `source[s] -> sink[t]` over the scheduler's parameters. */
  readonly part: BasicMap;
  /** Structural identity of `part` (cache key). */
  readonly key: string;
}

export function liveDep(id: number, dep: Dependence, source: number, sink: number, part: BasicMap): LiveDep {
  const p = part.removeRedundancies();
  return { id, dep, source, sink, part: p, key: p.poly.structuralKey() };
}

export function depLabel(d: LiveDep): string {
  return `${d.dep.kind} dependence ${d.dep.source} -> ${d.dep.sink} on ${d.dep.arrays.join(', ')}`;
}

/** phi_sink(t) - phi_source(s) over the part's polyhedron, for known rows. */
export function deltaExpr(d: LiveDep, rowS: StmtRow, rowT: StmtRow): LinExpr {
  const e = d.part.poly.zeroExpr();
  const nS = d.part.nIn;
  rowS.it.forEach((c, j) => (e.dims[j] = sub(e.dims[j]!, c)));
  rowT.it.forEach((c, j) => (e.dims[nS + j] = add(e.dims[nS + j]!, c)));
  for (let p = 0; p < e.params.length; p++) e.params[p] = sub(rowT.par[p] ?? 0, rowS.par[p] ?? 0);
  e.constant = sub(rowT.cst, rowS.cst);
  return e;
}

/** Which Farkas system to build for a live dependence. */
export type FarkasKind = 'validity' | 'strong' | 'proximity' | 'zero';

export interface FarkasOptions {
  readonly params: readonly string[];
  /** Parameter coefficients of the statements are unknowns (parametric shifts allowed); else they are 0. */
  readonly parametricShift: boolean;
}

/** Unknown terms of one polyhedron variable or of the constant part of a form. */
type Terms = [string, Int][];

/**
 * Farkas constraints for one live dependence part, over named unknowns:
 * - validity:  delta >= 0
 * - strong:    delta - e >= 0 (e is `feautrierName(id)`, 1 when the part is strongly satisfied)
 * - proximity: u.p + w - delta >= 0
 * - zero:      delta = 0 (delta >= 0 and -delta >= 0)
 * where delta = phi_sink(t) - phi_source(s) with the statements' coefficients as unknowns.
 */
export class FarkasCache {
  private readonly cache = new Map<string, DenseConstraints>();
  /**
   * Eliminated systems by their exact input (the part's rows and the form's, in order): statements of one shape
   * (deriche's and adi's loop nests) give the same numbers under other coefficient names. 1612 -> 736 eliminations
   * for the 30 PolyBench kernels.
   */
  private readonly eliminated: Eliminated = { systems: new Map(), runs: 0 };
  /** Milliseconds spent in Farkas elimination (for the benchmark). */
  elapsedMs = 0;
  /** Farkas eliminations run (the others were answered by the systems eliminated before). */
  get eliminations(): number {
    return this.eliminated.runs;
  }

  constructor(private readonly opts: FarkasOptions) {}

  constraints(d: LiveDep, kind: FarkasKind): DenseConstraints {
    const key = `${kind}|${d.source}|${d.sink}|${d.key}`;
    let c = this.cache.get(key);
    if (c === undefined) {
      const t0 = performance.now();
      c = this.build(d, kind);
      this.elapsedMs += performance.now() - t0;
      this.cache.set(key, c);
    }
    // The Feautrier indicator is per dependence: the cached system names a placeholder.
    if (kind === 'strong') return { ...c, names: c.names.map((n) => (n === STRONG_PLACEHOLDER ? feautrierName(d.id) : n)) };
    return c;
  }

  private build(d: LiveDep, kind: FarkasKind): DenseConstraints {
    const poly = d.part.poly;
    const nS = d.part.nIn;
    const nT = d.part.nOut;
    const nP = poly.nParam;
    // delta's unknown terms per polyhedron variable (system() order) and in its constant part.
    const vars: Terms[] = Array.from({ length: poly.nVar }, () => []);
    const constant: Terms = [];
    for (let j = 0; j < nS; j++) vars[poly.varIndex('dim', j)]!.push([coefName(d.source, 'it', j), -1]);
    for (let j = 0; j < nT; j++) vars[poly.varIndex('dim', nS + j)]!.push([coefName(d.sink, 'it', j), 1]);
    if (this.opts.parametricShift) {
      for (let p = 0; p < nP; p++) {
        vars[poly.varIndex('param', p)]!.push([coefName(d.sink, 'par', p), 1], [coefName(d.source, 'par', p), -1]);
      }
    }
    constant.push([coefName(d.sink, 'cst'), 1], [coefName(d.source, 'cst'), -1]);
    const label = `${kind === 'proximity' ? 'proximity bound' : kind === 'strong' ? 'strong satisfaction' : kind === 'zero' ? 'zero distance' : 'validity'} of ${depLabel(d)}`;
    const negate = (ts: Terms): Terms => ts.map(([n, c]) => [n, neg(c)]);
    switch (kind) {
      case 'validity':
        return eliminate(d, vars, constant, 0, label, this.eliminated);
      case 'strong':
        return eliminate(d, vars, [...constant, [STRONG_PLACEHOLDER, -1]], 0, label, this.eliminated);
      case 'proximity': {
        const pv = vars.map(negate);
        for (let p = 0; p < nP; p++) pv[poly.varIndex('param', p)]!.push([proximityParamName(this.opts.params[p]!), 1]);
        return eliminate(d, pv, [...negate(constant), [PROXIMITY_CONSTANT, 1]], 0, label, this.eliminated);
      }
      case 'zero': {
        const ge = eliminate(d, vars, constant, 0, label, this.eliminated);
        const le = eliminate(d, vars.map(negate), negate(constant), 0, label, this.eliminated);
        return mergeDense(ge, le, label);
      }
    }
  }
}

const STRONG_PLACEHOLDER = '<e>';

/** The systems a FarkasCache eliminated, by their input, and how many eliminations it ran. */
interface Eliminated {
  readonly systems: Map<string, LinearSystem>;
  runs: number;
}

/**
 * farkasEliminate on "form >= 0" where the form is given by unknown terms per polyhedron variable; `eliminated` holds
 * the systems eliminated before.
 */
function eliminate(d: LiveDep, vars: readonly Terms[], constant: Terms, fixed: Int, label: string, eliminated: Eliminated): DenseConstraints {
  const names: string[] = [];
  const index = new Map<string, number>();
  const col = (n: string): number => {
    let i = index.get(n);
    if (i === undefined) {
      i = names.length;
      names.push(n);
      index.set(n, i);
    }
    return i;
  };
  for (const ts of vars) for (const [n] of ts) col(n);
  for (const [n] of constant) col(n);
  const k = names.length;
  const toRow = (ts: Terms, c: Int): Int[] => {
    const r: Int[] = zeros(k + 1);
    for (const [n, v] of ts) r[index.get(n)!] = add(r[index.get(n)!]!, v);
    r[k] = c;
    return r;
  };
  const pf: ParametricForm = { nUnknowns: k, coeffs: vars.map((ts) => toRow(ts, 0)), constant: toRow(constant, fixed) };
  const poly = d.part.poly.system();
  const input = [poly.eqs, poly.ineqs, pf.coeffs, [pf.constant]].map((rows) => rows.map((r) => r.join(',')).join(';')).join('|');
  let sys = eliminated.systems.get(input);
  if (sys === undefined) {
    eliminated.runs++;
    eliminated.systems.set(input, (sys = farkasEliminate(poly, pf)));
  }
  // Unknowns whose terms cancelled (same statement on both sides) may be absent from every row: keep them anyway.
  return { names, eqs: sys.eqs, ineqs: sys.ineqs, label };
}

function mergeDense(a: DenseConstraints, b: DenseConstraints, label: string): DenseConstraints {
  const names = [...a.names];
  for (const n of b.names) if (!names.includes(n)) names.push(n);
  const move = (src: DenseConstraints, r: readonly Int[]): Int[] => {
    const o: Int[] = zeros(names.length + 1);
    src.names.forEach((n, j) => (o[names.indexOf(n)] = r[j]!));
    o[names.length] = r[src.names.length]!;
    return o;
  };
  return {
    names,
    eqs: [...a.eqs.map((r) => move(a, r)), ...b.eqs.map((r) => move(b, r))],
    ineqs: [...a.ineqs.map((r) => move(a, r)), ...b.ineqs.map((r) => move(b, r))],
    label,
  };
}

/** c - e: the form that is >= 0 where e <= c. */
function atMost(e: LinExpr, c: Int): LinExpr {
  return { ...e, params: e.params.map(neg), dims: e.dims.map(neg), locals: e.locals.map(neg), constant: add(neg(e.constant), c) };
}

/** Is delta >= k on every pair of the part (1: the rows strictly order all of them; 0: none goes backwards)? */
export function deltaAtLeast(d: LiveDep, rowS: StmtRow, rowT: StmtRow, k: Int): boolean {
  // delta <= k - 1 somewhere?
  return d.part.poly.addConstraint('ineq', atMost(deltaExpr(d, rowS, rowT), sub(k, 1))).isEmpty();
}

/** Pairs of the part on which the rows give equal values (what stays live once these rows are a band). */
export function refine(d: LiveDep, rows: readonly { rowS: StmtRow; rowT: StmtRow }[]): LiveDep | null {
  let poly = d.part.poly;
  for (const { rowS, rowT } of rows) poly = poly.addConstraint('eq', deltaExpr(d, rowS, rowT));
  if (poly.isEmpty()) return null;
  return liveDep(d.id, d.dep, d.source, d.sink, BasicMap.fromPolyhedron(d.part.space, poly));
}

/** Does some pair of the part, equal on `equal`, have a non-zero distance under `row`? (validity makes it >= 0) */
export function carriesAt(d: LiveDep, equal: readonly { rowS: StmtRow; rowT: StmtRow }[], at: { rowS: StmtRow; rowT: StmtRow }): boolean {
  let poly = d.part.poly;
  for (const { rowS, rowT } of equal) poly = poly.addConstraint('eq', deltaExpr(d, rowS, rowT));
  const e = deltaExpr(d, at.rowS, at.rowT);
  const nonZeroUp = poly.addConstraint('ineq', { ...e, constant: sub(e.constant, 1) });
  if (!nonZeroUp.isEmpty()) return true;
  return !poly.addConstraint('ineq', atMost(e, -1)).isEmpty();
}
