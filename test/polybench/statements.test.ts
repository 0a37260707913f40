// End to end through statement formation: every polybench/ kernel through form-statements + inline-statements (and
// with split-statements in between) must print exactly what gcc's build of the original C prints, at MINI and SMALL
// sizes. Kernels are compiled in parallel; each size's polybench.c is compiled once.

import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { affinePipeline, cToMLIR, runPipeline } from '../../src/cli/ccDriver.js';
import { kernels, type Kernel } from '../../src/cli/polybench/kernels.js';
import { pool, run } from '../../src/cli/polybench/processes.js';
import { emitC } from '../../src/codegen/emitC/index.js';
import { packageRoot } from '../../src/packageRoot.js';

const cc = process.env.CC ?? 'gcc';
const suite = join(packageRoot(), 'polybench');
const utilities = join(suite, 'utilities');
// -O1 keeps the 180 builds quick; neither side is reordered, so both print the same at any optimization level.
const cflags = ['-O1', '-I', utilities];

const pipelines: Record<string, string> = {
  'form-statements,inline-statements': 'form-statements,inline-statements',
  'form-statements,split-statements,inline-statements': 'form-statements,split-statements,inline-statements',
};

/** The problems found for one kernel at one size (empty when every pipeline printed what the reference does). */
async function check(k: Kernel, defines: readonly string[], support: string, dir: string): Promise<string[]> {
  const source = join(suite, k.dir, `${k.name}.c`);
  const d = defines.map((x) => `-D${x}`);
  const ref = join(dir, `${k.name}.ref`);
  const refBuild = run(cc, [...cflags, ...d, source, support, '-lm', '-o', ref]);
  const problems: string[] = [];
  const builds: Promise<{ name: string; exe: string; error?: string }>[] = [];
  let affine;
  try {
    affine = cToMLIR(source, { includeDirs: [utilities], defines });
    runPipeline(affine, affinePipeline());
  } catch (e) {
    return [`polyts: ${(e as Error).message}`];
  }
  for (const [name, pipeline] of Object.entries(pipelines)) {
    const module = affine.clone();
    let c: string;
    try {
      runPipeline(module, pipeline);
      c = emitC(module, source);
    } catch (e) {
      problems.push(`${name}: polyts: ${(e as Error).message}`);
      continue;
    }
    const file = join(dir, `${k.name}.${Object.keys(pipelines).indexOf(name)}`);
    writeFileSync(`${file}.c`, c, 'latin1');
    builds.push(run(cc, [...cflags, `${file}.c`, support, '-lm', '-o', file]).then((r) => ({ name, exe: file, error: r.error })));
  }
  const built = await Promise.all(builds);
  const r = await refBuild;
  if (r.error) return [...problems, `building the reference: ${r.error}`];
  const expected = await run(ref, [], undefined, 60000);
  if (expected.error || !expected.stderr.startsWith('==BEGIN DUMP_ARRAYS==')) return [...problems, `running the reference: ${expected.error ?? 'no dump'}`];
  for (const b of built) {
    if (b.error) {
      problems.push(`${b.name}: building the emitted C: ${b.error}`);
      continue;
    }
    const got = await run(b.exe, [], undefined, 60000);
    if (got.error) problems.push(`${b.name}: running: ${got.error}`);
    else if (got.stderr !== expected.stderr) {
      const at = [...got.stderr].findIndex((ch, i) => ch !== expected.stderr[i]);
      problems.push(`${b.name}: dumps differ at byte ${at}: ${JSON.stringify(got.stderr.slice(at, at + 40))} vs ${JSON.stringify(expected.stderr.slice(at, at + 40))}`);
    }
  }
  return problems;
}

for (const size of ['MINI', 'SMALL']) {
  describe(`polybench/ at ${size} through form-statements + inline-statements, with and without split-statements: dumps identical to gcc on the original`, function () {
    this.timeout(900000);
    const defines = [`${size}_DATASET`, 'POLYBENCH_DUMP_ARRAYS'];
    let work: string;
    let results: Promise<string[][]>;
    before(async function () {
      work = mkdtempSync(join(tmpdir(), 'polyts-statements-'));
      const support = join(work, 'polybench.o');
      const lib = await run(cc, [...cflags, ...defines.map((x) => `-D${x}`), '-c', join(utilities, 'polybench.c'), '-o', support]);
      if (lib.error) throw new Error(`building polybench.c: ${lib.error}`);
      results = pool(
        kernels.map((k) => () => check(k, defines, support, work)),
        availableParallelism(),
      );
    });
    after(() => work && rmSync(work, { recursive: true, force: true }));
    kernels.forEach((k, i) => {
      it(k.name, async () => {
        const problems = (await results)[i]!;
        expect(problems, problems.join('\n')).to.deep.equal([]);
      });
    });
  });
}
