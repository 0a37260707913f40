// PolyTOPS Algorithm 1 on a scop: one ILP per dimension, outermost first; a new band when the ILP is empty (the
// dependences the band satisfied are dropped); distribution of strongly connected components as the last resort.
// Distribution makes a sequence node, and each of its filters continues the algorithm on its own statements
// with the dependences left among them (the schedule-tree reading of Algorithm 1, as in 004_* section 3).

import { DiagnosticError } from '../../ir/diagnostics.js';
import type { Int } from '../../poly/int.js';
import type { IlpBackend } from '../../poly/ilp.js';
import type { Dependence } from '../../poly/dependences.js';
import type { Scop } from '../../poly/scop.js';
import type { ScheduleTree } from '../tree.js';
import { type CustomConstraint, type Directive, type FusionEntry, type SchedulerConfig, costFunctionsAt } from './config.js';
import { FarkasCache, type LiveDep, type StmtRow, carriesAt, deltaAtLeast, depLabel, liveDep, refine } from './dependenceConstraints.js';
import { type Edge, backwardEdge, groupByDepth, orderedSccs } from './dependenceGraph.js';
import { type DimensionRequest, type DimensionSolution, type SchedulingContext, type SchedulingStats, newStats, solveDimension, unitRowConstraints } from './dimensionIlp.js';
import { type NamedConstraint, coefName, form } from './ilpBuilder.js';
import { rank } from './progression.js';
import { sharedStreamPairs, streamShared } from './sharedStreams.js';
import type { DimensionStrategy, StrategyCallback, StrategySolution } from './strategy.js';
import { reorderForVectorization } from './bandOrder.js';
import { instantiateConstraint } from './customConstraints.js';
import { buildTree, type BandPlan, type Plan } from './treeBuild.js';

/** What the scheduler schedules: a scop and its dependences, over `params` (the scop's and ParameTrick's). */
export interface SchedulingInput {
  readonly scop: Scop;
  readonly params: readonly string[];
  readonly dependences: readonly Dependence[];
  /** Values of the parameters ParameTrick introduced (substituted back into the rows). */
  readonly substitutions: ReadonlyMap<string, Int>;
}

export interface SchedulerHooks {
  /** A decision worth telling the user (a directive dropped); `stmt` locates it when known. */
  remark(message: string, stmt: number | null): void;
}

/** No legal schedule was found within the configured space (the caller keeps the original order). */
export class SchedulerFailure extends Error {}

export interface ScheduleOutcome {
  readonly tree: ScheduleTree;
  readonly stats: SchedulingStats & { farkasMs: number };
}

/** One member of a band under construction. */
export interface Member {
  readonly rows: ReadonlyMap<number, StmtRow>;
  coincident: boolean;
  readonly costs: readonly string[];
  /** Index of the schedule dimension it was computed for. */
  readonly dimension: number;
}

export function computeSchedule(input: SchedulingInput, config: SchedulerConfig, hooks: SchedulerHooks, backend?: IlpBackend): ScheduleOutcome {
  const ctx: SchedulingContext = {
    scop: input.scop,
    params: input.params,
    config,
    farkas: new FarkasCache({ params: input.params, parametricShift: config.parametricShift }),
    ...(backend ? { backend } : {}),
    stats: newStats(),
    weights: new Map(),
  };
  const index = new Map(input.scop.statements.map((st, i) => [st.name, i]));
  const streams = config.alignSharedStreams
    ? sharedStreamPairs(input.scop).flatMap((d) => d.relation.parts.map((p) => liveDep(-1, d, index.get(d.source)!, index.get(d.sink)!, p.alignParams(input.params))))
    : [];
  const s = new Scheduler(ctx, hooks, config.strategy, streams);
  const live: LiveDep[] = [];
  input.dependences.forEach((d, id) => {
    if (!d.validity) return;
    for (const part of d.relation.parts) live.push(liveDep(id, d, index.get(d.source)!, index.get(d.sink)!, part.alignParams(input.params)));
  });
  const plan = s.group(input.scop.statements.map((_, i) => i), live, 0, new Map());
  const tree = buildTree(input, plan);
  return { tree, stats: { ...ctx.stats, farkasMs: ctx.farkas.elapsedMs } };
}

const edgesOf = (live: readonly LiveDep[]): Edge[] => live.map((d) => [d.source, d.sink] as const);

class Scheduler {
  /** Directives not yet applied (parallel, vectorize) or applied at band end (sequential). */
  private readonly pending: Directive[];

