// One scheduling dimension as an ILP (PolyTOPS Algorithm 1, lines 16/26): validity, progression, the configured
// cost functions lexicographically, custom constraints; solved through the poly ILP interface.

import { type Int, neg } from '../../poly/int.js';
import type { IlpBackend } from '../../poly/ilp.js';
import { lexminByRowGeneration } from '../../poly/ilpRows.js';
import type { Scop } from '../../poly/scop.js';
import { type CoefficientBounds, type SchedulerConfig } from './config.js';
import { type FarkasCache, type LiveDep, type StmtRow } from './dependenceConstraints.js';
import {
  IlpBuilder,
  type LinearForm,
  type NamedConstraint,
  PROXIMITY_CONSTANT,
  coefName,
  feautrierName,
  form,
  proximityParamName,
} from './ilpBuilder.js';
import { progressionConstraints } from './progression.js';
import { bigLoopsFirstWeights, contiguityWeights } from './supportVectors.js';

/** What stays the same for every dimension of one scop. */
export interface SchedulingContext {
  readonly scop: Scop;
  /** The scop's parameters followed by those ParameTrick introduced. */
  readonly params: readonly string[];
  readonly config: SchedulerConfig;
  readonly farkas: FarkasCache;
  readonly backend?: IlpBackend;
  readonly stats: SchedulingStats;
  /** Per statement: contiguity and bigLoopsFirst support vectors (computed on first use). */
  readonly weights: Map<string, number[]>;
}

export interface SchedulingStats {
  ilps: number;
  ilpMs: number;
  /** Largest ILP solved (variables x constraints). */
  largest: { vars: number; constraints: number };
}

export function newStats(): SchedulingStats {
  return { ilps: 0, ilpMs: 0, largest: { vars: 0, constraints: 0 } };
}

export interface DimensionRequest {
  readonly stmts: readonly number[];
  /** Dependences live at the start of the current band (validity holds for all of them on every member). */
  readonly live: readonly LiveDep[];
  /** Iterator rows found so far per statement (on the path from the root). */
  readonly rows: ReadonlyMap<number, readonly (readonly Int[])[]>;
  readonly costs: readonly string[];
  /** Custom constraints and directive constraints for this dimension. */
  readonly constraints: readonly NamedConstraint[];
  /** Every live dependence must have distance 0 (a parallel dimension, for directives). */
  readonly zeroDistance?: boolean;
}

export interface DimensionSolution {
  readonly rows: ReadonlyMap<number, StmtRow>;
  /** Dependence ids the dimension strongly satisfies according to Feautrier's indicators (empty without feautrier). */
  readonly satisfied: ReadonlySet<number>;
}

function declareVariables(ctx: SchedulingContext, b: IlpBuilder, req: DimensionRequest): void {
  const bounds: CoefficientBounds = ctx.config.bounds;
  for (const s of req.stmts) {
    const st = ctx.scop.statements[s]!;
    st.iterators.forEach((_, j) => b.declare(coefName(s, 'it', j), { min: 0, max: bounds.iterator }));
    ctx.params.forEach((_, p) => b.declare(coefName(s, 'par', p), { min: 0, max: ctx.config.parametricShift ? bounds.parameter : 0 }));
    b.declare(coefName(s, 'cst'), { min: 0, max: bounds.constant });
  }
  if (req.costs.includes('proximity')) {
    for (const p of ctx.params) b.declare(proximityParamName(p), { min: 0, max: null });
    b.declare(PROXIMITY_CONSTANT, { min: 0, max: null });
  }
  if (req.costs.includes('feautrier')) for (const id of new Set(req.live.map((d) => d.id))) b.declare(feautrierName(id), { min: 0, max: 1 });
  for (const v of ctx.config.newVariables) b.declare(v, { min: 0, max: bounds.user });
}

function weightsOf(ctx: SchedulingContext, kind: 'contiguity' | 'bigLoopsFirst', s: number): number[] {
  const key = `${kind}|${s}`;
  let w = ctx.weights.get(key);
  if (w === undefined) {
    const st = ctx.scop.statements[s]!;
    w = kind === 'contiguity' ? contiguityWeights(st) : bigLoopsFirstWeights(st);
    ctx.weights.set(key, w);
  }
  return w;
}

/** The objectives of the configured cost functions, in order (a cost function may give several). */
function costObjectives(ctx: SchedulingContext, req: DimensionRequest): { form: LinearForm; label: string }[] {
  const out: { form: LinearForm; label: string }[] = [];
  for (const c of req.costs) {
    switch (c) {
      case 'proximity':
        for (const p of ctx.params) out.push({ form: form([[proximityParamName(p), 1]]), label: `proximity ${proximityParamName(p)}` });
        out.push({ form: form([[PROXIMITY_CONSTANT, 1]]), label: 'proximity w' });
        break;
      case 'feautrier':
        out.push({ form: form([...new Set(req.live.map((d) => d.id))].map((id) => [feautrierName(id), -1] as const)), label: 'feautrier' });
        break;
      case 'contiguity':
      case 'bigLoopsFirst':
        out.push({
          form: form(req.stmts.flatMap((s) => weightsOf(ctx, c, s).map((w, j) => [coefName(s, 'it', j), w] as const))),
          label: c,
        });
        break;
      default:
        out.push({ form: form([[c, 1]]), label: `new variable ${c}` });
    }
  }
  return out;
}

