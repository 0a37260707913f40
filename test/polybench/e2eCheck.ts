// End to end over PolyBench kernels: C -> MLIR (our verifier, our parser, mlir-opt-19) -> a pipeline (the same
// checks) -> C (the kernel's source with the translated bodies, as polyts-cc writes it) -> gcc -O3 -Wall without
// warnings -> run; the dumped arrays must be byte-identical to those of gcc on the original. Shared by the suites
// that run different pipelines.

import { expect } from 'chai';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runPipeline, spliceTranslation, translate } from '../../src/cli/ccDriver.js';
import { emitC } from '../../src/codegen/emitC/index.js';
import { kernels, type Kernel } from '../../src/cli/polybench/kernels.js';
import { pool, run } from '../../src/cli/polybench/processes.js';
import { buildEmitted } from './buildEmitted.js';
import { referenceRun } from './reference.js';
import { parseSource } from '../../src/ir/parser.js';
import { printOperation } from '../../src/ir/printer.js';
import { verify } from '../../src/ir/verifier.js';
import type { Operation } from '../../src/ir/operation.js';

const cc = process.env.CC ?? 'gcc';


export const haveMlirOpt = spawnSync('bash', ['-c', 'command -v mlir-opt-19'], { stdio: 'ignore' }).status === 0;

/** mlir-opt-19 parses and verifies `text` (stdin), or says why not. */
function mlirOpt(text: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const p = spawn('mlir-opt-19', ['-o', '/dev/null'], { stdio: ['pipe', 'ignore', 'pipe'] });
    let err = '';
    p.stderr.on('data', (b: Buffer) => (err += b.toString()));
    p.on('close', (code) => resolve(code === 0 ? undefined : `mlir-opt-19 exit ${code}: ${err.slice(0, 2000)}`));
    p.stdin.end(text);
  });
}

/** What runs between the frontend and the C emitter: a pipeline, a transformation of the module, or nothing. */
export type Passes = string | ((module: Operation) => void) | undefined;

interface Result {
  readonly kernel: string;
  readonly problems: string[];
}

/**
 * The whole flow for one kernel, with `pipeline` (mlir-opt syntax without the module anchor, or a function that
 * transforms the module) run on the frontend's MLIR before C is printed; every problem found is listed (an empty
 * list means it passed).
 */
async function check(suite: string, k: Kernel, defines: readonly string[], work: string, pipeline: Passes): Promise<Result> {
  const problems: string[] = [];
  const utilities = join(suite, 'utilities');
  const source = join(suite, k.dir, `${k.name}.c`);
  const dir = mkdtempSync(join(work, `${k.name}-`));
  const allDefines = [...defines, 'POLYBENCH_DUMP_ARRAYS'];
  let c: string;
  const upstream: Promise<string | undefined>[] = [];
  try {
    const t = translate(source, { includeDirs: [utilities], defines: allDefines });
    for (const r of t.rejected) for (const e of r.errors) problems.push(`polyts: ${e.format()}`);
    const module = t.module;
    // Both the frontend's MLIR and the raised form C is printed from must read back with our own parser, verify
    // again, and be accepted by mlir-opt-19.
    const check = (what: string): void => {
      const text = printOperation(module);
      verify(parseSource(text, `${k.name}.${what}.mlir`));
      if (haveMlirOpt) upstream.push(mlirOpt(text).then((e) => e && `${what}: ${e}`));
    };
    check('frontend');
    if (pipeline !== undefined) {
      if (typeof pipeline === 'string') runPipeline(module, pipeline);
      else pipeline(module);
      check('passes');
      // The C is what polyts-cc writes after these passes: the kernel's source with every function translated.
      const compiled = spliceTranslation(t);
      for (const r of compiled.remarks) problems.push(`polyts-cc: ${r.format()}`);
      c = compiled.text;
    } else c = emitC(module, source);
  } catch (e) {
    return { kernel: k.name, problems: [`polyts: ${(e as Error).message}`] };
  }
  const ours = join(dir, 'polyts.c');
  writeFileSync(ours, c, 'latin1');
  const [built, b, mlirErrs] = await Promise.all([
    buildEmitted(cc, utilities, ours, join(dir, 'polyts'), allDefines, [], dirname(source)),
    referenceRun(cc, utilities, source, allDefines),
    Promise.all(upstream),
  ]);
  for (const e of mlirErrs) if (e) problems.push(e);
  if (built.error) return { kernel: k.name, problems: [...problems, `building the emitted C: ${built.error}`] };
  if (built.warnings) problems.push(`warnings building the emitted C:\n${built.warnings}`);
  if (b.error) return { kernel: k.name, problems: [...problems, b.error] };
  const a = await run(join(dir, 'polyts'), [], undefined, 60000);
  if (a.error) problems.push(`running the polyts build: ${a.error}`);
  else if (!a.stderr.startsWith('==BEGIN DUMP_ARRAYS==')) problems.push('the polyts build dumped nothing');
  else if (a.stderr !== b.stderr) {
    const at = [...a.stderr].findIndex((ch, i) => ch !== b.stderr[i]);
    problems.push(`dumps differ at byte ${at}: ${JSON.stringify(a.stderr.slice(at, at + 40))} vs ${JSON.stringify(b.stderr.slice(at, at + 40))}`);
  }
  return { kernel: k.name, problems };
}

/** One mocha test per kernel; all kernels run concurrently in `before`. */
export function suiteTests(title: string, suite: () => string | undefined, defines: readonly string[], selected: readonly Kernel[], pipeline: Passes): void {
  describe(title, function () {
    this.timeout(600000);
    let work: string;
    let results: Promise<Result[]> | undefined;
    before(function () {
      const dir = suite();
      if (!dir) return;
      work = mkdtempSync(join(tmpdir(), 'polyts-e2e-'));
      results = pool(
        selected.map((k) => () => check(dir, k, defines, work, pipeline)),
        availableParallelism(),
      );
    });
    after(() => work && rmSync(work, { recursive: true, force: true }));
    selected.forEach((k, i) => {
      it(k.name, async function () {
        if (!results) this.skip();
        const r = (await results!)[i]!;
        expect(r.problems, r.problems.join('\n\n')).to.deep.equal([]);
      });
    });
  });
}
