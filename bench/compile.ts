// bench:compile: compile time per PolyBench kernel, in one run. For each kernel, the wall time of polyts-cc -S
// --emit=c at -O0 and at -O3 as a fresh process (what a Makefile pays), next to gcc -O3 -c on the original file,
// medians of --runs runs, with ratios to gcc; each level twice: every command in a process of its own
// (POLYTS_SERVER=0) and served by a compile server (the default: bin/polyts-cc hands the command to a running
// server, src/cli/server/). The bench starts its own server (a private socket directory) and warms it with one
// untimed pass over the kernels at both levels, as the first files of a build would. Then the -O3 phases
// (polyts-cc --time-phases) per phase, and the 30 kernels in one batch process at -O3 (alone and served, medians),
// next to gcc -O3 -c on each of them in turn.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kernels } from '../src/cli/polybench/kernels.js';
import { median } from '../src/cli/polybench/processes.js';
import { formatColumns } from '../src/cli/textTable.js';
import { packageRoot } from '../src/packageRoot.js';
import { benchOptions, kernelList, positiveInteger } from './options.js';

// --runs and --kernels, checked before any work: a bad one is one line on stderr and exit status 1.
const names = kernels.map((k) => k.name);
const { runs, only } = benchOptions(
  'bench:compile',
  (y) =>
    y
      .usage('Usage: npm run bench:compile -- [--runs=N] [--kernels=a,b]\n\nCompile time per PolyBench kernel: polyts-cc -S --emit=c at -O0 and -O3, alone and served, next to gcc -O3 -c; the -O3 phases; the kernels in one command.')
      .option('runs', { type: 'number', default: 3, requiresArg: true, description: 'Runs of each command (medians)' })
      .option('kernels', { type: 'string', requiresArg: true, description: `Comma-separated kernels (default: all ${names.length})` }),
  (a) => ({ runs: positiveInteger('--runs', a.runs), only: kernelList('--kernels', a.kernels, names) }),
);
const selected = kernels.filter((k) => !only || only.includes(k.name));
const suite = join(packageRoot(), 'polybench');
const utilities = join(suite, 'utilities');
const cli = join(packageRoot(), 'bin/polyts-cc');
const work = mkdtempSync(join(tmpdir(), 'polyts-bench-compile-'));

