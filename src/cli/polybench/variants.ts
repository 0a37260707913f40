// The builds `npm run polybench` compares with gcc on the original: polyts at an optimization level, sequential
// and with OpenMP. Each is compiled in-process to C; the MLIR tells whether a floating-point reduction was made
// parallel (its result then depends on the summation order, so its dump is compared within a tolerance).

import { runPipeline, toSource } from '../ccDriver.js';
import { CliError } from '../common.js';
import { printOperation } from '../../ir/printer.js';
import { optimizationPipeline, type Optimization } from '../optimization.js';
import { forgetKeptAnswers } from '../../poly/answerCaches.js';

export interface Variant {
  /** Column heading: `-O3`, `-O3 -fopenmp`. */
  readonly label: string;
  readonly optimization: Optimization;
  /** Extra flags for the C compiler (`-fopenmp`). */
  readonly cflags: readonly string[];
}

export interface CompiledVariant {
  readonly c: string;
  /** A floating-point reduction runs in parallel: its result is reassociated. */
  readonly reassociated: boolean;
  /** The passes' remarks, one `file:line:col: remark: ...` line each. */
  readonly remarks: readonly string[];
}

/** The MLIR text has an affine.parallel reducing floats (addf, mulf): its result depends on the summation order. */
export function reassociatesFloats(mlir: string): boolean {
  return /reduce \([^)]*"(addf|mulf)"/.test(mlir);
}

/** The sequential and the OpenMP build of one optimization (without OpenMP when `openmp` is false). */
export function variantsOf(optimization: Omit<Optimization, 'openmp'>, openmp: boolean): Variant[] {
  const level = `-O${optimization.level}`;
  const seq: Variant = { label: level, optimization: { ...optimization, openmp: false }, cflags: [] };
  if (!openmp) return [seq];
  return [seq, { label: `${level} -fopenmp`, optimization: { ...optimization, openmp: true }, cflags: ['-fopenmp'] }];
}

/** The kernel's source with its functions translated as polyts-cc would; anything kept as written is an error here. */
export function compileVariant(source: string, includeDirs: readonly string[], defines: readonly string[], v: Variant): CompiledVariant {
  const remarks: string[] = [];
  let reassociated = false;
  forgetKeptAnswers(); // as a polyts-cc command of its own would start
  const compiled = toSource(source, { includeDirs, defines }, (module) => {
    runPipeline(module, optimizationPipeline(v.optimization), (text) => remarks.push(...text.split('\n').filter(Boolean)));
    reassociated = v.optimization.openmp === true && reassociatesFloats(printOperation(module));
  });
  // A function kept as written is not polyts's code: the comparison would not measure it.
  if (compiled.remarks.length) throw new CliError(compiled.remarks.map((r) => r.format()).join('; '));
  return { c: compiled.text, reassociated, remarks };
}