  constructor(
    private readonly ctx: SchedulingContext,
    private readonly hooks: SchedulerHooks,
    private readonly strategy: StrategyCallback | null,
    /** Pairs of instances of two statements that read one element of a shared stream (alignSharedStreams). */
    private readonly streams: readonly LiveDep[],
  ) {
    this.pending = [...ctx.config.directives.filter((d) => d.type !== 'sequential')];
  }

  private nIter(s: number): number {
    return this.ctx.scop.statements[s]!.iterators.length;
  }

  /** Algorithm 1 on a group of statements from dimension `depth` on; `pathRows` are their rows so far. */
  group(stmts: readonly number[], live0: readonly LiveDep[], depth0: number, pathRows: ReadonlyMap<number, readonly (readonly Int[])[]>): Plan {
    const rows = new Map<number, Int[][]>(stmts.map((s) => [s, (pathRows.get(s) ?? []).map((r) => [...r])]));
    const bands: BandPlan[] = [];
    let live = [...live0];
    let band: Member[] = [];
    let depth = depth0;
    let last: StrategySolution | null = null;
    let previous: DimensionStrategy | null = null;
    const close = (): void => {
      if (band.length === 0) return;
      const members = this.finishBand(stmts, live, band, stmts.every((s) => rank(rows.get(s)!) >= this.nIter(s)));
      bands.push({ members, stmts });
      live = live.flatMap((d) => {
        const r = refine(d, members.map((m) => ({ rowS: m.rows.get(d.source)!, rowT: m.rows.get(d.sink)! })));
        return r ? [r] : [];
      });
      band = [];
    };
    const then = (child: Plan['child']): Plan => ({ bands, child });
    for (;;) {
      const split = this.distributionAt(depth, stmts, live);
      if (split) {
        close();
        return then(this.sequence(split.groups, live, depth + 1, rows));
      }
      const bandLive = live;
      if (!stmts.some((s) => rank(rows.get(s)!) < this.nIter(s))) {
        close();
        if (live.length === 0) return then({ kind: 'leaf', stmts });
        return then(this.distributeSccs(stmts, live, depth, rows));
      }
      const strat = this.strategyFor(depth, stmts, rows, last, previous);
      // One recomputation per dimension: a strategy that always asks for one must not loop forever.
      const recompute = strat.recomputeLastSolution === true && band.length > 0 && previous?.recomputeLastSolution !== true;
      previous = strat;
      if (recompute) {
        band.pop();
        depth--;
        for (const s of stmts) rows.get(s)!.pop();
      }
      const sol = this.solve(stmts, bandLive, rows, strat.costFunctions, depth);
      if (sol) {
        const member: Member = { rows: sol.rows, coincident: false, costs: strat.costFunctions, dimension: depth };
        member.coincident = this.coincident(bandLive, band, member);
        if (bands.length === 0 && band.length === 0 && !member.coincident) {
          const parallelSplit = this.splitForParallelism(stmts, bandLive, rows, strat.costFunctions, depth);
          if (parallelSplit) return then(this.sequence(parallelSplit, live, depth + 1, rows));
        }
        band.push(member);
        for (const s of stmts) rows.get(s)!.push(sol.rows.get(s)!.it as Int[]);
        last = { dimension: depth, parallel: member.coincident, rows: this.namedRows(sol.rows), costFunctions: strat.costFunctions };
        depth++;
        // Feautrier carried some dependences: drop them before the next dimension.
        if (sol.satisfied.size > 0) close();
        continue;
      }
      if (band.length > 0) {
        close();
        continue;
      }
      this.blameConfiguration(stmts, bandLive, rows, strat.costFunctions, depth);
      return then(this.distributeSccs(stmts, live, depth, rows));
    }
  }

  private namedRows(rows: ReadonlyMap<number, StmtRow>): StrategySolution['rows'] {
    return new Map([...rows].map(([s, r]) => [this.ctx.scop.statements[s]!.name, r]));
  }

  private strategyFor(
    depth: number,
    stmts: readonly number[],
    rows: ReadonlyMap<number, readonly (readonly Int[])[]>,
    last: StrategySolution | null,
    previous: DimensionStrategy | null,
  ): DimensionStrategy {
    if (!this.strategy) return { costFunctions: costFunctionsAt(this.ctx.config, depth) };
    return this.strategy({
      dimension: depth,
      statements: stmts.map((s) => ({ index: s, name: this.ctx.scop.statements[s]!.name, iterators: this.nIter(s), rank: rank(rows.get(s)!) })),
      lastSolution: last,
      previous,
    });
  }

