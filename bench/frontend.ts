// Times the C frontend on PolyBench kernels: preprocess, parse, check and MLIR emission, cold (first file in
// this process: ANTLR's prediction cache and the JIT are empty) and warm (median of repeated runs), next to
// `clang-19 -S -emit-llvm -O0` on the same file in the same run, and `polyts-cc -S` as a fresh process.

import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Argv } from 'yargs';
import { emitTranslationUnit } from '../src/frontend/emit/index.js';
import { parseC } from '../src/frontend/parse.js';
import { preprocess } from '../src/frontend/preprocess.js';
import { analyze } from '../src/frontend/sema/analyze.js';
import { registerAllDialects } from '../src/ir/dialects/index.js';
import { printOperation } from '../src/ir/printer.js';
import { kernels } from '../src/cli/polybench/kernels.js';
import { median } from '../src/cli/polybench/processes.js';
import { benchOptions, OptionError } from './options.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// The files, relative to the package root (where npm runs the script) unless absolute; a missing one is an error
// before any work, not a crash after the files before it were timed.
const files = benchOptions(
  'bench:frontend',
  (y) =>
    y
      .usage('Usage: npm run bench:frontend -- [file.c ...]\n\nTimes the C frontend (preprocess, parse, check, MLIR emission) on each file, cold and warm, in this process, next to clang-19 -S -emit-llvm -O0 and polyts-cc -S as a fresh process.')
      // The files are the default command's positional: yargs's types do not carry it to the result.
      .command('$0 [files..]', false, (c) => c.positional('files', { type: 'string', array: true, description: `C files, relative to the package root (default: the ${kernels.length} PolyBench kernels)` })) as Argv<{ files?: string[] }>,
  (a) => {
    const given = a.files ?? [];
    for (const f of given) {
      const stat = statSync(resolve(root, f), { throwIfNoEntry: false });
      if (!stat?.isFile()) throw new OptionError(`cannot read '${f}' (${stat ? 'not a file' : 'no such file'})`);
    }
    return given.length ? given : kernels.map((k) => join('polybench', k.dir, `${k.name}.c`));
  },
);
registerAllDialects();
// PolyBench kernels include polybench.h from polybench/utilities, as their build does.
const includeDirs = [join(root, 'polybench/utilities')];
const repeats = 10;
const clang = 'clang-19';
const haveClang = spawnSync('bash', ['-c', `command -v ${clang}`]).status === 0;

function time<T>(f: () => T): [T, number] {
  const t0 = performance.now();
  const r = f();
  return [r, performance.now() - t0];
}


/** Median wall time of a command, in ms. */
function processTime(cmd: string, cmdArgs: string[]): number {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const r = spawnSync(cmd, cmdArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr}`);
    times.push(performance.now() - t0);
  }
  return median(times);
}

/** One C -> MLIR text compilation in this process: preprocess, parse, check, emit, print. */
function compile(file: string): { cpp: number; parse: number; sema: number; emit: number } {
  const [text, cpp] = time(() => preprocess(file, { includeDirs }));
  const [parsed, parse] = time(() => parseC(text, file));
  const [tu, sema] = time(() => analyze(parsed.unit, file));
  const [, emit] = time(() => printOperation(emitTranslationUnit(tu)));
  return { cpp, parse, sema, emit };
}

const header = `${'file'.padEnd(46)} cold ms  warm ms (cpp+parse+sema+emit)       polyts-cc process ms  ${clang} -O0 ms  warm/clang  process/clang`;
console.log(header);
const warmRatios: number[] = [];
const processRatios: number[] = [];
for (const rel of files) {
  const file = resolve(root, rel);
  const cold = compile(file);
  const runs = Array.from({ length: repeats }, () => compile(file));
  const pick = (k: keyof typeof cold): number => median(runs.map((r) => r[k]));
  const warm = pick('cpp') + pick('parse') + pick('sema') + pick('emit');
  const coldTotal = cold.cpp + cold.parse + cold.sema + cold.emit;
  const proc = processTime(join(root, 'bin/polyts-cc'), [file, '-S', '-I', includeDirs[0]!, '-o', '/dev/null']);
  let clangMs = NaN;
  if (haveClang) clangMs = processTime(clang, ['-S', '-emit-llvm', '-O0', '-I', includeDirs[0]!, file, '-o', '/dev/null']);
  const parts = `(${pick('cpp').toFixed(1)}+${pick('parse').toFixed(1)}+${pick('sema').toFixed(1)}+${pick('emit').toFixed(1)})`;
  if (haveClang) {
    warmRatios.push(warm / clangMs);
    processRatios.push(proc / clangMs);
  }
  console.log(
    `${rel.padEnd(46)} ${coldTotal.toFixed(1).padStart(7)}  ${warm.toFixed(1).padStart(7)} ${parts.padEnd(28)} ${proc.toFixed(1).padStart(20)}  ${haveClang ? clangMs.toFixed(1).padStart(14) : '     (no clang)'}  ${haveClang ? (warm / clangMs).toFixed(2).padStart(10) : ''}  ${haveClang ? (proc / clangMs).toFixed(2).padStart(13) : ''}`,
  );
}
if (haveClang) {
  console.log(`\nmedian ratio to ${clang} -S -emit-llvm -O0: in-process (warm) ${median(warmRatios).toFixed(2)}x, polyts-cc process ${median(processRatios).toFixed(2)}x`);
} else console.log(`\n${clang} not installed: no comparison`);