/** Wall seconds of one command; throws when it fails. */
function wall(cmd: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): { seconds: number; stderr: string } {
  const start = performance.now();
  const r = spawnSync(cmd, args, { encoding: 'utf8', cwd: work, env, maxBuffer: 1 << 28 });
  const seconds = (performance.now() - start) / 1000;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: exit ${r.status}: ${r.stderr.slice(0, 500)}`);
  return { seconds, stderr: r.stderr };
}

// The bench's own compile server: a socket directory of its own, gone when the bench is.
const serverDir = join(work, 'server');
const served = { ...process.env, POLYTS_SERVER_DIR: serverDir, POLYTS_SERVER_IDLE: '120' };
const alone = { ...process.env, POLYTS_SERVER: '0' };
const o0Args = (source: string): string[] => ['-O0', '-S', '--emit=c', '-I', utilities, source, '-o', join(work, 'k0.c')];
const gccArgs = (source: string): string[] => ['-O3', '-c', '-I', utilities, source, '-o', join(work, 'k.o')];
const o3Args = (source: string): string[] => ['-O3', '-w', '--time-phases', '-S', '--emit=c', '-I', utilities, source, '-o', join(work, 'k3.c')];
const sourceOf = (k: (typeof selected)[number]): string => join(suite, k.dir, `${k.name}.c`);
// The first command starts the server (and runs itself); wait until it answers, then warm it up.
wall(cli, o0Args(sourceOf(selected[0]!)), served);
for (let tries = 0; !serverAnswers(); tries++) {
  if (tries === 100) throw new Error('the compile server did not start');
  spawnSync('sleep', ['0.1']);
}
const serverPids = new Set<number>();
/** Notes the server processes a command's --time-phases names, to stop them when the bench ends; returns them. */
const noteServer = (stderr: string): number[] => {
  const pids = [...stderr.matchAll(/^polyts-cc: time: served by .*process (\d+)/gm)].map((m) => Number(m[1]));
  for (const pid of pids) serverPids.add(pid);
  return pids;
};
for (const k of selected) for (const args of [o0Args, o3Args]) noteServer(wall(cli, args(sourceOf(k)), served).stderr);

/** True when a polyts-cc command is served (its --time-phases says so). */
function serverAnswers(): boolean {
  return /served by/.test(wall(cli, ['--time-phases', ...o0Args(sourceOf(selected[0]!))], served).stderr);
}

type Column = 'gcc' | 'o0' | 'o0s' | 'o3' | 'o3s';
const columns: readonly Column[] = ['gcc', 'o0', 'o0s', 'o3', 'o3s'];
const phaseMs = { process: new Map<string, number>(), served: new Map<string, number>() };
/** The server processes that ran the timed -O3 commands: one while they come one after another (a cold sibling is slower). */
const timedServers = new Set<number>();
const rows: string[][] = [];
const perKernel = new Map<Column, number[]>(columns.map((c) => [c, []]));
const ratios = new Map<Column, number[]>(columns.map((c) => [c, []]));
for (const k of selected) {
  const source = sourceOf(k);
  const t = new Map<Column, number[]>(columns.map((c) => [c, []]));
  const phases = (stderr: string, into: Map<string, number>): void => {
    for (const m of stderr.matchAll(/^polyts-cc: time: (.*): ([\d.]+) ms$/gm)) {
      if (m[1] !== 'total') into.set(m[1]!, (into.get(m[1]!) ?? 0) + Number(m[2]) / runs);
    }
  };
  for (let r = 0; r < runs; r++) {
    t.get('gcc')!.push(wall('gcc', gccArgs(source)).seconds);
    t.get('o0')!.push(wall(cli, o0Args(source), alone).seconds);
    t.get('o0s')!.push(wall(cli, o0Args(source), served).seconds);
    const o3 = wall(cli, o3Args(source), alone);
    t.get('o3')!.push(o3.seconds);
    phases(o3.stderr, phaseMs.process);
    const o3s = wall(cli, o3Args(source), served);
    t.get('o3s')!.push(o3s.seconds);
    phases(o3s.stderr, phaseMs.served);
    for (const pid of noteServer(o3s.stderr)) timedServers.add(pid);
  }
  const m = new Map(columns.map((c) => [c, median(t.get(c)!)]));
  const gcc = m.get('gcc')!;
  for (const c of columns) {
    perKernel.get(c)!.push(m.get(c)!);
    ratios.get(c)!.push(m.get(c)! / gcc);
  }
  rows.push([k.name, gcc.toFixed(3), ...columns.slice(1).flatMap((c) => [m.get(c)!.toFixed(3), `${(m.get(c)! / gcc).toFixed(2)}x`]), '']);
  process.stderr.write(`${k.name} `);
}
process.stderr.write('\n');
const summary = (name: string, f: (xs: number[]) => number): string[] => [
  name,
  '',
  ...columns.slice(1).flatMap((c) => [f(perKernel.get(c)!).toFixed(3), `${f(ratios.get(c)!).toFixed(2)}x`]),
  '',
];
rows.push(summary('median', median), summary('worst', (xs) => Math.max(...xs)));
process.stdout.write(`Compile time per kernel, fresh polyts-cc process, median of ${runs} (seconds; ratio to gcc -O3 -c)\n`);
process.stdout.write('alone: POLYTS_SERVER=0, the command in a process of its own; served: by a warm compile server (the default)\n\n');
const header = ['kernel', 'gcc -O3 -c', '-O0 alone', 'ratio', '-O0 served', 'ratio', '-O3 alone', 'ratio', '-O3 served', 'ratio', ''];
process.stdout.write(formatColumns(header, rows));

// Where -O3 time goes: each phase summed over the kernels (per kernel on average), largest first.
const phaseRows = (p: Map<string, number>): string[][] => {
  const total = [...p.values()].reduce((a, b) => a + b, 0);
  return [...p].sort((a, b) => b[1] - a[1]).map(([name, ms]) => [name, (ms / selected.length).toFixed(1), `${((100 * ms) / total).toFixed(1)}%`, '']);
};
process.stdout.write(`\npolyts-cc -O3 phases alone, mean per kernel (ms)\n\n`);
process.stdout.write(formatColumns(['phase', 'ms', 'share', ''], phaseRows(phaseMs.process)));
process.stdout.write(`\npolyts-cc -O3 phases served, mean per kernel (ms; start-up: the client's start to the server's start of work)\n\n`);
process.stdout.write(formatColumns(['phase', 'ms', 'share', ''], phaseRows(phaseMs.served)));
process.stdout.write(`\nThe timed -O3 commands were served by ${timedServers.size} server process(es).\n`);

// The whole suite in one process, as a batch (-S with several inputs writes <name>.polyts.c into the directory).
const batchArgs = ['-O3', '-w', '-S', '--emit=c', '-I', utilities, ...selected.map(sourceOf)];
// Medians of --runs runs, alone, served and gcc taken in turn: this machine's speed drifts by a third within minutes,
// so the batch is also given as a ratio to gcc -O3 -c on the same files one after another (a Makefile's gcc).
const batchTimes = { alone: [] as number[], served: [] as number[], gcc: [] as number[] };
for (let r = 0; r < runs; r++) {
  batchTimes.alone.push(wall(cli, batchArgs, alone).seconds);
  batchTimes.served.push(wall(cli, batchArgs, served).seconds);
  batchTimes.gcc.push(selected.reduce((sum, k) => sum + wall('gcc', gccArgs(sourceOf(k))).seconds, 0));
}
const spread = (xs: number[]): string => `${median(xs).toFixed(2)} s (${Math.min(...xs).toFixed(2)}-${Math.max(...xs).toFixed(2)})`;
const toGcc = (xs: number[]): string => `${(median(xs) / median(batchTimes.gcc)).toFixed(2)}x gcc`;
process.stdout.write(
  `\n${selected.length} kernels in one polyts-cc -O3 -S command, median of ${runs} (range): ${spread(batchTimes.alone)} alone (${toGcc(batchTimes.alone)}), ` +
    `${spread(batchTimes.served)} served (${toGcc(batchTimes.served)}); gcc -O3 -c on each in turn: ${spread(batchTimes.gcc)}\n`,
);
// The server's processes (each named in the --time-phases lines) end with the bench.
for (const pid of serverPids) {
  try {
    process.kill(pid);
  } catch {
    // already gone
  }
}
rmSync(work, { recursive: true, force: true });
