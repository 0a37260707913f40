#!/usr/bin/env node
// `npm run polybench`: compiles every PolyBench kernel with polyts to C, builds it and the original with the
// system C compiler, runs both, checks the dumped arrays against each other and prints a table of run times.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { DiagnosticError } from '../ir/diagnostics.js';
import { compile } from './ccDriver.js';
import { CliError, packageVersion, runMain } from './common.js';
import { compareDumps } from './polybench/compare.js';
import { packageRoot } from '../packageRoot.js';
import { kernels as allKernels, type Kernel } from './polybench/kernels.js';
import { median, pool, run } from './polybench/processes.js';
import { formatTable, type Row } from './polybench/table.js';

const datasets = ['MINI', 'SMALL', 'MEDIUM', 'LARGE', 'EXTRALARGE'] as const;

interface Built {
  readonly kernel: Kernel;
  readonly ours?: string;
  readonly reference?: string;
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
  const args = await yargs(argv)
    .scriptName('polybench')
    .usage('Usage: npm run polybench -- [options]\n\nCompiles each PolyBench kernel with polyts, builds it and the original with the system C compiler, runs both and compares their array dumps.')
    .option('dataset', { type: 'string', default: 'MEDIUM', description: `Problem size: ${datasets.join(', ')}`, requiresArg: true })
    .option('kernels', { type: 'string', description: 'Comma-separated kernel names (default: all 30)', requiresArg: true })
    .option('runs', { type: 'number', default: 3, description: 'Runs per binary; the median time is reported', requiresArg: true })
    .option('threads', { type: 'number', description: 'OMP_NUM_THREADS for the runs (for OpenMP output)', requiresArg: true })
    .option('suite', { type: 'string', description: 'PolyBench/C directory (default: $POLYBENCH_PUBLIC, else the bundled polybench/)', requiresArg: true })
    .option('cc', { type: 'string', default: process.env.CC ?? 'gcc', description: 'C compiler for both builds', requiresArg: true })
    .option('cflags', { type: 'string', default: '-O3', description: 'Flags for both builds', requiresArg: true })
    .option('tolerance', { type: 'number', default: 0, description: 'Relative tolerance for dumped values (0: byte-identical dumps)', requiresArg: true })
    .option('jobs', { type: 'number', default: availableParallelism(), description: 'Parallel builds', requiresArg: true })
    .option('timeout', { type: 'number', default: 600, description: 'Seconds before a run is killed', requiresArg: true })
    .option('keep', { type: 'boolean', description: 'Keep the build directory and print its path' })
    .version(packageVersion())
    .help()
    .alias('h', 'help')
    .strict()
    .parserConfiguration({ 'camel-case-expansion': false })
    .fail((msg, err) => {
      throw new CliError(`polybench: error: ${err?.message ?? msg}`);
    })
    .parseAsync();

  const dataset = String(args.dataset).toUpperCase().replace(/_DATASET$/, '');
  if (!datasets.includes(dataset as (typeof datasets)[number])) throw new CliError(`polybench: error: --dataset must be one of ${datasets.join(', ')}`);
  const runs = Math.trunc(args.runs);
  if (!(runs >= 1)) throw new CliError('polybench: error: --runs must be at least 1');
  if (args.threads !== undefined && !(Number.isInteger(args.threads) && args.threads >= 1)) throw new CliError('polybench: error: --threads must be a positive integer');
  if (!(args.tolerance >= 0)) throw new CliError('polybench: error: --tolerance must be non-negative');
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

