// The pipelines the fuzzer checks against the reference build. Adding a pipeline is one entry here: its name,
// the compileC options it needs (the library form of polyts-cc's flags), and how its output is built and compared.

import { testPassesEnabled } from '../../../passes/index.js';
import type { CompileOptions } from '../ccDriver.js';
import { STYLES } from '../../schedule/scheduler/styles.js';

export interface FuzzPipeline {
  /** The name `--pipelines` and the report use. */
  readonly name: string;
  /** What polyts runs (besides emitting C): compileC options, e.g. `passPipeline`. */
  readonly options: Omit<CompileOptions, 'emit' | 'source' | 'includeDirs' | 'defines' | 'undefines'>;
  /** Extra flags for the C compiler building polyts's output (e.g. `-fopenmp`). */
  readonly cflags?: readonly string[];
  /** OMP_NUM_THREADS of the runs: the build runs once per entry, each run compared with the reference. */
  readonly threads?: readonly number[];
  /** Set when the pipeline may reassociate floating-point reductions: values must agree within this relative tolerance. */
  readonly tolerance?: number;
  /** Only available with POLYTS_TEST_PASSES=1 (pipelines with deliberately wrong passes, to test the fuzzer). */
  readonly testOnly?: boolean;
  /** Run only when named in --pipelines (the other scheduler styles: each costs as much as O3). */
  readonly optIn?: boolean;
}

/** polyts-cc -O3 with another scheduler style. */
function styled(style: string): FuzzPipeline {
  return { name: `O3-${style}`, options: { optimization: { level: 3, schedule: style } }, optIn: true };
}

export const fuzzPipelines: readonly FuzzPipeline[] = [
  // The frontend's MLIR printed as C directly: the emitter on memref.alloca locals, scf.for and scf.while.
  { name: 'frontend', options: { passPipeline: 'builtin.module()' } },
  // mem2reg and canonicalization without raising: iter_args, scf.if results, folded constants.
  { name: 'scf', options: { passPipeline: 'builtin.module(func.func(mem2reg),canonicalize,cse)' } },
  // What `polyts-cc -S --emit=c` does: mem2reg, raise-affine, canonicalize, cse.
  { name: 'affine', options: {} },
  // The same C built with gcc -O2: emitted C that only works unoptimized (undefined behaviour) shows up here.
  { name: 'affine-O2', options: {}, cflags: ['-O2'] },
  // The same passes in another order and twice: results must not depend on the order, and raising is idempotent.
  {
    name: 'reordered',
    options: { passPipeline: 'builtin.module(func.func(mem2reg),canonicalize,cse,func.func(raise-affine),cse,canonicalize,func.func(mem2reg,raise-affine),canonicalize,cse)' },
  },
  // The polyhedral model, dependences and initial schedule tree of every scop (printed nowhere): no crash, no hang.
  { name: 'model', options: { passPipeline: 'builtin.module(func.func(mem2reg,raise-affine),canonicalize,cse,print-scop,print-dependences,print-schedule-tree)' } },
  // polyts-cc -O3: statements formed and split, scheduled (pluto style), tiled, regenerated, inlined back.
  { name: 'O3', options: { optimization: { level: 3 } } },
  // polyts-cc -O3 -fopenmp at 1 and 2 threads: parallel loops and reductions (floating-point ones reassociated).
  { name: 'O3-openmp', options: { optimization: { level: 3, openmp: true } }, cflags: ['-fopenmp'], threads: [1, 2], tolerance: 1e-9 },
  // The other scheduler styles at -O3.
  ...STYLES.filter((s) => s !== 'pluto').map(styled),
  // Loop reversal without a legality check: wrong on purpose, the fuzzer must report it.
  {
    name: 'test-reverse-inner-loops',
    options: { passPipeline: 'builtin.module(func.func(mem2reg,raise-affine),canonicalize,func.func(test-reverse-inner-loops),canonicalize,cse)' },
    testOnly: true,
  },
];

/** The pipelines available in this process (test-only ones need POLYTS_TEST_PASSES=1). */
export function availablePipelines(): FuzzPipeline[] {
  return fuzzPipelines.filter((p) => !p.testOnly || testPassesEnabled());
}

/** What a user types to run a pipeline's polyts step by hand on `file`. */
export function pipelineCommand(p: FuzzPipeline, file: string): string {
  const pipeline = p.options.passPipeline !== undefined ? ` --pass-pipeline='${p.options.passPipeline}'` : '';
  const env = p.testOnly ? 'POLYTS_TEST_PASSES=1 ' : '';
  // Options polyts-cc spells differently are shown as the library options they are.
  const level = p.options.optimization ? ` -O${p.options.optimization.level}${p.options.optimization.openmp ? ' -fopenmp' : ''}` : '';
  const others = Object.entries(p.options).filter(([k]) => k !== 'passPipeline' && k !== 'optimization');
  const extra = others.length ? `  # compileC options ${JSON.stringify(Object.fromEntries(others))}` : '';
  return `${env}polyts-cc${level} ${file} -S --emit=c${pipeline}${extra}`;
}
