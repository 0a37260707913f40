// npm run bench:ir — parse + verify + print of a generated 200,000-op module, polyts vs upstream mlir-opt in the
// same run (runs interleaved so machine load affects both alike). Reports medians, ops/second and the ratio.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerAllDialects } from '../src/ir/dialects/index.js';
import { parseSource } from '../src/ir/parser.js';
import { printOperation } from '../src/ir/printer.js';
import { verify } from '../src/ir/verifier.js';
import { median } from '../src/cli/polybench/processes.js';
import { generateIrModule } from './irModuleGenerator.js';
import { benchOptions, positiveInteger } from './options.js';

const { argOps, runs } = benchOptions(
  'bench:ir',
  (y) =>
    y
      .usage('Usage: npm run bench:ir -- [--ops=N] [--runs=N]\n\nParse + verify + print of a generated module of about N ops, polyts in-process and polyts-opt next to mlir-opt-19 as processes, in the same run; medians.')
      .option('ops', { type: 'number', default: 200000, requiresArg: true, description: 'Ops in the generated module' })
      .option('runs', { type: 'number', default: 5, requiresArg: true, description: 'Runs of each measurement (medians; one more untimed in-process warm-up)' }),
  (a) => ({ argOps: positiveInteger('--ops', a.ops), runs: positiveInteger('--runs', a.runs) }),
);
const here = dirname(fileURLToPath(import.meta.url));
const cli = resolve(here, '../../bin/polyts-opt');


function timeCommand(cmd: string, args: string[]): number {
  const t = performance.now();
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 1 << 26 });
  const dt = (performance.now() - t) / 1000;
  if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr.toString().slice(0, 500)}`);
  return dt;
}

function findMlirOpt(): string | undefined {
  for (const c of ['mlir-opt-19', 'mlir-opt']) if (spawnSync(c, ['--version']).status === 0) return c;
  return undefined;
}

function main(): void {
  registerAllDialects();
  const dir = mkdtempSync(join(tmpdir(), 'polyts-bench-ir-'));
  try {
    const { text, ops } = generateIrModule(argOps);
    const file = join(dir, 'module.mlir');
    writeFileSync(file, text);
    console.log(`bench:ir — ${ops} ops, ${(text.length / 1e6).toFixed(1)} MB of MLIR, ${runs} runs each (medians)`);

    // In-process phases (after one warm-up run so the JIT has compiled the hot paths).
    const phases = { parse: [] as number[], verify: [] as number[], print: [] as number[] };
    let printed = '';
    for (let i = 0; i <= runs; i++) {
      const t0 = performance.now();
      const m = parseSource(text, file);
      const t1 = performance.now();
      verify(m);
      const t2 = performance.now();
      printed = printOperation(m);
      const t3 = performance.now();
      if (i === 0) continue;
      phases.parse.push((t1 - t0) / 1000);
      phases.verify.push((t2 - t1) / 1000);
      phases.print.push((t3 - t2) / 1000);
    }
    const inProc = median(phases.parse) + median(phases.verify) + median(phases.print);

    // End to end, interleaved with upstream.
    const mlirOpt = findMlirOpt();
    const ours: number[] = [];
    const theirs: number[] = [];
    const outOurs = join(dir, 'ours.mlir');
    const outTheirs = join(dir, 'theirs.mlir');
    for (let i = 0; i < runs; i++) {
      ours.push(timeCommand(cli, [file, '-o', outOurs]));
      if (mlirOpt) theirs.push(timeCommand(mlirOpt, [file, '-o', outTheirs]));
    }
    const row = (name: string, s: number): string => `  ${name.padEnd(34)} ${s.toFixed(3).padStart(7)} s  ${Math.round(ops / s).toLocaleString('en-US').padStart(10)} ops/s`;
    console.log(row('polyts in-process: parse', median(phases.parse)));
    console.log(row('polyts in-process: verify', median(phases.verify)));
    console.log(row('polyts in-process: print', median(phases.print)));
    console.log(row('polyts in-process: total', inProc));
    console.log(row('polyts-opt (process, end to end)', median(ours)));
    if (!mlirOpt) {
      console.log('  mlir-opt-19 not installed: no upstream comparison (install mlir-19-tools).');
      return;
    }
    console.log(row(`${mlirOpt} (process, end to end)`, median(theirs)));
    const same = readFileSync(outOurs, 'latin1') === readFileSync(outTheirs, 'latin1') && printed === readFileSync(outOurs, 'latin1');
    console.log(`  output identical to ${mlirOpt}: ${same ? 'yes' : 'NO'}`);
    const ratio = median(ours) / median(theirs);
    console.log(`  ratio polyts-opt / ${mlirOpt}: ${ratio.toFixed(2)}x end to end, ${(inProc / median(theirs)).toFixed(2)}x in-process (goal: within 3x)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
