// One ILP interface, lexmin(problem): backends behind it, every answer checked exactly before it is returned.

import { type Int, add, mul } from './int.js';
import { type LinearSystem, type Row, negateRow } from './linearSystem.js';
import { type Rat, rat, ratIsInt } from './rational.js';
import { type BnbResult, branchAndBound } from './branchAndBound.js';
import { integerLexmin } from './integerSearch.js';
import { lexminRational } from './simplex.js';
import { WorkBudgetExceeded } from './workBudget.js';

/** sum coeffs[i] * x_i + constant (>= 0 | = 0). */
export interface IlpConstraint {
  readonly coeffs: readonly Int[];
  readonly constant: Int;
  readonly kind: 'ge' | 'eq';
  /** Names the constraint in diagnostics (e.g. which dependence or custom constraint it came from). */
  readonly label?: string;
}

export interface IlpObjective {
  readonly coeffs: readonly Int[];
  readonly constant?: Int;
  readonly label?: string;
}

/** Minimize the objectives lexicographically over the points satisfying every constraint. */
export interface IlpProblem {
  readonly varNames: readonly string[];
  readonly constraints: readonly IlpConstraint[];
  readonly objectives: readonly IlpObjective[];
  /** Variables allowed to take rational values (Farkas multipliers); all others are integers. */
  readonly continuous?: readonly boolean[];
}

/** What a backend claims; lexmin() checks it before anyone sees it. */
export type IlpAnswer =
  | { readonly status: 'optimal'; readonly values: readonly Rat[] }
  | { readonly status: 'infeasible' }
  | { readonly status: 'unbounded' }
  | { readonly status: 'unknown'; readonly reason: string };

export interface IlpBackend {
  readonly name: string;
  /** Computes in exact arithmetic (its infeasibility claims need no second opinion). */
  readonly exact?: boolean;
  solve(problem: IlpProblem): IlpAnswer;
}

/** An answer that failed the exact check. */
export interface RejectedAnswer {
  readonly backend: string;
  readonly reason: string;
}

export type IlpResult =
  | {
      readonly status: 'optimal';
      readonly values: readonly Rat[];
      /** The values as integers when every one is integral (always, without continuous variables). */
      readonly point: readonly Int[] | null;
      readonly objectiveValues: readonly Rat[];
      readonly backend: string;
      readonly rejected: readonly RejectedAnswer[];
    }
  | { readonly status: 'infeasible' | 'unbounded'; readonly backend: string; readonly rejected: readonly RejectedAnswer[] }
  | { readonly status: 'unknown'; readonly reason: string; readonly backend: string; readonly rejected: readonly RejectedAnswer[] };

export interface LexminOptions {
  /** Default: defaultBackend (exact). */
  readonly backend?: IlpBackend;
  /** Solver used when the backend's answer is rejected or unknown (default: exact; null for none). */
  readonly fallback?: IlpBackend | null;
  /**
   * 'feasibility' (default) checks integrality and every constraint. 'optimality' also proves,
   * with exact integer feasibility tests, that no point improves any objective prefix, and checks
   * infeasibility claims of inexact backends (costly: one extra integer problem per objective;
   * for tests and backend comparisons).
   */
  readonly certify?: 'feasibility' | 'optimality';
}

/** Exact value of sum coeffs*values + constant. */
export function evaluate(coeffs: readonly Int[], constant: Int, values: readonly Rat[]): Rat {
  // Common denominator: the lcm is avoided by accumulating num/den pairs.
  let num: Int = constant;
  let den: Int = 1;
  for (let i = 0; i < coeffs.length; i++) {
    const c = coeffs[i]!;
    if (c === 0) continue;
    const v = values[i]!;
    // num/den + c*v.num/v.den
    num = add(mul(num, v.den), mul(mul(c, v.num), den));
    den = mul(den, v.den);
  }
  return rat(num, den);
}

/** Why `values` is not a feasible point of the problem, or null if it is. */
export function checkSolution(p: IlpProblem, values: readonly Rat[]): string | null {
  const n = p.varNames.length;
  if (values.length !== n) return `expected ${n} values, got ${values.length}`;
  for (let i = 0; i < n; i++) {
    if (!p.continuous?.[i] && !ratIsInt(values[i]!)) return `non-integral value ${values[i]!.num}/${values[i]!.den} for integer variable ${p.varNames[i]}`;
  }
  for (const [k, c] of p.constraints.entries()) {
    const v = evaluate(c.coeffs, c.constant, values);
    const ok = c.kind === 'eq' ? v.num === 0 : v.num >= 0;
    if (!ok) return `violates constraint ${c.label ?? `#${k}`} (value ${v.num}/${v.den})`;
  }
  return null;
}

