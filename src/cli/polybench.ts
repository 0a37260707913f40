#!/usr/bin/env node
// `npm run polybench`: compiles every PolyBench kernel with polyts -O3 to C (sequential, and with -fopenmp), builds
// that and the original with the system C compiler, runs them, checks the dumped arrays against the original's and
// prints a table of run times and speedups with a geomean row (and, with --report, an HTML page with a chart).

import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { DiagnosticError } from '../ir/diagnostics.js';
import { CliError, driverArgs, runMain, writeOutputAtomically } from './common.js';
import { optimizationOf } from './optimization.js';
import { compareDumps } from './polybench/compare.js';
import { packageRoot } from '../packageRoot.js';
import { kernels as allKernels, datasetNamed, datasets, type Kernel } from './polybench/kernels.js';
import { median, pool, run, type Outcome } from './polybench/processes.js';
import { htmlReport } from './polybench/report.js';
import { compileVariant, variantsOf } from './polybench/variants.js';
import { formatTable, type Row } from './polybench/table.js';

interface Built {
  readonly kernel: Kernel;
  readonly reference?: string;
  /** One binary per variant, and whether its output is reassociated. */
  readonly ours?: readonly { readonly binary: string; readonly reassociated: boolean }[];
  readonly error?: string;
}

class Progress {
  private readonly tty = process.stderr.isTTY === true;
  constructor(private readonly total: number) {}
  report(done: number, what: string): void {
    const text = `[${String(done).padStart(String(this.total).length)}/${this.total}] ${what}`;
    if (this.tty) process.stderr.write(`\r\x1b[K${text}`);
    else process.stderr.write(text + '\n');
  }
  finish(): void {
    if (this.tty) process.stderr.write('\r\x1b[K');
  }
}

