// Pluto-style first-dimension scheduling ILPs built from a dependence analysis, to compare Farkas methods and ILP backends.

import { type Int, add, neg } from '../src/poly/int.js';
import type { DependenceAnalysis } from '../src/poly/dependences.js';
import { type ParametricForm, farkasEliminate, farkasMultipliers } from '../src/poly/farkas.js';
import type { IlpConstraint, IlpObjective, IlpProblem } from '../src/poly/ilp.js';
import { systemConstraints } from '../src/poly/ilp.js';
import type { Scop } from '../src/poly/scop.js';

export type FarkasMethod = 'eliminate' | 'multipliers';

export interface SchedulingProblem {
  readonly problem: IlpProblem;
  /** Variables that are schedule unknowns (u, w, c); the rest are Farkas multipliers. */
  readonly nScheduleVars: number;
  readonly farkasMs: number;
}

/**
 * Variables: u (one per parameter) and w bound the dependence distances; per statement, one
 * coefficient per iterator and a constant (all in [0, 4], at least one iterator coefficient >= 1).
 * For every validity dependence polyhedron: theta_T - theta_S >= 0 and u.p + w - (theta_T - theta_S) >= 0,
 * via Farkas. Objectives: u, w, the sum of coefficients, then every variable (a unique optimum).
 */
export function firstDimensionProblem(scop: Scop, deps: DependenceAnalysis, method: FarkasMethod): SchedulingProblem {
  const params = deps.params;
  const nP = params.length;
  const stmtIndex = new Map<string, number>();
  const names: string[] = [...params.map((p) => `u_${p}`), 'w'];
  const offset: number[] = [];
  for (const s of scop.statements) {
    stmtIndex.set(s.name, offset.length);
    offset.push(names.length);
    s.iterators.forEach((_, j) => names.push(`${s.name}_it_${j}`));
    names.push(`${s.name}_cst`);
  }
  const nU = names.length;
  const W = nP;
  const constraints: IlpConstraint[] = [];
  const multNames: string[] = [];
  const multConstraints: { rows: IlpConstraint[]; count: number }[] = [];
  const t0 = performance.now();

  for (const d of deps.dependences) {
    if (!d.validity) continue;
    const S = scop.statements[stmtIndex.get(d.source)!]!;
    const T = scop.statements[stmtIndex.get(d.sink)!]!;
    const oS = offset[stmtIndex.get(d.source)!]!;
    const oT = offset[stmtIndex.get(d.sink)!]!;
    for (const part of d.relation.parts) {
      const poly = part.alignParams(params).poly;
      const sys = poly.system();
      const unit = (k: number, c: Int): Int[] => {
        const r = new Array<Int>(nU + 1).fill(0);
        if (k >= 0) r[k] = c;
        return r;
      };
      const addTo = (r: Int[], k: number, c: Int) => (r[k] = add(r[k]!, c));
      // delta(x) = theta_T(t) - theta_S(s) as a parametric form over the polyhedron's variables.
      const delta: Int[][] = Array.from({ length: sys.nVar }, () => unit(-1, 0));
      const deltaCst = unit(-1, 0);
      S.iterators.forEach((_, j) => addTo(delta[poly.varIndex('dim', j)]!, oS + j, -1));
      T.iterators.forEach((_, j) => addTo(delta[poly.varIndex('dim', S.iterators.length + j)]!, oT + j, 1));
      addTo(deltaCst, oT + T.iterators.length, 1);
      addTo(deltaCst, oS + S.iterators.length, -1);
      const validity: ParametricForm = { nUnknowns: nU, coeffs: delta, constant: deltaCst };
      const bound: ParametricForm = {
        nUnknowns: nU,
        coeffs: delta.map((r, v) => {
          const out = r.map(neg);
          if (v < nP) out[v] = add(out[v]!, 1); // u_p * p
          return out;
        }),
        constant: deltaCst.map((c, k) => (k === W ? add(neg(c), 1) : neg(c))),
      };
      for (const [form, tag] of [[validity, 'validity'], [bound, 'bounding']] as const) {
        const label = `${tag} ${d.kind} ${d.source}->${d.sink} @${d.level}`;
        if (method === 'eliminate') constraints.push(...systemConstraints(farkasEliminate(sys, form), label));
        else {
          const m = farkasMultipliers(sys, form);
          const base = multNames.length;
          for (let i = 0; i < m.nLambda + m.nMu; i++) multNames.push(`${tag}_${d.source}_${d.sink}_${i < m.nLambda ? 'l' : 'm'}${base + i}`);
          multConstraints.push({ rows: systemConstraints(m.system, label), count: m.nLambda + m.nMu });
        }
      }
    }
  }
  const farkasMs = performance.now() - t0;

  // Lay out multiplier variables after the schedule unknowns.
  const n = nU + multNames.length;
  const widen = (c: IlpConstraint, from: number, count: number): IlpConstraint => {
    const coeffs = new Array<Int>(n).fill(0);
    for (let k = 0; k < nU; k++) coeffs[k] = c.coeffs[k]!;
    for (let k = 0; k < count; k++) coeffs[from + k] = c.coeffs[nU + k]!;
    return { ...c, coeffs };
  };
  const all: IlpConstraint[] = constraints.map((c) => widen(c, nU, 0));
  let at = nU;
  for (const g of multConstraints) {
    for (const c of g.rows) all.push(widen(c, at, g.count));
    at += g.count;
  }
  const bound = (k: number, lo: number, hi: number) => {
    const a = new Array<Int>(n).fill(0);
    a[k] = 1;
    const b = new Array<Int>(n).fill(0);
    b[k] = -1;
    all.push({ coeffs: a, constant: -lo, kind: 'ge', label: `${names[k]} >= ${lo}` }, { coeffs: b, constant: hi, kind: 'ge', label: `${names[k]} <= ${hi}` });
  };
  for (let k = 0; k <= W; k++) bound(k, 0, 100);
  for (let k = W + 1; k < nU; k++) bound(k, 0, 4);
  for (const s of scop.statements) {
    if (s.iterators.length === 0) continue;
    const c = new Array<Int>(n).fill(0);
    const o = offset[stmtIndex.get(s.name)!]!;
    s.iterators.forEach((_, j) => (c[o + j] = 1));
    all.push({ coeffs: c, constant: -1, kind: 'ge', label: `${s.name} non-trivial` });
  }
  const unitObj = (k: number): IlpObjective => ({ coeffs: Array.from({ length: n }, (_, i) => (i === k ? 1 : 0)), label: names[k] });
  const objectives: IlpObjective[] = [
    ...Array.from({ length: W + 1 }, (_, k) => unitObj(k)),
    { coeffs: Array.from({ length: n }, (_, i) => (i > W && i < nU ? 1 : 0)), label: 'sum of coefficients' },
    ...Array.from({ length: nU - W - 1 }, (_, k) => unitObj(W + 1 + k)),
  ];
  const continuous = Array.from({ length: n }, (_, i) => i >= nU);
  return { problem: { varNames: [...names, ...multNames], constraints: all, objectives, continuous }, nScheduleVars: nU, farkasMs };
}
