// Reduction programs end to end: each C program in programs/ is built by gcc as written and by polyts through
// mem2reg, raise-affine, detect-reductions and parallelize as OpenMP C (gcc -fopenmp -Wall, no warnings), run at
// 1, 2 and 3 threads, and must print what the original prints: exactly, or within a stated relative tolerance
// where floating-point reductions were reassociated. The remarks say which loops became parallel and why not.

import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../../src/cli/polybench/processes.js';
import { packageRoot } from '../../../src/packageRoot.js';
import { compileParallel, worstRelativeDifference } from './parallelC.js';

const cc = process.env.CC ?? 'gcc';

interface Program {
  readonly file: string;
  /** Relative tolerance for reassociated floating-point reductions; 0 means byte-identical output. */
  readonly tolerance: number;
  /** Remarks that must be printed (matched against `file:line:col: remark: ...` lines). */
  readonly remarks: readonly RegExp[];
}

const programs: Program[] = [
  {
    file: 'float-reductions.c',
    tolerance: 1e-12,
    remarks: [
      /float-reductions\.c:9:12: remark: detect-reductions: addf reduction/,
      /float-reductions\.c:11:12: remark: detect-reductions: mulf reduction/,
      /float-reductions\.c:8:\d+: remark: parallelize: parallel loop reducing addf$/,
      /float-reductions\.c:10:\d+: remark: parallelize: parallel loop reducing mulf$/,
      /float-reductions\.c:12:\d+: remark: parallelize: parallel loop reducing addf$/,
      /float-reductions\.c:14:\d+: remark: parallelize: parallel loop reducing addf, addf$/,
    ],
  },
  {
    file: 'int-reductions.c',
    tolerance: 0,
    remarks: [
      /int-reductions\.c:9:\d+: remark: parallelize: parallel loop reducing addi$/,
      /int-reductions\.c:11:\d+: remark: parallelize: parallel loop reducing muli$/,
      /int-reductions\.c:13:\d+: remark: parallelize: parallel loop reducing andi, ori$/,
    ],
  },
  {
    file: 'max-xor.c',
    tolerance: 0,
    remarks: [
      /max-xor\.c:11:17: remark: detect-reductions: maxf reduction/,
      /max-xor\.c:13:18: remark: detect-reductions: maxsi reduction/,
      /max-xor\.c:14:14: remark: detect-reductions: xori reduction/,
      /max-xor\.c:10:\d+: remark: parallelize: loop stays sequential: the 'maxf' reduction of a f64 has no affine.parallel form/,
      /max-xor\.c:12:\d+: remark: parallelize: loop stays sequential: the 'maxsi' reduction of a i32 has no affine.parallel form/,
    ],
  },
  {
    file: 'not-reductions.c',
    tolerance: 0,
    remarks: [
      /not-reductions\.c:8:\d+: remark: parallelize: loop stays sequential: .* not a reduction: 'arith.subf' is not an associative and commutative update \(updated at .*not-reductions\.c:9:16\)/,
      /not-reductions\.c:10:\d+: remark: parallelize: loop stays sequential: .* not a reduction: 'arith.divf' is not/,
      /not-reductions\.c:12:\d+: remark: parallelize: loop stays sequential: .* not a reduction: a partial value is read by more than one operation/,
      /not-reductions\.c:14:\d+: remark: parallelize: loop stays sequential: read-after-write dependence on 's' from the store at .*not-reductions\.c:15:7 to the load at .*not-reductions\.c:15:18, distance 1$/,
    ],
  },
];

describe('reduction programs through detect-reductions and parallelize, OpenMP C at 1, 2 and 3 threads', function () {
  this.timeout(120000);
  let work: string;
  before(() => (work = mkdtempSync(join(tmpdir(), 'polyts-reductions-'))));
  after(() => rmSync(work, { recursive: true, force: true }));

  for (const p of programs) {
    it(`${p.file}: ${p.tolerance ? `outputs within ${p.tolerance} relative` : 'identical outputs'}, remarks`, async () => {
      const source = join(packageRoot(), 'test', 'passes', 'parallelize', 'programs', p.file);
      const { c, remarks } = compileParallel(source);
      for (const r of p.remarks) expect(remarks.some((l) => r.test(l)), `no remark matching ${r}\n${remarks.join('\n')}`).to.equal(true);
      // Loops proven parallel stay parallel in the C: no stays-sequential remark means a pragma.
      expect(c).to.contain('#pragma omp parallel for');
      const base = join(work, p.file.replace(/\.c$/, ''));
      writeFileSync(`${base}.polyts.c`, c);
      const [ours, ref] = await Promise.all([
        run(cc, ['-O2', '-Wall', '-fopenmp', `${base}.polyts.c`, '-lm', '-o', `${base}.polyts`]),
        run(cc, ['-O2', source, '-lm', '-o', `${base}.ref`]),
      ]);
      expect(ours.error, ours.error).to.equal(undefined);
      expect(ours.stderr, 'warnings building the emitted C').to.equal('');
      expect(ref.error, ref.error).to.equal(undefined);
      const expected = (await run(`${base}.ref`, [])).stdout;
      for (const threads of ['1', '2', '3']) {
        const got = await run(`${base}.polyts`, [], { ...process.env, OMP_NUM_THREADS: threads });
        expect(got.error, got.error).to.equal(undefined);
        if (p.tolerance === 0) expect(got.stdout, `${threads} thread(s)`).to.equal(expected);
        else expect(worstRelativeDifference(got.stdout, expected), `${threads} thread(s): ${got.stdout} vs ${expected}`).to.be.at.most(p.tolerance);
      }
    });
  }
});
