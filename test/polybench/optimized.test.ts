// polyts -O3 end to end on every polybench/ kernel at MINI and SMALL sizes (issue 10's bar): the sequential build's
// dumps are byte-identical to gcc's on the original, and the -O3 -fopenmp build, whose affine.parallel MLIR
// mlir-opt-19 must accept and lower, equals it at 1, 2 and 3 threads (within 1e-9 where a floating-point reduction
// runs in parallel).

import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { cToMLIR, runPipeline } from '../../src/cli/ccDriver.js';
import { optimizationPipeline } from '../../src/cli/optimization.js';
import { kernels } from '../../src/cli/polybench/kernels.js';
import { pool } from '../../src/cli/polybench/processes.js';
import { emitC } from '../../src/codegen/emitC/index.js';
import { packageRoot } from '../../src/packageRoot.js';
import { suiteTests } from './e2eCheck.js';
import { checkOpenMP } from './openmpCheck.js';

const suite = join(packageRoot(), 'polybench');
const sequential = optimizationPipeline({ level: 3 });
const parallel = optimizationPipeline({ level: 3, openmp: true });

function compileOpenMP(source: string, includeDirs: readonly string[], defines: readonly string[]) {
  const module = cToMLIR(source, { includeDirs, defines });
  runPipeline(module, parallel);
  return { module, c: emitC(module, source) };
}

for (const dataset of ['MINI_DATASET', 'SMALL_DATASET']) {
  const size = dataset.replace('_DATASET', '');
  suiteTests(`polyts -O3 on polybench/ at ${size}: outputs byte-identical to gcc on the original`, () => suite, [dataset], kernels, sequential);

  describe(`polyts -O3 -fopenmp on polybench/ at ${size}: outputs at 1, 2 and 3 threads equal gcc on the original`, function () {
    this.timeout(900000);
    let work: string;
    let results: Promise<string[][]>;
    before(() => {
      work = mkdtempSync(join(tmpdir(), 'polyts-o3-openmp-'));
      results = pool(
        kernels.map((kernel) => () => checkOpenMP({ kernel, dataset, work, compile: compileOpenMP, threads: [1, 2, 3], upstream: dataset === 'MINI_DATASET' })),
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
