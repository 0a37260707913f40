// Every polybench/ kernel through detect-reductions and parallelize, at MINI and SMALL sizes: the affine.parallel
// MLIR is accepted by mlir-opt-19 and lowers to OpenMP (--lower-affine --convert-scf-to-openmp), the OpenMP C builds
// with gcc -fopenmp -Wall without warnings, and its dumps at 1 and 2 threads equal gcc's on the original: byte for
// byte, or within a relative 1e-9 where a floating-point reduction became parallel (then reassociated).

import { expect } from 'chai';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareDumps } from '../../../src/cli/polybench/compare.js';
import { parseDump } from '../../../src/cli/polybench/dump.js';
import { kernels, type Kernel } from '../../../src/cli/polybench/kernels.js';
import { pool, run } from '../../../src/cli/polybench/processes.js';
import { printOperation } from '../../../src/ir/printer.js';
import { packageRoot } from '../../../src/packageRoot.js';
import { buildEmitted } from '../../polybench/buildEmitted.js';
import { compileParallel } from './parallelC.js';

const cc = process.env.CC ?? 'gcc';
const haveMlirOpt = spawnSync('bash', ['-c', 'command -v mlir-opt-19'], { stdio: 'ignore' }).status === 0;
if (!haveMlirOpt) console.log('  parallelize on polybench: mlir-opt-19 not installed, so upstream acceptance and OpenMP lowering are not checked');

/** Relative tolerance for dumps of kernels with a parallel floating-point reduction. */
const tolerance = 1e-9;
/**
 * Kernels whose results any reassociation changes beyond every tolerance: gramschmidt's data make its columns
 * nearly dependent (gcc -O3 -ffast-math alone changes 337 of its 1500 values at MINI), so with 2 threads only the
 * shape of its dump is checked.
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

async function check(k: Kernel, dataset: string, work: string): Promise<string[]> {
  const suite = join(packageRoot(), 'polybench');
  const utilities = join(suite, 'utilities');
  const source = join(suite, k.dir, `${k.name}.c`);
  const defines = [dataset, 'POLYBENCH_DUMP_ARRAYS'];
  const dir = mkdtempSync(join(work, `${k.name}-`));
  let compiled;
  try {
    compiled = compileParallel(source, [utilities], defines);
  } catch (e) {
    return [`polyts: ${(e as Error).message}`];
  }
  const text = printOperation(compiled.module);
  const reassociated = /reduce \([^)]*"(addf|mulf)"/.test(text);
  const ours = join(dir, 'polyts.c');
  writeFileSync(ours, compiled.c);
  const [upstream, built, ref] = await Promise.all([
    haveMlirOpt && dataset === 'MINI_DATASET' ? lowerWithUpstream(text) : Promise.resolve(undefined),
    buildEmitted(cc, utilities, ours, join(dir, 'polyts'), defines, ['-fopenmp']),
    run(cc, ['-O3', '-I', utilities, join(utilities, 'polybench.c'), ...defines.map((d) => `-D${d}`), source, '-lm', '-o', join(dir, 'reference')]),
  ]);
  const problems: string[] = upstream ? [upstream] : [];
  if (built.error) return [...problems, `building the emitted C: ${built.error}`];
  if (built.warnings) problems.push(`warnings building the emitted C:\n${built.warnings}`);
  if (ref.error) return [...problems, `building the reference: ${ref.error}`];
  const expected = await run(join(dir, 'reference'), [], undefined, 60000);
  if (expected.error) return [...problems, `running the reference: ${expected.error}`];
  for (const threads of ['1', '2']) {
    const got = await run(join(dir, 'polyts'), [], { ...process.env, OMP_NUM_THREADS: threads }, 60000);
    if (got.error) {
      problems.push(`running with ${threads} thread(s): ${got.error}`);
      continue;
    }
    // One thread runs every reduction in the original order.
    if (threads !== '1' && reassociated && unstable.has(k.name)) {
      const shape = (d: string) => parseDump(d, /^\S+$/).arrays.map((a) => `${a.name}:${a.values.length}`).join(' ');
      if (shape(got.stderr) !== shape(expected.stderr)) problems.push(`${threads} thread(s): dumped ${shape(got.stderr)}, expected ${shape(expected.stderr)}`);
      continue;
    }
    const cmp = compareDumps(got.stderr, expected.stderr, threads === '1' || !reassociated ? 0 : tolerance);
    if (!cmp.ok) problems.push(`${threads} thread(s): ${cmp.summary}`);
  }
  return problems;
}

for (const dataset of ['MINI_DATASET', 'SMALL_DATASET']) {
  describe(`polybench/ through detect-reductions and parallelize at ${dataset.replace('_DATASET', '')}: OpenMP C at 1 and 2 threads equals gcc on the original`, function () {
    this.timeout(900000);
    let work: string;
    let results: Promise<string[][]>;
    before(() => {
      work = mkdtempSync(join(tmpdir(), 'polyts-parallel-'));
      results = pool(
        kernels.map((k) => () => check(k, dataset, work)),
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