  /** Custom constraints of this dimension, instantiated on the group (with the configuration entry they came from). */
  private customAt(depth: number, stmts: readonly number[]): { spec: CustomConstraint; cs: NamedConstraint[] }[] {
    return this.ctx.config.customConstraints
      .filter((c) => c.dimension === 'default' || c.dimension === depth)
      .map((spec) => ({ spec, cs: instantiateConstraint(spec, stmts, this.ctx.scop, this.ctx.params.length) }))
      .filter((x) => x.cs.length > 0);
  }

  private request(stmts: readonly number[], live: readonly LiveDep[], rows: ReadonlyMap<number, readonly (readonly Int[])[]>, costs: readonly string[], extra: readonly NamedConstraint[], zero = false): DimensionRequest {
    return { stmts, live, rows, costs, constraints: extra, zeroDistance: zero };
  }

  /** The constraints a directive puts on this dimension, and whether they make it the directive's loop. */
  private directiveConstraints(d: Directive, rows: ReadonlyMap<number, readonly (readonly Int[])[]>): { cs: NamedConstraint[]; last: boolean } {
    const n = this.nIter(d.stmt);
    const r = rank(rows.get(d.stmt)!);
    const label = `${d.type} directive on S${d.stmt} iterator ${d.iterator}`;
    // parallel: this dimension is the loop (outermost possible); vectorize: every other loop first, then this one.
    const last = d.type === 'parallel' || r === n - 1;
    return { cs: last ? unitRowConstraints(this.ctx, d.stmt, d.iterator, label) : [{ form: form([[coefName(d.stmt, 'it', d.iterator), 1]]), kind: 'eq', label }], last };
  }

  /**
   * One dimension, with the directives that apply here: all of them together first; when that has no solution
   * but the dimension alone has one, the directives that stand in the way are dropped with a remark.
   */
  private solve(stmts: readonly number[], live: readonly LiveDep[], rows: ReadonlyMap<number, readonly (readonly Int[])[]>, costs: readonly string[], depth: number): DimensionSolution | null {
    const custom = this.customAt(depth, stmts).flatMap((x) => x.cs);
    const active = this.pending.filter((d) => stmts.includes(d.stmt) && rank(rows.get(d.stmt)!) < this.nIter(d.stmt));
    const attempt = (ds: readonly Directive[]) => {
      const parts = ds.map((d) => this.directiveConstraints(d, rows));
      return solveDimension(this.ctx, this.request(stmts, live, rows, costs, [...custom, ...parts.flatMap((p) => p.cs)], parts.some((p) => p.last)));
    };
    const accept = (ds: readonly Directive[], sol: DimensionSolution): DimensionSolution => {
      for (const d of ds) if (this.directiveConstraints(d, rows).last) this.pending.splice(this.pending.indexOf(d), 1);
      return sol;
    };
    const all = attempt(active);
    if (all || active.length === 0) return all ? accept(active, all) : null;
    if (!attempt([])) return null; // not the directives: the band must change first
    let kept = [...active];
    while (kept.length > 0) {
      // Drop the first directive whose removal makes the dimension feasible, else the first one.
      const culprit = kept.find((d) => attempt(kept.filter((x) => x !== d)) !== null) ?? kept[0]!;
      kept = kept.filter((x) => x !== culprit);
      this.pending.splice(this.pending.indexOf(culprit), 1);
      this.hooks.remark(`${culprit.type} directive on S${culprit.stmt} iterator ${culprit.iterator} dropped: it would break a dependence at dimension ${depth}`, culprit.stmt);
      const sol = attempt(kept);
      if (sol) return accept(kept, sol);
    }
    return null;
  }

  /** Is the new member parallel: no live dependence, equal on the members before it in the band, has a non-zero distance on it? */
  private coincident(live: readonly LiveDep[], before: readonly Member[], m: Member): boolean {
    return live.every((d) => {
      const pair = (x: Member) => ({ rowS: x.rows.get(d.source)!, rowT: x.rows.get(d.sink)! });
      return !carriesAt(d, before.map(pair), pair(m));
    });
  }