/**
 * Lexicographic minimum of the problem's objectives. The backend's answer is checked exactly
 * (integrality, every constraint; objective values are recomputed, never taken from the backend);
 * a failing answer is recorded in `rejected` and the problem re-solved by the fallback.
 */
export function lexmin(p: IlpProblem, opts: LexminOptions = {}): IlpResult {
  const backend = opts.backend ?? defaultBackend;
  const fallback = opts.fallback === undefined ? defaultBackend : opts.fallback;
  const rejected: RejectedAnswer[] = [];
  const attempt = (b: IlpBackend): IlpResult | null => {
    let a: IlpAnswer;
    try {
      a = b.solve(p);
    } catch (e) {
      if (e instanceof WorkBudgetExceeded) throw e; // the caller's limit, not the backend's failure
      rejected.push({ backend: b.name, reason: `threw: ${e instanceof Error ? e.message : String(e)}` });
      return null;
    }
    if (a.status === 'optimal') {
      const why = checkSolution(p, a.values);
      if (why !== null) {
        rejected.push({ backend: b.name, reason: why });
        return null;
      }
      const objectiveValues = p.objectives.map((o) => evaluate(o.coeffs, o.constant ?? 0, a.values));
      if (opts.certify === 'optimality') {
        const gap = improvableObjective(p, objectiveValues);
        if (gap !== null) {
          rejected.push({ backend: b.name, reason: `not optimal: objective ${p.objectives[gap]!.label ?? `#${gap}`} can be improved` });
          return null;
        }
      }
      const point = a.values.every(ratIsInt) ? a.values.map((v) => v.num) : null;
      return { status: 'optimal', values: a.values, point, objectiveValues, backend: b.name, rejected };
    }
    if (a.status === 'unknown') {
      rejected.push({ backend: b.name, reason: `unknown: ${a.reason}` });
      return null;
    }
    if (opts.certify === 'optimality' && !b.exact) {
      // An infeasibility or unboundedness claim is checked by an exact integer feasibility test.
      const feasible = branchAndBound(problemSystem(p), [], { integer: p.varNames.map((_, i) => !p.continuous?.[i]), firstFeasible: true });
      if (feasible.status === 'optimal' && a.status === 'infeasible') {
        rejected.push({ backend: b.name, reason: 'claimed infeasible, but a feasible point exists' });
        return null;
      }
      if (a.status === 'unbounded') {
        const objs = p.objectives.map((o) => [...o.coeffs, o.constant ?? 0]);
        if (feasible.status === 'infeasible' || lexminRational(problemSystem(p), objs).status !== 'unbounded') {
          rejected.push({ backend: b.name, reason: 'claimed unbounded, but the problem is infeasible or bounded' });
          return null;
        }
      }
    }
    return { status: a.status, backend: b.name, rejected };
  };
  const first = attempt(backend);
  if (first !== null) return first;
  if (fallback !== null && fallback.name !== backend.name) {
    const second = attempt(fallback);
    if (second !== null) return second;
  }
  return { status: 'unknown', reason: rejected.map((r) => `${r.backend}: ${r.reason}`).join('; '), backend: backend.name, rejected };
}

/** Branch-and-bound nodes before an all-integer problem is handed to the search by emptiness tests. */
const SEARCH_AFTER_NODES = 50;

export interface ExactBackendOptions {
  readonly nodeLimit?: number;
}

/** Exact: every LP is solved in exact rational arithmetic; integrality by branch and bound. */
export function exactBackend(opts: ExactBackendOptions = {}): IlpBackend {
  return {
    name: 'exact',
    exact: true,
    solve(p: IlpProblem): IlpAnswer {
      const sys = problemSystem(p);
      const objs = p.objectives.map((o) => [...o.coeffs, o.constant ?? 0]);
      const integer = p.varNames.map((_, i) => !p.continuous?.[i]);
      const nodeLimit = opts.nodeLimit ?? 100000;
      // Branch and bound first: most problems end at the root. A tree that grows means a weak relaxation (the
      // scheduler's cost bounds: thousands of nodes to find a point or prove a bound); the search by emptiness
      // tests then fixes each objective with a few Omega tests. It needs every variable integral; when its tests
      // exceed their budget, branch and bound goes on with the rest of its nodes.
      if (!integer.every(Boolean)) return bnbAnswer(branchAndBound(sys, objs, { integer, nodeLimit }));
      const first = branchAndBound(sys, objs, { integer, nodeLimit: Math.min(nodeLimit, SEARCH_AFTER_NODES) });
      if (first.status !== 'node-limit') return bnbAnswer(first);
      const s = integerLexmin(sys, objs);
      if (s.kind === 'point') return { status: 'optimal', values: s.values.map((x) => rat(x)) };
      if (s.kind === 'empty') return { status: 'infeasible' };
      if (nodeLimit <= first.nodes) return bnbAnswer(first);
      return bnbAnswer(branchAndBound(sys, objs, { integer, nodeLimit: nodeLimit - first.nodes }));
    },
  };
}

function bnbAnswer(r: BnbResult): IlpAnswer {
  switch (r.status) {
    case 'optimal':
      return { status: 'optimal', values: r.values };
    case 'infeasible':
      return { status: 'infeasible' };
    case 'unbounded-relaxation':
      return { status: 'unknown', reason: 'unbounded relaxation (bound the variables)' };
    case 'node-limit':
      return { status: 'unknown', reason: `node limit after ${r.nodes} nodes` };
  }
}



/** The default backend: exact (see bench:poly for the comparison with javascript-lp-solver). */
export const defaultBackend: IlpBackend = exactBackend();

/**
 * Index of the first objective that some feasible point improves while keeping the earlier ones
 * at the given values, or null when the values are lexicographically optimal.
 */
function improvableObjective(p: IlpProblem, values: readonly Rat[]): number | null {
  const base = problemSystem(p);
  const integer = p.varNames.map((_, i) => !p.continuous?.[i]);
  const fixed: Row[] = [];
  for (let k = 0; k < p.objectives.length; k++) {
    const o = p.objectives[k]!;
    const v = values[k]!;
    // den * (obj - constant) <= num - 1 when the objective is integral on integer points, else < num (scaled).
    const scaled = [...o.coeffs.map((c) => mul(c, v.den)), mul(o.constant ?? 0, v.den)];
    const better: Row = negateRow(scaled);
    better[better.length - 1] = add(better[better.length - 1]!, v.num);
    better[better.length - 1] = add(better[better.length - 1]!, -1);
    // A strict improvement is only expressible when the objective is integral on feasible points.
    const integral = v.den === 1 && o.coeffs.every((c, i) => c === 0 || integer[i]);
    if (integral) {
      const r = branchAndBound({ nVar: base.nVar, eqs: [...base.eqs, ...fixed], ineqs: [...base.ineqs, better] }, [], { integer, firstFeasible: true, nodeLimit: 100000 });
      if (r.status === 'optimal') return k;
    }
    const eqRow = scaled.slice();
    eqRow[eqRow.length - 1] = add(eqRow[eqRow.length - 1]!, mul(v.num, -1));
    fixed.push(eqRow);
  }
  return null;
}

/** Constraints of an ILP problem as an anonymous linear system. */
export function problemSystem(p: IlpProblem): LinearSystem {
  const n = p.varNames.length;
  const toRow = (c: IlpConstraint): Row => {
    if (c.coeffs.length !== n) throw new Error(`constraint ${c.label ?? ''} has ${c.coeffs.length} coefficients for ${n} variables`);
    return [...c.coeffs, c.constant];
  };
  return { nVar: n, eqs: p.constraints.filter((c) => c.kind === 'eq').map(toRow), ineqs: p.constraints.filter((c) => c.kind === 'ge').map(toRow) };
}

/** Constraints of a linear system as ILP constraints (for building problems from Farkas output). */
export function systemConstraints(sys: LinearSystem, label?: string): IlpConstraint[] {
  const mk = (r: readonly Int[], kind: 'ge' | 'eq'): IlpConstraint => ({ coeffs: r.slice(0, sys.nVar), constant: r[sys.nVar]!, kind, ...(label ? { label } : {}) });
  return [...sys.eqs.map((r) => mk(r, 'eq')), ...sys.ineqs.map((r) => mk(r, 'ge'))];
}

