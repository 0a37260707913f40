// Every polybench/ kernel through detect-reductions and parallelize, at MINI and SMALL sizes: the affine.parallel
// MLIR is accepted by mlir-opt-19 and lowers to OpenMP, the OpenMP C builds with gcc -fopenmp -Wall without
// warnings, and its dumps at 1 and 2 threads equal gcc's on the original (test/polybench/openmpCheck.ts).

import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { kernels } from '../../../src/cli/polybench/kernels.js';
import { pool } from '../../../src/cli/polybench/processes.js';
import { checkOpenMP, haveMlirOpt } from '../../polybench/openmpCheck.js';
import { compileParallel } from './parallelC.js';

if (!haveMlirOpt) console.log('  parallelize on polybench: mlir-opt-19 not installed, so upstream acceptance and OpenMP lowering are not checked');

for (const dataset of ['MINI_DATASET', 'SMALL_DATASET']) {
  describe(`polybench/ through detect-reductions and parallelize at ${dataset.replace('_DATASET', '')}: OpenMP C at 1 and 2 threads equals gcc on the original`, function () {
    this.timeout(900000);
    let work: string;
    let results: Promise<string[][]>;
    before(() => {
      work = mkdtempSync(join(tmpdir(), 'polyts-parallel-'));
      results = pool(
        kernels.map((kernel) => () => checkOpenMP({ kernel, dataset, work, compile: compileParallel, threads: [1, 2], upstream: dataset === 'MINI_DATASET' })),
        availableParallelism(),
      );
    });
    after(() => rmSync(work, { recursive: true, force: true }));
    kernels.forEach((k, i) => {
      it(k.name, async () => {
        const problems = (await results)[i]!;
        expect(problems, problems.join('\n\n')).to.deep.equal([]);
      });
    });
  });
}
