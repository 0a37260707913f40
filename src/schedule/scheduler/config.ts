// The scheduler's configuration once validated (PolyTOPS JSON, 000_* Listing 1, plus polyts keys): what each key means.

import type { SourceLoc } from '../../ir/diagnostics.js';
import type { Int } from '../../poly/int.js';
import type { StrategyCallback } from './strategy.js';

/** Built-in cost functions; a configuration may also name one of its new_variables. */
export const COST_FUNCTIONS = ['proximity', 'feautrier', 'contiguity', 'bigLoopsFirst'] as const;
export type BuiltinCost = (typeof COST_FUNCTIONS)[number];

/** A variable of a custom constraint: a statement coefficient (`S0_it_1`, `Si_par_i`, `S2_cst`) or a new variable. */
export type ConstraintVar =
  | { readonly kind: 'coef'; readonly stmt: number | 'each'; readonly type: 'it' | 'par' | 'cst'; readonly index: number | 'sum' }
  | { readonly kind: 'user'; readonly name: string };

export interface ConstraintTerm {
  readonly coef: Int;
  readonly v: ConstraintVar;
}

/** `sum terms + constant (>= | =) 0`, as parsed from e.g. `S0_it_1 - x >= 0`. */
export interface CustomConstraint {
  readonly text: string;
  readonly terms: readonly ConstraintTerm[];
  readonly constant: Int;
  readonly kind: 'ge' | 'eq';
  /** Schedule dimension it applies to, or every dimension. */
  readonly dimension: number | 'default';
  readonly loc: SourceLoc;
  /** Each variable with where it is written (checked against the scop before scheduling). */
  readonly idents: readonly { readonly v: ConstraintVar; readonly loc: SourceLoc }[];
}

/** A distribution decision: at `dimension`, the statements run as these groups, in this order. */
export interface FusionEntry {
  readonly dimension: number;
  /** Every statement on its own (groups then only give the order of the listed ones). */
  readonly totalDistribution: boolean;
  /** Statement numbers per group, in execution order. */
  readonly groups: readonly (readonly number[])[];
  readonly loc: SourceLoc;
  /** Where each statement number of `groups` is written. */
  readonly stmtLocs: readonly (readonly SourceLoc[])[];
}

export interface Directive {
  readonly type: 'parallel' | 'vectorize' | 'sequential';
  readonly stmt: number;
  /** Index of the statement's original loop iterator (0 = outermost). */
  readonly iterator: number;
  readonly loc: SourceLoc;
  readonly stmtLoc: SourceLoc;
  readonly iteratorLoc: SourceLoc;
}

export type ParameTrickMode = 'off' | 'p-trick' | 'p-trick-extra';
export const PARAMETRICK_MODES: readonly ParameTrickMode[] = ['off', 'p-trick', 'p-trick-extra'];

/**
 * How statements are grouped before the first dimension: `smart` distributes strongly connected
 * components of different loop depth (Pluto's smartfuse), `max` keeps everything together until the
 * ILP forces a split, `none` distributes every strongly connected component.
 */
export type FusionHeuristic = 'smart' | 'max' | 'none';
export const FUSION_HEURISTICS: readonly FusionHeuristic[] = ['smart', 'max', 'none'];

/** Inclusive upper bounds of the ILP variables; every variable is >= 0 (the non-negative orthant). */
export interface CoefficientBounds {
  /** Iterator coefficients (skewing factors). */
  readonly iterator: number;
  /** Parameter coefficients (parametric shifts); only used with parametric_shift. */
  readonly parameter: number;
  /** Constant shifts. */
  readonly constant: number;
  /** New variables of the configuration. */
  readonly user: number;
}

export const DEFAULT_BOUNDS: CoefficientBounds = { iterator: 4, parameter: 2, constant: 64, user: 1 << 16 };

export interface SchedulerConfig {
  /** Where the configuration came from (a file name or `style pluto`), for messages. */
  readonly source: string;
  readonly newVariables: readonly string[];
  /** Cost functions per dimension, lexicographic in the given order; `default` for the others. */
  readonly costFunctions: ReadonlyMap<number | 'default', readonly string[]>;
  readonly customConstraints: readonly CustomConstraint[];
  readonly fusion: readonly FusionEntry[];
  readonly directives: readonly Directive[];
  /** After a band is complete, move its most stride-1 member innermost (permutable bands of unit rows). */
  readonly autoVectorization: boolean;
  /** Sizes for the tile pass (recorded on the scop next to the tree), or null. */
  readonly tileSizes: readonly number[] | null;
  readonly parametrick: ParameTrickMode;
  readonly fusionHeuristic: FusionHeuristic;
  /**
   * With the smart heuristic, distribute the components of a first dimension that fusion leaves sequential when
   * one of them alone would be parallel. Off, fused loops keep their locality (atax reads A once instead of twice),
   * but components that distributed would be tiled may stay in a poor order (symm).
   */
  readonly splitForParallelism: boolean;
  /**
   * With splitForParallelism: components that read one array element by element with the same access stay fused
   * (the array is read once instead of once per component; atax). For sequential code.
   */
  readonly fuseSharedStreams: boolean;
  /**
   * A statement's rows of a completed band are permuted, where its dependences allow, so that it reads an array at
   * the same iterations as another statement of the band that reads it with a one-to-one access too (mvt's A[i][j]
   * and A[j][i]): the array is streamed once, by rows. For sequential code (the outer loop may become sequential).
   */
  readonly alignSharedStreams: boolean;
  /** Statement schedules may contain parameters (u.N-style shifts). */
  readonly parametricShift: boolean;
  readonly bounds: CoefficientBounds;
  /** Called before each dimension (the dynamic interface); overrides costFunctions when set. */
  readonly strategy: StrategyCallback | null;
  /**
   * A built-in style: its constraints are part of the strategy (tensor's no-skewing), so a dimension they make
   * empty is handled like any other (distribution, else no schedule) instead of being the user's error.
   */
  readonly builtIn: boolean;
  /** The scops (by name) the configuration is for; null for every scop. Others get the pluto style. */
  readonly scops: readonly { readonly name: string; readonly loc: SourceLoc }[] | null;
}

/** Cost functions of a dimension when the configuration names none. */
export const DEFAULT_COSTS: readonly string[] = ['proximity'];

export function costFunctionsAt(config: SchedulerConfig, dimension: number): readonly string[] {
  return config.costFunctions.get(dimension) ?? config.costFunctions.get('default') ?? DEFAULT_COSTS;
}