async function main(argv: string[]): Promise<void> {
  const args = await driverArgs(yargs(argv), 'polybench')
    .scriptName('polybench')
    .usage(
      'Usage: npm run polybench -- [options]\n\nCompiles each PolyBench kernel with polyts -O3 (sequential, and with -fopenmp), builds the C it writes and the original with the system C compiler, runs them, compares their array dumps and prints the times and speedups over the original.',
    )
    .option('dataset', { type: 'string', default: 'MEDIUM', description: `Problem size: ${datasets.join(', ')}`, requiresArg: true })
    .option('kernels', { type: 'string', description: 'Comma-separated kernel names (default: all 30)', requiresArg: true })
    .option('runs', { type: 'number', default: 3, description: 'Runs per binary; the median time is reported', requiresArg: true })
    .option('level', { type: 'number', default: 3, description: 'polyts optimization level (0: translate only; 1: schedule; 2, 3: schedule and tile)', requiresArg: true })
    .option('schedule', { type: 'string', description: 'Scheduler style (pluto, isl, feautrier, tensor) or configuration file', requiresArg: true })
    .option('tile-sizes', { type: 'string', description: 'Tile sizes, outermost member first (e.g. 32,16)', requiresArg: true })
    .option('openmp', { type: 'boolean', default: true, description: 'Also build polyts -fopenmp (--no-openmp: sequential only)' })
    .option('threads', { type: 'number', default: availableParallelism(), description: 'OMP_NUM_THREADS for the -fopenmp runs', requiresArg: true })
    .option('suite', { type: 'string', description: 'PolyBench/C directory (default: $POLYBENCH_PUBLIC, else the bundled polybench/)', requiresArg: true })
    .option('cc', { type: 'string', default: process.env.CC ?? 'gcc', description: 'C compiler for every build', requiresArg: true })
    .option('cflags', { type: 'string', default: '-O3', description: 'Flags for every build (the reference is built with these alone)', requiresArg: true })
    .option('tolerance', { type: 'number', default: 0, description: 'Relative tolerance for dumped values (0: byte-identical dumps)', requiresArg: true })
    .option('reduction-tolerance', { type: 'number', default: 1e-9, description: 'Relative tolerance for builds that run a floating-point reduction in parallel', requiresArg: true })
    .option('report', { type: 'string', description: 'Also write the results as a self-contained HTML page with a chart', requiresArg: true })
    .option('jobs', { type: 'number', default: availableParallelism(), description: 'Parallel builds', requiresArg: true })
    .option('timeout', { type: 'number', default: 600, description: 'Seconds before a run is killed', requiresArg: true })
    .option('keep', { type: 'boolean', description: 'Keep the build directory and print its path' })
    .parseAsync();

  const dataset = datasetNamed(String(args.dataset));
  if (dataset === undefined) throw new CliError(`polybench: error: --dataset must be one of ${datasets.join(', ')}`);
  const runs = Math.trunc(args.runs);
  if (!(runs >= 1)) throw new CliError('polybench: error: --runs must be at least 1');
  if (!(Number.isInteger(args.threads) && args.threads >= 1)) throw new CliError('polybench: error: --threads must be a positive integer');
  if (![0, 1, 2, 3].includes(args.level)) throw new CliError('polybench: error: --level must be 0, 1, 2 or 3');
  if (!(args.tolerance >= 0) || !(args['reduction-tolerance'] >= 0)) throw new CliError('polybench: error: tolerances must be non-negative');
  const suite = resolve(args.suite ?? process.env.POLYBENCH_PUBLIC ?? join(packageRoot(), 'polybench'));
  const utilities = join(suite, 'utilities');
  if (!existsSync(join(utilities, 'polybench.c'))) throw new CliError(`polybench: error: ${utilities}/polybench.c not found; --suite must be a PolyBench/C directory`);
  let selected = allKernels;
  if (args.kernels !== undefined) {
    const names = String(args.kernels).split(',').map((s) => s.trim()).filter(Boolean);
    const unknown = names.filter((n) => !allKernels.some((k) => k.name === n));
    if (unknown.length) throw new CliError(`polybench: error: unknown kernel(s) ${unknown.join(', ')}; known: ${allKernels.map((k) => k.name).join(', ')}`);
    selected = allKernels.filter((k) => names.includes(k.name));
  }
  const optimization = optimizationOf({ optLevel: String(args.level), schedule: args.schedule, tileSizes: args['tile-sizes'] }, 'polybench');
  const variants = variantsOf(optimization, args.openmp);

  const work = mkdtempSync(join(tmpdir(), 'polyts-polybench-'));
  const cflags = String(args.cflags).split(/\s+/).filter(Boolean);
  const defines = [`${dataset}_DATASET`, 'POLYBENCH_TIME', 'POLYBENCH_DUMP_ARRAYS'];
  const ompEnv = { ...process.env, OMP_NUM_THREADS: String(args.threads) };
  const started = performance.now();
  try {
    const progress = new Progress(selected.length * 2);
    let done = 0;
    const built = await pool(
      selected.map((k) => async (): Promise<Built> => {
        const dir = join(work, k.name);
        mkdirSync(dir);
        const source = join(suite, k.dir, `${k.name}.c`);
        // polybench.c reads the same -D options as the kernel (the public one only times under POLYBENCH_TIME), so
        // every build gets them, as does polyts's output: it is the kernel's own source with the translated bodies,
        // whose quoted includes are found in the kernel's directory.
        const common = [...cflags, ...defines.map((d) => `-D${d}`), '-I', utilities, join(utilities, 'polybench.c')];
        const reference = run(args.cc, [...common, source, '-lm', '-o', join(dir, 'reference')]);
        const ours: { binary: string; reassociated: boolean }[] = [];
        const builds: Promise<Outcome>[] = [];
        for (const [i, v] of variants.entries()) {
          progress.report(done, `${k.name}: compiling with polyts ${v.label}`);
          let compiled;
          try {
            compiled = compileVariant(source, [utilities], defines, v);
          } catch (e) {
            done++;
            await reference;
            const msg = e instanceof DiagnosticError || e instanceof CliError ? e.message : `internal error: ${(e as Error).message}`;
            return { kernel: k, error: `polyts ${v.label}: ${msg}` };
          }
          const c = join(dir, `${k.name}.polyts${i}.c`);
          writeFileSync(c, compiled.c, 'latin1');
          ours.push({ binary: join(dir, `polyts${i}`), reassociated: compiled.reassociated });
          builds.push(run(args.cc, [...common, ...v.cflags, '-iquote', dirname(source), c, '-lm', '-o', join(dir, `polyts${i}`)]));
        }
        progress.report(done, `${k.name}: building`);
        const [ref, ...mine] = await Promise.all([reference, ...builds]);
        done++;
        if (ref!.error) return { kernel: k, error: `building reference: ${ref!.error}` };
        const failed = mine.findIndex((o) => o.error);
        if (failed >= 0) return { kernel: k, error: `building polyts ${variants[failed]!.label} output: ${mine[failed]!.error}` };
        return { kernel: k, reference: join(dir, 'reference'), ours };
      }),
      args.jobs,
    );
    const rows: Row[] = [];
    for (const bk of built) {
      const name = bk.kernel.name;
      if (bk.error) {
        rows.push({ kernel: name, ours: [], check: `FAILED: ${bk.error.split('\n')[0]}`, ok: false });
        continue;
      }
      // Binaries run one at a time (never beside another run), each variant interleaved with the reference.
      const binaries = [{ binary: bk.reference!, env: process.env, what: 'reference' }, ...bk.ours!.map((o, i) => ({ binary: o.binary, env: variants[i]!.optimization.openmp ? ompEnv : process.env, what: `polyts ${variants[i]!.label}` }))];
      const times: number[][] = binaries.map(() => []);
      const dumps: string[] = binaries.map(() => '');
      let failure: string | undefined;
      for (let r = 0; r < runs && !failure; r++) {
        progress.report(done, `${name}: run ${r + 1}/${runs}`);
        for (const [i, b] of binaries.entries()) {
          const o = await run(b.binary, [], b.env, args.timeout * 1000);
          if (o.error) {
            failure = `${b.what} ${o.error.split('\n')[0]}`;
            break;
          }
          const t = Number(/(-?\d+(?:\.\d+)?(?:e[-+]?\d+)?)\s*$/i.exec(o.stdout)?.[1]);
          if (!Number.isFinite(t)) {
            failure = `no time printed by ${b.what}`;
            break;
          }
          times[i]!.push(t);
          if (r === 0) dumps[i] = o.stderr;
        }
      }
      done++;
      if (failure) {
        rows.push({ kernel: name, ours: [], check: `FAILED: ${failure}`, ok: false });
        continue;
      }
      const checks = bk.ours!.map((o, i) => ({ label: variants[i]!.label, cmp: compareDumps(dumps[i + 1]!, dumps[0]!, o.reassociated ? Math.max(args.tolerance, args['reduction-tolerance']) : args.tolerance) }));
      const bad = checks.find((c) => !c.cmp.ok);
      const summary = [...new Set(checks.map((c) => c.cmp.summary))].join(', ');
      rows.push({
        kernel: name,
        reference: median(times[0]!),
        ours: times.slice(1).map(median),
        check: bad ? `MISMATCH (${bad.label}): ${bad.cmp.summary}` : `match (${summary})`,
        ok: !bad,
      });
    }
    progress.finish();
    const good = rows.filter((r) => r.ok).length;
    const reference = `${args.cc} ${cflags.join(' ')}`;
    const labels = variants.map((v) => v.label);
    process.stdout.write(formatTable(rows, reference, labels));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const setup = `${dataset} dataset, median of ${runs} run${runs > 1 ? 's' : ''}, ${reference}${args.openmp ? `, ${args.threads} thread${args.threads > 1 ? 's' : ''} for -fopenmp` : ''}, ${suite}`;
    process.stdout.write(`\n${good}/${rows.length} outputs match (${setup}; ${seconds} s)\n`);
    if (args.report !== undefined) writeOutputAtomically(String(args.report), htmlReport(rows, { title: `polyts on PolyBench (${dataset})`, setup, reference, variants: labels }));
    if (good !== rows.length) process.exitCode = 1;
  } finally {
    if (args.keep) process.stderr.write(`build directory kept: ${work}\n`);
    else rmSync(work, { recursive: true, force: true });
  }
}

runMain('polybench', () => main(hideBin(process.argv)));
