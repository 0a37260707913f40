#!/usr/bin/env node
// `npm run fuzz`: differential fuzzing. Random PolyBench-shaped C programs (src/cli/fuzz/generate.ts) are built
// by the C compiler as they are (the reference) and through each polyts pipeline, and their array dumps compared.

import { availableParallelism } from 'node:os';
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { CliError, driverArgs, runMain } from './common.js';
import { featureDescriptions } from './fuzz/features.js';
import { runFuzz, type FuzzReport } from './fuzz/harness.js';
import { availablePipelines, type FuzzPipeline } from './fuzz/pipelines.js';
import { formatColumns } from './textTable.js';

async function main(argv: string[]): Promise<void> {
  const pipelines = availablePipelines();
  const defaults = pipelines.filter((p) => !p.testOnly && !p.optIn);
  const args = await driverArgs(yargs(argv), 'fuzz')
    .scriptName('fuzz')
    .usage(
      'Usage: npm run fuzz -- [options]\n\nGenerates random PolyBench-shaped C programs, builds each with the C compiler (-O0, the reference) and through polyts pipelines, runs them and compares their array dumps.',
    )
    .option('count', { type: 'number', default: 100, description: 'Programs to generate', requiresArg: true })
    .option('seed', { type: 'number', default: 1, description: 'Seed of the first program (program k uses seed+k)', requiresArg: true })
    .option('jobs', { type: 'number', default: availableParallelism(), description: 'Batches checked at once (and polyts worker threads)', requiresArg: true })
    .option('pipelines', { type: 'string', default: defaults.map((p) => p.name).join(','), description: `Comma-separated pipelines, or all: ${pipelines.map((p) => p.name).join(', ')}`, requiresArg: true })
    .option('batch', { type: 'number', default: 40, description: 'Programs per build (one C file, one compiler run)', requiresArg: true })
    .option('timeout', { type: 'number', default: 60, description: 'Seconds for polyts on one program and for one run', requiresArg: true })
    .option('cc', { type: 'string', default: process.env.CC ?? 'gcc', description: 'C compiler for every build', requiresArg: true })
    .option('cflags', { type: 'string', default: '-O0 -w', description: "Flags for building polyts's output (the reference is built with -O0)", requiresArg: true })
    .option('shrink', { type: 'number', default: 5, description: 'Failures shrunk per pipeline (0: none)', requiresArg: true })
    .option('shrink-seconds', { type: 'number', default: 120, description: 'Time limit for shrinking one failure', requiresArg: true })
    .option('failures-dir', { type: 'string', default: 'fuzz-failures', description: 'Where failing programs are written (created on the first failure)', requiresArg: true })
    .option('keep', { type: 'boolean', description: 'Keep the build directory and print its path' })
    .parseAsync();

  const positive = (name: string, v: number, min = 1): number => {
    if (!(Number.isInteger(v) && v >= min)) throw new CliError(`fuzz: error: --${name} must be an integer >= ${min}`);
    return v;
  };
  const chosen: FuzzPipeline[] = String(args.pipelines)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .flatMap((name) => {
      // 'all': every pipeline but the deliberately wrong test-only ones.
      if (name === 'all') return pipelines.filter((x) => !x.testOnly);
      const p = pipelines.find((x) => x.name === name);
      if (!p) throw new CliError(`fuzz: error: unknown pipeline '${name}'; known: all, ${pipelines.map((x) => x.name).join(', ')}`);
      return [p];
    });
  if (!chosen.length) throw new CliError('fuzz: error: --pipelines names no pipeline');
  if (!(args.timeout > 0)) throw new CliError('fuzz: error: --timeout must be positive');
  const tty = process.stderr.isTTY === true;
  const report = await runFuzz({
    count: positive('count', args.count),
    seed: positive('seed', args.seed, 0),
    jobs: positive('jobs', args.jobs),
    pipelines: chosen,
    batch: positive('batch', args.batch),
    timeout: args.timeout,
    cc: String(args.cc),
    cflags: String(args.cflags).split(/\s+/).filter(Boolean),
    shrinkLimit: positive('shrink', args.shrink, 0),
    shrinkSeconds: args['shrink-seconds'],
    failuresDir: String(args['failures-dir']),
    keep: !!args.keep,
    progress: (t) => process.stderr.write(tty ? `\r\x1b[K${t}` : `${t}\n`),
  });
  if (tty) process.stderr.write('\r\x1b[K');
  process.stdout.write(formatReport(report, Number(args.seed), String(args.cc), chosen));
  if (report.failures.length || report.generatorFailures.length) process.exitCode = 1;
}

function formatReport(r: FuzzReport, seed: number, cc: string, pipelines: readonly FuzzPipeline[]): string {
  const out: string[] = [];
  const last = (seed + r.programs - 1) >>> 0;
  out.push(`${r.programs} programs (seeds ${seed}..${last}), ${r.seconds.toFixed(1)} s, reference: ${cc} -O0`, '');
  out.push(
    formatColumns(
      ['pipeline', 'ok', 'mismatch', 'crash', 'polyts error', 'timeout', 'compared'],
      pipelines.map((p) => {
        const c = r.counts.get(p.name)!;
        return [p.name, c.ok, c.mismatch, c.crash, c.error, c.timeout, p.tolerance ? `within ${p.tolerance}` : 'exact'].map(String);
      }),
    ),
    '',
  );
  out.push('coverage (programs containing each construct):');
  out.push(
    formatColumns(
      ['construct', 'programs', 'meaning'],
      [...r.coverage].map(([f, n]) => [f, String(n), featureDescriptions[f]]),
    ),
    '',
  );
  if (r.generatorFailures.length) {
    out.push(`${r.generatorFailures.length} programs the reference build failed on (generator bugs):`);
    for (const g of r.generatorFailures.slice(0, 20)) out.push(`  seed ${g.seed}: ${g.detail}`);
    out.push('');
  }
  if (r.failures.length) {
    out.push(`${r.failures.length} failures:`);
    for (const f of r.failures) {
      const shrunk = f.shrunk ? `, shrunk in ${f.shrunk.steps} steps` : '';
      out.push(`  ${f.pipeline} seed ${f.seed}: ${f.outcome.kind}: ${f.outcome.detail.split('\n')[0]}${f.file ? ` -> ${f.file}${shrunk}` : ''}`);
    }
    out.push('');
  } else out.push('no failures', '');
  if (r.buildDir) out.push(`build directory kept: ${r.buildDir}`);
  return out.join('\n');
}

runMain('fuzz', () => main(hideBin(process.argv)));