  /** The members of a completed band, reordered for a stride-1 innermost loop if asked, with coincidence recomputed. */
  private finishBand(stmts: readonly number[], live: readonly LiveDep[], band: Member[], innermost: boolean): Member[] {
    let members = band;
    // The user's constraints and directives on these dimensions win over the reordering.
    const config = this.ctx.config;
    const constrained =
      config.customConstraints.some((c) => c.dimension === 'default' || band.some((m) => m.dimension === c.dimension)) || config.directives.some((d) => stmts.includes(d.stmt));
    if (config.autoVectorization && !constrained) {
      const reordered = reorderForVectorization(this.ctx.scop, stmts, members, innermost);
      if (reordered !== members) {
        members = [];
        for (const m of reordered) {
          const c: Member = { ...m, coincident: false };
          c.coincident = this.coincident(live, members, c);
          members.push(c);
        }
      }
    }
    if (this.streams.length && !constrained) members = this.alignStreams(stmts, live, members);
    for (const d of this.ctx.config.directives.filter((x) => x.type === 'sequential' && stmts.includes(x.stmt))) {
      for (const m of members) if (m.rows.get(d.stmt)!.it[d.iterator] !== 0) m.coincident = false;
    }
    return members;
  }

  /**
   * alignSharedStreams: when a statement's rows of the band, in another order, make it read the elements of a stream
   * it shares with another statement of the band at the same iterations as that one (mvt: the x2 update then walks A
   * by rows beside the x1 update), its rows take that order, provided that its dependences keep a non-negative
   * distance on every member (the band stays permutable).
   */
  private alignStreams(stmts: readonly number[], live: readonly LiveDep[], band: Member[]): Member[] {
    let members = band;
    const settled = new Set<number>();
    for (const d of this.streams) {
      const t = d.sink;
      if (!stmts.includes(d.source) || !stmts.includes(t) || settled.has(t)) continue;
      // order[k]: the member whose row of t equals member k's row of the source on every pair.
      const order = members.map((m) => members.findIndex((n) => !carriesAt(d, [], { rowS: m.rows.get(d.source)!, rowT: n.rows.get(t)! })));
      if (order.some((l) => l < 0) || new Set(order).size !== order.length || order.every((l, k) => l === k)) continue;
      const moved = members.map((m, k) => ({ ...m, rows: new Map(m.rows).set(t, members[order[k]!]!.rows.get(t)!) }));
      const mine = live.filter((x) => (x.source === t || x.sink === t) && stmts.includes(x.source) && stmts.includes(x.sink));
      if (!mine.every((x) => moved.every((m) => deltaAtLeast(x, m.rows.get(x.source)!, m.rows.get(x.sink)!, 0)))) continue;
      members = [];
      for (const m of moved) {
        const c: Member = { ...m, coincident: false };
        c.coincident = this.coincident(live, members, c);
        members.push(c);
      }
      settled.add(t).add(d.source);
    }
    return members;
  }

  /** A fusion entry of the configuration, or the fusion heuristic, distributing at this dimension. */
  private distributionAt(depth: number, stmts: readonly number[], live: readonly LiveDep[]): { groups: number[][] } | null {
    const entry = this.ctx.config.fusion.find((f) => f.dimension === depth);
    const edges = edgesOf(live).filter(([a, b]) => stmts.includes(a) && stmts.includes(b));
    if (entry) {
      const groups = this.fusionGroups(entry, stmts, edges);
      return groups.length > 1 ? { groups } : null;
    }
    if (depth !== 0 || stmts.length < 2) return null;
    const sccs = orderedSccs(stmts, edges);
    const groups =
      this.ctx.config.fusionHeuristic === 'smart' ? groupByDepth(sccs, (s) => this.nIter(s)) : this.ctx.config.fusionHeuristic === 'none' ? sccs : [[...stmts]];
    return groups.length > 1 ? { groups } : null;
  }

  private fusionGroups(entry: FusionEntry, stmts: readonly number[], edges: readonly Edge[]): number[][] {
    const fail = (why: string): never => {
      throw new DiagnosticError(entry.loc, `fusion entry for dimension ${entry.dimension} cannot be satisfied in scop @${this.ctx.scop.name}: ${why}`);
    };
    let groups: number[][];
    if (entry.totalDistribution) {
      const sccs = orderedSccs(stmts, edges);
      const shared = sccs.find((c) => c.length > 1);
      if (shared) fail(`${shared.map((s) => `S${s}`).join(' and ')} depend on each other in a cycle and cannot be distributed`);
      groups = sccs;
    } else {
      groups = entry.groups.map((g) => g.filter((s) => stmts.includes(s))).filter((g) => g.length > 0);
      const listed = new Set(groups.flat());
      const missing = stmts.filter((s) => !listed.has(s));
      if (missing.length > 0) fail(`${missing.map((s) => `S${s}`).join(', ')} ${missing.length > 1 ? 'are' : 'is'} in no group`);
    }
    const back = backwardEdge(groups, edges);
    if (back) fail(`S${back[1]} is placed before S${back[0]}, but a dependence goes from S${back[0]} to S${back[1]}`);
    return groups;
  }

