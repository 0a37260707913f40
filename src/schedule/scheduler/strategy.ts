// The dynamic configuration interface (PolyTOPS' C++ interface as a TypeScript/JavaScript callback), and loading one from a file.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { DiagnosticError } from '../../ir/diagnostics.js';
import type { Int } from '../../poly/int.js';

/** What a statement looks like to a strategy. */
export interface StrategyStatement {
  /** Position in the scop (the `0` of `S0_it_1`). */
  readonly index: number;
  readonly name: string;
  readonly iterators: number;
  /** Linearly independent rows found so far. */
  readonly rank: number;
}

/** The dimension just computed (along the current branch of the tree). */
export interface StrategySolution {
  readonly dimension: number;
  /** No dependence left at the band has a non-zero distance on it (the loop is parallel). */
  readonly parallel: boolean;
  /** Per statement name: iterator coefficients, parameter coefficients, constant. */
  readonly rows: ReadonlyMap<string, { readonly it: readonly Int[]; readonly par: readonly Int[]; readonly cst: Int }>;
  readonly costFunctions: readonly string[];
}

export interface StrategyInput {
  /** Index of the dimension about to be computed. */
  readonly dimension: number;
  readonly statements: readonly StrategyStatement[];
  readonly lastSolution: StrategySolution | null;
  /** What the strategy returned for the previous dimension. */
  readonly previous: DimensionStrategy | null;
}

export interface DimensionStrategy {
  /** Cost functions, lexicographically minimized in this order (built-in names or new variables). */
  readonly costFunctions: readonly string[];
  /** Throw away the last dimension (if it is in the current band) and compute it again with these costs. */
  readonly recomputeLastSolution?: boolean;
}

export type StrategyCallback = (input: StrategyInput) => DimensionStrategy;

/**
 * PolyTOPS Listing 2 (isl's strategy): proximity, and when the dimension it found is not parallel,
 * that dimension again with Feautrier's cost function.
 */
export const islStrategy: StrategyCallback = ({ lastSolution, previous }) => {
  if (lastSolution && !lastSolution.parallel && !previous?.recomputeLastSolution && !lastSolution.costFunctions.includes('feautrier')) {
    return { costFunctions: ['feautrier', 'proximity'], recomputeLastSolution: true };
  }
  return { costFunctions: ['proximity'] };
};

/**
 * Loads a strategy from a CommonJS file: `module.exports = function (input) { ... }` or
 * `exports.strategy = ...`. Errors name the file.
 */
export function loadStrategy(path: string): StrategyCallback {
  const full = resolve(path);
  const at = { file: path, line: 1, col: 1 };
  try {
    readFileSync(full);
  } catch (e) {
    throw new DiagnosticError({ file: path, line: 0, col: 0 }, `cannot read strategy file: ${(e as Error).message}`);
  }
  let mod: unknown;
  try {
    mod = createRequire(full)(full);
  } catch (e) {
    const err = e as Error & { code?: string };
    if (err.code === 'ERR_REQUIRE_ESM') throw new DiagnosticError(at, 'strategy file is an ES module; write it as CommonJS (module.exports = function (input) {...}) or name it .cjs');
    const where = /:(\d+)\n/.exec(err.stack ?? '');
    throw new DiagnosticError(where ? { file: path, line: Number(where[1]), col: 1 } : at, `strategy file does not load: ${err.message.split('\n')[0]}`);
  }
  const fn = typeof mod === 'function' ? mod : (mod as { strategy?: unknown } | null)?.strategy;
  if (typeof fn !== 'function') throw new DiagnosticError(at, 'strategy file must export a function (module.exports = function (input) {...} or exports.strategy = ...)');
  return (input) => {
    let out: unknown;
    try {
      out = fn(input);
    } catch (e) {
      throw new DiagnosticError(at, `strategy threw: ${(e as Error).message}`);
    }
    const o = out as Partial<DimensionStrategy> | null;
    if (!o || !Array.isArray(o.costFunctions) || !o.costFunctions.every((c) => typeof c === 'string')) {
      throw new DiagnosticError(at, `strategy returned ${JSON.stringify(out)}; expected { costFunctions: [names...], recomputeLastSolution?: boolean }`);
    }
    return { costFunctions: o.costFunctions, recomputeLastSolution: o.recomputeLastSolution === true };
  };
}
