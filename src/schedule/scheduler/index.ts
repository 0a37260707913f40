// The scheduler's entry point: a scop (and its dependences) and a configuration in, a schedule tree out.

import type { IlpBackend } from '../../poly/ilp.js';
import { type DependenceAnalysis, computeDependences } from '../../poly/dependences.js';
import type { Scop } from '../../poly/scop.js';
import type { ScheduleTree } from '../tree.js';
import type { ParameTrickMode, SchedulerConfig } from './config.js';
import { checkConfigForScop } from './configParse.js';
import { applyParameTrick } from './parametrick.js';
import { type SchedulerHooks, SchedulerFailure, computeSchedule } from './scheduler.js';

export { type SchedulerConfig, DEFAULT_BOUNDS, COST_FUNCTIONS, PARAMETRICK_MODES, type ParameTrickMode } from './config.js';
export { parseSchedulerConfig, checkConfigForScop } from './configParse.js';
export { STYLES, type StyleName, styleConfig, styleText } from './styles.js';
export { type StrategyCallback, type StrategyInput, type DimensionStrategy, islStrategy, loadStrategy } from './strategy.js';
export { SchedulerFailure } from './scheduler.js';

export interface ScheduleScopOptions {
  readonly config: SchedulerConfig;
  /** Overrides the configuration's ParameTrick mode. */
  readonly parametrick?: ParameTrickMode;
  /** ILP backend (default: the exact one). */
  readonly backend?: IlpBackend;
  /** The scop's dependences when the caller has them already. */
  readonly dependences?: DependenceAnalysis;
  /** Decisions worth a remark (a directive dropped), with the statement they concern when known. */
  readonly remark?: (message: string, stmt: number | null) => void;
}

export interface ScopScheduleResult {
  /** The new schedule, or null when none was found in the configured space (`failure` says why). */
  readonly tree: ScheduleTree | null;
  readonly failure: string | null;
  readonly dependences: DependenceAnalysis;
  readonly stats: { readonly ilps: number; readonly ilpMs: number; readonly farkasMs: number; readonly totalMs: number; readonly dependencesMs: number };
}

/**
 * Schedules one scop. Configuration errors (a statement that does not exist, an unsatisfiable custom
 * constraint or fusion entry) are thrown as located DiagnosticErrors. The tree is not verified here: callers
 * check it against `dependences` (the real ones, also under ParameTrick) before using it.
 */
export function scheduleScop(scop: Scop, opts: ScheduleScopOptions): ScopScheduleResult {
  checkConfigForScop(opts.config, scop);
  const t0 = performance.now();
  // The scheduler needs the validity dependences only, without distance summaries.
  const dependences = opts.dependences ?? computeDependences(scop, { kinds: ['raw', 'war', 'waw'], distances: false });
  const t1 = performance.now();
  const input = applyParameTrick(scop, dependences.dependences, opts.parametrick ?? opts.config.parametrick);
  const hooks: SchedulerHooks = { remark: opts.remark ?? (() => {}) };
  try {
    const out = computeSchedule(input, opts.config, hooks, opts.backend);
    const t2 = performance.now();
    return { tree: out.tree, failure: null, dependences, stats: { ilps: out.stats.ilps, ilpMs: out.stats.ilpMs, farkasMs: out.stats.farkasMs, totalMs: t2 - t1, dependencesMs: t1 - t0 } };
  } catch (e) {
    if (!(e instanceof SchedulerFailure)) throw e;
    const t2 = performance.now();
    return { tree: null, failure: e.message, dependences, stats: { ilps: 0, ilpMs: 0, farkasMs: 0, totalMs: t2 - t1, dependencesMs: t1 - t0 } };
  }
}
