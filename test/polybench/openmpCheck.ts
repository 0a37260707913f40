// End to end over one PolyBench kernel compiled to OpenMP C: the affine.parallel MLIR accepted and lowered by
// mlir-opt-19 (--lower-affine --convert-scf-to-openmp), the C built with gcc -fopenmp -Wall without warnings, and
// its dumps at each thread count equal to gcc's on the original: byte for byte, or within a relative 1e-9 where a
// floating-point reduction became parallel (then reassociated). Shared by the suites that parallelize.

import { expect } from 'chai';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareDumps } from '../../src/cli/polybench/compare.js';
import { parseDump } from '../../src/cli/polybench/dump.js';
import { kernels, type Kernel } from '../../src/cli/polybench/kernels.js';
import { pool, run } from '../../src/cli/polybench/processes.js';
import { reassociatesFloats } from '../../src/cli/polybench/variants.js';
import type { Operation } from '../../src/ir/operation.js';
import { printOperation } from '../../src/ir/printer.js';
import { packageRoot } from '../../src/packageRoot.js';
import { buildEmitted } from './buildEmitted.js';
import { referenceRun } from './reference.js';

const cc = process.env.CC ?? 'gcc';
export const haveMlirOpt = spawnSync('bash', ['-c', 'command -v mlir-opt-19'], { stdio: 'ignore' }).status === 0;

/** Relative tolerance for dumps of kernels with a parallel floating-point reduction. */
export const reductionTolerance = 1e-9;
/**
 * Kernels whose results any reassociation changes beyond every tolerance: gramschmidt's data make its columns
 * nearly dependent (gcc -O3 -ffast-math alone changes 337 of its 1500 values at MINI), so with several threads only
 * the shape of its dump is checked.
 */
const unstable = new Set(['gramschmidt']);

/** mlir-opt-19 lowers `text` to OpenMP, or says why not. */
function lowerWithUpstream(text: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const p = spawn('mlir-opt-19', ['--lower-affine', '--convert-scf-to-openmp', '--canonicalize', '-o', '/dev/null'], { stdio: ['pipe', 'ignore', 'pipe'] });
    let err = '';
    p.stderr.on('data', (b: Buffer) => (err += b.toString()));
    p.on('close', (code) => resolve(code === 0 ? undefined : `mlir-opt-19 exit ${code}: ${err.slice(0, 2000)}`));
    p.stdin.end(text);
  });
}

export interface OpenMPRun {
  readonly kernel: Kernel;
  /** `MINI_DATASET`, `SMALL_DATASET`. */
  readonly dataset: string;
  readonly work: string;
  /** The kernel's module after the passes under test, and its C. */
  readonly compile: (source: string, includeDirs: readonly string[], defines: readonly string[]) => { module: Operation; c: string };
  readonly threads: readonly number[];
  /** Check the MLIR with mlir-opt-19 too (when installed). */
  readonly upstream: boolean;
}

/** Every problem found (an empty list means the kernel passed). */
export async function checkOpenMP(r: OpenMPRun): Promise<string[]> {
  const k = r.kernel;
  const suite = join(packageRoot(), 'polybench');
  const utilities = join(suite, 'utilities');
  const source = join(suite, k.dir, `${k.name}.c`);
  const defines = [r.dataset, 'POLYBENCH_DUMP_ARRAYS'];
  const dir = mkdtempSync(join(r.work, `${k.name}-`));
  let compiled;
  try {
    compiled = r.compile(source, [utilities], defines);
  } catch (e) {
    return [`polyts: ${(e as Error).message}`];
  }
  const text = printOperation(compiled.module);
  const reassociated = reassociatesFloats(text);
  const ours = join(dir, 'polyts.c');
  writeFileSync(ours, compiled.c, 'latin1');
  const [upstream, built, expected] = await Promise.all([
    haveMlirOpt && r.upstream ? lowerWithUpstream(text) : Promise.resolve(undefined),
    buildEmitted(cc, utilities, ours, join(dir, 'polyts'), defines, ['-fopenmp']),
    referenceRun(cc, utilities, source, defines),
  ]);
  const problems: string[] = upstream ? [upstream] : [];
  if (built.error) return [...problems, `building the emitted C: ${built.error}`];
  if (built.warnings) problems.push(`warnings building the emitted C:\n${built.warnings}`);
  if (expected.error) return [...problems, expected.error];
  for (const threads of r.threads) {
    const runOnce = () => run(join(dir, 'polyts'), [], { ...process.env, OMP_NUM_THREADS: String(threads) }, 60000);
    let got = await runOnce();
    if (got.error?.startsWith('timed out')) {
      // Seen twice in full-suite runs on this 2-core machine (fdtd-2d, 3 threads, a program that takes 0.05 s) and
      // never reproduced alone or in 300 runs under load: one more run tells a stall of the machine from a hang,
      // which times out again. The retry is reported, not hidden.
      console.warn(`      ${k.name}: ${threads} thread(s) timed out after 60 s; running it once more`);
      got = await runOnce();
    }
    if (got.error) {
      problems.push(`running with ${threads} thread(s): ${got.error}`);
      continue;
    }
    // One thread runs every reduction in the original order.
    if (threads > 1 && reassociated && unstable.has(k.name)) {
      const shape = (d: string) => parseDump(d, /^\S+$/).arrays.map((a) => `${a.name}:${a.values.length}`).join(' ');
      if (shape(got.stderr) !== shape(expected.stderr)) problems.push(`${threads} thread(s): dumped ${shape(got.stderr)}, expected ${shape(expected.stderr)}`);
      continue;
    }
    const cmp = compareDumps(got.stderr, expected.stderr, threads === 1 || !reassociated ? 0 : reductionTolerance);
    if (!cmp.ok) problems.push(`${threads} thread(s): ${cmp.summary}`);
  }
  return problems;
}

/** One mocha test per kernel, all kernels checked concurrently in `before` (upstream checked at MINI only). */
export function openMPSuiteTests(title: string, dataset: string, compile: OpenMPRun['compile'], threads: readonly number[]): void {
  describe(title, function () {
    this.timeout(900000);
    let work: string;
    let results: Promise<string[][]>;
    before(() => {
      work = mkdtempSync(join(tmpdir(), 'polyts-openmp-'));
      results = pool(
        kernels.map((kernel) => () => checkOpenMP({ kernel, dataset, work, compile, threads, upstream: dataset === 'MINI_DATASET' })),
        availableParallelism(),
      );
    });
    after(() => rmSync(work, { recursive: true, force: true }));
    kernels.forEach((k, i) => {
      it(k.name, async () => {
        const problems = (await results)[i]!;
        expect(problems, problems.join('\n\n')).to.deep.equal([]);
      });
    });
  });
}