/**
 * Tie-breakers after the configured costs, so the optimum is unique and stable: least skewing (sum of
 * iterator coefficients), then per statement its inner iterators first (keeping the original loop order where
 * nothing else decides), then shifts, then every remaining variable.
 */
function tieBreakers(ctx: SchedulingContext, b: IlpBuilder, req: DimensionRequest): { form: LinearForm; label: string }[] {
  const out: { form: LinearForm; label: string }[] = [];
  const its = req.stmts.flatMap((s) => ctx.scop.statements[s]!.iterators.map((_, j) => coefName(s, 'it', j)));
  if (its.length > 0) out.push({ form: form(its.map((v) => [v, 1] as const)), label: 'sum of iterator coefficients' });
  const seen = new Set<string>();
  const each = (v: string) => {
    if (seen.has(v) || !b.has(v)) return;
    seen.add(v);
    out.push({ form: form([[v, 1]]), label: v });
  };
  for (const s of req.stmts) {
    const n = ctx.scop.statements[s]!.iterators.length;
    for (let j = n - 1; j >= 0; j--) each(coefName(s, 'it', j));
  }
  if (ctx.config.parametricShift) for (const s of req.stmts) ctx.params.forEach((_, p) => each(coefName(s, 'par', p)));
  for (const s of req.stmts) each(coefName(s, 'cst'));
  for (const v of b.variables) each(v);
  return out;
}

/** Builds the ILP of one dimension (exported for tests and the benchmark). */
export function dimensionProblem(ctx: SchedulingContext, req: DimensionRequest): IlpBuilder {
  const b = new IlpBuilder();
  declareVariables(ctx, b, req);
  for (const d of req.live) {
    if (!d.dep.validity) continue;
    b.addDense(ctx.farkas.constraints(d, req.zeroDistance ? 'zero' : 'validity'));
    if (req.costs.includes('proximity')) b.addDense(ctx.farkas.constraints(d, 'proximity'));
    if (req.costs.includes('feautrier')) b.addDense(ctx.farkas.constraints(d, 'strong'));
  }
  for (const s of req.stmts) {
    const st = ctx.scop.statements[s]!;
    for (const c of progressionConstraints(s, st.name, req.rows.get(s) ?? [], st.iterators.length)) b.add(c);
  }
  for (const c of req.constraints) b.add(c);
  for (const o of costObjectives(ctx, req)) b.minimize(o);
  for (const o of tieBreakers(ctx, b, req)) b.minimize(o);
  return b;
}

/** Solves one dimension; null when the ILP has no solution (or the solver gave up). */
export function solveDimension(ctx: SchedulingContext, req: DimensionRequest): DimensionSolution | null {
  const problem = dimensionProblem(ctx, req).build();
  const t0 = performance.now();
  const r = lexminByRowGeneration(problem, ctx.backend ? { backend: ctx.backend } : {});
  ctx.stats.ilpMs += performance.now() - t0;
  ctx.stats.ilps++;
  if (problem.varNames.length * problem.constraints.length > ctx.stats.largest.vars * ctx.stats.largest.constraints) {
    ctx.stats.largest = { vars: problem.varNames.length, constraints: problem.constraints.length };
  }
  if (r.status !== 'optimal' || r.point === null) return null;
  const value = new Map(problem.varNames.map((v, i) => [v, r.point![i]!]));
  const rows = new Map<number, StmtRow>();
  for (const s of req.stmts) {
    const st = ctx.scop.statements[s]!;
    rows.set(s, {
      it: st.iterators.map((_, j) => value.get(coefName(s, 'it', j))!),
      par: ctx.params.map((_, p) => value.get(coefName(s, 'par', p))!),
      cst: value.get(coefName(s, 'cst'))!,
    });
  }
  const satisfied = new Set<number>();
  if (req.costs.includes('feautrier')) for (const d of req.live) if (value.get(feautrierName(d.id)) === 1) satisfied.add(d.id);
  return { rows, satisfied };
}

/** `row = e_j` for a statement: the dimension is its original loop j. */
export function unitRowConstraints(ctx: SchedulingContext, s: number, j: number, label: string): NamedConstraint[] {
  const st = ctx.scop.statements[s]!;
  return st.iterators.map((_, k) => ({ form: form([[coefName(s, 'it', k), 1]], k === j ? neg(1) : 0), kind: 'eq' as const, label }));
}
