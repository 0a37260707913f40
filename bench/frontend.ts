// Times the C frontend (preprocess, parse, check) on PolyBench kernels and the construct tour, cold
// (first file in a fresh process: ANTLR's prediction cache and the JIT are empty) and warm (median
// of repeated runs).

import { parseC } from '../src/frontend/parse.js';
import { preprocess } from '../src/frontend/preprocess.js';
import { analyze } from '../src/frontend/sema/analyze.js';

const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      'polybench/linear-algebra/blas/gemm/gemm.c',
      'polybench/datamining/correlation/correlation.c',
      'polybench/medley/deriche/deriche.c',
      'polybench/linear-algebra/solvers/ludcmp/ludcmp.c',
      'polybench/stencils/heat-3d/heat-3d.c',
      'test/frontend/inputs/constructs.c',
    ];
// PolyBench kernels include polybench.h from polybench/utilities, as their build does.
const includeDirs = ['polybench/utilities'];
const repeats = 20;

function time<T>(f: () => T): [T, number] {
  const t0 = performance.now();
  const r = f();
  return [r, performance.now() - t0];
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

console.log(`${'file'.padEnd(50)} lines   cpp ms  parse ms (cold/warm)  sema ms (cold/warm)`);
for (const file of files) {
  const [text, cpp] = time(() => preprocess(file, { includeDirs }));
  const [parsed, parseCold] = time(() => parseC(text, file));
  const [, semaCold] = time(() => analyze(parsed.unit, file));
  const parses: number[] = [];
  const semas: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const [p, tp] = time(() => parseC(text, file));
    const [, ts] = time(() => analyze(p.unit, file));
    parses.push(tp);
    semas.push(ts);
  }
  const lines = text.split('\n').length;
  console.log(
    `${file.padEnd(50)} ${String(lines).padStart(5)} ${cpp.toFixed(1).padStart(8)} ${parseCold.toFixed(1).padStart(9)} / ${median(parses)
      .toFixed(1)
      .padEnd(9)} ${semaCold.toFixed(1).padStart(8)} / ${median(semas).toFixed(1)}`,
  );
}
