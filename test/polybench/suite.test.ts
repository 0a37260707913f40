// Builds every kernel of polybench/ with the system C compiler at MINI size and checks its dump, its timer and its C99-ness.
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parseDump, valuePatterns, type Dump } from '../../src/cli/polybench/dump.js';
import { kernels, type Kernel } from '../../src/cli/polybench/kernels.js';
import { packageRoot } from '../../src/packageRoot.js';
import { inParallel } from '../ir/tools.js';

const execFileAsync = promisify(execFile);
const cc = process.env.CC ?? 'gcc';


const polybench = join(packageRoot(), 'polybench');
const utilities = join(polybench, 'utilities');
const source = (k: Kernel): string => join(polybench, k.dir, `${k.name}.c`);

/** What a build-and-run produced; `error` holds a failed compile or a non-zero exit. */
interface Outcome {
  readonly stdout: string;
  readonly stderr: string;
  readonly error?: string;
}

async function attempt(file: string, args: string[]): Promise<Outcome> {
  try {
    const { stdout, stderr } = await execFileAsync(file, args, { maxBuffer: 64 << 20 });
    return { stdout, stderr };
  } catch (e) {
    const err = e as { message: string; stdout?: string; stderr?: string };
    return { stdout: err.stdout ?? '', stderr: err.stderr ?? '', error: `${err.message}\n${err.stderr ?? ''}` };
  }
}

/** The build line of the public suite: `cc -O2 FLAGS -I utilities utilities/polybench.c name.c -lm`. */
async function buildAndRun(k: Kernel, flags: string[], exe: string): Promise<Outcome> {
  const build = await attempt(cc, ['-O2', ...flags, '-I', utilities, join(utilities, 'polybench.c'), source(k), '-lm', '-o', exe]);
  return build.error ? build : attempt(exe, []);
}

function expectOk(o: Outcome | undefined): asserts o is Outcome {
  expect(o, 'no outcome recorded').to.not.equal(undefined);
  expect(o!.error, o!.error).to.equal(undefined);
}

function dumpOf(k: Kernel, o: Outcome): Dump {
  return parseDump(o.stderr, valuePatterns[k.type]);
}

// Option sets of polybench.h that must not change any result, tried on kernels that exercise
// 1-D, 2-D and 3-D arrays, a char array, a local array in the scop and an allocation inside init.
const layoutVariants: Record<string, string[]> = {
  'POLYBENCH_STACK_ARRAYS': ['-DPOLYBENCH_STACK_ARRAYS'],
  'POLYBENCH_USE_C99_PROTO + POLYBENCH_USE_RESTRICT': ['-DPOLYBENCH_USE_C99_PROTO', '-DPOLYBENCH_USE_RESTRICT'],
  'POLYBENCH_USE_SCALAR_LB': ['-DPOLYBENCH_USE_SCALAR_LB'],
  'padding (POLYBENCH_PADDING_FACTOR, POLYBENCH_INTER_ARRAY_PADDING_FACTOR)': [
    '-DPOLYBENCH_PADDING_FACTOR=3', '-DPOLYBENCH_INTER_ARRAY_PADDING_FACTOR=40',
  ],
};
const layoutKernels = ['gemm', 'doitgen', 'nussinov', 'durbin', 'cholesky'];

