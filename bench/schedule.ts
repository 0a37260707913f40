// bench:schedule: scheduling time per PolyBench kernel and in total, per style (model and dependences reported
// apart); ParameTrick off / p-trick / p-trick-extra on scalar loop bounds at LARGE and 4x LARGE; both ILP backends.

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerAllPasses } from '../passes/index.js';
import { affineKernelModule, kernelFunctionName } from '../src/cli/polybench/affineKernel.js';
import { type Kernel, kernels } from '../src/cli/polybench/kernels.js';
import { registerAllDialects } from '../src/ir/dialects/index.js';
import { packageRoot } from '../src/packageRoot.js';
import { affToString } from '../src/poly/affExpr.js';
import { extractScops } from '../src/poly/affineModel.js';
import { type DependenceAnalysis, computeDependences } from '../src/poly/dependences.js';
import type { IlpBackend } from '../src/poly/ilp.js';
import { jsLpSolverBackend } from '../src/poly/ilpJsLpSolver.js';
import type { Scop } from '../src/poly/scop.js';
import { type ParameTrickMode, STYLES, type StyleName, scheduleScop, styleConfig } from '../src/schedule/scheduler/index.js';
import { type ScheduleNode, childrenOf } from '../src/schedule/tree.js';
import { benchOptions, envNumber, kernelList, OptionError, positiveInteger } from './options.js';

registerAllDialects();
registerAllPasses();

const suite = join(packageRoot(), 'polybench');
const ms = (x: number) => x.toFixed(1).padStart(9);
const pad = (s: string | number, n: number) => String(s).padEnd(n);

interface Model {
  readonly kernel: string;
  readonly scops: readonly { readonly scop: Scop; readonly deps: DependenceAnalysis }[];
  readonly modelMs: number;
  readonly depsMs: number;
}

/** The kernel's scops (kernel function only) with their dependences, each step timed. */
function model(k: Kernel, defines: readonly string[]): Model {
  const module = affineKernelModule(suite, k, defines);
  const fn = kernelFunctionName(k);
  const t0 = performance.now();
  const scops = extractScops(module).scops.filter((x) => x.scop.name === fn || x.scop.name.startsWith(`${fn}_r`));
  const t1 = performance.now();
  const withDeps = scops.map((x) => ({ scop: x.scop, deps: computeDependences(x.scop) }));
  return { kernel: k.name, scops: withDeps, modelMs: t1 - t0, depsMs: performance.now() - t1 };
}

/** A tree as text, to compare the schedules found under different settings. */
function shape(n: ScheduleNode): string {
  switch (n.kind) {
    case 'band':
      return `band(${n.members.map((m) => [...m.schedule].map(([s, e]) => `${s}:${affToString(e)}`).join(';') + (m.coincident ? '!' : '')).join(' | ')})[${shape(n.child)}]`;
    case 'filter':
      return `filter(${n.filter.parts.map((p) => p.tuple.name).join(',')})[${shape(n.child)}]`;
    default:
      return `${n.kind}[${childrenOf(n).map(shape).join(',')}]`;
  }
}

interface Timed {
  /** Scheduling time: wall clock, and CPU time of this process (what a shared machine distorts less). */
  readonly ms: number;
  readonly cpuMs: number;
  readonly ilps: number;
  readonly failed: number;
  readonly shape: string;
}

function scheduleAll(m: Model, style: StyleName, parametrick: ParameTrickMode = 'off', backend?: IlpBackend): Timed {
  const config = styleConfig(style);
  let t = 0;
  let cpu = 0;
  let ilps = 0;
  let failed = 0;
  const shapes: string[] = [];
  for (const { scop, deps } of m.scops) {
    const c0 = process.cpuUsage();
    const r = scheduleScop(scop, { config, dependences: deps, parametrick, ...(backend ? { backend } : {}) });
    const c = process.cpuUsage(c0);
    cpu += (c.user + c.system) / 1000;
    t += r.stats.totalMs;
    ilps += r.stats.ilps;
    if (r.tree === null) failed++;
    shapes.push(r.tree ? shape(r.tree) : 'none');
  }
  return { ms: t, cpuMs: cpu, ilps, failed, shape: shapes.join('\n') };
}

/** Best of `runs` runs by CPU time (the first run, with JIT warm-up, is reported apart). */
function best(runs: number, f: () => Timed): { first: Timed; best: Timed } {
  const first = f();
  let b = first;
  for (let i = 1; i < runs; i++) {
    const r = f();
    if (r.cpuMs < b.cpuMs) b = r;
  }
  return { first, best: b };
}

