// The built-in scheduling styles, written as configurations (PolyTOPS Fig. 4 and Listing 2) and read by the same parser.

import type { SchedulerConfig } from './config.js';
import { parseSchedulerConfig } from './configParse.js';
import { islStrategy } from './strategy.js';

export const STYLES = ['pluto', 'isl', 'feautrier', 'tensor'] as const;
export type StyleName = (typeof STYLES)[number];

/**
 * - pluto: proximity (Pluto's u.N + w), smartfuse (statements of different loop depth distributed), and the
 *   most stride-1 loop of each innermost permutable band moved innermost.
 * - isl: proximity, with the dimension recomputed with Feautrier's cost function when it comes out sequential
 *   (Listing 2, as a strategy callback).
 * - feautrier: as many dependences strongly satisfied per dimension as possible (Feautrier 1992).
 * - tensor: contiguity, then proximity, and no skewing (each row of each statement has iterator sum <= 1).
 * The proximity styles schedule with ParameTrick: a constant loop bound (for (i = 0; i < 100; i++)) is a parameter
 * while scheduling, so its program gets the schedule of the parametric one instead of statements shifted to shave
 * one off a distance bound that the constant makes finite.
 */
const STYLE_TEXT: Record<StyleName, string> = {
  pluto: JSON.stringify({
    scheduling_strategy: {
      ILP_construction: [{ scheduling_dimension: 'default', cost_functions: ['proximity'] }],
      fusion_heuristic: 'smart',
      auto_vectorization: true,
      parametrick: 'p-trick',
    },
  }),
  isl: JSON.stringify({
    scheduling_strategy: {
      ILP_construction: [{ scheduling_dimension: 'default', cost_functions: ['proximity'] }],
      fusion_heuristic: 'smart',
      parametrick: 'p-trick',
    },
  }),
  feautrier: JSON.stringify({
    scheduling_strategy: {
      ILP_construction: [{ scheduling_dimension: 'default', cost_functions: ['feautrier'] }],
      fusion_heuristic: 'smart',
    },
  }),
  tensor: JSON.stringify({
    scheduling_strategy: {
      ILP_construction: [{ scheduling_dimension: 'default', cost_functions: ['contiguity', 'proximity'] }],
      custom_constraints: [{ scheduling_dimension: 'default', constraints: ['Si_it_i <= 1'] }],
      fusion_heuristic: 'smart',
      parametrick: 'p-trick',
    },
  }),
};

export function styleConfig(style: StyleName): SchedulerConfig {
  return { ...parseSchedulerConfig(STYLE_TEXT[style], `<style ${style}>`, style === 'isl' ? islStrategy : null), builtIn: true };
}

/** The style's configuration text (what a user can start a configuration file from). */
export function styleText(style: StyleName): string {
  return JSON.stringify(JSON.parse(STYLE_TEXT[style]), null, 2) + '\n';
}