describe('polybench suite built with the system C compiler (MINI_DATASET)', function () {
  this.timeout(180_000);

  let workDir = '';
  const dumps = new Map<string, Outcome>();
  const timed = new Map<string, Outcome>();
  const syntax = new Map<string, Outcome>();
  const variants = new Map<string, Outcome>();

  before(async function () {
    workDir = mkdtempSync(join(tmpdir(), 'polyts-polybench-'));
    const jobs: (() => Promise<void>)[] = [];
    for (const k of kernels) {
      jobs.push(async () => {
        dumps.set(k.name, await buildAndRun(k, ['-DMINI_DATASET', '-DPOLYBENCH_DUMP_ARRAYS'], join(workDir, `${k.name}.dump`)));
      });
      jobs.push(async () => {
        timed.set(k.name, await buildAndRun(k, ['-DMINI_DATASET', '-DPOLYBENCH_TIME'], join(workDir, `${k.name}.time`)));
      });
      // The kernels are also read by polyts's own C frontend, so they (with both headers) must be
      // strict C99 under each element type.
      for (const type of ['DOUBLE', 'FLOAT', 'INT']) {
        jobs.push(async () => {
          syntax.set(`${k.name}/${type}`, await attempt(cc, [
            '-std=c99', '-pedantic-errors', '-Wno-unknown-pragmas', '-fsyntax-only',
            '-DMINI_DATASET', `-DDATA_TYPE_IS_${type}`, '-I', utilities, source(k),
          ]));
        });
      }
    }
    for (const name of layoutKernels) {
      const k = kernels.find((x) => x.name === name)!;
      for (const [label, flags] of Object.entries(layoutVariants)) {
        jobs.push(async () => {
          const exe = join(workDir, `${k.name}.${Object.keys(layoutVariants).indexOf(label)}`);
          variants.set(`${name}/${label}`, await buildAndRun(k, ['-DMINI_DATASET', '-DPOLYBENCH_DUMP_ARRAYS', ...flags], exe));
        });
      }
    }
    await inParallel(jobs, Math.max(2, cpus().length));
  });

  after(function () {
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('has the 30 kernels of PolyBench/C 4.2.1, each as <dir>/<name>.c and <name>.h', function () {
    expect(kernels).to.have.length(30);
    for (const k of kernels) {
      expect(existsSync(source(k)), source(k)).to.equal(true);
      expect(existsSync(join(polybench, k.dir, `${k.name}.h`)), `${k.name}.h`).to.equal(true);
    }
  });

  for (const k of kernels) {
    describe(k.name, function () {
      const names = k.arrays.map((x) => x.name);

      it(`dumps ${names.join(', ')} with the MINI number of values in the standard format`, function () {
        const o = dumps.get(k.name);
        expectOk(o);
        expect(o.stdout, 'nothing on stdout without POLYBENCH_TIME').to.equal('');
        const dump = dumpOf(k, o);
        expect(dump.arrays.map((x) => x.name)).to.deep.equal(names);
        expect(dump.arrays.map((x) => x.values.length)).to.deep.equal(k.arrays.map((x) => x.values));
        expect(dump.finishAfter).to.equal(names.indexOf(k.finishAfter ?? names[names.length - 1]));
      });

      it('prints its run time in seconds with POLYBENCH_TIME, and no dump', function () {
        const o = timed.get(k.name);
        expectOk(o);
        expect(o.stdout).to.match(/^\d+\.\d{6}\n$/);
        expect(o.stderr).to.equal('');
      });

      it('is strict C99 with double, float and int data', function () {
        for (const type of ['DOUBLE', 'FLOAT', 'INT']) expectOk(syntax.get(`${k.name}/${type}`));
      });
    });
  }

  describe('polybench.h layout options leave every dumped value unchanged', function () {
    for (const name of layoutKernels) {
      for (const label of Object.keys(layoutVariants)) {
        it(`${name} with ${label}`, function () {
          const base = dumps.get(name);
          const variant = variants.get(`${name}/${label}`);
          expectOk(base);
          expectOk(variant);
          expect(variant.stderr).to.equal(base.stderr);
        });
      }
    }
  });
});

describe('polybench dump reader', function () {
  const ok = '==BEGIN DUMP_ARRAYS==\nbegin dump: A\n1.00 2.00 \nend   dump: A\n==END   DUMP_ARRAYS==\n';

  it('reads arrays, values and where the finish marker is', function () {
    const d = parseDump(ok, valuePatterns.double);
    expect(d.arrays).to.deep.equal([{ name: 'A', values: ['1.00', '2.00'] }]);
    expect(d.finishAfter).to.equal(0);
  });

  it('reads a body that starts on the begin line, as trisolv prints it', function () {
    const d = parseDump('==BEGIN DUMP_ARRAYS==\nbegin dump: x0.50 \n1.00 \nend   dump: x\n==END   DUMP_ARRAYS==\n', valuePatterns.double);
    expect(d.arrays).to.deep.equal([{ name: 'x', values: ['0.50', '1.00'] }]);
  });

  it('rejects a missing finish marker, a mismatched end line and a non-finite value', function () {
    expect(() => parseDump(ok.replace('==END   DUMP_ARRAYS==\n', ''), valuePatterns.double)).to.throw(/no finish marker/);
    expect(() => parseDump(ok.replace('end   dump: A', 'end   dump: B'), valuePatterns.double)).to.throw(/offset/);
    expect(() => parseDump(ok.replace('2.00', 'nan'), valuePatterns.double)).to.throw(/nan/);
  });
});