/** The LARGE sizes of a kernel's header, times `factor`, as -D options (with scalar loop bounds). */
function scalarBoundDefines(k: Kernel, factor: number): string[] {
  const h = readFileSync(join(suite, k.dir, `${k.name}.h`), 'utf8');
  const block = /#\s*ifdef LARGE_DATASET([\s\S]*?)#\s*endif/.exec(h)?.[1] ?? '';
  const sizes = [...block.matchAll(/#\s*define\s+(\w+)\s+(\d+)/g)].map((m) => `${m[1]}=${Number(m[2]) * factor}`);
  return ['POLYBENCH_USE_SCALAR_LB', ...sizes];
}

// A child process schedules one kernel under one ParameTrick setting, so a run that takes too long can be stopped.
if (process.argv[2] === '--one') {
  const [, , , name, mode, factor] = process.argv;
  const k = kernels.find((x) => x.name === name)!;
  const m = model(k, scalarBoundDefines(k, Number(factor)));
  const r = scheduleAll(m, 'pluto', mode as ParameTrickMode);
  console.log(JSON.stringify(r));
  process.exit(0);
}

// No options (the internal --one above aside): the knobs are environment variables. --help lists them; anything
// else is one line and exit status 1.
const { selected, RUNS, SECTIONS, TRICK_LIMIT_S } = benchOptions(
  'bench:schedule',
  (y) =>
    y
      .usage('Usage: npm run bench:schedule\n\nScheduling time per PolyBench kernel and style (1); the exact ILP backend vs javascript-lp-solver (2); ParameTrick off / p-trick / p-trick-extra on scalar loop bounds at LARGE and 4x LARGE (3).')
      .epilogue(
        [
          'Environment variables:',
          '  SCHEDULE_BENCH_KERNELS=a,b',
          `      only these kernels (default: all ${kernels.length})`,
          '  SCHEDULE_BENCH_RUNS=N',
          '      runs of each scheduling in sections 1 and 2, best reported (default: 3)',
          '  SCHEDULE_BENCH_SECTIONS=1,2',
          '      the sections to run; 1 always runs (default: 1,2,3)',
          '  SCHEDULE_BENCH_TRICK_LIMIT=S',
          '      seconds before a section-3 child process is stopped (default: 60)',
        ].join('\n'),
      ),
  () => {
    const only = kernelList('SCHEDULE_BENCH_KERNELS', process.env['SCHEDULE_BENCH_KERNELS'], kernels.map((k) => k.name));
    // Which sections to run (all by default): SCHEDULE_BENCH_SECTIONS=1,2 skips the long ParameTrick runs.
    const sections = (process.env['SCHEDULE_BENCH_SECTIONS'] ?? '1,2,3').split(',').map((x) => x.trim());
    const unknown = sections.find((x) => x !== '' && !['1', '2', '3'].includes(x));
    if (unknown !== undefined) throw new OptionError(`SCHEDULE_BENCH_SECTIONS: no section '${unknown}' (sections: 1, 2, 3)`);
    const trickLimit = envNumber('SCHEDULE_BENCH_TRICK_LIMIT', 60);
    if (!(trickLimit > 0)) throw new OptionError('SCHEDULE_BENCH_TRICK_LIMIT must be a number of seconds > 0');
    return {
      selected: kernels.filter((k) => !only || only.includes(k.name)),
      RUNS: positiveInteger('SCHEDULE_BENCH_RUNS', envNumber('SCHEDULE_BENCH_RUNS', 3)),
      SECTIONS: new Set(sections),
      TRICK_LIMIT_S: trickLimit,
    };
  },
);

console.log('polyts bench:schedule');
console.log(`node ${process.version}, ${os.cpus().length} cpus, load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
console.log('');
console.log('== 1. Scheduling time per kernel and style (MINI sizes, parametric bounds; exact ILP backend) ==');
console.log(`"model" = extraction of the scops from affine MLIR, "deps" = all dependences (wall ms): both outside the scheduling times, which are CPU ms, best of ${RUNS} runs; "first" includes JIT warm-up.`);
const models = selected.map((k) => model(k, ['MINI_DATASET']));
const header = `${pad('kernel', 16)}${'model'.padStart(9)}${'deps'.padStart(9)}${STYLES.map((s) => s.padStart(11)).join('')}   ilps (pluto)`;
console.log(header);
const totals = new Map<StyleName, { first: number; best: number }>(STYLES.map((s) => [s, { first: 0, best: 0 }]));
let slowest = { kernel: '', ms: 0 };
let modelTotal = 0;
let depsTotal = 0;
const failures: string[] = [];
for (const m of models) {
  const cols: string[] = [];
  let ilps = 0;
  for (const s of STYLES) {
    const r = best(RUNS, () => scheduleAll(m, s));
    totals.get(s)!.first += r.first.cpuMs;
    totals.get(s)!.best += r.best.cpuMs;
    cols.push(ms(r.best.cpuMs).padStart(11));
    if (s === 'pluto') {
      ilps = r.best.ilps;
      if (r.best.cpuMs > slowest.ms) slowest = { kernel: m.kernel, ms: r.best.cpuMs };
    }
    if (r.best.failed) failures.push(`${m.kernel}/${s}: ${r.best.failed} scop(s) kept their original schedule`);
  }
  modelTotal += m.modelMs;
  depsTotal += m.depsMs;
  console.log(`${pad(m.kernel, 16)}${ms(m.modelMs)}${ms(m.depsMs)}${cols.join('')}   ${ilps}`);
}
console.log(`${pad('total', 16)}${ms(modelTotal)}${ms(depsTotal)}${STYLES.map((s) => ms(totals.get(s)!.best).padStart(11)).join('')}`);
console.log(`${pad('total (first)', 34)}${STYLES.map((s) => ms(totals.get(s)!.first).padStart(11)).join('')}`);
const plutoTotal = totals.get('pluto')!.best;
console.log(`goal (pluto: every kernel under 1 s, all ${models.length} under 5 s, CPU time): slowest ${slowest.kernel} ${slowest.ms.toFixed(0)} ms, total ${plutoTotal.toFixed(0)} ms: ${slowest.ms < 1000 && plutoTotal < 5000 ? 'met' : 'MISSED'}`);
for (const f of failures) console.log(`  fallback: ${f}`);
console.log('');

if (SECTIONS.has('2')) {
  console.log('== 2. ILP backends (pluto style, CPU ms): exact vs javascript-lp-solver (every answer checked exactly; exact fallback) ==');
  const js = jsLpSolverBackend({ timeoutMs: 10000, totalTimeoutMs: 20000 });
  let exactTotal = 0;
  let jsTotal = 0;
  const differ: string[] = [];
  console.log(`${pad('kernel', 16)}${'exact'.padStart(9)}${'jslp'.padStart(9)}  same schedule`);
  for (const m of models) {
    const a = best(RUNS, () => scheduleAll(m, 'pluto')).best;
    const b = best(1, () => scheduleAll(m, 'pluto', 'off', js)).best;
    exactTotal += a.cpuMs;
    jsTotal += b.cpuMs;
    if (a.shape !== b.shape) differ.push(m.kernel);
    console.log(`${pad(m.kernel, 16)}${ms(a.cpuMs)}${ms(b.cpuMs)}  ${a.shape === b.shape ? 'yes' : 'NO'}`);
  }
  console.log(`${pad('total', 16)}${ms(exactTotal)}${ms(jsTotal)}  ratio jslp/exact ${(jsTotal / exactTotal).toFixed(2)}; different schedules: ${differ.join(', ') || 'none'}`);
  console.log('');
}

if (SECTIONS.has('3')) {
  console.log(`== 3. ParameTrick (pluto style, -DPOLYBENCH_USE_SCALAR_LB: loop bounds are constants), LARGE and 4x LARGE ==`);
  console.log(`Scheduling CPU time only (one run each, in a child process stopped after ${TRICK_LIMIT_S} s of wall time); "same" compares the schedule with the one found without the trick.`);
  const modes: ParameTrickMode[] = ['off', 'p-trick', 'p-trick-extra'];
  console.log(`${pad('kernel', 16)}${['LARGE', '4xLARGE'].flatMap((d) => modes.map((m) => `${d} ${m}`.padStart(22))).join('')}`);
  const self = fileURLToPath(import.meta.url);
  const trickTotals = new Map<string, number>();
  const stopped = new Map<string, number>();
  for (const k of selected) {
    const cols: string[] = [];
    for (const factor of [1, 4]) {
      let ref = '';
      for (const mode of modes) {
        const r = spawnSync(process.execPath, [self, '--one', k.name, mode, String(factor)], { encoding: 'utf8', timeout: TRICK_LIMIT_S * 1000, maxBuffer: 1 << 26 });
        const key = `${factor}|${mode}`;
        if (r.status !== 0 || r.error) {
          cols.push((r.error ? `>${TRICK_LIMIT_S}s` : 'error').padStart(22));
          stopped.set(key, (stopped.get(key) ?? 0) + 1);
          continue;
        }
        const t = JSON.parse(r.stdout.trim().split('\n').pop()!) as Timed;
        if (mode === 'off') ref = t.shape;
        trickTotals.set(key, (trickTotals.get(key) ?? 0) + t.cpuMs);
        cols.push(`${t.cpuMs.toFixed(0)} ms${mode === 'off' ? '' : t.shape === ref ? ' same' : ref ? ' other' : ''}${t.failed ? ' fallback' : ''}`.padStart(22));
      }
    }
    console.log(`${pad(k.name, 16)}${cols.join('')}`);
  }
  const totalText = (key: string) => `${(trickTotals.get(key) ?? 0).toFixed(0)} ms${stopped.get(key) ? ` + ${stopped.get(key)} stopped` : ''}`;
  console.log(`${pad('total', 16)}${[1, 4].flatMap((f) => modes.map((m) => totalText(`${f}|${m}`).padStart(22))).join('')}`);
}

