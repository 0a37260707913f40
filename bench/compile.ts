// bench:compile: compile time per PolyBench kernel, in one run. For each kernel, the wall time of polyts-cc -S
// --emit=c at -O0 and at -O3 as a fresh process (what a Makefile pays), next to gcc -O3 -c on the original file,
// medians of --runs runs, with ratios to gcc; the -O3 runs' phases (polyts-cc --time-phases) split per phase; and
// the 30 kernels in one batch process at -O3.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kernels } from '../src/cli/polybench/kernels.js';
import { median } from '../src/cli/polybench/processes.js';
import { formatColumns } from '../src/cli/textTable.js';
import { packageRoot } from '../src/packageRoot.js';

const runsArg = process.argv.find((a) => a.startsWith('--runs='));
const runs = runsArg ? Number(runsArg.slice(7)) : 3;
const only = process.argv.find((a) => a.startsWith('--kernels='))?.slice(10).split(',');
const selected = kernels.filter((k) => !only || only.includes(k.name));
const suite = join(packageRoot(), 'polybench');
const utilities = join(suite, 'utilities');
const cli = join(packageRoot(), 'bin/polyts-cc');
const work = mkdtempSync(join(tmpdir(), 'polyts-bench-compile-'));

/** Wall seconds of one command; throws when it fails. */
function wall(cmd: string, args: readonly string[], cwd = work): { seconds: number; stderr: string } {
  const start = performance.now();
  const r = spawnSync(cmd, args, { encoding: 'utf8', cwd, maxBuffer: 1 << 28 });
  const seconds = (performance.now() - start) / 1000;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: exit ${r.status}: ${r.stderr.slice(0, 500)}`);
  return { seconds, stderr: r.stderr };
}

const phaseMs = new Map<string, number[]>();
const rows: string[][] = [];
const ratios = { o0: [] as number[], o3: [] as number[], o0s: [] as number[], o3s: [] as number[] };
for (const k of selected) {
  const source = join(suite, k.dir, `${k.name}.c`);
  const t = { gcc: [] as number[], o0: [] as number[], o3: [] as number[] };
  for (let r = 0; r < runs; r++) {
    t.gcc.push(wall('gcc', ['-O3', '-c', '-I', utilities, source, '-o', join(work, 'k.o')]).seconds);
    t.o0.push(wall(cli, ['-O0', '-S', '--emit=c', '-I', utilities, source, '-o', join(work, 'k0.c')]).seconds);
    const o3 = wall(cli, ['-O3', '-w', '--time-phases', '-S', '--emit=c', '-I', utilities, source, '-o', join(work, 'k3.c')]);
    t.o3.push(o3.seconds);
    for (const m of o3.stderr.matchAll(/^polyts-cc: time: (.*): ([\d.]+) ms$/gm)) {
      if (m[1] === 'total') continue;
      phaseMs.set(m[1]!, [...(phaseMs.get(m[1]!) ?? []), Number(m[2]) / runs]);
    }
  }
  const [gcc, o0, o3] = [median(t.gcc), median(t.o0), median(t.o3)];
  ratios.o0.push(o0 / gcc);
  ratios.o3.push(o3 / gcc);
  ratios.o0s.push(o0);
  ratios.o3s.push(o3);
  rows.push([k.name, gcc.toFixed(3), o0.toFixed(3), `${(o0 / gcc).toFixed(2)}x`, o3.toFixed(3), `${(o3 / gcc).toFixed(2)}x`, '']);
  process.stderr.write(`${k.name} `);
}
process.stderr.write('\n');
rows.push(['median', '', median(ratios.o0s).toFixed(3), `${median(ratios.o0).toFixed(2)}x`, median(ratios.o3s).toFixed(3), `${median(ratios.o3).toFixed(2)}x`, '']);
rows.push(['worst', '', Math.max(...ratios.o0s).toFixed(3), `${Math.max(...ratios.o0).toFixed(2)}x`, Math.max(...ratios.o3s).toFixed(3), `${Math.max(...ratios.o3).toFixed(2)}x`, '']);
process.stdout.write(`Compile time per kernel, fresh process, median of ${runs} (seconds; ratio to gcc -O3 -c)\n\n`);
process.stdout.write(formatColumns(['kernel', 'gcc -O3 -c', 'polyts -O0', 'ratio', 'polyts -O3', 'ratio', ''], rows));

// Where -O3 time goes: each phase summed over the kernels (per kernel on average), largest first.
const total = [...phaseMs.values()].reduce((s, xs) => s + xs.reduce((a, b) => a + b, 0), 0);
const phases = [...phaseMs].map(([p, xs]) => [p, xs.reduce((a, b) => a + b, 0)] as const).sort((a, b) => b[1] - a[1]);
process.stdout.write(`\npolyts-cc -O3 phases, mean per kernel (ms)\n\n`);
process.stdout.write(formatColumns(['phase', 'ms', 'share', ''], phases.map(([p, ms]) => [p, (ms / selected.length).toFixed(1), `${((100 * ms) / total).toFixed(1)}%`, ''])));

// The whole suite in one process, as a batch (-S with several inputs writes <name>.polyts.c into the directory).
const batch = wall(cli, ['-O3', '-w', '-S', '--emit=c', '-I', utilities, ...selected.map((k) => join(suite, k.dir, `${k.name}.c`))]);
process.stdout.write(`\n${selected.length} kernels in one polyts-cc -O3 -S process: ${batch.seconds.toFixed(2)} s\n`);
rmSync(work, { recursive: true, force: true });