  /** A sequence of groups (each continuing Algorithm 1), for an order that respects the live dependences. */
  private sequence(groups: readonly (readonly number[])[], live: readonly LiveDep[], depth: number, rows: ReadonlyMap<number, readonly (readonly Int[])[]>): Plan['child'] {
    return {
      kind: 'sequence',
      children: groups.map((g) => {
        const mine = live.filter((d) => g.includes(d.source) && g.includes(d.sink));
        return { stmts: [...g], plan: this.group(g, mine, depth, rows) };
      }),
    };
  }

  /**
   * Fusion that costs outer parallelism (smartfuse's other half): when the first dimension of a group is
   * sequential but some strongly connected component on its own would get a parallel one, the components are
   * distributed instead (atax: the y update runs its j loop in parallel once it is not fused with the tmp loop),
   * unless `fuseSharedStreams` and two components read an array element by element with the same access (atax's
   * A[i][j]): for sequential code, reading it once beats a parallel loop.
   */
  private splitForParallelism(stmts: readonly number[], live: readonly LiveDep[], rows: ReadonlyMap<number, readonly (readonly Int[])[]>, costs: readonly string[], depth: number): number[][] | null {
    if (this.ctx.config.fusionHeuristic !== 'smart' || !this.ctx.config.splitForParallelism || this.ctx.config.fusion.some((f) => f.dimension === depth)) return null;
    const sccs = orderedSccs(stmts, edgesOf(live));
    if (sccs.length < 2) return null;
    if (this.ctx.config.fuseSharedStreams && streamShared(this.ctx.scop, sccs)) return null;
    for (const c of sccs) {
      if (!c.some((s) => rank(rows.get(s)!) < this.nIter(s))) continue;
      const mine = live.filter((d) => c.includes(d.source) && c.includes(d.sink));
      const sol = solveDimension(this.ctx, this.request(c, mine, rows, costs, this.customAt(depth, c).flatMap((x) => x.cs)));
      if (sol && this.coincident(mine, [], { rows: sol.rows, coincident: false, costs, dimension: depth })) return sccs;
    }
    return null;
  }

  /** Algorithm 1 line 32: distribute the strongly connected components of the live dependence graph. */
  private distributeSccs(stmts: readonly number[], live: readonly LiveDep[], depth: number, rows: ReadonlyMap<number, readonly (readonly Int[])[]>): Plan['child'] {
    const entry = this.ctx.config.fusion.find((f) => f.dimension === depth);
    const sccs = orderedSccs(stmts, edgesOf(live));
    if (sccs.length < 2) {
      const names = stmts.map((s) => this.ctx.scop.statements[s]!.name).join(', ');
      throw new SchedulerFailure(`no legal schedule dimension for ${names} at dimension ${depth} (left: ${live.map(depLabel).slice(0, 3).join('; ')})`);
    }
    if (entry) throw new DiagnosticError(entry.loc, `fusion entry for dimension ${entry.dimension} cannot be satisfied in scop @${this.ctx.scop.name}: the statements must be distributed there`);
    return this.sequence(sccs, live, depth + 1, rows);
  }

  /**
   * When a fresh band has no solution and the configuration added constraints at this dimension, find the one
   * that makes the ILP empty (deletion filter) and report it: an unsatisfiable configuration is the user's error.
   */
  private blameConfiguration(stmts: readonly number[], live: readonly LiveDep[], rows: ReadonlyMap<number, readonly (readonly Int[])[]>, costs: readonly string[], depth: number): void {
    const custom = this.customAt(depth, stmts);
    if (custom.length === 0 || this.ctx.config.builtIn) return;
    if (!solveDimension(this.ctx, this.request(stmts, live, rows, costs, []))) return;
    let kept = [...custom];
    for (const c of custom) {
      const without = kept.filter((x) => x !== c);
      if (!solveDimension(this.ctx, this.request(stmts, live, rows, costs, without.flatMap((x) => x.cs)))) kept = without;
    }
    const culprit = kept[0] ?? custom[0]!;
    throw new DiagnosticError(
      culprit.spec.loc,
      `custom constraint '${culprit.spec.text}' cannot be satisfied at dimension ${depth} of scop @${this.ctx.scop.name} (with the dependences and the other constraints there)`,
    );
  }
}