  const work = mkdtempSync(join(tmpdir(), 'polyts-polybench-'));
  const cflags = String(args.cflags).split(/\s+/).filter(Boolean);
  const defines = [`${dataset}_DATASET`, 'POLYBENCH_TIME', 'POLYBENCH_DUMP_ARRAYS'];
  const env = args.threads !== undefined ? { ...process.env, OMP_NUM_THREADS: String(args.threads) } : process.env;
  const started = performance.now();
  try {
    const progress = new Progress(selected.length * 2);
    let done = 0;
    const built = await pool(
      selected.map((k) => async (): Promise<Built> => {
        const dir = join(work, k.name);
        mkdirSync(dir);
        const source = join(suite, k.dir, `${k.name}.c`);
        progress.report(done, `${k.name}: compiling with polyts`);
        let ours: string;
        try {
          ours = join(dir, `${k.name}.polyts.c`);
          const { text, remarks } = compile(source, { includeDirs: [utilities], defines, emit: 'c' });
          // A function kept as written is not polyts's code: the comparison would not measure it.
          if (remarks.length) throw new CliError(remarks.map((r) => r.format()).join('; '));
          writeFileSync(ours, text, 'latin1');
        } catch (e) {
          done++;
          const msg = e instanceof DiagnosticError || e instanceof CliError ? e.message : `internal error: ${(e as Error).message}`;
          return { kernel: k, error: `polyts: ${msg}` };
        }
        progress.report(done, `${k.name}: building`);
        // polybench.c reads the same -D options as the kernel (the public one only times under POLYBENCH_TIME), so both
        // builds get them, as does polyts's output: it is the kernel's own source with the translated bodies, whose
        // quoted includes are found in the kernel's directory.
        const common = [...cflags, ...defines.map((d) => `-D${d}`), '-I', utilities, join(utilities, 'polybench.c')];
        const [a, b] = await Promise.all([
          run(args.cc, [...common, '-iquote', dirname(source), ours, '-lm', '-o', join(dir, 'polyts')]),
          run(args.cc, [...common, source, '-lm', '-o', join(dir, 'reference')]),
        ]);
        done++;
        if (a.error) return { kernel: k, error: `building polyts output: ${a.error}` };
        if (b.error) return { kernel: k, error: `building reference: ${b.error}` };
        return { kernel: k, ours: join(dir, 'polyts'), reference: join(dir, 'reference') };
      }),
      args.jobs,
    );
    const rows: Row[] = [];
    for (const bk of built) {
      const name = bk.kernel.name;
      if (bk.error) {
        rows.push({ kernel: name, check: `FAILED: ${bk.error.split('\n')[0]}`, ok: false });
        continue;
      }
      const times = { ours: [] as number[], reference: [] as number[] };
      const dumps = { ours: '', reference: '' };
      let failure: string | undefined;
      for (let r = 0; r < runs && !failure; r++) {
        progress.report(done, `${name}: run ${r + 1}/${runs}`);
        for (const which of ['reference', 'ours'] as const) {
          const o = await run(bk[which]!, [], env, args.timeout * 1000);
          if (o.error) {
            failure = `${which === 'ours' ? 'polyts binary' : 'reference'} ${o.error.split('\n')[0]}`;
            break;
          }
          const t = Number(/(-?\d+(?:\.\d+)?(?:e[-+]?\d+)?)\s*$/i.exec(o.stdout)?.[1]);
          if (!Number.isFinite(t)) failure = `no time printed by the ${which === 'ours' ? 'polyts binary' : 'reference'}`;
          times[which].push(t);
          if (r === 0) dumps[which] = o.stderr;
        }
      }
      done++;
      if (failure) {
        rows.push({ kernel: name, check: `FAILED: ${failure}`, ok: false });
        continue;
      }
      const cmp = compareDumps(dumps.ours, dumps.reference, args.tolerance);
      rows.push({ kernel: name, ours: median(times.ours), reference: median(times.reference), check: cmp.ok ? `match (${cmp.summary})` : `MISMATCH: ${cmp.summary}`, ok: cmp.ok });
    }
    progress.finish();
    const good = rows.filter((r) => r.ok).length;
    process.stdout.write(formatTable(rows));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `\n${good}/${rows.length} outputs match (${dataset} dataset, median of ${runs} run${runs > 1 ? 's' : ''}, ${args.cc} ${cflags.join(' ')}${args.threads ? `, ${args.threads} threads` : ''}, ${suite}; ${seconds} s)\n`,
    );
    if (good !== rows.length) process.exitCode = 1;
  } finally {
    if (args.keep) process.stderr.write(`build directory kept: ${work}\n`);
    else rmSync(work, { recursive: true, force: true });
  }
}

runMain('polybench', () => main(hideBin(process.argv)));
