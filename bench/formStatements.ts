// bench:poly section: form-statements per PolyBench kernel, against the raising it follows (mem2reg, raise-affine,
// canonicalize on the same module) measured in the same run.

import { join } from 'node:path';
import { formModuleStatements } from '../src/affine/formStatements.js';
import { affinePipeline, cToMLIR, runPipeline } from '../src/cli/ccDriver.js';
import { type Kernel } from '../src/cli/polybench/kernels.js';
import { Operation } from '../src/ir/operation.js';
import { packageRoot } from '../src/packageRoot.js';

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const ms = (x: number) => x.toFixed(1).padStart(9);

/** Best of `runs` timings of `f` on a fresh clone of `module` each time. */
function best(module: Operation, runs: number, f: (m: Operation) => void): number {
  let t = Infinity;
  for (let i = 0; i < runs; i++) {
    const m = module.clone();
    const s = performance.now();
    f(m);
    t = Math.min(t, performance.now() - s);
  }
  return t;
}

export function benchFormStatements(kernels: readonly Kernel[]): void {
  const suite = join(packageRoot(), 'polybench');
  console.log('== 1b. form-statements on each whole kernel module (best of 3, fresh copies) vs the raising step before it ==');
  console.log(`${pad('kernel', 16)}${pad('stmts', 7)}${pad('scratch', 9)}${'form ms'.padStart(9)}${'raise ms'.padStart(9)}   form/raise`);
  let form = 0;
  let raise = 0;
  for (const k of kernels) {
    const frontend = cToMLIR(join(suite, k.dir, `${k.name}.c`), { includeDirs: [join(suite, 'utilities')], defines: ['MINI_DATASET'] });
    const r = best(frontend, 3, (m) => runPipeline(m, affinePipeline()));
    const affine = frontend.clone();
    runPipeline(affine, affinePipeline());
    const f = best(affine, 3, (m) => formModuleStatements(m));
    const result = formModuleStatements(affine.clone());
    const stmts = result.scops.reduce((n, s) => n + s.calls.length, 0);
    const scratch = result.remarks.filter((x) => x.message.startsWith('scratchpad')).length;
    form += f;
    raise += r;
    console.log(`${pad(k.name, 16)}${pad(stmts, 7)}${pad(scratch, 9)}${ms(f)}${ms(r)}   ${(f / r).toFixed(2)}`);
  }
  console.log(`all ${kernels.length} kernels: form-statements ${form.toFixed(0)} ms, raising ${raise.toFixed(0)} ms (ratio ${(form / raise).toFixed(2)})`);
  console.log('');
}
