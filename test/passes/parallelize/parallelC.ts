// Shared by the parallelization end-to-end tests: C through the frontend and the parallelizing pipeline to MLIR
// (remarks collected) and OpenMP C, and builds of that C and of the original with gcc.

import { cToMLIR } from '../../../src/cli/ccDriver.js';
import { emitC } from '../../../src/codegen/emitC/index.js';
import type { Operation } from '../../../src/ir/operation.js';
import { verify } from '../../../src/ir/verifier.js';
import { PassManager } from '../../../src/pipeline/passManager.js';
import { PipelineParser } from '../../../src/pipeline/pipelineParser.js';
import { getPass, registeredPasses } from '../../../src/pipeline/registry.js';

/** The pipeline under test: raising, reduction detection, late parallelization. */
export const parallelPipeline = 'func.func(mem2reg,raise-affine),canonicalize,detect-reductions,parallelize';

export interface ParallelC {
  readonly module: Operation;
  readonly c: string;
  /** The remark lines the passes printed. */
  readonly remarks: string[];
}

export function compileParallel(file: string, includeDirs: readonly string[] = [], defines: readonly string[] = []): ParallelC {
  const module = cToMLIR(file, { includeDirs, defines });
  const remarks: string[] = [];
  const elements = new PipelineParser(parallelPipeline, getPass, () => registeredPasses().map((p) => p.name)).parse();
  new PassManager(elements, { write: (t) => remarks.push(...t.split('\n').filter((l) => l)) }).run(module);
  verify(module);
  return { module, c: emitC(module, file), remarks };
}

/** Relative difference of two outputs read as whitespace-separated numbers (Infinity when they do not pair up). */
export function worstRelativeDifference(a: string, b: string): number {
  const x = a.trim().split(/\s+/);
  const y = b.trim().split(/\s+/);
  if (x.length !== y.length) return Infinity;
  let worst = 0;
  x.forEach((s, i) => {
    if (s === y[i]) return;
    const p = Number(s);
    const q = Number(y[i]);
    const rel = Math.abs(p - q) / Math.max(Math.abs(q), Number.MIN_VALUE);
    worst = Math.max(worst, Number.isNaN(rel) ? Infinity : rel);
  });
  return worst;
}
