// The optimization levels of polyts-cc (-O0 .. -O3, -fopenmp, --schedule, --tile-sizes) as pass pipelines, so the
// driver, the polybench runner and the tests all run the same passes for the same flags.

import { existsSync, readFileSync } from 'node:fs';
import { CliError } from './common.js';
import { parseSchedulerConfig } from '../schedule/scheduler/configParse.js';
import { STYLES as styleNames } from '../schedule/scheduler/styles.js';

export type OptLevel = 0 | 1 | 2 | 3;

export interface Optimization {
  readonly level: OptLevel;
  /** -fopenmp: parallelize turns parallel loops (and reductions upstream lowers) into affine.parallel. */
  readonly openmp?: boolean;
  /** --schedule: a scheduler style name or a PolyTOPS JSON configuration file (default: the pluto style). */
  readonly schedule?: string;
  /** --tile-sizes: sizes per band member, outermost first (default: the configuration's, else 32). */
  readonly tileSizes?: readonly number[];
}

/** Raising to affine, as every level (and --emit=c at -O0) does first. */
const raising = 'func.func(mem2reg,raise-affine),canonicalize,cse';

/**
 * The passes of a level, in mlir-opt syntax without the module anchor. -O1 schedules and regenerates the loops;
 * -O2 and -O3 also tile (the point loops reordered for stride-one access, and with -fopenmp a wavefront where no
 * tile loop is parallel). Statements are formed first (and split where Polygeist's heuristic fires) so the scheduler sees
 * whole kernels, and inlined back after code generation; reductions are detected on the final loops, which
 * parallelize (-fopenmp) then uses. Invariant loads leave the innermost loops before the C compiler sees them:
 * in an OpenMP outlined body it can no longer tell that the arrays are distinct, and would reload them.
 */
export function optimizationPipeline(o: Optimization): string {
  if (o.level === 0) return raising;
  // Sequential code has no use for a parallel loop that costs a second pass over an array (atax), or that reads an
  // array by columns beside a statement reading it by rows (mvt).
  const scheduleOptions = [...(o.schedule === undefined ? [] : [scheduleOption(o.schedule)]), ...(o.openmp ? [] : ['fuse-shared-streams', 'align-shared-streams'])];
  const schedule = scheduleOptions.length ? `schedule{${scheduleOptions.join(' ')}}` : 'schedule';
  // A wavefront only pays for its skewed tile loops where they run in parallel. Only bands whose data outgrows the
  // cache untiled are tiled: elsewhere tiles only worsen the walk through memory.
  const tileOptions = [...(o.tileSizes?.length ? [`sizes=${o.tileSizes.join(',')}`] : []), ...(o.openmp ? [] : ['wavefront=false']), 'require-reuse'];
  const tile = `tile{${tileOptions.join(' ')}}`;
  return [
    raising,
    'form-statements',
    'split-statements',
    schedule,
    ...(o.level >= 2 ? [tile] : []),
    'codegen',
    'inline-statements',
    o.openmp ? 'index-set-split{outer}' : 'index-set-split',
    'canonicalize',
    'cse',
    'detect-reductions',
    'affine-loop-invariant-code-motion',
    ...(o.level >= 2 ? ['unroll-jam'] : []),
    ...(o.openmp ? ['parallelize{profitable-only}', 'outline-parallel-bodies'] : []),
  ].join(',');
}

/** `--schedule=`: a style name, else a configuration file that must exist. */
function scheduleOption(value: string, tool = 'polyts-cc'): string {
  if ((styleNames as readonly string[]).includes(value)) return `style=${value}`;
  if (!existsSync(value)) throw new CliError(`${tool}: error: --schedule=${value}: neither a style (${styleNames.join(', ')}) nor an existing configuration file`);
  // A configuration with errors is the user's to fix: one located error now, not a pass failing on every file.
  parseSchedulerConfig(readFileSync(value, 'utf8'), value);
  if (/[{},\s]/.test(value)) throw new CliError(`${tool}: error: --schedule=${value}: the configuration's path must not contain spaces, commas or braces`);
  return `config=${value}`;
}

/** `--tile-sizes=32,16`: positive integers. */
export function parseTileSizes(text: string, tool = 'polyts-cc'): number[] {
  const sizes = text.split(',').map((s) => s.trim());
  if (!sizes.length || sizes.some((s) => !/^[1-9]\d*$/.test(s))) throw new CliError(`${tool}: error: --tile-sizes=${text}: expected positive integers separated by commas`);
  return sizes.map(Number);
}

/**
 * The optimization a C compiler's flags ask for: -O0, -Og and no -O translate only (as cc does not optimize then);
 * -O1 schedules; -O2, -Os, -O3 and -Ofast also tile. -fopenmp parallelizes.
 */
/** `tool` names the command in errors. */
export function optimizationOf(flags: { optLevel?: string; openmp?: boolean; schedule?: string; tileSizes?: string }, tool = 'polyts-cc'): Optimization {
  const levels: Record<string, OptLevel> = { '0': 0, g: 0, '1': 1, '': 1, '2': 2, s: 2, z: 2, '3': 3, fast: 3 };
  const level = flags.optLevel === undefined ? 0 : levels[flags.optLevel] ?? 3;
  const o: Optimization = {
    level,
    openmp: flags.openmp === true,
    schedule: flags.schedule,
    tileSizes: flags.tileSizes === undefined ? undefined : parseTileSizes(flags.tileSizes, tool),
  };
  // A bad --schedule is one error now, whatever the level, not a failure inside every file's passes.
  if (o.schedule !== undefined) scheduleOption(o.schedule, tool);
  return o;
}
