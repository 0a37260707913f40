// End to end over the PolyBench kernels: C -> MLIR (our verifier, our parser, mlir-opt-19) -> affine MLIR (the
// same checks) -> C -> gcc -O3 -Wall without warnings -> run; the dumped arrays must be byte-identical to those of gcc on the original, since nothing
// has been reordered. Also run over an unmodified public PolyBench/C 4.2.1 when POLYBENCH_PUBLIC points at one.

import { expect } from 'chai';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { compile, cPipeline, cToMLIR, runPipeline } from '../../src/cli/ccDriver.js';
import { emitC } from '../../src/codegen/emitC/index.js';
import { kernels, type Kernel } from '../../src/cli/polybench/kernels.js';
import { pool, run } from '../../src/cli/polybench/processes.js';
import { buildEmitted } from './buildEmitted.js';
import { parseSource } from '../../src/ir/parser.js';
import { printOperation } from '../../src/ir/printer.js';
import { verify } from '../../src/ir/verifier.js';
import { packageRoot } from '../../src/packageRoot.js';

const cc = process.env.CC ?? 'gcc';


const haveMlirOpt = spawnSync('bash', ['-c', 'command -v mlir-opt-19'], { stdio: 'ignore' }).status === 0;

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

interface Result {
  readonly kernel: string;
  readonly problems: string[];
}

/** The whole flow for one kernel; every problem found is listed (an empty list means it passed). */
async function check(suite: string, k: Kernel, defines: readonly string[], work: string, raise: boolean): Promise<Result> {
  const problems: string[] = [];
  const utilities = join(suite, 'utilities');
  const source = join(suite, k.dir, `${k.name}.c`);
  const dir = mkdtempSync(join(work, `${k.name}-`));
  const allDefines = [...defines, 'POLYBENCH_DUMP_ARRAYS'];
  let c: string;
  const upstream: Promise<string | undefined>[] = [];
  try {
    const module = cToMLIR(source, { includeDirs: [utilities], defines: allDefines });
    // Both the frontend's MLIR and the raised form C is printed from must read back with our own parser, verify
    // again, and be accepted by mlir-opt-19.
    const check = (what: string): void => {
      const text = printOperation(module);
      verify(parseSource(text, `${k.name}.${what}.mlir`));
      if (haveMlirOpt) upstream.push(mlirOpt(text).then((e) => e && `${what}: ${e}`));
    };
    check('frontend');
    if (raise) {
      runPipeline(module, cPipeline());
      check('affine');
      // What polyts-cc writes: the kernel's source with every function translated, none kept as written.
      const compiled = compile(source, { includeDirs: [utilities], defines: allDefines, emit: 'c' });
      for (const r of compiled.remarks) problems.push(`polyts-cc: ${r.format()}`);
      c = compiled.text;
    } else c = emitC(module, source);
  } catch (e) {
    return { kernel: k.name, problems: [`polyts: ${(e as Error).message}`] };
  }
  const ours = join(dir, 'polyts.c');
  writeFileSync(ours, c, 'latin1');
  const [built, ref, mlirErrs] = await Promise.all([
    buildEmitted(cc, utilities, ours, join(dir, 'polyts'), allDefines, dirname(source)),
    run(cc, ['-O3', '-I', utilities, join(utilities, 'polybench.c'), ...allDefines.map((d) => `-D${d}`), source, '-lm', '-o', join(dir, 'reference')]),
    Promise.all(upstream),
  ]);
  for (const e of mlirErrs) if (e) problems.push(e);
  if (built.error) return { kernel: k.name, problems: [...problems, `building the emitted C: ${built.error}`] };
  if (built.warnings) problems.push(`warnings building the emitted C:\n${built.warnings}`);
  if (ref.error) return { kernel: k.name, problems: [...problems, `building the reference: ${ref.error}`] };
  const [a, b] = await Promise.all([run(join(dir, 'polyts'), [], undefined, 60000), run(join(dir, 'reference'), [], undefined, 60000)]);
  if (a.error) problems.push(`running the polyts build: ${a.error}`);
  else if (b.error) problems.push(`running the reference: ${b.error}`);
  else if (!a.stderr.startsWith('==BEGIN DUMP_ARRAYS==')) problems.push('the polyts build dumped nothing');
  else if (a.stderr !== b.stderr) {
    const at = [...a.stderr].findIndex((ch, i) => ch !== b.stderr[i]);
    problems.push(`dumps differ at byte ${at}: ${JSON.stringify(a.stderr.slice(at, at + 40))} vs ${JSON.stringify(b.stderr.slice(at, at + 40))}`);
  }
  return { kernel: k.name, problems };
}

/** One mocha test per kernel; all kernels run concurrently in `before`. */
function suiteTests(title: string, suite: () => string | undefined, defines: readonly string[], selected: readonly Kernel[], raise = true): void {
  describe(title, function () {
    this.timeout(600000);
    let work: string;
    let results: Promise<Result[]> | undefined;
    before(function () {
      const dir = suite();
      if (!dir) return;
      work = mkdtempSync(join(tmpdir(), 'polyts-e2e-'));
      results = pool(
        selected.map((k) => () => check(dir, k, defines, work, raise)),
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

const bundled = (): string => join(packageRoot(), 'polybench');

if (!haveMlirOpt) console.log('  polybench end to end: mlir-opt-19 not installed, so upstream acceptance of the emitted MLIR is not checked');

suiteTests('polybench/ end to end at MINI: C -> MLIR -> affine -> C -> gcc, dumps identical to gcc on the original', bundled, ['MINI_DATASET'], kernels);
// The C emitter on the frontend's own output: scalars in allocas, scf loops, flags.
suiteTests('polybench/ at MINI with C printed straight from the frontend MLIR (no passes)', bundled, ['MINI_DATASET'], kernels, false);

// polybench.h options that change types and shapes (VLA parameters, stack arrays, constant bounds) and float data.
const variety = kernels.filter((k) => ['gemm', 'durbin', 'lu', 'nussinov', 'heat-3d', 'deriche', 'correlation', 'adi'].includes(k.name));
suiteTests('polybench/ with C99 VLA parameters and restrict', bundled, ['MINI_DATASET', 'POLYBENCH_USE_C99_PROTO', 'POLYBENCH_USE_RESTRICT'], variety);
suiteTests('polybench/ with stack arrays and scalar loop bounds', bundled, ['MINI_DATASET', 'POLYBENCH_STACK_ARRAYS', 'POLYBENCH_USE_SCALAR_LB'], variety);
suiteTests('polybench/ with float data at SMALL size', bundled, ['SMALL_DATASET', 'DATA_TYPE_IS_FLOAT'], variety);

const publicSuite = process.env.POLYBENCH_PUBLIC;
if (!publicSuite) {
  console.log('  public PolyBench/C 4.2.1: skipped (set POLYBENCH_PUBLIC to an unmodified copy of the suite to run it)');
}
suiteTests(
  'public PolyBench/C 4.2.1 ($POLYBENCH_PUBLIC) end to end at MINI',
  () => {
    if (publicSuite && !existsSync(join(publicSuite, 'utilities', 'polybench.c'))) {
      throw new Error(`POLYBENCH_PUBLIC=${publicSuite} has no utilities/polybench.c`);
    }
    return publicSuite;
  },
  ['MINI_DATASET'],
  kernels,
);
